/**
 * Replaying a match from its seed and its actions: the one way a saved match (in the browser's
 * storage, on the server, in the archive) becomes a state again. A match is kept as seed +
 * actions rather than as a state, so what is replayed is always what the rules make of it.
 */
import type { Action, OpponentLevel } from "./actions.ts";
import type { Engine } from "./engine.ts";
import type { MatchEvent } from "./events.ts";
import type { MatchState } from "./match-state.ts";

/** A replayed match. */
export interface Replay {
  /** The state after the last action the engine took. */
  readonly state: MatchState;
  /** Every event of the accepted actions, in order (empty unless asked for). */
  readonly events: readonly MatchEvent[];
  /** Index of the first action the engine refused (nothing after it is applied), or null. */
  readonly refusedAt: number | null;
}

/** What a kept match is: its seed, the level it was played at, and every action in order. */
export interface MatchRecord {
  readonly seed: number;
  /** Classic when absent: matches kept before levels existed were played by the original rules. */
  readonly level?: OpponentLevel;
  readonly actions: readonly Action[];
}

/**
 * Applies the record's actions to a new match of its seed and level, stopping at the first
 * refusal. `withEvents` keeps the events (for a feed); the server's check does without them.
 */
export function replay(engine: Engine, record: MatchRecord, withEvents = false): Replay {
  const { actions } = record;
  let state = engine.createMatch(record.seed, record.level ?? "classic");
  const events: MatchEvent[] = [];
  for (let i = 0; i < actions.length; i++) {
    const result = engine.step(state, actions[i] as Action);
    if (!result.ok) return { state, events, refusedAt: i };
    state = result.state;
    if (withEvents) for (const event of result.events) events.push(event);
  }
  return { state, events, refusedAt: null };
}
