/**
 * Wide seeds (ADR 0017): a refereed match's 128-bit seed is its generator's whole state, so
 * knowing any 32 bits of it, or scanning 2^32 candidates, tells nothing of its draws.
 */
import { describe, expect, it } from "vitest";
import { fixtureCatalog } from "./test-fixtures.ts";
import { createEngine } from "./engine.ts";
import { replay } from "./replay.ts";
import { isSeed, isWideSeed, nextUint32, type RngState, seedRng } from "./rng.ts";
import { simulateMatch } from "./simulate.ts";
import { playAheadRng } from "./play-ahead.ts";

const engine = createEngine(fixtureCatalog);

/** Two wide seeds with the same low 32 bits (and the narrow seed of those bits). */
const A = "0123456789abcdef00c0ffee2bad5eed";
const B = "fedcba987654321000c0ffee2bad5eed";
const LOW = 0x2bad5eed;

const firstOutputs = (state: RngState, n = 8) => Array.from({ length: n }, () => nextUint32(state));

describe("wide seeds", () => {
  it("are 32 lowercase hexadecimal digits, and nothing else", () => {
    expect(isWideSeed(A)).toBe(true);
    for (const bad of [A.toUpperCase(), A.slice(1), `${A}0`, `${A.slice(1)}g`, "", 12, null]) {
      expect(isWideSeed(bad)).toBe(false);
    }
    expect(isSeed(12)).toBe(true);
    expect(isSeed(Number.NaN)).toBe(false);
    expect(() => seedRng(A.toUpperCase())).toThrow(RangeError);
    expect(() => engine.createMatch("not a seed", "international")).toThrow(RangeError);
  });

  it("are the generator's whole state: the four words, then sfc32's discarded outputs", () => {
    const direct: RngState = [0x01234567, 0x89abcdef | 0, 0x00c0ffee, 0x2bad5eed];
    for (let i = 0; i < 12; i++) nextUint32(direct);
    expect(seedRng(A)).toEqual(direct);
  });

  it("draw differently for every one of their 128 bits", () => {
    const base = firstOutputs(seedRng(A), 4).join();
    for (let bit = 0; bit < 128; bit++) {
      const digit = Math.floor(bit / 4);
      const flipped = (Number.parseInt(A[digit] as string, 16) ^ (1 << (bit % 4))).toString(16);
      const other = A.slice(0, digit) + flipped + A.slice(digit + 1);
      expect(firstOutputs(seedRng(other), 4).join(), `bit ${bit}`).not.toBe(base);
    }
  });

  it("that share their low 32 bits play different matches, and each replays exactly", () => {
    const a = simulateMatch(engine, A, "t20", "random", { level: "classic" });
    const b = simulateMatch(engine, B, "t20", "random", { level: "classic" });
    const narrow = simulateMatch(engine, LOW, "t20", "random", { level: "classic" });
    expect(firstOutputs(seedRng(A))).not.toEqual(firstOutputs(seedRng(B)));
    expect(firstOutputs(seedRng(A))).not.toEqual(firstOutputs(seedRng(LOW)));
    const card = (s: typeof a) => JSON.stringify({ innings: s.state.innings, result: s.state.result });
    expect(card(a)).not.toBe(card(b));
    expect(card(a)).not.toBe(card(narrow));
    for (const [seed, played] of [
      [A, a],
      [B, b],
    ] as const) {
      const again = replay(engine, {
        seed,
        level: "classic",
        actions: played.actions,
        rulesVersion: played.state.rulesVersion,
      });
      expect(again.refusedAt).toBeNull();
      expect(again.state).toEqual(played.state);
      expect(again.state.seed).toBe(seed);
    }
  });

  it("keep all their bits in a stretch played ahead", () => {
    expect(firstOutputs(playAheadRng(A, 40))).not.toEqual(firstOutputs(playAheadRng(B, 40)));
    expect(firstOutputs(playAheadRng(A, 40))).not.toEqual(firstOutputs(playAheadRng(A, 41)));
    expect(firstOutputs(playAheadRng(A, 40))).toEqual(firstOutputs(playAheadRng(A, 40)));
  });
});
