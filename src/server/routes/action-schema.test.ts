/**
 * The server's schema for a saved match's actions against the engine's own list: every action
 * type the engine knows is accepted, nothing else is, and real matches' actions all pass.
 */
import { describe, expect, it } from "vitest";
import { catalog } from "../../data/catalog.ts";
import { ACTION_TYPES, createEngine, simulateMatch, type Action } from "../../engine/index.ts";
import { actionSchema } from "./match-routes.ts";

/** The action types the schema has an object for. */
function schemaTypes(): string[] {
  return actionSchema.options.map((option) => option.shape.type.value);
}

describe("the server's action schema", () => {
  it("has exactly the engine's action types, each once", () => {
    const types = schemaTypes();
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual([...ACTION_TYPES].sort());
  });

  it("refuses an action type the engine does not know", () => {
    for (const type of ["resign", "PlayBall", "", "constructor"]) {
      expect(actionSchema.safeParse({ type }).success, type).toBe(false);
    }
  });

  it("accepts every action of whole matches played through the engine, Back and a batting order included", () => {
    const engine = createEngine(catalog);
    const seen = new Set<string>();
    const battingOrder = [4, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11];
    // Several seeds, so both toss winners' actions (a decision, or a start) are among them.
    for (let seed = 1; seed <= 6; seed++) {
      const { actions } = simulateMatch(engine, seed, "micro", "random", { level: "club", battingOrder });
      for (const action of [...actions, { type: "back" } satisfies Action]) {
        const parsed = actionSchema.safeParse(action);
        expect(parsed.success, JSON.stringify(action)).toBe(true);
        seen.add(action.type);
      }
    }
    expect([...seen].sort()).toEqual([...ACTION_TYPES].sort());
  });

  it.each([
    ["no order", {}],
    ["not a list", { order: "1,2,3,4,5,6,7,8,9,10,11" }],
    ["ten players", { order: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }],
    ["twelve players", { order: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1] }],
    ["a player twice", { order: [1, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11] }],
    ["a player 0", { order: [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }],
    ["a player 12", { order: [12, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }],
    ["a fraction", { order: [1.5, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }],
    ["an id as text", { order: ["1", 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }],
    ["an extra field", { order: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], who: "me" }],
  ])("refuses a batting order with %s", (_what, fields) => {
    expect(actionSchema.safeParse({ type: "setBattingOrder", ...fields }).success).toBe(false);
  });

  it("accepts a batting order of the eleven ids in any order", () => {
    const order = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(actionSchema.safeParse({ type: "setBattingOrder", order }).data).toEqual({
      type: "setBattingOrder",
      order,
    });
  });
});
