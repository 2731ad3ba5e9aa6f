/**
 * Replaying a match from its seed and its actions: the one way a saved match (in the browser's
 * storage, on the server, in the archive) becomes a state again. A match is kept as seed +
 * actions rather than as a state, so what is replayed is always what the rules make of it.
 */
import type { Action, OpponentLevel } from "./actions.ts";
import type { Engine } from "./engine.ts";
import type { MatchEvent } from "./events.ts";
import type { MatchState } from "./match-state.ts";
import type { Seed } from "./rng.ts";
import {
  CURRENT_RULES_VERSION,
  playableRulesVersionOf,
  RULES_VERSIONS,
  rulesFor,
  rulesVersionOf,
} from "./rules-version.ts";
import type { EngineError } from "./step-result.ts";

/** A replayed match. */
export interface Replay {
  /** The state after the last action the engine took. */
  readonly state: MatchState;
  /** Every event of the accepted actions, in order (empty unless asked for). */
  readonly events: readonly MatchEvent[];
  /**
   * Index of the first action the engine refused (nothing after it is applied), or null. 0 too
   * when the record's rules version is one this engine cannot play: then nothing is applied.
   */
  readonly refusedAt: number | null;
  /** Why the replay stopped (the refused action's error, or the unknown rules version); null when it did not. */
  readonly error: EngineError | null;
}

/**
 * What a kept match is: its seed, the level and the rules version it was played at, and every
 * action in order.
 */
export interface MatchRecord {
  readonly seed: Seed;
  /** Classic when absent: matches kept before levels existed were played by the original rules. */
  readonly level?: OpponentLevel;
  /**
   * The rules it was played by; 1 when absent (matches kept before versions existed). Read from
   * outside, so any number: a version this engine cannot play is refused, never guessed.
   */
  readonly rulesVersion?: number;
  /**
   * Whether the match was created as a knockout (a tie settled by super overs, rules version 3
   * on); absent means it was not, as for every match kept before knockouts existed.
   */
  readonly knockout?: boolean;
  readonly actions: readonly Action[];
}

/**
 * Applies the record's actions to a new match of its seed, level and rules version, stopping at
 * the first refusal. `withEvents` keeps the events (for a feed); the server's check does without
 * them. A record may name a released version only, unless `versions` is "playable" (the engine's
 * own tests and the analysis script, which also play a version being built).
 */
export function replay(
  engine: Engine,
  record: MatchRecord,
  withEvents = false,
  versions: "released" | "playable" = "released",
): Replay {
  const { actions } = record;
  const level = record.level ?? "classic";
  const rulesVersion =
    versions === "playable"
      ? playableRulesVersionOf(record.rulesVersion)
      : rulesVersionOf(record.rulesVersion);
  if (rulesVersion === null) {
    const message = `This match was played by rules version ${String(record.rulesVersion)}, which this engine cannot play (it plays ${RULES_VERSIONS.join(", ")})`;
    return {
      state: engine.createMatch(record.seed, level, CURRENT_RULES_VERSION),
      events: [],
      refusedAt: 0,
      error: { code: "unknownRulesVersion", message },
    };
  }
  if (record.knockout === true && !rulesFor(rulesVersion).superOver) {
    const message = `This match is a knockout, which rules version ${rulesVersion} cannot play (it has no super over)`;
    return {
      state: engine.createMatch(record.seed, level, rulesVersion),
      events: [],
      refusedAt: 0,
      error: { code: "unknownRulesVersion", message },
    };
  }
  let state = engine.createMatch(record.seed, level, rulesVersion, { knockout: record.knockout === true });
  const events: MatchEvent[] = [];
  for (let i = 0; i < actions.length; i++) {
    const result = engine.step(state, actions[i] as Action);
    if (!result.ok) return { state, events, refusedAt: i, error: result.error };
    state = result.state;
    if (withEvents) for (const event of result.events) events.push(event);
  }
  return { state, events, refusedAt: null, error: null };
}
