/**
 * The one converter between the match state's shapes (ADR 0031): a state of the first shape,
 * as that engine wrote it, loads as the state today's engine reaches by the same actions and
 * plays on to the same end; and every state today's engine makes survives the round trip
 * through the first shape unchanged.
 */
import { describe, expect, it } from "vitest";
import type { Action, OpponentLevel } from "./actions.ts";
import { createEngine } from "./engine.ts";
import { FIRST_SHAPE_STATES } from "./first-shape-states.ts";
import type { MatchState } from "./match-state.ts";
import { CURRENT_RULES_VERSION, type RulesVersion } from "./rules-version.ts";
import { simulateMatch } from "./simulate.ts";
import { firstShapeOf, upgradeMatchState, type MatchStateV1 } from "./state-upgrade.ts";
import { fixtureCatalog, FORMAT_KEYS } from "./test-fixtures.ts";
import { stepInStep } from "./test-support/in-step.ts";

const engine = createEngine(fixtureCatalog);

interface KeptState {
  readonly seed: number;
  readonly level: OpponentLevel;
  readonly rulesVersion: RulesVersion;
  readonly actions: readonly Action[];
  readonly rest: readonly Action[];
  readonly state: MatchStateV1;
}

const kept = FIRST_SHAPE_STATES as readonly KeptState[];

function played(seed: number, level: OpponentLevel, rulesVersion: RulesVersion, actions: readonly Action[]) {
  let state = engine.createMatch(seed, level, rulesVersion);
  const states: MatchState[] = [state];
  for (const action of actions) {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(`refused ${action.type}: ${result.error.code}`);
    state = result.state;
    states.push(state);
  }
  return { state, states };
}

describe("a state of the first shape", () => {
  it("has kept states in each innings and at the end", () => {
    expect(kept.map((k) => [k.state.version, k.state.status])).toEqual([
      [1, 10],
      [1, 9],
      [1, 11],
    ]);
  });

  it.each(kept.map((k) => [`${k.level} v${k.rulesVersion} seed ${k.seed}`, k] as const))(
    "loads as the state the same actions reach today, and plays on to the same end (%s)",
    (_, k) => {
      const upgraded = upgradeMatchState(k.state);
      const now = played(k.seed, k.level, k.rulesVersion, k.actions).state;
      expect(upgraded.version).toBe(2);
      expect(upgraded).toEqual(now);
      expect(firstShapeOf(upgraded)).toEqual(k.state);
      const [a, b] = stepInStep(engine, upgraded, now, k.rest);
      expect(a).toEqual(b);
      expect(engine.matchSummary(a)).toEqual(engine.matchSummary(b));
    },
  );

  it("leaves a state of today's shape as it is", () => {
    const { state } = simulateMatch(engine, 5, "micro", "random", { level: "club" });
    expect(upgradeMatchState(state)).toBe(state);
  });
});

describe("today's states through the first shape and back", () => {
  it.each(FORMAT_KEYS.slice(0, 3))("are unchanged at every step of matches at each level (%s)", (format) => {
    for (const level of ["classic", "club", "international"] as const) {
      for (const seed of [1, 2]) {
        const { actions } = simulateMatch(engine, seed, format, "random", { level });
        const { states } = played(seed, level, CURRENT_RULES_VERSION, actions);
        for (const state of states) {
          const first = firstShapeOf(state);
          expect(first.version).toBe(1);
          expect(JSON.parse(JSON.stringify(upgradeMatchState(first)))).toEqual(
            JSON.parse(JSON.stringify(state)),
          );
        }
      }
    }
  });

  it("hold each innings' figures on the side that batted and the side that bowled", () => {
    const { state } = simulateMatch(engine, 9, "micro", "random", { level: "club" });
    const first = firstShapeOf(state);
    const [a, b] = first.teams ?? [];
    const [one, two] = state.innings;
    if (!a || !b || !one || !two) throw new Error("the match was played");
    expect(a.totalRun).toBe(one.totalRun);
    expect(b.totalRun).toBe(two.totalRun);
    expect(b.playerList.map((p) => p.b_ball)).toEqual(one.bowling.map((p) => p.b_ball));
    expect(a.playerList.map((p) => p.run)).toEqual(one.batting.map((p) => p.run));
    expect(a.playerList.map((p) => p.id)).toEqual(state.sides?.[0].playerIds);
  });
});
