import type { MatchEvent } from "../../../../engine/index.ts";
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
    case "result":
      return "Result";
    default:
      return "Toss";
  }
}

/**
 * The ball-by-ball feed: every event's text as a caption, newest first. It is not a live
 * region: the game's live announcer reads each event once, with the score, so the feed would
 * only read it twice. A fixed height keeps the page still.
 */
export function EventFeed({
  events,
  title = "Ball by ball",
  length = FEED_LENGTH,
}: {
  readonly events: readonly MatchEvent[];
  readonly title?: string;
  /** How many of the latest events to show (a kept match shows all of them). */
  readonly length?: number;
}) {
  const start = Math.max(0, events.length - length);
  const latest = events
    .slice(start)
    .map((event, i) => ({ event, key: start + i }))
    .reverse();
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
          {latest.map(({ event, key }) => (
            <li key={key} className={`feed__item feed__item--${event.type}`}>
              <span
                className={
                  event.type === "ball" && event.display === "WKT"
                    ? "feed__badge feed__badge--wicket"
                    : "feed__badge"
                }
                aria-hidden="true"
              >
                {badgeOf(event)}
              </span>
              <span className="feed__text">{event.text}</span>
            </li>
          ))}
        </ol>
        {latest.length === 0 ? <p className="feed__empty">The first ball is yet to be bowled.</p> : null}
      </div>
    </section>
  );
}
