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

/** The parts of a match its setup steps choose, kept as they are by every ball. */
type MatchSetup = Pick<
  MatchState,
  | "level"
  | "rulesVersion"
  | "knockout"
  | "format"
  | "totalBall"
  | "teamId"
  | "opponentId"
  | "locationId"
  | "stadiumId"
  | "toss"
  | "playerAction"
  | "battingOrder"
  | "sides"
  | "userSide"
>;

/**
 * The one literal of a state: `state`'s version and seed, then its parts in the one order of
 * {@link MatchState}, the setup's read from `setup`. Every state is built by this or
 * `createMatch`, so every state has the same layout and every read of a state's field stays a
 * plain field read.
 */
function assembled(
  state: MatchState,
  rng: MatchState["rng"],
  status: MatchState["status"],
  setup: MatchSetup,
  innings: MatchState["innings"],
  lastLine: MatchState["lastLine"],
  intentSaid: MatchState["intentSaid"],
  result: MatchState["result"],
): MatchState {
  return {
    version: state.version,
    seed: state.seed,
    level: setup.level,
    rulesVersion: setup.rulesVersion,
    knockout: setup.knockout,
    rng,
    status,
    format: setup.format,
    totalBall: setup.totalBall,
    teamId: setup.teamId,
    opponentId: setup.opponentId,
    locationId: setup.locationId,
    stadiumId: setup.stadiumId,
    toss: setup.toss,
    playerAction: setup.playerAction,
    battingOrder: setup.battingOrder,
    sides: setup.sides,
    userSide: setup.userSide,
    innings,
    lastLine,
    intentSaid,
    result,
  };
}

/**
 * `state` with the given parts replaced: the ball steps' builder. Its changes come in the few
 * shapes of the ball steps only (not the setup steps' many), so reading them stays fast.
 */
export function matchWith(state: MatchState, changes: MatchChanges): MatchState {
  return assembled(
    state,
    changes.rng ?? state.rng,
    changes.status ?? state.status,
    state,
    changes.innings ?? state.innings,
    changes.lastLine ?? state.lastLine,
    changes.intentSaid ?? state.intentSaid,
    changes.result === undefined ? state.result : changes.result,
  );
}

/** The setup of `state` with any of its parts replaced (see {@link stateWith}). */
function setupWith(state: MatchState, changes: Partial<MatchState>): MatchSetup {
  return {
    level: changes.level ?? state.level,
    rulesVersion: changes.rulesVersion ?? state.rulesVersion,
    knockout: changes.knockout ?? state.knockout,
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
  };
}

/**
 * `state` with any of its parts replaced (a field left out, or undefined, is kept; a state never
 * holds undefined): the setup steps' builder.
 */
export function stateWith(state: MatchState, changes: Partial<MatchState>): MatchState {
  return assembled(
    state,
    changes.rng ?? state.rng,
    changes.status ?? state.status,
    setupWith(state, changes),
    changes.innings ?? state.innings,
    changes.lastLine ?? state.lastLine,
    changes.intentSaid ?? state.intentSaid,
    changes.result === undefined ? state.result : changes.result,
  );
}

/** The choices before the toss made (the format, the sides and the ground): {@link stateWith}. */
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
  return stateWith(state, { status, format, totalBall, teamId, opponentId, locationId, stadiumId });
}

/** The toss called, or decided: {@link stateWith}. */
export function tossMade(
  state: MatchState,
  status: MatchState["status"],
  rng: MatchState["rng"],
  toss: MatchState["toss"],
  playerAction: MatchState["playerAction"],
): MatchState {
  return stateWith(state, { status, rng, toss, playerAction });
}

/** The parts of an innings that change at an over's start or when it opens. */
interface InningsChanges {
  readonly currentBowlerIndex?: number;
  readonly currentStrikerIndex?: number;
  readonly currentNonStrikerIndex?: number;
  readonly batting?: readonly BatterFigures[];
  readonly overBowlers?: readonly number[];
  readonly superOver?: InningsState["superOver"];
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
    superOver: changes.superOver === undefined ? innings.superOver : changes.superOver,
  };
}

/** `innings` with `latest` in place of its entry `index` (the last, or one past it). */
export function replaced(
  innings: readonly InningsState[],
  index: number,
  latest: InningsState,
): InningsState[] {
  // Every ball makes one: a literal for the first two innings (the limited-overs match's all)
  // is the cheapest list to build; past them one copy of the result's length, written in place.
  if (index === 0) return [latest];
  if (index === 1) return [innings[0] as InningsState, latest];
  const out = innings.slice(0, index + 1);
  out[index] = latest;
  return out;
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
