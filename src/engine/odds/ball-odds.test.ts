import { describe, expect, it } from "vitest";
import type { StyleLevel } from "../actions.ts";
import { solveMatrixGame } from "../strategy/matrix-game.ts";
import { LEVEL_ORDER, SLOT_COUNT } from "./ball-odds.ts";
import {
  OUTCOME_WEIGHTS,
  PAIR_PROBABILITIES,
  PAIR_WEIGHTS,
  classicProbabilities,
  pairProbabilitiesOf as pairProbabilities,
  pairSummaryOf as pairSummary,
} from "./test-odds.ts";

const pairs = LEVEL_ORDER.flatMap((bat) => LEVEL_ORDER.map((bowl) => [bat, bowl] as const));

describe("PAIR_WEIGHTS", () => {
  it("uses the spec's rows for the matching pairs", () => {
    for (const level of LEVEL_ORDER) expect(PAIR_WEIGHTS[level][level]).toBe(OUTCOME_WEIGHTS[level]);
  });

  it("has seven non-negative integer weights with a positive sum for every pair", () => {
    for (const [bat, bowl] of pairs) {
      const row = PAIR_WEIGHTS[bat][bowl];
      expect(row).toHaveLength(SLOT_COUNT);
      for (const w of row) expect(Number.isInteger(w) && w >= 0).toBe(true);
      expect(row.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    }
  });

  it("gives exact probabilities weight / sum, flat and per pair", () => {
    pairs.forEach(([bat, bowl], c) => {
      const row = PAIR_WEIGHTS[bat][bowl];
      const total = row.reduce((a, b) => a + b, 0);
      const p = pairProbabilities(bat, bowl);
      let sum = 0;
      for (let k = 0; k < SLOT_COUNT; k++) {
        expect(p[k]).toBe((row[k] as number) / total);
        expect(PAIR_PROBABILITIES[c * SLOT_COUNT + k]).toBe(p[k]);
        sum += p[k] as number;
      }
      expect(sum).toBeCloseTo(1, 14);
    });
    expect(classicProbabilities("normal")).toEqual(pairProbabilities("normal", "normal"));
  });

  it("tells the counters' story", () => {
    const s = (bat: StyleLevel, bowl: StyleLevel) => pairSummary(bat, bowl);
    // The trap: attacking into an attacking bowler takes the most wickets of any pair.
    for (const [bat, bowl] of pairs) {
      if (bat !== "aggressive" || bowl !== "aggressive") {
        expect(s(bat, bowl).wicketProbability).toBeLessThan(s("aggressive", "aggressive").wicketProbability);
      }
    }
    // Clearing the ring: attacking a defensive field scores more than attacking a regular ball,
    // and loses fewer wickets.
    expect(s("aggressive", "defensive").runsPerBall).toBeGreaterThan(s("aggressive", "normal").runsPerBall);
    expect(s("aggressive", "defensive").wicketProbability).toBeLessThan(
      s("aggressive", "normal").wicketProbability,
    );
    // Milking: a careful batter scores more off an attacking field than off any other.
    expect(s("defensive", "aggressive").runsPerBall).toBeGreaterThan(s("defensive", "normal").runsPerBall);
    expect(s("defensive", "aggressive").runsPerBall).toBeGreaterThan(s("defensive", "defensive").runsPerBall);
    // Starving: defending against a defensive field scores least of all.
    for (const [bat, bowl] of pairs) {
      if (bat !== "defensive" || bowl !== "defensive") {
        expect(s(bat, bowl).runsPerBall).toBeGreaterThan(s("defensive", "defensive").runsPerBall);
      }
    }
  });

  it("has no style best whatever the other side does, whatever a wicket is worth in runs", () => {
    // Payoff of a ball to the batting side: runs − price × wicket probability. For prices from
    // 0 (the last balls) to 36 runs a wicket (early in a one-day innings), the 3×3 game has no
    // saddle point: each side must mix.
    for (let price = 0; price <= 36; price += 2) {
      const matrix = LEVEL_ORDER.map((bat) =>
        LEVEL_ORDER.map((bowl) => {
          const { runsPerBall, wicketProbability } = pairSummary(bat, bowl);
          return runsPerBall - price * wicketProbability;
        }),
      );
      const { row, col } = solveMatrixGame(matrix);
      expect(Math.max(...row), `batting mix at price ${price}`).toBeLessThan(1);
      expect(Math.max(...col), `bowling mix at price ${price}`).toBeLessThan(1);
    }
  });
});
