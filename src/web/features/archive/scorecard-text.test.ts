import { describe, expect, it } from "vitest";
import { catalog } from "../../../data/catalog.ts";
import { createEngine, simulateMatch } from "../../../engine/index.ts";
import { scorecardText } from "./scorecard-text.ts";

const engine = createEngine(catalog);

describe("scorecardText", () => {
  const { state } = simulateMatch(engine, 77, "mini", "random", { level: "club" });
  const text = scorecardText(engine, state, "India v Kenya · Mini · Eden Gardens · 1 Feb 2026");
  const lines = text.split("\n");

  it("starts with the heading and the result, then both innings with their totals", () => {
    expect(lines[0]).toBe("India v Kenya · Mini · Eden Gardens · 1 Feb 2026");
    expect(lines[1]).toBe(state.result?.text);
    for (const inn of engine.matchSummary(state).innings) {
      expect(text).toContain(`${inn.teamName} innings: ${inn.runs}/${inn.wickets} (${inn.overs} ov)`);
    }
  });

  it("lists every batter who batted with runs and balls, and every bowler who bowled", () => {
    for (const innings of [1, 2] as const) {
      for (const row of engine.battingCard(state, innings).filter((r) => r.balls > 0 || r.out)) {
        const rowLine = lines.find((l) => l.trimStart().startsWith(row.name) && l.includes(row.strikeRate));
        expect(rowLine, row.name).toBeDefined();
        expect(rowLine?.split(/\s+/).slice(-3, -1)).toEqual([String(row.runs), String(row.balls)]);
      }
      for (const row of engine.bowlingCard(state, innings).filter((r) => r.hasBowled)) {
        expect(
          lines.some((l) => l.trimStart().startsWith(row.name) && l.trimEnd().endsWith(row.economy)),
        ).toBe(true);
      }
    }
    expect(lines.filter((l) => l.includes("Fall of wickets:"))).toHaveLength(2);
  });
});
