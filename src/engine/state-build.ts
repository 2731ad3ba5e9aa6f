/**
 * Builders for the objects a step replaces on every ball. They write every field out in one
 * fixed order instead of spreading, so all states and innings share one object layout and the
 * hot path stays fast in JavaScript engines (spreads of objects built in different places give
 * different layouts and slow every later property read). Changes are passed by name, never by
 * position, so two numbers of the same type cannot be swapped by accident.
 */
import type { BatterFigures, BowlerFigures, Dismissal, InningsState, MatchState } from "./match-state.ts";

/** The parts of a match a step may replace; anything left out is kept. */
interface MatchChanges {
  readonly innings?: MatchState["innings"];
  readonly rng?: MatchState["rng"];
  readonly lastLine?: MatchState["lastLine"];
  readonly intentSaid?: MatchState["intentSaid"];
  readonly status?: MatchState["status"];
  readonly result?: MatchState["result"];
}

/** `state` with the given parts replaced. */
export function matchWith(state: MatchState, changes: MatchChanges): MatchState {
  return {
    version: state.version,
    seed: state.seed,
    level: state.level,
    rulesVersion: state.rulesVersion,
    rng: changes.rng ?? state.rng,
    status: changes.status ?? state.status,
    format: state.format,
    totalBall: state.totalBall,
    teamId: state.teamId,
    opponentId: state.opponentId,
    locationId: state.locationId,
    stadiumId: state.stadiumId,
    toss: state.toss,
    playerAction: state.playerAction,
    battingOrder: state.battingOrder,
    sides: state.sides,
    userSide: state.userSide,
    innings: changes.innings ?? state.innings,
    lastLine: changes.lastLine ?? state.lastLine,
    intentSaid: changes.intentSaid ?? state.intentSaid,
    result: changes.result === undefined ? state.result : changes.result,
  };
}

/**
 * `state` with any of its parts replaced (a field left out, or undefined, is kept; a state never
 * holds undefined): the setup steps' builder. Every state is built by this, {@link matchWith} or
 * `createMatch`, all writing the fields in the one order of {@link MatchState}, so every state has
 * the same layout and every read of a state's field stays a plain field read.
 */
export function stateWith(state: MatchState, changes: Partial<MatchState>): MatchState {
  return {
    version: state.version,
    seed: state.seed,
    level: changes.level ?? state.level,
    rulesVersion: changes.rulesVersion ?? state.rulesVersion,
    rng: changes.rng ?? state.rng,
    status: changes.status ?? state.status,
    format: changes.format === undefined ? state.format : changes.format,
    totalBall: changes.totalBall ?? state.totalBall,
    teamId: changes.teamId === undefined ? state.teamId : changes.teamId,
    opponentId: changes.opponentId === undefined ? state.opponentId : changes.opponentId,
    locationId: changes.locationId === undefined ? state.locationId : changes.locationId,
    stadiumId: changes.stadiumId === undefined ? state.stadiumId : changes.stadiumId,
    toss: changes.toss === undefined ? state.toss : changes.toss,
    playerAction: changes.playerAction === undefined ? state.playerAction : changes.playerAction,
    battingOrder: changes.battingOrder === undefined ? state.battingOrder : changes.battingOrder,
    sides: changes.sides === undefined ? state.sides : changes.sides,
    userSide: changes.userSide === undefined ? state.userSide : changes.userSide,
    innings: changes.innings ?? state.innings,
    lastLine: changes.lastLine ?? state.lastLine,
    intentSaid: changes.intentSaid ?? state.intentSaid,
    result: changes.result === undefined ? state.result : changes.result,
  };
}

/**
 * {@link stateWith} for the steps every match takes once (the choices before the toss, the toss,
 * the first innings' start), each with its own fixed arguments rather than an object of changes:
 * objects of changes come in as many shapes as there are steps, and reading their fields is
 * then a slow, generic lookup.
 */
export function choiceMade(
  state: MatchState,
  status: MatchState["status"],
  format: MatchState["format"],
  totalBall: number,
  teamId: MatchState["teamId"],
  opponentId: MatchState["opponentId"],
  locationId: MatchState["locationId"],
  stadiumId: MatchState["stadiumId"],
): MatchState {
  return {
    version: state.version,
    seed: state.seed,
    level: state.level,
    rulesVersion: state.rulesVersion,
    rng: state.rng,
    status,
    format,
    totalBall,
    teamId,
    opponentId,
    locationId,
    stadiumId,
    toss: state.toss,
    playerAction: state.playerAction,
    battingOrder: state.battingOrder,
    sides: state.sides,
    userSide: state.userSide,
    innings: state.innings,
    lastLine: state.lastLine,
    intentSaid: state.intentSaid,
    result: state.result,
  };
}

/** The toss called, or decided (see {@link choiceMade}). */
export function tossMade(
  state: MatchState,
  status: MatchState["status"],
  rng: MatchState["rng"],
  toss: MatchState["toss"],
  playerAction: MatchState["playerAction"],
): MatchState {
  return {
    version: state.version,
    seed: state.seed,
    level: state.level,
    rulesVersion: state.rulesVersion,
    rng,
    status,
    format: state.format,
    totalBall: state.totalBall,
    teamId: state.teamId,
    opponentId: state.opponentId,
    locationId: state.locationId,
    stadiumId: state.stadiumId,
    toss,
    playerAction,
    battingOrder: state.battingOrder,
    sides: state.sides,
    userSide: state.userSide,
    innings: state.innings,
    lastLine: state.lastLine,
    intentSaid: state.intentSaid,
    result: state.result,
  };
}

/** The parts of an innings that change at an over's start or when it opens. */
interface InningsChanges {
  readonly currentBowlerIndex?: number;
  readonly currentStrikerIndex?: number;
  readonly currentNonStrikerIndex?: number;
  readonly batting?: readonly BatterFigures[];
  readonly overBowlers?: readonly number[];
}

/** `innings` with the given parts replaced. */
export function inningsWith(innings: InningsState, changes: InningsChanges): InningsState {
  return {
    battingSide: innings.battingSide,
    totalRun: innings.totalRun,
    ballCompleted: innings.ballCompleted,
    wicketTaken: innings.wicketTaken,
    currentStrikerIndex: changes.currentStrikerIndex ?? innings.currentStrikerIndex,
    currentNonStrikerIndex: changes.currentNonStrikerIndex ?? innings.currentNonStrikerIndex,
    currentBowlerIndex: changes.currentBowlerIndex ?? innings.currentBowlerIndex,
    ballLog: innings.ballLog,
    overBowlers: changes.overBowlers ?? innings.overBowlers,
    batting: changes.batting ?? innings.batting,
    bowling: innings.bowling,
  };
}

/** A batter after a ball: runs and balls faced, whether still in, and how out. */
export function batterWith(
  run: number,
  ball: number,
  isBatting: BatterFigures["isBatting"],
  dismissal: Dismissal | null,
): BatterFigures {
  return { run, ball, isBatting, dismissal };
}

/** A bowler after a ball: runs conceded, balls bowled and wickets credited. */
export function bowlerWith(b_run: number, b_ball: number, b_wkt: number): BowlerFigures {
  return { b_run, b_ball, b_wkt };
}

/** A batter sent in to bat. */
export function walkingIn(batter: BatterFigures): BatterFigures {
  return batterWith(batter.run, batter.ball, 1, batter.dismissal);
}
