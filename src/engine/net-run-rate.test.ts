import { describe, expect, it } from "vitest";
import { createEngine } from "./engine.ts";
import type { InningsSummary } from "./formats/format-rules.ts";
import { inningsSummary } from "./innings-summary.ts";
import { netRunRate, runRateParts, type TableMatch } from "./net-run-rate.ts";
import { simulateMatch } from "./simulate.ts";
import { fixtureCatalog, fixtureInnings } from "./test-fixtures.ts";

/** An innings of a 50-over match: `balls` legal balls, bowled out or not. */
function innings(teamId: number, runs: number, wickets: number, balls: number): InningsSummary {
  return fixtureInnings(teamId, 0, runs, wickets, balls, 300);
}

const won: TableMatch = { innings: [innings(1, 250, 6, 300), innings(2, 200, 10, 244)], hasResult: true };
const chased: TableMatch = { innings: [innings(3, 180, 9, 300), innings(1, 181, 4, 182)], hasResult: true };
const rainedOff: TableMatch = { innings: [innings(1, 12, 0, 18), innings(2, 0, 0, 0)], hasResult: false };

describe("net run rate by the ICC's rule", () => {
  it("charges a side bowled out its full quota of overs", () => {
    // Team 2 fell for 200 in 40.4 overs: it is charged 50 overs, so 4 an over against Team 1's 5.
    expect(netRunRate(1, [won])).toBeCloseTo(5 - 4, 12);
    expect(netRunRate(2, [won])).toBeCloseTo(4 - 5, 12);
  });

  it("counts overs from legal balls, 10.4 overs being 10 and four sixths", () => {
    const short: TableMatch = { innings: [innings(5, 64, 2, 64), innings(6, 63, 3, 64)], hasResult: true };
    // 64 runs off 10.4 overs is 6 an over (64 ÷ 10⅔), not 64 ÷ 10.4.
    expect(runRateParts(5, [short])).toEqual({
      runsFor: 64,
      ballsFaced: 64,
      runsAgainst: 63,
      ballsBowled: 64,
    });
    expect(netRunRate(5, [short])).toBeCloseTo(6 - (63 * 6) / 64, 12);
  });

  it("sums runs and overs over the competition before dividing, and leaves out a match without a result", () => {
    // For: 250 + 181 off 300 + 182 balls; against: 200 + 180 off 300 + 300 balls (Team 2 bowled out).
    const expected = (6 * 431) / 482 - (6 * 380) / 600;
    expect(netRunRate(1, [won, chased, rainedOff])).toBeCloseTo(expected, 12);
    expect(netRunRate(1, [won, chased])).toBe(netRunRate(1, [won, chased, rainedOff]));
    expect(expected).toBeCloseTo(1.565145, 6);
  });

  it("is 0 for a side yet to play, and ignores matches it was not in", () => {
    expect(netRunRate(9, [won, chased])).toBe(0);
    expect(runRateParts(3, [won])).toEqual({ runsFor: 0, ballsFaced: 0, runsAgainst: 0, ballsBowled: 0 });
  });

  it("reads the engine's innings summaries: in one match the two sides' rates are opposite", () => {
    const engine = createEngine(fixtureCatalog);
    let checked = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const { state } = simulateMatch(engine, seed, "mini", "random", { level: "club" });
      const sides = state.sides;
      if (sides === null || state.result === null) throw new Error("the match did not finish");
      const match: TableMatch = {
        innings: state.innings.map((played, n) => inningsSummary(sides, played, n, state.totalBall)),
        hasResult: true,
      };
      const [first, second] = match.innings as [InningsSummary, InningsSummary];
      expect(netRunRate(first.teamId, [match])).toBeCloseTo(-netRunRate(second.teamId, [match]), 12);
      // A side bowled out is charged the whole innings' balls, whatever it faced.
      for (const one of match.innings) {
        const parts = runRateParts(one.teamId, [match]);
        expect(parts.ballsFaced).toBe(one.bowledOut ? state.totalBall : one.balls);
      }
      checked++;
    }
    expect(checked).toBe(30);
  });
});
