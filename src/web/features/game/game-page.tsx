import { useState } from "react";
import { createBrowserServices } from "./state/game-services.ts";
import { GameScreen } from "./game-screen.tsx";
import { GameServicesContext } from "./state/game-context.ts";

/**
 * `/game`, open to guests: a match against the computer from format choice to result. The
 * engine and services are made once per visit of the page and provided to everything below.
 */
export function GamePage() {
  const [services] = useState(createBrowserServices);
  return (
    <GameServicesContext.Provider value={services}>
      <GameScreen />
    </GameServicesContext.Provider>
  );
}
