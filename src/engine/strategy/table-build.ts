/**
 * The equilibrium tables' build, row by row: every cell of a row (one innings, balls left and
 * wickets left) reads only the row one ball later (and the one a wicket below it), with the
 * same odds, so a row's nine payoffs are computed for all its cells at once, pair by pair, over
 * a copy of the successor row padded with the decided figures (1 for a need met or a total
 * beyond the stored cap, 0 for a need beyond the row), instead of cell by cell with a branch
 * for each successor. Each cell's payoff is still `0 + p₀s₀ + … + p₆s₆` in outcome order, its
 * game is solved by the same {@link solveGameInto}, and its win probability summed as before,
 * so every value, win probability and route is the one the cell-by-cell build gave (pinned by
 * `table-build.test.ts` against that build, kept in `test-support/reference-win-tables.ts`).
 */
import { solveBuildGame } from "./build-game.ts";
import { SOLUTION_SIZE, type GameRoute } from "./matrix-game.ts";
import type { InningsNumber } from "../match-state.ts";

// Imported bindings copied into module constants: some loaders compile imports to property
// getters, which cost more than the arithmetic in the build's inner loop.
const SOLUTION: number = SOLUTION_SIZE;
const solve: (
  pay: Float64Array,
  i: number,
  stride: number,
  game: Float64Array,
  out: Float64Array,
) => GameRoute = solveBuildGame;

/** Wickets an innings has (as in win-tables.ts). */
const WICKETS = 10;
/** Outcomes of a ball: dot, 1, 2, 3, 4, 6, wicket. */
const SLOTS = 7;
/** Room before a padded row's first cell: the largest run step. */
const PAD = 6;

/** Where each row lives (see win-tables.ts's layoutFor). */
export interface CellLayout {
  readonly off2: Int32Array;
  readonly width2: Int32Array;
  readonly off1: Int32Array;
  readonly width1: Int32Array;
  readonly runCap: number;
}

/** Where a row's odds are: the nine pairs × seven slots from `at` in `p`. */
export interface RowOdds {
  /** A match's odds of every (innings, phase, wickets left), or null for one set per innings. */
  readonly detail: Float64Array | null;
  readonly pairP: readonly [Float64Array, Float64Array];
  /** The phase of the ball bowled with b balls left. */
  readonly phaseAt: Uint8Array;
}

/** Where the odds of (innings, phase index, wickets left) start in a match's detailed odds. */
function detailAt(innings: InningsNumber, phase: number, wicketsLeft: number): number {
  return (((innings - 1) * 3 + phase) * (WICKETS + 1) + wicketsLeft) * 9 * SLOTS;
}

/** Scratch for one build: padded successor rows, the row's payoffs, one game and its solution. */
class Scratch {
  readonly succ: Float64Array;
  readonly succWin: Float64Array;
  readonly wicket: Float64Array;
  readonly wicketWin: Float64Array;
  readonly payoffs: Float64Array;
  readonly game = new Float64Array(9);
  readonly solution = new Float64Array(SOLUTION);
  readonly stride: number;

  constructor(maxWidth: number) {
    this.stride = maxWidth + PAD + 1;
    this.succ = new Float64Array(this.stride + PAD);
    this.succWin = new Float64Array(this.stride + PAD);
    this.wicket = new Float64Array(this.stride);
    this.wicketWin = new Float64Array(this.stride);
    this.payoffs = new Float64Array(9 * this.stride);
  }
}

/**
 * The nine pairs' payoffs of every cell of a row: payoffs[c × stride + i] for cell i (from
 * `first`), from the padded successors `succ` (outcome k of cell i at succ[i + shift[k]]) and
 * the wicket's `wicket[i]`. Three pairs a pass (one bowling line's batting plans, or rather
 * pairs c, c + 1, c + 2): each cell's seven successors are read once for the three sums, whose
 * 21 odds stay in locals; each sum is still `0 + q₀s₀ + … + q₆s₆` in outcome order, so the
 * same bits (one pair a pass read the successors nine times and took about 1.45× as long).
 */
function rowPayoffs(
  p: Float64Array,
  at: number,
  succ: Float64Array,
  wicket: Float64Array,
  s0: number,
  s1: number,
  s2: number,
  s3: number,
  s4: number,
  s5: number,
  first: number,
  end: number,
  payoffs: Float64Array,
  stride: number,
): void {
  for (let c = 0; c < 9; c += 3) {
    const b = at + c * SLOTS;
    const q0 = p[b] as number;
    const q1 = p[b + 1] as number;
    const q2 = p[b + 2] as number;
    const q3 = p[b + 3] as number;
    const q4 = p[b + 4] as number;
    const q5 = p[b + 5] as number;
    const q6 = p[b + 6] as number;
    const r0 = p[b + 7] as number;
    const r1 = p[b + 8] as number;
    const r2 = p[b + 9] as number;
    const r3 = p[b + 10] as number;
    const r4 = p[b + 11] as number;
    const r5 = p[b + 12] as number;
    const r6 = p[b + 13] as number;
    const t0 = p[b + 14] as number;
    const t1 = p[b + 15] as number;
    const t2 = p[b + 16] as number;
    const t3 = p[b + 17] as number;
    const t4 = p[b + 18] as number;
    const t5 = p[b + 19] as number;
    const t6 = p[b + 20] as number;
    const out = c * stride;
    const out2 = out + stride;
    const out3 = out2 + stride;
    for (let i = first; i < end; i++) {
      const x0 = succ[i + s0] as number;
      const x1 = succ[i + s1] as number;
      const x2 = succ[i + s2] as number;
      const x3 = succ[i + s3] as number;
      const x4 = succ[i + s4] as number;
      const x5 = succ[i + s5] as number;
      const x6 = wicket[i] as number;
      payoffs[out + i] = 0 + q0 * x0 + q1 * x1 + q2 * x2 + q3 * x3 + q4 * x4 + q5 * x5 + q6 * x6;
      payoffs[out2 + i] = 0 + r0 * x0 + r1 * x1 + r2 * x2 + r3 * x3 + r4 * x4 + r5 * x5 + r6 * x6;
      payoffs[out3 + i] = 0 + t0 * x0 + t1 * x1 + t2 * x2 + t3 * x3 + t4 * x4 + t5 * x5 + t6 * x6;
    }
  }
}

/**
 * Solves cells first..end − 1 of a row whose payoffs are in scratch: writes each one's value,
 * win probability and route at cellBase + i. The win probability is the sum, pair by pair in order (bat, then bowl), of
 * the pairs both mixes play, weighted by the product of the two mixes, each pair's figure its
 * seven outcomes' odds times the successors' win probabilities summed in outcome order from 0,
 * as the cell-by-cell build summed it: a saddle point's one pair (weight 1 × 1), a 2×2
 * support's four, or every pair with a nonzero weight. Written out with locals: a call per
 * pair was not inlined, and passed its figure boxed.
 */
function solveRow(
  scratch: Scratch,
  p: Float64Array,
  at: number,
  first: number,
  end: number,
  s0: number,
  s1: number,
  s2: number,
  s3: number,
  s4: number,
  s5: number,
  values: Float64Array,
  wins: Float64Array,
  routes: Uint8Array | null,
  cellBase: number,
): void {
  const { game, solution, payoffs, stride, succWin, wicketWin } = scratch;
  for (let i = first; i < end; i++) {
    const cell = cellBase + i;
    const route = solve(payoffs, i, stride, game, solution);
    const w0 = succWin[i + s0] as number;
    const w1 = succWin[i + s1] as number;
    const w2 = succWin[i + s2] as number;
    const w3 = succWin[i + s3] as number;
    const w4 = succWin[i + s4] as number;
    const w5 = succWin[i + s5] as number;
    const w6 = wicketWin[i] as number;
    let win = 0;
    if (route < 10) {
      const b = at + (route - 1) * SLOTS;
      win =
        0 +
        (p[b] as number) * w0 +
        (p[b + 1] as number) * w1 +
        (p[b + 2] as number) * w2 +
        (p[b + 3] as number) * w3 +
        (p[b + 4] as number) * w4 +
        (p[b + 5] as number) * w5 +
        (p[b + 6] as number) * w6;
    } else if (route < 19) {
      // A 2×2 support: rows r < r′ played x and 1 − x, columns c < c′ played y and 1 − y, so the
      // pairs in order are (r, c), (r, c′), (r′, c), (r′, c′), each weight nonzero or an
      // underflow to 0 that adds nothing.
      const k = 4 * (route - 10);
      const r = SUPPORT_LINES[k] as number;
      const r2 = SUPPORT_LINES[k + 1] as number;
      const c = SUPPORT_LINES[k + 2] as number;
      const c2 = SUPPORT_LINES[k + 3] as number;
      const x = solution[r] as number;
      const u = solution[r2] as number;
      const y = solution[3 + c] as number;
      const v = solution[3 + c2] as number;
      const b1 = at + (r * 3 + c) * SLOTS;
      const b2 = at + (r * 3 + c2) * SLOTS;
      const b3 = at + (r2 * 3 + c) * SLOTS;
      const b4 = at + (r2 * 3 + c2) * SLOTS;
      win =
        0 +
        x *
          y *
          (0 +
            (p[b1] as number) * w0 +
            (p[b1 + 1] as number) * w1 +
            (p[b1 + 2] as number) * w2 +
            (p[b1 + 3] as number) * w3 +
            (p[b1 + 4] as number) * w4 +
            (p[b1 + 5] as number) * w5 +
            (p[b1 + 6] as number) * w6) +
        x *
          v *
          (0 +
            (p[b2] as number) * w0 +
            (p[b2 + 1] as number) * w1 +
            (p[b2 + 2] as number) * w2 +
            (p[b2 + 3] as number) * w3 +
            (p[b2 + 4] as number) * w4 +
            (p[b2 + 5] as number) * w5 +
            (p[b2 + 6] as number) * w6) +
        u *
          y *
          (0 +
            (p[b3] as number) * w0 +
            (p[b3 + 1] as number) * w1 +
            (p[b3 + 2] as number) * w2 +
            (p[b3 + 3] as number) * w3 +
            (p[b3 + 4] as number) * w4 +
            (p[b3 + 5] as number) * w5 +
            (p[b3 + 6] as number) * w6) +
        u *
          v *
          (0 +
            (p[b4] as number) * w0 +
            (p[b4 + 1] as number) * w1 +
            (p[b4 + 2] as number) * w2 +
            (p[b4 + 3] as number) * w3 +
            (p[b4 + 4] as number) * w4 +
            (p[b4 + 5] as number) * w5 +
            (p[b4 + 6] as number) * w6);
    } else {
      for (let r = 0; r < 3; r++) {
        const x = solution[r] as number;
        if (x === 0) continue;
        for (let c = 0; c < 3; c++) {
          const xy = x * (solution[3 + c] as number);
          if (xy === 0) continue;
          const b = at + (r * 3 + c) * SLOTS;
          win +=
            xy *
            (0 +
              (p[b] as number) * w0 +
              (p[b + 1] as number) * w1 +
              (p[b + 2] as number) * w2 +
              (p[b + 3] as number) * w3 +
              (p[b + 4] as number) * w4 +
              (p[b + 5] as number) * w5 +
              (p[b + 6] as number) * w6);
        }
      }
    }
    values[cell] = solution[6] as number;
    wins[cell] = win;
    if (routes !== null) routes[cell] = route;
  }
}

/** Each 2×2 support's rows r < r′ and columns c < c′, in the solver's order of supports. */
const SUPPORT_LINES = Int8Array.from([
  0, 1, 1, 2, 0, 1, 0, 1, 0, 1, 0, 2, 0, 2, 0, 1, 0, 2, 0, 2, 0, 2, 1, 2, 1, 2, 0, 1, 1, 2, 0, 2, 1, 2, 1, 2,
]);

/**
 * Whether every successor of cell i, value and win probability alike, is exactly 1: a ball
 * whose outcome cannot matter. Its game is then the row's odds summed against ones, the same
 * for every such cell of the row, and so are its value, win probability and route.
 */
function decided(
  scratch: Scratch,
  i: number,
  s0: number,
  s1: number,
  s2: number,
  s3: number,
  s4: number,
  s5: number,
): boolean {
  const { succ, succWin, wicket, wicketWin } = scratch;
  return (
    succ[i + s0] === 1 &&
    succ[i + s1] === 1 &&
    succ[i + s2] === 1 &&
    succ[i + s3] === 1 &&
    succ[i + s4] === 1 &&
    succ[i + s5] === 1 &&
    wicket[i] === 1 &&
    succWin[i + s0] === 1 &&
    succWin[i + s1] === 1 &&
    succWin[i + s2] === 1 &&
    succWin[i + s3] === 1 &&
    succWin[i + s4] === 1 &&
    succWin[i + s5] === 1 &&
    wicketWin[i] === 1
  );
}

/** Copies a solved cell's value, win probability and route to the cells from..end − 1. */
function copyCell(
  values: Float64Array,
  wins: Float64Array,
  routes: Uint8Array | null,
  source: number,
  from: number,
  end: number,
): void {
  if (end <= from) return;
  values.fill(values[source] as number, from, end);
  wins.fill(wins[source] as number, from, end);
  if (routes !== null) routes.fill(routes[source] as number, from, end);
}

/**
 * Fills the live cells of equilibrium tables (the terminal rows are the caller's): the chase's
 * every row, then the first innings' when `firstInnings` (its terminal rows must be written
 * between the two: `firstTerminals` is called then).
 */
export function buildEquilibriumCells(
  totalBalls: number,
  layout: CellLayout,
  odds: RowOdds,
  values: Float64Array,
  wins: Float64Array,
  routes: Uint8Array | null,
  firstTerminals: (() => void) | null,
): void {
  const { off2, width2, off1, width1, runCap } = layout;
  let maxWidth = 0;
  for (let b = 0; b <= totalBalls; b++) {
    maxWidth = Math.max(maxWidth, width2[b] as number, firstTerminals === null ? 0 : (width1[b] as number));
  }
  const scratch = new Scratch(maxWidth);
  const { succ, succWin, wicket, wicketWin, payoffs, stride } = scratch;
  const { detail, pairP, phaseAt } = odds;
  for (let b = 1; b <= totalBalls; b++) {
    const width = width2[b] as number;
    const base = off2[b] as number;
    const prevWidth = width2[b - 1] as number;
    const prevBase = off2[b - 1] as number;
    for (let w = 1; w <= WICKETS; w++) {
      const row = prevBase + w * prevWidth - 1;
      const wicketRow = row - prevWidth;
      // Need n's outcome k reads need n − step: succ[PAD + n'] holds need n' (1 at or below 0,
      // 0 above the row), and cell i is need i + 1.
      for (let n = -PAD + 1; n <= 0; n++) {
        succ[PAD + n] = 1;
        succWin[PAD + n] = 1;
      }
      // The successor row holds needs 1..prevWidth (never more than this row's width).
      succ.set(values.subarray(row + 1, row + 1 + prevWidth), PAD + 1);
      succ.fill(0, PAD + 1 + prevWidth, PAD + 1 + width);
      succWin.set(wins.subarray(row + 1, row + 1 + prevWidth), PAD + 1);
      succWin.fill(0, PAD + 1 + prevWidth, PAD + 1 + width);
      wicket.set(values.subarray(wicketRow + 1, wicketRow + 1 + prevWidth), 0);
      wicket.fill(0, prevWidth, width);
      wicketWin.set(wins.subarray(wicketRow + 1, wicketRow + 1 + prevWidth), 0);
      wicketWin.fill(0, prevWidth, width);
      const p = detail ?? (pairP[1] as Float64Array);
      const at = detail === null ? 0 : detailAt(2, phaseAt[b] as number, w);
      // Cell i (need i + 1): outcome k at succ[PAD + i + 1 − step]. The smallest needs may be
      // won whatever happens (every successor exactly 1): solved once, at the last of them.
      let first = 0;
      while (first < width && decided(scratch, first, 7, 6, 5, 4, 3, 1)) first++;
      first = first > 0 ? first - 1 : 0;
      rowPayoffs(p, at, succ, wicket, 7, 6, 5, 4, 3, 1, first, width, payoffs, stride);
      const cellBase = base + w * width;
      solveRow(scratch, p, at, first, width, 7, 6, 5, 4, 3, 1, values, wins, routes, cellBase);
      copyCell(values, wins, routes, cellBase + first, cellBase, cellBase + first);
    }
  }
  if (firstTerminals === null) return;
  firstTerminals();
  for (let b = 1; b <= totalBalls; b++) {
    const width = width1[b] as number;
    const base = off1[b] as number;
    const prevWidth = width1[b - 1] as number;
    const prevBase = off1[b - 1] as number;
    for (let w = 1; w <= WICKETS; w++) {
      const row = prevBase + w * prevWidth;
      const wicketRow = row - prevWidth;
      // Total t's outcome k reads total t + step: succ[t'] holds total t' (1 beyond the stored
      // cap, which is the successor row's end here).
      const end = width + PAD;
      const inside = Math.min(end, prevWidth, runCap + 1);
      succ.set(values.subarray(row, row + inside), 0);
      succ.fill(1, inside, end);
      succWin.set(wins.subarray(row, row + inside), 0);
      succWin.fill(1, inside, end);
      wicket.set(values.subarray(wicketRow, wicketRow + width), 0);
      wicketWin.set(wins.subarray(wicketRow, wicketRow + width), 0);
      const p = detail ?? (pairP[0] as Float64Array);
      const at = detail === null ? 0 : detailAt(1, phaseAt[b] as number, w);
      // The largest totals may win whatever happens (every successor exactly 1): solved once,
      // at the first of them.
      let end1 = width;
      while (end1 > 0 && decided(scratch, end1 - 1, 0, 1, 2, 3, 4, 6)) end1--;
      end1 = end1 < width ? end1 + 1 : width;
      rowPayoffs(p, at, succ, wicket, 0, 1, 2, 3, 4, 6, 0, end1, payoffs, stride);
      const cellBase = base + w * width;
      solveRow(scratch, p, at, 0, end1, 0, 1, 2, 3, 4, 6, values, wins, routes, cellBase);
      copyCell(values, wins, routes, cellBase + end1 - 1, cellBase + end1, cellBase + width);
    }
  }
}
