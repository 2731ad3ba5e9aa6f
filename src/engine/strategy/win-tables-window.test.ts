import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  WICKETS,
  buildChaseWindow,
  buildClassicTables,
  buildEquilibriumTables,
  needCap,
  tablesFromData,
  type Situation,
  type WinTables,
} from "./win-tables.ts";

/** A situation of `innings` a match of `total` balls could be in (first-innings runs reachable). */
function situation(total: number) {
  return fc
    .record({
      innings: fc.constantFrom(1 as const, 2 as const),
      ballsLeft: fc.integer({ min: 0, max: total }),
      wicketsLeft: fc.integer({ min: 0, max: WICKETS }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ innings, ballsLeft, wicketsLeft, share }): Situation => {
      const most = innings === 1 ? 6 * (total - ballsLeft) : needCap(total) + 8;
      const runs = innings === 1 ? Math.floor(share * most) : 1 + Math.floor(share * most);
      return { innings, ballsLeft, wicketsLeft, runs };
    });
}

/** Every situation of `from`'s innings with at most its balls and wickets, runs around its range. */
function* around(from: Situation, total: number): Generator<Situation> {
  for (let b = 0; b <= from.ballsLeft; b++) {
    for (let w = 0; w <= from.wicketsLeft; w++) {
      if (from.innings === 1) {
        const most = 6 * (total - b);
        for (let runs = Math.max(0, from.runs - 2); runs <= most; runs++)
          yield { ...from, ballsLeft: b, wicketsLeft: w, runs };
      } else {
        for (let runs = -1; runs <= from.runs + 2; runs++)
          yield { ...from, ballsLeft: b, wicketsLeft: w, runs };
      }
    }
  }
}

const throws = (read: () => unknown): boolean => {
  try {
    read();
    return false;
  } catch (error) {
    return error instanceof RangeError;
  }
};

/**
 * Reads every figure `window` holds against `full`, exactly (Object.is, as `toBe`); outside
 * it, every read throws. Returns how many situations were inside.
 */
function expectSameInside(full: WinTables, window: WinTables, from: Situation, total: number): number {
  let inside = 0;
  const wrong: string[] = [];
  const mixOf = new Float64Array(6);
  const mixFull = new Float64Array(6);
  for (const s of around(from, total)) {
    const at = JSON.stringify(s);
    if (window.covers(s)) {
      inside++;
      if (!Object.is(window.value(s), full.value(s))) wrong.push(`value ${at}`);
      if (!Object.is(window.winProbability(s), full.winProbability(s))) wrong.push(`win ${at}`);
      window.mixInto(s.innings, s.ballsLeft, s.wicketsLeft, s.runs, mixOf);
      full.mixInto(s.innings, s.ballsLeft, s.wicketsLeft, s.runs, mixFull);
      for (let i = 0; i < 6; i++) if (!Object.is(mixOf[i], mixFull[i])) wrong.push(`mix ${at}`);
    } else if (!throws(() => window.value(s)) || !throws(() => window.winProbability(s))) {
      wrong.push(`read outside ${at}`);
    }
  }
  expect(wrong.slice(0, 5)).toEqual([]);
  // And the situation it was cut at, through the checked reads.
  expect(window.value(from)).toBe(full.value(from));
  expect(window.winProbability(from)).toBe(full.winProbability(from));
  expect(window.mix(from)).toEqual(full.mix(from));
  return inside;
}

const formats: readonly [string, number][] = [
  ["micro", 12],
  ["mini", 30],
  ["T20", 120],
];

describe("win tables cut to a window", () => {
  for (const [name, total] of formats) {
    const full = buildEquilibriumTables(total);
    it(`${name}: every value, win and mix inside equals the whole tables', outside throws`, () => {
      fc.assert(
        fc.property(situation(total), (from) => {
          const data = full.window(from);
          const window = tablesFromData(data);
          expect(window.covers(from)).toBe(true);
          // Another innings is never inside.
          expect(window.covers({ ...from, innings: from.innings === 1 ? 2 : 1 })).toBe(false);
          expectSameInside(full, window, from, total);
        }),
        { numRuns: total > 100 ? 4 : 25 },
      );
    });

    it(`${name}: a chase's window built on its own equals the whole tables'`, () => {
      fc.assert(
        fc.property(situation(total), (s) => {
          const from: Situation = { ...s, innings: 2, runs: Math.max(1, s.runs) };
          const window = buildChaseWindow(total, from);
          expect(window.data().values.length).toBe(full.window(from).values.length);
          expectSameInside(full, window, from, total);
        }),
        { numRuns: total > 100 ? 3 : 20 },
      );
    });
  }

  it("a one-day chase's window from its start holds exactly the whole tables' figures", () => {
    const total = 300;
    const full = buildEquilibriumTables(total);
    const from: Situation = { innings: 2, ballsLeft: total, wicketsLeft: WICKETS, runs: 281 };
    const chase = buildChaseWindow(total, from).data();
    const cut = full.window(from);
    expect(chase.values.length).toBe(cut.values.length);
    const differ = (a: Float64Array, b: Float64Array) => a.findIndex((x, i) => !Object.is(x, b[i]));
    expect(differ(chase.values, cut.values)).toBe(-1);
    expect(differ(chase.wins, cut.wins)).toBe(-1);
    // Sampled reads, exact.
    const window = tablesFromData(chase);
    for (const s of [
      { ...from, ballsLeft: 1, wicketsLeft: 1, runs: 1 },
      { ...from, ballsLeft: 150, wicketsLeft: 6, runs: 140 },
      { ...from, ballsLeft: 299, wicketsLeft: 10, runs: 281 },
    ]) {
      expect(window.value(s)).toBe(full.value(s));
      expect(window.winProbability(s)).toBe(full.winProbability(s));
      expect(window.mix(s)).toEqual(full.mix(s));
    }
    expect(() => window.value({ ...from, runs: 282 })).toThrow(/outside the window/);
  });

  it("Classic tables cut the same way", () => {
    const full = buildClassicTables(30, true);
    const from: Situation = { innings: 1, ballsLeft: 20, wicketsLeft: 8, runs: 17 };
    const window = tablesFromData(full.window(from));
    expect(expectSameInside(full, window, from, 30)).toBeGreaterThan(0);
  });

  it("a window narrows to a smaller one with the same figures", () => {
    const full = buildEquilibriumTables(30);
    const from: Situation = { innings: 1, ballsLeft: 24, wicketsLeft: 9, runs: 8 };
    const window = tablesFromData(full.window(from));
    const later: Situation = { innings: 1, ballsLeft: 12, wicketsLeft: 7, runs: 40 };
    const narrower = tablesFromData(window.window(later));
    expect(narrower.data().values.length).toBeLessThan(window.data().values.length);
    expectSameInside(full, narrower, later, 30);
    expect(() => window.window({ ...from, ballsLeft: 25 })).toThrow(RangeError);
  });

  it("keeps the mixes of the situations already played, and only those, outside it", () => {
    const full = buildEquilibriumTables(30);
    const path: Situation[] = [
      { innings: 1, ballsLeft: 30, wicketsLeft: 10, runs: 0 },
      { innings: 1, ballsLeft: 29, wicketsLeft: 10, runs: 4 },
      { innings: 1, ballsLeft: 28, wicketsLeft: 9, runs: 4 },
    ];
    const from: Situation = { innings: 2, ballsLeft: 30, wicketsLeft: 10, runs: 60 };
    const window = tablesFromData(full.window(from, path));
    for (const s of path) expect(window.mix(s)).toEqual(full.mix(s));
    expect(() => window.value(path[1] as Situation)).toThrow(RangeError);
    expect(() => window.mix({ innings: 1, ballsLeft: 27, wicketsLeft: 9, runs: 4 })).toThrow(RangeError);
  });
});
