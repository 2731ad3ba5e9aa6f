/**
 * Filling win tables' cells by backward induction: each live situation's ball solved from its
 * successors (a 3×3 zero-sum game for the equilibrium levels, the user's best level in
 * Classic), the chase first, then the first innings from the chase's starts. Equilibrium cells
 * are filled by table-build.ts's loop; Classic's here.
 */
import { SLOT_COUNT } from "../odds/ball-odds.ts";
import * as payoffs from "./ball-payoffs.ts";
import { solveGameInto, type GameRoute } from "./matrix-game.ts";
import { buildEquilibriumCells } from "./table-build.ts";
import { TableCells } from "./table-cells.ts";
import * as layouts from "./table-layout.ts";
import * as tableOdds from "./table-odds.ts";
import { WICKETS } from "./win-table-types.ts";
import type { InningsNumber } from "../match-state.ts";

// Imported bindings copied into module constants: some loaders compile imports to property
// getters, which cost more than the arithmetic in the build's inner loop and a mix's solve.
const SLOTS: number = SLOT_COUNT;
const solveGame: (a: Float64Array, out: Float64Array) => GameRoute = solveGameInto;
const pairPayoffsInto: (p: Float64Array, at: number, succ: Float64Array, game: Float64Array) => void =
  payoffs.pairPayoffsInto;
const outcomeSum: (p: Float64Array, at: number, s: Float64Array) => number = payoffs.outcomeSum;
const detailOffset: (innings: InningsNumber, phase: number, wicketsLeft: number) => number =
  tableOdds.detailOffset;
const RUN_STEP: readonly number[] = layouts.RUN_STEP;

/** Tables whose cells are filled here when they are not given built. */
export class TableSolve extends TableCells {
  /** As {@link TableCells}: the cells are solved here when `built` is null or left out. */
  constructor(...args: ConstructorParameters<typeof TableCells>) {
    super(...args);
    const [, , , built = null, shape = {}] = args;
    // A window built from the chase's start (needLimit) has no first innings.
    if (built === null) this.build(shape.needLimit === undefined);
  }

  /**
   * Solves the ball at a live situation whose successors are in succ: writes the mixes to
   * solution[0..5] and returns the value. Shared by the build and by mix().
   */
  protected solveBall(innings: InningsNumber, b: number, w: number): number {
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
  protected ballWin(innings: InningsNumber, b: number, w: number): number {
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
  protected firstInningsTerminals(): void {
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
  protected build(firstInnings: boolean): void {
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
}
