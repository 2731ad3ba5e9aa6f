import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../data/catalog.ts";
import { createEngine, turnOf } from "../../engine/index.ts";
import { liveRepository } from "../db/live-repository.ts";
import { type TestDatabase, testDatabaseKinds } from "../test-support/databases.ts";
import { createLiveReferee, type LiveChange, type LiveReferee } from "./live-referee.ts";

const engine = createEngine(catalog);
const [sqlite] = await testDatabaseKinds();
const MICRO = { format: "micro", teamId: 1, opponentId: 2, stadiumId: engine.stadiumsFor(1)[0]?.id ?? "" };
const T0 = Date.parse("2026-01-01T00:00:00Z");

describe("the live referee's clocks and absences (a clock of its own)", () => {
  let db: TestDatabase;
  let referee: LiveReferee;
  let now = T0;
  const changes: string[] = [];
  const rated: string[] = [];

  const addUser = async (id: string, name: string) => {
    const at = new Date(T0).toISOString();
    await db.database.db
      .insertInto("user")
      .values({ id, name, email: `${id}@example.com`, emailVerified: 0, createdAt: at, updatedAt: at })
      .execute();
  };

  beforeAll(async () => {
    db = await sqlite!.create();
    await addUser("u-host", "Priya");
    await addUser("u-guest", "Sam");
    referee = createLiveReferee({
      engine,
      tables: { prepare: () => Promise.resolve() },
      live: liveRepository(db.database),
      keep: () => Promise.resolve(1),
      // As the ladder does: marked rated once, counted once.
      rate: async (row, hostScore) => {
        const marked = await db.database.db
          .updateTable("liveMatch")
          .set({ ratedAt: new Date(now).toISOString() })
          .where("id", "=", row.id)
          .where("ratedAt", "is", null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 1) rated.push(`${row.id}:${hostScore}`);
      },
      seedTaken: () => Promise.resolve(false),
      notify: (id: string, change: LiveChange) => {
        changes.push(`${id} ${change}`);
        return Promise.resolve();
      },
      process: "test-process",
      timing: {
        choiceMs: 20_000,
        decisionMs: 30_000,
        warnAfterMs: 30_000,
        forfeitAfterMs: 90_000,
        presenceStaleMs: 10 * 24 * 3600_000,
      },
      now: () => now,
    });
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const newMatch = async () => {
    const setup = referee.setupOf(MICRO);
    if (!setup.ok) throw new Error(setup.message);
    const made = await referee.create("u-host", setup.setup);
    const accepted = await referee.accept("u-guest", made.code);
    if (!accepted.ok) throw new Error(accepted.message);
    return accepted.view;
  };

  it("runs each clock from the last action, and plays the defaults when it runs out", async () => {
    now = T0;
    const start = await newMatch();
    expect(start.clock).toEqual({
      waitingFor: "guest",
      deadline: T0 + 30_000,
      length: 30_000,
      chosen: { host: false, guest: false },
    });
    // Nothing is due before the deadline; at it, the toss is called for the guest.
    expect(await referee.tick(start.id)).toBe(T0 + 30_000);
    now = T0 + 30_000;
    await referee.tick(start.id);
    let followed = await referee.follow("u-guest", start.id, 5);
    if (!followed.ok) throw new Error(followed.message);
    expect(followed.view.seq).toBeGreaterThan(5);
    expect(followed.notice).toMatch(/^Time ran out for Sam: crown was called/);
    // Then whoever won it has 30 s to choose, from when the call was stored.
    expect(followed.view.clock?.deadline).toBe(now + 30_000);

    // On to the first ball, every decision left to the clock (bat, the captain's bowler).
    for (let guard = 0; guard < 5 && turnOf(followed.view.state) !== "both"; guard++) {
      now += 30_000;
      await referee.tick(start.id);
      followed = await referee.follow("u-host", start.id, 5);
      if (!followed.ok) throw new Error(followed.message);
    }
    expect(turnOf(followed.view.state)).toBe("both");
    expect(followed.view.clock).toMatchObject({ waitingFor: "both", length: 20_000, deadline: now + 20_000 });
    const seq = followed.view.seq;
    now += 20_000;
    await referee.tick(start.id);
    const ball = await referee.follow("u-host", start.id, seq);
    if (!ball.ok) throw new Error(ball.message);
    expect(ball.view.seq).toBe(seq + 1);
    expect(ball.notice).toMatch(
      /^Time ran out for Priya \((Hit Normally|Try Regular Ball) was played\) and Sam/,
    );
    expect(ball.view.reveal?.actions ?? null).toBeNull();
  });

  it("warns of an absent side after the warning time and forfeits it after the forfeit time, not before", async () => {
    now = T0 + 1_000_000;
    const start = await newMatch();
    await referee.present(start.id, "host");
    await referee.present(start.id, "guest");
    now += 1000;
    await referee.absent(start.id, "guest");
    const left = now;
    let view = await referee.view("u-host", start.id);
    expect(view?.guest).toEqual({ name: "Sam", connected: false, forfeitAt: null });
    expect(view?.host.connected).toBe(true);
    now = left + 30_000;
    view = await referee.view("u-host", start.id);
    expect(view?.guest?.forfeitAt).toBe(left + 90_000);
    // The toss clock runs out meanwhile (crown is called); the absence goes on.
    now = left + 89_999;
    await referee.tick(start.id);
    expect((await referee.view("u-host", start.id))?.status).toBe("playing");
    now = left + 90_000;
    expect(await referee.tick(start.id)).toBeNull();
    view = await referee.view("u-guest", start.id);
    expect(view).toMatchObject({ status: "forfeited", forfeitedBy: "guest", clock: null });
    expect(view?.reveal?.keptId).toBeNull();
    expect(rated).toContain(`${start.id}:1`);
    expect(rated.filter((r) => r.startsWith(start.id))).toHaveLength(1);
  });

  it("lets nobody forfeit while both sides are away, and counts an absence from the other side's coming", async () => {
    now = T0 + 5_000_000;
    const start = await newMatch();
    now += 10 * 90_000;
    await referee.tick(start.id);
    expect((await referee.view("u-host", start.id))?.status).toBe("playing");
    // The host comes back: the guest, away all along, is counted away from now.
    const came = now;
    await referee.present(start.id, "host");
    await referee.tick(start.id);
    const view = await referee.view("u-host", start.id);
    expect(view?.status).toBe("playing");
    expect(view?.guest?.forfeitAt).toBeNull();
    now = came + 30_000;
    expect((await referee.view("u-host", start.id))?.guest?.forfeitAt).toBe(came + 90_000);
    now = came + 90_000;
    await referee.tick(start.id);
    expect((await referee.view("u-host", start.id))?.forfeitedBy).toBe("guest");
  });
});
