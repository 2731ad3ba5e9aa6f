import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
