import { useEffect, useState } from "react";
import { refreshKnownMember } from "@/auth/known-member.ts";
import { createBrowserServices, GameScreen, GameServicesContext } from "@/features/game/index.ts";

/**
 * `/game`, open to guests: a match against the computer from format choice to result. The
 * engine and services are made once per visit of the page and provided to everything below.
 * Who is signed in is asked at once, so the match played here is known to be theirs (or a
 * guest's) even if the network then goes.
 */
export function GamePage() {
  const [services] = useState(createBrowserServices);
  useEffect(() => void refreshKnownMember(), []);
  return (
    <GameServicesContext.Provider value={services}>
      <GameScreen />
    </GameServicesContext.Provider>
  );
}
