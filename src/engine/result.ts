/**
 * Targets, results and the sentences that announce them. The prototype announced these from a
 * field it never set; here they come straight from the two innings.
 */
import { oversText, plural } from "./figures.ts";
import type { MatchResult, TeamMatchState } from "./match-state.ts";

/** Runs the side batting second must reach: one more than the first innings. */
export function targetFor(firstInnings: Pick<TeamMatchState, "totalRun">): number {
  return firstInnings.totalRun + 1;
}

/** "India 156/7 (20.0 overs)". */
export function scoreText(team: TeamMatchState): string {
  return `${team.teamName} ${team.totalRun}/${team.wicketTaken} (${oversText(team.ballCompleted)} overs)`;
}

/** "Australia need 157 runs to win". */
export function targetText(chasing: Pick<TeamMatchState, "teamName">, target: number): string {
  return `${chasing.teamName} need ${plural(target, "run")} to win`;
}

/**
 * The result once both innings are done: the chasing side wins by the wickets it has left
 * (squad size − 1 − wickets lost, i.e. 10 − wickets for an eleven) as soon as it passes the
 * first innings; otherwise the side batting first wins by the runs it was ahead; equal totals
 * are a tie.
 */
export function decideResult(first: TeamMatchState, second: TeamMatchState): MatchResult {
  if (second.totalRun > first.totalRun) {
    const margin = second.playerList.length - 1 - second.wicketTaken;
    return {
      winnerTeamId: second.id,
      kind: "wickets",
      margin,
      text: `${second.teamName} won by ${plural(margin, "wicket")}`,
    };
  }
  if (second.totalRun < first.totalRun) {
    const margin = first.totalRun - second.totalRun;
    return {
      winnerTeamId: first.id,
      kind: "runs",
      margin,
      text: `${first.teamName} won by ${plural(margin, "run")}`,
    };
  }
  return { winnerTeamId: null, kind: "tie", margin: 0, text: "Match tied" };
}
