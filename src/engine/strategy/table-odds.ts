/**
 * The odds as the win tables hold them: a match's detailed odds (every innings, phase and
 * wickets left) and where each set starts, each innings' average of them, both innings flat as
 * tables' data carry them, and Classic's diagonal pairs.
 */
import { oddsFromProbabilities, SLOT_COUNT, type InningsOdds } from "../odds/ball-odds.ts";
import { WICKETS } from "./win-table-types.ts";
import type { InningsNumber } from "../match-state.ts";

const SLOTS: number = SLOT_COUNT;

/** Numbers in a match's detailed odds. */
export const DETAIL_LENGTH = 2 * 3 * (WICKETS + 1) * 9 * SLOT_COUNT;

/** Where the odds of (innings, phase index, wickets left) start in a match's detailed odds. */
export function detailOffset(innings: InningsNumber, phase: number, wicketsLeft: number): number {
  return (((innings - 1) * 3 + phase) * (WICKETS + 1) + wicketsLeft) * 9 * SLOT_COUNT;
}

/** Each innings' plain average of a match's detailed odds (for the parts that read one set). */
export function inningsAverages(detail: Float64Array): Float64Array {
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
export function flatOdds(odds: InningsOdds): Float64Array {
  const n = odds[0].probabilities.length;
  const flat = new Float64Array(2 * n);
  flat.set(odds[0].probabilities, 0);
  flat.set(odds[1].probabilities, n);
  return flat;
}

export function inningsOddsOf(flat: Float64Array): InningsOdds {
  const n = flat.length / 2;
  if (!Number.isInteger(n) || n !== 9 * SLOTS) throw new RangeError("a match's tables carry 126 odds");
  return [oddsFromProbabilities(flat.slice(0, n)), oddsFromProbabilities(flat.slice(n))];
}

/** The three rows of the diagonal pairs (aggressive, normal, defensive each against itself). */
export function diagonal(probabilities: Float64Array): Float64Array {
  const out = new Float64Array(3 * SLOTS);
  for (let i = 0; i < 3; i++) {
    for (let k = 0; k < SLOTS; k++) out[i * SLOTS + k] = probabilities[i * 4 * SLOTS + k] as number;
  }
  return out;
}
