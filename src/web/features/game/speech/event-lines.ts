/**
 * Which match events are spoken, and how. Toss, choices, innings ends and the result are
 * announcements: queued, never cut short. A ball's commentary is commentary: it replaces an
 * unfinished line of commentary, so the voice keeps up with quick play.
 */
import type { MatchEvent } from "../../../../engine/index.ts";

/** How a line is treated in the speech queue. */
type LineKind = "commentary" | "announcement";

export interface SpokenLine {
  readonly text: string;
  readonly kind: LineKind;
  /** A new ball: drop any commentary not yet finished (announcements stay). */
  readonly interrupt?: boolean;
}

/** The line to speak for an event, or null for events shown only as captions. */
export function spokenLineOf(event: MatchEvent): SpokenLine | null {
  switch (event.type) {
    case "ball":
      return { text: event.text, kind: "commentary", interrupt: true };
    case "overEnd":
    case "bowlerChange":
      return { text: event.text, kind: "commentary" };
    case "wicket":
      // The scorecard line ("c Smith b Starc") reads badly aloud; the ball's commentary has
      // already told the story, so this one stays a caption.
      return null;
    case "tossCalled":
    case "tossResult":
    case "choice":
    case "inningsEnd":
    case "superOver":
    case "result":
      return { text: event.text, kind: "announcement" };
  }
}
