/**
 * Win tables: the value of every match situation by backward induction, for the equilibrium
 * levels (both sides choose each ball; each ball is a 3×3 zero-sum game) and for Classic (only
 * the user chooses; an MDP).
 *
 * A situation is (innings, balls left, wickets left, runs). In the second innings `runs` is the
 * number still needed (target − total); in the first it is the total so far. The payoff is the
 * batting side's expected score (win 1, tie ½, loss 0), so one table serves both sides: the
 * bowling side's expected score is 1 − value. The same pass also carries the batting side's
 * probability of winning under the chosen strategies, so ties are 2 × (value − win).
 *
 * Bounds (why the tables are finite): with b balls left a chase needing more than 6b + 1 is
 * lost outright. Beyond that, a need above 3b + 61 is treated as lost too: no pair scores more
 * than 2.2 runs a ball on average, so such a chase is many standard deviations out of reach
 * (its true value is below 1e-9; this only matters with more than 20 balls left). The first
 * innings stores totals up to the largest need the second innings stores at the start; a total
 * beyond it makes the chase lost, so its value is exactly 1 under the same bound.
 *
 * Values are Float64Array cells, one per situation, and the inner loop allocates nothing.
 * Mixes are not stored: {@link WinTables.mix} solves that situation's game again from the
 * stored successor values, with the same code the build used, so it returns exactly the
 * strategy the table assumed.
 */
import { oddsForInnings, oddsFromProbabilities, SLOT_COUNT, type InningsOdds } from "../odds/ball-odds.ts";
import type { RulesVersion } from "../rules-version.ts";
import { phaseOf } from "../odds/rated-odds.ts";
import { enumeratedMixAs, SOLUTION_SIZE, solveGameAs, solveGameInto, type GameRoute } from "./matrix-game.ts";
import { buildEquilibriumCells } from "./table-build.ts";

/** Wickets an innings has. */
export const WICKETS = 10;

/** A match situation as the tables index it. */
export interface Situation {
  readonly innings: 1 | 2;
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
  mixInto(innings: 1 | 2, ballsLeft: number, wicketsLeft: number, runs: number, out: Float64Array): void;
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

const NEED_SLOPE = 3;
const NEED_MARGIN = 61;

/** Largest need stored with b balls left; needs above it count as lost. */
export function needCap(ballsLeft: number): number {
  const exact = 6 * ballsLeft + 1;
  const bound = NEED_SLOPE * ballsLeft + NEED_MARGIN;
  return exact < bound ? exact : bound;
}

const RUN_STEP = [0, 1, 2, 3, 4, 6] as const;

// Imported bindings copied into module constants: some loaders compile imports to property
// getters, which cost more than the arithmetic in the build's inner loop.
const SLOTS: number = SLOT_COUNT;
const solveGame: (a: Float64Array, out: Float64Array) => GameRoute = solveGameInto;
const solveGameAgain: (a: Float64Array, route: GameRoute, out: Float64Array) => void = solveGameAs;

/**
 * The ball's game: each of the nine pairs' expected successor value, the sum over the seven
 * outcomes of probability (p from `at`, pair by pair) × successor, added in outcome order from 0
 * exactly as a loop would (`m = 0; m += p·s` for each outcome), written out so that the nine
 * sums, which do not depend on one another, run side by side.
 */
function pairPayoffsInto(p: Float64Array, at: number, succ: Float64Array, game: Float64Array): void {
  if (SLOTS !== 7) {
    for (let c = 0; c < 9; c++) {
      const base = at + c * SLOTS;
      let m = 0;
      for (let k = 0; k < SLOTS; k++) m += (p[base + k] as number) * (succ[k] as number);
      game[c] = m;
    }
    return;
  }
  const s0 = succ[0] as number;
  const s1 = succ[1] as number;
  const s2 = succ[2] as number;
  const s3 = succ[3] as number;
  const s4 = succ[4] as number;
  const s5 = succ[5] as number;
  const s6 = succ[6] as number;
  for (let c = 0; c < 9; c++) {
    const b = at + c * 7;
    game[c] =
      0 +
      (p[b] as number) * s0 +
      (p[b + 1] as number) * s1 +
      (p[b + 2] as number) * s2 +
      (p[b + 3] as number) * s3 +
      (p[b + 4] as number) * s4 +
      (p[b + 5] as number) * s5 +
      (p[b + 6] as number) * s6;
  }
}

/**
 * The sum over the seven outcomes of p[at + k] × s[k], added in outcome order from 0 exactly as
 * a loop would (`e = 0; e += p·s` for each outcome).
 */
function outcomeSum(p: Float64Array, at: number, s: Float64Array): number {
  if (SLOTS !== 7) {
    let e = 0;
    for (let k = 0; k < SLOTS; k++) e += (p[at + k] as number) * (s[k] as number);
    return e;
  }
  return (
    0 +
    (p[at] as number) * (s[0] as number) +
    (p[at + 1] as number) * (s[1] as number) +
    (p[at + 2] as number) * (s[2] as number) +
    (p[at + 3] as number) * (s[3] as number) +
    (p[at + 4] as number) * (s[4] as number) +
    (p[at + 5] as number) * (s[5] as number) +
    (p[at + 6] as number) * (s[6] as number)
  );
}

/** The first route of a 2×2 support (see {@link GameRoute}): supports 0..8 follow. */
const TWO_BY_TWO_ROUTE = 10;

/**
 * The four pairs (bat × 3 + bowl) each 2×2 support's solution reads, support by support in the
 * solver's order: rows (0, 1; 0, 1; 0, 1; 0, 2; 0, 2; 0, 2; 1, 2; 1, 2; 1, 2) against columns
 * (1, 2; 0, 1; 0, 2; 0, 1; 0, 2; 1, 2; 0, 1; 0, 2; 1, 2).
 */
const SUPPORT_PAIRS = Int8Array.from([
  1, 2, 4, 5, 0, 1, 3, 4, 0, 2, 3, 5, 0, 1, 6, 7, 0, 2, 6, 8, 1, 2, 7, 8, 3, 4, 6, 7, 3, 5, 6, 8, 4, 5, 7, 8,
]);

/**
 * Each 2×2 support's rows and columns in the solver's order, as (row, row, the other row,
 * column, column, the other column): the first row and column take x and y.
 */
const SUPPORT_SLOTS = Int8Array.from([
  0, 1, 2, 1, 2, 0, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 2, 1, 0, 2, 1, 0, 1, 2, 0, 2, 1, 0, 2, 1, 0, 2, 1, 1, 2, 0,
  1, 2, 0, 0, 1, 2, 1, 2, 0, 0, 2, 1, 1, 2, 0, 1, 2, 0,
]);

/** A chase's successor value as v2 reads it: 1 for a need of 0 or less, 0 above the row's width. */
function chaseSuccessor(values: Float64Array, row: number, width: number, need: number): number {
  return need <= 0 ? 1 : need > width ? 0 : (values[row + need] as number);
}

/** One pair's payoff, summed as {@link pairPayoffsInto} sums it, from successors given singly. */
function payoffOf(
  p: Float64Array,
  b: number,
  s0: number,
  s1: number,
  s2: number,
  s3: number,
  s4: number,
  s5: number,
  s6: number,
): number {
  return (
    0 +
    (p[b] as number) * s0 +
    (p[b + 1] as number) * s1 +
    (p[b + 2] as number) * s2 +
    (p[b + 3] as number) * s3 +
    (p[b + 4] as number) * s4 +
    (p[b + 5] as number) * s5 +
    (p[b + 6] as number) * s6
  );
}

interface Layout {
  readonly total: number;
  /** Second innings: start of each balls-left block; its rows have needCap(b) cells. */
  readonly off2: Int32Array;
  readonly width2: Int32Array;
  /** First innings: start of each balls-left block; rows hold totals 0..width1 − 1. */
  readonly off1: Int32Array;
  readonly width1: Int32Array;
  readonly runCap: number;
}

/**
 * Where each row lives. `needLimit` keeps only needs up to it in the second innings (a chase of
 * that target reads no larger need), and then the first innings is left out: its values need
 * the chase's every start.
 */
function layoutFor(totalBalls: number, needLimit = Infinity): Layout {
  const off2 = new Int32Array(totalBalls + 1);
  const width2 = new Int32Array(totalBalls + 1);
  const off1 = new Int32Array(totalBalls + 1);
  const width1 = new Int32Array(totalBalls + 1);
  const runCap = needCap(totalBalls) - 1;
  let n = 0;
  for (let b = 0; b <= totalBalls; b++) {
    const width = Math.max(0, Math.min(needCap(b), needLimit));
    off2[b] = n;
    width2[b] = width;
    n += (WICKETS + 1) * width;
  }
  if (needLimit !== Infinity) return { total: n, off2, width2, off1, width1, runCap };
  for (let b = 0; b <= totalBalls; b++) {
    const bowled = totalBalls - b;
    const maxRuns = 6 * bowled < runCap ? 6 * bowled : runCap;
    off1[b] = n;
    width1[b] = maxRuns + 1;
    n += (WICKETS + 1) * (maxRuns + 1);
  }
  return { total: n, off2, width2, off1, width1, runCap };
}

/**
 * A window's rows: balls left 0..from.ballsLeft, each with wickets left 0..from.wicketsLeft,
 * each holding the runs reachable from `from`: first-innings totals from.runs up to what
 * 6 runs a ball could add (and the stored cap), second-innings needs 1 up to from.runs (and
 * the stored cap).
 */
class WindowLayout {
  readonly total: number;
  private readonly off: Int32Array;
  private readonly width: Int32Array;

  constructor(
    readonly from: Situation,
    runCap: number,
  ) {
    const { innings, ballsLeft: b0, wicketsLeft: w0, runs: r0 } = from;
    this.off = new Int32Array(b0 + 1);
    this.width = new Int32Array(b0 + 1);
    let n = 0;
    for (let b = 0; b <= b0; b++) {
      const width =
        innings === 1
          ? Math.max(0, Math.min(r0 + 6 * (b0 - b), runCap) - r0 + 1)
          : Math.max(0, Math.min(r0, needCap(b)));
      this.off[b] = n;
      this.width[b] = width;
      n += (w0 + 1) * width;
    }
    this.total = n;
  }

  /** Balls left b's row width. */
  widthAt(b: number): number {
    return this.width[b] as number;
  }

  /** The cell of a situation (runs: a first-innings total or a need), or −1 outside. */
  indexOf(innings: 1 | 2, b: number, w: number, runs: number): number {
    const { from } = this;
    if (innings !== from.innings || b < 0 || b > from.ballsLeft || w < 0 || w > from.wicketsLeft) return -1;
    const width = this.width[b] as number;
    const col = innings === 1 ? runs - from.runs : runs - 1;
    if (col < 0 || col >= width) return -1;
    return (this.off[b] as number) + w * width + col;
  }

  /** {@link indexOf}, throwing outside: a window never answers for what it does not hold. */
  at(innings: 1 | 2, b: number, w: number, runs: number): number {
    const i = this.indexOf(innings, b, w, runs);
    if (i < 0) {
      const { from } = this;
      throw new RangeError(
        `situation (innings ${innings}, ${b} balls left, ${w} wickets left, runs ${runs}) is outside the window cut at (innings ${from.innings}, ${from.ballsLeft}, ${from.wicketsLeft}, ${from.runs})`,
      );
    }
    return i;
  }
}

/** How built or adopted tables are shaped, beyond their length. */
interface Shape {
  /** The rules version whose odds these are (1 when left out). */
  readonly rulesVersion?: RulesVersion | undefined;
  /** One match's tables: their key (the odds are kept for data()). */
  readonly key?: string | undefined;
  /** One match's tables: the odds of every (innings, phase, wickets left). */
  readonly detail?: Float64Array | undefined;
  /** Build only the second innings, needs up to this (a window from the chase's start). */
  readonly needLimit?: number;
  /** The arrays given are a window cut here. */
  readonly window?: Situation | undefined;
  readonly mixes?: Float64Array | undefined;
  readonly successors?: Float64Array | undefined;
}

const MIX_ROW = 10;
const SUCCESSOR_ROW = 4 + 2 * SLOTS;

/**
 * Tables of at most this many cells keep the mixes they solve (see {@link WinTables.mixInto}):
 * the short formats', whose matches pass through the same few situations again and again. In
 * larger tables a match seldom meets a situation solved before, and the cache would only take
 * memory and cache lines from the solve.
 */
const MIX_CACHE_MAX_CELLS = 1 << 17;
/** At most this many mixes kept (about 1.7 MB); half as many as the table has cells, rounded up to a power of two, when fewer. */
const MIX_CACHE_MAX_BITS = 15;

/**
 * A live situation as one non-negative integer (innings, balls left below 1024, wickets left
 * below 16, runs 0..4095), or −1 when it does not fit, which is then solved uncached.
 */
function mixCacheKey(innings: number, b: number, w: number, runs: number): number {
  if (
    (innings !== 1 && innings !== 2) ||
    !(b >= 0 && b < 1024 && (b | 0) === b) ||
    !(w >= 0 && w < 16 && (w | 0) === w) ||
    !(runs >= 0 && runs < 4096 && (runs | 0) === runs)
  ) {
    return -1;
  }
  return (((innings - 1) * 1024 + b) * 16 + w) * 4096 + runs;
}

function situationKey(innings: number, b: number, w: number, runs: number): string {
  return `${innings}/${b}/${w}/${runs}`;
}

/** Which player chooses in Classic, per innings: +1 the batting side maximises, −1 the bowling side minimises. */
type Chooser = readonly [number, number];

class Tables implements WinTables {
  readonly kind: "equilibrium" | "classic";
  readonly totalBalls: number;
  readonly userBatsFirst: boolean | null;
  readonly rulesVersion: RulesVersion;
  private readonly key: string | undefined;
  private readonly oddsData: Float64Array | undefined;
  private readonly layout: Layout;
  private readonly values: Float64Array;
  private readonly wins: Float64Array;
  /** Set for a window: where its cells are; every read of a cell goes through it. */
  private readonly win: WindowLayout | null;
  /** A window's mixes kept for situations outside it: their row in `mixes`, by situation. */
  private readonly memo: Map<string, number> | null;
  private readonly mixes: Float64Array | null;
  /** A window's successors kept for situations outside it, by situation (as `memo`). */
  private readonly successorMemo: Map<string, number> | null;
  private readonly successorRows: Float64Array | null;
  private readonly chooser: Chooser | null;
  // Scratch, reused: successor values and wins, the game, its solution.
  private readonly succ = new Float64Array(SLOTS);
  private readonly succWin = new Float64Array(SLOTS);
  private readonly game = new Float64Array(9);
  private readonly solution = new Float64Array(SOLUTION_SIZE);
  /** How solveBall's last game was settled (see {@link GameRoute}). */
  private lastRoute: GameRoute = 0;
  /**
   * Whole equilibrium tables built here: how each live cell's game was settled in the build, 0
   * where none was, so a mix asked for later is settled the same way without the search (see
   * {@link solveMix}); null otherwise.
   */
  private readonly routes: Uint8Array | null;
  /** Mixes already solved (see {@link mixInto}): each slot's situation key (−1 empty) and its six numbers. */
  private mixTags: Int32Array | null = null;
  private mixCache: Float64Array | null = null;
  private mixShift = 32;
  /** Per innings: all nine pairs' probabilities (the equilibrium's game), flat as in BallOdds. */
  private readonly pairP: readonly [Float64Array, Float64Array];
  /**
   * A match's own tables: the odds of every (innings, phase, wickets left), flat (see
   * {@link DETAIL_LENGTH}); null when each innings has one set of odds (`pairP`).
   */
  private readonly detail: Float64Array | null;
  /** The phase (0 powerplay, 1 middle, 2 death) of the ball bowled with b balls left. */
  private readonly phaseAt: Uint8Array;
  /** Per innings, Classic: the user's level's probabilities, three rows (the odds' diagonal). */
  private readonly classic: readonly [Float64Array, Float64Array];

  constructor(
    totalBalls: number,
    userBatsFirst: boolean | null,
    odds: InningsOdds,
    built: { readonly values: Float64Array; readonly wins: Float64Array } | null = null,
    shape: Shape = {},
  ) {
    if (!Number.isInteger(totalBalls) || totalBalls < 1 || totalBalls > 600) {
      throw new RangeError(`totalBalls must be an integer from 1 to 600, got ${totalBalls}`);
    }
    this.kind = userBatsFirst === null ? "equilibrium" : "classic";
    this.totalBalls = totalBalls;
    this.rulesVersion = shape.rulesVersion ?? 1;
    this.key = shape.key;
    this.oddsData = shape.key === undefined ? undefined : (shape.detail ?? flatOdds(odds));
    this.userBatsFirst = userBatsFirst;
    this.pairP = [odds[0].probabilities, odds[1].probabilities];
    this.detail = shape.detail ?? null;
    if (this.detail !== null && this.detail.length !== DETAIL_LENGTH) {
      throw new RangeError(`a match's detailed odds hold ${DETAIL_LENGTH} numbers`);
    }
    this.phaseAt = new Uint8Array(totalBalls + 1);
    const overs = totalBalls / 6;
    for (let b = 1; b <= totalBalls; b++) {
      const phase = phaseOf(Math.floor((totalBalls - b) / 6), overs);
      this.phaseAt[b] = phase === "powerplay" ? 0 : phase === "middle" ? 1 : 2;
    }
    this.chooser = userBatsFirst === null ? null : userBatsFirst ? [1, -1] : [-1, 1];
    this.layout = layoutFor(totalBalls, built === null ? shape.needLimit : undefined);
    const limit = built === null ? shape.needLimit : undefined;
    const from: Situation | undefined =
      limit !== undefined
        ? { innings: 2, ballsLeft: totalBalls, wicketsLeft: WICKETS, runs: limit }
        : shape.window;
    if (from !== undefined) this.check(from);
    this.win = from === undefined ? null : new WindowLayout(from, this.layout.runCap);
    const total = this.win?.total ?? this.layout.total;
    if (built !== null && (built.values.length !== total || built.wins.length !== total)) {
      throw new RangeError(
        `tables for ${totalBalls} balls hold ${total} situations${from === undefined ? "" : " in this window"}`,
      );
    }
    this.values = built?.values ?? new Float64Array(this.layout.total);
    this.wins = built?.wins ?? new Float64Array(this.layout.total);
    this.mixes = shape.mixes ?? null;
    if (this.mixes !== null) {
      if (this.mixes.length % MIX_ROW !== 0) throw new RangeError("mixes come in rows of ten numbers");
      this.memo = new Map();
      for (let at = 0; at < this.mixes.length; at += MIX_ROW) {
        const m = this.mixes;
        this.memo.set(
          situationKey(m[at] as number, m[at + 1] as number, m[at + 2] as number, m[at + 3] as number),
          at + 4,
        );
      }
    } else {
      this.memo = null;
    }
    this.successorRows = shape.successors ?? null;
    if (this.successorRows !== null) {
      const rows = this.successorRows;
      if (rows.length % SUCCESSOR_ROW !== 0)
        throw new RangeError("successors come in rows of eighteen numbers");
      this.successorMemo = new Map();
      for (let at = 0; at < rows.length; at += SUCCESSOR_ROW) {
        this.successorMemo.set(
          situationKey(
            rows[at] as number,
            rows[at + 1] as number,
            rows[at + 2] as number,
            rows[at + 3] as number,
          ),
          at + 4,
        );
      }
    } else {
      this.successorMemo = null;
    }
    this.classic = [diagonal(odds[0].probabilities), diagonal(odds[1].probabilities)];
    this.routes =
      built === null && this.win === null && this.chooser === null ? new Uint8Array(this.layout.total) : null;
    if (built === null) this.build(limit === undefined);
  }

  data(): WinTablesData {
    return {
      kind: this.kind,
      totalBalls: this.totalBalls,
      ...(this.rulesVersion === 1 ? {} : { rulesVersion: this.rulesVersion }),
      ...(this.key === undefined ? {} : { key: this.key, odds: this.oddsData }),
      userBatsFirst: this.userBatsFirst,
      values: this.values,
      wins: this.wins,
      ...(this.win === null ? {} : { window: this.win.from }),
      ...(this.mixes === null ? {} : { mixes: this.mixes }),
      ...(this.successorRows === null ? {} : { successors: this.successorRows }),
    };
  }

  covers(s: Situation): boolean {
    const win = this.win;
    if (win === null) return true;
    const { from } = win;
    if (s.innings !== from.innings || s.ballsLeft > from.ballsLeft || s.wicketsLeft > from.wicketsLeft)
      return false;
    return s.innings === 1
      ? s.runs >= from.runs && s.runs <= from.runs + 6 * (from.ballsLeft - s.ballsLeft)
      : s.runs <= from.runs;
  }

  window(from: Situation, path: readonly Situation[] = []): WinTablesData {
    this.check(from);
    if (!this.covers(from)) throw new RangeError("a window is cut only where these tables can be read");
    const win = new WindowLayout(from, this.layout.runCap);
    const values = new Float64Array(win.total);
    const wins = new Float64Array(win.total);
    const { innings, ballsLeft: b0, wicketsLeft: w0, runs: r0 } = from;
    for (let b = 0; b <= b0; b++) {
      const width = win.widthAt(b);
      for (let w = 0; w <= w0; w++) {
        for (let col = 0; col < width; col++) {
          const runs = innings === 1 ? r0 + col : col + 1;
          const source = innings === 1 ? this.index1(b, w, runs) : this.index2(b, w, runs);
          const cell = win.indexOf(innings, b, w, runs);
          values[cell] = this.values[source] as number;
          wins[cell] = this.wins[source] as number;
        }
      }
    }
    const rows: number[] = [];
    const successorRows: number[] = [];
    const seen = new Set<string>();
    const out = new Float64Array(6);
    for (const s of path) {
      const key = situationKey(s.innings, s.ballsLeft, s.wicketsLeft, s.runs);
      if (seen.has(key) || this.isOver(s.innings, s.ballsLeft, s.wicketsLeft, s.runs)) continue;
      seen.add(key);
      this.check(s);
      this.mixInto(s.innings, s.ballsLeft, s.wicketsLeft, s.runs, out);
      rows.push(s.innings, s.ballsLeft, s.wicketsLeft, s.runs, ...out);
      this.successorsAt(s);
      successorRows.push(s.innings, s.ballsLeft, s.wicketsLeft, s.runs, ...this.succ, ...this.succWin);
    }
    return {
      kind: this.kind,
      totalBalls: this.totalBalls,
      ...(this.rulesVersion === 1 ? {} : { rulesVersion: this.rulesVersion }),
      ...(this.key === undefined ? {} : { key: this.key, odds: this.oddsData }),
      userBatsFirst: this.userBatsFirst,
      values,
      wins,
      window: { innings, ballsLeft: b0, wicketsLeft: w0, runs: r0 },
      ...(rows.length === 0 ? {} : { mixes: Float64Array.from(rows) }),
      ...(successorRows.length === 0 ? {} : { successors: Float64Array.from(successorRows) }),
    };
  }

  /** Fills succ/succWin for a live situation: from the kept rows outside a window, else the cells. */
  private successorsAt(s: Situation): void {
    if (this.successorMemo !== null) {
      const at = this.successorMemo.get(situationKey(s.innings, s.ballsLeft, s.wicketsLeft, s.runs));
      if (at !== undefined) {
        const rows = this.successorRows as Float64Array;
        for (let k = 0; k < SLOTS; k++) {
          this.succ[k] = rows[at + k] as number;
          this.succWin[k] = rows[at + SLOTS + k] as number;
        }
        return;
      }
    }
    if (this.win === null && s.ballsLeft <= this.totalBalls) {
      this.wholeSuccessors(s.innings, s.ballsLeft, s.wicketsLeft, s.runs, true);
      return;
    }
    this.successors(s.innings, s.ballsLeft, s.wicketsLeft, s.runs);
  }

  solveWith(s: Situation, probabilities: Float64Array, out: Float64Array): void {
    if (this.chooser !== null) throw new Error("only equilibrium tables solve a ball with other odds");
    this.check(s);
    if (this.isOver(s.innings, s.ballsLeft, s.wicketsLeft, s.runs)) {
      out.fill(0);
      out[1] = 1;
      out[4] = 1;
      const v = this.value(s);
      out[6] = v;
      out[7] = this.winProbability(s);
      return;
    }
    if (
      this.win !== null &&
      !this.covers(s) &&
      !(this.successorMemo?.has(situationKey(s.innings, s.ballsLeft, s.wicketsLeft, s.runs)) ?? false)
    ) {
      this.checkInside(s, false);
    }
    this.successorsAt(s);
    const succ = this.succ;
    const succWin = this.succWin;
    const game = this.game;
    pairPayoffsInto(probabilities, 0, succ, game);
    const solution = this.solution;
    solveGame(game, solution);
    let win = 0;
    for (let i = 0; i < 3; i++) {
      const x = solution[i] as number;
      if (x === 0) continue;
      for (let j = 0; j < 3; j++) {
        const xy = x * (solution[3 + j] as number);
        if (xy === 0) continue;
        win += xy * outcomeSum(probabilities, (i * 3 + j) * SLOTS, succWin);
      }
    }
    for (let i = 0; i < 7; i++) out[i] = solution[i] as number;
    out[7] = win;
  }

  private index2(b: number, w: number, need: number): number {
    if (this.win !== null) return this.win.at(2, b, w, need);
    return (this.layout.off2[b] as number) + w * (this.layout.width2[b] as number) + need - 1;
  }

  private index1(b: number, w: number, runs: number): number {
    if (this.win !== null) return this.win.at(1, b, w, runs);
    return (this.layout.off1[b] as number) + w * (this.layout.width1[b] as number) + runs;
  }

  /** Second-innings value; needs outside the stored range are decided. */
  private v2(b: number, w: number, need: number): number {
    if (need <= 0) return 1;
    if (need > needCap(b)) return 0;
    return this.values[this.index2(b, w, need)] as number;
  }

  private w2(b: number, w: number, need: number): number {
    if (need <= 0) return 1;
    if (need > needCap(b)) return 0;
    return this.wins[this.index2(b, w, need)] as number;
  }

  private v1(b: number, w: number, runs: number): number {
    if (runs > this.layout.runCap) return 1;
    return this.values[this.index1(b, w, runs)] as number;
  }

  private w1(b: number, w: number, runs: number): number {
    if (runs > this.layout.runCap) return 1;
    return this.wins[this.index1(b, w, runs)] as number;
  }

  /**
   * Fills succ (and succWin unless `wins` is false: a mix needs only the values) with the seven
   * outcomes' successor figures of a live situation.
   */
  private successors(innings: 1 | 2, b: number, w: number, runs: number, wins = true): void {
    const succ = this.succ;
    const succWin = this.succWin;
    if (innings === 2) {
      for (let k = 0; k < 6; k++) {
        const need = runs - (RUN_STEP[k] as number);
        succ[k] = this.v2(b - 1, w, need);
        if (wins) succWin[k] = this.w2(b - 1, w, need);
      }
      succ[6] = this.v2(b - 1, w - 1, runs);
      if (wins) succWin[6] = this.w2(b - 1, w - 1, runs);
    } else {
      for (let k = 0; k < 6; k++) {
        const total = runs + (RUN_STEP[k] as number);
        succ[k] = this.v1(b - 1, w, total);
        if (wins) succWin[k] = this.w1(b - 1, w, total);
      }
      succ[6] = this.v1(b - 1, w - 1, runs);
      if (wins) succWin[6] = this.w1(b - 1, w - 1, runs);
    }
  }

  /**
   * {@link successors} in whole tables (not a window), read straight from the layout as the
   * build reads them: the same cells, with v1's and v2's bounds (and w1's and w2's, the same).
   * The wins too only when `withWins` (a mix needs only the values).
   */
  private wholeSuccessors(innings: 1 | 2, b: number, w: number, runs: number, withWins = false): void {
    const succ = this.succ;
    const values = this.values;
    const layout = this.layout;
    if (innings === 2) {
      // v2(b − 1, ·, need): 1 for need ≤ 0, 0 above needCap(b − 1), which is the row's width here.
      const width = layout.width2[b - 1] as number;
      const row = (layout.off2[b - 1] as number) + w * width - 1;
      for (let k = 0; k < 6; k++) {
        const need = runs - (RUN_STEP[k] as number);
        succ[k] = need <= 0 ? 1 : need > width ? 0 : (values[row + need] as number);
      }
      succ[6] = runs <= 0 ? 1 : runs > width ? 0 : (values[row - width + runs] as number);
      if (!withWins) return;
      const wins = this.wins;
      const succWin = this.succWin;
      for (let k = 0; k < 6; k++) {
        const need = runs - (RUN_STEP[k] as number);
        succWin[k] = need <= 0 ? 1 : need > width ? 0 : (wins[row + need] as number);
      }
      succWin[6] = runs <= 0 ? 1 : runs > width ? 0 : (wins[row - width + runs] as number);
    } else {
      // v1(b − 1, ·, total): 1 above the stored cap.
      const runCap = layout.runCap;
      const width = layout.width1[b - 1] as number;
      const row = (layout.off1[b - 1] as number) + w * width;
      for (let k = 0; k < 6; k++) {
        const total = runs + (RUN_STEP[k] as number);
        succ[k] = total > runCap ? 1 : (values[row + total] as number);
      }
      succ[6] = runs > runCap ? 1 : (values[row - width + runs] as number);
      if (!withWins) return;
      const wins = this.wins;
      const succWin = this.succWin;
      for (let k = 0; k < 6; k++) {
        const total = runs + (RUN_STEP[k] as number);
        succWin[k] = total > runCap ? 1 : (wins[row + total] as number);
      }
      succWin[6] = runs > runCap ? 1 : (wins[row - width + runs] as number);
    }
  }

  /**
   * Solves the ball at a live situation whose successors are in succ: writes the mixes to
   * solution[0..5] and returns the value. Shared by the build and by mix().
   */
  private solveBall(innings: 1 | 2, b: number, w: number): number {
    const succ = this.succ;
    const out = this.solution;
    if (this.chooser === null) {
      const detail = this.detail;
      const p = detail ?? (this.pairP[innings - 1] as Float64Array);
      const at = detail === null ? 0 : detailOffset(innings, this.phaseAt[b] as number, w);
      const game = this.game;
      pairPayoffsInto(p, at, succ, game);
      this.lastRoute = solveGame(game, out);
      return out[6] as number;
    }
    const sign = this.chooser[innings - 1] as number;
    const p = this.classic[innings - 1] as Float64Array;
    let best = 0;
    let bestLevel = 0;
    for (let i = 0; i < 3; i++) {
      let m = 0;
      for (let k = 0; k < SLOTS; k++) m += (p[i * SLOTS + k] as number) * (succ[k] as number);
      if (i === 0 || sign * m > sign * best) {
        best = m;
        bestLevel = i;
      }
    }
    for (let i = 0; i < 3; i++) {
      const onehot = i === bestLevel ? 1 : 0;
      out[i] = onehot;
      out[3 + i] = onehot;
    }
    return best;
  }

  /** Win probability of the ball just solved, from solution's mixes and succWin. */
  private ballWin(innings: 1 | 2, b: number, w: number): number {
    const out = this.solution;
    const succWin = this.succWin;
    if (this.chooser !== null) {
      const p = this.classic[innings - 1] as Float64Array;
      const level = (out[0] as number) === 1 ? 0 : (out[1] as number) === 1 ? 1 : 2;
      let win = 0;
      for (let k = 0; k < SLOTS; k++) win += (p[level * SLOTS + k] as number) * (succWin[k] as number);
      return win;
    }
    const detail = this.detail;
    const p = detail ?? (this.pairP[innings - 1] as Float64Array);
    const at = detail === null ? 0 : detailOffset(innings, this.phaseAt[b] as number, w);
    let win = 0;
    for (let i = 0; i < 3; i++) {
      const x = out[i] as number;
      if (x === 0) continue;
      for (let j = 0; j < 3; j++) {
        const xy = x * (out[3 + j] as number);
        if (xy === 0) continue;
        win += xy * outcomeSum(p, at + (i * 3 + j) * SLOTS, succWin);
      }
    }
    return win;
  }

  /**
   * First innings, terminal rows: the chase starts with need = total + 1. The side batting
   * first wins when the chaser neither wins nor ties: 1 − W − 2(V − W) = 1 + W − 2V.
   */
  private firstInningsTerminals(): void {
    const T = this.totalBalls;
    const { off1, width1 } = this.layout;
    for (let b = 0; b <= T; b++) {
      const width = width1[b] as number;
      const base = off1[b] as number;
      for (let w = 0; w <= WICKETS; w++) {
        if (b > 0 && w > 0) continue;
        for (let runs = 0; runs < width; runs++) {
          const v = this.v2(T, WICKETS, runs + 1);
          const win = this.w2(T, WICKETS, runs + 1);
          this.values[base + w * width + runs] = 1 - v;
          this.wins[base + w * width + runs] = 1 + win - 2 * v;
        }
      }
    }
  }

  /** Fills the arrays, the chase first; the first innings too unless `firstInnings` is false. */
  private build(firstInnings: boolean): void {
    const T = this.totalBalls;
    const { off2, width2, off1, width1, runCap } = this.layout;
    const values = this.values;
    const wins = this.wins;
    const succ = this.succ;
    const succWin = this.succWin;
    const routes = this.routes;
    // Second innings, terminal rows: balls gone (b = 0) or all out (w = 0): a tie if one run
    // was still needed, otherwise lost. Cells start at 0, so only the ties are written.
    for (let b = 0; b <= T; b++) {
      const width = width2[b] as number;
      const base = off2[b] as number;
      for (let w = 0; w <= WICKETS; w++) {
        if (b > 0 && w > 0) continue;
        values[base + w * width] = 0.5;
      }
    }
    if (this.chooser === null) {
      const odds = { detail: this.detail, pairP: this.pairP, phaseAt: this.phaseAt };
      const firstTerminals = firstInnings ? () => this.firstInningsTerminals() : null;
      buildEquilibriumCells(T, this.layout, odds, values, wins, routes, firstTerminals);
      return;
    }
    // Successor lookups are written out here rather than through v2/w2: this loop visits
    // every cell and the calls dominated its cost.
    for (let b = 1; b <= T; b++) {
      const width = width2[b] as number;
      const base = off2[b] as number;
      const prevWidth = width2[b - 1] as number;
      const prevBase = off2[b - 1] as number;
      for (let w = 1; w <= WICKETS; w++) {
        const row = prevBase + w * prevWidth - 1;
        const wicketRow = row - prevWidth;
        for (let need = 1; need <= width; need++) {
          for (let k = 0; k < 6; k++) {
            const n = need - (RUN_STEP[k] as number);
            if (n <= 0) {
              succ[k] = 1;
              succWin[k] = 1;
            } else if (n > prevWidth) {
              succ[k] = 0;
              succWin[k] = 0;
            } else {
              succ[k] = values[row + n] as number;
              succWin[k] = wins[row + n] as number;
            }
          }
          if (need > prevWidth) {
            succ[6] = 0;
            succWin[6] = 0;
          } else {
            succ[6] = values[wicketRow + need] as number;
            succWin[6] = wins[wicketRow + need] as number;
          }
          const cell = base + w * width + need - 1;
          values[cell] = this.solveBall(2, b, w);
          wins[cell] = this.ballWin(2, b, w);
          if (routes !== null) routes[cell] = this.lastRoute;
        }
      }
    }
    if (!firstInnings) return;
    this.firstInningsTerminals();
    for (let b = 1; b <= T; b++) {
      const width = width1[b] as number;
      const base = off1[b] as number;
      const prevWidth = width1[b - 1] as number;
      const prevBase = off1[b - 1] as number;
      for (let w = 1; w <= WICKETS; w++) {
        const row = prevBase + w * prevWidth;
        const wicketRow = row - prevWidth;
        for (let runs = 0; runs < width; runs++) {
          for (let k = 0; k < 6; k++) {
            const total = runs + (RUN_STEP[k] as number);
            if (total > runCap) {
              succ[k] = 1;
              succWin[k] = 1;
            } else {
              succ[k] = values[row + total] as number;
              succWin[k] = wins[row + total] as number;
            }
          }
          succ[6] = values[wicketRow + runs] as number;
          succWin[6] = wins[wicketRow + runs] as number;
          const cell = base + w * width + runs;
          values[cell] = this.solveBall(1, b, w);
          wins[cell] = this.ballWin(1, b, w);
          if (routes !== null) routes[cell] = this.lastRoute;
        }
      }
    }
  }

  private check(s: Situation): void {
    const { innings, ballsLeft, wicketsLeft, runs } = s;
    if (innings !== 1 && innings !== 2)
      throw new RangeError(`innings must be 1 or 2, got ${String(innings)}`);
    if (!Number.isInteger(ballsLeft) || ballsLeft < 0 || ballsLeft > this.totalBalls) {
      throw new RangeError(`ballsLeft must be an integer from 0 to ${this.totalBalls}, got ${ballsLeft}`);
    }
    if (!Number.isInteger(wicketsLeft) || wicketsLeft < 0 || wicketsLeft > WICKETS) {
      throw new RangeError(`wicketsLeft must be an integer from 0 to ${WICKETS}, got ${wicketsLeft}`);
    }
    if (!Number.isInteger(runs)) throw new RangeError(`runs must be an integer, got ${runs}`);
    if (innings === 1) {
      const most = 6 * (this.totalBalls - ballsLeft);
      if (runs < 0 || runs > most) {
        throw new RangeError(
          `first-innings runs must be 0 to ${most} after ${this.totalBalls - ballsLeft} balls, got ${runs}`,
        );
      }
    }
  }

  /** A window's reads stop here for a situation outside it, even one whose figure is decided. */
  private checkInside(s: Situation, mix: boolean): void {
    if (this.win === null || this.covers(s)) return;
    if (mix && this.memo?.has(situationKey(s.innings, s.ballsLeft, s.wicketsLeft, s.runs))) return;
    this.win.at(s.innings, s.ballsLeft, s.wicketsLeft, s.runs);
    throw new RangeError(
      `situation (innings ${s.innings}, ${s.ballsLeft}, ${s.wicketsLeft}, ${s.runs}) is outside the window`,
    );
  }

  value(s: Situation): number {
    this.check(s);
    this.checkInside(s, false);
    return s.innings === 2
      ? this.v2(s.ballsLeft, s.wicketsLeft, s.runs)
      : this.v1(s.ballsLeft, s.wicketsLeft, s.runs);
  }

  winProbability(s: Situation): number {
    this.check(s);
    this.checkInside(s, false);
    return s.innings === 2
      ? this.w2(s.ballsLeft, s.wicketsLeft, s.runs)
      : this.w1(s.ballsLeft, s.wicketsLeft, s.runs);
  }

  private isOver(innings: 1 | 2, ballsLeft: number, wicketsLeft: number, runs: number): boolean {
    return ballsLeft === 0 || wicketsLeft === 0 || (innings === 2 && runs <= 0);
  }

  mixInto(innings: 1 | 2, ballsLeft: number, wicketsLeft: number, runs: number, out: Float64Array): void {
    if (this.isOver(innings, ballsLeft, wicketsLeft, runs)) {
      // No ball left to play: report a neutral pure choice rather than fail.
      out[0] = 0;
      out[1] = 1;
      out[2] = 0;
      out[3] = 0;
      out[4] = 1;
      out[5] = 0;
      return;
    }
    if (this.memo !== null) {
      const at = this.memo.get(situationKey(innings, ballsLeft, wicketsLeft, runs));
      if (at !== undefined) {
        const mixes = this.mixes as Float64Array;
        for (let i = 0; i < 6; i++) out[i] = mixes[at + i] as number;
        return;
      }
    }
    // A situation's mix is a function of the situation alone (the cells are fixed once built),
    // so small tables keep the mixes they solve, in a cache of recent ones by situation.
    const cells = this.values.length;
    if (cells === 0 || cells > MIX_CACHE_MAX_CELLS) {
      this.solveMix(innings, ballsLeft, wicketsLeft, runs, out);
      return;
    }
    const key = mixCacheKey(innings, ballsLeft, wicketsLeft, runs);
    if (key < 0) {
      this.solveMix(innings, ballsLeft, wicketsLeft, runs, out);
      return;
    }
    let tags = this.mixTags;
    let cached = this.mixCache;
    if (tags === null || cached === null) {
      let bits = 1;
      while (bits < MIX_CACHE_MAX_BITS && 1 << (bits + 1) < cells) bits++;
      this.mixShift = 32 - bits;
      tags = this.mixTags = new Int32Array(1 << bits).fill(-1);
      cached = this.mixCache = new Float64Array(6 << bits);
    }
    const slot = Math.imul(key, 0x9e3779b1) >>> this.mixShift;
    const at = 6 * slot;
    if (tags[slot] === key) {
      for (let i = 0; i < 6; i++) out[i] = cached[at + i] as number;
      return;
    }
    this.solveMix(innings, ballsLeft, wicketsLeft, runs, out);
    for (let i = 0; i < 6; i++) cached[at + i] = out[i] as number;
    tags[slot] = key;
  }

  /** The mix at a live situation solved from its successors' values (see {@link mixInto}). */
  private solveMix(
    innings: 1 | 2,
    ballsLeft: number,
    wicketsLeft: number,
    runs: number,
    out: Float64Array,
  ): void {
    if (this.win === null && ballsLeft <= this.totalBalls) {
      // The build solved this very game (the same successors and odds): settle it the same way.
      if (SLOTS === 7 && this.routes !== null && this.routeMix(innings, ballsLeft, wicketsLeft, runs, out))
        return;
      const route = this.routeAt(innings, ballsLeft, wicketsLeft, runs);
      this.wholeSuccessors(innings, ballsLeft, wicketsLeft, runs);
      if (route !== 0) {
        const detail = this.detail;
        const p = detail ?? (this.pairP[innings - 1] as Float64Array);
        const at =
          detail === null ? 0 : detailOffset(innings, this.phaseAt[ballsLeft] as number, wicketsLeft);
        const game = this.game;
        pairPayoffsInto(p, at, this.succ, game);
        solveGameAgain(game, route, this.solution);
        for (let i = 0; i < 6; i++) out[i] = this.solution[i] as number;
        return;
      }
    } else {
      this.successors(innings, ballsLeft, wicketsLeft, runs, false);
    }
    this.solveBall(innings, ballsLeft, wicketsLeft);
    for (let i = 0; i < 6; i++) out[i] = this.solution[i] as number;
  }

  /**
   * The mix at a live situation of whole tables, settled by the route the build took there (see
   * {@link GameRoute}) exactly as solveGameAs settles it (the value left out: a mix does not need
   * it): a saddle point's pure choices need no payoffs; otherwise the successors as
   * {@link wholeSuccessors} reads them and the payoffs the route reads, each summed as
   * {@link pairPayoffsInto} sums it. False, with nothing written, when no route is kept there.
   * Written out with locals: International's computer asks every ball.
   */
  private routeMix(innings: 1 | 2, b: number, w: number, runs: number, out: Float64Array): boolean {
    const values = this.values;
    const layout = this.layout;
    let s0: number;
    let s1: number;
    let s2: number;
    let s3: number;
    let s4: number;
    let s5: number;
    let s6: number;
    if (innings === 2) {
      const width = layout.width2[b - 1] as number;
      const row = (layout.off2[b - 1] as number) + w * width - 1;
      s0 = chaseSuccessor(values, row, width, runs);
      s1 = chaseSuccessor(values, row, width, runs - 1);
      s2 = chaseSuccessor(values, row, width, runs - 2);
      s3 = chaseSuccessor(values, row, width, runs - 3);
      s4 = chaseSuccessor(values, row, width, runs - 4);
      s5 = chaseSuccessor(values, row, width, runs - 6);
      s6 = chaseSuccessor(values, row - width, width, runs);
    } else {
      const runCap = layout.runCap;
      const width = layout.width1[b - 1] as number;
      const row = (layout.off1[b - 1] as number) + w * width;
      s0 = runs > runCap ? 1 : (values[row + runs] as number);
      s1 = runs + 1 > runCap ? 1 : (values[row + runs + 1] as number);
      s2 = runs + 2 > runCap ? 1 : (values[row + runs + 2] as number);
      s3 = runs + 3 > runCap ? 1 : (values[row + runs + 3] as number);
      s4 = runs + 4 > runCap ? 1 : (values[row + runs + 4] as number);
      s5 = runs + 6 > runCap ? 1 : (values[row + runs + 6] as number);
      s6 = runs > runCap ? 1 : (values[row - width + runs] as number);
    }
    // The successors are read before the route is looked at, so that their loads and the
    // route's all start at once rather than one after a branch on the other.
    const route = this.routeAt(innings, b, w, runs);
    if (route === 0) return false;
    if (route < TWO_BY_TWO_ROUTE) {
      const ri = ((route - 1) / 3) | 0;
      const cj = route - 1 - ri * 3;
      out[0] = ri === 0 ? 1 : 0;
      out[1] = ri === 1 ? 1 : 0;
      out[2] = ri === 2 ? 1 : 0;
      out[3] = cj === 0 ? 1 : 0;
      out[4] = cj === 1 ? 1 : 0;
      out[5] = cj === 2 ? 1 : 0;
      return true;
    }
    const detail = this.detail;
    const p = detail ?? (this.pairP[innings - 1] as Float64Array);
    const at = detail === null ? 0 : detailOffset(innings, this.phaseAt[b] as number, w);
    if (route >= TWO_BY_TWO_ROUTE + 9) {
      const game = this.game;
      // payoffOf written out: a call in a loop is not always inlined, and this is every ball
      // whose game has no saddle point and no 2×2 support.
      for (let c = 0, b = at; c < 9; c++, b += 7) {
        game[c] =
          0 +
          (p[b] as number) * s0 +
          (p[b + 1] as number) * s1 +
          (p[b + 2] as number) * s2 +
          (p[b + 3] as number) * s3 +
          (p[b + 4] as number) * s4 +
          (p[b + 5] as number) * s5 +
          (p[b + 6] as number) * s6;
      }
      enumeratedMixAs(game, route, out);
      return true;
    }
    const n = route - TWO_BY_TWO_ROUTE;
    const pairs = 4 * n;
    const pp = payoffOf(p, at + (SUPPORT_PAIRS[pairs] as number) * 7, s0, s1, s2, s3, s4, s5, s6);
    const q = payoffOf(p, at + (SUPPORT_PAIRS[pairs + 1] as number) * 7, s0, s1, s2, s3, s4, s5, s6);
    const r = payoffOf(p, at + (SUPPORT_PAIRS[pairs + 2] as number) * 7, s0, s1, s2, s3, s4, s5, s6);
    const t = payoffOf(p, at + (SUPPORT_PAIRS[pairs + 3] as number) * 7, s0, s1, s2, s3, s4, s5, s6);
    const denom = pp - q - r + t;
    const x = (t - r) / denom;
    const y = (t - q) / denom;
    const slots = 6 * n;
    out[SUPPORT_SLOTS[slots] as number] = x;
    out[SUPPORT_SLOTS[slots + 1] as number] = 1 - x;
    out[SUPPORT_SLOTS[slots + 2] as number] = 0;
    out[3 + (SUPPORT_SLOTS[slots + 3] as number)] = y;
    out[3 + (SUPPORT_SLOTS[slots + 4] as number)] = 1 - y;
    out[3 + (SUPPORT_SLOTS[slots + 5] as number)] = 0;
    return true;
  }

  /** The route the build took at a live cell of whole tables (see {@link routes}), 0 when none is kept. */
  private routeAt(innings: 1 | 2, b: number, w: number, runs: number): GameRoute {
    const routes = this.routes;
    if (routes === null || b < 1 || w < 1 || w > WICKETS) return 0;
    const layout = this.layout;
    if (innings === 2) {
      const width = layout.width2[b] as number;
      return runs >= 1 && runs <= width
        ? (routes[(layout.off2[b] as number) + w * width + runs - 1] ?? 0)
        : 0;
    }
    const width = layout.width1[b] as number;
    return runs >= 0 && runs < width ? (routes[(layout.off1[b] as number) + w * width + runs] ?? 0) : 0;
  }

  mix(s: Situation): BallMix {
    this.check(s);
    this.checkInside(s, true);
    const out = new Float64Array(6);
    this.mixInto(s.innings, s.ballsLeft, s.wicketsLeft, s.runs, out);
    return {
      bat: [out[0] as number, out[1] as number, out[2] as number],
      bowl: [out[3] as number, out[4] as number, out[5] as number],
    };
  }
}

/**
 * Tables for the Club/International model: every ball both sides choose a level and the pair
 * sets the odds (by default the pair levels' odds from {@link oddsForInnings}); each ball is
 * solved as a zero-sum matrix game, so values are the game's equilibrium values. `totalBalls`
 * is the balls per innings (1..600). Other `odds` exist for design experiments.
 */
export function buildEquilibriumTables(
  totalBalls: number,
  odds?: InningsOdds,
  rulesVersion: RulesVersion = 1,
): WinTables {
  return new Tables(totalBalls, null, odds ?? equilibriumOdds(totalBalls, rulesVersion), null, {
    rulesVersion,
  });
}

/** The odds a rules version's equilibrium tables for `totalBalls` balls are built on. */
function equilibriumOdds(totalBalls: number, rulesVersion: RulesVersion): InningsOdds {
  return oddsForInnings("international", true, rulesVersion, totalBalls / 6);
}

/**
 * Tables for Classic: the user's level alone sets each ball's odds, in both innings. Values are
 * the user's best play (maximising when batting, minimising the batting side's score when
 * bowling), so they depend on who bats first.
 */
export function buildClassicTables(totalBalls: number, userBatsFirst: boolean): WinTables {
  return new Tables(totalBalls, userBatsFirst, oddsForInnings("classic", userBatsFirst));
}

/**
 * Tables from built data (checked for size); they answer exactly as the tables that built it,
 * with the odds the same builder used.
 */
export function tablesFromData(data: WinTablesData): WinTables {
  const userBatsFirst = data.kind === "classic" ? data.userBatsFirst === true : null;
  const rulesVersion = data.rulesVersion ?? 1;
  const odds =
    data.odds !== undefined
      ? inningsOddsOf(data.odds.length === DETAIL_LENGTH ? inningsAverages(data.odds) : data.odds)
      : userBatsFirst === null
        ? equilibriumOdds(data.totalBalls, rulesVersion)
        : oddsForInnings("classic", userBatsFirst);
  return new Tables(
    data.totalBalls,
    userBatsFirst,
    odds,
    { values: data.values, wins: data.wins },
    {
      window: data.window,
      mixes: data.mixes,
      successors: data.successors,
      rulesVersion,
      key: data.key,
      detail: data.odds !== undefined && data.odds.length === DETAIL_LENGTH ? data.odds : undefined,
    },
  );
}

/**
 * The equilibrium's window from a second-innings situation `from`, built without the rest of
 * the tables: a chase's values read only smaller needs, so only needs up to `from.runs` are
 * built (and no first innings), cell by cell as {@link buildEquilibriumTables} builds them, so
 * every figure is the same. Much less work and memory than the whole tables.
 */
export function buildChaseWindow(
  totalBalls: number,
  from: Situation,
  rulesVersion: RulesVersion = 1,
  match?: MatchOdds,
): WinTables {
  if (from.innings !== 2 || !Number.isInteger(from.runs) || from.runs < 1) {
    throw new RangeError("a chase's window starts in the second innings with a run or more needed");
  }
  const odds = match?.odds ?? equilibriumOdds(totalBalls, rulesVersion);
  const key = match?.key;
  const detail = match?.detail;
  const start = new Tables(totalBalls, null, odds, null, { needLimit: from.runs, rulesVersion, key, detail });
  if (from.ballsLeft === totalBalls && from.wicketsLeft === WICKETS) return start;
  const data = start.window(from);
  return new Tables(totalBalls, null, odds, data, { window: data.window, rulesVersion, key, detail });
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

/** Numbers in a match's detailed odds. */
export const DETAIL_LENGTH = 2 * 3 * (WICKETS + 1) * 9 * SLOT_COUNT;

/** Where the odds of (innings, phase index, wickets left) start in a match's detailed odds. */
export function detailOffset(innings: 1 | 2, phase: number, wicketsLeft: number): number {
  return (((innings - 1) * 3 + phase) * (WICKETS + 1) + wicketsLeft) * 9 * SLOT_COUNT;
}

/** The equilibrium tables of one match (rules version 2 on), built on its own odds. */
export function buildMatchTables(
  totalBalls: number,
  rulesVersion: RulesVersion,
  match: MatchOdds,
): WinTables {
  return new Tables(totalBalls, null, match.odds, null, {
    rulesVersion,
    key: match.key,
    detail: match.detail,
  });
}

/** Each innings' plain average of a match's detailed odds (for the parts that read one set). */
function inningsAverages(detail: Float64Array): Float64Array {
  const n = 9 * SLOT_COUNT;
  const out = new Float64Array(2 * n);
  const cells = 3 * (WICKETS + 1);
  for (let innings = 0; innings < 2; innings++) {
    for (let c = 0; c < cells; c++) {
      const from = (innings * cells + c) * n;
      for (let i = 0; i < n; i++)
        out[innings * n + i] = (out[innings * n + i] as number) + (detail[from + i] as number) / cells;
    }
  }
  return out;
}

/** Both innings' probabilities, flat, the first innings first: what a match's tables carry as data. */
function flatOdds(odds: InningsOdds): Float64Array {
  const n = odds[0].probabilities.length;
  const flat = new Float64Array(2 * n);
  flat.set(odds[0].probabilities, 0);
  flat.set(odds[1].probabilities, n);
  return flat;
}

function inningsOddsOf(flat: Float64Array): InningsOdds {
  const n = flat.length / 2;
  if (!Number.isInteger(n) || n !== 9 * SLOTS) throw new RangeError("a match's tables carry 126 odds");
  return [oddsFromProbabilities(flat.slice(0, n)), oddsFromProbabilities(flat.slice(n))];
}

/** The three rows of the diagonal pairs (aggressive, normal, defensive each against itself). */
function diagonal(probabilities: Float64Array): Float64Array {
  const out = new Float64Array(3 * SLOTS);
  for (let i = 0; i < 3; i++) {
    for (let k = 0; k < SLOTS; k++) out[i * SLOTS + k] = probabilities[i * 4 * SLOTS + k] as number;
  }
  return out;
}
