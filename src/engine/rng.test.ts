import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextUint32, pickWeighted, randomBelow, seedRng, type RngState } from "./rng.ts";

describe("seedRng / nextUint32", () => {
  it("is deterministic and JSON-safe", () => {
    const a = seedRng(123);
    const b = JSON.parse(JSON.stringify(seedRng(123))) as RngState;
    for (let i = 0; i < 100; i++) expect(nextUint32(a)).toBe(nextUint32(b));
    expect(a).toEqual(b);
  });

  it("produces 32-bit unsigned integers that differ across neighbouring seeds", () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 1000; seed++) {
      const x = nextUint32(seedRng(seed));
      expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true);
      firsts.add(x);
    }
    expect(firsts.size).toBe(1000);
  });

  it("implements sfc32 exactly (reference: the widely used 32-bit JavaScript port)", () => {
    // Reference step written out independently: t = a + b + d; d += 1; a = b ^ b >>> 9;
    // b = c + (c << 3); c = rotl(c, 21) + t.
    const reference = (st: number[]): number => {
      let [a, b, c, d] = st as [number, number, number, number];
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = ((c << 21) | (c >>> 11)) + t;
      st.splice(0, 4, a, b, c | 0, d);
      return t >>> 0;
    };
    const mine: RngState = [0x9e3779b9 | 0, 0x243f6a88, 0xb7e15162 | 0, 1];
    const theirs = [...mine];
    for (let i = 0; i < 1000; i++) expect(nextUint32(mine)).toBe(reference(theirs));
  });

  it("matches a frozen output sequence (guards against accidental changes to the generator)", () => {
    const s = seedRng(1);
    const outputs = Array.from({ length: 4 }, () => nextUint32(s));
    expect(outputs).toEqual(FROZEN_SEED_1);
  });
});

// Computed once from this implementation, then frozen: a change here changes every replay.
const FROZEN_SEED_1 = [792534090, 3215351813, 160231488, 1151041103];

describe("randomBelow", () => {
  it("stays in [0, n) for any n, small or above 2^21", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 1, max: 2 ** 32 }),
        (seed, n) => {
          const s = seedRng(seed);
          for (let i = 0; i < 20; i++) {
            const x = randomBelow(s, n);
            if (!(Number.isInteger(x) && x >= 0 && x < n)) return false;
          }
          return true;
        },
      ),
    );
  });

  it("returns 0 for n <= 1 without drawing", () => {
    const s = seedRng(3);
    const before = [...s];
    expect(randomBelow(s, 1)).toBe(0);
    expect(s).toEqual(before);
  });

  it("hits every value of a small range", () => {
    const s = seedRng(9);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(randomBelow(s, 7));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe("pickWeighted", () => {
  it("never picks a zero weight and always returns an index", () => {
    const s = seedRng(5);
    for (let i = 0; i < 2000; i++) {
      const k = pickWeighted(s, [0, 3, 0, 1, 0], 4);
      expect(k === 1 || k === 3).toBe(true);
    }
  });
});
