/**
 * Reading the revealed events for display: the latest event of a kind (what was just said).
 */
import type { MatchEvent } from "../../../../engine/index.ts";

export function lastEventOf<T extends MatchEvent["type"]>(
  events: readonly MatchEvent[],
  type: T,
): Extract<MatchEvent, { type: T }> | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i] as MatchEvent;
    if (event.type === type) return event as Extract<MatchEvent, { type: T }>;
  }
  return undefined;
}
