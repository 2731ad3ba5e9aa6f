/**
 * What the screen reader hears of a match: one line per revealed event, written for a
 * listener who cannot see the scoreboard. A ball's line carries the score after it, because a
 * listener has nowhere else to read it; a wicket and the result interrupt (assertive), the rest
 * wait their turn (polite).
 */
import { oversPhrase, type MatchEvent } from "../../../../engine/index.ts";
import { spokenText } from "./spoken-text.ts";

/** One line for the live regions. */
export interface Announcement {
  readonly text: string;
  /** Read at once, interrupting (a wicket, the result); otherwise when the reader is free. */
  readonly urgent: boolean;
}

/**
 * Overs as cricket writes them after a ball: 1.2, or 2 once the over's sixth ball is bowled (or
 * after a wide or a no-ball before the next over's first legal ball).
 */
function oversAfter(over: number, ball: number): string {
  if (ball >= 6) return `${over + 1}`;
  return ball === 0 ? `${over}` : `${over}.${ball}`;
}

/**
 * The lines for `events.slice(from)`. The events before `from` are read too, for the score
 * each new ball adds to: a ball's runs and wickets are counted from the innings' first ball.
 * With `only`, the lines of the events it accepts (a watched stretch's highlights).
 */
export function announcementsOf(
  events: readonly MatchEvent[],
  from: number,
  only?: (event: MatchEvent) => boolean,
): Announcement[] {
  const runs = [0, 0];
  const wickets = [0, 0];
  const lines: Announcement[] = [];
  events.forEach((event, i) => {
    if (event.type === "ball") {
      const side = event.innings - 1;
      runs[side] = (runs[side] ?? 0) + event.runs + event.extraRuns;
      if (event.wicket !== null) wickets[side] = (wickets[side] ?? 0) + 1;
    }
    if (i < from || (only !== undefined && !only(event))) return;
    switch (event.type) {
      case "ball": {
        const side = event.innings - 1;
        const score = `${runs[side] ?? 0} for ${wickets[side] ?? 0}`;
        lines.push({
          text: `${spokenText(event.text)} Score ${score} after ${oversPhrase(oversAfter(event.over, event.legal ? event.ball : event.ball - 1))}.`,
          urgent: false,
        });
        return;
      }
      case "wicket":
        lines.push({ text: `Wicket: ${event.text}.`, urgent: true });
        return;
      case "result":
        lines.push({ text: spokenText(event.text), urgent: true });
        return;
      default:
        lines.push({ text: spokenText(event.text), urgent: false });
    }
  });
  return lines;
}
