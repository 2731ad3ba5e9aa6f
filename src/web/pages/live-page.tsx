import { useState } from "react";
import { useParams } from "react-router";
import { createServerMatchServices, GameServicesContext } from "@/features/game/index.ts";
import { LiveJoinScreen, LiveLobby, LiveMatchScreen } from "@/features/live/index.ts";

/** `/live` (members): play a friend: make an invite, open one by its code, go back to a match. */
export function LivePage() {
  const [services] = useState(createServerMatchServices);
  return (
    <GameServicesContext.Provider value={services}>
      <LiveLobby />
    </GameServicesContext.Provider>
  );
}

/** `/live/join/:code` (members): what an invite is for, and accepting it. */
export function LiveJoinPage() {
  const { code = "" } = useParams();
  return <LiveJoinScreen key={code} code={code} />;
}

/** `/live/:id` (members): one live match between two members, held by the server. */
export function LiveMatchPage() {
  const [services] = useState(createServerMatchServices);
  const { id = "" } = useParams();
  return (
    <GameServicesContext.Provider value={services}>
      <LiveMatchScreen key={id} id={id} />
    </GameServicesContext.Provider>
  );
}
