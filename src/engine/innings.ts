/**
 * Building the two sides and opening an innings: openers to the crease and a bowler for the
 * first over (picked at once when the computer bowls, awaited when the user bowls).
 */
import { eligibleBowlerIndices, oversByBowler, pickComputerBowler } from "./bowlers.ts";
import { captainsBowler, type CaptainsChoice } from "./captain.ts";
// The catalog's indexes without the win tables: the odds, which the tables read, read these.
import { namesOf, squadOf, type CatalogIndex as EngineContext } from "./catalog-index.ts";
import { levelRules } from "./level-rules.ts";
import type { BowlerChangeEvent, MatchEvent } from "./events.ts";
import { BALLS_PER_OVER } from "./figures.ts";
import type { MatchState, PlayerMatchState, TeamMatchState } from "./match-state.ts";
import type { RngState } from "./rng.ts";
import { inPlayInnings } from "./stages.ts";
import { teamWith, walkingIn } from "./state-build.ts";
import { formatOf, playRulesOf } from "./match-rules.ts";
import { bowlingIn } from "./innings-summary.ts";

// Every match starts from the same blank side, and states are never changed in place, so one
// blank side per country is built once and shared by every match of that engine.
const blankTeams = new WeakMap<EngineContext, Map<number, TeamMatchState>>();

/** A side before its match starts. */
export function newTeam(ctx: EngineContext, countryId: number): TeamMatchState {
  let cache = blankTeams.get(ctx);
  if (!cache) {
    cache = new Map();
    blankTeams.set(ctx, cache);
  }
  const cached = cache.get(countryId);
  if (cached) return cached;
  const players: PlayerMatchState[] = [];
  for (const p of squadOf(ctx, countryId)) {
    players.push({ id: p.id, run: 0, ball: 0, isBatting: 0, b_run: 0, b_ball: 0, b_wkt: 0, dismissal: null });
  }
  const team: TeamMatchState = {
    id: countryId,
    teamName: ctx.countries.get(countryId)?.name ?? `Team ${countryId}`,
    ballCompleted: 0,
    wicketTaken: 0,
    totalRun: 0,
    currentStrikerIndex: -1,
    currentNonStrikerIndex: -1,
    currentBowlerIndex: -1,
    playerList: players,
    battingOrder: players.map((_, i) => i),
    ballLog: "",
    overBowlers: [],
  };
  cache.set(countryId, team);
  return team;
}

/** 0 for the first innings, 1 for the second (0 outside play). */
export function inningsIndex(state: Pick<MatchState, "status">): 0 | 1 {
  return inPlayInnings(state) === 1 ? 1 : 0;
}

/** Whether the user bats in innings `index`: playerAction 0 means the user bats first. */
export function userBatsIn(state: Pick<MatchState, "playerAction">, index: 0 | 1): boolean {
  return state.playerAction === index;
}

/** Players of the bowling side allowed to bowl the next over of innings `index`. */
export function eligibleFor(ctx: EngineContext, state: MatchState, index: 0 | 1): number[] {
  return state.teams ? eligibleInTeams(ctx, state.teams, index, formatOf(ctx, state).bowlerQuota) : [];
}

/** {@link eligibleFor} on teams not yet in a state (used while a step builds one). */
function eligibleInTeams(
  ctx: EngineContext,
  teams: readonly [TeamMatchState, TeamMatchState],
  index: 0 | 1,
  quota: number,
): number[] {
  const batting = teams[index];
  const bowling = bowlingIn(teams, index);
  return eligibleBowlerIndices(squadOf(ctx, bowling.id), bowling.playerList, batting.overBowlers, quota);
}

/** The teams with `bowlerIndex` bowling the next over of innings `index`. */
export function assignBowler(
  teams: readonly [TeamMatchState, TeamMatchState],
  index: 0 | 1,
  bowlerIndex: number,
): [TeamMatchState, TeamMatchState] {
  const batting = teams[index];
  const bowling = bowlingIn(teams, index);
  const newBatting = teamWith(batting, { overBowlers: [...batting.overBowlers, bowlerIndex] });
  const newBowling = teamWith(bowling, { currentBowlerIndex: bowlerIndex });
  return index === 0 ? [newBatting, newBowling] : [newBowling, newBatting];
}

/** The announcement of a bowler taking the next over. */
export function bowlerChangeEvent(
  ctx: EngineContext,
  teams: readonly [TeamMatchState, TeamMatchState],
  index: 0 | 1,
  bowlerIndex: number,
  by: "user" | "computer",
): BowlerChangeEvent {
  const bowling = bowlingIn(teams, index);
  const name = namesOf(ctx, bowling.id)[bowlerIndex] ?? "";
  const over = teams[index].overBowlers.length - 1;
  return {
    type: "bowlerChange",
    innings: index === 0 ? 1 : 2,
    over,
    teamId: bowling.id,
    bowlerId: bowling.playerList[bowlerIndex]?.id ?? bowlerIndex + 1,
    by,
    text: over === 0 ? `${name} to open the bowling` : `${name} comes on to bowl`,
  };
}

/**
 * The computer captain's choice of bowler for the next over of innings `index` (for either side:
 * the computer's own from rules version 2, the suggestion the user's picker shows), from teams
 * that may be newer than `state`'s; null when nobody may bowl.
 */
export function captainsChoiceIn(
  ctx: EngineContext,
  state: MatchState,
  teams: readonly [TeamMatchState, TeamMatchState],
  index: 0 | 1,
): CaptainsChoice | null {
  const eligible = eligibleInTeams(ctx, teams, index, formatOf(ctx, state).bowlerQuota);
  if (eligible.length === 0) return null;
  const batting = teams[index];
  const bowling = bowlingIn(teams, index);
  const batters = squadOf(ctx, batting.id);
  const overs = state.totalBall / BALLS_PER_OVER;
  return captainsBowler({
    profiles: squadOf(ctx, bowling.id),
    eligible,
    oversBowled: oversByBowler(batting.overBowlers, bowling.playerList.length),
    quota: formatOf(ctx, state).bowlerQuota,
    inningsOvers: overs,
    over: batting.overBowlers.length + 1,
    striker: batters[batting.currentStrikerIndex] ?? null,
    nonStriker: batters[batting.currentNonStrikerIndex] ?? null,
    stadium: (state.stadiumId === null ? undefined : ctx.stadiums.get(state.stadiumId)) ?? null,
  });
}

/**
 * When the computer bowls innings `index`, picks the next over's bowler and reports it;
 * otherwise (the user bowls, or a friend plays the other side) leaves the over waiting for a
 * chooseBowler. `state` only supplies the
 * settled setup (who bats when, match length, ground); the teams may be newer than its own.
 */
export function nextBowler(
  ctx: EngineContext,
  state: MatchState,
  teams: readonly [TeamMatchState, TeamMatchState],
  index: 0 | 1,
  rng: RngState,
  events: MatchEvent[],
): readonly [TeamMatchState, TeamMatchState] {
  // The user picks their own bowlers; against a friend, each side does.
  if (!userBatsIn(state, index) || levelRules(state.level).computer === "person") return teams;
  let pick: number;
  if (playRulesOf(state).captainPicks) {
    // From version 2 the computer sends on whom its captain would: the match-ups, the phase,
    // the pitch and the overs it must keep for the death (captain.ts).
    pick = (captainsChoiceIn(ctx, state, teams, index) as CaptainsChoice).playerIndex;
  } else {
    const eligible = eligibleInTeams(ctx, teams, index, formatOf(ctx, state).bowlerQuota);
    const bowling = bowlingIn(teams, index);
    const stadium = state.stadiumId === null ? undefined : ctx.stadiums.get(state.stadiumId);
    pick = pickComputerBowler(rng, eligible, squadOf(ctx, bowling.id), stadium?.betterFor ?? 1);
  }
  const assigned = assignBowler(teams, index, pick);
  events.push(bowlerChangeEvent(ctx, assigned, index, pick, "computer"));
  return assigned;
}

/** Sends the first two of the batting order of innings `index` to the crease, the first on strike. */
export function openInnings(
  teams: readonly [TeamMatchState, TeamMatchState],
  index: 0 | 1,
): [TeamMatchState, TeamMatchState] {
  const batting = teams[index];
  const players = batting.playerList.slice();
  const openers = batting.battingOrder.slice(0, 2);
  for (const i of openers) players[i] = walkingIn(players[i] as PlayerMatchState);
  const opened = teamWith(batting, {
    currentStrikerIndex: openers[0] ?? -1,
    currentNonStrikerIndex: openers[1] ?? -1,
    playerList: players,
  });
  return index === 0 ? [opened, teams[1]] : [teams[0], opened];
}
