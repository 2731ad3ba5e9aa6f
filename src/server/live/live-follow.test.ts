import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MatchEvent, turnOf } from "../../engine/index.ts";
import { liveRepository } from "../db/live-repository.ts";
import { type TestDatabase, testDatabaseKinds } from "../test-support/databases.ts";
import { liveDecision, liveStyle } from "../test-support/live-client.ts";
import { type Answer, createLiveReferee, type LiveReferee, type Refusal } from "./live-referee.ts";
import { engine, countingSteps } from "../test-support/test-engine.ts";

const [sqlite] = await testDatabaseKinds();
const MICRO = { format: "micro", teamId: 1, opponentId: 2, stadiumId: engine.stadiumsFor(1)[0]?.id ?? "" };

function answered(result: Answer | Refusal): Answer {
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.message}`);
  return result;
}

describe("the live referee's answers to follows (SQLite)", () => {
  let db: TestDatabase;
  let referee: LiveReferee;
  const counted = countingSteps();

  beforeAll(async () => {
    db = await sqlite!.create();
    const at = new Date().toISOString();
    for (const [id, name] of [
      ["f-host", "Priya"],
      ["f-guest", "Sam"],
    ] as const) {
      await db.database.db
        .insertInto("user")
        .values({ id, name, email: `${id}@example.com`, emailVerified: 0, createdAt: at, updatedAt: at })
        .execute();
    }
    referee = createLiveReferee({
      engine: counted.engine,
      tables: { prepare: () => Promise.resolve() },
      live: liveRepository(db.database),
      keep: () => Promise.resolve(1),
      rate: () => Promise.resolve(),
      seedTaken: () => Promise.resolve(false),
      notify: () => Promise.resolve(),
      process: "follow-test",
    });
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it("answers a follow from any point from the match it holds, stepping no action twice", async () => {
    const setup = referee.setupOf(MICRO);
    if (!setup.ok) throw new Error(setup.message);
    const made = await referee.create("f-host", setup.setup, 3);
    if (made === null) throw new Error("the host has too many open invites");
    const accepted = await referee.accept("f-guest", made.code);
    if (!accepted.ok) throw new Error(accepted.message);
    const id = made.id;
    const start = accepted.view.seq;
    /** The events of each action, as the follow after it was answered. */
    const played: MatchEvent[][] = [];
    let view = accepted.view;
    while (view.seq < start + 12 && turnOf(view.state) !== null) {
      const seq = view.seq;
      const turn = turnOf(view.state);
      if (turn === "both") {
        for (const [side, userId] of [
          ["host", "f-host"],
          ["guest", "f-guest"],
        ] as const) {
          const done = await referee.choose(userId, id, seq, liveStyle(engine, view.state, side, seq));
          if (!done.ok) throw new Error(done.message);
        }
      } else {
        const userId = turn === "user" ? "f-host" : "f-guest";
        const done = await referee.act(userId, id, seq, liveDecision(engine, view.state, "bowl"));
        if (!done.ok) throw new Error(done.message);
      }
      const after = answered(await referee.follow("f-host", id, seq));
      expect(after.view.seq).toBe(seq + 1);
      played.push([...after.events]);
      view = after.view;
    }

    counted.reset();
    const follows = 10;
    for (let i = 0; i < follows; i++) {
      const followed = answered(await referee.follow(i % 2 === 0 ? "f-host" : "f-guest", id, start));
      expect(followed.from).toBe(start);
      expect(followed.events).toEqual(played.flat());
    }
    for (let seen = 0; seen <= view.seq; seen++) {
      const events = answered(await referee.follow("f-guest", id, seen)).events;
      if (seen >= start) expect(events).toEqual(played.slice(seen - start).flat());
      else expect(events).toEqual(answered(await referee.follow("f-host", id, 0)).events);
    }
    // Once through the match at most (what it held may have been let go), not once a follow.
    expect(counted.steps()).toBeLessThanOrEqual(view.seq);
  });
});
