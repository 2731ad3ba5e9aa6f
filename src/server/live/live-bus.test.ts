import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveRepository } from "../db/live-repository.ts";
import { type TestDatabase } from "../test-support/databases.ts";
import { type LiveBus, memoryBus, postgresBus, RESYNC } from "./live-bus.ts";
import { kinds } from "../test-support/suite.ts";

const postgres = kinds.find((k) => k.name === "postgres");

/** Waits until `heard` has an entry `accept`s. */
async function until(heard: string[], accept: (entry: string) => boolean): Promise<void> {
  for (let waited = 0; !heard.some(accept); waited += 20) {
    if (waited > 5000) throw new Error(`not heard; heard ${heard.join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the in-process live bus", () => {
  it("tells every listener, after the publisher's own work", async () => {
    const bus = memoryBus();
    const heard: string[] = [];
    const stop = bus.subscribe((id, change) => heard.push(`${id} ${change}`));
    await bus.publish("m1", "action");
    expect(heard).toEqual([]);
    await until(heard, (e) => e === "m1 action");
    stop();
    await bus.publish("m1", "choice");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual(["m1 action"]);
    await bus.close();
  });
});

describe.skipIf(!postgres || postgres.skipReason !== null)("the PostgreSQL live bus", () => {
  let db: TestDatabase;
  let one: LiveBus;
  let two: LiveBus;
  const log = { warn: () => undefined };

  beforeAll(async () => {
    db = await postgres!.create();
    const url = db.config.kind === "postgres" ? db.config.url : "";
    one = await postgresBus(db.database, url, log);
    two = await postgresBus(db.database, url, log);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.destroy();
  });

  it("carries a change from one process to every process, and reads again after losing its connection", async () => {
    const heardOne: string[] = [];
    const heardTwo: string[] = [];
    one.subscribe((id, change) => heardOne.push(`${id} ${change}`));
    two.subscribe((id, change) => heardTwo.push(`${id} ${change}`));
    await one.publish("match-a", "reaction:host:3");
    await until(heardTwo, (e) => e === "match-a reaction:host:3");
    await until(heardOne, (e) => e === "match-a reaction:host:3");

    // The listening connections are cut: each bus listens again and says so.
    const name = new URL(db.config.kind === "postgres" ? db.config.url : "").pathname.slice(1);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and query like 'LISTEN%'`.execute(
      db.database.db,
    );
    await until(heardTwo, (e) => e === `${RESYNC} ${RESYNC}`);
    await two.publish("match-b", "action");
    await until(heardOne, (e) => e === "match-b action");
  });

  it("announces a ball's writes in their own statements, only when they store: a choice that finds the other's stores its ball and announces it, or says it found it", async () => {
    const heard: string[] = [];
    const stop = two.subscribe((id, change) => heard.push(`${id} ${change}`));
    const at = new Date("2026-01-01T00:00:00Z");
    await db.database.db
      .insertInto("user")
      .values({
        id: "u-bus",
        name: "Bus",
        email: "bus@example.com",
        emailVerified: false,
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
      })
      .execute();
    const live = liveRepository(db.database, one.announcer);
    expect(live.announces).toBe(true);
    expect(
      await live.create(
        {
          id: "match-c",
          code: "BUS123",
          hostId: "u-bus",
          seed: 7,
          rulesVersion: 1,
          createdAt: at,
          actions: [],
        },
        3,
      ),
    ).toBe("created");
    // The ball each style of the other side would make (what the referee offers with a choice).
    const ballsFor = (seq: number, styles: readonly string[]) =>
      styles.map((theirs) => {
        const action = JSON.stringify({ ball: seq, theirs });
        return { theirs, action, change: `action ${seq} 5 - ${action}` };
      });
    const first = await live.insertChoiceAndPlay(
      "match-c",
      0,
      "host",
      "hitNormally",
      at,
      "choice 0 host hitNormally",
      ballsFor(0, ["saveRun", "takeWicket"]),
    );
    expect(first).toEqual({ stored: true, theirs: undefined, played: false });
    // The second style finds the first: the ball is stored with it and announced instead.
    const second = await live.insertChoiceAndPlay(
      "match-c",
      0,
      "guest",
      "saveRun",
      at,
      "choice 0 guest saveRun",
      ballsFor(0, ["hitNormally", "hitHard"]),
    );
    expect(second).toEqual({ stored: true, theirs: "hitNormally", played: true });
    const again = await live.insertChoiceAndPlay(
      "match-c",
      0,
      "guest",
      "takeWicket",
      at,
      "choice 0 guest takeWicket",
      ballsFor(0, ["hitNormally"]),
    );
    expect(again).toEqual({ stored: false, theirs: undefined, played: false });
    const stored = await db.database.db
      .selectFrom("liveAction")
      .select("action")
      .where("matchId", "=", "match-c")
      .execute();
    expect(stored.map((r) => r.action)).toEqual([JSON.stringify({ ball: 0, theirs: "hitNormally" })]);
    expect(await live.insertAction("match-c", 0, "{}", at, null, "action 0 1 - {}")).toBe(false);
    expect(await live.insertAction("match-c", 1, "{}", at, null, "action 1 1 - {}")).toBe(true);
    // A ball stored by another writer first (a clock): the choice that finds the other's stores no
    // ball and says it found it.
    await live.insertChoiceAndPlay("match-c", 2, "guest", "saveRun", at, "choice 2 guest saveRun", []);
    expect(await live.insertAction("match-c", 2, "{}", at, "host", "action 2 1 host {}")).toBe(true);
    const late = await live.insertChoiceAndPlay(
      "match-c",
      2,
      "host",
      "hitHard",
      at,
      "choice 2 host hitHard",
      ballsFor(2, ["saveRun"]),
    );
    expect(late).toEqual({ stored: true, theirs: "saveRun", played: false });
    await until(heard, (e) => e === "match-c choice 2 host hitHard seen");
    expect(heard.filter((e) => e.startsWith("match-c"))).toEqual([
      "match-c choice 0 host hitNormally",
      `match-c action 0 5 - ${JSON.stringify({ ball: 0, theirs: "hitNormally" })}`,
      "match-c action 1 1 - {}",
      "match-c choice 2 guest saveRun",
      "match-c action 2 1 host {}",
      "match-c choice 2 host hitHard seen",
    ]);
    stop();
  });
});
