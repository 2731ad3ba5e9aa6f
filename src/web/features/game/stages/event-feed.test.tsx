// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CURRENT_RULES_VERSION, playAheadRng, playStretch } from "../../../../engine/index.ts";
import { engine, toFirstBall } from "@/features/game/game-test-support.ts";
import { EventFeed, feedLines } from "./event-feed.tsx";

const PLAN = { batting: "balanced", bowling: "balanced" } as const;

/** A T20 match to its first ball, then a stretch to the end of the innings, then one ball more. */
function playedAhead() {
  const start = toFirstBall("bat", 21, "t20", "club", CURRENT_RULES_VERSION);
  const stretch = playStretch(engine, start.state, PLAN, "innings", playAheadRng(21, 0));
  const from = start.events.length;
  const to = from + stretch.events.length;
  const after = playStretch(engine, stretch.state, PLAN, "match", playAheadRng(21, 1), { maxSteps: 3 });
  return {
    events: [...start.events, ...stretch.events, ...after.events],
    span: { from, to, state: stretch.state },
    stretch,
    afterEvents: after.events,
  };
}

describe("the feed", () => {
  it("sums a stretch played ahead up an over a line, keeping the innings' end, around the events either side", () => {
    const { events, span, stretch, afterEvents } = playedAhead();
    const lines = feedLines(events, [span]);
    const overs = stretch.events.filter((e) => e.type === "overEnd").length;
    const inStretch = lines.filter((l) => l.kind === "overLine");
    // Every over of the innings (the last may be cut short by the tenth wicket).
    expect(inStretch.length).toBeGreaterThanOrEqual(overs);
    expect(inStretch.length).toBeLessThanOrEqual(overs + 1);
    expect(inStretch[0]?.text).toMatch(/^Over 1: \d+ runs?, \d+ wickets? — \w+ \d+\/\d+$/);
    // The innings' end follows its last over; the balls after the stretch are lines of their own.
    const endAt = lines.findIndex((l) => l.kind === "inningsEnd");
    expect(lines[endAt - 1]?.kind).toBe("overLine");
    expect(lines.slice(endAt + 1).map((l) => l.text)).toEqual(afterEvents.map((e) => e.text));
    // Nothing of the stretch's balls is left.
    const stretchTexts = new Set(stretch.events.filter((e) => e.type === "ball").map((e) => e.text));
    expect(lines.slice(0, endAt).some((l) => l.kind === "ball" && stretchTexts.has(l.text))).toBe(false);
    // Without the span, every event is a line.
    expect(feedLines(events)).toHaveLength(events.length);
  });

  it("shows the latest lines first, an over line with its number as its badge", () => {
    const { events, span } = playedAhead();
    const stretchOnly = events.slice(0, span.to);
    render(<EventFeed events={stretchOnly} playedAhead={[span]} />);
    const items = within(screen.getByTestId("feed")).getAllByRole("listitem");
    const end = events.slice(0, span.to).findLast((e) => e.type === "inningsEnd");
    expect(items[0]?.textContent).toBe(`Innings${end?.text}`);
    expect(items[1]?.className).toContain("feed__item--overLine");
    const overs = span.state.innings[0]?.ballCompleted ?? 0;
    expect(items[1]?.textContent).toMatch(
      new RegExp(`^Over ${Math.ceil(overs / 6)}Over ${Math.ceil(overs / 6)}`),
    );
  });
});
