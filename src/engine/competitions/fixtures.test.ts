import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { circleRounds, fixturesOf, type Fixture } from "./fixtures.ts";
import { CompetitionError, league, series, worldCupGroups, worldCupRoundRobin } from "./shapes.ts";

const TEN = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

function pairKey(f: Fixture): string {
  return [f.home, f.away].sort((a, b) => a - b).join("-");
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe("competition shapes", () => {
  it("refuses a league of 3 or 11 teams, a series of 4, and a side entered twice", () => {
    expect(() => league({ name: "L", teams: [1, 2, 3], legs: 1, qualifiers: 2 })).toThrow(
      "A league has 4 to 10 teams, not 3",
    );
    expect(() => league({ name: "L", teams: [...TEN, 11], legs: 1, qualifiers: 4 })).toThrow(
      "A league has 4 to 10 teams, not 11",
    );
    expect(() => series("S", [1, 2], 4)).toThrow("A series is of 3 or 5 matches, not 4");
    expect(() => league({ name: "L", teams: [1, 2, 3, 2], legs: 1, qualifiers: 2 })).toThrow(
      "A league: team 2 is entered twice",
    );
    expect(() => series("S", [1, 1], 3)).toThrow(CompetitionError);
    expect(() => worldCupRoundRobin("W", TEN.slice(1))).toThrow("A World Cup is for 10 teams, not 9");
    expect(() => league({ name: "L", teams: [1, 2, 3, 4], legs: 1, qualifiers: 4 })).toThrow(
      /some side must go out/,
    );
    expect(() => league({ name: "L", teams: [1, 2, 3, 4], legs: 3, qualifiers: 2 })).toThrow(/1 or 2 legs/);
    expect(() => worldCupRoundRobin("W", TEN, ["wins", "points"])).toThrow(/points first/);
  });

  it("draws two groups of five from the first and last five of the seeding", () => {
    expect(worldCupGroups("W", TEN).groups).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
  });
});

describe("fixtures", () => {
  it("alternates a series' grounds, the first at the first side's home", () => {
    const fixtures = fixturesOf(series("S", [5, 9], 5), 1);
    expect(fixtures.map((f) => [f.id, f.home, f.away])).toEqual([
      ["M1", 5, 9],
      ["M2", 9, 5],
      ["M3", 5, 9],
      ["M4", 9, 5],
      ["M5", 5, 9],
    ]);
  });

  it("plays the 2023 World Cup shape in 9 rounds of 5 matches, 45 in all", () => {
    const fixtures = fixturesOf(worldCupRoundRobin("W", TEN), 2023);
    expect(fixtures).toHaveLength(45);
    expect(new Set(countBy(fixtures, (f) => String(f.round)).values())).toEqual(new Set([5]));
  });

  it("gives two groups of five 5 rounds each, each side resting once", () => {
    const fixtures = fixturesOf(worldCupGroups("W", TEN), 7);
    expect(fixtures).toHaveLength(20);
    for (const team of TEN) {
      const rounds = fixtures.filter((f) => f.home === team || f.away === team).map((f) => f.round);
      expect(rounds).toHaveLength(4);
      expect(new Set(rounds).size).toBe(4);
    }
  });

  it("is the same from the same seed and shuffled by another", () => {
    const shape = league({ name: "L", teams: TEN.slice(0, 8), legs: 2, qualifiers: 4 });
    expect(fixturesOf(shape, 42)).toEqual(fixturesOf(shape, 42));
    expect(fixturesOf(shape, 42)).not.toEqual(fixturesOf(shape, 43));
  });

  it("has each pair once a leg, each side once a round, and a double round robin balanced home and away", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 10 }),
        fc.constantFrom(1, 2),
        fc.integer({ min: 0, max: 0xffffffff }),
        (size, legs, seed) => {
          const teams = TEN.slice(0, size);
          const fixtures = fixturesOf(league({ name: "L", teams, legs, qualifiers: 2 }), seed);
          expect(fixtures).toHaveLength((legs * size * (size - 1)) / 2);
          const pairs = countBy(fixtures, pairKey);
          expect(pairs.size).toBe((size * (size - 1)) / 2);
          expect(new Set(pairs.values())).toEqual(new Set([legs]));
          const byRound = countBy(fixtures, (f) => `${f.round}`);
          expect(byRound.size).toBe(legs * (size % 2 === 0 ? size - 1 : size));
          for (const round of byRound.keys()) {
            const sides = fixtures.filter((f) => `${f.round}` === round).flatMap((f) => [f.home, f.away]);
            expect(new Set(sides).size).toBe(sides.length);
          }
          if (legs === 2) {
            expect(countBy(fixtures, (f) => `${f.home}-${f.away}`).size).toBe(size * (size - 1));
            for (const team of teams) {
              expect(fixtures.filter((f) => f.home === team)).toHaveLength(size - 1);
            }
          } else {
            // One leg: as many homes as aways in an odd group, one more or less in an even one.
            for (const team of teams) {
              const homes = fixtures.filter((f) => f.home === team).length;
              const aways = fixtures.filter((f) => f.away === team).length;
              expect(Math.abs(homes - aways)).toBe(size % 2 === 0 ? 1 : 0);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("draws a round robin by the circle method: n − 1 rounds for n even, n for n odd", () => {
    expect(circleRounds([1, 2, 3, 4])).toHaveLength(3);
    expect(circleRounds([1, 2, 3, 4, 5])).toHaveLength(5);
    expect(circleRounds([1, 2, 3, 4, 5]).every((round) => round.length === 2)).toBe(true);
  });
});
