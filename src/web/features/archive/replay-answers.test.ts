import { describe, expect, it } from "vitest";
import { catalog } from "../../../data/catalog.ts";
import { createEngine, RULES_VERSIONS, simulateMatch } from "../../../engine/index.ts";
import type { ReplayRecord } from "../../../shared/api-types.ts";
import { figuresOf, replayOne } from "./replay-answers.ts";

const engine = createEngine(catalog);

/** A kept match as the replay pages serve it, played by version 1's rules and labelled `rulesVersion`. */
function record(id: number, seed: number, rulesVersion: number): ReplayRecord & { result: string } {
  const { state, actions } = simulateMatch(engine, seed, "micro", "random", {
    level: "club",
    rulesVersion: 1,
  });
  return {
    id,
    createdAt: "2026-01-01T10:00:00.000Z",
    seed,
    level: "club",
    rulesVersion,
    format: "micro",
    actions,
    result: state.result?.text ?? "",
  };
}

describe("replaying kept matches at their rules version", () => {
  it("rebuilds a match of a version this page plays, by that version's rules", () => {
    const kept = record(1, 77, 1);
    const rebuilt = replayOne(engine, kept);
    expect(rebuilt?.state.rulesVersion).toBe(1);
    expect(rebuilt?.state.result?.text).toBe(kept.result);
    expect(rebuilt?.events.some((e) => e.type === "result")).toBe(true);
  });

  it("rebuilds nothing, and counts the match as skipped, for a version this page cannot play", () => {
    const unknown = record(2, 78, Math.max(...RULES_VERSIONS) + 1);
    expect(replayOne(engine, unknown)).toBeNull();
    const page = figuresOf(engine, [record(3, 79, 1), unknown]);
    expect(page).toMatchObject({ read: 2, skipped: 1 });
    expect(page.figures.map((f) => f.ref.id)).toEqual([3]);
  });
});
