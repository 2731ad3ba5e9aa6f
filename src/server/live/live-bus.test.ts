import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveRepository } from "../db/live-repository.ts";
import { type TestDatabase, testDatabaseKinds } from "../test-support/databases.ts";
import { type LiveBus, memoryBus, postgresBus, RESYNC } from "./live-bus.ts";

const kinds = await testDatabaseKinds();
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

  it("announces a ball's writes in their own statements, only when they store, and says when a choice found the other's", async () => {
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
      await live.create({
        id: "match-c",
        code: "BUS123",
        hostId: "u-bus",
        seed: 7,
        rulesVersion: 1,
        createdAt: at,
        actions: [],
      }),
    ).toBe(true);
    const first = await live.insertChoiceAndRead(
      "match-c",
      0,
      "host",
      "hitNormally",
      at,
      "choice 0 host hitNormally",
    );
    expect(first).toEqual({ stored: true, theirs: undefined });
    const second = await live.insertChoiceAndRead(
      "match-c",
      0,
      "guest",
      "saveRun",
      at,
      "choice 0 guest saveRun",
    );
    expect(second).toEqual({ stored: true, theirs: "hitNormally" });
    const again = await live.insertChoiceAndRead(
      "match-c",
      0,
      "guest",
      "takeWicket",
      at,
      "choice 0 guest takeWicket",
    );
    expect(again.stored).toBe(false);
    expect(await live.insertAction("match-c", 0, "{}", at, null, "action 0 1 - {}")).toBe(true);
    expect(await live.insertAction("match-c", 0, "{}", at, null, "action 0 2 - {}")).toBe(false);
    await until(heard, (e) => e === "match-c action 0 1 - {}");
    expect(heard.filter((e) => e.startsWith("match-c"))).toEqual([
      "match-c choice 0 host hitNormally",
      "match-c choice 0 guest saveRun seen",
      "match-c action 0 1 - {}",
    ]);
    stop();
  });
});
