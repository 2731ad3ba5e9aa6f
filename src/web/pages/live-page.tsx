import { useParams } from "react-router";
import { LiveJoinScreen, LiveLobby, LiveMatchScreen } from "@/features/live/index.ts";
import { ServerMatchPage, ServerMatchServices } from "./server-match-services.tsx";

/** `/live` (members): play a friend: make an invite, open one by its code, go back to a match. */
export function LivePage() {
  return (
    <ServerMatchServices>
      <LiveLobby />
    </ServerMatchServices>
  );
}

/** `/live/join/:code` (members): what an invite is for, and accepting it. */
export function LiveJoinPage() {
  const { code = "" } = useParams();
  return <LiveJoinScreen key={code} code={code} />;
}

/** `/live/:id` (members): one live match between two members, held by the server. */
export function LiveMatchPage() {
  return <ServerMatchPage screen={LiveMatchScreen} />;
}
