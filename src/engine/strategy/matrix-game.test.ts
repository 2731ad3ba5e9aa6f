import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  enumeratedMixAs,
  solveGameAs,
  solveGameInto,
  solveMatrixGame,
  type GameSolution,
} from "./matrix-game.ts";

type Matrix = readonly (readonly number[])[];

/** Largest gain any pure deviation offers either player against the other's mix. */
function worstDeviation(a: Matrix, s: GameSolution): number {
  let worst = 0;
  for (let i = 0; i < 3; i++) {
    let payoff = 0;
    for (let j = 0; j < 3; j++) payoff += (a[i]?.[j] as number) * (s.col[j] as number);
    worst = Math.max(worst, payoff - s.value);
  }
  for (let j = 0; j < 3; j++) {
    let payoff = 0;
    for (let i = 0; i < 3; i++) payoff += (a[i]?.[j] as number) * (s.row[i] as number);
    worst = Math.max(worst, s.value - payoff);
  }
  return worst;
}

function expectMix(mix: readonly number[]): void {
  for (const p of mix) expect(p).toBeGreaterThanOrEqual(0);
  expect(mix.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
}

/** Both mixes are mixes and neither player gains more than `within` by a pure deviation. */
function expectEquilibrium(a: Matrix, s: GameSolution, within: number): void {
  expectMix(s.row);
  expectMix(s.col);
  expect(worstDeviation(a, s)).toBeLessThan(within);
}

/** The equilibrium conditions on 3000 seeded random 3×3 games of `entry`. */
function expectEquilibriaOn(entry: fc.Arbitrary<number>, seed: number): void {
  const row = fc.tuple(entry, entry, entry);
  fc.assert(
    fc.property(fc.tuple(row, row, row), (a) => expectEquilibrium(a, solveMatrixGame(a), 1e-9)),
    { numRuns: 3000, seed },
  );
}

describe("solveMatrixGame", () => {
  it("finds a pure saddle point", () => {
    // Row 1's minimum (3) is column 1's maximum.
    const a = [
      [1, 2, 9],
      [4, 3, 5],
      [0, 1, 8],
    ];
    const s = solveMatrixGame(a);
    expect(s.row).toEqual([0, 1, 0]);
    expect(s.col).toEqual([0, 1, 0]);
    expect(s.value).toBe(3);
  });

  it("plays rock-paper-scissors one third each for value 0", () => {
    const a = [
      [0, -1, 1],
      [1, 0, -1],
      [-1, 1, 0],
    ];
    const s = solveMatrixGame(a);
    for (let i = 0; i < 3; i++) {
      expect(s.row[i]).toBeCloseTo(1 / 3, 14);
      expect(s.col[i]).toBeCloseTo(1 / 3, 14);
    }
    expect(s.value).toBeCloseTo(0, 14);
  });

  it("solves a game whose support is 2×2 with the known mix", () => {
    // Rows 0,1 × columns 0,1 form [[3,0],[1,2]]: row mix (1/4, 3/4), column mix (1/2, 1/2),
    // value 3/2. Row 2 and column 2 are dominated.
    const a = [
      [3, 0, 5],
      [1, 2, 4],
      [0, 1, 6],
    ];
    const s = solveMatrixGame(a);
    expect(s.row[0]).toBeCloseTo(0.25, 14);
    expect(s.row[1]).toBeCloseTo(0.75, 14);
    expect(s.row[2]).toBe(0);
    expect(s.col[0]).toBeCloseTo(0.5, 14);
    expect(s.col[1]).toBeCloseTo(0.5, 14);
    expect(s.col[2]).toBe(0);
    expect(s.value).toBeCloseTo(1.5, 14);
  });

  it("handles duplicate rows and columns", () => {
    // Matching pennies with row 2 a copy of row 0 and column 2 a copy of column 1.
    const a = [
      [1, -1, -1],
      [-1, 1, 1],
      [1, -1, -1],
    ];
    const s = solveMatrixGame(a);
    expectEquilibrium(a, s, 1e-12);
    expect(s.value).toBeCloseTo(0, 14);
    expect((s.row[0] as number) + (s.row[2] as number)).toBeCloseTo(0.5, 14);
    expect((s.col[1] as number) + (s.col[2] as number)).toBeCloseTo(0.5, 14);
  });

  it("handles a constant game and a game with all rows equal", () => {
    const constant = solveMatrixGame([
      [0.5, 0.5, 0.5],
      [0.5, 0.5, 0.5],
      [0.5, 0.5, 0.5],
    ]);
    expect(constant.value).toBe(0.5);
    expectMix(constant.row);
    expectMix(constant.col);
    const sameRows = [
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
    ];
    const s = solveMatrixGame(sameRows);
    expect(s.value).toBe(1);
    expect(s.col).toEqual([1, 0, 0]);
  });

  it("handles a degenerate game with a mixed row against a pure column", () => {
    // Column 0 is optimal for the minimiser whatever the rows do; the row player is
    // indifferent between rows 0 and 1.
    const a = [
      [2, 5, 3],
      [2, 3, 5],
      [0, 4, 4],
    ];
    const s = solveMatrixGame(a);
    expectEquilibrium(a, s, 1e-12);
    expect(s.value).toBe(2);
  });

  it("satisfies the equilibrium conditions on random games", () => {
    expectEquilibriaOn(fc.double({ min: -1, max: 1, noNaN: true, noDefaultInfinity: true }), 7);
  });

  it("satisfies the equilibrium conditions on random games with repeated entries", () => {
    // Small integers make ties, duplicate rows and degenerate supports common.
    expectEquilibriaOn(fc.integer({ min: -2, max: 2 }), 11);
  });

  it("rejects a matrix that is not 3×3 of finite numbers", () => {
    expect(() => solveMatrixGame([[1, 2, 3]])).toThrow(/3×3/);
    expect(() =>
      solveMatrixGame([
        [1, 2, 3],
        [1, NaN, 3],
        [1, 2, 3],
      ]),
    ).toThrow(/finite/);
  });
});

describe("solveMatrixGame: no memory between calls", () => {
  it("gives the same mix for a degenerate game whatever was solved before", () => {
    // Two 2×2 supports are optimal here (columns 1 and 2 are copies); the answer must not
    // depend on which games came first, or two machines could pick different mixes.
    const degenerate = [
      [1, -1, -1],
      [-1, 1, 1],
      [0, -2, -2],
    ];
    const first = solveMatrixGame(degenerate);
    solveMatrixGame([
      [3, 0, 5],
      [1, 2, 4],
      [0, 1, 6],
    ]);
    solveMatrixGame([
      [0, 5, 1],
      [4, 1, 2],
      [1, 2, 0],
    ]);
    expect(solveMatrixGame(degenerate)).toEqual(first);
  });
});

/** Seeded games of every kind the solver meets, and some it should never (ties, infinities, NaN). */
function gameAt(n: number, state: { s: number }, a: Float64Array): void {
  const rnd = (): number => {
    state.s = (Math.imul(state.s, 1664525) + 1013904223) >>> 0;
    return state.s / 4294967296;
  };
  const kind = n % 6;
  const odd = [NaN, Infinity, -Infinity, 0, -0, 1, 0.25, 1e308, -1e308, 5e-324];
  for (let i = 0; i < 9; i++) {
    if (kind === 0) a[i] = rnd();
    else if (kind === 1) a[i] = Math.floor(rnd() * 4);
    else if (kind === 2) a[i] = 0.5 + (rnd() - 0.5) * 1e-3;
    else if (kind === 3) a[i] = [0, 0.5, 1, rnd()][Math.floor(rnd() * 4)] as number;
    else if (kind === 4) a[i] = (rnd() - 0.5) * 1e6;
    else a[i] = odd[Math.floor(rnd() * odd.length)] as number;
  }
}
/** FNV-1a over the 32-bit words of every solution. */
function digestOf(solve: (a: Float64Array, out: Float64Array) => unknown, count: number): string {
  const a = new Float64Array(9);
  const out = new Float64Array(7);
  const words = new Uint32Array(out.buffer);
  const state = { s: 20261124 };
  let h = 0x811c9dc5;
  for (let n = 0; n < count; n++) {
    gameAt(n, state, a);
    out.fill(0);
    solve(a, out);
    for (let i = 0; i < words.length; i++) h = Math.imul(h ^ (words[i] as number), 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

describe("solveGameInto: the same floats, bit for bit", () => {
  // The digest of these games' solutions as the solver first computed them (before it was
  // written out for speed): any change to any bit of any solution changes it.
  it("solves seeded games exactly as it always has", () => {
    expect(digestOf(solveGameInto, 60000)).toBe("7218b0ab");
  });

  it("settles a game again by its route with the same floats", () => {
    const first = new Float64Array(7);
    expect(digestOf((a, out) => solveGameAs(a, solveGameInto(a, first), out), 60000)).toBe("7218b0ab");
  });

  it("gives an enumerated game's mixes alone by its route with the same floats", () => {
    const a = new Float64Array(9);
    const solved = new Float64Array(7);
    const mixes = new Float64Array(6);
    const state = { s: 20261124 };
    let enumerated = 0;
    for (let n = 0; n < 60000; n++) {
      gameAt(n, state, a);
      const route = solveGameInto(a, solved);
      if (route < 19) continue;
      enumerated++;
      enumeratedMixAs(a, route, mixes);
      for (let i = 0; i < 6; i++) expect(Object.is(mixes[i], solved[i])).toBe(true);
    }
    expect(enumerated).toBeGreaterThan(1000);
  });
});
