/**
 * Ready-to-render views of a match for the UI: what it waits for, the style options, the
 * bowlers, the scoreboard and the over in progress; the innings' cards (scorecards.ts) and the
 * match summary (match-summary.ts) are given from here too. They hold all the cricket reading of
 * the state so the UI holds none. Innings are numbered from 1 as players count them; innings n
 * is the state's innings[n − 1] (innings-summary.ts reads them).
 */
import { BATTING_STYLES, BOWLING_STYLES, type InputKind, type StyleOption } from "./actions.ts";
import { deliveryOf, overStarts } from "./ball-outcome.ts";
import type { EngineContext } from "./engine-context.ts";
import { oversText, runsPerOver } from "./figures.ts";
import { captainsChoiceIn, eligibleFor, userBatsIn } from "./innings.ts";
import {
  battingSideOf,
  bowlingSideOf,
  inningsNumberOf,
  inningsOrBlank,
  targetOf,
} from "./innings-summary.ts";
import { formatOf } from "./match-rules.ts";
import type { InningsNumber, InningsState, MatchState, SideState } from "./match-state.ts";
import { levelRules } from "./level-rules.ts";
import { inPlayInnings, isFinished, stageOf } from "./stages.ts";
import { ballsAllowed, superOverTitle } from "./super-over-rules.ts";

/** The action the match is waiting for, or null once it is finished. */
export function nextInput(state: MatchState): InputKind | null {
  const stage = stageOf(state);
  if (stage.innings !== null) {
    const innings = state.innings[inPlayInnings(state) ?? stage.innings];
    return innings && innings.currentBowlerIndex < 0 ? "chooseBowler" : "playBall";
  }
  if (stage.name === "tossResult") {
    if (
      state.toss?.choice === null &&
      (state.toss.winner === "user" || levelRules(state.level).computer === "person")
    ) {
      return "chooseBatOrBowl";
    }
    return "startMatch";
  }
  return stage.accepts[0] ?? null;
}

/** Whether the user bats or bowls right now; null outside an innings. */
export function userRole(state: MatchState): "bat" | "bowl" | null {
  const innings = inPlayInnings(state);
  if (innings === null) return null;
  return userBatsIn(state, innings) ? "bat" : "bowl";
}

/** The three style buttons for the user's current role; none outside an innings. */
export function styleOptions(state: MatchState): readonly StyleOption[] {
  const role = userRole(state);
  return role === "bat" ? BATTING_STYLES : role === "bowl" ? BOWLING_STYLES : [];
}

/**
 * Player ids (1..11) of the bowling side who may bowl the coming over, whenever an over is
 * waiting for its bowler (for either side); an empty list when no bowler is due.
 */
export function eligibleBowlers(ctx: EngineContext, state: MatchState): number[] {
  const index = inPlayInnings(state);
  const innings = index === null ? undefined : state.innings[index];
  if (index === null || !state.sides || innings === undefined) return [];
  if (innings.currentBowlerIndex >= 0) return [];
  const bowling = bowlingSideOf(state.sides, innings);
  return eligibleFor(ctx, state, index).map((i) => bowling.playerIds[i] ?? i + 1);
}

/** The computer captain's bowler for the over now waiting for one, and why. */
export interface SuggestedBowler {
  /** Player id (1..11) of the bowling side; always one of {@link eligibleBowlers}. */
  readonly playerId: number;
  /** A few words, e.g. "Spin on a turning pitch in the middle overs". */
  readonly reason: string;
}

/**
 * Whom the computer captain would send on for the over now waiting for a bowler (for either
 * side), from the ground, the phase of the innings, the two batters at the crease and the
 * overs each bowler has left; null when no bowler is due.
 */
export function suggestedBowler(ctx: EngineContext, state: MatchState): SuggestedBowler | null {
  const index = inPlayInnings(state);
  const innings = index === null ? undefined : state.innings[index];
  if (!state.sides || innings === undefined) return null;
  if (innings.currentBowlerIndex >= 0) return null;
  const choice = captainsChoiceIn(ctx, state, state.sides, innings);
  if (choice === null) return null;
  const playerId =
    bowlingSideOf(state.sides, innings).playerIds[choice.playerIndex] ?? choice.playerIndex + 1;
  return { playerId, reason: choice.reason };
}

/** The innings the scoreboard shows: the one in play, or the last played once finished. */
function shownInnings(state: MatchState): number | null {
  if (isFinished(state)) return state.innings.length - 1;
  return inPlayInnings(state);
}

/** What the views read of the engine's context: the formats, for a match's target. */
type WithFormats = Pick<EngineContext, "formats">;

/** Runs innings `index` is chasing, as the match's format sets it; null when it chases none. */
function targetAt(ctx: WithFormats, state: MatchState, index: number | null): number | null {
  if (index === null || index === 0 || state.sides === null) return null;
  return targetOf(formatOf(ctx, state), state.sides, state.innings, index, state.totalBall);
}

/** Runs still needed toward `target` by a side on `runs` (never below 0); null with no target. */
function stillNeeded(target: number | null, runs: number): number | null {
  return target === null ? null : Math.max(0, target - runs);
}

/** Runs the shown innings is chasing, as the match's format sets it; null when it chases none. */
export function target(ctx: WithFormats, state: MatchState): number | null {
  return targetAt(ctx, state, shownInnings(state));
}

/** Runs the chasing side still needs (never below 0); null outside a chase. */
export function runsNeeded(ctx: WithFormats, state: MatchState): number | null {
  const index = shownInnings(state);
  const chase = index === null ? null : inningsOrBlank(state, index);
  return chase === null ? null : stillNeeded(targetAt(ctx, state, index), chase.totalRun);
}

/** Balls left in the shown innings; null before the match starts. */
export function ballsLeft(state: MatchState): number | null {
  const index = shownInnings(state);
  const innings = index === null ? null : inningsOrBlank(state, index);
  if (innings === null) return null;
  return Math.max(0, ballsAllowed(innings, state.totalBall) - innings.ballCompleted);
}

/** The shown innings' last ball: "0".."6", "WKT", or "" before its first ball. */
export function lastBall(state: MatchState): string {
  const index = shownInnings(state);
  const innings = index === null ? null : inningsOrBlank(state, index);
  if (innings === null) return "";
  const log = innings.ballLog;
  if (log.length === 0) return "";
  return deliveryOf(log.charAt(log.length - 1)).display;
}

/** The over on show in an innings: its number (0-based) and its balls so far ("0".."6" or "WKT"). */
export interface OverInProgress {
  readonly over: number;
  readonly balls: readonly string[];
}

/**
 * The latest over of an innings: the over being bowled, or the one just finished until a
 * bowler takes the next. Before any ball, over 0 with no balls.
 */
export function overInProgress(state: MatchState, innings: InningsNumber): OverInProgress {
  const batting = inningsOrBlank(state, innings - 1);
  if (!batting) return { over: 0, balls: [] };
  const over = Math.max(0, batting.overBowlers.length - 1);
  const balls: string[] = [];
  const log = batting.ballLog;
  for (let i = overStarts(log)[over] ?? log.length; i < log.length; i++)
    balls.push(deliveryOf(log.charAt(i)).display);
  return { over, balls };
}

/** The result sentence, or null while the match is on. */
export function resultText(state: MatchState): string | null {
  return state.result?.text ?? null;
}

/** Everything the scoreboard strip shows. */
export interface Scoreboard {
  readonly innings: InningsNumber;
  readonly battingTeamId: number;
  readonly battingTeamName: string;
  readonly bowlingTeamId: number;
  readonly bowlingTeamName: string;
  readonly runs: number;
  readonly wickets: number;
  /** `overs.balls`. */
  readonly overs: string;
  readonly lastBall: string;
  /** Current run rate, 2 decimals. */
  readonly runRate: string;
  readonly target: number | null;
  readonly runsNeeded: number | null;
  readonly ballsLeft: number;
  /** Runs per over needed from the balls left, 2 decimals; null outside the chase. */
  readonly requiredRate: string | null;
  readonly userRole: "bat" | "bowl" | null;
  /** Which super over the innings on show belongs to (1 for the first); null for the match's own innings. */
  readonly superOver: number | null;
  /** The innings on show by name: "First innings", "Second innings", "Super over", "Second super over". */
  readonly inningsName: string;
}

/** "First innings", "Second innings", "Super over", "Second super over", … */
export function inningsNameOf(index: number, innings: Pick<InningsState, "superOver">): string {
  if (innings.superOver !== null) return superOverTitle(innings.superOver.round);
  return index === 0 ? "First innings" : index === 1 ? "Second innings" : `Innings ${index + 1}`;
}

/** The innings on show and the sides in it: the one in play, or the last once the match is over. */
export interface InningsOnShow {
  /** 0-based. */
  readonly index: number;
  readonly innings: InningsState;
  readonly batting: SideState;
  readonly bowling: SideState;
}

/** The innings the scoreboard shows, or null before the first innings starts. */
export function inningsOnShow(state: MatchState): InningsOnShow | null {
  const index = shownInnings(state);
  const innings = index === null ? null : inningsOrBlank(state, index);
  if (innings === null || state.sides === null || index === null) return null;
  return {
    index,
    innings,
    batting: battingSideOf(state.sides, innings),
    bowling: bowlingSideOf(state.sides, innings),
  };
}

/** The scoreboard, or null before the first innings starts. */
export function scoreboard(ctx: WithFormats, state: MatchState): Scoreboard | null {
  const shown = inningsOnShow(state);
  if (shown === null) return null;
  const { index, innings: batting, batting: battingSide, bowling } = shown;
  const left = Math.max(0, ballsAllowed(batting, state.totalBall) - batting.ballCompleted);
  // The shown innings found once, for its target and what it still needs.
  const chasing = targetAt(ctx, state, index);
  const need = stillNeeded(chasing, batting.totalRun);
  return {
    innings: inningsNumberOf(index),
    battingTeamId: battingSide.id,
    battingTeamName: battingSide.teamName,
    bowlingTeamId: bowling.id,
    bowlingTeamName: bowling.teamName,
    runs: batting.totalRun,
    wickets: batting.wicketTaken,
    overs: oversText(batting.ballCompleted),
    lastBall: lastBall(state),
    runRate: runsPerOver(batting.totalRun, batting.ballCompleted),
    target: chasing,
    runsNeeded: need,
    ballsLeft: left,
    requiredRate: need === null ? null : runsPerOver(need, left),
    userRole: userRole(state),
    superOver: batting.superOver?.round ?? null,
    inningsName: inningsNameOf(index, batting),
  };
}

// The cards of each innings and the match in a few figures live in files of their own; their
// names are given from here too, where the engine's other files look for the views.
export {
  battingCard,
  bowlingCard,
  extrasOf,
  fallOfWickets,
  overSummary,
  type BattingRow,
  type BowlingRow,
  type Extras,
  type FallOfWicket,
  type OverSummary,
} from "./scorecards.ts";
export { matchSummary, type InningsLine, type MatchSummary } from "./match-summary.ts";
