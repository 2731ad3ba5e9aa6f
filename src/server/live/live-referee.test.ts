import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MatchState, turnOf } from "../../engine/index.ts";
import { liveRepository } from "../db/live-repository.ts";
import { type TestDatabase, testDatabaseKinds } from "../test-support/databases.ts";
import { liveDecision, liveStyle } from "../test-support/live-client.ts";
import { memoryBus } from "./live-bus.ts";
import { createLiveHub } from "./live-hub.ts";
import {
  createLiveReferee,
  FINISH_GRACE_MS,
  type LiveChange,
  SECOND_STYLE_GRACE_MS,
  type LiveReferee,
  type LiveRefereeDeps,
} from "./live-referee.ts";
import { engine } from "../test-support/test-engine.ts";

const [sqlite] = await testDatabaseKinds();
const MICRO = { format: "micro", teamId: 1, opponentId: 2, stadiumId: engine.stadiumsFor(1)[0]?.id ?? "" };
const T0 = Date.parse("2026-01-01T00:00:00Z");

describe("the live referee and its hub (a clock of their own, SQLite)", () => {
  let db: TestDatabase;
  let referee: LiveReferee;
  let now = T0;
  const changes: string[] = [];
  const rated: string[] = [];
  /** The matches kept, by member, in the order they were kept. */
  const kept: string[] = [];
  let deps: LiveRefereeDeps;

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
    deps = {
      engine,
      tables: { prepare: () => Promise.resolve() },
      live: liveRepository(db.database),
      keep: (userId) => {
        kept.push(userId);
        return Promise.resolve(kept.length);
      },
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
    };
    referee = createLiveReferee(deps);
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const newMatch = async (by: LiveReferee = referee) => {
    const setup = by.setupOf(MICRO);
    if (!setup.ok) throw new Error(setup.message);
    const made = await by.create("u-host", setup.setup, 3);
    if (made === null) throw new Error("the host has too many open invites");
    const accepted = await by.accept("u-guest", made.code);
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
    expect(view?.guest).toEqual({ name: "Sam", connected: false, forfeitAt: null, runOuts: 0 });
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

  /**
   * Plays the match to its last ball with `referee`, reading it as a push does (an HTTP answer
   * would keep a finished match at once); answers its last action's number.
   */
  const playToEnd = async (id: string, by: LiveReferee = referee): Promise<number> => {
    for (let guard = 0; guard < 300; guard++) {
      const [answer] = (await by.settle(id, [{ userId: "u-host", seen: 0 }])).answers;
      if (!answer?.ok) throw new Error("the match is gone");
      const view = answer.view;
      const turn = turnOf(view.state);
      if (turn === null) return view.seq;
      if (turn === "both") {
        for (const side of ["host", "guest"] as const) {
          const done = await by.choose(
            side === "host" ? "u-host" : "u-guest",
            id,
            view.seq,
            liveStyle(engine, view.state, side, view.seq),
          );
          if (!done.ok) throw new Error(done.message);
        }
      } else {
        const user = turn === "user" ? "u-host" : "u-guest";
        const done = await by.act(user, id, view.seq, liveDecision(engine, view.state, "bowl"));
        if (!done.ok) throw new Error(done.message);
      }
      now += 1000;
    }
    throw new Error("the match did not end");
  };

  it("sends a match's last ball before keeping and rating it, then keeps it once", async () => {
    now = T0 + 9_000_000;
    const start = await newMatch();
    kept.length = 0;
    const last = await playToEnd(start.id);
    expect(kept).toEqual([]);
    // The push after the last ball: the ball, the match not yet kept, and a finish to do.
    const pushed = await referee.settle(start.id, [{ userId: "u-guest", seen: last - 1 }]);
    expect(pushed.finishing).toBe(true);
    const [answer] = pushed.answers;
    if (!answer?.ok) throw new Error("no answer");
    expect(answer.view).toMatchObject({ seq: last, status: "playing", reveal: null, clock: null });
    expect(engine.stage(answer.view.state).name).toBe("finished");
    expect(answer.events.length).toBeGreaterThan(0);
    expect(kept).toEqual([]);
    expect(rated.filter((r) => r.startsWith(start.id))).toEqual([]);
    // Then it is kept in both archives and rated, and every process hears its new status.
    const heardBefore = changes.length;
    await referee.finish(start.id);
    expect(kept).toEqual(["u-host", "u-guest"]);
    expect(rated.filter((r) => r.startsWith(start.id))).toHaveLength(1);
    expect(changes.slice(heardBefore)).toContain(`${start.id} status`);
    const ended = await referee.view("u-guest", start.id);
    expect(ended).toMatchObject({ status: "finished", seq: last });
    expect(ended?.reveal?.keptId).toBe(2);
    await referee.finish(start.id);
    expect(kept).toHaveLength(2);
  });

  it("keeps a match another process played to its end, after a grace, when that process did not", async () => {
    now = T0 + 12_000_000;
    const start = await newMatch();
    kept.length = 0;
    const last = await playToEnd(start.id);
    // (Each action a second after the one before: the last was stored a second ago.)
    const lastAt = now - 1000;
    now = lastAt + 10;
    // A second process reads the match: it leaves the keeping to the first for a while...
    const other = createLiveReferee({ ...deps, process: "second-process" });
    const early = await other.settle(start.id, [{ userId: "u-host", seen: last }]);
    expect(early).toMatchObject({ finishing: false, due: lastAt + FINISH_GRACE_MS });
    expect(early.answers[0]).toMatchObject({ ok: true, view: { seq: last, status: "playing" } });
    now = lastAt + FINISH_GRACE_MS - 1;
    expect(await other.tick(start.id)).toBe(lastAt + FINISH_GRACE_MS);
    expect(kept).toEqual([]);
    // ...and keeps it itself when the first has not (it stopped, say).
    now = lastAt + FINISH_GRACE_MS;
    expect(await other.tick(start.id)).toBeNull();
    expect(kept).toEqual(["u-host", "u-guest"]);
    expect((await other.view("u-host", start.id))?.status).toBe("finished");
    // The first process finds it kept and keeps nothing again.
    await referee.finish(start.id);
    expect((await referee.view("u-host", start.id))?.status).toBe("finished");
    expect(kept).toHaveLength(2);
  });

  /** A new match played (by the clock's defaults) to its first ball; answers the ball's number. */
  const atFirstBall = async (id: string): Promise<{ seq: number; state: MatchState }> => {
    for (let guard = 0; guard < 10; guard++) {
      const [answer] = (await referee.settle(id, [{ userId: "u-host", seen: 0 }])).answers;
      if (!answer?.ok) throw new Error("the match is gone");
      if (turnOf(answer.view.state) === "both") return { seq: answer.view.seq, state: answer.view.state };
      now += 30_000;
    }
    throw new Error("no first ball");
  };

  /** What `work` read of the live tables (the match, its actions, presence and choices). */
  const readsDuring = async <T>(work: () => Promise<T>): Promise<{ result: T; reads: string[] }> => {
    const live = deps.live as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const reads: string[] = [];
    const names = ["find", "findFrom", "factsOf", "presenceOf"] as const;
    const originals = names.map((name) => live[name] as (...args: unknown[]) => Promise<unknown>);
    names.forEach((name, i) => {
      live[name] = (...args) => {
        reads.push(name);
        return (originals[i] as (...args: unknown[]) => Promise<unknown>)(...args);
      };
    });
    try {
      return { result: await work(), reads };
    } finally {
      names.forEach((name, i) => (live[name] = originals[i] as (...args: unknown[]) => Promise<unknown>));
    }
  };

  for (const seen of [false, true])
    it(`plays a ball at once when two processes stored its styles together${seen ? ", unless the other found both" : ""}`, async () => {
      now = T0 + 15_000_000 + (seen ? 1_000_000 : 0);
      const start = await newMatch();
      const { seq, state } = await atFirstBall(start.id);
      // This process stores the guest's style and finds no host's; the host's is stored at once
      // by another process, which found no guest's (or, `seen`, found it: it plays the ball).
      const done = await referee.choose("u-guest", start.id, seq, liveStyle(engine, state, "guest", seq));
      expect(done.ok).toBe(true);
      const hostStyle = liveStyle(engine, state, "host", seq);
      // (No ball offered: that process's reading did not find the guest's style.)
      await liveRepository(db.database).insertChoiceAndPlay(
        start.id,
        seq,
        "host",
        hostStyle,
        new Date(now),
        `choice ${seq} host ${hostStyle}`,
        [],
      );
      await referee.heard(start.id, `choice ${seq} host ${hostStyle}${seen ? " seen" : ""}`);
      const { result: settled, reads } = await readsDuring(() =>
        referee.settle(start.id, [{ userId: "u-guest", seen: seq }]),
      );
      const [answer] = settled.answers;
      if (!answer?.ok) throw new Error("no answer");
      if (seen) {
        // Left to the process that found both, for a grace, then played here.
        expect(answer.view.seq).toBe(seq);
        expect(settled.due).toBe(now + SECOND_STYLE_GRACE_MS);
        now += SECOND_STYLE_GRACE_MS;
        await referee.tick(start.id);
        const [later] = (await referee.settle(start.id, [{ userId: "u-guest", seen: seq }])).answers;
        expect(later?.ok && later.view.seq).toBe(seq + 1);
      } else {
        expect(answer.view.seq).toBe(seq + 1);
        expect(answer.events.some((e) => e.type === "ball")).toBe(true);
        // Played from what this process holds (its own style stored, the other's heard): the
        // match and who has chosen are not read again for it.
        expect(reads).toEqual([]);
      }
    });

  it("reads who is there for every match it holds at each presence refresh, not for each match when its trust runs out", async () => {
    now = T0 + 17_000_000;
    const start = await newMatch();
    const { seq } = await atFirstBall(start.id);
    await referee.present(start.id, "host");
    const settle = () => referee.settle(start.id, [{ userId: "u-host", seen: seq }]);
    await settle();
    expect((await readsDuring(settle)).reads).toEqual([]);
    // Past a refresh and most of another: the refresh read it with every other match held.
    now += referee.timing.presenceRefreshMs;
    const { reads: refreshing } = await readsDuring(() => referee.refreshPresence());
    expect(refreshing.filter((name) => name === "factsOf")).toEqual([]);
    now += referee.timing.presenceRefreshMs - 1;
    const { result, reads } = await readsDuring(settle);
    expect(reads).toEqual([]);
    expect(result.answers[0]).toMatchObject({ ok: true, view: { host: { connected: true } } });
  });

  it("stores the second style and its ball in one write, and announces the ball alone", async () => {
    now = T0 + 18_000_000;
    const start = await newMatch();
    const { seq, state } = await atFirstBall(start.id);
    // Another process holds the match from before the host chose (it has not heard of it yet).
    const other = createLiveReferee({ ...deps, process: "other-process" });
    expect((await other.follow("u-guest", start.id, seq)).ok).toBe(true);
    const hostStyle = liveStyle(engine, state, "host", seq);
    const guestStyle = liveStyle(engine, state, "guest", seq);
    expect((await referee.choose("u-host", start.id, seq, hostStyle)).ok).toBe(true);
    const before = changes.length;
    expect((await other.choose("u-guest", start.id, seq, guestStyle)).ok).toBe(true);
    // The ball is stored and announced; the guest's style is not announced on its own.
    const ball = JSON.stringify({ type: "playBall", style: hostStyle, other: guestStyle });
    expect(changes.slice(before)).toEqual([`${start.id} action ${seq} ${now} - ${ball}`]);
    const stored = await db.database.db
      .selectFrom("liveChoice")
      .select(["side", "style"])
      .where("matchId", "=", start.id)
      .where("seq", "=", seq)
      .orderBy("side")
      .execute();
    expect(stored).toEqual([
      { side: "guest", style: guestStyle },
      { side: "host", style: hostStyle },
    ]);
    const [answer] = (await other.settle(start.id, [{ userId: "u-guest", seen: seq }])).answers;
    if (!answer?.ok) throw new Error("no answer");
    expect(answer.view.seq).toBe(seq + 1);
    expect(answer.events.some((e) => e.type === "ball")).toBe(true);
    // The first process, told of the ball, has it too without playing it again.
    await referee.heard(start.id, changes.at(-1)?.slice(start.id.length + 1) as LiveChange);
    const [first] = (await referee.settle(start.id, [{ userId: "u-host", seen: seq }])).answers;
    expect(first?.ok && first.view.seq).toBe(seq + 1);
    expect(changes.slice(before)).toHaveLength(1);
  });

  it("has the hub send the last ball to a socket before the match is kept, then its end", async () => {
    now = Date.now();
    const bus = memoryBus();
    const heard: string[] = [];
    const errors: string[] = [];
    const onBus = createLiveReferee({
      ...deps,
      process: "hub-process",
      notify: (id, change) => bus.publish(id, change),
      keep: (userId) => {
        heard.push(`kept ${userId}`);
        return Promise.resolve(heard.length);
      },
    });
    const hub = createLiveHub(onBus, bus, { error: (_, message) => errors.push(message) });
    try {
      const start = await newMatch(onBus);
      await hub.follow(
        {
          userId: "u-guest",
          send: (message) => {
            if (message.type === "view") heard.push(`view ${message.view.seq} ${message.view.status}`);
          },
        },
        start.id,
        0,
      );
      const last = await playToEnd(start.id, onBus);
      for (let waited = 0; !heard.includes(`view ${last} finished`); waited += 10) {
        if (waited > 5000) throw new Error(`no end pushed; heard ${heard.join(", ")}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const lastBall = heard.indexOf(`view ${last} playing`);
      expect(lastBall).toBeGreaterThan(0);
      expect(heard.indexOf("kept u-host")).toBeGreaterThan(lastBall);
      expect(heard.indexOf("kept u-guest")).toBeGreaterThan(lastBall);
      expect(heard.indexOf(`view ${last} finished`)).toBeGreaterThan(heard.indexOf("kept u-guest"));
      expect(heard.filter((h) => h.startsWith("kept"))).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      await hub.close();
      await bus.close();
    }
  });
});
