/**
 * The computer's style for a ball, and the tables behind it and behind the win probability.
 * The choice is made from the match state and the match's generator only, before the user's
 * style for that ball is looked at, so what the user picks can never change what the computer
 * picks (a property test holds it to that).
 */
import type { OpponentLevel, StyleLevel } from "./actions.ts";
import type { EngineContext } from "./engine-context.ts";
import { userBatsIn } from "./innings.ts";
import type { MatchState, TeamMatchState } from "./match-state.ts";
import { nextUint32, type RngState } from "./rng.ts";
import { clubMix } from "./strategy/club-captain.ts";
import {
  buildClassicTables,
  buildEquilibriumTables,
  WICKETS,
  type LevelMix,
  tablesFromData,
  type Situation,
  type WinTables,
  type WinTablesData,
} from "./strategy/win-tables.ts";

/** The situation of the innings `index` for the tables: balls and wickets left, runs (or runs needed). */
export function situationOf(
  teams: readonly [TeamMatchState, TeamMatchState],
  index: 0 | 1,
  totalBall: number,
): Situation {
  const batting = teams[index];
  const wickets = Math.min(WICKETS, batting.playerList.length - 1);
  return {
    innings: index === 0 ? 1 : 2,
    ballsLeft: Math.max(0, totalBall - batting.ballCompleted),
    wicketsLeft: Math.max(0, wickets - batting.wicketTaken),
    runs: index === 0 ? batting.totalRun : teams[0].totalRun + 1 - batting.totalRun,
  };
}

// Tables depend only on the match length (and, for Classic, who bats first), never on the
// teams, so each is built once per engine and shared by every match of that length.
const tableCache = new WeakMap<EngineContext, Map<string, WinTables>>();

function tableKey(level: OpponentLevel, totalBall: number, userBatsFirst: boolean): string {
  return level === "classic"
    ? `classic:${totalBall}:${userBatsFirst ? "bat" : "bowl"}`
    : `equilibrium:${totalBall}`;
}

/**
 * The win tables a match is valued with: Classic's (the user's best play, by who bats first)
 * or the equilibrium's (Club and International). Built on first use and kept.
 */
export function tablesFor(
  ctx: EngineContext,
  level: OpponentLevel,
  totalBall: number,
  userBatsFirst: boolean,
): WinTables {
  let cache = tableCache.get(ctx);
  if (!cache) {
    cache = new Map();
    tableCache.set(ctx, cache);
  }
  const key = tableKey(level, totalBall, userBatsFirst);
  let tables = cache.get(key);
  if (!tables) {
    tables =
      level === "classic" ? buildClassicTables(totalBall, userBatsFirst) : buildEquilibriumTables(totalBall);
    cache.set(key, tables);
  }
  return tables;
}

/**
 * Takes tables built elsewhere (a worker) into this engine's cache. They are the same numbers
 * this engine would build, so adopting them changes when the work is done, never a result.
 */
export function adoptTables(ctx: EngineContext, data: WinTablesData): void {
  const level: OpponentLevel = data.kind === "classic" ? "classic" : "international";
  const key = tableKey(level, data.totalBalls, data.userBatsFirst === true);
  let cache = tableCache.get(ctx);
  if (!cache) {
    cache = new Map();
    tableCache.set(ctx, cache);
  }
  if (!cache.has(key)) cache.set(key, tablesFromData(data));
}

/** Whether the tables for this match are already built (so asking for them costs nothing). */
export function hasTables(ctx: EngineContext, state: MatchState): boolean {
  return tableCache.get(ctx)?.has(tableKey(state.level, state.totalBall, state.playerAction === 0)) ?? false;
}

/**
 * Draws a level from a mix with one draw of the generator. The mix is compared with a
 * uniform in [0, 1) built from 32 bits: plain arithmetic, so browser and server agree.
 */
function drawLevel(rng: RngState, mix: LevelMix): StyleLevel {
  const u = nextUint32(rng) / 4294967296;
  if (u < mix[0]) return "aggressive";
  if (u < mix[0] + mix[1]) return "normal";
  return "defensive";
}

/** The computer's mix for the coming ball of innings `index`: batting or bowling, by level. */
export function computerMix(ctx: EngineContext, state: MatchState, index: 0 | 1): LevelMix | null {
  if (state.level === "classic" || !state.teams) return null;
  const computerBats = !userBatsIn(state, index);
  const situation = situationOf(state.teams, index, state.totalBall);
  if (state.level === "club") {
    const batting = state.teams[index];
    const striker = batting.playerList[batting.currentStrikerIndex];
    return clubMix(computerBats ? "bat" : "bowl", {
      ...situation,
      totalBalls: state.totalBall,
      strikerBalls: striker?.ball ?? 0,
    });
  }
  const mix = tablesFor(ctx, state.level, state.totalBall, state.playerAction === 0).mix(situation);
  return computerBats ? mix.bat : mix.bowl;
}

/** The computer's level for the coming ball, drawn from its mix; null in Classic. */
export function drawComputerLevel(
  ctx: EngineContext,
  state: MatchState,
  index: 0 | 1,
  rng: RngState,
): StyleLevel | null {
  const mix = computerMix(ctx, state, index);
  return mix === null ? null : drawLevel(rng, mix);
}
