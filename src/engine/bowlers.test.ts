import { describe, expect, it } from "vitest";
import { bowlerQuota, bowlerWeight, eligibleBowlerIndices, pickComputerBowler } from "./bowlers.ts";
import type { BowlerFigures } from "./match-state.ts";
import { seedRng } from "./rng.ts";
import { blankPlayers, fixtureSquad } from "./test-fixtures.ts";
import { computerTossChoice } from "./toss.ts";

const squad = fixtureSquad(1).players; // keeper at index 5; pacers at 6, 8, 10; spinners at 7, 9
const players: BowlerFigures[] = blankPlayers(squad);

describe("bowlerQuota", () => {
  it.each([
    [1, 1],
    [5, 1],
    [10, 2],
    [20, 4],
    [50, 10],
    [7, 2],
  ])("%i overs → %i each", (overs, quota) => {
    expect(bowlerQuota(overs)).toBe(quota);
  });
});

describe("eligibleBowlerIndices", () => {
  it("excludes the wicketkeeper at the start of an innings", () => {
    expect(eligibleBowlerIndices(squad, players, [], 4)).toEqual([0, 1, 2, 3, 4, 6, 7, 8, 9, 10]);
  });

  it("excludes the previous over's bowler and those at quota", () => {
    // Quota 2: index 6 has bowled two overs, index 7 bowled the last one.
    expect(eligibleBowlerIndices(squad, players, [6, 8, 6, 7], 2)).toEqual([0, 1, 2, 3, 4, 8, 9, 10]);
  });

  it("relaxes the quota, then the keeper rule, then consecutive overs, rather than run dry", () => {
    const allKeepers = fixtureSquad(1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).players;
    // Only index 10 is not a keeper; it bowled the last over and is at quota 1.
    expect(eligibleBowlerIndices(allKeepers, players, [10], 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // With index 10 under quota, the quota is kept as long as someone is left.
    expect(eligibleBowlerIndices(allKeepers, players, [], 1)).toEqual([10]);
    // Over quota but not last over: the quota is dropped before keepers may bowl.
    expect(eligibleBowlerIndices(allKeepers, players, [10, 3], 1)).toEqual([10]);
    const everyoneKeeps = fixtureSquad(1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).players;
    expect(eligibleBowlerIndices(everyoneKeeps, players.slice(0, 1), [0], 1)).toEqual([0]);
  });
});

describe("the computer's bowler", () => {
  it("weights the skill the pitch rewards", () => {
    const pacer = squad[6];
    const spinner = squad[7];
    if (!pacer || !spinner) throw new Error("fixture");
    expect(bowlerWeight(pacer, 1)).toBeGreaterThan(bowlerWeight(spinner, 1));
    expect(bowlerWeight(spinner, 2)).toBeGreaterThan(bowlerWeight(pacer, 2));
  });

  it("picks only eligible bowlers, mostly pacers on a seam pitch and spinners on a turner", () => {
    const eligible = [0, 1, 2, 3, 4, 6, 7, 8, 9, 10];
    const count = (betterFor: 1 | 2): Map<number, number> => {
      const rng = seedRng(4);
      const counts = new Map<number, number>();
      for (let i = 0; i < 5000; i++) {
        const pick = pickComputerBowler(rng, eligible, squad, betterFor);
        expect(eligible).toContain(pick);
        counts.set(pick, (counts.get(pick) ?? 0) + 1);
      }
      return counts;
    };
    const share = (counts: Map<number, number>, indices: number[]): number =>
      indices.reduce((sum, i) => sum + (counts.get(i) ?? 0), 0) / 5000;
    expect(share(count(1), [6, 8, 10])).toBeGreaterThan(0.5);
    expect(share(count(2), [7, 9])).toBeGreaterThan(0.4);
    // Never "at random from all 11": the keeper (index 5) is not even offered.
    expect(count(1).has(5)).toBe(false);
  });
});

describe("computerTossChoice", () => {
  it.each([
    [[9, 7], 1, "bat"],
    [[9, 7], 2, "bat"],
    [[5, 8], 1, "bowl"],
    [[5, 8], 2, "bowl"],
    [[6, 6], 2, "bat"],
    [[6, 6], 1, "bowl"],
  ] as const)("conditions %j, betterFor %i → %s", (battingCondition, betterFor, choice) => {
    expect(computerTossChoice({ battingCondition, betterFor })).toBe(choice);
  });
});
