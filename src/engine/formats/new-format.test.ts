/**
 * A format the engine has never seen, defined as one object and handed in a catalog: the engine
 * plays it through every stage with no other file knowing of it. Two formats are tried: two overs
 * a side (the standard rules with another length) and a 12-over format with its own bowler's
 * quota and a chase that ends a run early (a rule no standard format has), to show an override
 * reaches play.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../engine.ts";
import type { MatchState } from "../match-state.ts";
import { simulateMatch } from "../simulate.ts";
import { fixtureCatalog } from "../test-fixtures.ts";
import { limitedOvers } from "./limited-overs.ts";

const twoOvers = limitedOvers({ key: "twoOvers", label: "Two overs", overs: 2 });

const twelveOvers = limitedOvers({
  key: "twelve",
  label: "Twelve",
  overs: 12,
  // Two overs a bowler where the standard rule gives three: six bowlers needed, not four.
  bowlerQuota: 2,
  // The chase ends when the side is within a run of the target: a rule of this format alone.
  inningsEnd: (_index, runs, legalBalls, wickets, battersLeft, target) =>
    target !== null && runs >= target - 1
      ? "targetPassed"
      : wickets >= 10 || !battersLeft
        ? "allOut"
        : legalBalls >= 72
          ? "oversUsed"
          : null,
});

const engine = createEngine({
  ...fixtureCatalog,
  formats: [...fixtureCatalog.formats, twoOvers, twelveOvers],
});

function oversOf(state: MatchState, innings: 0 | 1): number {
  return Math.ceil((state.innings[innings]?.ballCompleted ?? 0) / 6);
}

describe("a format defined as one object", () => {
  it.each(["classic", "club", "international"] as const)(
    "plays two overs a side to a result at %s",
    (level) => {
      for (let seed = 1; seed <= 20; seed++) {
        const { state, actions } = simulateMatch(engine, seed, "twoOvers", "random", { level });
        expect(state.status).toBe(11);
        expect(state.totalBall).toBe(12);
        expect(state.result).not.toBeNull();
        for (const innings of [0, 1] as const) expect(oversOf(state, innings)).toBeLessThanOrEqual(2);
        // Each side bowls two overs at most, so nobody may bowl both (the quota of one over).
        for (const innings of state.innings)
          for (const player of innings.bowling) expect(player.b_ball).toBeLessThanOrEqual(6);
        // The record replays to the same match.
        expect(simulateMatch(engine, seed, "twoOvers", "random", { level }).actions).toEqual(actions);
      }
    },
  );

  it("offers the format among the catalog's and refuses one it does not list", () => {
    const start = engine.createMatch(1, "classic");
    expect(engine.step(start, { type: "chooseFormat", format: "twoOvers" }).ok).toBe(true);
    expect(engine.step(start, { type: "chooseFormat", format: "threeOvers" }).ok).toBe(false);
  });

  it("plays a format's own rules: its quota and its end of a chase", () => {
    let endedEarly = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { state } = simulateMatch(engine, seed, "twelve", "random", { level: "club" });
      const first = state.innings[0];
      const second = state.innings[1];
      if (!first || !second || !state.result) throw new Error("the match did not finish");
      for (const innings of state.innings)
        for (const player of innings.bowling) expect(player.b_ball).toBeLessThanOrEqual(12);
      // A chase never goes on once level: the format ends it there (a six may carry it past).
      expect(second.totalRun).toBeLessThanOrEqual(first.totalRun + 6);
      // Level with balls and wickets left: only this format's rule ends an innings there.
      if (second.totalRun === first.totalRun && second.ballCompleted < 72 && second.wicketTaken < 10) {
        expect(state.result.kind).toBe("tie");
        endedEarly++;
      }
    }
    expect(endedEarly).toBeGreaterThan(0);
  });
});

describe("an innings the match does not have", () => {
  it("has empty cards rather than failing", () => {
    const { state } = simulateMatch(engine, 3, "twoOvers", "random", { level: "club" });
    expect(engine.battingCard(state, 3)).toEqual([]);
    expect(engine.bowlingCard(state, 3)).toEqual([]);
    expect(engine.battingCard(state, 2).length).toBeGreaterThan(0);
  });
});
