import { describe, it, expect } from "vitest";
import { DISMISSAL_KINDS, RUN_KEYS } from "../engine/index.ts";
import { commentary } from "./commentary.ts";

const runKeys = RUN_KEYS;
const dismissalKeys = DISMISSAL_KINDS;

const groups: [string, readonly string[]][] = [
  ...runKeys.map((k): [string, readonly string[]] => [k, commentary.runs[k]]),
  ...dismissalKeys.map((k): [string, readonly string[]] => [k, commentary.dismissals[k]]),
];
const allLines = groups.flatMap(([, lines]) => lines);

describe("commentary", () => {
  it("has exactly the 13 expected keys", () => {
    expect(Object.keys(commentary.runs).sort()).toEqual([...runKeys].sort());
    expect(Object.keys(commentary.dismissals).sort()).toEqual([...dismissalKeys].sort());
  });

  it.each(groups)("has exactly 20 lines for %s", (_key, lines) => {
    expect(lines).toHaveLength(20);
  });

  it("has 260 lines, all unique", () => {
    expect(allLines).toHaveLength(260);
    expect(new Set(allLines).size).toBe(260);
    expect(new Set(allLines.map((l) => l.trim().toLowerCase())).size).toBe(260);
  });

  it("keeps every line non-empty and at most 120 characters", () => {
    for (const line of allLines) {
      expect(line.trim().length, line).toBeGreaterThan(0);
      expect(line.length, line).toBeLessThanOrEqual(120);
    }
  });

  it("uses only the {batter}, {bowler} and {partner} placeholders", () => {
    for (const line of allLines) {
      const placeholders = line.match(/\{[^}]*\}/g) ?? [];
      for (const p of placeholders) expect(["{batter}", "{bowler}", "{partner}"], line).toContain(p);
      expect(line.replace(/\{(batter|bowler|partner)\}/g, ""), line).not.toMatch(/[{}]/);
    }
  });

  it("uses {partner} in every run-out line and nowhere else", () => {
    for (const [key, lines] of groups) {
      for (const line of lines) {
        if (key === "runOut") {
          expect(line, line).toContain("{partner}");
          expect(line, line).toContain("{batter}");
        } else {
          expect(line, line).not.toContain("{partner}");
        }
      }
    }
  });

  it("never writes LBW as a word a speech engine would mangle", () => {
    for (const line of allLines) expect(line, line).not.toMatch(/\blbw\b/i);
  });

  it("mentions three in every three-run line", () => {
    for (const line of commentary.runs["3"]) expect(line, line).toMatch(/\bthree\b|\b3\b/i);
  });

  it("mentions a batter in most lines", () => {
    const withBatter = allLines.filter((l) => l.includes("{batter}")).length;
    expect(withBatter).toBeGreaterThan(allLines.length / 2);
  });
});
