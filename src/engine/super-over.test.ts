/**
 * The super over (rules version 3, a knockout match): found by playing Micro knockout matches
 * from seed after seed until they tie, each side at a fixed style, then held to the ICC's rule —
 * who bats first, one over or two wickets, three batters, the batters out and the bowler of the
 * one before barred from the next, the result's words, the summaries without the super overs,
 * the exact replay — and every other match left as it was.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "./engine.ts";
import type { MatchEvent, SuperOverEvent } from "./events.ts";
import { summariesOf, superOverSummariesOf } from "./innings-summary.ts";
import type { InningsState, MatchState } from "./match-state.ts";
import { replay } from "./replay.ts";
import { SUPER_OVER_RULES_VERSION } from "./rules-version.ts";
import { simulateMatch } from "./simulate.ts";
import { SUPER_OVER_BALLS, SUPER_OVER_WICKETS } from "./super-over-rules.ts";
import { tablesWindow } from "./table-replay.ts";
import { fixtureCatalog } from "./test-fixtures.ts";
import { tiedKnockouts, type PlayedKnockout } from "./test-support/tied-knockouts.ts";

const engine = createEngine(fixtureCatalog);

/** The super-over innings of a finished match. */
function superOvers(state: MatchState): InningsState[] {
  return state.innings.slice(2);
}

/** The match replayed from its record with every event. */
function replayed(played: PlayedKnockout, level: "club" | "international" = "club") {
  const record = {
    seed: played.seed,
    level,
    rulesVersion: SUPER_OVER_RULES_VERSION,
    knockout: true,
    actions: played.actions,
  };
  return replay(engine, record, true, "playable");
}

// At fixed styles (normal), then at random ones for variety: enough ties to find every case.
const tied = [...tiedKnockouts(engine, "club", "normal", 6), ...tiedKnockouts(engine, "club", "random", 6)];
// Two that went to a second super over, one of them after a batter was out in the first.
const twoRounds = [
  ...tiedKnockouts(engine, "club", "random", 1, (p) => p.state.innings.length >= 6),
  ...tiedKnockouts(
    engine,
    "club",
    "random",
    1,
    (p) =>
      p.state.innings.length >= 6 &&
      (p.state.innings[2]!.wicketTaken > 0 || p.state.innings[3]!.wicketTaken > 0),
  ),
];

describe("the super over in a knockout match", () => {
  it("follows a tie: the scores level after both innings, then a super over of two innings", () => {
    for (const { state } of tied) {
      const [first, second] = summariesOf(state.sides!, state.innings, state.totalBall);
      expect(first!.runs).toBe(second!.runs);
      expect(state.innings.length % 2).toBe(0);
      superOvers(state).forEach((innings, k) => expect(innings.superOver?.round).toBe(Math.floor(k / 2) + 1));
      expect(state.status).toBe(11);
      expect(state.result?.kind).toBe("superOver");
    }
  });

  it("announces the level scores, each side's start with its three batters, and the end", () => {
    const [played] = tied;
    const { events, error } = replayed(played!);
    expect(error).toBeNull();
    const said = events.filter((e): e is SuperOverEvent => e.type === "superOver");
    expect(said[0]).toMatchObject({ moment: "called", round: 1, text: "The scores are level: a super over" });
    const starts = said.filter((e) => e.moment === "start");
    expect(starts).toHaveLength(superOvers(played!.state).length);
    for (const start of starts) {
      expect(start.batterIds).toHaveLength(3);
      expect(start.text).toMatch(/ bat (first|second) in the (\w+ )?super over: .+, .+ and .+$/);
    }
    const end = said[said.length - 1]!;
    expect(end).toMatchObject({ moment: "end", text: played!.state.result!.text });
    expect(events[events.length - 1]).toMatchObject({ type: "result", text: played!.state.result!.text });
  });

  it("is batted first by the side that batted second, and the next by the side that batted second in it", () => {
    for (const { state } of [...tied, ...twoRounds]) {
      expect(state.innings[1]!.battingSide).toBe(1);
      expect(state.innings[2]!.battingSide).toBe(1);
      expect(state.innings[3]!.battingSide).toBe(0);
      for (let n = 4; n < state.innings.length; n += 2) {
        expect(state.innings[n]!.battingSide).toBe(state.innings[n - 1]!.battingSide);
      }
    }
  });

  it("ends an innings after one over or at the second wicket, and the chase once it passes", () => {
    let overUsed = 0;
    let twoDown = 0;
    // A super over ended by two wickets inside its over, found at aggressive batting.
    const twoWickets = tiedKnockouts(engine, "club", "aggressive", 1, (p) =>
      superOvers(p.state).some(
        (i) => i.wicketTaken === SUPER_OVER_WICKETS && i.ballCompleted < SUPER_OVER_BALLS,
      ),
    );
    for (const { state } of [...tied, ...twoRounds, ...twoWickets]) {
      superOvers(state).forEach((innings, k) => {
        expect(innings.ballCompleted).toBeLessThanOrEqual(SUPER_OVER_BALLS);
        expect(innings.wicketTaken).toBeLessThanOrEqual(SUPER_OVER_WICKETS);
        expect(innings.overBowlers).toHaveLength(1);
        const chase = k % 2 === 1;
        const target = chase ? state.innings[k + 1]!.totalRun + 1 : null;
        const passed = target !== null && innings.totalRun >= target;
        expect(
          innings.ballCompleted === SUPER_OVER_BALLS || innings.wicketTaken === SUPER_OVER_WICKETS || passed,
        ).toBe(true);
        if (innings.ballCompleted === SUPER_OVER_BALLS && innings.wicketTaken < SUPER_OVER_WICKETS)
          overUsed++;
        if (innings.wicketTaken === SUPER_OVER_WICKETS) {
          twoDown++;
          // Two down is all out: the third batter went in, nobody else.
          const batted = innings.batting.filter((b) => b.isBatting !== 0).length;
          expect(batted).toBe(3);
        }
      });
    }
    expect(overUsed).toBeGreaterThan(0);
    expect(twoDown).toBeGreaterThan(0);
  });

  it("sends in the first three of the batting order, none of the rest", () => {
    for (const { state } of tied) {
      const first = superOvers(state)[0]!;
      const side = state.sides![first.battingSide]!;
      expect(first.superOver?.batters).toEqual(side.battingOrder.slice(0, 3));
      first.batting.forEach((b, i) => {
        if (!side.battingOrder.slice(0, 3).includes(i)) expect(b).toMatchObject({ ball: 0, isBatting: 0 });
      });
    }
  });

  it("after a tied super over plays another, without the batters out and the bowler of the one before", () => {
    expect(twoRounds.length).toBe(2);
    for (const { state } of twoRounds) {
      const list = state.innings;
      expect(list[2]!.totalRun).toBe(list[3]!.totalRun);
      for (let n = 4; n < list.length; n++) {
        const now = list[n]!;
        const earlier = list.slice(2, n).filter((i) => i.battingSide === now.battingSide);
        // Out in any earlier super over: not among this one's batters.
        for (const innings of earlier) {
          innings.batting.forEach((b, i) => {
            if (b.dismissal !== null) expect(now.superOver?.batters).not.toContain(i);
          });
        }
        // Bowled the previous super over to this side: not this one.
        const before = earlier[earlier.length - 1]!;
        expect(now.superOver?.barredBowlers).toEqual(before.overBowlers);
        for (const bowler of before.overBowlers) expect(now.overBowlers).not.toContain(bowler);
      }
    }
  });

  it("is won by the side with more runs in the last super over, in the ICC's words", () => {
    for (const { state } of [...tied, ...twoRounds]) {
      const last = state.innings[state.innings.length - 1]!;
      const before = state.innings[state.innings.length - 2]!;
      expect(last.totalRun).not.toBe(before.totalRun);
      const winner = state.sides![(last.totalRun > before.totalRun ? last : before).battingSide]!;
      expect(state.result?.winnerTeamId).toBe(winner.id);
      const rounds = superOvers(state).length / 2;
      expect(state.result?.text).toBe(
        rounds === 1
          ? `${winner.teamName} won the super over`
          : `${winner.teamName} won after the second super over`,
      );
    }
  });

  it("leaves the super overs out of the match's summaries and figures, and lists them apart", () => {
    for (const { state } of tied) {
      const sides = state.sides!;
      expect(summariesOf(sides, state.innings, state.totalBall)).toHaveLength(2);
      const apart = superOverSummariesOf(sides, state.innings);
      expect(apart.map((s) => s.runs)).toEqual(superOvers(state).map((i) => i.totalRun));
      expect(apart.every((s) => s.quotaBalls === SUPER_OVER_BALLS)).toBe(true);
      const summary = engine.matchSummary(state);
      expect(summary.innings).toHaveLength(2);
      expect(summary.superOvers?.map((line) => line.runs)).toEqual(apart.map((s) => s.runs));
      expect(summary.result).toBe(state.result?.text);
    }
  });

  it("replays exactly from its record, which must say it is a knockout", () => {
    for (const played of [...tied, ...twoRounds]) {
      const again = replayed(played);
      expect(again.error).toBeNull();
      expect(again.state).toEqual(played.state);
      // The same actions as a match that is no knockout: the tie stands and the super over's are refused.
      const plain = replay(
        engine,
        { seed: played.seed, level: "club", rulesVersion: SUPER_OVER_RULES_VERSION, actions: played.actions },
        false,
        "playable",
      );
      expect(plain.state.result?.kind).toBe("tie");
      expect(plain.refusedAt).not.toBeNull();
    }
  });

  it("offers no win chance or coach in a super over, and the computer still plays its styles there", () => {
    const [played] = tiedKnockouts(engine, "international", "normal", 1);
    let state = engine.createMatch(played!.seed, "international", SUPER_OVER_RULES_VERSION, {
      knockout: true,
    });
    let checked = 0;
    for (const action of played!.actions) {
      const step = engine.step(state, action);
      if (!step.ok) throw new Error(step.error.message);
      state = step.state;
      if (state.status === 12 && engine.nextInput(state) === "playBall") {
        expect(engine.winChance(state)).toBeNull();
        expect(engine.coach(state)).toEqual([]);
        expect(engine.equilibrium(state)).toBeNull();
        const mix = engine.computerMixFor(state, "bat");
        expect(mix).not.toBeNull();
        expect(mix!.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        expect(engine.ballsLeft(state)).toBe(
          SUPER_OVER_BALLS - state.innings[state.innings.length - 1]!.ballCompleted,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(state.result?.kind).toBe("superOver");
  });

  it("shows a super over on the scoreboard by name, with its one over and its target", () => {
    const { seed, actions } = twoRounds[0]!;
    let state = engine.createMatch(seed, "club", SUPER_OVER_RULES_VERSION, { knockout: true });
    const names = new Set<string>();
    for (const action of actions) {
      const step = engine.step(state, action);
      if (!step.ok) throw new Error(step.error.message);
      state = step.state;
      const board = engine.scoreboard(state);
      if (board === null) continue;
      const index = state.innings.length - 1;
      const shown = state.innings[index]!;
      names.add(board.inningsName);
      if (shown.superOver === null) {
        expect(board.superOver).toBeNull();
        continue;
      }
      expect(board.superOver).toBe(shown.superOver.round);
      expect(board.ballsLeft).toBe(SUPER_OVER_BALLS - shown.ballCompleted);
      expect(board.target).toBe(index % 2 === 1 ? state.innings[index - 1]!.totalRun + 1 : null);
      const card = engine.battingCard(state, index + 1);
      expect(card.filter((row) => row.atCrease || row.out).length).toBeLessThanOrEqual(3);
    }
    expect([...names]).toEqual(["First innings", "Second innings", "Super over", "Second super over"]);
  });

  it("gives a page the tables' window of a match in its super over from its record", () => {
    const [played] = tiedKnockouts(engine, "international", "normal", 1);
    const { seed, actions } = played!;
    const at = actions.length - 3;
    const record = {
      seed,
      level: "international" as const,
      rulesVersion: SUPER_OVER_RULES_VERSION,
      knockout: true,
      actions: actions.slice(0, at),
    };
    const { state, error } = replay(engine, record, false, "playable");
    expect(error).toBeNull();
    expect(state.status).toBe(12);
    const window = tablesWindow(engine, state, record);
    expect(window.totalBalls).toBe(state.totalBall);
  });
});

describe("matches that are not knockouts, and older rules", () => {
  it("refuses a knockout match by rules without the super over, at creation and in a replay", () => {
    expect(() => engine.createMatch(5, "club", 2, { knockout: true })).toThrow(
      "createMatch: a knockout match settles a tie with a super over, which rules version 2 does not have (from version 3 on)",
    );
    const refused = replay(engine, { seed: 5, level: "club", rulesVersion: 2, knockout: true, actions: [] });
    expect(refused.error?.message).toMatch(/knockout, which rules version 2 cannot play/);
    expect(refused.refusedAt).toBe(0);
  });

  it("plays a tie in a match that is no knockout as a tie, ball for ball as version 2 plays it", () => {
    let ties = 0;
    for (let seed = 1; seed <= 400 && ties < 3; seed++) {
      const three = simulateMatch(engine, seed, "micro", "normal", { level: "club", rulesVersion: 3 });
      const two = simulateMatch(engine, seed, "micro", "normal", { level: "club", rulesVersion: 2 });
      expect(three.actions).toEqual(two.actions);
      expect(three.state.innings).toEqual(two.state.innings);
      expect(three.state.result).toEqual(two.state.result);
      expect(three.state.knockout).toBe(false);
      if (three.state.result?.kind === "tie") ties++;
    }
    expect(ties).toBeGreaterThan(0);
  });

  it("ends a knockout match that is not tied as any match ends", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const knockout = simulateMatch(engine, seed, "micro", "normal", {
        level: "club",
        rulesVersion: 3,
        knockout: true,
      });
      if (knockout.state.innings.length > 2) continue;
      const plain = simulateMatch(engine, seed, "micro", "normal", { level: "club", rulesVersion: 3 });
      expect(knockout.actions).toEqual(plain.actions);
      expect(knockout.state.result).toEqual(plain.state.result);
      expect(knockout.state.result?.kind).not.toBe("tie");
    }
  });

  it("never names a super over in the events of a match that is no knockout", () => {
    const events: MatchEvent[] = [];
    for (let seed = 1; seed <= 30; seed++) {
      const { actions } = simulateMatch(engine, seed, "micro", "random", { level: "club", rulesVersion: 3 });
      events.push(
        ...replay(engine, { seed, level: "club", rulesVersion: 3, actions }, true, "playable").events,
      );
    }
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((e) => e.type === "superOver")).toBe(false);
  });
});
