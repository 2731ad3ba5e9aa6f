/**
 * The equilibrium tables' build as it was before the row-by-row build (table-build.ts): cell by
 * cell, each successor read with its own branch, each ball's payoffs summed and its game solved
 * by {@link solveGameInto}, its win probability summed over the pairs the mixes play. Kept as
 * the reference the faster build is held to (every value, win probability, route and mix the
 * same), by the tests and by `bench/tables.ts`, which times both in one run. Not used by the
 * engine. Equilibrium tables only (Classic's build did not change).
 */
import type { InningsOdds } from "../../odds/ball-odds.ts";
import { phaseOf } from "../../odds/rated-odds.ts";
import { SOLUTION_SIZE, solveGameInto, type GameRoute } from "../matrix-game.ts";
import { detailOffset, needCap, WICKETS, type MatchOdds } from "../win-tables.ts";
import type { InningsNumber } from "../../match-state.ts";

const SLOTS = 7;
const RUN_STEP = [0, 1, 2, 3, 4, 6] as const;
// As the old build had them: imported bindings in module constants (some loaders compile
// imports to property getters).
const solve: (a: Float64Array, out: Float64Array) => GameRoute = solveGameInto;

/** The nine pairs' payoffs, each `0 + p₀s₀ + … + p₆s₆` in outcome order (the old pairPayoffsInto). */
function pairPayoffsInto(p: Float64Array, at: number, succ: Float64Array, game: Float64Array): void {
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

/** The sum over the seven outcomes of p[at + k] × s[k], in outcome order from 0 (the old outcomeSum). */
function outcomeSum(p: Float64Array, at: number, s: Float64Array): number {
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

/** Where each row lives, as win-tables.ts lays the cells out. */
export interface ReferenceLayout {
  readonly total: number;
  readonly off2: Int32Array;
  readonly width2: Int32Array;
  readonly off1: Int32Array;
  readonly width1: Int32Array;
  readonly runCap: number;
}

/** What the reference build gives: every cell's value, win probability, route and both mixes. */
export interface ReferenceCells {
  readonly layout: ReferenceLayout;
  readonly values: Float64Array;
  readonly wins: Float64Array;
  readonly routes: Uint8Array;
  /**
   * Six numbers a cell (the batting mix, then the bowling mix), zero where no game was solved;
   * empty unless asked for (the old build kept none, so it is timed without them).
   */
  readonly mixes: Float64Array;
}

/** The cells' layout, as win-tables.ts's layoutFor (needLimit: a chase's window from its start). */
export function referenceLayout(totalBalls: number, needLimit = Infinity): ReferenceLayout {
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
 * Builds equilibrium tables the old way: on one set of odds per innings (`odds`), or on a
 * match's odds of every (innings, phase, wickets left) when `match` is given; only the chase's
 * needs up to `needLimit` (and no first innings) when it is given; every cell's mixes too when
 * `withMixes`.
 */
export function referenceEquilibriumCells(
  totalBalls: number,
  odds: InningsOdds,
  match?: Pick<MatchOdds, "detail">,
  needLimit?: number,
  withMixes = true,
): ReferenceCells {
  const T = totalBalls;
  const layout = referenceLayout(T, needLimit);
  const { off2, width2, off1, width1, runCap } = layout;
  const values = new Float64Array(layout.total);
  const wins = new Float64Array(layout.total);
  const routes = new Uint8Array(layout.total);
  const mixes = new Float64Array(withMixes ? 6 * layout.total : 0);
  const detail = match?.detail ?? null;
  const pairP = [odds[0].probabilities, odds[1].probabilities] as const;
  const phaseAt = new Uint8Array(T + 1);
  for (let b = 1; b <= T; b++) {
    const phase = phaseOf(Math.floor((T - b) / 6), T / 6);
    phaseAt[b] = phase === "powerplay" ? 0 : phase === "middle" ? 1 : 2;
  }
  const succ = new Float64Array(SLOTS);
  const succWin = new Float64Array(SLOTS);
  const game = new Float64Array(9);
  const out = new Float64Array(SOLUTION_SIZE);

  /** Solves the ball whose successors are in succ/succWin and writes its cell, as the old build did. */
  const solveInto = (innings: InningsNumber, b: number, w: number, cell: number): void => {
    const p = detail ?? (pairP[innings - 1] as Float64Array);
    const at = detail === null ? 0 : detailOffset(innings, phaseAt[b] as number, w);
    pairPayoffsInto(p, at, succ, game);
    const route: GameRoute = solve(game, out);
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
    values[cell] = out[6] as number;
    wins[cell] = win;
    routes[cell] = route;
    if (withMixes) for (let i = 0; i < 6; i++) mixes[6 * cell + i] = out[i] as number;
  };

  // The chase's terminal rows: a tie if one run was still needed, otherwise lost.
  for (let b = 0; b <= T; b++) {
    for (let w = 0; w <= WICKETS; w++) {
      if (b > 0 && w > 0) continue;
      if ((width2[b] as number) > 0) values[(off2[b] as number) + w * (width2[b] as number)] = 0.5;
    }
  }
  for (let b = 1; b <= T; b++) {
    const width = width2[b] as number;
    const prevWidth = width2[b - 1] as number;
    for (let w = 1; w <= WICKETS; w++) {
      const row = (off2[b - 1] as number) + w * prevWidth - 1;
      const wicketRow = row - prevWidth;
      for (let need = 1; need <= width; need++) {
        for (let k = 0; k < 6; k++) {
          const n = need - (RUN_STEP[k] as number);
          succ[k] = n <= 0 ? 1 : n > prevWidth ? 0 : (values[row + n] as number);
          succWin[k] = n <= 0 ? 1 : n > prevWidth ? 0 : (wins[row + n] as number);
        }
        succ[6] = need > prevWidth ? 0 : (values[wicketRow + need] as number);
        succWin[6] = need > prevWidth ? 0 : (wins[wicketRow + need] as number);
        solveInto(2, b, w, (off2[b] as number) + w * width + need - 1);
      }
    }
  }
  if (needLimit !== undefined) return { layout, values, wins, routes, mixes };
  // The first innings' terminal rows: the chase starts with need = total + 1; the side batting
  // first wins when the chaser neither wins nor ties.
  const startWidth = width2[T] as number;
  const start = (off2[T] as number) + WICKETS * startWidth - 1;
  for (let b = 0; b <= T; b++) {
    const width = width1[b] as number;
    for (let w = 0; w <= WICKETS; w++) {
      if (b > 0 && w > 0) continue;
      for (let runs = 0; runs < width; runs++) {
        const need = runs + 1;
        const v = need > startWidth ? 0 : (values[start + need] as number);
        const win = need > startWidth ? 0 : (wins[start + need] as number);
        values[(off1[b] as number) + w * width + runs] = 1 - v;
        wins[(off1[b] as number) + w * width + runs] = 1 + win - 2 * v;
      }
    }
  }
  for (let b = 1; b <= T; b++) {
    const width = width1[b] as number;
    const prevWidth = width1[b - 1] as number;
    for (let w = 1; w <= WICKETS; w++) {
      const row = (off1[b - 1] as number) + w * prevWidth;
      const wicketRow = row - prevWidth;
      for (let runs = 0; runs < width; runs++) {
        for (let k = 0; k < 6; k++) {
          const total = runs + (RUN_STEP[k] as number);
          succ[k] = total > runCap ? 1 : (values[row + total] as number);
          succWin[k] = total > runCap ? 1 : (wins[row + total] as number);
        }
        succ[6] = values[wicketRow + runs] as number;
        succWin[6] = wins[wicketRow + runs] as number;
        solveInto(1, b, w, (off1[b] as number) + w * width + runs);
      }
    }
  }
  return { layout, values, wins, routes, mixes };
}
