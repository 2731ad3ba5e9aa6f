import type { FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_API } from "../../shared/live-types.ts";
import { RANKED_API } from "../../shared/ranked-types.ts";
import { type TestDatabase, testDatabaseKinds } from "../test-support/databases.ts";
import { registerMember, testApp, closeTestApp } from "../test-support/test-app.ts";
import { type Closed, TestSocket } from "../test-support/ws-client.ts";

/**
 * What the match sockets (ranked and live) allow one member, and what a client's bad frames
 * cost the log. The database plays no part: SQLite only.
 */
const [sqlite] = await testDatabaseKinds();

/** Sockets one member may hold open on each of the two addresses (README). */
const SOCKETS_PER_MEMBER = 4;
/** An id of the right form that names no match: a follow of it is answered `not_found`. */
const NO_MATCH = "AAAAAAAAAAAAAAAAAAAAAA";
const PATHS = [RANKED_API.socket, LIVE_API.socket] as const;

/** Whether the socket is served: a follow is answered (not_found for NO_MATCH). */
async function served(socket: TestSocket): Promise<boolean> {
  socket.send({ type: "follow", id: NO_MATCH, seen: 0 });
  const answer = await socket.next<{ type: string; code?: string }>().catch(() => null);
  return answer?.type === "error" && answer.code === "not_found";
}

/** How a socket ended, or "served" when it answered a follow first. */
async function endOf(socket: TestSocket): Promise<Closed | "served"> {
  const answered = served(socket).then((yes) => (yes ? ("served" as const) : null));
  const outcome = await Promise.race([socket.closed, answered]);
  return outcome ?? (await socket.closed);
}

describe("the match sockets' limits per member", () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  const logged: string[] = [];

  beforeAll(async () => {
    db = await sqlite!.create();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    app = await testApp(db, { logger: { level: "warn", stream } });
    await app.listen({ port: 0, host: "127.0.0.1" });
    base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => closeTestApp(app, db));

  it.each(PATHS)(
    `closes a member's socket past ${SOCKETS_PER_MEMBER} open on %s with 4429, and serves one again once another closes`,
    async (path) => {
      const cookie = await registerMember(app);
      const open: TestSocket[] = [];
      try {
        for (let i = 0; i < SOCKETS_PER_MEMBER; i++) {
          const socket = await TestSocket.open(`${base}${path}`, { cookie });
          open.push(socket);
          expect(await served(socket)).toBe(true);
        }
        const extra = await TestSocket.open(`${base}${path}`, { cookie });
        expect(await endOf(extra)).toEqual({
          code: 4429,
          reason: `Too many sockets open: at most ${SOCKETS_PER_MEMBER} a member`,
        });
        // Another member is not held back by this one.
        const other = await TestSocket.open(`${base}${path}`, { cookie: await registerMember(app) });
        open.push(other);
        expect(await served(other)).toBe(true);

        // One closed, one more may open (once the server has seen the close: a few tries).
        const first = open.shift() as TestSocket;
        first.close();
        await first.closed;
        let again: Closed | "served" = { code: 0, reason: "" };
        for (let tries = 0; tries < 20 && again !== "served"; tries++) {
          const socket = await TestSocket.open(`${base}${path}`, { cookie });
          again = await endOf(socket);
          if (again === "served") open.push(socket);
          else await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(again).toBe("served");
      } finally {
        for (const socket of open) socket.close();
      }
    },
  );

  it("writes one warning without a stack for each socket that sends a frame over the limit, and no error", async () => {
    const cookie = await registerMember(app);
    const before = logged.length;
    const huge = JSON.stringify({ type: "follow", id: "x".repeat(20 * 1024), seen: 0 });
    const ends: Closed[] = [];
    for (const path of [...PATHS, RANKED_API.socket]) {
      const socket = await TestSocket.open(`${base}${path}`, { cookie });
      // Two at once: the second is on its way before the first is refused.
      socket.send(huge);
      socket.send(huge);
      ends.push(await socket.closed);
    }
    expect(ends.map((e) => e.code)).toEqual([1009, 1009, 1009]);
    const lines = logged.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(3);
    for (const warning of warnings) {
      expect(warning.msg).toMatch(/socket/);
      expect(JSON.stringify(warning)).not.toMatch(/stack|\.ts:\d+/);
    }
  });
});
