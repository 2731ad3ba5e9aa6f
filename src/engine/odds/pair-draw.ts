/**
 * The seeded draw of a ball's outcome when both sides chose a style (Club and International):
 * an integer uniformly below the pair's weight sum, mapped to its slot, so P(slot) = weight /
 * sum exactly, as for the spec's single rows.
 */
import type { StyleLevel } from "../actions.ts";
import { outcomeForDraw } from "../ball-outcome.ts";
import { randomBelow, type RngState } from "../rng.ts";
import { PAIR_WEIGHTS } from "./pair-odds.ts";

const LEVEL_INDEX: Readonly<Record<StyleLevel, number>> = { aggressive: 0, normal: 1, defensive: 2 };

// Draw → slot for each of the nine pairs, precomputed: one lookup per ball.
const PAIR_SLOT_TABLES: readonly Uint8Array[] = (() => {
  const tables: Uint8Array[] = [];
  for (const bat of ["aggressive", "normal", "defensive"] as const) {
    for (const bowl of ["aggressive", "normal", "defensive"] as const) {
      const weights = PAIR_WEIGHTS[bat][bowl];
      let total = 0;
      for (const w of weights) total += w;
      const table = new Uint8Array(total);
      for (let draw = 0; draw < total; draw++) table[draw] = outcomeForDraw(weights, draw);
      tables.push(table);
    }
  }
  return tables;
})();

/** Draws an outcome slot (0..6: dot, 1, 2, 3, 4, 6, wicket) for a batting and a bowling level. */
export function drawPairOutcome(rng: RngState, bat: StyleLevel, bowl: StyleLevel): number {
  const table = PAIR_SLOT_TABLES[LEVEL_INDEX[bat] * 3 + LEVEL_INDEX[bowl]] as Uint8Array;
  return table[randomBelow(rng, table.length)] as number;
}
