/**
 * The user's chance of winning from the win tables: under the equilibrium for Club and
 * International (both sides playing their best), under the user's best play in Classic. Exact
 * for Classic and for rules version 1; from version 2 on the coming ball is solved with its own
 * odds and the rest of the match valued by the tables (an approximation: the tables assume
 * average odds for every later ball; see docs/decisions/0014-players-and-grounds-in-the-odds.md).
 * And the coach: what each of the user's three styles does to that chance for the coming ball,
 * against the computer's current mix.
 */
import { BATTING_STYLES, BOWLING_STYLES, STYLE_INFO, type PlayStyle, type StyleLevel } from "./actions.ts";
import { computerMix, situationOf, solvedBall } from "./computer-style.ts";
import type { EngineContext } from "./engine-context.ts";
import { userBatsIn } from "./innings.ts";
import type { MatchState } from "./match-state.ts";
import { oddsForBall, pairIndex, SLOT_COUNT, SLOT_RUNS } from "./odds/ball-odds.ts";
import { inPlayInnings, isFinished } from "./stages.ts";
import { levelRules } from "./level-rules.ts";
import type { BallMix, Situation, WinTables } from "./strategy/win-tables.ts";

const WICKET_SLOT = 6;
const LEVELS: readonly StyleLevel[] = ["aggressive", "normal", "defensive"];

/** The user's chance of winning from the batting side's expected score and win chance. */
function userWin(tables: WinTables, s: Situation, userBats: boolean): number {
  const win = tables.winProbability(s);
  if (userBats) return win;
  // The bowling side wins when the batting side neither wins nor ties: tie = 2 × (score − win).
  return 1 + win - 2 * tables.value(s);
}

function tablesOf(ctx: EngineContext, state: MatchState): WinTables {
  return ctx.tables.forMatch(state);
}

/**
 * The user's chance of winning now, 0..1: during play from the tables (built on first use),
 * 1 or 0 once the match is over (a tie is not a win), null before the first innings.
 */
export function winChance(ctx: EngineContext, state: MatchState): number | null {
  if (isFinished(state)) return state.result?.winnerTeamId === state.teamId ? 1 : 0;
  const index = inPlayInnings(state);
  if (index === null || !state.teams) return null;
  const solved = solvedBall(ctx, state, index);
  if (solved !== null) {
    // The coming ball with its own odds: the same formula as userWin, on the solved figures.
    const value = solved[6] as number;
    const win = solved[7] as number;
    return userBatsIn(state, index) ? win : 1 + win - 2 * value;
  }
  return userWin(
    tablesOf(ctx, state),
    situationOf(state.teams, index, state.totalBall),
    userBatsIn(state, index),
  );
}

/** The situation after one outcome slot of the coming ball (the tables value innings' ends). */
function after(s: Situation, slot: number): Situation {
  const runs = SLOT_RUNS[slot] as number;
  return {
    innings: s.innings,
    ballsLeft: s.ballsLeft - 1,
    wicketsLeft: slot === WICKET_SLOT ? s.wicketsLeft - 1 : s.wicketsLeft,
    runs: s.innings === 1 ? s.runs + runs : s.runs - runs,
  };
}

/** One of the user's styles with its effect on the chance of winning. */
export interface CoachAdvice {
  readonly style: PlayStyle;
  /** The user's chance of winning after this ball if they play this style, 0..1. */
  readonly winChance: number;
}

/**
 * For each of the user's three styles, the chance of winning after the coming ball if they play
 * it, against the computer's current mix (in Classic the computer has none). [] when no ball is
 * waiting to be played.
 */
export function coach(ctx: EngineContext, state: MatchState): CoachAdvice[] {
  const index = inPlayInnings(state);
  if (index === null || !state.teams) return [];
  const bowling = state.teams[index === 0 ? 1 : 0];
  if (bowling.currentBowlerIndex < 0) return [];
  const tables = tablesOf(ctx, state);
  const s = situationOf(state.teams, index, state.totalBall);
  const userBats = userBatsIn(state, index);
  const successors = new Array<number>(7);
  for (let slot = 0; slot < 7; slot++) successors[slot] = userWin(tables, after(s, slot), userBats);
  const mix = computerMix(ctx, state, index);
  const p = oddsForBall(ctx, state).probabilities;
  /** Expected chance after the ball for one pair of levels. */
  const expected = (bat: StyleLevel, bowl: StyleLevel): number => {
    const base = pairIndex(bat, bowl) * SLOT_COUNT;
    let value = 0;
    for (let slot = 0; slot < 7; slot++) value += (p[base + slot] as number) * (successors[slot] as number);
    return value;
  };
  return (userBats ? BATTING_STYLES : BOWLING_STYLES).map(({ style }) => {
    const level = STYLE_INFO[style].level;
    // Without a computer mix (Classic) the odds ignore the other side: its index is the user's.
    if (mix === null) return { style, winChance: expected(level, level) };
    let chance = 0;
    for (let j = 0; j < 3; j++) {
      const computer = LEVELS[j] as StyleLevel;
      chance += (mix[j] as number) * (userBats ? expected(level, computer) : expected(computer, level));
    }
    return { style, winChance: chance };
  });
}

/**
 * Both sides' equilibrium mixes for the coming ball (see Engine.equilibrium): null in Classic,
 * before play and while the over waits for its bowler.
 */
export function equilibriumOf(ctx: EngineContext, state: MatchState): BallMix | null {
  const index = inPlayInnings(state);
  if (index === null || !state.teams || levelRules(state.level).tables !== "equilibrium") return null;
  if (state.teams[index === 0 ? 1 : 0].currentBowlerIndex < 0) return null;
  const solved = solvedBall(ctx, state, index);
  if (solved !== null) {
    return {
      bat: [solved[0] as number, solved[1] as number, solved[2] as number],
      bowl: [solved[3] as number, solved[4] as number, solved[5] as number],
    };
  }
  return tablesOf(ctx, state).mix(situationOf(state.teams, index, state.totalBall));
}
