/**
 * Building the sides and opening an innings: openers to the crease and a bowler for the first
 * over (picked at once when the computer bowls, awaited when the user bowls).
 */
import { eligibleBowlerIndices, oversByBowler, pickComputerBowler } from "./bowlers.ts";
import { captainsBowler, type CaptainsChoice } from "./captain.ts";
// The catalog's indexes without the win tables: the odds, which the tables read, read these.
import { namesOf, squadOf, type CatalogIndex as EngineContext } from "./catalog-index.ts";
import { levelRules } from "./level-rules.ts";
import type { BowlerChangeEvent, MatchEvent } from "./events.ts";
import { BALLS_PER_OVER } from "./figures.ts";
import type { BatterFigures, InningsState, MatchState, SideState } from "./match-state.ts";
import type { RngState } from "./rng.ts";
import { inPlayInnings } from "./stages.ts";
import { SUPER_OVER_QUOTA } from "./super-over-rules.ts";
import { inningsWith, walkingIn } from "./state-build.ts";
import { formatOf, playRulesOf } from "./match-rules.ts";
import {
  battingSideIn,
  battingSideOf,
  blankInnings,
  bowlingSideOf,
  inningsNumberOf,
  type Sides,
} from "./innings-summary.ts";

// Every match starts from the same side, and states are never changed in place, so one side
// per country is built once and shared by every match of that engine.
const blankSides = new WeakMap<EngineContext, Map<number, SideState>>();

/** A side as its match fields it, in the squad's batting order. */
export function newSide(ctx: EngineContext, countryId: number): SideState {
  let cache = blankSides.get(ctx);
  if (!cache) {
    cache = new Map();
    blankSides.set(ctx, cache);
  }
  const cached = cache.get(countryId);
  if (cached) return cached;
  const playerIds = squadOf(ctx, countryId).map((p) => p.id);
  const side: SideState = {
    id: countryId,
    teamName: ctx.countries.get(countryId)?.name ?? `Team ${countryId}`,
    playerIds,
    battingOrder: playerIds.map((_, i) => i),
  };
  cache.set(countryId, side);
  return side;
}

/** The 0-based index of the innings in play (0 outside play). */
export function inningsIndex(state: Pick<MatchState, "status" | "innings">): number {
  return inPlayInnings(state) ?? 0;
}

/** Whether the user bats in innings `index`: playerAction 0 means the user bats first. */
export function userBatsIn(state: Pick<MatchState, "playerAction">, index: number): boolean {
  return state.playerAction !== null && state.playerAction === battingSideIn(index);
}

/** Players of the bowling side allowed to bowl the next over of innings `index`. */
export function eligibleFor(ctx: EngineContext, state: MatchState, index: number): number[] {
  const innings = state.innings[index];
  return state.sides && innings
    ? eligibleIn(ctx, state.sides, innings, formatOf(ctx, state).bowlerQuota)
    : [];
}

/** {@link eligibleFor} on an innings not yet in a state (used while a step builds one). */
function eligibleIn(ctx: EngineContext, sides: Sides, innings: InningsState, quota: number): number[] {
  const bowling = bowlingSideOf(sides, innings);
  const superOver = innings.superOver;
  if (superOver === null)
    return eligibleBowlerIndices(squadOf(ctx, bowling.id), bowling.playerIds, innings.overBowlers, quota);
  // A super over: one over a bowler, and not by whoever bowled the side's previous one.
  const eligible = eligibleBowlerIndices(
    squadOf(ctx, bowling.id),
    bowling.playerIds,
    innings.overBowlers,
    SUPER_OVER_QUOTA,
  );
  return eligible.filter((i) => !superOver.barredBowlers.includes(i));
}

/** `innings` with `bowlerIndex` bowling its next over. */
export function assignBowler(innings: InningsState, bowlerIndex: number): InningsState {
  return inningsWith(innings, {
    overBowlers: [...innings.overBowlers, bowlerIndex],
    currentBowlerIndex: bowlerIndex,
  });
}

/** The announcement of a bowler taking the next over of `innings`, innings `index` of the match. */
export function bowlerChangeEvent(
  ctx: EngineContext,
  sides: Sides,
  innings: InningsState,
  index: number,
  bowlerIndex: number,
  by: "user" | "computer",
): BowlerChangeEvent {
  const bowling = bowlingSideOf(sides, innings);
  const name = namesOf(ctx, bowling.id)[bowlerIndex] ?? "";
  const over = innings.overBowlers.length - 1;
  return {
    type: "bowlerChange",
    innings: inningsNumberOf(index),
    over,
    teamId: bowling.id,
    bowlerId: bowling.playerIds[bowlerIndex] ?? bowlerIndex + 1,
    by,
    text: over === 0 ? `${name} to open the bowling` : `${name} comes on to bowl`,
  };
}

/**
 * The computer captain's choice of bowler for the next over of `innings` (for either side: the
 * computer's own from rules version 2, the suggestion the user's picker shows), from an innings
 * that may be newer than `state`'s; null when nobody may bowl.
 */
export function captainsChoiceIn(
  ctx: EngineContext,
  state: MatchState,
  sides: Sides,
  innings: InningsState,
): CaptainsChoice | null {
  const eligible = eligibleIn(ctx, sides, innings, formatOf(ctx, state).bowlerQuota);
  if (eligible.length === 0) return null;
  const batting = battingSideOf(sides, innings);
  const bowling = bowlingSideOf(sides, innings);
  const batters = squadOf(ctx, batting.id);
  // A super over is an innings of one over, each bowler allowed it.
  const superOver = innings.superOver !== null;
  const overs = superOver ? 1 : state.totalBall / BALLS_PER_OVER;
  return captainsBowler({
    profiles: squadOf(ctx, bowling.id),
    eligible,
    oversBowled: oversByBowler(innings.overBowlers, bowling.playerIds.length),
    quota: superOver ? SUPER_OVER_QUOTA : formatOf(ctx, state).bowlerQuota,
    inningsOvers: overs,
    over: innings.overBowlers.length + 1,
    striker: batters[innings.currentStrikerIndex] ?? null,
    nonStriker: batters[innings.currentNonStrikerIndex] ?? null,
    stadium: (state.stadiumId === null ? undefined : ctx.stadiums.get(state.stadiumId)) ?? null,
  });
}

/**
 * When the computer bowls `innings` (innings `index` of the match), picks the next over's
 * bowler and reports it; otherwise (the user bowls, or a friend plays the other side) leaves the
 * over waiting for a chooseBowler. `state` only supplies the settled setup (who bats when, match
 * length, ground); the sides and the innings may be newer than its own.
 */
export function nextBowler(
  ctx: EngineContext,
  state: MatchState,
  sides: Sides,
  innings: InningsState,
  index: number,
  rng: RngState,
  events: MatchEvent[],
): InningsState {
  // The user picks their own bowlers; against a friend, each side does.
  if (!userBatsIn(state, index) || levelRules(state.level).computer === "person") return innings;
  let pick: number;
  if (playRulesOf(state).captainPicks) {
    // From version 2 the computer sends on whom its captain would: the match-ups, the phase,
    // the pitch and the overs it must keep for the death (captain.ts).
    pick = (captainsChoiceIn(ctx, state, sides, innings) as CaptainsChoice).playerIndex;
  } else {
    const eligible = eligibleIn(ctx, sides, innings, formatOf(ctx, state).bowlerQuota);
    const bowling = bowlingSideOf(sides, innings);
    const stadium = state.stadiumId === null ? undefined : ctx.stadiums.get(state.stadiumId);
    pick = pickComputerBowler(rng, eligible, squadOf(ctx, bowling.id), stadium?.betterFor ?? 1);
  }
  const assigned = assignBowler(innings, pick);
  events.push(bowlerChangeEvent(ctx, sides, assigned, index, pick, "computer"));
  return assigned;
}

/** Innings `index` (0-based) opened: the first two of its batting order at the crease, the first on strike. */
export function openInnings(sides: Sides, index: number): InningsState {
  const blank = blankInnings(sides, index);
  const players = blank.batting.slice();
  const openers = battingSideOf(sides, blank).battingOrder.slice(0, 2);
  for (const i of openers) players[i] = walkingIn(players[i] as BatterFigures);
  return inningsWith(blank, {
    currentStrikerIndex: openers[0] ?? -1,
    currentNonStrikerIndex: openers[1] ?? -1,
    batting: players,
  });
}
