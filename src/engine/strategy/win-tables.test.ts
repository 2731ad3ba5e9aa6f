import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SLOT_COUNT } from "../odds/ball-odds.ts";
import { PAIR_PROBABILITIES } from "../odds/test-odds.ts";
import { solveMatrixGame } from "./matrix-game.ts";
import {
  WICKETS,
  buildClassicTables,
  buildEquilibriumTables,
  needCap,
  tablesFromData,
  type Situation,
} from "./win-tables.ts";

const RUNS = [0, 1, 2, 3, 4, 6];

/** The seven successors of a live situation, in slot order (dot, 1, 2, 3, 4, 6, wicket). */
function successors(s: Situation): Situation[] {
  const out: Situation[] = RUNS.map((r) => ({
    ...s,
    ballsLeft: s.ballsLeft - 1,
    runs: s.innings === 2 ? s.runs - r : s.runs + r,
  }));
  out.push({ ...s, ballsLeft: s.ballsLeft - 1, wicketsLeft: s.wicketsLeft - 1 });
  return out;
}

/** Independent recursion for the value of a situation (no tables, no bounds, memoised). */
function bruteForce(totalBalls: number): (s: Situation) => number {
  const memo = new Map<string, number>();
  const value = (s: Situation): number => {
    if (s.innings === 2) {
      if (s.runs <= 0) return 1;
      if (s.ballsLeft === 0 || s.wicketsLeft === 0) return s.runs === 1 ? 0.5 : 0;
    } else if (s.ballsLeft === 0 || s.wicketsLeft === 0) {
      return 1 - value({ innings: 2, ballsLeft: totalBalls, wicketsLeft: WICKETS, runs: s.runs + 1 });
    }
    const key = `${s.innings}/${s.ballsLeft}/${s.wicketsLeft}/${s.runs}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const next = successors(s).map(value);
    const matrix = [0, 1, 2].map((i) =>
      [0, 1, 2].map((j) => {
        let m = 0;
        for (let k = 0; k < SLOT_COUNT; k++)
          m += (PAIR_PROBABILITIES[(i * 3 + j) * SLOT_COUNT + k] as number) * (next[k] as number);
        return m;
      }),
    );
    const v = solveMatrixGame(matrix).value;
    memo.set(key, v);
    return v;
  };
  return value;
}

describe("buildClassicTables: values worked out by hand", () => {
  it("one ball, user chasing: the best level and its value", () => {
    const t = buildClassicTables(1, false);
    // Need 1: win on any run, tie on a dot or a wicket. Aggressive: dot 20 + wicket 10 → 1 − 30/200.
    // Normal: 1 − 34/200 = 0.83; defensive: 1 − 61/200 = 0.695.
    const s: Situation = { innings: 2, ballsLeft: 1, wicketsLeft: 10, runs: 1 };
    expect(t.value(s)).toBeCloseTo(0.85, 14);
    expect(t.winProbability(s)).toBeCloseTo(0.7, 14);
    expect(t.mix(s).bat).toEqual([1, 0, 0]);
    // Need 6: only a six wins (aggressive 10%), and a tie needs a five, which cannot happen.
    expect(t.value({ ...s, runs: 6 })).toBeCloseTo(0.1, 14);
    // Need 7: a six ties: ½ × 10%.
    expect(t.value({ ...s, runs: 7 })).toBeCloseTo(0.05, 14);
    expect(t.winProbability({ ...s, runs: 7 })).toBe(0);
    expect(t.value({ ...s, runs: 8 })).toBe(0);
  });

  it("one ball, user bowling the chase: the batting side's value under the user's best level", () => {
    const t = buildClassicTables(1, true);
    const s: Situation = { innings: 2, ballsLeft: 1, wicketsLeft: 10, runs: 1 };
    // The user minimises the chaser's score: defensive, 1 − 61/200.
    expect(t.value(s)).toBeCloseTo(0.695, 14);
    expect(t.mix(s).bowl).toEqual([0, 0, 1]);
  });

  it("two balls, user chasing 11: sixes and fours", () => {
    const t = buildClassicTables(2, false);
    // Six first (10%) leaves 5 off one ball: a six wins (10%), a four ties (½ × 20%) → 0.2.
    // Four first (20%) leaves 7 off one: a six ties → 0.05. Anything else leaves 8+ → 0.
    // Aggressive first: 0.1 × 0.2 + 0.2 × 0.05 = 0.03 (normal: 0.06 × 0.2 + 0.1 × 0.05 = 0.017).
    const s: Situation = { innings: 2, ballsLeft: 2, wicketsLeft: 10, runs: 11 };
    expect(t.value(s)).toBeCloseTo(0.03, 14);
    // Only six-six wins.
    expect(t.winProbability(s)).toBeCloseTo(0.01, 14);
  });

  it("first-innings end: one minus the chase's value", () => {
    const t = buildClassicTables(1, false);
    expect(t.value({ innings: 1, ballsLeft: 0, wicketsLeft: 9, runs: 0 })).toBeCloseTo(1 - 0.85, 14);
    expect(t.winProbability({ innings: 1, ballsLeft: 0, wicketsLeft: 9, runs: 0 })).toBeCloseTo(
      1 - 0.7 - 2 * 0.15,
      14,
    );
  });
});

describe("buildEquilibriumTables: values worked out by hand", () => {
  it("one ball, need one", () => {
    // Entry = 1 − (dot + wicket) / 200 from PAIR_WEIGHTS:
    //            bowl a  bowl n  bowl d
    //   bat a     0.850   0.735   0.800
    //   bat n     0.810   0.830   0.770
    //   bat d     0.800   0.740   0.695
    // Row d is dominated by row n and column a by column d, leaving [[0.735, 0.8], [0.83, 0.77]]:
    // bat a with p where 0.735p + 0.83(1 − p) = 0.8p + 0.77(1 − p) → p = 0.48; bowl n with q where
    // 0.735q + 0.8(1 − q) = 0.83q + 0.77(1 − q) → q = 0.24; value 0.735 × 0.48 + 0.83 × 0.52.
    const t = buildEquilibriumTables(1);
    const s: Situation = { innings: 2, ballsLeft: 1, wicketsLeft: 10, runs: 1 };
    expect(t.value(s)).toBeCloseTo(0.7844, 14);
    const { bat, bowl } = t.mix(s);
    expect(bat[0]).toBeCloseTo(0.48, 14);
    expect(bat[1]).toBeCloseTo(0.52, 14);
    expect(bat[2]).toBe(0);
    expect(bowl[0]).toBe(0);
    expect(bowl[1]).toBeCloseTo(0.24, 14);
    expect(bowl[2]).toBeCloseTo(0.76, 14);
    // Dot + wicket averages 43.12% under these mixes, so the chase is won 56.88% of the time.
    expect(t.winProbability(s)).toBeCloseTo(0.5688, 14);
  });

  it("matches an independent recursion everywhere in a two-ball match", () => {
    const t = buildEquilibriumTables(2);
    const brute = bruteForce(2);
    for (let b = 0; b <= 2; b++) {
      for (let w = 0; w <= WICKETS; w++) {
        for (let r = 0; r <= 14; r++) {
          const chase: Situation = { innings: 2, ballsLeft: b, wicketsLeft: w, runs: r };
          expect(t.value(chase)).toBeCloseTo(brute(chase), 12);
          if (r <= 6 * (2 - b)) {
            const first: Situation = { innings: 1, ballsLeft: b, wicketsLeft: w, runs: r };
            expect(t.value(first)).toBeCloseTo(brute(first), 12);
          }
        }
      }
    }
  });

  it("rejects situations outside the table with a clear message", () => {
    const t = buildEquilibriumTables(6);
    expect(() => t.value({ innings: 1, ballsLeft: 7, wicketsLeft: 10, runs: 0 })).toThrow(/ballsLeft/);
    expect(() => t.value({ innings: 1, ballsLeft: 5, wicketsLeft: 10, runs: 7 })).toThrow(
      /first-innings runs/,
    );
    expect(() => t.value({ innings: 2, ballsLeft: 5, wicketsLeft: 11, runs: 7 })).toThrow(/wicketsLeft/);
    expect(() => buildEquilibriumTables(0)).toThrow(/totalBalls/);
  });
});

describe("win tables: properties", () => {
  const T = 18;
  const eq = buildEquilibriumTables(T);
  const classicFirst = buildClassicTables(T, true);
  const classicSecond = buildClassicTables(T, false);
  const chase = fc.record({
    ballsLeft: fc.integer({ min: 0, max: T - 1 }),
    wicketsLeft: fc.integer({ min: 0, max: WICKETS - 1 }),
    runs: fc.integer({ min: -2, max: 6 * T + 4 }),
  });

  for (const [name, t] of [
    ["equilibrium", eq],
    ["classic, user bats first", classicFirst],
    ["classic, user bats second", classicSecond],
  ] as const) {
    it(`${name}: values and win probabilities lie in [0, 1] with ties = 2(value − win) ≥ 0`, () => {
      fc.assert(
        fc.property(chase, ({ ballsLeft, wicketsLeft, runs }) => {
          const s: Situation = { innings: 2, ballsLeft, wicketsLeft, runs };
          const v = t.value(s);
          const w = t.winProbability(s);
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(1);
          expect(w).toBeGreaterThanOrEqual(-1e-15);
          expect(w).toBeLessThanOrEqual(v + 1e-15);
          expect(2 * (v - w)).toBeLessThanOrEqual(1 + 1e-12);
        }),
        { numRuns: 400, seed: 3 },
      );
    });

    it(`${name}: the chase is worth less the more it needs, more with more wickets and balls`, () => {
      fc.assert(
        fc.property(chase, ({ ballsLeft, wicketsLeft, runs }) => {
          const v = (b: number, w: number, r: number) =>
            t.value({ innings: 2, ballsLeft: b, wicketsLeft: w, runs: r });
          const here = v(ballsLeft, wicketsLeft, runs);
          expect(v(ballsLeft, wicketsLeft, runs + 1)).toBeLessThanOrEqual(here + 1e-12);
          expect(v(ballsLeft, wicketsLeft + 1, runs)).toBeGreaterThanOrEqual(here - 1e-12);
          expect(v(ballsLeft + 1, wicketsLeft, runs)).toBeGreaterThanOrEqual(here - 1e-12);
        }),
        { numRuns: 400, seed: 5 },
      );
    });
  }

  it("equilibrium: first-innings values grow with the total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: T - 1 }),
        fc.integer({ min: 0, max: WICKETS }),
        fc.integer({ min: 0, max: 6 * T }),
        (ballsLeft, wicketsLeft, runs) => {
          const most = 6 * (T - ballsLeft);
          const r = Math.min(runs, most - 1);
          if (r < 0) return;
          const v = (x: number) => eq.value({ innings: 1, ballsLeft, wicketsLeft, runs: x });
          expect(v(r + 1)).toBeGreaterThanOrEqual(v(r) - 1e-12);
        },
      ),
      { numRuns: 300, seed: 9 },
    );
  });

  it("equilibrium: no pure deviation improves either side at sampled situations", () => {
    const live = fc.record({
      innings: fc.constantFrom(1 as const, 2 as const),
      ballsLeft: fc.integer({ min: 1, max: T }),
      wicketsLeft: fc.integer({ min: 1, max: WICKETS }),
      runs: fc.integer({ min: 1, max: 60 }),
    });
    fc.assert(
      fc.property(live, (raw) => {
        const s: Situation =
          raw.innings === 1 ? { ...raw, runs: Math.min(raw.runs, 6 * (T - raw.ballsLeft)) } : raw;
        const next = successors(s).map((x) => eq.value(x));
        const entry = (i: number, j: number) => {
          let m = 0;
          for (let k = 0; k < SLOT_COUNT; k++)
            m += (PAIR_PROBABILITIES[(i * 3 + j) * SLOT_COUNT + k] as number) * (next[k] as number);
          return m;
        };
        const { bat, bowl } = eq.mix(s);
        const v = eq.value(s);
        for (let i = 0; i < 3; i++) {
          let payoff = 0;
          for (let j = 0; j < 3; j++) payoff += (bowl[j] as number) * entry(i, j);
          expect(payoff).toBeLessThanOrEqual(v + 1e-9);
        }
        for (let j = 0; j < 3; j++) {
          let payoff = 0;
          for (let i = 0; i < 3; i++) payoff += (bat[i] as number) * entry(i, j);
          expect(payoff).toBeGreaterThanOrEqual(v - 1e-9);
        }
      }),
      { numRuns: 300, seed: 13 },
    );
  });

  it("keeps a chase exact where it is reachable in six balls and bounds long chases", () => {
    expect(needCap(1)).toBe(7);
    expect(needCap(20)).toBe(121);
    expect(needCap(120)).toBe(421);
    // Beyond the bound a chase counts as lost; it is far beyond what any pair scores.
    const t = buildEquilibriumTables(120);
    expect(t.value({ innings: 2, ballsLeft: 120, wicketsLeft: 10, runs: 422 })).toBe(0);
    expect(t.value({ innings: 2, ballsLeft: 120, wicketsLeft: 10, runs: 421 })).toBeLessThan(1e-12);
    expect(t.value({ innings: 2, ballsLeft: 120, wicketsLeft: 10, runs: 300 })).toBeLessThan(1e-6);
  });
});

describe("win tables: mixes settled by the build's routes", () => {
  // Tables built here keep how the build settled each game and settle a mix asked for later the
  // same way; tables made from their data keep no routes and solve it afresh. Both must give
  // the same floats at every live situation.
  it("gives every mix exactly as a fresh solve does", () => {
    for (const version of [1, 2] as const) {
      const built = buildEquilibriumTables(24, undefined, version);
      const fresh = tablesFromData(built.data());
      const a = new Float64Array(6);
      const b = new Float64Array(6);
      let compared = 0;
      for (const innings of [1, 2] as const) {
        for (let ballsLeft = 1; ballsLeft <= 24; ballsLeft++) {
          for (let wicketsLeft = 1; wicketsLeft <= WICKETS; wicketsLeft++) {
            const most = innings === 1 ? 6 * (24 - ballsLeft) : needCap(ballsLeft) + 2;
            for (let runs = innings === 1 ? 0 : 1; runs <= most; runs++) {
              built.mixInto(innings, ballsLeft, wicketsLeft, runs, a);
              fresh.mixInto(innings, ballsLeft, wicketsLeft, runs, b);
              expect(Array.from(a)).toEqual(Array.from(b));
              compared++;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(10000);
    }
  });
});
