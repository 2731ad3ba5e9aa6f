import { useState } from "react";
import { useParams } from "react-router";
import { createServerMatchServices, GameServicesContext } from "@/features/game/index.ts";
import { RankedLobby, RankedMatchScreen } from "@/features/ranked/index.ts";

/** `/ranked` (members): start a ranked match, or go back to one still being played. */
export function RankedPage() {
  const [services] = useState(createServerMatchServices);
  return (
    <GameServicesContext.Provider value={services}>
      <RankedLobby />
    </GameServicesContext.Provider>
  );
}

/** `/ranked/:id` (members): one ranked match, held by the server. */
export function RankedMatchPage() {
  const [services] = useState(createServerMatchServices);
  const { id = "" } = useParams();
  return (
    <GameServicesContext.Provider value={services}>
      <RankedMatchScreen key={id} id={id} />
    </GameServicesContext.Provider>
  );
}
