/** Whole simulated matches for the record book's tests, as a kept match's replay gives them. */
import { createEngine } from "../engine.ts";
import type { MatchEvent } from "../events.ts";
import type { MatchState } from "../match-state.ts";
import { replay } from "../replay.ts";
import { simulateMatch } from "../simulate.ts";
import { fixtureCatalog } from "../test-fixtures.ts";

const engine = createEngine(fixtureCatalog);

/** A whole simulated match: its final state and every event, as a kept match's replay gives them. */
export function playedMatch(
  seed: number,
  format: string,
  level: "classic" | "club" | "international",
  rulesVersion: 1 | 2,
): { state: MatchState; events: readonly MatchEvent[] } {
  const { actions } = simulateMatch(engine, seed, format, "random", { level, rulesVersion });
  const replayed = replay(engine, { seed, level, rulesVersion, actions }, true);
  return { state: replayed.state, events: replayed.events };
}
