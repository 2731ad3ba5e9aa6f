/**
 * Opponent levels: Classic is the original game (the user's style alone), Club and International
 * have the computer choose its own style every ball. These tests hold the levels to what they
 * promise: exact replays, a computer that never sees the user's choice for the ball, mixes drawn
 * as stated, and a win chance that is what it says.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STYLE_INFO, type Action, type OpponentLevel, type StyleLevel } from "./actions.ts";
import { computerMix, situationOf } from "./computer-style.ts";
import type { FormatKey } from "./catalog.ts";
import { buildContext } from "./engine-context.ts";
import { createEngine } from "./engine.ts";
import type { BallEvent } from "./events.ts";
import type { MatchState } from "./match-state.ts";
import { tableProbabilitiesForBall } from "./odds/ball-odds.ts";
import { replay } from "./replay.ts";
import {
  CURRENT_RULES_VERSION,
  RATED_RULES_VERSION,
  PLAYABLE_RULES_VERSIONS,
  type RulesVersion,
} from "./rules-version.ts";
import { seedRng } from "./rng.ts";
import { simulateMatch } from "./simulate.ts";
import { inPlayInnings } from "./stages.ts";
import { tablesKey } from "./table-cache.ts";
import { expectOk, toFirstInnings } from "./test-driver.ts";
import { fixtureCatalog } from "./test-fixtures.ts";

const engine = createEngine(fixtureCatalog);
// The engine's own table cache: from version 2 it builds each match's tables from the engine's catalog.
const ctx = buildContext(fixtureCatalog, engine.tables);
const LEVELS: readonly StyleLevel[] = ["aggressive", "normal", "defensive"];

function ballEvent(result: ReturnType<typeof engine.step>): BallEvent {
  const ball = expectOk(result).events.find((e) => e.type === "ball");
  if (!ball || ball.type !== "ball") throw new Error("no ball event");
  return ball;
}

/** The user's three styles for the role they play now. */
function userStyles(state: MatchState): Action[] {
  return engine.styleOptions(state).map((o) => ({ type: "playBall", style: o.style }));
}

/** A state in play with a bowler in place, `balls` balls into the first innings. */
function inPlay(
  level: OpponentLevel,
  seed: number,
  role: "bat" | "bowl",
  balls: number,
  rulesVersion: RulesVersion = CURRENT_RULES_VERSION,
): MatchState {
  let state = toFirstInnings(engine, seed, role, { level, format: "t20", rulesVersion });
  for (let i = 0; i < balls && inPlayInnings(state) === 0; i++) {
    if (engine.nextInput(state) === "chooseBowler") {
      state = expectOk(
        engine.step(state, { type: "chooseBowler", playerId: engine.eligibleBowlers(state)[0] ?? -1 }),
      ).state;
    }
    state = expectOk(engine.step(state, userStyles(state)[i % 3] as Action)).state;
  }
  if (engine.nextInput(state) === "chooseBowler") {
    state = expectOk(
      engine.step(state, { type: "chooseBowler", playerId: engine.eligibleBowlers(state)[0] ?? -1 }),
    ).state;
  }
  return state;
}

describe("Classic", () => {
  it("is what a match is created with when no level is named, and the computer chooses nothing", () => {
    const state = toFirstInnings(engine, 11, "bat");
    expect(state.level).toBe("classic");
    const ball = ballEvent(engine.step(state, { type: "playBall", style: "hitNormally" }));
    expect(ball.computerStyle).toBeNull();
    expect(ball.intent).toBeNull();
  });
});

describe.each<OpponentLevel>(["club", "international"])("%s", (level) => {
  it("replays exactly from seed + level + actions", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.constantFrom<FormatKey>("micro", "mini", "10aSide"),
        (seed, format) => {
          const { state, actions } = simulateMatch(engine, seed, format, "random", { level });
          const again = replay(engine, { seed, level, rulesVersion: state.rulesVersion, actions });
          expect(again.refusedAt).toBeNull();
          expect(again.state).toEqual(state);
          expect(again.state.level).toBe(level);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("never lets the user's style for a ball change the computer's style for it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffff }),
        fc.constantFrom<"bat" | "bowl">("bat", "bowl"),
        fc.integer({ min: 0, max: 40 }),
        (seed, role, balls) => {
          const state = inPlay(level, seed, role, balls);
          if (engine.nextInput(state) !== "playBall") return;
          const chosen = userStyles(state).map((a) => ballEvent(engine.step(state, a)).computerStyle);
          expect(chosen[0]).not.toBeNull();
          expect(new Set(chosen).size).toBe(1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("says what the computer was trying only after the ball, in the ball's own text", () => {
    // The first ball of the innings' next overs on which it is said (where it explains the ball).
    let state = inPlay(level, 5, "bowl", 3);
    let ball: BallEvent | null = null;
    for (let i = 0; i < 60 && ball === null; i++) {
      if (engine.nextInput(state) === "chooseBowler") {
        state = expectOk(
          engine.step(state, { type: "chooseBowler", playerId: engine.eligibleBowlers(state)[0] ?? -1 }),
        ).state;
      }
      const result = engine.step(state, { type: "playBall", style: "saveRun" });
      state = expectOk(result).state;
      const played = ballEvent(result);
      if (played.intent !== null) ball = played;
      else expect(played.text).not.toMatch(/was (going for|playing it|bowling a|keeping it)/);
    }
    expect(ball?.intent).toMatch(/was (going for the big shot|playing it straight|playing it safe)$/);
    expect(ball?.text.endsWith(`${ball.intent}.`)).toBe(true);
  });

  it("draws the computer's style from its stated mix", () => {
    const state = inPlay(level, 9, "bat", 30);
    const index = inPlayInnings(state) as 0 | 1;
    const mix = computerMix(ctx, state, index) as [number, number, number];
    expect(mix.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const counts = [0, 0, 0];
    const draws = 6000;
    for (let k = 0; k < draws; k++) {
      const varied: MatchState = { ...state, rng: seedRng(k) };
      const style = ballEvent(engine.step(varied, { type: "playBall", style: "hitNormally" })).computerStyle;
      counts[LEVELS.indexOf(style as StyleLevel)]! += 1;
    }
    // Each share within five standard errors of its probability.
    counts.forEach((c, i) => {
      const p = mix[i] as number;
      expect(Math.abs(c / draws - p)).toBeLessThanOrEqual(5 * Math.sqrt((p * (1 - p)) / draws) + 1e-9);
    });
  });
});

/**
 * The equilibrium mixes of the coming ball: in version 1 the tables' own (every ball has their
 * odds); from version 2 the ball's game solved with its own odds (and its phase's extras, as
 * the tables count them) against the tables' values.
 */
function equilibriumMix(state: MatchState): { bat: number[]; bowl: number[] } {
  const index = inPlayInnings(state) as 0 | 1;
  // The engine's own: from version 2 a match is valued with tables of its own.
  const tables = engine.tables.forMatch(state);
  const situation = situationOf(state, index, state.totalBall);
  if (state.rulesVersion === 1) return tables.mix(situation);
  const out = new Float64Array(8);
  tables.solveWith(situation, tableProbabilitiesForBall(ctx, state), out);
  return { bat: Array.from(out.subarray(0, 3)), bowl: Array.from(out.subarray(3, 6)) };
}

describe.each(PLAYABLE_RULES_VERSIONS)("the computer's levels differ (rules version %i)", (version) => {
  it("International follows the equilibrium mix; Club its captain's rules", () => {
    const intl = inPlay("international", 21, "bowl", 12, version);
    const index = inPlayInnings(intl) as 0 | 1;
    const eq = equilibriumMix(intl);
    expect(computerMix(ctx, intl, index)).toEqual(eq.bat);
    const club = { ...intl, level: "club" as const };
    expect(computerMix(ctx, club, index)).not.toEqual(eq.bat);
  });
});

describe("the equilibrium of a ball with its own odds (rules version 2)", () => {
  it("differs from the tables' own mix when the striker and bowler are not average", () => {
    let differs = 0;
    for (let balls = 0; balls < 30; balls++) {
      const state = inPlay("international", 5, "bat", balls, RATED_RULES_VERSION);
      if (inPlayInnings(state) !== 0) break;
      const index = inPlayInnings(state) as 0 | 1;
      const tables = engine.tables.forMatch(state);
      const plain = tables.mix(situationOf(state, index, state.totalBall));
      const own = equilibriumMix(state);
      if (own.bat.some((x, i) => Math.abs(x - (plain.bat[i] as number)) > 1e-9)) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });
});

describe("win chance", () => {
  it("is null before play, a probability during it, and 1 or 0 once the match is over", () => {
    const atStart = engine.createMatch(3, "club");
    expect(engine.winChance(atStart)).toBeNull();
    const { state } = simulateMatch(engine, 3, "mini", "random", { level: "club" });
    const userWon = state.result?.winnerTeamId === state.teamId;
    expect(engine.winChance(state)).toBe(userWon ? 1 : 0);
    const mid = inPlay("club", 3, "bat", 10);
    const chance = engine.winChance(mid) as number;
    expect(chance).toBeGreaterThan(0);
    expect(chance).toBeLessThan(1);
  });

  it.each(PLAYABLE_RULES_VERSIONS)(
    "is the coach's advice averaged over the user's own equilibrium mix (International, version %i)",
    (version) => {
      for (const [seed, role, balls] of [
        [1, "bat", 0],
        [2, "bowl", 17],
        [3, "bat", 55],
      ] as const) {
        const state = inPlay("international", seed, role, balls, version);
        const mix = equilibriumMix(state);
        const userMix = engine.userRole(state) === "bat" ? mix.bat : mix.bowl;
        const advice = engine.coach(state);
        expect(advice).toHaveLength(3);
        const averaged = advice.reduce(
          (sum, a) => sum + (userMix[LEVELS.indexOf(STYLE_INFO[a.style].level)] as number) * a.winChance,
          0,
        );
        expect(averaged).toBeCloseTo(engine.winChance(state) as number, 9);
      }
    },
  );

  it("matches the share of matches won when both sides play the equilibrium (Monte Carlo, T20, version 1: exact)", () => {
    const matches = 4000;
    const start = inPlay("international", 77, "bat", 0, 1);
    const predicted = engine.winChance(start) as number;
    let won = 0;
    const tables = ctx.tables.tablesFor("international", start.totalBall, true);
    for (let m = 0; m < matches; m++) {
      // The user plays the equilibrium too, drawing with its own generator.
      const userRng = seedRng(1_000_000 + m);
      let state: MatchState = { ...start, rng: seedRng(m) };
      while (engine.nextInput(state) !== null) {
        if (engine.nextInput(state) === "chooseBowler") {
          state = expectOk(
            engine.step(state, { type: "chooseBowler", playerId: engine.eligibleBowlers(state)[0] ?? -1 }),
          ).state;
          continue;
        }
        const index = inPlayInnings(state) as 0 | 1;
        const mix = tables.mix(situationOf(state, index, state.totalBall));
        const own = engine.userRole(state) === "bat" ? mix.bat : mix.bowl;
        const u = (userRng[0] = (userRng[0] * 1664525 + 1013904223) >>> 0) / 4294967296;
        const level = u < own[0] ? 0 : u < own[0] + own[1] ? 1 : 2;
        state = expectOk(engine.step(state, userStyles(state)[level] as Action)).state;
      }
      if (state.result?.winnerTeamId === state.teamId) won++;
    }
    expect(Math.abs(won / matches - predicted)).toBeLessThan(
      4 * Math.sqrt((predicted * (1 - predicted)) / matches),
    );
  });
});

describe("tables built elsewhere", () => {
  it("are adopted without a rebuild and give the same match and the same chances", () => {
    const builder = createEngine(fixtureCatalog);
    const page = createEngine(fixtureCatalog);
    const { state: finished, actions } = simulateMatch(builder, 31, "mini", "random", {
      level: "international",
    });
    const data = builder.tables.forMatch(finished).data();
    expect(page.tables.has(tablesKey(finished))).toBe(false);
    page.tables.adopt(data);
    expect(page.tables.has(tablesKey(finished))).toBe(true);
    expect(page.tables.forMatch(finished).data().values).toBe(data.values);
    const replayed = replay(page, {
      seed: 31,
      level: "international",
      rulesVersion: finished.rulesVersion,
      actions,
    });
    expect(replayed.state).toEqual(finished);
    const mid = inPlay("international", 4, "bat", 7);
    expect(page.winChance(mid)).toBe(engine.winChance(mid));
  });

  it("are refused when their size does not fit the format", () => {
    const data = engine.tables.forMatch(inPlay("international", 4, "bat", 1)).data();
    expect(() => createEngine(fixtureCatalog).tables.adopt({ ...data, totalBalls: 30 })).toThrow(RangeError);
  });
});

describe("the coach's reading", () => {
  it("is nothing in Classic, where the computer has no choice to read", () => {
    expect(engine.coachReading(inPlay("classic", 5, "bat", 10))).toBeNull();
  });

  it.each(PLAYABLE_RULES_VERSIONS)(
    "at International gives the user's own equilibrium mix and what a mistaken style costs (version %i)",
    (version) => {
      let mixed = 0;
      for (const [seed, role, balls] of [
        [1, "bat", 0],
        [2, "bowl", 17],
        [3, "bat", 55],
        [4, "bowl", 40],
      ] as const) {
        const state = inPlay("international", seed, role, balls, version);
        const reading = engine.coachReading(state);
        if (!reading) throw new Error("International has a reading in play");
        const eq = engine.equilibrium(state);
        const own = engine.userRole(state) === "bat" ? eq?.bat : eq?.bowl;
        const options = engine.styleOptions(state);
        // The mix is the equilibrium's, styles of 5% or more, largest first.
        const expected = options
          .map((o, i) => ({ style: o.style, share: own?.[i] ?? 0 }))
          .filter((m) => m.share >= 0.05)
          .sort((a, b) => b.share - a.share);
        expect(reading.mix).toEqual(expected);
        const best = Math.max(...reading.advice.map((a) => a.winChance));
        expect(reading.mistakes).toEqual(
          reading.advice
            .filter((a) => best - a.winChance >= 0.01)
            .map((a) => ({ style: a.style, cost: best - a.winChance })),
        );
        if (expected.length > 1) {
          mixed++;
          expect(reading.text).toMatch(/^Mix about \d+% /);
          expect(reading.text).toContain("pay the same, which is why their figures match");
        } else {
          expect(reading.text).toMatch(/is the best play now/);
        }
        if (reading.mistakes.length > 0) expect(reading.text).toContain("would cost");
      }
      expect(mixed).toBeGreaterThan(0);
    },
  );

  it("at Club names the computer's likeliest style this ball and the button that does best against its mix", () => {
    for (const [seed, role, balls] of [
      [6, "bat", 3],
      [7, "bowl", 25],
    ] as const) {
      const state = inPlay("club", seed, role, balls);
      const reading = engine.coachReading(state);
      if (!reading) throw new Error("Club has a reading in play");
      expect(reading.mix).toBeNull();
      const index = inPlayInnings(state) as 0 | 1;
      const mix = computerMix(ctx, state, index) as [number, number, number];
      const likely = mix.indexOf(Math.max(...mix));
      const theirs = engine.userRole(state) === "bat" ? "bowl" : "bat";
      const label = [
        ["Hit Aggrisively", "Hit Normally", "Next Difensively"],
        ["Try to Take wicket", "Try Regular Ball", "Try to save run"],
      ][theirs === "bat" ? 0 : 1]?.[likely] as string;
      expect(reading.text).toContain(`most likely to play ${label} now`);
      const best = reading.advice.reduce((a, b) => (b.winChance > a.winChance ? b : a));
      const bestLabel = engine.styleOptions(state).find((o) => o.style === best.style)?.label as string;
      expect(reading.text).toContain(`${bestLabel} does best against its mix`);
    }
  });
});
