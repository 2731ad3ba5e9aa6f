import { describe, expect, it } from "vitest";
import type { CommentaryBook } from "./catalog.ts";
import { COMMENTARY_KEYS, compileCommentary, fillLine, pickLineIndex } from "./commentary.ts";
import { createEngine } from "./engine.ts";
import { seedRng } from "./rng.ts";
import { simulateMatch } from "./simulate.ts";
import { fixtureCatalog, fixtureCommentary } from "./test-fixtures.ts";

describe("compile and fill", () => {
  it("fills every placeholder, any number of times, and leaves other braces alone", () => {
    const book: CommentaryBook = {
      ...fixtureCommentary,
      runs: {
        ...fixtureCommentary.runs,
        "4": ["{batter} drives {bowler}; {batter} again! {unknown} {partner}"],
      },
    };
    const compiled = compileCommentary(book);
    const line = compiled[COMMENTARY_KEYS.indexOf("4")]?.[0];
    expect(line).toBeDefined();
    if (line)
      expect(fillLine(line, "Kohli", "Starc", "Rohit")).toBe(
        "Kohli drives Starc; Kohli again! {unknown} Rohit",
      );
  });

  it("falls back to a plain line for a key with no lines", () => {
    const book: CommentaryBook = {
      ...fixtureCommentary,
      dismissals: { ...fixtureCommentary.dismissals, lbw: [] },
    };
    const compiled = compileCommentary(book);
    const lbw = compiled[COMMENTARY_KEYS.indexOf("lbw")] ?? [];
    expect(lbw).toHaveLength(1);
    expect(fillLine(lbw[0] as NonNullable<(typeof lbw)[0]>, "A", "B", "C")).toBe("A is out lbw to B.");
  });
});

describe("pickLineIndex", () => {
  it("never repeats the previous line and reaches every other line", () => {
    const rng = seedRng(17);
    let previous = -1;
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const next = pickLineIndex(rng, 20, previous);
      expect(next).not.toBe(previous);
      expect(next >= 0 && next < 20).toBe(true);
      seen.add(next);
      previous = next;
    }
    expect(seen.size).toBe(20);
  });

  it("handles books of one line", () => {
    expect(pickLineIndex(seedRng(1), 1, 0)).toBe(0);
  });
});

describe("commentary in play", () => {
  it("never speaks the same line twice in a row for the same key, across whole matches", () => {
    const engine = createEngine(fixtureCatalog);
    for (let seed = 0; seed < 30; seed++) {
      const { actions } = simulateMatch(engine, seed, "t20");
      let state = engine.createMatch(seed);
      const lastTextByKey = new Map<string, string>();
      for (const action of actions) {
        const result = engine.step(state, action);
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
        for (const event of result.events) {
          if (event.type !== "ball") continue;
          const key = event.wicket ?? String(event.runs);
          // Lines are tagged [key#index]: the tag must change between two uses of a key.
          const tag = /^\[([^\]]+)\]/.exec(event.text)?.[1] ?? "";
          expect(tag.startsWith(`${key}#`)).toBe(true);
          expect(lastTextByKey.get(key)).not.toBe(tag);
          lastTextByKey.set(key, tag);
          expect(event.text).not.toMatch(/\{(batter|bowler|partner)\}/);
        }
      }
    }
  });
});
