import { describe, expect, it } from "vitest";
import {
  replay,
  simulateMatch,
  type BallEvent,
  type FormatKey,
  type MatchEvent,
} from "../../../../engine/index.ts";
import { engine } from "@/features/game/game-test-support.ts";
import { chanceSeries } from "@/features/game/win-chance/win-chance-answers.ts";
import { chanceChartSeries, keyMoments } from "./chance-data.ts";

function clubMatch(seed: number, format: FormatKey = "micro") {
  const { state, actions } = simulateMatch(engine, seed, format, "random", { level: "club" });
  const record = { seed, level: "club" as const, rulesVersion: state.rulesVersion, actions };
  const events: readonly MatchEvent[] = replay(engine, record, true).events;
  const balls = events.filter((e): e is BallEvent => e.type === "ball");
  return { points: chanceSeries(engine, record), balls, events };
}

const nameOf = (innings: number, batterId: number) => `Batter ${batterId} of innings ${innings}`;
const whenOf = (ball: BallEvent) =>
  `${ball.innings === 1 ? "1st" : "2nd"} innings, over ${ball.over}.${ball.ball}`;

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
    const { points, events } = clubMatch(5);
    const moments = keyMoments(points, events, nameOf);
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
    // Besides wickets and milestones, at most three swings, each a change of the chance.
    const swings = moments
      .slice(1, -1)
      .filter((m) => m.moment !== "Innings break" && !/^(Wicket: |Fifty |Hundred )/.test(m.moment));
    expect(swings.length).toBeLessThanOrEqual(3);
    for (const swing of swings) expect(swing.chance).toMatch(/^\d+% → \d+%$/);
  });

  it("lists every wicket with its scorecard line, and every fifty, in match order", () => {
    // The first of a few T20s in which somebody makes fifty.
    let match = clubMatch(1, "t20");
    const fiftyBalls = (balls: readonly BallEvent[]) => {
      const scores = new Map<string, number>();
      return balls.filter((b) => {
        const key = `${b.innings} ${b.batterId}`;
        const before = scores.get(key) ?? 0;
        scores.set(key, before + b.runs);
        return before < 50 && before + b.runs >= 50;
      });
    };
    for (let seed = 2; fiftyBalls(match.balls).length === 0 && seed < 40; seed++)
      match = clubMatch(seed, "t20");
    const { points, balls, events } = match;
    const fifties = fiftyBalls(balls);
    expect(fifties.length).toBeGreaterThan(0);
    const moments = keyMoments(points, events, nameOf);
    const lastBall = balls.at(-1) as BallEvent;
    const inMiddle = moments.slice(1, -1);
    // Each wicket but one on the match's last ball, named by its scorecard line at its ball.
    const wickets = events.flatMap((e, i) => {
      if (e.type !== "wicket") return [];
      const ball = events.slice(0, i).findLast((b): b is BallEvent => b.type === "ball") as BallEvent;
      return ball === lastBall ? [] : [{ moment: `Wicket: ${e.text}`, when: whenOf(ball) }];
    });
    expect(wickets.length).toBeGreaterThan(3);
    const listed = inMiddle.filter((m) => m.moment.startsWith("Wicket: "));
    expect(listed.map((m) => ({ moment: m.moment, when: m.when }))).toEqual(wickets);
    const fiftyLines = inMiddle.filter((m) => m.moment.startsWith("Fifty for "));
    expect(fiftyLines.map((m) => m.when)).toEqual(fifties.filter((b) => b !== lastBall).map(whenOf));
    expect(fiftyLines[0]?.moment).toBe(`Fifty for ${nameOf(fifties[0]!.innings, fifties[0]!.batterId)}`);
    // Match order: the balls' places never go back, the break between the innings.
    const order = inMiddle.map((m) =>
      m.moment === "Innings break"
        ? balls.findLastIndex((b) => b.innings === 1) + 0.5
        : balls.findIndex((b) => whenOf(b) === m.when),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("says only the start for a match with one point", () => {
    expect(keyMoments([{ innings: 1, ball: 0, chance: 0.5 }], [], nameOf)).toEqual([
      { moment: "Start of play", when: "", chance: "50%" },
    ]);
  });
});
