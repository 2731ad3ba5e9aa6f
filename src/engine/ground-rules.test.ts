/**
 * A rules version with grounds of its own (the catalog's `stadiumsByRulesVersion`) plays at
 * their ratings, so reviewing the grounds never changes a released version's matches: not the
 * computer's toss choice, not its bowler pick. Other versions play the catalog's `stadiums`.
 */
import { describe, expect, it } from "vitest";
import type { Catalog, Stadium } from "./catalog.ts";
import { createEngine } from "./engine.ts";
import type { MatchState } from "./match-state.ts";
import { RATED_RULES_VERSION, type RulesVersion } from "./rules-version.ts";
import { fixtureCatalog } from "./test-fixtures.ts";
import { setupActions } from "./test-driver.ts";

/** av-north rates [9, 7] (bat first); version 1's own list rates it [5, 8] (bowl first). */
const v1Grounds: readonly Stadium[] = fixtureCatalog.stadiums.map((s) =>
  s.id === "av-north" ? { ...s, battingCondition: [5, 8] } : s,
);
const withV1: Catalog = { ...fixtureCatalog, stadiumsByRulesVersion: { 1: v1Grounds } };

function computerTossChoice(catalog: Catalog, version: RulesVersion): "bat" | "bowl" | null {
  const engine = createEngine(catalog);
  for (let seed = 1; seed < 200; seed++) {
    let state: MatchState = engine.createMatch(seed, "classic", version);
    for (const action of [...setupActions({ format: "micro" }), { type: "callToss", call: 0 } as const]) {
      const result = engine.step(state, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    if (state.toss?.winner === "computer") return state.toss.choice;
  }
  return null;
}

describe("grounds per rules version", () => {
  it("plays a version with grounds of its own at their ratings", () => {
    expect(computerTossChoice(fixtureCatalog, 1)).toBe("bat");
    expect(computerTossChoice(withV1, 1)).toBe("bowl");
  });

  it("plays a version not named at the catalog's grounds", () => {
    expect(computerTossChoice(withV1, RATED_RULES_VERSION)).toBe("bat");
  });

  it("offers the catalog's grounds on the stadium stage whatever a version keeps", () => {
    const engine = createEngine(withV1);
    expect(engine.stadiumsFor(1).find((s) => s.id === "av-north")?.battingCondition).toEqual([9, 7]);
  });
});
