import { useMemo } from "react";
import { fixtureNeed, type FixtureNeed } from "../../../engine/index.ts";
import { useGameServices, type GameSnapshot } from "@/features/game/index.ts";
import { browserStorage } from "@/storage/browser-storage.ts";
import { shelfWith, viewOf } from "./competition-runner.ts";
import { readFixtureInPlay } from "./competition-storage.ts";

/**
 * On /game during a competition's group match, once its first innings is over: what the member
 * needs from it to go above a rival on net run rate ("Win by at least 23 runs to go above New
 * Zealand", "Reach 151 within 17.2 overs to go above …"), worked out exactly by the engine
 * (`fixtureNeed`). Nothing for any other match, or when no side is level after a win.
 */
export function CompetitionNeed({ snapshot }: { readonly snapshot: GameSnapshot }) {
  const { engine } = useGameServices();
  const { seed, state } = snapshot;
  // Worked out once the first innings is over: the match's first innings does not change after.
  const firstInnings = state.innings.length >= 2 ? state.innings[0] : undefined;
  const found = useMemo((): FixtureNeed | null => {
    if (firstInnings === undefined) return null;
    const storage = browserStorage();
    const inPlay = readFixtureInPlay(storage);
    if (inPlay === null || inPlay.seed !== seed) return null;
    // The member's shelf (or the guest's), as the result screen keeps the match into it.
    const shelf = shelfWith(storage, inPlay.competitionId);
    if (shelf === null) return null;
    const shown = viewOf(engine, shelf.kept);
    return "error" in shown ? null : fixtureNeed(engine, shown.view, inPlay.fixtureId, state);
    // The state is read for its first innings, which is the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, seed, firstInnings]);
  if (found === null || state.result !== null) return null;
  return (
    <p className="card card--compact competition-need" data-testid="competition-need">
      <strong>What you need:</strong> {found.need.text}.
    </p>
  );
}
