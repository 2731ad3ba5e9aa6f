/**
 * The win tables' shapes: a situation, a ball's mixes, the tables' interface and their data as a
 * worker posts it, and a match's own odds. win-tables.ts builds tables of these shapes (its
 * header says how); tables.ts answers for them.
 */
import type { InningsOdds } from "../odds/ball-odds.ts";
import type { RulesVersion } from "../rules-version.ts";
import type { InningsNumber } from "../match-state.ts";

/** Wickets an innings has. */
export const WICKETS = 10;

/** A match situation as the tables index it. */
export interface Situation {
  readonly innings: InningsNumber;
  /** Legal balls left in this innings, 0..totalBalls. */
  readonly ballsLeft: number;
  /** Wickets in hand, 0..10. */
  readonly wicketsLeft: number;
  /** First innings: runs scored so far. Second innings: runs still needed (target − total). */
  readonly runs: number;
}

/** Probabilities of the three levels, in the order aggressive, normal, defensive. */
export type LevelMix = [number, number, number];

/** Both sides' mixes for one ball. */
export interface BallMix {
  readonly bat: LevelMix;
  readonly bowl: LevelMix;
}

/** Solved tables for one format (and, for Classic, one toss outcome). */
export interface WinTables {
  readonly kind: "equilibrium" | "classic";
  readonly totalBalls: number;
  /** Classic only: whether the user bats first. */
  readonly userBatsFirst: boolean | null;
  /** The batting side's expected score (win 1, tie ½) with both sides playing the table's strategies. */
  value(s: Situation): number;
  /** The batting side's probability of winning under the same strategies. */
  winProbability(s: Situation): number;
  /**
   * The strategies for the next ball. Equilibrium: both sides' optimal mixes. Classic: the user's
   * best level, one-hot, given for both sides (the computer's choice changes nothing there).
   */
  mix(s: Situation): BallMix;
  /**
   * {@link mix} without allocating: writes bat mix to out[0..2] and bowl mix to out[3..5].
   * Arguments must describe a valid situation (not checked, for speed).
   */
  mixInto(
    innings: InningsNumber,
    ballsLeft: number,
    wicketsLeft: number,
    runs: number,
    out: Float64Array,
  ): void;
  /**
   * The ball at `s` solved afresh with its own odds (`probabilities`, flat as in BallOdds) in
   * place of the odds these tables were built on, the rest of the match valued by the tables:
   * writes both mixes to out[0..5], the batting side's expected score to out[6] and its win
   * probability to out[7]. Equilibrium tables only. Throws when `s` cannot be read here.
   */
  solveWith(s: Situation, probabilities: Float64Array, out: Float64Array): void;
  /**
   * The built arrays themselves (not copies), to hand to another thread (see
   * {@link tablesFromData}): posted with them in the transfer list they move without a copy,
   * and these tables can no longer be read.
   */
  data(): WinTablesData;
  /** Whether `s` can be read here: always for whole tables; for a window, when it is inside. */
  covers(s: Situation): boolean;
  /**
   * The situations reachable from `from` within its innings, copied out as a window's data
   * (see {@link WinTablesData.window}), with the mixes at `path` (situations already played,
   * outside the window) solved here and kept beside it. Every figure read from the window is
   * the one these tables give; a read outside it throws. Throws when `from` is not covered.
   */
  window(from: Situation, path?: readonly Situation[]): WinTablesData;
}

/**
 * Built tables as plain data: what a worker posts (the arrays move, uncopied, when transferred) and
 * {@link tablesFromData} turns back into tables, so a page or a server can build them off its
 * main thread and still compute every value and mix with the same code.
 */
export interface WinTablesData {
  readonly kind: "equilibrium" | "classic";
  readonly totalBalls: number;
  /** The rules version whose odds built them; absent means version 1. */
  readonly rulesVersion?: RulesVersion | undefined;
  /**
   * One match's tables (rules version 2 on): their key, and the odds they were built on (each
   * innings' nine pairs × seven slots, the first innings first), which depend on the match's
   * sides and ground and so travel with the tables.
   */
  readonly key?: string | undefined;
  readonly odds?: Float64Array | undefined;
  readonly userBatsFirst: boolean | null;
  readonly values: Float64Array;
  readonly wins: Float64Array;
  /**
   * Set when these are a window: the situation it was cut from. It holds only the situations
   * reachable from there within that innings (no more balls, no more wickets, no fewer
   * first-innings runs, no larger need), which is all a match in play reads until its innings
   * ends; a read outside it throws rather than answer.
   */
  readonly window?: Situation | undefined;
  /**
   * A window's mixes at situations outside it (the match so far, for its replay), ten numbers
   * each: innings, balls left, wickets left, runs, then the mix as {@link WinTables.mixInto}
   * writes it.
   */
  readonly mixes?: Float64Array | undefined;
  /**
   * A window's successors at the same situations: eighteen numbers each, the situation, then the
   * value and the win probability after each of the seven outcomes, so a ball there can be
   * solved afresh with its own odds ({@link WinTables.solveWith}) in a replay.
   */
  readonly successors?: Float64Array | undefined;
}

/**
 * One match's tables: their key, the average odds of each innings, and the odds of every
 * (innings, phase, wickets left) they are built on (flat, {@link DETAIL_LENGTH} numbers: innings,
 * then phase powerplay, middle, death, then wickets left 0..10, each nine pairs × seven slots).
 */
export interface MatchOdds {
  readonly key: string;
  readonly odds: InningsOdds;
  readonly detail: Float64Array;
}
