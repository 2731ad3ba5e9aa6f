import { afterAll, describe, expect, it } from "vitest";
import {
  BATTING_STYLES,
  BOWLING_STYLES,
  type MatchState,
  replay,
  type RulesVersion,
  turnOf,
} from "../../engine/index.ts";
import { API } from "../../shared/api-types.ts";
import { invitePath, LIVE_API, type LiveSide } from "../../shared/live-types.ts";
import { type TestDatabase } from "../test-support/databases.ts";
import { register, signIn } from "../test-support/http-client.ts";
import {
  type SpawnedServer,
  spawnServer,
  stopAllServers,
  databaseUrl,
} from "../test-support/spawn-server.ts";
import { ORIGIN, registration } from "../test-support/test-app.ts";
import { liveDecision, type LiveViewMessage as ViewMessage, untilView } from "../test-support/live-client.ts";
import { TestSocket } from "../test-support/ws-client.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";
import { type LiveMatchView as View } from "../test-support/match-messages.ts";

/**
 * The real server process killed with SIGKILL in the middle of a live match between two
 * members, again and again, each time with something in flight: a decision, one member's
 * style, or both members' styles for a ball. Started again on the same database, both members
 * reconnect: every action either had seen answered is there (the one in flight is or is not,
 * never half), a style whose receipt a member had seen is still counted, the events read back
 * exactly as they were seen, and the match goes on to its result, which replays from the
 * reveal and is kept in both members' archives. 6 kills on PostgreSQL (the scale-out path), 3 on
 * SQLite, each kind of crash at least once on each, spread over the match (a match of 10 overs
 * a side is about 140 actions): each kill with 2 to 5 actions more than `every` played since the
 * last.
 */
const KILLS: Readonly<Record<string, { kills: number; every: number }>> = {
  postgres: { kills: 6, every: 14 },
  sqlite: { kills: 3, every: 30 },
};

/** Clocks and absences far longer than the test, so nothing is played or forfeited by time. */
const CALM = {
  RATE_LIMITS: "off",
  LIVE_CHOICE_SECONDS: "600",
  LIVE_DECISION_SECONDS: "600",
  LIVE_WARN_SECONDS: "600",
  LIVE_FORFEIT_SECONDS: "1200",
};

/** A style for the side's role at the ball now, varied by the ball. */
function styleFor(state: MatchState, side: LiveSide, seq: number): string {
  const hostBats = engine.userRole(state) === "bat";
  const bats = side === "host" ? hostBats : !hostBats;
  const options = bats ? BATTING_STYLES : BOWLING_STYLES;
  return (options[seq % options.length] as (typeof options)[number]).style;
}

/** The socket takes at most 20 messages a second: a player's pace, well inside it. */
const pace = () => new Promise((resolve) => setTimeout(resolve, 60));

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`a live match through kill -9 on ${kind.name}`, () => {
    let db: TestDatabase | undefined;

    afterAll(async () => {
      await stopAllServers();
      await db?.destroy();
    });

    it("loses no acknowledged action or style, and goes on to a result that replays and is kept by both", async () => {
      db = await kind.create();
      const url = databaseUrl(db.config);
      const start = () => spawnServer({ databaseUrl: url, env: CALM });
      let server: SpawnedServer = await start();
      const cookies = {} as Record<LiveSide, string>;
      for (const side of ["host", "guest"] as const) {
        const member = registration({
          email: `live-crash-${side}-${kind.name}@example.com`,
          name: `Crash ${side}`,
        });
        expect((await register(server.url, member)).status).toBe(201);
        cookies[side] = (await signIn(server.url, member.email as string, member.password as string)).cookie;
      }
      const post = (path: string, cookie: string, body: unknown) =>
        fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { origin: ORIGIN, cookie, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const created = await post(LIVE_API.matches, cookies.host, {
        format: "10aSide",
        teamId: 1,
        opponentId: 2,
        stadiumId: engine.stadiumsFor(1)[0]?.id ?? "",
      });
      expect(created.status).toBe(201);
      const { id, code } = (await created.json()) as View;
      expect((await post(`${invitePath(code)}/accept`, cookies.guest, {})).status).toBe(200);

      /** Both members' sockets following the match; the host from the first action, so every event is read back. */
      const connect = async (guestSeen: number) => {
        const open = (side: LiveSide) =>
          TestSocket.open(`${server.url.replace(/^http/, "ws")}${LIVE_API.socket}`, {
            cookie: cookies[side],
          });
        const sockets = { host: await open("host"), guest: await open("guest") };
        sockets.host.send({ type: "follow", id, seen: 0 });
        const hostFirst = await untilView(sockets.host, () => true);
        sockets.guest.send({ type: "follow", id, seen: guestSeen });
        const guestFirst = await untilView(sockets.guest, () => true);
        expect(guestFirst.from).toBe(guestSeen);
        return { sockets, view: hostFirst.view, events: hostFirst.events, guestView: guestFirst.view };
      };
      let { sockets, view: now, events: seen } = await connect(0);
      const close = () => {
        sockets.host.close();
        sockets.guest.close();
      };

      /** Sends what plays the next action; with `only`, just that side's style for a ball. */
      const sendNext = (only?: LiveSide) => {
        const seq = now.seq;
        const turn = turnOf(now.state);
        if (turn === "both") {
          for (const side of only ? [only] : (["host", "guest"] as const)) {
            if (now.clock?.chosen[side]) continue;
            sockets[side].send({ type: "choose", id, seq, style: styleFor(now.state, side, seq) });
          }
        } else if (turn !== null) {
          sockets[turn === "user" ? "host" : "guest"].send({
            type: "act",
            id,
            seq,
            action: liveDecision(engine, now.state, "bat"),
          });
        }
      };
      /** Plays one action and waits until both members have it; the host's events are collected. */
      const playOne = async () => {
        const seq = now.seq;
        sendNext();
        const moved = (m: ViewMessage) => m.view.seq > seq || m.view.status !== "playing";
        for (;;) {
          const message = await untilView(sockets.host, () => true);
          if (message.from === now.seq) seen = [...seen, ...message.events];
          now = message.view;
          if (moved(message)) break;
        }
        await untilView(sockets.guest, moved);
      };

      let inFlightKept = 0;
      let stylesKept = 0;
      let kills = 0;
      const { kills: planned, every } = KILLS[kind.name]!;
      for (let kill = 0; kill < planned; kill++) {
        for (let i = 0; i < every + 2 + (kill % 4) && now.status === "playing"; i++) {
          await pace();
          await playOne();
        }
        // The second and third kinds of crash are at a ball: played on to the next one.
        while (kill % 3 !== 0 && now.status === "playing" && turnOf(now.state) !== "both") {
          await pace();
          await playOne();
        }
        if (now.status !== "playing") break;
        // Three kinds of crash: everything for the next action in flight; at a ball, the guest's
        // style received (its receipt seen) and the host's in flight; or the host's alone in flight.
        let acknowledged: LiveSide | null = null;
        const atBall = turnOf(now.state) === "both";
        if (atBall && kill % 3 === 1) {
          sendNext("guest");
          now = (await untilView(sockets.host, (m) => m.view.clock?.chosen.guest === true)).view;
          acknowledged = "guest";
          sendNext("host");
        } else if (atBall && kill % 3 === 2) {
          sendNext("host");
        } else {
          sendNext();
        }
        // Killed at once, or a few milliseconds later, so what is in flight is sometimes stored.
        await new Promise((resolve) => setTimeout(resolve, (kill % 4) * 4));
        await server.kill();
        kills++;
        close();
        server = await start();
        const back = await connect(now.seq).catch((error: unknown) => {
          throw new Error(`reconnecting after kill ${kill + 1}: ${String(error)}\n${server.output()}`);
        });
        // Every acknowledged action is there, and the one in flight at most once more.
        expect(back.view.seq).toBeGreaterThanOrEqual(now.seq);
        expect(back.view.seq).toBeLessThanOrEqual(now.seq + 1);
        if (back.view.seq > now.seq) inFlightKept++;
        // A style whose receipt was seen still counts for the ball.
        if (acknowledged !== null && back.view.seq === now.seq) {
          expect(back.view.clock?.chosen[acknowledged]).toBe(true);
          stylesKept++;
        }
        // What was acknowledged reads back exactly as it was seen, and both members see one match.
        expect(back.events.slice(0, seen.length)).toEqual(seen);
        expect(back.guestView.seq).toBe(back.view.seq);
        expect(back.guestView.state).toEqual(back.view.state);
        expect(back.view.state.seed).toBe(0);
        ({ sockets, view: now, events: seen } = back);
      }

      // On to the result.
      for (let i = 0; i < 400 && now.status === "playing"; i++) {
        await pace();
        await playOne();
      }
      close();
      // Every kill came before the match was over.
      expect(kills).toBe(planned);
      expect(now.status).toBe("finished");
      const reveal = now.reveal;
      expect(reveal).not.toBeNull();
      const replayed = replay(engine, {
        seed: reveal!.seed,
        level: "friend",
        rulesVersion: reveal!.rulesVersion as RulesVersion,
        actions: reveal!.actions,
      });
      expect(replayed.refusedAt).toBeNull();
      expect(replayed.state.result).toEqual(now.state.result);
      const kept = await fetch(`${server.url}${API.matches}`, { headers: { cookie: cookies.guest } });
      expect(kept.status).toBe(200);
      expect(((await kept.json()) as { matches: unknown[] }).matches).toHaveLength(1);
      const hostKept = await fetch(`${server.url}${API.matches}/${reveal!.keptId}`, {
        headers: { cookie: cookies.host },
      });
      expect(hostKept.status).toBe(200);
      console.info(
        `live crash on ${kind.name}: ${kills} kills, ${reveal!.actions.length} actions, ` +
          `${inFlightKept} in-flight actions kept, ${stylesKept} received styles kept, none acknowledged lost`,
      );
    }, 600_000);
  });
}
