import { RankedLobby, RankedMatchScreen } from "@/features/ranked/index.ts";
import { ServerMatchPage, ServerMatchServices } from "./server-match-services.tsx";

/** `/ranked` (members): start a ranked match, or go back to one still being played. */
export function RankedPage() {
  return (
    <ServerMatchServices>
      <RankedLobby />
    </ServerMatchServices>
  );
}

/** `/ranked/:id` (members): one ranked match, held by the server. */
export function RankedMatchPage() {
  return <ServerMatchPage screen={RankedMatchScreen} />;
}
