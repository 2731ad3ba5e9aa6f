/**
 * Targets, results and the sentences that announce them. The prototype announced these from a
 * field it never set; here they come straight from the two innings.
 */
import { oversPhrase, plural } from "./figures.ts";
import { limitedOversResult } from "./formats/limited-overs.ts";
import { inningsSummary } from "./innings-summary.ts";
import type { MatchResult, TeamMatchState } from "./match-state.ts";

/** Runs the side batting second must reach: one more than the first innings. */
export function targetFor(firstInnings: Pick<TeamMatchState, "totalRun">): number {
  return firstInnings.totalRun + 1;
}

/** "India 156/7 (20 overs)", "India 5/1 (1 over)", "India 88/10 (17.3 overs)". */
export function scoreText(team: TeamMatchState): string {
  return `${team.teamName} ${team.totalRun}/${team.wicketTaken} (${oversPhrase(team.ballCompleted, "balls")})`;
}

/** "Australia need 157 runs to win". */
export function targetText(chasing: Pick<TeamMatchState, "teamName">, target: number): string {
  return `${chasing.teamName} need ${plural(target, "run")} to win`;
}

/**
 * The result of a one-innings-a-side match once both innings are done, as the limited-overs
 * format decides it (formats/limited-overs.ts): the chasing side wins by the wickets it has left
 * as soon as it passes the first innings; otherwise the side batting first wins by the runs it
 * was ahead; equal totals are a tie. (The balls each innings was allowed do not enter it.)
 */
export function decideResult(first: TeamMatchState, second: TeamMatchState): MatchResult {
  return limitedOversResult([
    inningsSummary(first, 0, first.ballCompleted),
    inningsSummary(second, 1, second.ballCompleted),
  ]);
}
