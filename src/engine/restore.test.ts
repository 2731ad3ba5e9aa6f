import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Action } from "./actions.ts";
import { createEngine } from "./engine.ts";
import type { MatchState } from "./match-state.ts";
import { simulateMatch } from "./simulate.ts";
import { fixtureCatalog, FORMAT_KEYS } from "./test-fixtures.ts";

const engine = createEngine(fixtureCatalog);

function statesOf(seed: number, format: (typeof FORMAT_KEYS)[number]): MatchState[] {
  const { actions } = simulateMatch(engine, seed, format);
  const states = [engine.createMatch(seed)];
  for (const action of actions) {
    const r = engine.step(states[states.length - 1] as MatchState, action);
    if (!r.ok) throw new Error(r.error.code);
    states.push(r.state);
  }
  return states;
}

const roundTrip = (state: MatchState): unknown => JSON.parse(JSON.stringify(state));

describe("restoreMatch", () => {
  it("accepts every state of real matches, unchanged", () => {
    for (const format of FORMAT_KEYS) {
      for (const state of statesOf(3, format)) {
        expect(engine.restoreMatch(roundTrip(state))).toEqual(state);
      }
    }
  });

  it.each([
    ["null", null],
    ["an array", []],
    ["an empty object", {}],
    ["a string", "match"],
  ])("rejects %s", (_name, value) => {
    expect(engine.restoreMatch(value)).toBeNull();
  });

  const mid = statesOf(5, "t20")[60] as MatchState;
  const tweak = (change: (s: Record<string, unknown>) => void): unknown => {
    const copy = roundTrip(mid) as Record<string, unknown>;
    change(copy);
    return copy;
  };

  it.each([
    ["another version", (s: Record<string, unknown>) => (s.version = 2)],
    ["status 6", (s: Record<string, unknown>) => (s.status = 6)],
    ["a short generator state", (s: Record<string, unknown>) => (s.rng = [1, 2, 3])],
    ["a fractional generator word", (s: Record<string, unknown>) => (s.rng = [1, 2, 3, 0.5])],
    ["the opponent equal to the team", (s: Record<string, unknown>) => (s.opponentId = s.teamId)],
    ["a stadium outside the location", (s: Record<string, unknown>) => (s.stadiumId = "ca-hill")],
    ["missing teams mid-match", (s: Record<string, unknown>) => (s.teams = null)],
    ["a result mid-match", (s: Record<string, unknown>) => (s.result = { text: "x" })],
    [
      "a bad ball code",
      (s: Record<string, unknown>) => {
        const team = (s.teams as Record<string, unknown>[])[0] as Record<string, unknown>;
        team.ballLog = `${String(team.ballLog).slice(0, -1)}5`;
      },
    ],
    [
      "a striker index out of range",
      (s: Record<string, unknown>) => {
        ((s.teams as Record<string, unknown>[])[0] as Record<string, unknown>).currentStrikerIndex = 11;
      },
    ],
  ])("rejects a mid-match state with %s", (_name, change) => {
    expect(engine.restoreMatch(roundTrip(mid))).not.toBeNull();
    expect(engine.restoreMatch(tweak(change))).toBeNull();
  });

  it("never lets a damaged save crash the engine: what it accepts plays on safely", () => {
    const samples = FORMAT_KEYS.flatMap((format, i) =>
      statesOf(40 + i, format).filter((_, j) => j % 7 === 0),
    );
    const paths = (value: unknown, prefix: (string | number)[] = []): (string | number)[][] => {
      if (typeof value !== "object" || value === null) return [prefix];
      const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
      return [prefix, ...keys.flatMap((k) => paths((value as Record<string, unknown>)[k], [...prefix, k]))];
    };
    fc.assert(
      fc.property(
        fc.nat(samples.length - 1),
        fc.nat(),
        fc.jsonValue({ maxDepth: 2 }),
        fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constantFrom(null, "bat", "t20", "", 0.5)),
        (sampleIndex, pathSeed, json, small) => {
          const value = roundTrip(samples[sampleIndex] as MatchState);
          const all = paths(value).filter((p) => p.length > 0);
          const path = all[pathSeed % all.length] as (string | number)[];
          let parent = value as Record<string | number, unknown>;
          for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
          parent[path[path.length - 1] as string | number] = pathSeed % 2 === 0 ? json : small;
          const restored = engine.restoreMatch(value);
          if (restored === null) return;
          let state = restored;
          for (let i = 0; i < 400 && state.status !== 11; i++) {
            engine.scoreboard(state);
            engine.battingCard(state, 1);
            engine.bowlingCard(state, 2);
            engine.overSummary(state, 1);
            const input = engine.nextInput(state);
            let action: Action;
            if (input === "chooseBowler")
              action = { type: "chooseBowler", playerId: engine.eligibleBowlers(state)[0] ?? 1 };
            else if (input === "playBall")
              action = { type: "playBall", style: engine.styleOptions(state)[1]?.style ?? "hitNormally" };
            else break;
            const r = engine.step(state, action);
            if (!r.ok) break;
            state = r.state;
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
