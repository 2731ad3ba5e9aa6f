/**
 * Where the win tables keep each situation: the bounds on a chase's need, the rows of whole
 * tables and of a window, the shape tables are built or adopted in, and the keys of the mixes
 * a table keeps.
 */
import { SLOT_COUNT } from "../odds/ball-odds.ts";
import type { RulesVersion } from "../rules-version.ts";
import { WICKETS, type Situation } from "./win-table-types.ts";
import type { InningsNumber } from "../match-state.ts";

const SLOTS: number = SLOT_COUNT;

const NEED_SLOPE = 3;
const NEED_MARGIN = 61;

/** Largest need stored with b balls left; needs above it count as lost. */
export function needCap(ballsLeft: number): number {
  const exact = 6 * ballsLeft + 1;
  const bound = NEED_SLOPE * ballsLeft + NEED_MARGIN;
  return exact < bound ? exact : bound;
}

export const RUN_STEP = [0, 1, 2, 3, 4, 6] as const;

export interface Layout {
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
export function layoutFor(totalBalls: number, needLimit = Infinity): Layout {
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
export class WindowLayout {
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
  indexOf(innings: InningsNumber, b: number, w: number, runs: number): number {
    const { from } = this;
    if (innings !== from.innings || b < 0 || b > from.ballsLeft || w < 0 || w > from.wicketsLeft) return -1;
    const width = this.width[b] as number;
    const col = innings === 1 ? runs - from.runs : runs - 1;
    if (col < 0 || col >= width) return -1;
    return (this.off[b] as number) + w * width + col;
  }

  /** {@link indexOf}, throwing outside: a window never answers for what it does not hold. */
  at(innings: InningsNumber, b: number, w: number, runs: number): number {
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
export interface Shape {
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

export const MIX_ROW = 10;
export const SUCCESSOR_ROW = 4 + 2 * SLOTS;

/**
 * Tables of at most this many cells keep the mixes they solve (see {@link WinTables.mixInto}):
 * the short formats', whose matches pass through the same few situations again and again. In
 * larger tables a match seldom meets a situation solved before, and the cache would only take
 * memory and cache lines from the solve.
 */
export const MIX_CACHE_MAX_CELLS = 1 << 17;
/** At most this many mixes kept (about 1.7 MB); half as many as the table has cells, rounded up to a power of two, when fewer. */
export const MIX_CACHE_MAX_BITS = 15;

/**
 * A live situation as one non-negative integer (innings, balls left below 1024, wickets left
 * below 16, runs 0..4095), or −1 when it does not fit, which is then solved uncached.
 */
export function mixCacheKey(innings: number, b: number, w: number, runs: number): number {
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

export function situationKey(innings: number, b: number, w: number, runs: number): string {
  return `${innings}/${b}/${w}/${runs}`;
}

/** Which player chooses in Classic, per innings: +1 the batting side maximises, −1 the bowling side minimises. */
export type Chooser = readonly [number, number];
