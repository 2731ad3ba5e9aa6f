/**
 * Ready-to-render views of a match for the UI: what it waits for, the style options, the
 * bowlers, the scoreboard and the over in progress; the innings' cards (scorecards.ts) and the
 * match summary (match-summary.ts) are given from here too. They hold all the cricket reading of
 * the state so the UI holds none. Innings are numbered 1 and 2; innings n is batted by
 * teams[n − 1].
 */
import { BATTING_STYLES, BOWLING_STYLES, type InputKind, type StyleOption } from "./actions.ts";
import { deliveryOf, overStarts } from "./ball-outcome.ts";
import type { EngineContext } from "./engine-context.ts";
import { oversText, runsPerOver } from "./figures.ts";
import { captainsChoiceIn, eligibleFor, userBatsIn } from "./innings.ts";
import { bowlingIn } from "./innings-summary.ts";
import type { MatchState, InningsNumber } from "./match-state.ts";
import { levelRules } from "./level-rules.ts";
import { targetFor } from "./result.ts";
import { inPlayInnings, isFinished, stageOf } from "./stages.ts";

/** The action the match is waiting for, or null once it is finished. */
export function nextInput(state: MatchState): InputKind | null {
  const stage = stageOf(state);
  if (stage.innings !== null) {
    const bowling = state.teams?.[stage.innings === 0 ? 1 : 0];
    return bowling && bowling.currentBowlerIndex < 0 ? "chooseBowler" : "playBall";
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
  if (index === null || !state.teams) return [];
  const bowling = bowlingIn(state.teams, index);
  if (bowling.currentBowlerIndex >= 0) return [];
  return eligibleFor(ctx, state, index).map((i) => bowling.playerList[i]?.id ?? i + 1);
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
  if (index === null || !state.teams) return null;
  const bowling = bowlingIn(state.teams, index);
  if (bowling.currentBowlerIndex >= 0) return null;
  const choice = captainsChoiceIn(ctx, state, state.teams, index);
  if (choice === null) return null;
  const playerId = bowling.playerList[choice.playerIndex]?.id ?? choice.playerIndex + 1;
  return { playerId, reason: choice.reason };
}

/** The innings the scoreboard shows: the current one, or the second once finished. */
function shownInnings(state: MatchState): 0 | 1 | null {
  if (isFinished(state)) return 1;
  return inPlayInnings(state);
}

/** Runs the second innings is chasing; null before the first innings is complete. */
export function target(state: MatchState): number | null {
  if ((inPlayInnings(state) !== 1 && !isFinished(state)) || !state.teams) return null;
  return targetFor(state.teams[0]);
}

/** Runs the chasing side still needs (never below 0); null outside the chase. */
export function runsNeeded(state: MatchState): number | null {
  const t = target(state);
  if (t === null || !state.teams) return null;
  return Math.max(0, t - state.teams[1].totalRun);
}

/** Balls left in the shown innings; null before the match starts. */
export function ballsLeft(state: MatchState): number | null {
  const index = shownInnings(state);
  if (index === null || !state.teams) return null;
  return Math.max(0, state.totalBall - state.teams[index].ballCompleted);
}

/** The shown innings' last ball: "0".."6", "WKT", or "" before its first ball. */
export function lastBall(state: MatchState): string {
  const index = shownInnings(state);
  if (index === null || !state.teams) return "";
  const log = state.teams[index].ballLog;
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
  const batting = state.teams?.[innings - 1];
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
}

/** The scoreboard, or null before the first innings starts. */
export function scoreboard(state: MatchState): Scoreboard | null {
  const index = shownInnings(state);
  if (index === null || !state.teams) return null;
  const batting = state.teams[index];
  const bowling = bowlingIn(state.teams, index);
  const left = Math.max(0, state.totalBall - batting.ballCompleted);
  const need = runsNeeded(state);
  return {
    innings: index === 0 ? 1 : 2,
    battingTeamId: batting.id,
    battingTeamName: batting.teamName,
    bowlingTeamId: bowling.id,
    bowlingTeamName: bowling.teamName,
    runs: batting.totalRun,
    wickets: batting.wicketTaken,
    overs: oversText(batting.ballCompleted),
    lastBall: lastBall(state),
    runRate: runsPerOver(batting.totalRun, batting.ballCompleted),
    target: target(state),
    runsNeeded: need,
    ballsLeft: left,
    requiredRate: need === null ? null : runsPerOver(need, left),
    userRole: userRole(state),
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
