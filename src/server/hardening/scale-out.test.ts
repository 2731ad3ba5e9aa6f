import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS } from "../auth/auth.ts";
import {
  POSTGRES_ADMIN_URL,
  type TestDatabase,
  testDatabaseKinds,
  adminQuery,
} from "../test-support/databases.ts";
import { catalog } from "../../data/catalog.ts";
import { type Action, createEngine, type MatchState, replay } from "../../engine/index.ts";
import { invitePath, LIVE_API, type LiveView, livePath } from "../../shared/live-types.ts";
import { publicState } from "../referee/common.ts";
import { call, me, register, signIn, signOut } from "../test-support/http-client.ts";
import { playLiveOut, untilView } from "../test-support/live-client.ts";
import { TestSocket } from "../test-support/ws-client.ts";
import { type SpawnedServer, spawnServer, stopAllServers } from "../test-support/spawn-server.ts";
import { registration } from "../test-support/test-app.ts";

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: sessions
 * and every rate limit live in the database, so either process honours what the other did.
 * The processes trust X-Forwarded-For (as behind a proxy), so each test is its own client.
 */
const REGISTER_MAX = 4;

const [, postgres] = await testDatabaseKinds();

/** Two real server processes on the test database `db` (PostgreSQL), started at once. */
function twoServers(db: TestDatabase, env?: Record<string, string>): Promise<[SpawnedServer, SpawnedServer]> {
  if (db.config.kind !== "postgres") throw new Error("expected PostgreSQL");
  const databaseUrl = db.config.url;
  return Promise.all([spawnServer({ databaseUrl, env }), spawnServer({ databaseUrl, env })]);
}

describe.skipIf(postgres?.skipReason !== null)("two server processes on one PostgreSQL database", () => {
  let db: TestDatabase;
  let a: SpawnedServer;
  let b: SpawnedServer;

  beforeAll(async () => {
    db = await postgres!.create();
    [a, b] = await twoServers(db, { RATE_LIMIT_REGISTER_MAX: String(REGISTER_MAX), TRUST_PROXY: "true" });
  }, 120_000);
  afterAll(async () => {
    await stopAllServers();
    await db?.destroy();
  });

  const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

  it("takes a session made on one on the other, and a sign-out on either ends it on both", async () => {
    const member = registration({ email: "scale-out@example.com" }) as { email: string; password: string };
    const joined = await register(a.url, member, from("10.9.0.1"));
    expect(joined.status).toBe(201);
    expect((await me(b.url, joined.cookie)).status).toBe(200);

    const second = await signIn(b.url, member.email, member.password, from("10.9.0.1"));
    expect(second.status).toBe(200);
    expect((await me(a.url, second.cookie)).status).toBe(200);

    expect((await signOut(a.url, second.cookie)).status).toBe(200);
    expect((await me(a.url, second.cookie)).status).toBe(401);
    expect((await me(b.url, second.cookie)).status).toBe(401);
    // The first session is another one, still valid on both until it too is ended.
    expect((await me(a.url, joined.cookie)).status).toBe(200);
    expect((await signOut(b.url, joined.cookie)).status).toBe(200);
    expect((await me(a.url, joined.cookie)).status).toBe(401);
    expect((await me(b.url, joined.cookie)).status).toBe(401);
  });

  it(`lets ${REGISTER_MAX} registrations from one address through, spread over both, and then neither takes one`, async () => {
    const client = from("10.9.0.2");
    const statuses: number[] = [];
    for (let i = 0; i < REGISTER_MAX; i++)
      statuses.push((await register(i % 2 === 0 ? a.url : b.url, registration(), client)).status);
    expect(statuses).toEqual(new Array(REGISTER_MAX).fill(201));
    const refusedByA = await register(a.url, registration(), client);
    const refusedByB = await register(b.url, registration(), client);
    expect([refusedByA.status, refusedByB.status]).toEqual([429, 429]);
    // Another address still has its own budget.
    expect((await register(b.url, registration(), from("10.9.0.3"))).status).toBe(201);
  });

  it(`holds Better Auth's sign-in budget (${AUTH_RATE_LIMITS.signIn.max} a minute per address) across both`, async () => {
    const client = from("10.9.0.4");
    const attempt = (server: SpawnedServer, i: number) =>
      signIn(server.url, `nobody-${i}@example.com`, "not-the-password", client);
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMITS.signIn.max; i++)
      statuses.push((await attempt(i % 2 === 0 ? a : b, i)).status);
    expect(statuses).toEqual(new Array(AUTH_RATE_LIMITS.signIn.max).fill(401));
    expect((await attempt(a, 100)).status).toBe(429);
    expect((await attempt(b, 101)).status).toBe(429);
  });

  it("throttles failed sign-ins of one account across both, whatever the address", async () => {
    const member = registration() as { email: string; password: string };
    expect((await register(a.url, member, from("10.9.0.5"))).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await signIn(i % 2 === 0 ? a.url : b.url, member.email, `wrong-${i}`, from(`10.9.1.${i}`))).status,
      );
    expect(statuses).toEqual(new Array(10).fill(401));
    const locked = await signIn(b.url, member.email, member.password, from("10.9.2.1"));
    expect(locked.status).toBe(429);
    expect((await signIn(a.url, member.email, member.password, from("10.9.2.2"))).status).toBe(429);
  });
});

describe.skipIf(postgres?.skipReason !== null)(
  "two server processes starting at once on an empty PostgreSQL database",
  () => {
    const name = `howzat_test_fresh_${process.pid}_${Date.now()}`;
    afterAll(async () => {
      await stopAllServers();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    });

    it("both migrate it and serve (the migrations take turns)", async () => {
      await adminQuery(`create database "${name}"`);
      const url = new URL(POSTGRES_ADMIN_URL);
      url.pathname = `/${name}`;
      const [first, second] = await Promise.all([
        spawnServer({ databaseUrl: url.toString() }),
        spawnServer({ databaseUrl: url.toString() }),
      ]);
      const joined = await register(first!.url, registration());
      expect(joined.status).toBe(201);
      expect((await me(second!.url, joined.cookie)).status).toBe(200);
    }, 120_000);
  },
);

describe.skipIf(postgres?.skipReason !== null)(
  "a live match between two members on two server processes of one PostgreSQL database",
  () => {
    const engine = createEngine(catalog);
    let db: TestDatabase;
    let a: SpawnedServer;
    let b: SpawnedServer;

    beforeAll(async () => {
      db = await postgres!.create();
      // The product's own limits (none turned off): the members play at a player's pace.
      [a, b] = await twoServers(db);
    }, 120_000);
    afterAll(async () => {
      await stopAllServers();
      await db?.destroy();
    });

    type View = LiveView<MatchState, Action>;
    const send = (server: SpawnedServer, method: string, path: string, cookie: string, body?: unknown) =>
      call(server.url, method, path, { cookie, body });
    const socketOf = (server: SpawnedServer, cookie: string) =>
      TestSocket.open(`${server.url.replace(/^http/, "ws")}${LIVE_API.socket}`, { cookie });

    it("is made on one, accepted on the other, played out with the host on one and the guest on the other, kept by both and rated once", async () => {
      const hostMember = registration({ email: "live-host@example.com", name: "Asha Host" });
      const guestMember = registration({ email: "live-guest@example.com", name: "Ben Guest" });
      const host = await register(a.url, hostMember);
      const guest = await register(b.url, guestMember);
      expect([host.status, guest.status]).toEqual([201, 201]);

      const made = await send(a, "POST", LIVE_API.matches, host.cookie, {
        format: "micro",
        teamId: 1,
        opponentId: 2,
        stadiumId: engine.stadiumsFor(1)[0]?.id ?? "",
      });
      expect(made.status).toBe(201);
      const { id, code } = made.json as View;
      // The invite is read and taken on the other process.
      const accepted = await send(b, "POST", `${invitePath(code)}/accept`, guest.cookie, {});
      expect(accepted.status).toBe(200);
      expect((accepted.json as View).side).toBe("guest");

      const hostSocket = await socketOf(a, host.cookie);
      const guestSocket = await socketOf(b, guest.cookie);
      try {
        hostSocket.send({ type: "follow", id, seen: 0 });
        guestSocket.send({ type: "follow", id, seen: 0 });
        // Each process hears of the other member's socket through the database.
        await untilView(hostSocket, (m) => m.view.guest?.connected === true);
        const start = (await untilView(guestSocket, (m) => m.view.host.connected)).view;

        const ended = await playLiveOut(engine, hostSocket, guestSocket, start, undefined, 60);
        expect(ended.host.status).toBe("finished");
        expect(ended.guest.status).toBe("finished");
        expect(ended.guest.seq).toBe(ended.host.seq);
        expect(ended.guest.state).toEqual(ended.host.state);

        // The reveal, read from each member's own process, replays to the state both were shown.
        const hostView = (await send(a, "GET", livePath(id), host.cookie)).json as View;
        const guestView = (await send(b, "GET", livePath(id), guest.cookie)).json as View;
        const reveal = hostView.reveal;
        expect(reveal).not.toBeNull();
        expect(guestView.reveal?.seed).toBe(reveal?.seed);
        expect(guestView.reveal?.actions).toEqual(reveal?.actions);
        const replayed = replay(engine, {
          seed: reveal?.seed ?? 0,
          level: "friend",
          rulesVersion: reveal?.rulesVersion ?? 0,
          actions: reveal?.actions ?? [],
        });
        expect(replayed.refusedAt).toBeNull();
        expect(publicState(replayed.state)).toEqual(ended.host.state);

        // Kept once in each member's archive (read on the other process), rated once each.
        for (const [server, cookie, keptId] of [
          [b, host.cookie, reveal?.keptId],
          [a, guest.cookie, guestView.reveal?.keptId],
        ] as const) {
          const kept = (await send(server, "GET", "/api/matches", cookie)).json as {
            matches: { id: number }[];
          };
          expect(kept.matches.map((m) => m.id)).toEqual([keptId]);
          const ladder = (await send(server, "GET", "/api/ladder?kind=friend", cookie)).json as {
            you: { matches: number } | null;
          };
          expect(ladder.you?.matches).toBe(1);
        }
      } finally {
        hostSocket.close();
        guestSocket.close();
      }
    }, 120_000);
  },
);
