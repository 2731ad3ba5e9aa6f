/**
 * Reading the revealed events for display: the latest event of a kind, and the balls of the
 * over in progress for the over strip. Grouping only; what each ball was comes from the engine.
 */
import type { BallEvent, MatchEvent } from "../../../../engine/index.ts";

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

/** The over on show in an innings (0-based) and the balls bowled in it so far. */
export interface OverInProgress {
  readonly over: number;
  readonly balls: readonly BallEvent[];
}

/**
 * The latest over of `innings`: the balls of the over being bowled, or of the one just
 * finished until a bowler takes the next. Before any ball, over 0 with no balls.
 */
export function overInProgress(events: readonly MatchEvent[], innings: 1 | 2): OverInProgress {
  let over = 0;
  let balls: BallEvent[] = [];
  for (const event of events) {
    if (event.type === "bowlerChange" && event.innings === innings && event.over !== over) {
      over = event.over;
      balls = [];
    } else if (event.type === "ball" && event.innings === innings) {
      if (event.over !== over) {
        over = event.over;
        balls = [];
      }
      balls.push(event);
    }
  }
  return { over, balls };
}
