/**
 * Properties over thousands of random matches (every format, mixes of styles, both toss
 * outcomes, random bowler choices), checked ball by ball and at the end.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Action, OpponentLevel, StyleLevel } from "./actions.ts";
import { deliveryOf, isFreeHitNext, overStarts } from "./ball-outcome.ts";
import { bowlerQuota } from "./bowlers.ts";
import type { Catalog, FormatKey } from "./catalog.ts";
import { createEngine, type Engine } from "./engine.ts";
import type { MatchEvent } from "./events.ts";
import type { InningsState, MatchState, SideState } from "./match-state.ts";
import { replay } from "./replay.ts";
import { CURRENT_RULES_VERSION, RATED_RULES_VERSION } from "./rules-version.ts";
import { inPlayInnings, isFinished } from "./stages.ts";
import { simulateMatch, type SimulationStrategy } from "./simulate.ts";
import { fixtureCatalog, fixtureSquad, FORMAT_KEYS, makeFixtureCatalog } from "./test-fixtures.ts";
import { stepInStep } from "./test-support/in-step.ts";

const engine = createEngine(fixtureCatalog);
const LEVELS: readonly StyleLevel[] = ["aggressive", "normal", "defensive"];

const seedArb = fc.integer({ min: 0, max: 0xffffffff });
const formatArb = fc.constantFrom<FormatKey>(...FORMAT_KEYS);
const strategyArb: fc.Arbitrary<SimulationStrategy> = fc.oneof(
  fc.constantFrom<SimulationStrategy>("aggressive", "normal", "defensive", "random"),
  fc.array(fc.constantFrom(...LEVELS), { minLength: 1, maxLength: 8 }).map((pattern): SimulationStrategy => {
    return ({ state }) => {
      const played = (state.innings[0]?.ballCompleted ?? 0) + (state.innings[1]?.ballCompleted ?? 0);
      return pattern[played % pattern.length] as StyleLevel;
    };
  }),
);

/** The delivery codes a match may log: extras only from rules version 2, at Club and International. */
function codes(state: MatchState): string {
  return state.rulesVersion >= 2 && state.level !== "classic" ? "012346crlbskhwNOPQRSxy" : "012346crlbskh";
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Checks one playBall transition against the rules; returns a reason when it breaks one. */
function checkBall(before: MatchState, after: MatchState): string | null {
  const k = inPlayInnings(before) === 0 ? 0 : 1;
  const b = before.innings[k] as InningsState;
  const a = after.innings[k] as InningsState;
  if (a.ballLog.length !== b.ballLog.length + 1 || !a.ballLog.startsWith(b.ballLog)) return "log append";
  const code = a.ballLog.charAt(a.ballLog.length - 1);
  if (!codes(before).includes(code)) return `bad code ${code}`;
  const delivery = deliveryOf(code);
  if (a.ballCompleted !== b.ballCompleted + (delivery.legal ? 1 : 0)) return "ball count";
  const wicket = delivery.wicket;
  const runs = delivery.runs;
  if (a.totalRun !== b.totalRun + runs) return "total";
  if (a.wicketTaken !== b.wicketTaken + (wicket ? 1 : 0)) return "wickets";
  // Nobody is out on a no-ball or on the free hit after one (wides in between keep it).
  if (wicket && isFreeHitNext(b.ballLog)) return "out on a free hit";
  const s = b.currentStrikerIndex;
  const striker = a.batting[s];
  if (
    striker?.run !== (b.batting[s]?.run ?? 0) + delivery.batRuns ||
    striker.ball !== (b.batting[s]?.ball ?? 0) + (delivery.extra === "wide" ? 0 : 1)
  ) {
    return "striker figures";
  }
  const bowler = b.currentBowlerIndex;
  const bb = b.bowling[bowler];
  const ba = a.bowling[bowler];
  const credited = wicket && code !== "r" ? 1 : 0;
  if (
    !bb ||
    !ba ||
    ba.b_ball !== bb.b_ball + (delivery.legal ? 1 : 0) ||
    ba.b_run !== bb.b_run + delivery.conceded ||
    ba.b_wkt !== bb.b_wkt + credited
  ) {
    return "bowler figures";
  }
  const first = after.innings[0]?.totalRun ?? 0;
  const ended =
    a.ballCompleted === before.totalBall || a.wicketTaken === 10 || (k === 1 && a.totalRun > first);
  const expectedStatus = ended ? (k === 0 ? 10 : 11) : before.status;
  if (after.status !== expectedStatus) return `status ${after.status}, expected ${expectedStatus}`;
  // Strike: swap on 1 or 3; the next waiting batter comes in on strike after a wicket; swap
  // again at the over's end while the innings goes on.
  let striker2 = s;
  let non2 = b.currentNonStrikerIndex;
  if (wicket) {
    // The next batter comes in only if the innings goes on; otherwise he did not bat.
    striker2 = ended ? -1 : b.batting.findIndex((p) => p.isBatting === 0);
    if (a.batting[s]?.isBatting !== -1) return "dismissed batter still in";
    const inBefore = b.batting.filter((p) => p.isBatting === 1).length;
    const inAfter = a.batting.filter((p) => p.isBatting === 1).length;
    if (ended && inAfter !== inBefore - 1) return "a batter came in after the innings ended";
  } else {
    // The batters cross on an odd number of runs run: off the bat, or a bye (not on a wide).
    const ran = delivery.extra === "wide" ? 0 : delivery.extra === "noBall" ? delivery.batRuns : runs;
    if (ran === 1 || ran === 3) [striker2, non2] = [non2, striker2];
  }
  if (!ended && delivery.legal && a.ballCompleted % 6 === 0) [striker2, non2] = [non2, striker2];
  if (a.currentStrikerIndex !== striker2 || a.currentNonStrikerIndex !== non2) return "strike rotation";
  return null;
}

/** Whole-match invariants of a finished state. */
function checkFinished(state: MatchState): void {
  expect(state.status).toBe(11);
  const sides = state.sides as readonly [SideState, SideState];
  const innings = state.innings;
  expect(innings).toHaveLength(2);
  const quota = bowlerQuota(state.totalBall / 6);
  innings.forEach((batting, k) => {
    expect(batting.battingSide).toBe(k);
    const bowling = sides[1 - k] as SideState;
    const logged = [...batting.ballLog];
    expect(logged.every((c) => codes(state).includes(c))).toBe(true);
    const deliveries = logged.map(deliveryOf);
    expect(batting.totalRun).toBe(sum(deliveries.map((d) => d.runs)));
    expect(batting.wicketTaken).toBe(deliveries.filter((d) => d.wicket).length);
    expect(batting.wicketTaken).toBeLessThanOrEqual(10);
    expect(batting.ballCompleted).toBe(deliveries.filter((d) => d.legal).length);
    expect(batting.ballCompleted).toBeLessThanOrEqual(state.totalBall);
    expect(sum(batting.batting.map((p) => p.run))).toBe(sum(deliveries.map((d) => d.batRuns)));
    // Batters face every delivery but wides; bowlers are charged all runs but byes and leg-byes.
    expect(sum(batting.batting.map((p) => p.ball))).toBe(deliveries.filter((d) => d.extra !== "wide").length);
    expect(sum(batting.bowling.map((p) => p.b_run))).toBe(sum(deliveries.map((d) => d.conceded)));
    expect(sum(batting.bowling.map((p) => p.b_ball))).toBe(batting.ballCompleted);
    const runOuts = batting.batting.filter((p) => p.dismissal?.kind === "runOut").length;
    expect(sum(batting.bowling.map((p) => p.b_wkt))).toBe(batting.wicketTaken - runOuts);
    expect(batting.batting.filter((p) => p.isBatting === -1)).toHaveLength(batting.wicketTaken);
    // An innings ends only on the last ball, ten wickets, or (second) a passed target.
    const passed = k === 1 && batting.totalRun > (innings[0] as InningsState).totalRun;
    expect(batting.ballCompleted === state.totalBall || batting.wicketTaken === 10 || passed).toBe(true);
    // Bowlers: one per over started, never the keeper, never two overs running, within quota.
    const squad = fixtureCatalog.squads.find((s) => s.countryId === bowling.id)?.players ?? [];
    // One bowler per over begun: a chase may end on a wide or a no-ball that began a new over.
    expect(batting.overBowlers).toHaveLength(overStarts(batting.ballLog).length);
    expect(overStarts(batting.ballLog).length - Math.ceil(batting.ballCompleted / 6)).toBeLessThanOrEqual(
      k === 1 && codes(state).includes("w") ? 1 : 0,
    );
    batting.overBowlers.forEach((b, i) => {
      expect(squad[b]?.isWicketKeeper).toBe(false);
      if (i > 0) expect(b).not.toBe(batting.overBowlers[i - 1]);
    });
    for (const b of new Set(batting.overBowlers)) {
      expect(batting.overBowlers.filter((x) => x === b).length).toBeLessThanOrEqual(quota);
    }
  });
  // The chase stops on the ball that passes the first innings, not one ball later.
  const [first, second] = innings as readonly [InningsState, InningsState];
  const [firstSide, secondSide] = sides;
  const chase = [...second.ballLog].map((c) => deliveryOf(c).runs);
  expect(sum(chase.slice(0, -1))).toBeLessThanOrEqual(first.totalRun);
  const result = state.result;
  if (second.totalRun > first.totalRun) {
    expect(result).toMatchObject({
      winnerTeamId: secondSide.id,
      kind: "wickets",
      margin: 10 - second.wicketTaken,
    });
  } else if (second.totalRun < first.totalRun) {
    expect(result).toMatchObject({
      winnerTeamId: firstSide.id,
      kind: "runs",
      margin: first.totalRun - second.totalRun,
    });
  } else {
    expect(result).toMatchObject({ winnerTeamId: null, kind: "tie" });
  }
}

/** Replays actions step by step, checking every ball and every bowler choice. */
function replayChecked(
  e: Engine,
  seed: number,
  actions: readonly Action[],
  strict: boolean,
  match: Pick<MatchState, "level" | "rulesVersion"> = {
    level: "classic",
    rulesVersion: CURRENT_RULES_VERSION,
  },
): MatchState {
  let state = e.createMatch(seed, match.level, match.rulesVersion);
  for (const action of actions) {
    if (inPlayInnings(state) !== null) {
      const current = state.innings[inPlayInnings(state) ?? 0];
      if (current && current.currentBowlerIndex < 0) {
        const eligible = e.eligibleBowlers(state);
        expect(eligible.length).toBeGreaterThan(0);
        if (strict) expect(eligible.length).toBeGreaterThanOrEqual(5);
      }
    }
    const result = e.step(state, action);
    if (!result.ok) throw new Error(`refused ${action.type}: ${result.error.code}`);
    if (action.type === "playBall") {
      const reason = checkBall(state, result.state);
      if (reason !== null) throw new Error(`ball rule broken: ${reason}`);
    }
    state = result.state;
  }
  return state;
}

describe("random whole matches", () => {
  it("keep every ball-by-ball and end-of-match rule", () => {
    fc.assert(
      fc.property(seedArb, formatArb, strategyArb, (seed, format, strategy) => {
        const { state, actions } = simulateMatch(engine, seed, format, strategy);
        const replayed = replayChecked(engine, seed, actions, true);
        checkFinished(replayed);
        expect(replayed).toEqual(state);
      }),
      { numRuns: 3000 },
    );
    // 3,000 whole matches: about 15 s on a quiet core, so the suite's 30 s is too close.
  }, 120_000);

  it("keep every rule with extras too (rules version 2, Club and International)", () => {
    const seen = { wide: 0, noBall: 0, bye: 0, legBye: 0, freeHit: 0 };
    fc.assert(
      fc.property(
        seedArb,
        fc.constantFrom<FormatKey>("micro", "mini", "10aSide"),
        fc.constantFrom<OpponentLevel>("club", "international"),
        strategyArb,
        (seed, format, level, strategy) => {
          const match = { level, rulesVersion: RATED_RULES_VERSION } as const;
          const { state, actions } = simulateMatch(engine, seed, format, strategy, match);
          const replayed = replayChecked(engine, seed, actions, true, match);
          checkFinished(replayed);
          expect(replayed).toEqual(state);
          for (const team of state.innings) {
            for (let i = 0; i < team.ballLog.length; i++) {
              const extra = deliveryOf(team.ballLog.charAt(i)).extra;
              if (extra !== null) seen[extra]++;
              if (isFreeHitNext(team.ballLog.slice(0, i))) seen.freeHit++;
            }
          }
        },
      ),
      { numRuns: 150 },
    );
    // The runs above did meet every kind of extra, so the checks were exercised.
    expect(Math.min(seen.wide, seen.noBall, seen.bye, seen.legBye, seen.freeHit)).toBeGreaterThan(0);
  });

  it("replay from seed + actions gives the identical state", () => {
    fc.assert(
      fc.property(seedArb, formatArb, strategyArb, (seed, format, strategy) => {
        const { state, actions } = simulateMatch(engine, seed, format, strategy);
        const again = replay(engine, { seed, rulesVersion: state.rulesVersion, actions });
        expect(again.refusedAt).toBeNull();
        expect(again.state).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it("save → JSON → restore → continue gives the identical match and events", () => {
    fc.assert(
      fc.property(
        seedArb,
        formatArb,
        strategyArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, format, strategy, at) => {
          const { actions } = simulateMatch(engine, seed, format, strategy);
          const cut = Math.floor(at * actions.length);
          let state = engine.createMatch(seed);
          for (const action of actions.slice(0, cut)) {
            const r = engine.step(state, action);
            if (!r.ok) throw new Error(r.error.code);
            state = r.state;
          }
          const restored = JSON.parse(JSON.stringify(state)) as MatchState;
          expect(restored).toEqual(state);
          const [live, saved] = stepInStep(engine, state, restored, actions.slice(cut));
          expect(saved).toEqual(live);
        },
      ),
      { numRuns: 400 },
    );
  });
});

/** Any action, valid or not, with plausible and implausible fields. */
const actionArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    type: fc.constant("chooseFormat"),
    format: fc.constantFrom("micro", "mini", "t20", "oneDay", "10aSide", "x"),
  }),
  fc.record({
    type: fc.constantFrom("chooseTeam", "chooseOpponent", "chooseLocation"),
    countryId: fc.integer({ min: -1, max: 6 }),
  }),
  fc.record({
    type: fc.constant("chooseStadium"),
    stadiumId: fc.constantFrom("av-north", "bo-east", "ca-hill", "du-central", "?"),
  }),
  fc.record({ type: fc.constantFrom("back", "startMatch") }),
  fc.record({ type: fc.constant("callToss"), call: fc.integer({ min: -1, max: 2 }) }),
  fc.record({ type: fc.constant("chooseBatOrBowl"), choice: fc.constantFrom("bat", "bowl", "field") }),
  fc.record({ type: fc.constant("chooseBowler"), playerId: fc.integer({ min: 0, max: 12 }) }),
  fc.record({
    type: fc.constant("playBall"),
    style: fc.constantFrom(
      "hitAggressively",
      "hitNormally",
      "nextDefensively",
      "takeWicket",
      "regularBall",
      "saveRun",
      "x",
    ),
  }),
  fc.anything(),
);

describe("random action sequences", () => {
  it("never throw; a refusal changes nothing; events only come with accepted actions", () => {
    fc.assert(
      fc.property(seedArb, fc.array(actionArb, { maxLength: 200 }), (seed, actions) => {
        let state = engine.createMatch(seed);
        for (const action of actions) {
          const before = JSON.stringify(state);
          const result = engine.step(state, action as Action);
          if (result.ok) {
            state = result.state;
            expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          } else {
            expect(JSON.stringify(state)).toBe(before);
            expect(typeof result.error.code).toBe("string");
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the eligible bowler list is never empty", () => {
  it("in every format, with the user picking any eligible bowler (fixture squads: at least 5 to pick from)", () => {
    // Also covered ball by ball in the first property; this one drives the most lopsided
    // choices: always the first (or always the last) eligible bowler, so a few bowlers use up
    // their quota as early as the rules allow.
    fc.assert(
      fc.property(seedArb, formatArb, fc.boolean(), (seed, format, greedy) => {
        let state = engine.createMatch(seed);
        const setup: Action[] = [
          { type: "chooseFormat", format },
          { type: "chooseTeam", countryId: 1 },
          { type: "chooseOpponent", countryId: 2 },
          { type: "chooseLocation", countryId: 2 },
          { type: "chooseStadium", stadiumId: "bo-east" },
        ];
        for (const a of setup) state = (engine.step(state, a) as { state: MatchState }).state;
        const call = { type: "callToss", call: 0 } as const;
        state = (engine.step(state, call) as { state: MatchState }).state;
        const next =
          engine.nextInput(state) === "chooseBatOrBowl"
            ? ({ type: "chooseBatOrBowl", choice: "bowl" } as const)
            : ({ type: "startMatch" } as const);
        state = (engine.step(state, next) as { state: MatchState }).state;
        while (!isFinished(state)) {
          if (engine.nextInput(state) === "chooseBowler") {
            const eligible = engine.eligibleBowlers(state);
            expect(eligible.length).toBeGreaterThanOrEqual(5);
            const playerId = greedy ? (eligible[0] as number) : (eligible.at(-1) as number);
            const r = engine.step(state, { type: "chooseBowler", playerId });
            if (!r.ok) throw new Error(r.error.code);
            state = r.state;
          } else {
            const style = engine.userRole(state) === "bat" ? "nextDefensively" : "saveRun";
            const r = engine.step(state, { type: "playBall", style });
            if (!r.ok) throw new Error(r.error.code);
            state = r.state;
          }
        }
        checkFinished(state);
      }),
      { numRuns: 300 },
    );
  });

  it("and odd squads (any number of keepers) still never stall the match", () => {
    const keeperFlags = fc.array(fc.boolean(), { minLength: 11, maxLength: 11 });
    fc.assert(
      fc.property(seedArb, formatArb, keeperFlags, keeperFlags, (seed, format, flagsA, flagsB) => {
        const ids = (flags: boolean[]): number[] => flags.flatMap((f, i) => (f ? [i + 1] : []));
        const catalog: Catalog = makeFixtureCatalog([
          fixtureSquad(1, ids(flagsA)),
          fixtureSquad(2, ids(flagsB)),
        ]);
        const odd = createEngine(catalog);
        const { state, actions } = simulateMatch(odd, seed, format, "random");
        expect(state.status).toBe(11);
        const replayed = replayChecked(odd, seed, actions, false);
        expect(replayed).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });
});

describe("events", () => {
  it("announce every ball, wicket, over, innings and the result exactly once", () => {
    fc.assert(
      fc.property(seedArb, formatArb, strategyArb, (seed, format, strategy) => {
        const { actions, state } = simulateMatch(engine, seed, format, strategy);
        let s = engine.createMatch(seed);
        const events: MatchEvent[] = [];
        for (const action of actions) {
          const r = engine.step(s, action);
          if (!r.ok) throw new Error(r.error.code);
          s = r.state;
          events.push(...r.events);
        }
        const count = (type: MatchEvent["type"]): number => events.filter((e) => e.type === type).length;
        const played = state.innings as readonly [InningsState, InningsState];
        expect(count("ball")).toBe(played[0].ballCompleted + played[1].ballCompleted);
        expect(count("wicket")).toBe(played[0].wicketTaken + played[1].wicketTaken);
        expect(count("overEnd")).toBe(
          Math.floor(played[0].ballCompleted / 6) + Math.floor(played[1].ballCompleted / 6),
        );
        expect(count("bowlerChange")).toBe(played[0].overBowlers.length + played[1].overBowlers.length);
        expect(count("inningsEnd")).toBe(2);
        expect(count("result")).toBe(1);
        expect(count("tossCalled")).toBe(1);
        expect(count("tossResult")).toBe(1);
        expect(count("choice")).toBe(1);
        const firstEnd = events.find((e) => e.type === "inningsEnd");
        expect(
          firstEnd?.text.endsWith(
            `need ${played[0].totalRun + 1} run${played[0].totalRun === 0 ? "" : "s"} to win`,
          ),
        ).toBe(true);
        for (const e of events) expect(e.text.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
