import { afterAll, describe, expect, it } from "vitest";
import { invitePath, LIVE_API, type LiveSide } from "../../shared/live-types.ts";
import { type TestDatabase } from "../test-support/databases.ts";
import { call, register, signIn } from "../test-support/http-client.ts";
import { untilView } from "../test-support/live-client.ts";
import {
  type SpawnedServer,
  spawnServer,
  stopAllServers,
  databaseUrl,
} from "../test-support/spawn-server.ts";
import { registration } from "../test-support/test-app.ts";
import { TestSocket } from "../test-support/ws-client.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";
import { type LiveMatchView as View } from "../test-support/match-messages.ts";

/**
 * Presence in a live match when a server process is killed (SIGKILL) while both members are
 * connected to it. A side whose process is gone is not shown connected, and its absence counts
 * from the latest of when it was last seen and when a process could first be reached again:
 * killed and started again, with only the host coming back, the guest is away from the host's
 * return (forfeit then, not from an older time); with two processes and the guest's killed, the
 * guest is away from its process's last sign of life. Short absence times (warned at 2 s); the
 * clocks far longer than the test.
 */

const WARN_S = 2;
/** How long a process waits between refreshes of its presence rows (and looks for gone ones'). */
const PRESENCE_REFRESH_MS = 10_000;
/** What a time read by the test may differ from the server's by (one machine, one clock; the order of events). */
const SLACK_MS = 400;

const envWith = (forfeitSeconds: number) => ({
  RATE_LIMITS: "off",
  LIVE_CHOICE_SECONDS: "600",
  LIVE_DECISION_SECONDS: "600",
  LIVE_WARN_SECONDS: String(WARN_S),
  LIVE_FORFEIT_SECONDS: String(forfeitSeconds),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two members registered on `server`, a match made by the host and accepted by the guest. */
async function newMatch(server: SpawnedServer, tag: string) {
  const cookies = {} as Record<LiveSide, string>;
  for (const side of ["host", "guest"] as const) {
    const member = registration({ email: `restart-${tag}-${side}@example.com`, name: `Restart ${side}` });
    expect((await register(server.url, member)).status).toBe(201);
    cookies[side] = (await signIn(server.url, member.email as string, member.password as string)).cookie;
  }
  const made = await call(server.url, "POST", LIVE_API.matches, {
    cookie: cookies.host,
    body: { format: "10aSide", teamId: 1, opponentId: 2, stadiumId: engine.stadiumsFor(1)[0]?.id ?? "" },
  });
  expect(made.status).toBe(201);
  const { id, code } = made.json as View;
  const accepted = await call(server.url, "POST", `${invitePath(code)}/accept`, {
    cookie: cookies.guest,
    body: {},
  });
  expect(accepted.status).toBe(200);
  return { id, cookies };
}

/** A socket of the member (`cookie`) on `server`, following match `id`; answers it and the first view. */
async function following(server: SpawnedServer, cookie: string, id: string) {
  const socket = await TestSocket.open(`${server.url.replace(/^http/, "ws")}${LIVE_API.socket}`, { cookie });
  socket.send({ type: "follow", id, seen: 0 });
  return { socket, first: (await untilView(socket, () => true)).view };
}

/** Until both members are shown connected to each other (each socket's first view may say so already). */
async function bothThere(
  host: Awaited<ReturnType<typeof following>>,
  guest: Awaited<ReturnType<typeof following>>,
) {
  if (host.first.guest?.connected !== true)
    await untilView(host.socket, (m) => m.view.guest?.connected === true);
  if (!guest.first.host.connected) await untilView(guest.socket, (m) => m.view.host.connected);
}

/** The member's line on the head-to-head ladder, asked of `server`. */
async function ladderLine(server: SpawnedServer, cookie: string) {
  const answer = await call(server.url, "GET", "/api/ladder?kind=friend", { cookie });
  return (answer.json as { you: { matches: number } | null }).you;
}

/**
 * Waits on the host's socket for the guest's forfeit and checks it came no earlier than the
 * forfeit time shown (and not long after), rated for both.
 */
async function forfeitsAtItsTime(socket: TestSocket, forfeitAt: number, timeoutMs: number) {
  const over = await untilView(socket, (m) => m.view.status !== "playing", timeoutMs);
  const at = Date.now();
  expect(over.view).toMatchObject({ status: "forfeited", forfeitedBy: "guest" });
  expect(at).toBeGreaterThanOrEqual(forfeitAt - SLACK_MS);
  expect(at).toBeLessThanOrEqual(forfeitAt + 3000);
}

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`a live match's presence through kill -9 on ${kind.name}`, () => {
    let db: TestDatabase | undefined;
    afterAll(async () => {
      await stopAllServers();
      await db?.destroy();
    });

    it("killed and started again with only the host back: the guest is not connected and forfeits from the host's return", async () => {
      // Forfeit 6 s after the host's return, 2 s down plus the start after the kill: either start
      // of the count is seconds from the other, where the checks allow 400 ms.
      const forfeitS = 6;
      db = await kind.create();
      const url = databaseUrl(db.config);
      const first = await spawnServer({ databaseUrl: url, env: envWith(forfeitS) });
      const { id, cookies } = await newMatch(first, `one-${kind.name}`);
      const host = await following(first, cookies.host, id);
      const guest = await following(first, cookies.guest, id);
      await bothThere(host, guest);

      await first.kill();
      const killedAt = Date.now();
      host.socket.close();
      guest.socket.close();
      await sleep(2000);
      const again = await spawnServer({ databaseUrl: url, env: envWith(forfeitS) });
      const reachable = Date.now();
      const back = await following(again, cookies.host, id);
      const returned = Date.now();
      try {
        // The guest's socket went with the killed process: not shown connected, no forfeit time yet.
        expect(back.first.status).toBe("playing");
        expect(back.first.host.connected).toBe(true);
        expect(back.first.guest).toMatchObject({ connected: false, forfeitAt: null });
        // Warned after 2 s, with a forfeit time counted from when the server could be reached again.
        const warned = await untilView(back.socket, (m) => m.view.guest?.forfeitAt != null, 10_000);
        expect(warned.view.guest?.connected).toBe(false);
        const forfeitAt = warned.view.guest?.forfeitAt as number;
        expect(forfeitAt).toBeGreaterThanOrEqual(reachable + forfeitS * 1000 - SLACK_MS);
        expect(forfeitAt).toBeLessThanOrEqual(returned + forfeitS * 1000 + SLACK_MS);
        await forfeitsAtItsTime(back.socket, forfeitAt, forfeitS * 1000 + 5000);
        console.info(
          `restart on ${kind.name}: reachable again ${reachable - killedAt} ms after the kill, the forfeit time ` +
            `${forfeitAt - reachable} ms after that (the rule: ${forfeitS * 1000}), forfeited ${Date.now() - forfeitAt} ms after it`,
        );
        expect((await ladderLine(again, cookies.host))?.matches).toBe(1);
        expect((await ladderLine(again, cookies.guest))?.matches).toBe(1);
      } finally {
        back.socket.close();
      }
    }, 120_000);

    // Two processes share a database only on PostgreSQL.
    if (kind.name === "postgres")
      it("two processes, the guest's killed: the guest is shown away within a presence refresh and forfeits from when it was last seen", async () => {
        const forfeitS = 25;
        const url = databaseUrl((db as TestDatabase).config);
        const [a, b] = await Promise.all([
          spawnServer({ databaseUrl: url, env: envWith(forfeitS) }),
          spawnServer({ databaseUrl: url, env: envWith(forfeitS) }),
        ]);
        const { id, cookies } = await newMatch(a, `two-${kind.name}`);
        const host = await following(a, cookies.host, id);
        const guest = await following(b, cookies.guest, id);
        try {
          await bothThere(host, guest);
          const beforeKill = Date.now();
          await b.kill();
          guest.socket.close();
          const gone = {
            ...(await untilView(
              host.socket,
              (m) => m.view.guest?.connected === false,
              PRESENCE_REFRESH_MS + 5000,
            )),
            at: Date.now(),
          };
          expect(gone.at - beforeKill).toBeLessThanOrEqual(PRESENCE_REFRESH_MS + 2000);
          expect(gone.view.status).toBe("playing");
          const warned =
            gone.view.guest?.forfeitAt != null
              ? gone
              : await untilView(host.socket, (m) => m.view.guest?.forfeitAt != null, 10_000);
          const forfeitAt = warned.view.guest?.forfeitAt as number;
          // Away from its process's last refresh of its row: at most a refresh before the kill.
          expect(forfeitAt).toBeGreaterThanOrEqual(
            beforeKill - PRESENCE_REFRESH_MS + forfeitS * 1000 - SLACK_MS,
          );
          expect(forfeitAt).toBeLessThanOrEqual(Date.now() + forfeitS * 1000);
          expect(forfeitAt).toBeLessThanOrEqual(beforeKill + forfeitS * 1000 + SLACK_MS);
          await forfeitsAtItsTime(host.socket, forfeitAt, forfeitS * 1000 + 5000);
          console.info(
            `two processes on ${kind.name}: the guest shown away ${gone.at - beforeKill} ms after the kill, ` +
              `its forfeit time ${forfeitAt - beforeKill} ms after the kill (the rule: ${forfeitS * 1000})`,
          );
          expect((await ladderLine(a, cookies.guest))?.matches).toBe(1);
        } finally {
          host.socket.close();
        }
      }, 120_000);
  });
}
