/**
 * The glue between the win tables and the matrix-game solver: a ball's nine payoffs summed from
 * its seven outcomes' successor values, a mixed ball's win probability, and which pairs and
 * slots each 2×2 support's solution reads, so a mix can be settled again the way the build
 * settled it.
 */
import { SLOT_COUNT } from "../odds/ball-odds.ts";

// An imported binding copied into a module constant: some loaders compile imports to property
// getters, which cost more than the arithmetic in these sums.
const SLOTS: number = SLOT_COUNT;

/**
 * The ball's game: each of the nine pairs' expected successor value, the sum over the seven
 * outcomes of probability (p from `at`, pair by pair) × successor, added in outcome order from 0
 * exactly as a loop would (`m = 0; m += p·s` for each outcome), written out so that the nine
 * sums, which do not depend on one another, run side by side.
 */
export function pairPayoffsInto(p: Float64Array, at: number, succ: Float64Array, game: Float64Array): void {
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
export function outcomeSum(p: Float64Array, at: number, s: Float64Array): number {
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
export const TWO_BY_TWO_ROUTE = 10;

/**
 * The four pairs (bat × 3 + bowl) each 2×2 support's solution reads, support by support in the
 * solver's order: rows (0, 1; 0, 1; 0, 1; 0, 2; 0, 2; 0, 2; 1, 2; 1, 2; 1, 2) against columns
 * (1, 2; 0, 1; 0, 2; 0, 1; 0, 2; 1, 2; 0, 1; 0, 2; 1, 2).
 */
export const SUPPORT_PAIRS = Int8Array.from([
  1, 2, 4, 5, 0, 1, 3, 4, 0, 2, 3, 5, 0, 1, 6, 7, 0, 2, 6, 8, 1, 2, 7, 8, 3, 4, 6, 7, 3, 5, 6, 8, 4, 5, 7, 8,
]);

/**
 * Each 2×2 support's rows and columns in the solver's order, as (row, row, the other row,
 * column, column, the other column): the first row and column take x and y.
 */
export const SUPPORT_SLOTS = Int8Array.from([
  0, 1, 2, 1, 2, 0, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 2, 1, 0, 2, 1, 0, 1, 2, 0, 2, 1, 0, 2, 1, 0, 2, 1, 1, 2, 0,
  1, 2, 0, 0, 1, 2, 1, 2, 0, 0, 2, 1, 1, 2, 0, 1, 2, 0,
]);

/** A chase's successor value as v2 reads it: 1 for a need of 0 or less, 0 above the row's width. */
export function chaseSuccessor(values: Float64Array, row: number, width: number, need: number): number {
  return need <= 0 ? 1 : need > width ? 0 : (values[row + need] as number);
}

/** One pair's payoff, summed as {@link pairPayoffsInto} sums it, from successors given singly. */
export function payoffOf(
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
