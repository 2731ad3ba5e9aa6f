/**
 * What win tables answer: a situation's value and win probability, a ball's mixes (solved again
 * from the stored successors, settled the way the build settled them, and kept in small tables),
 * a ball solved with its own odds, and the tables as data or a window of them to hand on.
 */
import { SLOT_COUNT } from "../odds/ball-odds.ts";
import * as payoffs from "./ball-payoffs.ts";
import { enumeratedMixAs, saddleMixInto, solveGameAs, solveGameInto, type GameRoute } from "./matrix-game.ts";
import {
  MIX_CACHE_MAX_BITS,
  MIX_CACHE_MAX_CELLS,
  mixCacheKey,
  situationKey,
  WindowLayout,
} from "./table-layout.ts";
import * as tableOdds from "./table-odds.ts";
import { TableSolve } from "./table-solve.ts";
import {
  WICKETS,
  type BallMix,
  type Situation,
  type WinTables,
  type WinTablesData,
} from "./win-table-types.ts";
import type { InningsNumber } from "../match-state.ts";

// Imported bindings copied into module constants: some loaders compile imports to property
// getters, which cost more than the arithmetic in the build's inner loop and a mix's solve.
const SLOTS: number = SLOT_COUNT;
const solveGame: (a: Float64Array, out: Float64Array) => GameRoute = solveGameInto;
const solveGameAgain: (a: Float64Array, route: GameRoute, out: Float64Array) => void = solveGameAs;
const saddleMix: (route: GameRoute, out: Float64Array) => void = saddleMixInto;
const pairPayoffsInto: (p: Float64Array, at: number, succ: Float64Array, game: Float64Array) => void =
  payoffs.pairPayoffsInto;
const outcomeSum: (p: Float64Array, at: number, s: Float64Array) => number = payoffs.outcomeSum;
const chaseSuccessor: (values: Float64Array, row: number, width: number, need: number) => number =
  payoffs.chaseSuccessor;
const payoffOf = payoffs.payoffOf;
const TWO_BY_TWO_ROUTE: number = payoffs.TWO_BY_TWO_ROUTE;
const SUPPORT_PAIRS: Int8Array = payoffs.SUPPORT_PAIRS;
const SUPPORT_SLOTS: Int8Array = payoffs.SUPPORT_SLOTS;
const detailOffset: (innings: InningsNumber, phase: number, wicketsLeft: number) => number =
  tableOdds.detailOffset;

/** Built or adopted win tables (see win-tables.ts for how they are built). */
export class Tables extends TableSolve implements WinTables {
  data(): WinTablesData {
    return this.dataOf(this.values, this.wins, this.win?.from, this.mixes, this.successorRows);
  }

  /** These tables' data with the given cells, and a window's situation, mixes and successors. */
  private dataOf(
    values: Float64Array,
    wins: Float64Array,
    window: Situation | undefined,
    mixes: Float64Array | null,
    successors: Float64Array | null,
  ): WinTablesData {
    return {
      kind: this.kind,
      totalBalls: this.totalBalls,
      ...(this.rulesVersion === 1 ? {} : { rulesVersion: this.rulesVersion }),
      ...(this.key === undefined ? {} : { key: this.key, odds: this.oddsData }),
      userBatsFirst: this.userBatsFirst,
      values,
      wins,
      ...(window === undefined ? {} : { window }),
      ...(mixes === null ? {} : { mixes }),
      ...(successors === null ? {} : { successors }),
    };
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
    return this.dataOf(
      values,
      wins,
      { innings, ballsLeft: b0, wicketsLeft: w0, runs: r0 },
      rows.length === 0 ? null : Float64Array.from(rows),
      successorRows.length === 0 ? null : Float64Array.from(successorRows),
    );
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

  value(s: Situation): number {
    return this.cellAt(s, false);
  }

  winProbability(s: Situation): number {
    return this.cellAt(s, true);
  }

  /** The value, or with `wins` the win probability, at a situation checked to be inside. */
  private cellAt(s: Situation, wins: boolean): number {
    this.check(s);
    this.checkInside(s, false);
    const { ballsLeft: b, wicketsLeft: w, runs } = s;
    if (s.innings === 2) return wins ? this.w2(b, w, runs) : this.v2(b, w, runs);
    return wins ? this.w1(b, w, runs) : this.v1(b, w, runs);
  }

  mixInto(
    innings: InningsNumber,
    ballsLeft: number,
    wicketsLeft: number,
    runs: number,
    out: Float64Array,
  ): void {
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
    innings: InningsNumber,
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
  private routeMix(innings: InningsNumber, b: number, w: number, runs: number, out: Float64Array): boolean {
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
      saddleMix(route, out);
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
  private routeAt(innings: InningsNumber, b: number, w: number, runs: number): GameRoute {
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
