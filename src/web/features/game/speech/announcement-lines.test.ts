import { describe, expect, it } from "vitest";
import type { MatchEvent } from "../../../../engine/index.ts";
import { engine, playUntil, toFirstBall } from "@/features/game/game-test-support.ts";
import { announcementsOf } from "./announcement-lines.ts";

/** A real match's events: the user bats; every ball up to the second innings. */
function eventsOfAnInnings(): readonly MatchEvent[] {
  const start = toFirstBall("bat", 7);
  return playUntil(start, (p) => engine.scoreboard(p.state)?.innings === 2).events;
}

describe("announcementsOf", () => {
  it("gives every event a line, a ball's with the score after it, counted from the first ball", () => {
    const events = eventsOfAnInnings();
    const lines = announcementsOf(events, 0);
    expect(lines).toHaveLength(events.length);
    const end = events.find((e) => e.type === "inningsEnd");
    if (end?.type !== "inningsEnd") throw new Error("the innings ended");
    const lastBall = events.findLastIndex((e) => e.type === "ball");
    expect(lines[lastBall]?.text).toContain(`Score ${end.runs} for ${end.wickets} after`);
    const first = events.findIndex((e) => e.type === "ball");
    const ball = events[first];
    if (ball?.type !== "ball") throw new Error("a ball was bowled");
    expect(lines[first]?.text).toBe(
      `${ball.text.replace(/(\d+)\/(\d+)/g, "$1 for $2")} Score ${ball.wicket ? 0 : ball.runs} for ${ball.wicket ? 1 : 0} after 0.1 overs.`,
    );
  });

  it("reads only the new events, still scoring from the innings' start, and a wicket and the result urgently", () => {
    const events = eventsOfAnInnings();
    const from = events.length - 3;
    const lines = announcementsOf(events, from);
    expect(lines.map((l) => l.text)).toEqual(
      announcementsOf(events, 0)
        .slice(from)
        .map((l) => l.text),
    );
    const all = announcementsOf(events, 0);
    events.forEach((e, i) => expect(all[i]?.urgent).toBe(e.type === "wicket" || e.type === "result"));
  });
});
