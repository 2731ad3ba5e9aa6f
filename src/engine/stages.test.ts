/**
 * The stage table declares each stage's moves and where each leads: every step the engine
 * takes must land where its stage's row says, and the list of actions is the moves of all rows.
 */
import { describe, expect, it } from "vitest";
import type { Action, InputKind } from "./actions.ts";
import { createEngine } from "./engine.ts";
import type { MatchState } from "./match-state.ts";
import { simulateMatch } from "./simulate.ts";
import { ACTION_TYPES, inningsStage, STAGE, stageOf } from "./stages.ts";
import { SUPER_OVER_RULES_VERSION } from "./rules-version.ts";
import { tiedKnockouts } from "./test-support/tied-knockouts.ts";
import { expectOk } from "./test-driver.ts";
import { fixtureCatalog } from "./test-fixtures.ts";

const engine = createEngine(fixtureCatalog);

/** Steps through `actions`, checking each lands in a stage its row declares for the move. */
function checkSteps(start: MatchState, actions: readonly Action[], visited: Set<string>): void {
  let state = start;
  for (const action of actions) {
    const before = stageOf(state);
    const after = stageOf(expectOk(engine.step(state, action)).state);
    expect(before.moves[action.type], `${before.name} --${action.type}-->`).toContain(after.name);
    visited.add(`${before.name}:${action.type}:${after.name}`);
    // Back from every setup stage that allows it, declared the same way.
    if (before.back !== null) {
      const back = stageOf(expectOk(engine.step(state, { type: "back" })).state);
      expect(before.moves.back).toContain(back.name);
      expect(back.status).toBe(before.back.to);
      visited.add(`${before.name}:back:${back.name}`);
    }
    // The batting order where it may be set (simulated matches never change it).
    if (before.accepts.includes("setBattingOrder")) {
      const order = [2, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11];
      const set = stageOf(expectOk(engine.step(state, { type: "setBattingOrder", order })).state);
      expect(before.moves.setBattingOrder).toContain(set.name);
      visited.add(`${before.name}:setBattingOrder:${set.name}`);
    }
    state = expectOk(engine.step(state, action)).state;
  }
}

describe("stage moves", () => {
  it("list every action once, and every stage accepts exactly its declared moves", () => {
    const all: InputKind[] = [
      "chooseFormat",
      "chooseTeam",
      "chooseOpponent",
      "chooseLocation",
      "chooseStadium",
      "back",
      "setBattingOrder",
      "callToss",
      "chooseBatOrBowl",
      "startMatch",
      "chooseBowler",
      "playBall",
    ];
    expect([...ACTION_TYPES].sort()).toEqual([...all].sort());
    for (const stage of Object.values(STAGE)) expect(stage.accepts).toEqual(Object.keys(stage.moves));
  });

  it("take every step of whole matches to a stage the row declares, and every declared move is taken", () => {
    const visited = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      for (const level of ["classic", "club"] as const) {
        const { actions } = simulateMatch(engine, seed, "micro", "random", { level });
        checkSteps(engine.createMatch(seed, level), actions, visited);
      }
    }
    // Knockout matches tied after both innings, one of them going on to a second super over.
    const tied = [
      ...tiedKnockouts(engine, "club", "random", 2),
      ...tiedKnockouts(engine, "club", "random", 1, (played) => played.state.innings.length > 4),
    ];
    for (const { seed, actions } of tied) {
      checkSteps(
        engine.createMatch(seed, "club", SUPER_OVER_RULES_VERSION, { knockout: true }),
        actions,
        visited,
      );
    }
    const declared = new Set<string>();
    for (const stage of Object.values(STAGE)) {
      for (const [move, targets] of Object.entries(stage.moves)) {
        for (const target of targets) declared.add(`${stage.name}:${move}:${target}`);
      }
    }
    expect([...visited].sort()).toEqual([...declared].sort());
  });

  it("name each innings' stage by its place in the match, and no stage for an innings it has no status for", () => {
    // The super overs' stage plays every super-over innings, from the one after the match's own.
    expect(STAGE.superOver.innings).toBe(2);
    const plays = Object.values(STAGE).filter((stage) => stage.innings !== null && stage !== STAGE.superOver);
    plays.forEach((stage) => expect(inningsStage(stage.innings as number)).toBe(stage));
    expect(plays.map((stage) => stage.innings)).toEqual(plays.map((_, index) => index));
    expect(() => inningsStage(plays.length)).toThrow(`No stage plays innings ${plays.length + 1}`);
  });
});
