/**
 * Rules version 1 reads each ground as it was released (the catalog's `groundsV1`), so
 * reviewing the grounds' ratings never changes a version-1 match: not the computer's toss
 * choice, not its bowler pick.
 */
import { describe, expect, it } from "vitest";
import type { Catalog } from "./catalog.ts";
import { createEngine } from "./engine.ts";
import type { MatchState } from "./match-state.ts";
import { fixtureCatalog } from "./test-fixtures.ts";

/** av-north rates [9, 7] (bat first); version 1 is told it was [5, 8] (bowl first). */
const withV1: Catalog = {
  ...fixtureCatalog,
  groundsV1: { "av-north": { battingCondition: [5, 8], betterFor: 2 } },
};

function computerTossChoice(catalog: Catalog): "bat" | "bowl" | null {
  const engine = createEngine(catalog);
  for (let seed = 1; seed < 200; seed++) {
    let state: MatchState = engine.createMatch(seed, "classic", 1);
    for (const action of [
      { type: "chooseFormat", format: "micro" },
      { type: "chooseTeam", countryId: 1 },
      { type: "chooseOpponent", countryId: 2 },
      { type: "chooseLocation", countryId: 1 },
      { type: "chooseStadium", stadiumId: "av-north" },
      { type: "callToss", call: 0 },
    ] as const) {
      const result = engine.step(state, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    if (state.toss?.winner === "computer") return state.toss.choice;
  }
  return null;
}

describe("grounds as rules version 1 reads them", () => {
  it("takes the toss choice from the ratings version 1 was released with", () => {
    expect(computerTossChoice(fixtureCatalog)).toBe("bat");
    expect(computerTossChoice(withV1)).toBe("bowl");
  });

  it("reads a ground missing from groundsV1 as it is", () => {
    expect(computerTossChoice({ ...fixtureCatalog, groundsV1: {} })).toBe("bat");
  });
});
