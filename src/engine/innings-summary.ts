/**
 * The one place that reads an innings off the match: which innings is which, whose it is, its
 * summary (runs, legal balls, wickets, bowled out or not, the balls allowed) and what it must
 * reach. Steps, results, scorecards, archive lines, career lines, net run rate and views read
 * these instead of the state's lists.
 */
import { oversText } from "./figures.ts";
import type { FormatRules, InningsSummary } from "./formats/format-rules.ts";
import { ALL_OUT_WICKETS } from "./formats/limited-overs.ts";
import {
  isSuperOverChase,
  MATCH_INNINGS,
  SUPER_OVER_BALLS,
  superOverBattingSide,
} from "./super-over-rules.ts";
import type {
  BatterFigures,
  BowlerFigures,
  InningsNumber,
  InningsState,
  MatchState,
  SideState,
} from "./match-state.ts";

/** The match's two sides, the one batting first first. */
export type Sides = readonly [SideState, SideState];

/** The innings `index` (0-based) as players count it: 1 for the first. */
export function inningsNumberOf(index: number): InningsNumber {
  return index + 1;
}

/** The 0-based index of the innings players call `innings`. */
export function inningsIndexOf(innings: InningsNumber): number {
  return innings - 1;
}

/** The side batting in `innings`. */
export function battingSideOf(sides: Sides, innings: InningsState): SideState {
  return sides[innings.battingSide === 0 ? 0 : 1];
}

/** The side bowling in `innings`. */
export function bowlingSideOf(sides: Sides, innings: InningsState): SideState {
  return sides[innings.battingSide === 0 ? 1 : 0];
}

/**
 * The index in `sides` of the side batting innings `index` (0-based): they take turns in the
 * match; the super overs after it have their own order (super-over-rules.ts).
 */
export function battingSideIn(index: number): number {
  return index < MATCH_INNINGS ? index : superOverBattingSide(index);
}

/** The side batting in innings `index` (0-based) of the match, opened or not. */
export function battingIn<T>(sides: readonly [T, T], index: number): T {
  return sides[battingSideIn(index) === 0 ? 0 : 1];
}

/** The side bowling in innings `index` (0-based) of the match, opened or not. */
export function bowlingIn<T>(sides: readonly [T, T], index: number): T {
  return sides[battingSideIn(index) === 0 ? 1 : 0];
}

// Innings not yet opened share blank figures, one list per number of players: states are never
// changed in place, so every match shares them.
const BLANK_BATTER: BatterFigures = { run: 0, ball: 0, isBatting: 0, dismissal: null };
const BLANK_BOWLER: BowlerFigures = { b_run: 0, b_ball: 0, b_wkt: 0 };
const blankBatting: (readonly BatterFigures[])[] = [];
const blankBowling: (readonly BowlerFigures[])[] = [];

function blankBattersOf(players: number): readonly BatterFigures[] {
  let list = blankBatting[players];
  if (list === undefined) {
    const built: BatterFigures[] = [];
    for (let i = 0; i < players; i++) built.push(BLANK_BATTER);
    blankBatting[players] = list = built;
  }
  return list;
}

function blankBowlersOf(players: number): readonly BowlerFigures[] {
  let list = blankBowling[players];
  if (list === undefined) {
    const built: BowlerFigures[] = [];
    for (let i = 0; i < players; i++) built.push(BLANK_BOWLER);
    blankBowling[players] = list = built;
  }
  return list;
}

/** Innings `index` (0-based) before its first ball: nobody in, nothing bowled. */
export function blankInnings(sides: Sides, index: number): InningsState {
  const battingSide = battingSideIn(index);
  return {
    battingSide,
    totalRun: 0,
    ballCompleted: 0,
    wicketTaken: 0,
    currentStrikerIndex: -1,
    currentNonStrikerIndex: -1,
    currentBowlerIndex: -1,
    ballLog: "",
    overBowlers: [],
    batting: blankBattersOf(sides[battingSide === 0 ? 0 : 1].playerIds.length),
    bowling: blankBowlersOf(sides[battingSide === 0 ? 1 : 0].playerIds.length),
    superOver: null,
  };
}

/** Innings `index` (0-based) of a started match; null before the match starts or past the last. */
export function inningsAt(state: Pick<MatchState, "innings">, index: number): InningsState | null {
  return state.innings[index] ?? null;
}

/**
 * Innings `index` (0-based) of a started match as its scorecard reads it: the innings itself
 * once opened, a blank one before (a side yet to bat has a card of players yet to bat); null
 * before the match starts or for an innings the format does not have.
 */
export function inningsOrBlank(
  state: Pick<MatchState, "sides" | "innings">,
  index: number,
  inningsCount = 2,
): InningsState | null {
  if (state.sides === null || index < 0) return null;
  // A super over is an innings the format does not have: shown once opened.
  if (index >= inningsCount) return state.innings[index] ?? null;
  return state.innings[index] ?? blankInnings(state.sides, index);
}

/** Innings `index` (0-based) batted by the side `sides[battingSide]`, in its summary. */
export function inningsSummary(
  sides: Sides,
  innings: InningsState,
  index: number,
  quotaBalls: number,
): InningsSummary {
  const side = battingSideOf(sides, innings);
  const wicketsAvailable = side.playerIds.length - 1;
  return {
    teamId: side.id,
    teamName: side.teamName,
    index,
    runs: innings.totalRun,
    wickets: innings.wicketTaken,
    balls: innings.ballCompleted,
    overs: oversText(innings.ballCompleted),
    wicketsAvailable,
    bowledOut: innings.wicketTaken >= Math.min(ALL_OUT_WICKETS, wicketsAvailable),
    quotaBalls,
  };
}

/**
 * The summaries of the first `count` innings of `innings` (all by default) of the match itself:
 * a super over is left out (what a match's result, net run rate and the archive's lines read;
 * {@link superOverSummariesOf} gives the super overs).
 */
export function summariesOf(
  sides: Sides,
  innings: readonly InningsState[],
  quotaBalls: number,
  count = innings.length,
): InningsSummary[] {
  const out: InningsSummary[] = [];
  for (let n = 0; n < count && n < innings.length; n++) {
    const one = innings[n] as InningsState;
    if (one.superOver !== null) break;
    out.push(inningsSummary(sides, one, n, quotaBalls));
  }
  return out;
}

/** The summaries of the super-over innings of a match, in order (none for most matches), each allowed one over. */
export function superOverSummariesOf(sides: Sides, innings: readonly InningsState[]): InningsSummary[] {
  const out: InningsSummary[] = [];
  for (let n = MATCH_INNINGS; n < innings.length; n++) {
    const one = innings[n] as InningsState;
    if (one.superOver !== null) out.push(inningsSummary(sides, one, n, SUPER_OVER_BALLS));
  }
  return out;
}

// The last first innings a target was worked out for. Every ball of a chase asks again, and the
// innings before no longer change then, so the answer is kept rather than rebuilt each ball. It
// depends only on its inputs, so keeping it never changes a result.
let lastFormat: FormatRules | null = null;
let lastIndex = -1;
let lastFirstSide = -1;
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
  sides: Sides,
  innings: readonly InningsState[],
  index: number,
  quotaBalls: number,
): number | null {
  if (index === 0) return format.targetFor(0, NO_INNINGS);
  if (index >= MATCH_INNINGS && (innings[index] as InningsState | undefined)?.superOver) {
    // The second innings of a super over chases one more than the first.
    return isSuperOverChase(index) ? (innings[index - 1] as InningsState).totalRun + 1 : null;
  }
  const first = innings[0] as InningsState;
  const firstSide = battingSideOf(sides, first).id;
  if (
    format !== lastFormat ||
    index !== lastIndex ||
    firstSide !== lastFirstSide ||
    first.totalRun !== lastFirstRuns ||
    first.ballLog !== lastFirstLog
  ) {
    lastTarget = format.targetFor(index, summariesOf(sides, innings, quotaBalls, index));
    lastFormat = format;
    lastIndex = index;
    lastFirstSide = firstSide;
    lastFirstRuns = first.totalRun;
    lastFirstLog = first.ballLog;
  }
  return lastTarget;
}
