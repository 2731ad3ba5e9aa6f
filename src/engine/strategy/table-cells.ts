/**
 * Win tables' cells: the arrays, their layout (whole tables or a window) and the odds they are
 * built on, and the reads every part shares (a situation's cell, its value and win probability,
 * the seven outcomes' successors). table-solve.ts fills the cells and tables.ts answers from
 * them: three classes, one on another, each in a file of its own.
 */
import { SLOT_COUNT, type InningsOdds } from "../odds/ball-odds.ts";
import { phaseOf } from "../odds/rated-odds.ts";
import type { RulesVersion } from "../rules-version.ts";
import { SOLUTION_SIZE, type GameRoute } from "./matrix-game.ts";
import * as layouts from "./table-layout.ts";
import {
  layoutFor,
  MIX_ROW,
  situationKey,
  SUCCESSOR_ROW,
  WindowLayout,
  type Chooser,
  type Layout,
  type Shape,
} from "./table-layout.ts";
import { DETAIL_LENGTH, diagonal, flatOdds } from "./table-odds.ts";
import { WICKETS, type Situation } from "./win-table-types.ts";
import type { InningsNumber } from "../match-state.ts";

// Imported bindings copied into module constants: some loaders compile imports to property
// getters, which cost more than the arithmetic in the build's inner loop and a mix's solve.
const SLOTS: number = SLOT_COUNT;
const needCap: (ballsLeft: number) => number = layouts.needCap;
const RUN_STEP: readonly number[] = layouts.RUN_STEP;

/** The cells of built or adopted tables (see tables.ts for what they answer). */
export class TableCells {
  readonly kind: "equilibrium" | "classic";
  readonly totalBalls: number;
  readonly userBatsFirst: boolean | null;
  readonly rulesVersion: RulesVersion;
  protected readonly key: string | undefined;
  protected readonly oddsData: Float64Array | undefined;
  protected readonly layout: Layout;
  protected readonly values: Float64Array;
  protected readonly wins: Float64Array;
  /** Set for a window: where its cells are; every read of a cell goes through it. */
  protected readonly win: WindowLayout | null;
  /** A window's mixes kept for situations outside it: their row in `mixes`, by situation. */
  protected readonly memo: Map<string, number> | null;
  protected readonly mixes: Float64Array | null;
  /** A window's successors kept for situations outside it, by situation (as `memo`). */
  protected readonly successorMemo: Map<string, number> | null;
  protected readonly successorRows: Float64Array | null;
  protected readonly chooser: Chooser | null;
  // Scratch, reused: successor values and wins, the game, its solution.
  protected readonly succ = new Float64Array(SLOTS);
  protected readonly succWin = new Float64Array(SLOTS);
  protected readonly game = new Float64Array(9);
  protected readonly solution = new Float64Array(SOLUTION_SIZE);
  /** How solveBall's last game was settled (see {@link GameRoute}). */
  protected lastRoute: GameRoute = 0;
  /**
   * Whole equilibrium tables built here: how each live cell's game was settled in the build, 0
   * where none was, so a mix asked for later is settled the same way without the search (see
   * {@link solveMix}); null otherwise.
   */
  protected readonly routes: Uint8Array | null;
  /** Mixes already solved (see {@link mixInto}): each slot's situation key (−1 empty) and its six numbers. */
  protected mixTags: Int32Array | null = null;
  protected mixCache: Float64Array | null = null;
  protected mixShift = 32;
  /** Per innings: all nine pairs' probabilities (the equilibrium's game), flat as in BallOdds. */
  protected readonly pairP: readonly [Float64Array, Float64Array];
  /**
   * A match's own tables: the odds of every (innings, phase, wickets left), flat (see
   * {@link DETAIL_LENGTH}); null when each innings has one set of odds (`pairP`).
   */
  protected readonly detail: Float64Array | null;
  /** The phase (0 powerplay, 1 middle, 2 death) of the ball bowled with b balls left. */
  protected readonly phaseAt: Uint8Array;
  /** Per innings, Classic: the user's level's probabilities, three rows (the odds' diagonal). */
  protected readonly classic: readonly [Float64Array, Float64Array];

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

  protected index2(b: number, w: number, need: number): number {
    if (this.win !== null) return this.win.at(2, b, w, need);
    return (this.layout.off2[b] as number) + w * (this.layout.width2[b] as number) + need - 1;
  }

  protected index1(b: number, w: number, runs: number): number {
    if (this.win !== null) return this.win.at(1, b, w, runs);
    return (this.layout.off1[b] as number) + w * (this.layout.width1[b] as number) + runs;
  }

  /** Second-innings value; needs outside the stored range are decided. */
  protected v2(b: number, w: number, need: number): number {
    if (need <= 0) return 1;
    if (need > needCap(b)) return 0;
    return this.values[this.index2(b, w, need)] as number;
  }

  protected w2(b: number, w: number, need: number): number {
    if (need <= 0) return 1;
    if (need > needCap(b)) return 0;
    return this.wins[this.index2(b, w, need)] as number;
  }

  protected v1(b: number, w: number, runs: number): number {
    if (runs > this.layout.runCap) return 1;
    return this.values[this.index1(b, w, runs)] as number;
  }

  protected w1(b: number, w: number, runs: number): number {
    if (runs > this.layout.runCap) return 1;
    return this.wins[this.index1(b, w, runs)] as number;
  }

  /**
   * Fills succ (and succWin unless `wins` is false: a mix needs only the values) with the seven
   * outcomes' successor figures of a live situation.
   */
  protected successors(innings: InningsNumber, b: number, w: number, runs: number, wins = true): void {
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
  protected wholeSuccessors(
    innings: InningsNumber,
    b: number,
    w: number,
    runs: number,
    withWins = false,
  ): void {
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

  protected check(s: Situation): void {
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
  protected checkInside(s: Situation, mix: boolean): void {
    if (this.win === null || this.covers(s)) return;
    if (mix && this.memo?.has(situationKey(s.innings, s.ballsLeft, s.wicketsLeft, s.runs))) return;
    this.win.at(s.innings, s.ballsLeft, s.wicketsLeft, s.runs);
    throw new RangeError(
      `situation (innings ${s.innings}, ${s.ballsLeft}, ${s.wicketsLeft}, ${s.runs}) is outside the window`,
    );
  }

  protected isOver(innings: InningsNumber, ballsLeft: number, wicketsLeft: number, runs: number): boolean {
    return ballsLeft === 0 || wicketsLeft === 0 || (innings === 2 && runs <= 0);
  }
}
