import { useState } from "react";
import { createBrowserServices } from "./state/game-services.ts";
import { GameScreen } from "./game-screen.tsx";

/**
 * `/game`, open to guests: a match against the computer from format choice to result. The
 * services (store, settings, speaker) are made once per visit of the page.
 */
export function GamePage() {
  const [services] = useState(createBrowserServices);
  return <GameScreen services={services} />;
}
