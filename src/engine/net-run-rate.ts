/**
 * Net run rate as the ICC reckons it for a points table: the runs a side scored divided by the
 * overs it faced, less the runs it conceded divided by the overs it bowled, over every match of
 * the competition that had a result. Overs come from legal balls (10.4 overs is 10 + 4/6 overs,
 * not 10.4), and a side bowled out is charged the full quota of overs its innings was allowed,
 * however early it fell. Super overs never count (they are not innings of the match). It reads
 * only the innings summaries (innings-summary.ts), so it serves any format whose summaries say
 * what a side faced and what it was allowed.
 */
import type { InningsSummary } from "./formats/format-rules.ts";

/** One match as a points table reads it: its innings in order, and whether it had a result. */
export interface TableMatch {
  readonly innings: readonly InningsSummary[];
  /** False for an abandoned match (no result), which net run rate leaves out. */
  readonly hasResult: boolean;
}

/** A side's runs and legal balls for and against, the parts net run rate is made of. */
export interface RunRateParts {
  readonly runsFor: number;
  /** Legal balls faced, a side bowled out charged its innings' quota. */
  readonly ballsFaced: number;
  readonly runsAgainst: number;
  /** Legal balls bowled, a side bowled out by it charged its innings' quota. */
  readonly ballsBowled: number;
}

/** The legal balls an innings counts for: its quota when the side was bowled out. */
function ballsCharged(innings: InningsSummary): number {
  return innings.bowledOut ? innings.quotaBalls : innings.balls;
}

/** The parts of `teamId`'s net run rate over `matches` (those without a result left out). */
export function runRateParts(teamId: number, matches: readonly TableMatch[]): RunRateParts {
  let runsFor = 0;
  let ballsFaced = 0;
  let runsAgainst = 0;
  let ballsBowled = 0;
  for (const match of matches) {
    if (!match.hasResult || !match.innings.some((innings) => innings.teamId === teamId)) continue;
    for (const innings of match.innings) {
      if (innings.teamId === teamId) {
        runsFor += innings.runs;
        ballsFaced += ballsCharged(innings);
      } else {
        runsAgainst += innings.runs;
        ballsBowled += ballsCharged(innings);
      }
    }
  }
  return { runsFor, ballsFaced, runsAgainst, ballsBowled };
}

/**
 * Net run rate from its parts: runs an over for less runs an over against (an over being six
 * legal balls); 0 before the side has both batted and bowled.
 */
export function netRunRateOf(parts: RunRateParts): number {
  if (parts.ballsFaced === 0 || parts.ballsBowled === 0) return 0;
  return (6 * parts.runsFor) / parts.ballsFaced - (6 * parts.runsAgainst) / parts.ballsBowled;
}

/** `teamId`'s net run rate over `matches`, by the ICC's rule. */
export function netRunRate(teamId: number, matches: readonly TableMatch[]): number {
  return netRunRateOf(runRateParts(teamId, matches));
}
