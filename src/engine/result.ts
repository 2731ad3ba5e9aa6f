/**
 * Targets, results and the sentences that announce them. The prototype announced these from a
 * field it never set; here they come straight from the two innings.
 */
import { oversPhrase, plural } from "./figures.ts";
import { limitedOversResult } from "./formats/limited-overs.ts";
import { summariesOf, type Sides } from "./innings-summary.ts";
import type { InningsState, MatchResult, SideState } from "./match-state.ts";

/** Runs the side batting second must reach: one more than the first innings. */
export function targetFor(firstInnings: Pick<InningsState, "totalRun">): number {
  return firstInnings.totalRun + 1;
}

/** "India 156/7 (20 overs)", "India 5/1 (1 over)", "India 88/10 (17.3 overs)". */
export function scoreText(side: Pick<SideState, "teamName">, innings: InningsState): string {
  return `${side.teamName} ${innings.totalRun}/${innings.wicketTaken} (${oversPhrase(innings.ballCompleted, "balls")})`;
}

/** "Australia need 157 runs to win". */
export function targetText(chasing: Pick<SideState, "teamName">, target: number): string {
  return `${chasing.teamName} need ${plural(target, "run")} to win`;
}

/**
 * The result of a one-innings-a-side match once both innings are done, as the limited-overs
 * format decides it (formats/limited-overs.ts): the chasing side wins by the wickets it has left
 * as soon as it passes the first innings; otherwise the side batting first wins by the runs it
 * was ahead; equal totals are a tie. (The balls each innings was allowed do not enter it.)
 */
export function decideResult(sides: Sides, innings: readonly [InningsState, InningsState]): MatchResult {
  const [first, second] = innings;
  const [a, b] = summariesOf(sides, innings, 0);
  return limitedOversResult([
    { ...(a as NonNullable<typeof a>), quotaBalls: first.ballCompleted },
    { ...(b as NonNullable<typeof b>), quotaBalls: second.ballCompleted },
  ]);
}
