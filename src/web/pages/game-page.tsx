import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { refreshKnownMember } from "@/auth/known-member.ts";
import { CompetitionNeed, CompetitionReturn } from "@/features/competitions/index.ts";
import {
  createBrowserServices,
  GameScreen,
  GameServicesContext,
  type GameSnapshot,
} from "@/features/game/index.ts";
import { wantsToPlay } from "@/routes.ts";

/** A competition's fixture's way back, on its result screen (nothing for any other match). */
const competitionReturn = (snapshot: GameSnapshot) => <CompetitionReturn snapshot={snapshot} />;
/** A competition's group match's need, once its first innings is over (nothing for any other match). */
const competitionNeed = (snapshot: GameSnapshot) => <CompetitionNeed snapshot={snapshot} />;

/**
 * `/game`, open to guests: a match against the computer from format choice to result. The
 * engine and services are made once per visit of the page and provided to everything below.
 * Who is signed in is asked at once, so the match played here is known to be theirs (or a
 * guest's) even if the network then goes. A link that means "play" (see GameNavigationState)
 * shows the match in progress or a new one, never a finished match's result; its state is
 * then taken off the history entry, so a reload later shows what is kept, as for any visit.
 */
export function GamePage() {
  const [services] = useState(createBrowserServices);
  const location = useLocation();
  const navigate = useNavigate();
  const play = wantsToPlay(location.state);
  useEffect(() => void refreshKnownMember(), []);
  useEffect(() => {
    if (play)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [play, navigate, location.pathname, location.search]);
  return (
    <GameServicesContext.Provider value={services}>
      <GameScreen play={play} afterResult={competitionReturn} duringPlay={competitionNeed} />
    </GameServicesContext.Provider>
  );
}
