import { afterAll, describe, expect, it } from "vitest";
import { type MatchEvent, replay, type RulesVersion } from "../../engine/index.ts";
import { API } from "../../shared/api-types.ts";
import { RANKED_API } from "../../shared/ranked-types.ts";
import { type TestDatabase } from "../test-support/databases.ts";
import { register, signIn } from "../test-support/http-client.ts";
import {
  type SpawnedServer,
  spawnServer,
  stopAllServers,
  databaseUrl,
} from "../test-support/spawn-server.ts";
import { ORIGIN, registration } from "../test-support/test-app.ts";
import { firstChoice } from "../test-support/first-choice.ts";
import { TestSocket } from "../test-support/ws-client.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";
import {
  type RankedMatchView as View,
  type RankedMessage as Message,
} from "../test-support/match-messages.ts";

/**
 * The real server process killed with SIGKILL in the middle of a ranked match, again and again,
 * each time with the member's next action in flight; started again on the same database, the
 * member reconnects and follows the match: every action the server had answered is there
 * (the in-flight one either is or is not, never half), the events of what was acknowledged are
 * exactly those seen before, and the match goes on to its result, which replays from the
 * reveal and is kept. 6 kills on PostgreSQL (the scale-out path), 3 on SQLite, spread over the
 * match (a match of 10 overs a side is about 120 actions): each kill with 2 to 4 actions more
 * than `every` answered since the last, so they fall at balls and decisions of both innings.
 */
const KILLS: Readonly<Record<string, { kills: number; every: number }>> = {
  postgres: { kills: 6, every: 12 },
  sqlite: { kills: 3, every: 28 },
};

async function view(
  socket: TestSocket,
): Promise<{ view: View; from: number; events: readonly MatchEvent[] }> {
  const message = await socket.next<Message>(30_000);
  if (message.type !== "view") throw new Error(`expected a view, got ${JSON.stringify(message)}`);
  return { view: message.view, from: message.from, events: message.events };
}

/** The socket takes at most 20 messages a second: a player's pace, well inside it. */
const pace = () => new Promise((resolve) => setTimeout(resolve, 60));

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`a ranked match through kill -9 on ${kind.name}`, () => {
    let db: TestDatabase | undefined;

    afterAll(async () => {
      await stopAllServers();
      await db?.destroy();
    });

    it("loses no acknowledged action, and goes on to a result that replays from the reveal", async () => {
      db = await kind.create();
      const url = databaseUrl(db.config);
      const start = () => spawnServer({ databaseUrl: url, env: { RATE_LIMITS: "off" } });
      let server: SpawnedServer = await start();
      const member = registration({ email: `ranked-crash-${kind.name}@example.com` });
      expect((await register(server.url, member)).status).toBe(201);
      const { cookie } = await signIn(server.url, member.email as string, member.password as string);
      const created = await fetch(`${server.url}${RANKED_API.matches}`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie, "content-type": "application/json" },
        body: JSON.stringify({ format: "10aSide", teamId: 1, opponentId: 2, stadiumId: "in-wankhede" }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as View;
      const connect = async () => {
        const socket = await TestSocket.open(`${server.url.replace(/^http/, "ws")}${RANKED_API.socket}`, {
          cookie,
        });
        socket.send({ type: "follow", id, seen: 0 });
        return { socket, ...(await view(socket)) };
      };

      let { socket, view: now, events: seen } = await connect();
      let inFlightKept = 0;
      let kills = 0;
      const { kills: planned, every } = KILLS[kind.name]!;
      for (let kill = 0; kill < planned; kill++) {
        // Some actions answered, then one more sent and the process killed at once.
        for (let i = 0; i < every + 2 + (kill % 3) && now.state.result === null; i++) {
          const action = firstChoice(engine, now.state);
          await pace();
          socket.send({ type: "act", id, seq: now.seq, action });
          const answered = await view(socket);
          expect(answered.from).toBe(now.seq);
          now = answered.view;
          seen = [...seen, ...answered.events];
        }
        if (now.state.result !== null) break;
        socket.send({ type: "act", id, seq: now.seq, action: firstChoice(engine, now.state) });
        await server.kill();
        kills++;
        socket.close();
        server = await start();
        const back = await connect();
        // Every acknowledged action is there, and the one in flight at most once more.
        expect(back.view.seq).toBeGreaterThanOrEqual(now.seq);
        expect(back.view.seq).toBeLessThanOrEqual(now.seq + 1);
        if (back.view.seq > now.seq) inFlightKept++;
        // What was acknowledged reads back exactly as it was seen.
        expect(back.events.slice(0, seen.length)).toEqual(seen);
        ({ socket, view: now, events: seen } = back);
        expect(now.state.seed).toBe(0);
      }

      // On to the result.
      for (let i = 0; i < 400 && now.reveal === null; i++) {
        const action = firstChoice(engine, now.state);
        await pace();
        socket.send({ type: "act", id, seq: now.seq, action });
        now = (await view(socket)).view;
      }
      socket.close();
      // Every kill came before the match was over.
      expect(kills).toBe(planned);
      const reveal = now.reveal;
      expect(reveal).not.toBeNull();
      const replayed = replay(engine, {
        seed: reveal!.seed,
        level: "international",
        rulesVersion: reveal!.rulesVersion as RulesVersion,
        actions: reveal!.actions,
      });
      expect(replayed.refusedAt).toBeNull();
      expect(replayed.state.result).toEqual(now.state.result);
      const kept = await fetch(`${server.url}${API.matches}/${reveal!.keptId}`, { headers: { cookie } });
      expect(kept.status).toBe(200);
      console.info(
        `ranked crash on ${kind.name}: ${kills} kills, ${reveal!.actions.length} actions, ` +
          `${inFlightKept} in-flight actions kept, none acknowledged lost`,
      );
    }, 600_000);
  });
}
