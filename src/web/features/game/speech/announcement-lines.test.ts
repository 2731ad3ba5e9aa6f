import { describe, expect, it } from "vitest";
import {
  RATED_RULES_VERSION,
  simulateMatch,
  type Action,
  type MatchEvent,
} from "../../../../engine/index.ts";
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

describe("announcementsOf with extras (rules version 2)", () => {
  it("counts a wide's and a no-ball's runs in the score, and says the overs of legal balls only", () => {
    const { actions } = simulateMatch(engine, 5, "t20", "random", {
      level: "club",
      rulesVersion: RATED_RULES_VERSION,
    });
    const { state, events } = replayEvents(actions);
    const lines = announcementsOf(events, 0);
    const firstInnings = events.filter((e) => e.type === "ball" && e.innings === 1);
    const extra = events.findIndex((e) => e.type === "ball" && !e.legal);
    const ball = events[extra];
    if (ball?.type !== "ball") throw new Error("the innings had a wide or a no-ball");
    // The overs said after a wide or a no-ball are those of the balls before it.
    const before = ball.ball - 1;
    expect(lines[extra]?.text).toMatch(
      new RegExp(`after ${before === 0 ? `${ball.over}` : `${ball.over}\\.${before}`} overs\\.$`),
    );
    const lastOfFirst = events.lastIndexOf(firstInnings.at(-1) as MatchEvent);
    const team = state.innings[0];
    expect(lines[lastOfFirst]?.text).toContain(`Score ${team?.totalRun} for ${team?.wicketTaken} after`);
  });
});

/** Every event of a match played from its actions (Club, rules version 2). */
function replayEvents(actions: readonly Action[]) {
  let state = engine.createMatch(5, "club", RATED_RULES_VERSION);
  const events: MatchEvent[] = [];
  for (const action of actions) {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

describe("the overs said after a ball", () => {
  it("are singular after exactly one over and plural otherwise", () => {
    const events = eventsOfAnInnings();
    const lines = announcementsOf(events, 0).map((l) => l.text);
    const sixth = events.findIndex((e) => e.type === "ball" && e.over === 0 && e.ball === 6);
    expect(lines[sixth]).toMatch(/ after 1 over\.$/);
    expect(lines.some((l) => / after 1 overs\./.test(l))).toBe(false);
    const first = events.findIndex((e) => e.type === "ball");
    expect(lines[first]).toMatch(/ after 0\.1 overs\.$/);
  });
});
