import { type MatchEvent, overLines } from "../../../../engine/index.ts";
import type { PlayedAhead } from "../state/game-snapshot.ts";
import "./play.css";

/** How many of the latest lines the feed keeps on screen. */
const FEED_LENGTH = 40;

/** The small badge before a line: the ball's over.ball, or what kind of news it is. */
function badgeOf(event: MatchEvent): string {
  switch (event.type) {
    case "ball":
      return `${event.over}.${event.ball}`;
    case "wicket":
      return "OUT";
    case "overEnd":
      return "Over";
    case "bowlerChange":
      return "Bowler";
    case "inningsEnd":
      return "Innings";
    case "superOver":
      return "Super over";
    case "result":
      return "Result";
    default:
      return "Toss";
  }
}

/** A line of the feed: an event's, or an over of a stretch played ahead summed up. */
interface FeedLine {
  readonly key: string;
  /** The event's type, or "overLine". */
  readonly kind: string;
  readonly badge: string;
  readonly wicket: boolean;
  readonly text: string;
}

function eventLine(event: MatchEvent, at: number): FeedLine {
  return {
    key: String(at),
    kind: event.type,
    badge: badgeOf(event),
    wicket: event.type === "ball" && event.display === "WKT",
    text: event.text,
  };
}

/** The events that stay lines of their own in a stretch played ahead: where an innings or the match ended. */
const KEPT_IN_STRETCH: ReadonlySet<MatchEvent["type"]> = new Set(["inningsEnd", "superOver", "result"]);

/**
 * The feed's lines, oldest first: each event's, but a stretch played ahead is summed up an over
 * a line ("Over 14: 9 runs, 1 wicket — India 112/4"), with the innings' end and the result
 * still lines of their own.
 */
export function feedLines(
  events: readonly MatchEvent[],
  playedAhead: readonly PlayedAhead[] = [],
): FeedLine[] {
  const lines: FeedLine[] = [];
  let next = 0;
  for (const span of playedAhead) {
    if (span.from < next || span.to > events.length) continue;
    for (let i = next; i < span.from; i++) lines.push(eventLine(events[i] as MatchEvent, i));
    const stretch = events.slice(span.from, span.to);
    const placed: { readonly at: number; readonly line: FeedLine }[] = overLines(span.state, stretch).map(
      (o) => ({
        at: o.at,
        line: {
          key: `over-${span.from + o.at}`,
          kind: "overLine",
          badge: `Over ${o.over}`,
          wicket: false,
          text: o.text,
        },
      }),
    );
    stretch.forEach((event, at) => {
      if (KEPT_IN_STRETCH.has(event.type)) placed.push({ at, line: eventLine(event, span.from + at) });
    });
    placed.sort((a, b) => a.at - b.at);
    for (const { line } of placed) lines.push(line);
    next = span.to;
  }
  for (let i = next; i < events.length; i++) lines.push(eventLine(events[i] as MatchEvent, i));
  return lines;
}

/**
 * The ball-by-ball feed: every event's text as a caption, newest first. It is not a live
 * region: the game's live announcer reads each event once, with the score, so the feed would
 * only read it twice. A fixed height keeps the page still.
 */
export function EventFeed({
  events,
  playedAhead,
  title = "Ball by ball",
  length = FEED_LENGTH,
}: {
  readonly events: readonly MatchEvent[];
  /** Stretches played ahead, each summed up an over a line (see {@link feedLines}). */
  readonly playedAhead?: readonly PlayedAhead[];
  readonly title?: string;
  /** How many of the latest lines to show (a kept match shows all of them). */
  readonly length?: number;
}) {
  const lines = feedLines(events, playedAhead);
  const latest = lines.slice(Math.max(0, lines.length - length)).reverse();
  return (
    <section className="feed" aria-labelledby="feed-title">
      <h2 id="feed-title" className="feed__title">
        {title}
      </h2>
      <div
        className="feed__scroll"
        data-testid="feed"
        tabIndex={0}
        role="region"
        aria-label="Commentary captions"
      >
        <ol className="feed__list">
          {latest.map((line) => (
            <li key={line.key} className={`feed__item feed__item--${line.kind}`}>
              <span
                className={line.wicket ? "feed__badge feed__badge--wicket" : "feed__badge"}
                aria-hidden="true"
              >
                {line.badge}
              </span>
              <span className="feed__text">{line.text}</span>
            </li>
          ))}
        </ol>
        {latest.length === 0 ? <p className="feed__empty">The first ball is yet to be bowled.</p> : null}
      </div>
    </section>
  );
}
