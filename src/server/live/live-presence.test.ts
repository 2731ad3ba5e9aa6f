import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveRepository } from "../db/live-repository.ts";
import { type TestDatabase, testDatabaseKinds } from "../test-support/databases.ts";
import { createLiveReferee, type LiveReferee, type LiveRefereeDeps } from "./live-referee.ts";
import { engine } from "../test-support/test-engine.ts";

/**
 * Presence rows of processes that are gone, or may be, at the referee (SQLite, a clock of the
 * test's own): dropped when a member comes to the match and at each refresh, their sides away
 * from when they were last seen, and a row written before this process started does not keep a
 * side there for a member's return.
 */
const [sqlite] = await testDatabaseKinds();
const MICRO = { format: "micro", teamId: 1, opponentId: 2, stadiumId: engine.stadiumsFor(1)[0]?.id ?? "" };
const T0 = Date.parse("2026-02-01T00:00:00Z");
const FORFEIT_MS = 90_000;

describe("presence of processes that are gone (SQLite, a clock of its own)", () => {
  let db: TestDatabase;
  let now = T0;
  let alive: string[] = [];
  const changes: string[] = [];
  let deps: LiveRefereeDeps;

  beforeAll(async () => {
    db = await sqlite!.create();
    const at = new Date(T0).toISOString();
    for (const [id, name] of [
      ["p-host", "Priya"],
      ["p-guest", "Sam"],
    ] as const)
      await db.database.db
        .insertInto("user")
        .values({ id, name, email: `${id}@example.com`, emailVerified: 0, createdAt: at, updatedAt: at })
        .execute();
    deps = {
      engine,
      tables: { prepare: () => Promise.resolve() },
      live: liveRepository(db.database),
      keep: () => Promise.resolve(1),
      rate: () => Promise.resolve(),
      seedTaken: () => Promise.resolve(false),
      notify: (id, change) => {
        changes.push(`${id} ${change}`);
        return Promise.resolve();
      },
      process: "this-process",
      alive: () => Promise.resolve(["this-process", ...alive]),
      timing: { choiceMs: 600_000, decisionMs: 600_000, warnAfterMs: 30_000, forfeitAfterMs: FORFEIT_MS },
      now: () => now,
    };
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const newMatch = async (referee: LiveReferee) => {
    const setup = referee.setupOf(MICRO);
    if (!setup.ok) throw new Error(setup.message);
    const made = await referee.create("p-host", setup.setup, 3);
    if (made === null) throw new Error("no match made");
    const accepted = await referee.accept("p-guest", made.code);
    if (!accepted.ok) throw new Error(accepted.message);
    return made.id;
  };
  /** A presence row of `process`, last refreshed at `at`. */
  const rowOf = (id: string, side: "host" | "guest", process: string, at: number) =>
    db.database.db
      .insertInto("livePresence")
      .values({ matchId: id, side, process, at: new Date(at).toISOString() })
      .execute();
  const guestOf = async (referee: LiveReferee, id: string) => (await referee.view("p-host", id))?.guest;

  it("drops a gone process's rows when the host comes back: the guest is away from the return, not from an older time", async () => {
    now = T0;
    const before = createLiveReferee(deps);
    const id = await newMatch(before);
    // Both were on a process that then stopped, last refreshed 8 s before this one started.
    await rowOf(id, "host", "stopped-process", T0 + 2_000);
    await rowOf(id, "guest", "stopped-process", T0 + 2_000);
    now = T0 + 10_000;
    const referee = createLiveReferee(deps);
    now = T0 + 13_000;
    await referee.present(id, "host");
    expect(await guestOf(referee, id)).toMatchObject({ connected: false, forfeitAt: null });
    now = T0 + 13_000 + 30_000;
    expect((await guestOf(referee, id))?.forfeitAt).toBe(T0 + 13_000 + FORFEIT_MS);
    now = T0 + 13_000 + FORFEIT_MS - 1;
    // (The host's socket keeps its row fresh, as the hub does every 10 s.)
    await referee.refreshPresence();
    await referee.tick(id);
    expect((await referee.view("p-host", id))?.status).toBe("playing");
    now = T0 + 13_000 + FORFEIT_MS;
    await referee.tick(id);
    expect((await referee.view("p-host", id))?.forfeitedBy).toBe("guest");
  });

  it("counts a side as there for a return only by a row refreshed since this process started", async () => {
    now = T0 + 1_000_000;
    const id = await newMatch(createLiveReferee(deps));
    // A process that may be gone unseen (its connection still open): its rows are left, 5 s old.
    alive = ["lingering-process"];
    await rowOf(id, "host", "lingering-process", now - 5_000);
    await rowOf(id, "guest", "lingering-process", now - 5_000);
    const referee = createLiveReferee(deps);
    const returned = now + 3_000;
    now = returned;
    await referee.present(id, "host");
    // Shown there while its row is fresh (35 s)...
    expect((await guestOf(referee, id))?.connected).toBe(true);
    // ...then away from the host's return, not from that row's last refresh.
    now = returned + 40_000;
    expect(await guestOf(referee, id)).toMatchObject({ connected: false, forfeitAt: returned + FORFEIT_MS });
    alive = [];
  });

  it("drops a gone process's rows at a refresh, the side away from its last refresh, and writes again its own rows taken from it", async () => {
    now = T0 + 2_000_000;
    const referee = createLiveReferee(deps);
    const id = await newMatch(referee);
    await referee.present(id, "host");
    await rowOf(id, "guest", "other-process", now + 4_000);
    alive = ["other-process"];
    now += 5_000;
    await referee.refreshPresence();
    expect((await guestOf(referee, id))?.connected).toBe(true);
    // The guest's process stops; the host's own row is taken by another that thought it gone.
    const lastSeen = now - 1_000;
    alive = [];
    await db.database.db.deleteFrom("livePresence").where("process", "=", "this-process").execute();
    now += 6_000;
    const told = changes.length;
    await referee.refreshPresence();
    expect(changes.slice(told)).toEqual([`${id} presence`]);
    const view = await referee.view("p-host", id);
    expect(view?.host.connected).toBe(true);
    expect(view?.guest?.connected).toBe(false);
    now = lastSeen + 30_000;
    expect((await guestOf(referee, id))?.forfeitAt).toBe(lastSeen + FORFEIT_MS);
  });

  it("counts a side whose row aged out (its process not seen to stop) as away from that row's last refresh", async () => {
    now = T0 + 3_000_000;
    const referee = createLiveReferee(deps);
    const id = await newMatch(referee);
    await referee.present(id, "host");
    alive = ["unseen-process"];
    const lastSeen = now + 50_000;
    await rowOf(id, "guest", "unseen-process", lastSeen);
    now = lastSeen + 36_000;
    await referee.refreshPresence();
    await referee.tick(id);
    const view = await referee.view("p-host", id);
    expect(view?.status).toBe("playing");
    expect(view?.guest).toMatchObject({ connected: false, forfeitAt: lastSeen + FORFEIT_MS });
    alive = [];
  });
});
