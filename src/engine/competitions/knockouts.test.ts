import { describe, expect, it } from "vitest";
import type { InningsSummary } from "../formats/format-rules.ts";
import { fixturesOf, type Fixture } from "./fixtures.ts";
import { bracketOf } from "./knockouts.ts";
import { TIED, wonBy, type PlayedMatch } from "./results.ts";
import { league, worldCupGroups, worldCupRoundRobin, type TournamentShape } from "./shapes.ts";

const TEN = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

function inn(teamId: number, runs: number): InningsSummary {
  return {
    teamId,
    teamName: `Team ${teamId}`,
    index: 0,
    runs,
    wickets: 5,
    balls: 300,
    overs: "50.0",
    wicketsAvailable: 10,
    bowledOut: false,
    quotaBalls: 300,
  };
}

/** Every group fixture played, the side seeded higher (lower id) winning. */
function chalk(fixtures: readonly Fixture[]): PlayedMatch[] {
  return fixtures.map((f) => {
    const winner = Math.min(f.home, f.away);
    const loser = Math.max(f.home, f.away);
    return {
      fixtureId: f.id,
      home: f.home,
      away: f.away,
      innings: [inn(winner, 250), inn(loser, 200)],
      decision: wonBy(winner),
    };
  });
}

function knockout(id: string, home: number, away: number, winner: number, superOver = false): PlayedMatch {
  return {
    fixtureId: id,
    home,
    away,
    innings: [inn(home, 250), inn(away, 250)],
    decision: wonBy(winner, superOver),
  };
}

function setUp(shape: TournamentShape): { fixtures: Fixture[]; groups: PlayedMatch[] } {
  const fixtures = fixturesOf(shape, 11);
  return { fixtures, groups: chalk(fixtures) };
}

describe("knockout progression", () => {
  it("draws semi-finals 1 v 4 and 2 v 3 from one table, then the final and the champion", () => {
    const shape = worldCupRoundRobin("W", TEN);
    const { fixtures, groups } = setUp(shape);
    const before = bracketOf(shape, fixtures, groups.slice(0, -1), []);
    expect(before.groupsComplete).toBe(false);
    expect(before.next).toBeNull();
    expect(before.ties[0]?.from).toEqual(["1st", "4th"]);

    let bracket = bracketOf(shape, fixtures, groups, []);
    expect(bracket.ties.map((t) => t.sides)).toEqual([[1, 4], [2, 3], null]);
    expect(bracket.next?.id).toBe("SF1");
    // 4 beats 1 after a tie, in the super over; 2 beats 3.
    const semis = [knockout("SF1", 1, 4, 4, true), knockout("SF2", 2, 3, 2)];
    bracket = bracketOf(shape, fixtures, groups, semis);
    expect(bracket.ties[0]).toMatchObject({ winner: 4, superOver: true });
    expect(bracket.ties[2]?.sides).toEqual([4, 2]);
    expect(bracket.next?.id).toBe("F");
    expect(bracket.champion).toBeNull();
    bracket = bracketOf(shape, fixtures, groups, [...semis, knockout("F", 4, 2, 2)]);
    expect(bracket.champion).toBe(2);
    expect(bracket.next).toBeNull();
  });

  it("crosses two groups of five: A1 v B2 and B1 v A2", () => {
    const shape = worldCupGroups("W", TEN);
    const { fixtures, groups } = setUp(shape);
    const bracket = bracketOf(shape, fixtures, groups, []);
    expect(bracket.tables.map((t) => t.map((r) => r.teamId))).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
    expect(bracket.ties.map((t) => t.sides)).toEqual([[1, 7], [6, 2], null]);
    expect(bracket.ties.map((t) => t.from)).toEqual([
      ["A 1st", "B 2nd"],
      ["B 1st", "A 2nd"],
      ["Winner of the first semi-final", "Winner of the second semi-final"],
    ]);
  });

  it("sends the top two of a league straight to the final", () => {
    const shape = league({ name: "L", teams: [1, 2, 3, 4, 5], legs: 2, qualifiers: 2 });
    const { fixtures, groups } = setUp(shape);
    const bracket = bracketOf(shape, fixtures, groups, [knockout("F", 1, 2, 1)]);
    expect(bracket.ties.map((t) => [t.id, t.sides])).toEqual([["F", [1, 2]]]);
    expect(bracket.champion).toBe(1);
  });

  it("lets a tied group match stand, and needs a knockout tie settled by a super over", () => {
    const shape = worldCupRoundRobin("W", TEN);
    const { fixtures, groups } = setUp(shape);
    const first = groups[0] as PlayedMatch;
    const tiedGroup = [{ ...first, decision: TIED }, ...groups.slice(1)];
    const bracket = bracketOf(shape, fixtures, tiedGroup, []);
    expect(bracket.tables[0]?.some((r) => r.tied === 1)).toBe(true);
    const tiedSemi: PlayedMatch = { ...knockout("SF1", 1, 4, 1), decision: TIED };
    expect(() => bracketOf(shape, fixtures, groups, [tiedSemi])).toThrow(
      "Match SF1: a knockout match needs a winner (a tie is settled by a super over)",
    );
    const superOverInGroup = [{ ...first, decision: wonBy(first.home, true) }, ...groups.slice(1)];
    expect(() => bracketOf(shape, fixtures, superOverInGroup, [])).toThrow(/a tie here stands/);
  });

  it("refuses a knockout result between the wrong sides, or before its sides are known", () => {
    const shape = worldCupRoundRobin("W", TEN);
    const { fixtures, groups } = setUp(shape);
    expect(() => bracketOf(shape, fixtures, groups, [knockout("SF1", 1, 3, 1)])).toThrow(
      /not between team 1 and team 4/,
    );
    expect(() => bracketOf(shape, fixtures, groups, [knockout("F", 1, 2, 1)])).toThrow(
      /before its sides are known/,
    );
    expect(() => bracketOf(shape, fixtures, groups, [knockout("QF1", 1, 2, 1)])).toThrow(
      "No knockout match is called QF1",
    );
  });
});
