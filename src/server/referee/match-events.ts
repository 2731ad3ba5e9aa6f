/**
 * The events of the matches a referee answers follows for (ranked and live), kept per action so
 * that a follow from any point is a slice of what was played rather than a replay from the
 * seed. Events are a function of the record: the log steps each action of a match once (the
 * actions new since it last answered), and plays the match through again only when it had let
 * the match go or was handed another record under the same id.
 */
import {
  type Action,
  type Engine,
  type MatchEvent,
  type MatchRecord,
  type MatchState,
  replay,
} from "../../engine/index.ts";

/** Events one log keeps at most, over all its matches (the match answered last is always kept). */
export const DEFAULT_EVENTS_KEPT = 60_000;

export interface EventLog {
  /** The events of the record's actions after the first `seen` (`seen` at most their count). */
  since(id: string, record: MatchRecord, seen: number): MatchEvent[];
}

interface Held {
  /** What, besides its actions, the record was. */
  readonly seed: MatchRecord["seed"];
  readonly level: MatchRecord["level"];
  readonly rulesVersion: MatchRecord["rulesVersion"];
  /** The actions the log has stepped, as it was handed them. */
  readonly actions: Action[];
  /** Every event of those actions in order, and where each action's begin (one more: the end). */
  readonly events: MatchEvent[];
  readonly starts: number[];
  state: MatchState;
}

/** A log for `engine`; the match's tables must be in the engine when it has actions to step. */
export function createEventLog(engine: Engine, eventsKept = DEFAULT_EVENTS_KEPT): EventLog {
  /** Matches held, least recently answered first. */
  const held = new Map<string, Held>();
  let total = 0;

  const drop = (id: string): void => {
    const gone = held.get(id);
    if (gone === undefined) return;
    total -= gone.events.length;
    held.delete(id);
  };

  /** What is held for `id`, when it is the start of `record`. */
  const heldFor = (id: string, record: MatchRecord): Held | undefined => {
    const match = held.get(id);
    if (match === undefined) return undefined;
    const same =
      match.seed === record.seed &&
      match.level === record.level &&
      match.rulesVersion === record.rulesVersion &&
      match.actions.length <= record.actions.length &&
      match.actions.every((action, i) => action === record.actions[i]);
    if (!same) drop(id);
    return same ? match : undefined;
  };

  return {
    since(id, record, seen) {
      let match = heldFor(id, record);
      if (match === undefined) {
        const start = replay(engine, { ...record, actions: [] });
        const { seed, level, rulesVersion } = record;
        match = { seed, level, rulesVersion, actions: [], events: [], starts: [0], state: start.state };
      }
      for (let i = match.actions.length; i < record.actions.length; i++) {
        const action = record.actions[i] as Action;
        const result = engine.step(match.state, action);
        if (!result.ok) throw new Error(`match ${id} refuses its action ${i}: ${result.error.message}`);
        match.state = result.state;
        match.actions.push(action);
        match.events.push(...result.events);
        match.starts.push(match.events.length);
        total += result.events.length;
      }
      held.delete(id);
      held.set(id, match);
      for (const [other] of held) {
        if (total <= eventsKept || other === id) break;
        drop(other);
      }
      return match.events.slice(match.starts[Math.min(seen, record.actions.length)]);
    },
  };
}
