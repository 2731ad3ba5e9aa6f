import { describe, expect, it } from "vitest";
import {
  BALL_CODE,
  DISMISSAL_ROLL_COUNTS,
  dismissalForRoll,
  isWicketCode,
  OUTCOME_RUNS,
  outcomeForDraw,
  runsOfCode,
  WICKET_SLOT,
} from "./ball-outcome.ts";
import type { DismissalKind } from "./catalog.ts";
import { OUTCOME_WEIGHTS } from "./odds/test-odds.ts";

describe("outcome weights", () => {
  it("are the spec's table, in the order dot, 1, 2, 3, 4, 6, wicket", () => {
    expect(OUTCOME_WEIGHTS).toEqual({
      defensive: [60, 30, 5, 1, 2, 1, 1],
      normal: [30, 30, 15, 5, 10, 6, 4],
      aggressive: [20, 25, 12, 3, 20, 10, 10],
    });
    expect(OUTCOME_RUNS).toEqual([0, 1, 2, 3, 4, 6]);
    expect(WICKET_SLOT).toBe(6);
  });

  it.each(Object.entries(OUTCOME_WEIGHTS))(
    "%s: each outcome owns exactly its weight of the draws (no off-by-one)",
    (_level, weights) => {
      const total = weights.reduce((a, b) => a + b, 0);
      const counts = new Array<number>(weights.length).fill(0);
      for (let draw = 0; draw < total; draw++) {
        const slot = outcomeForDraw(weights, draw);
        counts[slot] = (counts[slot] ?? 0) + 1;
      }
      expect(counts).toEqual(weights);
    },
  );

  it("puts the boundaries exactly where the cumulative weights say", () => {
    const normal = OUTCOME_WEIGHTS.normal;
    expect(
      [0, 29, 30, 59, 60, 74, 75, 79, 80, 89, 90, 95, 96, 99].map((d) => outcomeForDraw(normal, d)),
    ).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
  });

  it("never scores 5", () => {
    expect(OUTCOME_RUNS).not.toContain(5);
  });
});

describe("dismissal roll", () => {
  it.each([
    [99, "caught"],
    [61, "caught"],
    [60, "runOut"],
    [51, "runOut"],
    [50, "lbw"],
    [28, "lbw"],
    [27, "bowled"],
    [11, "bowled"],
    [10, "stumped"],
    [6, "stumped"],
    [5, "caughtAndBowled"],
    [4, "hitWicket"],
    [2, "hitWicket"],
    // The prototype gave rolls 0 and 1 no kind at all; they are bowled.
    [1, "bowled"],
    [0, "bowled"],
  ] as const)("roll %i → %s", (roll, kind) => {
    expect(dismissalForRoll(roll)).toBe(kind);
  });

  it("gives every roll 0..99 a kind, with the published counts", () => {
    const counts: Record<string, number> = {};
    for (let roll = 0; roll < 100; roll++) {
      const kind = dismissalForRoll(roll);
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    expect(counts).toEqual(DISMISSAL_ROLL_COUNTS);
  });
});

describe("ball codes", () => {
  it("are one distinct non-digit character per dismissal kind", () => {
    const codes = Object.values(BALL_CODE);
    expect(new Set(codes).size).toBe(7);
    for (const code of codes) {
      expect(code).toHaveLength(1);
      expect(isWicketCode(code)).toBe(true);
      expect(runsOfCode(code)).toBe(0);
    }
    expect(Object.keys(BALL_CODE).sort()).toEqual(
      (
        ["caught", "runOut", "lbw", "bowled", "stumped", "caughtAndBowled", "hitWicket"] as DismissalKind[]
      ).sort(),
    );
  });

  it("read runs back from digits", () => {
    for (const runs of OUTCOME_RUNS) {
      expect(runsOfCode(String(runs))).toBe(runs);
      expect(isWicketCode(String(runs))).toBe(false);
    }
  });
});
