import { describe, expect, it } from "vitest";
import { replay, simulateMatch, type BallEvent } from "../../../../engine/index.ts";
import { engine } from "@/features/game/game-test-support.ts";
import { chanceSeries } from "@/features/game/win-chance/win-chance-answers.ts";
import { chanceChartSeries, keyMoments } from "./chance-data.ts";

function clubMatch(seed: number) {
  const { state, actions } = simulateMatch(engine, seed, "micro", "random", { level: "club" });
  const record = { seed, level: "club" as const, rulesVersion: state.rulesVersion, actions };
  const balls = replay(engine, record, true).events.filter((e): e is BallEvent => e.type === "ball");
  return { points: chanceSeries(engine, record), balls };
}

describe("the win-chance chart's data", () => {
  it("draws each innings as its own line in percent, the second starting where the first ends", () => {
    const { points } = clubMatch(5);
    const [x, first, second] = chanceChartSeries(points);
    expect(x).toEqual(points.map((p) => p.ball));
    const lastOfFirst = points.findLastIndex((p) => p.innings === 1);
    expect(first[0]).toBeCloseTo((points[0]?.chance ?? 0) * 100);
    expect(first.slice(lastOfFirst + 1).every((v) => v === null)).toBe(true);
    expect(second.slice(0, lastOfFirst).every((v) => v === null)).toBe(true);
    expect(second[lastOfFirst]).toBe(first[lastOfFirst]);
    expect(second.at(-1)).toBe((points.at(-1)?.chance ?? 0) * 100);
  });

  it("tells the key moments: the start, the biggest swings in order, the break and the last ball", () => {
    const { points, balls } = clubMatch(5);
    const moments = keyMoments(points, balls);
    expect(moments[0]).toEqual({
      moment: "Start of play",
      when: "",
      chance: expect.stringMatching(/^\d+%$/),
    });
    expect(moments.filter((m) => m.moment === "Innings break")).toHaveLength(1);
    const last = moments.at(-1);
    expect(last?.moment).toMatch(/^Last ball: /);
    expect(last?.chance).toMatch(/→ (100|0)%$/);
    expect(last?.when).toMatch(/^2nd innings, over \d\.\d$/);
    // At most three swings between the start and the last ball, each a change of the chance.
    const swings = moments.slice(1, -1).filter((m) => m.moment !== "Innings break");
    expect(swings.length).toBeLessThanOrEqual(3);
    for (const swing of swings) expect(swing.chance).toMatch(/^\d+% → \d+%$/);
  });

  it("says only the start for a match with one point", () => {
    expect(keyMoments([{ innings: 1, ball: 0, chance: 0.5 }], [])).toEqual([
      { moment: "Start of play", when: "", chance: "50%" },
    ]);
  });
});
