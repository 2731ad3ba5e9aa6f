/**
 * One place that reads an innings off the match: its summary (runs, legal balls, wickets, bowled
 * out or not, the balls allowed), who bats and bowls in it, and what it must reach. Results,
 * scorecards, archive lines and net run rate read these instead of the sides' fields.
 */
import { oversText } from "./figures.ts";
import type { FormatRules, InningsSummary } from "./formats/format-rules.ts";
import { ALL_OUT_WICKETS } from "./formats/limited-overs.ts";
import type { TeamMatchState } from "./match-state.ts";

/**
 * The summary of the innings `index` (0-based) batted by `batting`, of an innings allowed
 * `quotaBalls` legal balls.
 */
export function inningsSummary(batting: TeamMatchState, index: number, quotaBalls: number): InningsSummary {
  const wicketsAvailable = batting.playerList.length - 1;
  return {
    teamId: batting.id,
    teamName: batting.teamName,
    index,
    runs: batting.totalRun,
    wickets: batting.wicketTaken,
    balls: batting.ballCompleted,
    overs: oversText(batting.ballCompleted),
    wicketsAvailable,
    bowledOut: batting.wicketTaken >= Math.min(ALL_OUT_WICKETS, wicketsAvailable),
    quotaBalls,
  };
}

/** The side batting in innings `index` (0-based) of the match. */
export function battingIn<T>(teams: readonly [T, T], index: number): T {
  return teams[index === 0 ? 0 : 1];
}

/** The side bowling in innings `index` (0-based) of the match. */
export function bowlingIn<T>(teams: readonly [T, T], index: number): T {
  return teams[index === 0 ? 1 : 0];
}

// The last first innings a target was worked out for. Every ball of a chase asks again, and the
// first innings no longer changes then (its side's object does, as its bowlers' figures grow, but
// its id, runs and ball log stay), so the answer is kept rather than rebuilt each ball. It depends
// only on its inputs, so keeping it never changes a result.
let lastFormat: FormatRules | null = null;
let lastFirstId = -1;
let lastFirstRuns = -1;
let lastFirstLog = "";
let lastTarget: number | null = null;

const NO_INNINGS: readonly InningsSummary[] = [];

/**
 * The runs the side batting in innings `index` (0-based) needs to win, as the format sets it
 * from the innings before; null when it sets no chase.
 */
export function targetOf(
  format: FormatRules,
  teams: readonly [TeamMatchState, TeamMatchState],
  index: number,
  quotaBalls: number,
): number | null {
  if (index === 0) return format.targetFor(0, NO_INNINGS);
  const first = teams[0];
  if (
    format !== lastFormat ||
    first.id !== lastFirstId ||
    first.totalRun !== lastFirstRuns ||
    first.ballLog !== lastFirstLog
  ) {
    lastTarget = format.targetFor(index, [inningsSummary(first, 0, quotaBalls)]);
    lastFormat = format;
    lastFirstId = first.id;
    lastFirstRuns = first.totalRun;
    lastFirstLog = first.ballLog;
  }
  return lastTarget;
}
