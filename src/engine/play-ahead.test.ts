import { describe, expect, it } from "vitest";
import { type OpponentLevel, STYLE_INFO } from "./actions.ts";
import { createEngine } from "./engine.ts";
import type { MatchEvent } from "./events.ts";
import {
  APPROACH_MIX,
  APPROACHES,
  coachStyle,
  drawStyle,
  type MixedApproach,
  type PlayAheadPlan,
  type PlayAheadUntil,
  playAheadRng,
  playStretch,
  SWING,
} from "./play-ahead.ts";
import { overLines, stretchSummary } from "./play-ahead-lines.ts";
import { replay } from "./replay.ts";
import { CURRENT_RULES_VERSION } from "./rules-version.ts";
import { fixtureCatalog } from "./test-fixtures.ts";
import { setupActions, toFirstInnings } from "./test-driver.ts";

const engine = createEngine(fixtureCatalog);
const LEVELS: readonly OpponentLevel[] = ["classic", "club", "international"];
const BALANCED: PlayAheadPlan = { batting: "balanced", bowling: "balanced" };

function firstBall(seed: number, level: OpponentLevel, role: "bat" | "bowl") {
  return toFirstInnings(engine, seed, role, { level, format: "mini", rulesVersion: CURRENT_RULES_VERSION });
}

const count = (events: readonly MatchEvent[], type: MatchEvent["type"]) =>
  events.filter((e) => e.type === type).length;

describe("playing ahead with a plan", () => {
  it("plays whole matches at every level, batting and bowling first, with only actions the engine allows", () => {
    for (const level of LEVELS) {
      for (const role of ["bat", "bowl"] as const) {
        for (let seed = 1; seed <= 4; seed++) {
          const start = firstBall(seed, level, role);
          const plan: PlayAheadPlan = {
            batting: APPROACHES[seed % 3]!,
            bowling: APPROACHES[(seed + 1) % 3]!,
          };
          const rng = playAheadRng(seed, 7);
          // playStretch throws on any refused action.
          const stretch = playStretch(engine, start, plan, "match", rng);
          expect(stretch.ended).toBe(true);
          expect(stretch.state.result).not.toBeNull();
          expect(count(stretch.events, "result")).toBe(1);
          // Bowling, the user's side chose its bowlers by the captain's suggestion.
          if (role === "bowl") expect(stretch.actions.some((a) => a.type === "chooseBowler")).toBe(true);
        }
      }
    }
  });

  it("stops exactly where it was asked to: the over's end, the next wicket, the innings' end", () => {
    const cases: readonly [PlayAheadUntil, MatchEvent["type"]][] = [
      ["over", "overEnd"],
      ["wicket", "wicket"],
      ["innings", "inningsEnd"],
    ];
    for (const [until, type] of cases) {
      for (let seed = 10; seed < 16; seed++) {
        const state = firstBall(seed, "club", seed % 2 === 0 ? "bat" : "bowl");
        const stretch = playStretch(engine, state, BALANCED, until, playAheadRng(seed, 0));
        expect(stretch.ended).toBe(true);
        // The last step ends it: with its event, or with the innings or the match.
        const ends = (e: MatchEvent) => e.type === type || e.type === "inningsEnd" || e.type === "result";
        expect(stretch.events.some(ends)).toBe(true);
        // Nothing before the last action ends it.
        const short = playStretch(engine, state, BALANCED, "match", playAheadRng(seed, 0), {
          maxSteps: stretch.actions.length - 1,
        });
        expect(short.events.some(ends)).toBe(false);
      }
    }
  });

  it("plays the same stretch from the same seed, plan and start, in one go or in slices", () => {
    const start = firstBall(21, "international", "bat");
    const whole = playStretch(engine, start, BALANCED, "innings", playAheadRng(21, 9));
    const again = playStretch(engine, start, BALANCED, "innings", playAheadRng(21, 9));
    expect(again.actions).toEqual(whole.actions);
    const rng = playAheadRng(21, 9);
    let state = start;
    const sliced = [];
    for (;;) {
      const slice = playStretch(engine, state, BALANCED, "innings", rng, { maxSteps: 7 });
      sliced.push(...slice.actions);
      state = slice.state;
      if (slice.ended) break;
    }
    expect(sliced).toEqual(whole.actions);
    expect(state).toEqual(whole.state);
    // Another start (another point in the match) draws afresh.
    const later = playStretch(engine, start, BALANCED, "innings", playAheadRng(21, 10));
    expect(later.actions).not.toEqual(whole.actions);
  });

  it("waits where the page's engine cannot step yet", () => {
    const start = firstBall(31, "club", "bat");
    let asked = 0;
    const stretch = playStretch(engine, start, BALANCED, "match", playAheadRng(31, 0), {
      ready: () => ++asked <= 5,
    });
    expect(stretch.ended).toBe(false);
    expect(stretch.actions).toHaveLength(5);
  });

  it("is an ordinary match record: the actions replay to the same match", () => {
    const start = firstBall(41, "club", "bowl");
    const setup = toFirstInningsActions(41);
    const stretch = playStretch(
      engine,
      start,
      { batting: "attack", bowling: "defend" },
      "match",
      playAheadRng(41, 0),
    );
    const replayed = replay(engine, {
      seed: 41,
      level: "club",
      rulesVersion: CURRENT_RULES_VERSION,
      actions: [...setup, ...stretch.actions],
    });
    expect(replayed.refusedAt).toBeNull();
    expect(replayed.state).toEqual(stretch.state);
  });

  it("draws each mixed approach's styles at its mix (chi-square, 30,000 draws each)", () => {
    for (const approach of APPROACHES.filter((a): a is MixedApproach => a !== "coach")) {
      for (const side of ["bat", "bowl"] as const) {
        const rng = playAheadRng(5, APPROACHES.indexOf(approach));
        const seen = { aggressive: 0, normal: 0, defensive: 0 };
        const n = 30_000;
        for (let i = 0; i < n; i++) {
          const style = drawStyle(approach, side, rng);
          expect(STYLE_INFO[style].side).toBe(side);
          seen[STYLE_INFO[style].level]++;
        }
        const mix = APPROACH_MIX[approach];
        const observed = [seen.aggressive, seen.normal, seen.defensive];
        const chi = observed.reduce((sum, o, i) => {
          const expected = (n * (mix[i] ?? 0)) / 100;
          return sum + (o - expected) ** 2 / expected;
        }, 0);
        // 2 degrees of freedom: 13.8 is the 0.1% point.
        expect(chi).toBeLessThan(13.8);
      }
    }
  });

  it("stops where a ticked stop is met: a batter's 50 or 100, the last over", () => {
    let milestones = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const start = toFirstInnings(engine, seed, "bat", { level: "club", format: "t20" });
      const plan: PlayAheadPlan = { batting: "attack", bowling: "balanced" };
      const stretch = playStretch(engine, start, plan, "innings", playAheadRng(seed, 0), {
        stops: { milestone: true },
      });
      const reached = stretch.state.innings[0]?.batting.filter((p) => p.run >= 50) ?? [];
      if (engine.stage(stretch.state).innings !== 0 || stretch.state.result !== null) {
        // The innings ended first: no batter of it reached 50 before its last ball.
        continue;
      }
      milestones++;
      expect(reached.length).toBeGreaterThan(0);
      expect(stretch.stop).toEqual({ kind: "milestone", runs: 50 });
      expect(stretchSummary(stretch.state, stretch.events, stretch.stop)).toMatch(
        /\. Stopped: a batter reached 50$/,
      );
      // One ball fewer and nobody had got there.
      const short = playStretch(engine, start, plan, "innings", playAheadRng(seed, 0), {
        maxSteps: stretch.actions.length - 1,
      });
      expect(short.state.innings[0]?.batting.every((p) => p.run < 50)).toBe(true);
    }
    expect(milestones).toBeGreaterThan(0);

    const start = toFirstInnings(engine, 3, "bowl", { level: "club", format: "t20" });
    const last = playStretch(engine, start, BALANCED, "innings", playAheadRng(3, 0), {
      stops: { lastOver: true },
    });
    const batting = last.state.innings[0];
    if (engine.stage(last.state).innings === 0) {
      expect((last.state.totalBall ?? 0) - (batting?.ballCompleted ?? 0)).toBe(6);
      expect(last.stop).toEqual({ kind: "lastOver" });
    } else {
      // All out before the last over: the innings' end stopped it.
      expect(last.events.some((e) => e.type === "inningsEnd")).toBe(true);
    }
  });

  it("follows the coach: every ball the style the coach shows as best, drawing nothing", () => {
    for (const level of LEVELS) {
      for (const role of ["bat", "bowl"] as const) {
        const start = firstBall(61, level, role);
        const plan: PlayAheadPlan = { batting: "coach", bowling: "coach" };
        const rng = playAheadRng(61, 0);
        const before = [...rng];
        const stretch = playStretch(engine, start, plan, "match", rng);
        expect(stretch.state.result).not.toBeNull();
        expect([...rng]).toEqual(before);
        // Step the actions again: each ball of the user's side is the coach's best at its state.
        let state = start;
        let balls = 0;
        for (const action of stretch.actions) {
          if (action.type === "playBall") {
            const advice = engine.coach(state);
            const best = Math.max(...advice.map((a) => a.winChance));
            expect(advice.find((a) => a.style === action.style)?.winChance).toBe(best);
            expect(action.style).toBe(coachStyle(engine, state));
            balls++;
          }
          const result = engine.step(state, action);
          if (!result.ok) throw new Error(result.error.message);
          state = result.state;
        }
        expect(balls).toBeGreaterThan(6);
      }
    }
  });

  it("stops when the chance of winning has moved more than 10 points, and not a ball before", () => {
    let swings = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const start = toFirstInnings(engine, seed, seed % 2 === 0 ? "bat" : "bowl", {
        level: "international",
        format: "t20",
      });
      const from = engine.winChance(start) as number;
      const stretch = playStretch(engine, start, BALANCED, "match", playAheadRng(seed, 0), {
        stops: { swing: true },
      });
      expect(stretch.startChance).toBe(from);
      if (stretch.state.result !== null) continue;
      swings++;
      const to = engine.winChance(stretch.state) as number;
      expect(Math.abs(to - from)).toBeGreaterThan(SWING);
      expect(stretch.stop).toEqual({ kind: "swing", from, to });
      expect(stretchSummary(stretch.state, stretch.events, stretch.stop)).toMatch(
        new RegExp(
          `Stopped: your win chance went from ${Math.round(from * 100)}% to ${Math.round(to * 100)}%$`,
        ),
      );
      // Every state before the last step was within 10 points.
      let state = start;
      for (const action of stretch.actions.slice(0, -1)) {
        const result = engine.step(state, action);
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
        expect(Math.abs((engine.winChance(state) as number) - from)).toBeLessThanOrEqual(SWING);
      }
      // A later slice measures from the stretch's start, not its own.
      const sliced = playStretch(engine, start, BALANCED, "match", playAheadRng(seed, 0), {
        stops: { swing: true },
        maxSteps: 3,
      });
      const rest = playStretch(engine, sliced.state, BALANCED, "match", playAheadRng(seed, 0), {
        stops: { swing: true },
        startChance: sliced.startChance,
      });
      expect(rest.startChance).toBe(from);
    }
    expect(swings).toBeGreaterThan(3);
  });

  it("sums each over of a stretch up in a line with the score at its end", () => {
    const start = toFirstInnings(engine, 71, "bat", { level: "club", format: "t20" });
    // Start mid-over: two balls first, then a stretch to the next wicket past a few overs.
    const two = playStretch(engine, start, BALANCED, "match", playAheadRng(71, 0), { maxSteps: 2 });
    const stretch = playStretch(engine, two.state, BALANCED, "innings", playAheadRng(71, 2), {
      maxSteps: 40,
    });
    const lines = overLines(stretch.state, stretch.events);
    const overEnds = stretch.events.filter((e) => e.type === "overEnd");
    const whole = lines.filter((l) => /^Over \d+:/.test(l.text));
    expect(lines[0]?.text).toMatch(/^Over 1, last 4 balls: /);
    expect(whole.length).toBe(overEnds.length - 1);
    for (const end of overEnds.slice(1)) {
      if (end.type !== "overEnd") continue;
      const wickets = stretch.events.filter(
        (e, i) =>
          e.type === "wicket" &&
          i < stretch.events.indexOf(end) &&
          i > stretch.events.findIndex((b) => b.type === "ball" && b.over === end.over - 1),
      ).length;
      const line = lines.find((l) => l.over === end.over);
      expect(line?.text).toBe(
        `Over ${end.over}: ${end.runsInOver} run${end.runsInOver === 1 ? "" : "s"}, ${wickets} wicket${wickets === 1 ? "" : "s"} — ` +
          `${stretch.state.sides?.[0].teamName} ${end.teamRuns}/${end.wickets}`,
      );
    }
    // The runs of the lines are the stretch's runs.
    const runs = stretch.events.reduce((sum, e) => (e.type === "ball" ? sum + e.runs + e.extraRuns : sum), 0);
    const said = lines.reduce((sum, l) => sum + Number(/: (\d+) run/.exec(l.text)?.[1]), 0);
    expect(said).toBe(runs);
  });

  it("bowls the user's own rotation in its order, the captain's pick only when none of it may bowl", () => {
    const start = toFirstInnings(engine, 81, "bowl", { level: "club", format: "t20" });
    const rows = engine.bowlingCard(start, 1);
    const five = rows
      .filter((r) => !r.partTimer)
      .slice(0, 5)
      .map((r) => r.playerId);
    expect(five).toHaveLength(5);
    // The bowlers a stretch to the innings' end sends on, an over each, with this rotation.
    const bowlersFor = (rotation: readonly number[]) =>
      playStretch(engine, start, { ...BALANCED, rotation }, "innings", playAheadRng(81, 0)).actions.flatMap(
        (a) => (a.type === "chooseBowler" ? [a.playerId] : []),
      );
    const picked = bowlersFor(five);
    // Five bowlers with four overs each bowl a T20 innings in turn (unless it ends first).
    picked.forEach((id, over) => expect(id).toBe(five[over % 5]));
    expect(picked.length).toBeGreaterThan(5);

    // One bowler cannot bowl two overs running: the captain's pick bowls between his.
    const alone = [five[0] as number];
    const order = bowlersFor(alone);
    expect(order[0]).toBe(alone[0]);
    expect(order[1]).not.toBe(alone[0]);
    expect(order[2]).toBe(alone[0]);
  });

  it("sums a stretch up in one line, ending where the match stands", () => {
    const start = firstBall(51, "club", "bat");
    const stretch = playStretch(engine, start, BALANCED, "over", playAheadRng(51, 0));
    const legal = stretch.events.filter((e) => e.type === "ball" && e.legal).length;
    const runs = stretch.events.reduce((sum, e) => (e.type === "ball" ? sum + e.runs + e.extraRuns : sum), 0);
    const wickets = count(stretch.events, "wicket");
    const board = engine.scoreboard(stretch.state);
    // One whole over is said as one.
    expect(board?.overs).toBe("1.0");
    expect(stretchSummary(stretch.state, stretch.events)).toBe(
      `Played ahead ${legal} balls: ${runs} run${runs === 1 ? "" : "s"}, ${wickets} wicket${wickets === 1 ? "" : "s"}. ` +
        `${board?.battingTeamName} ${board?.runs}/${board?.wickets} after 1 over`,
    );
    // A stretch that ends the innings ends with the innings' own line.
    const innings = playStretch(engine, start, BALANCED, "innings", playAheadRng(51, 0));
    const end = innings.events.find((e) => e.type === "inningsEnd");
    expect(stretchSummary(innings.state, innings.events).endsWith(`. ${end?.text}`)).toBe(true);
  });
});

/** The setup actions {@link toFirstInnings} takes for `seed` with the user bowling first at Club. */
function toFirstInningsActions(seed: number) {
  const start = firstBall(seed, "club", "bowl");
  return [
    ...setupActions(),
    { type: "callToss", call: (start.toss as NonNullable<typeof start.toss>).call },
    { type: "chooseBatOrBowl", choice: "bowl" },
  ] as const;
}
