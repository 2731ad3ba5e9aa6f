/**
 * A Test's shape and result from its innings, against real Tests whose scores and results are
 * published, and the Laws' follow-on and tie rules at their thresholds.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InningsSummary } from "./format-rules.ts";
import {
  followOnLead,
  fourthInningsTarget,
  mayEnforceFollowOn,
  TEST_LENGTHS,
  testBattingSide,
  testMatchOver,
  testResult,
} from "./test-match.ts";

const NAMES: Record<number, string> = { 1: "India", 2: "Australia", 3: "England" };

/** An innings of `teamId`: `runs` for `wickets`, bowled out at ten (a declaration is fewer, not out). */
function innings(index: number, teamId: number, runs: number, wickets = 10): InningsSummary {
  return {
    teamId,
    teamName: NAMES[teamId] ?? `Team ${teamId}`,
    index,
    runs,
    wickets,
    balls: 600,
    overs: "100",
    wicketsAvailable: 10,
    bowledOut: wickets >= 10,
    quotaBalls: 2700,
  };
}

/** A match's innings from [side, runs, wickets] rows, in order. */
const played = (...rows: [number, number, number?][]) =>
  rows.map(([team, runs, wickets], i) => innings(i, team, runs, wickets));

describe("real Tests' results", () => {
  it("an innings win: Dharamsala 2024, England 218 and 195, India 477", () => {
    const match = played([3, 218], [1, 477], [3, 195]);
    expect(testMatchOver(match)).toBe(true);
    expect(testResult(match, false)).toEqual({
      winnerTeamId: 1,
      kind: "innings",
      margin: 64,
      text: "India won by an innings and 64 runs",
    });
  });

  it("a win after following on: Kolkata 2001, Australia 445 and 212, India 171 and 657/7d", () => {
    expect(mayEnforceFollowOn(5, played([2, 445], [1, 171]))).toBe(true);
    const match = played([2, 445], [1, 171], [1, 657, 7], [2, 212]);
    expect(testBattingSide([2, 1], 2, true)).toBe(1);
    expect(testBattingSide([2, 1], 3, true)).toBe(2);
    expect(fourthInningsTarget(match.slice(0, 3))).toBe(384);
    expect(testResult(match, false).text).toBe("India won by 171 runs");
    expect(testResult(match, false).kind).toBe("runs");
  });

  it("a tie: Chennai 1986, Australia 574/7d and 170/5d, India 397 and 347", () => {
    const match = played([2, 574, 7], [1, 397], [2, 170, 5], [1, 347]);
    expect(fourthInningsTarget(match.slice(0, 3))).toBe(348);
    expect(testResult(match, false)).toEqual({
      winnerTeamId: null,
      kind: "tie",
      margin: 0,
      text: "Match tied",
    });
  });

  it("a chase won: Brisbane 2021, Australia 369 and 294, India 336 and 329/7", () => {
    const match = played([2, 369], [1, 336], [2, 294], [1, 329, 7]);
    expect(fourthInningsTarget(match.slice(0, 3))).toBe(328);
    expect(testResult(match, false)).toEqual({
      winnerTeamId: 1,
      kind: "wickets",
      margin: 3,
      text: "India won by 3 wickets",
    });
  });

  it("a draw: time runs out, even with the fourth innings level and wickets left", () => {
    expect(testResult(played([2, 300], [1, 250], [2, 200, 4], [1, 250, 6]), true).kind).toBe("draw");
    expect(testResult(played([2, 300], [1, 250], [2, 200, 4], [1, 250, 9]), true).text).toBe("Match drawn");
    expect(testResult(played([2, 500, 8], [1, 250]), true).kind).toBe("draw");
    // A third innings cut short by time is a draw, not an innings win.
    expect(testResult(played([2, 600, 5], [1, 200], [1, 150, 4]), true).kind).toBe("draw");
  });

  it("refuses to tell a result before the match is over", () => {
    expect(() => testResult(played([2, 300], [1, 250]), false)).toThrow(/not over/);
    expect(() => testResult(played([2, 300], [1, 250], [2, 200], [1, 100, 3]), false)).toThrow(/not over/);
  });
});

describe("the follow-on (Law 14)", () => {
  it("needs a lead of 200 in five days, 150 in three or four, 100 in two and 75 in one", () => {
    expect([5, 6, 4, 3, 2, 1].map(followOnLead)).toEqual([200, 200, 150, 150, 100, 75]);
    expect(() => followOnLead(0)).toThrow(RangeError);
    for (const length of TEST_LENGTHS) {
      const lead = followOnLead(length.days);
      expect(mayEnforceFollowOn(length.days, played([2, 300 + lead], [1, 300]))).toBe(true);
      expect(mayEnforceFollowOn(length.days, played([2, 299 + lead], [1, 300]))).toBe(false);
    }
  });

  it("is asked only after both first innings", () => {
    expect(mayEnforceFollowOn(5, played([2, 600]))).toBe(false);
    expect(mayEnforceFollowOn(5, played([2, 600], [1, 100], [1, 100]))).toBe(false);
  });
});

describe("the shape", () => {
  it("is 450 overs in five days and 270 in three, in sessions of 30, a new ball after 80", () => {
    expect(TEST_LENGTHS.map((t) => [t.key, t.oversInMatch, t.oversPerSession, t.newBallAfterOvers])).toEqual([
      ["test5", 450, 30, 80],
      ["test3", 270, 30, 80],
    ]);
  });

  it("takes turns to bat, or after the follow-on the side behind twice in a row", () => {
    expect([0, 1, 2, 3].map((i) => testBattingSide([7, 8], i, false))).toEqual([7, 8, 7, 8]);
    expect([0, 1, 2, 3].map((i) => testBattingSide([7, 8], i, true))).toEqual([7, 8, 8, 7]);
    expect(() => testBattingSide([7, 8], 4, false)).toThrow(RangeError);
  });

  it("ends after three innings only when the side batting third is still behind", () => {
    expect(testMatchOver(played([2, 400], [1, 150], [1, 249]))).toBe(true);
    // Level after three innings: the side batting fourth needs one run.
    expect(testMatchOver(played([2, 400], [1, 150], [1, 250]))).toBe(false);
    expect(fourthInningsTarget(played([2, 400], [1, 150], [1, 250]))).toBe(1);
    expect(testMatchOver(played([2, 400], [1, 150]))).toBe(false);
  });
});

describe("any Test played to its end", () => {
  // Four innings, each side twice in turn, the fourth bowled out or the chase won: the result
  // agrees with the runs, and the two sides' margins add up.
  const inningsRuns = fc.integer({ min: 0, max: 700 });
  it("is won by the side with more runs, tied only when level, by the margin the runs give", () => {
    fc.assert(
      fc.property(
        inningsRuns,
        inningsRuns,
        inningsRuns,
        inningsRuns,
        fc.integer({ min: 0, max: 9 }),
        (a1, b1, a2, b2, w) => {
          const afterThree = played([2, a1], [1, b1], [2, a2]);
          if (testMatchOver(afterThree)) {
            const result = testResult(afterThree, false);
            expect(result.kind).toBe("innings");
            expect(result.winnerTeamId).toBe(1);
            expect(result.margin).toBe(b1 - a1 - a2);
            expect(result.margin).toBeGreaterThan(0);
            return;
          }
          const target = fourthInningsTarget(afterThree) as number;
          expect(target).toBe(a1 + a2 - b1 + 1);
          // The fourth innings either reaches the target (wickets down w) or is bowled out at b2 short of it.
          const chased = b2 >= target;
          const match = played([2, a1], [1, b1], [2, a2], [1, chased ? target : b2, chased ? w : 10]);
          const result = testResult(match, false);
          if (chased) expect(result).toMatchObject({ winnerTeamId: 1, kind: "wickets", margin: 10 - w });
          else if (b2 === target - 1) expect(result).toMatchObject({ winnerTeamId: null, kind: "tie" });
          else expect(result).toMatchObject({ winnerTeamId: 2, kind: "runs", margin: target - 1 - b2 });
        },
      ),
    );
  });
});
