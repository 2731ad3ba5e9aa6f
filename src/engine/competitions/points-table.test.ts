import { describe, expect, it } from "vitest";
import type { InningsSummary } from "../formats/format-rules.ts";
import { fixtureInnings } from "../test-fixtures.ts";
import { netRunRateText, pointsTable, type TableRow } from "./points-table.ts";
import { NO_RESULT, TIED, wonBy, type PlayedMatch } from "./results.ts";
import { CompetitionError, TIE_BREAKERS_2003, TIE_BREAKERS_2019 } from "./shapes.ts";
import { TEAM_NAMES, TEAMS, WORLD_CUP_2019, WORLD_CUP_2023 } from "./world-cup-data.ts";

const ALL = Object.keys(TEAM_NAMES).map(Number);

function rowOf(table: readonly TableRow[], team: number): TableRow {
  const row = table.find((r) => r.teamId === team);
  if (row === undefined) throw new Error(`no row for ${team}`);
  return row;
}

describe("the 2019 men's World Cup group table, from the scores", () => {
  const table = pointsTable(ALL, WORLD_CUP_2019, TIE_BREAKERS_2019);

  it.each([
    ["India", TEAMS.IND, 9, 7, 1, 1, 15, "+0.809"],
    ["Australia", TEAMS.AUS, 9, 7, 2, 0, 14, "+0.868"],
    ["England", TEAMS.ENG, 9, 6, 3, 0, 12, "+1.152"],
    ["New Zealand", TEAMS.NZ, 9, 5, 3, 1, 11, "+0.175"],
    ["Pakistan", TEAMS.PAK, 9, 5, 3, 1, 11, "-0.430"],
  ])("%s: played, won, lost, no result, points and net run rate", (_, team, p, w, l, nr, pts, nrr) => {
    const row = rowOf(table, team);
    expect([row.played, row.won, row.lost, row.noResult, row.points]).toEqual([p, w, l, nr, pts]);
    expect(netRunRateText(row.netRunRate)).toBe(nrr);
  });

  it("leaves the rained-off match out of net run rate and counts the rain-cut one at its 40 overs", () => {
    // Eight matches with a result, one cut to 40 overs: India bowled 7 × 300 + 240 balls.
    expect(rowOf(table, TEAMS.IND).parts.ballsBowled).toBe(7 * 300 + 240);
  });

  it("puts New Zealand fourth above Pakistan on net run rate, as in 2019 (head to head would not)", () => {
    const order = table.map((r) => r.teamId);
    expect(order.slice(0, 4)).toEqual([TEAMS.IND, TEAMS.AUS, TEAMS.ENG, TEAMS.NZ]);
    expect(order.indexOf(TEAMS.NZ)).toBeLessThan(order.indexOf(TEAMS.PAK));
    // With 2003's order (head to head before net run rate) Pakistan, who beat New Zealand, go above.
    const by2003 = pointsTable(ALL, WORLD_CUP_2019, TIE_BREAKERS_2003).map((r) => r.teamId);
    expect(by2003.indexOf(TEAMS.PAK)).toBeLessThan(by2003.indexOf(TEAMS.NZ));
  });
});

describe("the 2023 men's World Cup group table, from the scores", () => {
  const table = pointsTable(ALL, WORLD_CUP_2023, TIE_BREAKERS_2019);

  it.each([
    ["India", TEAMS.IND, 9, 0, 18, "+2.570"],
    ["South Africa", TEAMS.SA, 7, 2, 14, "+1.261"],
    ["Australia", TEAMS.AUS, 7, 2, 14, "+0.841"],
    ["New Zealand", TEAMS.NZ, 5, 4, 10, "+0.743"],
  ])("%s: won, lost, points and net run rate", (_, team, w, l, pts, nrr) => {
    const row = rowOf(table, team);
    expect([row.played, row.won, row.lost, row.points]).toEqual([9, w, l, pts]);
    expect(netRunRateText(row.netRunRate)).toBe(nrr);
  });

  it("puts South Africa above Australia, level on points and wins, on net run rate", () => {
    expect(table.slice(0, 4).map((r) => r.teamId)).toEqual([TEAMS.IND, TEAMS.SA, TEAMS.AUS, TEAMS.NZ]);
  });
});

/** A 20-over innings. */
function inn(teamId: number, runs: number, balls = 120, wickets = 5): InningsSummary {
  return fixtureInnings(teamId, 0, runs, wickets, balls, 120);
}

let n = 0;
function beat(winner: number, loser: number, winnerRuns = 150, loserRuns = 140): PlayedMatch {
  return {
    fixtureId: `T${++n}`,
    home: winner,
    away: loser,
    innings: [inn(winner, winnerRuns), inn(loser, loserRuns)],
    decision: wonBy(winner),
  };
}

describe("the points and the tie-breakers", () => {
  it("gives 2 for a win and 1 for a tie or no result", () => {
    const tie: PlayedMatch = {
      fixtureId: "X1",
      home: 1,
      away: 2,
      innings: [inn(1, 150), inn(2, 150)],
      decision: TIED,
    };
    const washed: PlayedMatch = { fixtureId: "X2", home: 2, away: 3, innings: [], decision: NO_RESULT };
    const table = pointsTable([1, 2, 3], [tie, washed, beat(3, 1)], TIE_BREAKERS_2019);
    expect(table.map((r) => [r.teamId, r.won, r.lost, r.tied, r.noResult, r.points])).toEqual([
      [3, 1, 0, 0, 1, 3],
      [2, 0, 0, 1, 1, 2],
      [1, 0, 1, 1, 0, 1],
    ]);
  });

  it("works out head to head among the sides still level only", () => {
    // 1, 2 and 3 end on 4 points. Among them 1 beat 2 and 3, and 2 beat 3; outside, 3 beat 4 and
    // 5, which beat 1 and 2. Head to head over the three alone puts them 1, 2, 3; counting every
    // match it would leave them level and the seeding (3, 2, 1) would decide.
    const washed: PlayedMatch = { fixtureId: "W", home: 4, away: 5, innings: [], decision: NO_RESULT };
    const matches = [beat(1, 2), beat(1, 3), beat(2, 3), beat(4, 1), beat(5, 1), beat(2, 4), beat(5, 2)];
    matches.push(beat(3, 4), beat(3, 5), washed);
    const table = pointsTable([3, 2, 1, 4, 5], matches, ["points", "headToHead"]);
    expect(table.map((r) => [r.teamId, r.points])).toEqual([
      [5, 5],
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 3],
    ]);
  });

  it("goes on to the next criterion when head to head leaves sides level", () => {
    // A cycle among 1, 2 and 3 (each beat one of the others), all beating 4: level on points,
    // wins and head to head, so net run rate decides (3 won by the most).
    const matches = [beat(1, 2), beat(2, 3), beat(3, 1), beat(1, 4, 150, 120), beat(2, 4, 150, 130)];
    matches.push(beat(3, 4, 200, 100));
    const table = pointsTable([1, 2, 3, 4], matches, ["points", "wins", "headToHead", "netRunRate"]);
    expect(table.map((r) => r.teamId)).toEqual([3, 1, 2, 4]);
  });

  it("keeps the seeding order for sides level on everything", () => {
    // A cycle with identical scores: each side won once and lost once by the same margin.
    const cycle = [beat(1, 2), beat(2, 3), beat(3, 1)];
    expect(pointsTable([3, 1, 2], cycle, TIE_BREAKERS_2019).map((r) => r.teamId)).toEqual([3, 1, 2]);
    expect(pointsTable([2, 3, 1], cycle, TIE_BREAKERS_2019).map((r) => r.teamId)).toEqual([2, 3, 1]);
  });

  it("refuses a super over in a group match: a tie there stands", () => {
    const superOver: PlayedMatch = { ...beat(1, 2, 150, 150), decision: wonBy(1, true) };
    expect(() => pointsTable([1, 2], [superOver], TIE_BREAKERS_2019)).toThrow(/a tie here stands/);
  });

  it("refuses a match between sides not in the table", () => {
    expect(() => pointsTable([1, 2], [beat(1, 7)], TIE_BREAKERS_2019)).toThrow(CompetitionError);
    expect(() => pointsTable([1, 2], [beat(1, 7)], TIE_BREAKERS_2019)).toThrow(/not between two sides/);
  });

  it("writes a net run rate signed to three places", () => {
    expect(netRunRateText(0.8094)).toBe("+0.809");
    expect(netRunRateText(-0.4296)).toBe("-0.430");
    expect(netRunRateText(-0.0001)).toBe("0.000");
  });
});
