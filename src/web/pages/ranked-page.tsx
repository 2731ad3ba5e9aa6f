import { useParams } from "react-router";
import { RankedLobby, RankedMatchScreen } from "@/features/ranked/index.ts";
import { ServerMatchServices } from "./server-match-services.tsx";

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
  const { id = "" } = useParams();
  return (
    <ServerMatchServices>
      <RankedMatchScreen key={id} id={id} />
    </ServerMatchServices>
  );
}
