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
import { tableProbabilitiesForBall, SLOT_COUNT, SLOT_RUNS } from "./odds/ball-odds.ts";
import { pairIndex } from "./odds/pair-odds.ts";
import { ballWaitingIn, inPlayInnings, isFinished } from "./stages.ts";
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

/** Whether innings `index` is a super over, which the win tables do not value. */
function inSuperOver(state: MatchState, index: number): boolean {
  const innings = state.innings[index];
  return innings !== undefined && innings.superOver !== null;
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
  // The tables hold no super over: no figure is offered there rather than a wrong one.
  if (index === null || !state.sides || inSuperOver(state, index)) return null;
  const solved = solvedBall(ctx, state, index);
  if (solved !== null) {
    // The coming ball with its own odds: the same formula as userWin, on the solved figures.
    const value = solved[6] as number;
    const win = solved[7] as number;
    return userBatsIn(state, index) ? win : 1 + win - 2 * value;
  }
  return userWin(tablesOf(ctx, state), situationOf(state, index, state.totalBall), userBatsIn(state, index));
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
  const innings = index === null ? undefined : state.innings[index];
  if (index === null || innings === undefined) return [];
  if (innings.currentBowlerIndex < 0 || innings.superOver !== null) return [];
  const tables = tablesOf(ctx, state);
  const s = situationOf(state, index, state.totalBall);
  const userBats = userBatsIn(state, index);
  const successors = new Array<number>(7);
  for (let slot = 0; slot < 7; slot++) successors[slot] = userWin(tables, after(s, slot), userBats);
  const mix = computerMix(ctx, state, index);
  const p = tableProbabilitiesForBall(ctx, state);
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
  const index = ballWaitingIn(state);
  if (index === null || levelRules(state.level).tables !== "equilibrium" || inSuperOver(state, index))
    return null;
  const solved = solvedBall(ctx, state, index);
  if (solved !== null) {
    return {
      bat: [solved[0] as number, solved[1] as number, solved[2] as number],
      bowl: [solved[3] as number, solved[4] as number, solved[5] as number],
    };
  }
  return tablesOf(ctx, state).mix(situationOf(state, index, state.totalBall));
}

/** What the coach says under the buttons for the coming ball, beside each button's figure. */
export interface CoachReading {
  /** Each style's chance of winning after the ball (see {@link coach}). */
  readonly advice: CoachAdvice[];
  /**
   * International: the user's own equilibrium mix (styles of 5% or more, largest first), the one
   * way of playing the computer cannot punish; null at the other levels.
   */
  readonly mix: readonly { readonly style: PlayStyle; readonly share: number }[] | null;
  /** Styles that cost a point or more of the chance against the best one now, and what. */
  readonly mistakes: readonly { readonly style: PlayStyle; readonly cost: number }[];
  /** One or two sentences for the player, ready to show and to read out. */
  readonly text: string;
}

/** A share said as people say it: to the nearest 5%. */
function about(share: number): string {
  return `${Math.round(share * 20) * 5}%`;
}

/** A chance difference in points, one decimal. */
function points(difference: number): string {
  const p = (difference * 100).toFixed(1);
  return `${p} ${p === "1.0" ? "point" : "points"}`;
}

/** A point: a style that costs less than this against the best is no mistake (the figures are whole percents). */
const MISTAKE = 0.01;

/**
 * The coach's reading of the coming ball; null in Classic (the computer has no choice to read)
 * and when no ball is waiting. International: the mix that cannot be exploited, why the figures
 * are (nearly) equal, and what a mistaken style costs. Club: which habit of the computer the
 * best button plays against (its most likely style this ball).
 */
export function coachReading(ctx: EngineContext, state: MatchState): CoachReading | null {
  const index = inPlayInnings(state);
  if (index === null || !state.sides || levelRules(state.level).computer === "none") return null;
  const advice = coach(ctx, state);
  if (advice.length === 0) return null;
  const userBats = userBatsIn(state, index);
  const label = (style: PlayStyle): string =>
    [...BATTING_STYLES, ...BOWLING_STYLES].find((o) => o.style === style)?.label ?? style;
  let best = advice[0] as CoachAdvice;
  for (const a of advice) if (a.winChance > best.winChance) best = a;
  const mistakes = advice
    .filter((a) => best.winChance - a.winChance >= MISTAKE)
    .map((a) => ({ style: a.style, cost: best.winChance - a.winChance }));
  const mistakeText =
    mistakes.length === 0
      ? ""
      : ` ${mistakes.map((m) => `${label(m.style)} would cost ${points(m.cost)}`).join("; ")} now.`;
  const rules = levelRules(state.level);
  // Against a friend, the coach reads the ball as International's: the mix no opponent can punish.
  if (rules.computer === "equilibrium" || rules.computer === "person") {
    const eq = equilibriumOf(ctx, state);
    const own = eq === null ? null : userBats ? eq.bat : eq.bowl;
    const options = userBats ? BATTING_STYLES : BOWLING_STYLES;
    const mix =
      own === null
        ? []
        : options
            .map((o, i) => ({ style: o.style, share: own[i] as number }))
            .filter((m) => m.share >= 0.05)
            .sort((a, b) => b.share - a.share);
    const open = mix.length > 1;
    const text = open
      ? `Mix about ${mix.map((m) => `${about(m.share)} ${label(m.style)}`).join(", ")}: ${rules.otherSide} makes these pay the same, which is why their figures match, and no single one can be read and punished.${mistakeText}`
      : `${label(best.style)} is the best play now, whatever ${rules.otherSide} does.${mistakeText}`;
    return { advice, mix, mistakes, text };
  }
  // Club: its captain's readable habits, this ball's mix.
  const computer = computerMix(ctx, state, index);
  const theirs = userBats ? BOWLING_STYLES : BATTING_STYLES;
  let likely = 0;
  if (computer !== null)
    for (let j = 1; j < 3; j++) if ((computer[j] as number) > (computer[likely] as number)) likely = j;
  const habit = theirs[likely];
  const text =
    computer === null || habit === undefined
      ? `${label(best.style)} does best now.${mistakeText}`
      : `The computer is most likely to play ${habit.label} now (${about(computer[likely] as number)}): ${label(best.style)} does best against its mix.${mistakeText}`;
  return { advice, mix: null, mistakes, text };
}
