import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MatchEvent, type MatchState, replay, turnOf } from "../../engine/index.ts";
import { type InvitePreview, invitePath, LIVE_API, livePath } from "../../shared/live-types.ts";
import { openDatabase, type Database } from "../db/database.ts";
import { ratingRepository } from "../db/rating-repository.ts";
import { NEW_RATING, rateHeadToHead } from "../referee/rating.ts";
import { publicState } from "../referee/common.ts";
import type { LiveTiming } from "../live/live-referee.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { ORIGIN, registerMember, testApp, listenForSockets } from "../test-support/test-app.ts";
import { followBoth, liveStyle, playLiveOut, untilView } from "../test-support/live-client.ts";
import { TestSocket, UpgradeRefused } from "../test-support/ws-client.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";
import {
  type LiveMatchView as View,
  type LiveMessage as Message,
  type LiveViewMessage as ViewMessage,
  type LiveErrorMessage as ErrorMessage,
} from "../test-support/match-messages.ts";
import { storedActions as storedActionRows } from "../test-support/stored-rows.ts";

/** India v Australia at a ground of India's, Micro (one over a side). */
const MICRO = {
  format: "micro",
  teamId: 1,
  opponentId: 2,
  stadiumId: engine.stadiumsFor(1)[0]?.id ?? "",
};

/** The app listening, and the address of its sockets. */
const listen = (app: FastifyInstance): Promise<string> => listenForSockets(app, LIVE_API.socket);

/** Reads messages until an error comes (views pushed meanwhile are skipped). */
async function nextError(socket: TestSocket): Promise<ErrorMessage> {
  for (;;) {
    const message = await socket.next<Message>();
    if (message.type === "error") return message;
  }
}

/** A style for the side's role at the ball now, varied by the ball. */
const styleFor = (state: MatchState, side: "host" | "guest", seq: number): string =>
  liveStyle(engine, state, side, seq);

/** Plays the match out from `start` over the two sockets (see {@link playLiveOut}). */
const playOut = (host: TestSocket, guest: TestSocket, start: View, upTo?: number) =>
  playLiveOut(engine, host, guest, start, upTo);

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`live matches on ${kind.name}`, () => {
    const server = useTestServer(kind, { listen: LIVE_API.socket });

    const create = (on: FastifyInstance, cookie: string, body: unknown = MICRO) =>
      on.inject({
        method: "POST",
        url: LIVE_API.matches,
        payload: body as object,
        headers: { origin: ORIGIN, cookie },
      });
    const accept = (on: FastifyInstance, cookie: string, code: string) =>
      on.inject({
        method: "POST",
        url: `${invitePath(code)}/accept`,
        payload: {},
        headers: { origin: ORIGIN, cookie },
      });
    const storedActions = async (id: string) =>
      (await storedActionRows(server.db, "liveAction", id)).map((row) => `${row.seq}:${row.action}`);
    const storedChoices = async (id: string) =>
      (
        await server.db.database.db
          .selectFrom("liveChoice")
          .select(["seq", "side", "style"])
          .where("matchId", "=", id)
          .orderBy("seq")
          .orderBy("side")
          .execute()
      ).map((row) => `${Number(row.seq)}:${row.side}:${row.style}`);
    const storedRow = (id: string) =>
      server.db.database.db
        .selectFrom("liveMatch")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const ladder = async (cookie: string) =>
      (await server.app.inject({ method: "GET", url: "/api/ladder?kind=friend", headers: { cookie } })).json<{
        entries: { name: string; matches: number }[];
        you: { matches: number } | null;
      }>();

    /** Two new members, an invite made by the first and accepted by the second. */
    const invited = async (on = server.app) => {
      const hostName = `Host ${Math.random().toString(36).slice(2, 8)}`;
      const guestName = `Guest ${Math.random().toString(36).slice(2, 8)}`;
      const host = await registerMember(on, { name: hostName });
      const guest = await registerMember(on, { name: guestName });
      const made = await create(on, host);
      expect(made.statusCode).toBe(201);
      const view = made.json<View>();
      const accepted = await accept(on, guest, view.code);
      expect(accepted.statusCode).toBe(200);
      return { host, guest, hostName, guestName, view, guestView: accepted.json<View>() };
    };

    it("plays a whole Micro match between two members, each ball chosen by both, and keeps and rates it once", async () => {
      const hostName = "Priya Host";
      const host = await registerMember(server.app, { name: hostName });
      const guest = await registerMember(server.app, { name: "Sam Guest" });
      const made = await create(server.app, host);
      expect(made.statusCode).toBe(201);
      const start = made.json<View>();
      expect(start.status).toBe("invited");
      expect(start.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
      expect(start.seq).toBe(5);
      expect(start.side).toBe("host");
      expect(start.guest).toBeNull();
      expect(start.state.level).toBe("friend");
      expect(start.state.seed).toBe(0);
      expect(start.state.rng).toEqual([0, 0, 0, 0]);
      // 128 bits from the secure generator, kept whole (ADR 0017).
      const seed = String((await storedRow(start.id)).wideSeed);
      expect(seed).toMatch(/^[0-9a-f]{32}$/);

      const preview = await server.app.inject({
        method: "GET",
        url: invitePath(start.code.toLowerCase()),
        headers: { cookie: guest },
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.json<InvitePreview>()).toMatchObject({
        code: start.code,
        id: start.id,
        hostName,
        format: "micro",
        formatLabel: expect.any(String),
        hostTeam: expect.any(String),
        guestTeam: expect.any(String),
        status: "invited",
        yours: false,
      });
      const ownPreview = await server.app.inject({
        method: "GET",
        url: invitePath(start.code),
        headers: { cookie: host },
      });
      expect(ownPreview.json<InvitePreview>().yours).toBe(true);

      const hostSocket = await TestSocket.open(server.url, { cookie: host });
      const guestSocket = await TestSocket.open(server.url, { cookie: guest });
      try {
        hostSocket.send({ type: "follow", id: start.id, seen: 0 });
        const first = await untilView(hostSocket, () => true);
        expect(first.from).toBe(0);
        expect(first.view.status).toBe("invited");

        const accepted = await accept(server.app, guest, start.code);
        expect(accepted.statusCode).toBe(200);
        const guestStart = accepted.json<View>();
        expect(guestStart.side).toBe("guest");
        expect(guestStart.status).toBe("playing");
        expect(guestStart.clock).toMatchObject({ waitingFor: "guest", length: 30_000 });
        // The host's socket hears that the invite was taken.
        await untilView(hostSocket, (m) => m.view.status === "playing");
        guestSocket.send({ type: "follow", id: start.id, seen: 0 });
        const guestFirst = await untilView(guestSocket, () => true);
        expect(guestFirst.view.guest?.connected).toBe(true);
        await untilView(hostSocket, (m) => m.view.guest?.connected === true);

        const ended = await playOut(hostSocket, guestSocket, guestFirst.view);
        for (const [side, view] of Object.entries(ended)) {
          expect(view.status, side).toBe("finished");
          expect(view.clock).toBeNull();
          expect(view.state.seed).toBe(0);
        }
        const hostEnd = await untilView(hostSocket, (m) => m.view.reveal !== null, 100).catch(() => null);
        const hostReveal = (hostEnd?.view ?? ended.host).reveal;
        expect(hostReveal?.seed).toBe(seed);
        const guestReveal =
          ended.guest.reveal ?? (await untilView(guestSocket, (m) => m.view.reveal !== null)).view.reveal;
        expect(guestReveal?.keptId).not.toBe(hostReveal?.keptId);
        // Nothing sent before the end names the seed.
        const early = [...hostSocket.received, ...guestSocket.received].filter(
          (t) => !t.includes('"reveal":{'),
        );
        expect(early.join("\n")).not.toContain(String(seed));
        expect(early.join("\n")).not.toContain(String(seed).slice(0, 8));

        // Every view's events follow on from the one before: each event sent once.
        const views = hostSocket.received
          .map((t) => JSON.parse(t) as Message)
          .filter((m): m is ViewMessage => m.type === "view");
        let seen = 0;
        const events: MatchEvent[] = [];
        for (const m of views) {
          expect(m.from).toBe(seen);
          seen = m.view.seq;
          events.push(...m.events);
        }
        const replayed = replay(
          engine,
          {
            seed,
            level: "friend",
            rulesVersion: hostReveal?.rulesVersion ?? 0,
            actions: hostReveal?.actions ?? [],
          },
          true,
        );
        expect(replayed.refusedAt).toBeNull();
        expect(publicState(replayed.state)).toEqual(ended.host.state);
        expect(events.filter((e) => e.type === "ball").length).toBe(
          (hostReveal?.actions ?? []).filter((a) => a.type === "playBall").length,
        );
        // The events sent are exactly the match's, in order.
        const actions = hostReveal?.actions ?? [];
        let state = replay(engine, {
          seed,
          level: "friend",
          rulesVersion: hostReveal?.rulesVersion ?? 0,
          actions: actions.slice(0, 5),
        }).state;
        const expected: MatchEvent[] = [];
        for (const action of actions.slice(5)) {
          const step = engine.step(state, action);
          if (!step.ok) throw new Error(step.error.message);
          expected.push(...step.events);
          state = step.state;
        }
        expect(events).toEqual(expected);
        // Each ball's first style was stored as a choice before it was acknowledged, and the
        // stored ball records both: the choice kept is the style the ball was played with.
        const choices = await storedChoices(start.id);
        const balls = actions.flatMap((action, seq) => (action.type === "playBall" ? [{ seq, action }] : []));
        expect(choices).toHaveLength(balls.length);
        for (const { seq, action } of balls) {
          const kept = choices.filter((c) => c.startsWith(`${seq}:`));
          expect(kept).toHaveLength(1);
          const [, side, style] = (kept[0] as string).split(":");
          expect(style).toBe(side === "host" ? action.style : (action as { other?: string }).other);
        }

        // Kept in both archives, rated once on the head-to-head ladder.
        for (const [cookie, reveal] of [
          [host, hostReveal],
          [guest, guestReveal],
        ] as const) {
          const kept = await server.app.inject({ method: "GET", url: "/api/matches", headers: { cookie } });
          const keptMatches = kept.json<{ matches: { id: number; level: string }[] }>().matches;
          expect(keptMatches.map((m) => m.id)).toEqual([reveal?.keptId]);
          expect(keptMatches[0]?.level).toBe("friend");
          expect((await ladder(cookie)).you?.matches).toBe(1);
        }
        expect((await storedRow(start.id)).ratedAt).not.toBeNull();
        // Looking again (a reload, another view) rates nothing more.
        const again = await server.app.inject({
          method: "GET",
          url: livePath(start.id),
          headers: { cookie: guest },
        });
        expect(again.json<View>().reveal).toEqual(guestReveal);
        expect((await ladder(host)).you?.matches).toBe(1);
        const computer = await server.app.inject({
          method: "GET",
          url: "/api/ladder",
          headers: { cookie: host },
        });
        expect(computer.json<{ you: unknown }>().you).toBeNull();
        const listed = await server.app.inject({
          method: "GET",
          url: LIVE_API.matches,
          headers: { cookie: host },
        });
        expect(listed.json<{ matches: View[] }>().matches).toEqual([]);
      } finally {
        hostSocket.close();
        guestSocket.close();
      }
    });

    it("refuses what is out of turn, forged, malformed or not the member's, changing nothing", async () => {
      const { host, guest, view } = await invited();
      const third = await registerMember(server.app);
      const id = view.id;
      const hostSocket = await TestSocket.open(server.url, { cookie: host });
      const guestSocket = await TestSocket.open(server.url, { cookie: guest });
      const thirdSocket = await TestSocket.open(server.url, { cookie: third });
      try {
        await followBoth(hostSocket, guestSocket, id);
        const refused = async (socket: TestSocket, message: unknown, code: string) => {
          socket.send(message);
          const answer = await nextError(socket);
          expect(answer.code, JSON.stringify(message)).toBe(code);
          expect(answer.message).toEqual(expect.any(String));
        };
        const toss = { type: "callToss", call: 0 };
        const before = await storedActions(id);
        // The guest calls the toss: the host may not.
        await refused(hostSocket, { type: "act", id, seq: 5, action: toss }, "out_of_turn");
        await refused(guestSocket, { type: "act", id, seq: 4, action: toss }, "out_of_turn");
        await refused(guestSocket, { type: "act", id, seq: 6, action: toss }, "out_of_turn");
        await refused(guestSocket, { type: "choose", id, seq: 5, style: "hitNormally" }, "out_of_turn");
        await refused(guestSocket, { type: "act", id, seq: 5, action: { type: "back" } }, "refused");
        await refused(
          guestSocket,
          { type: "act", id, seq: 5, action: { type: "chooseTeam", countryId: 3 } },
          "refused",
        );
        await refused(guestSocket, "{not json", "bad_message");
        await refused(guestSocket, { type: "act", id, seq: 5, action: { type: "fly" } }, "bad_message");
        await refused(guestSocket, { type: "react", id, reaction: "You stink" }, "bad_message");
        await refused(guestSocket, { type: "follow", id, seen: 99 }, "out_of_turn");
        await refused(thirdSocket, { type: "follow", id, seen: 0 }, "not_found");
        await refused(thirdSocket, { type: "act", id, seq: 5, action: toss }, "not_found");
        await refused(thirdSocket, { type: "choose", id, seq: 5, style: "hitNormally" }, "not_found");
        await refused(thirdSocket, { type: "react", id, reaction: "Good luck!" }, "not_found");
        expect(await storedActions(id)).toEqual(before);
        const asThird = await server.app.inject({
          method: "GET",
          url: livePath(id),
          headers: { cookie: third },
        });
        expect(asThird.statusCode).toBe(404);

        // A reaction reaches both.
        guestSocket.send({ type: "react", id, reaction: "Good luck!" });
        for (const socket of [hostSocket, guestSocket]) {
          for (;;) {
            const message = await socket.next<Message>();
            if (message.type === "view") continue;
            // Stamped with the server's clock when sent, as every message is.
            expect(message).toEqual({
              type: "reaction",
              id,
              side: "guest",
              reaction: "Good luck!",
              sentAt: expect.any(Number),
            });
            const { sentAt } = message as unknown as { sentAt: number };
            expect(Math.abs(sentAt - Date.now())).toBeLessThan(5000);
            break;
          }
        }

        // To the first ball.
        let state = (
          await server.app.inject({ method: "GET", url: livePath(id), headers: { cookie: host } })
        ).json<View>();
        while (turnOf(state.state) !== "both") {
          state = (await playOut(hostSocket, guestSocket, state, state.seq + 1)).host;
        }
        const seq = state.seq;
        const own = styleFor(state.state, "host", 0);
        const wrong = styleFor(state.state, "guest", 0);
        const actionsBefore = await storedActions(id);
        await refused(hostSocket, { type: "choose", id, seq, style: wrong }, "refused");
        await refused(hostSocket, { type: "choose", id, seq: seq + 1, style: own }, "out_of_turn");
        await refused(hostSocket, { type: "choose", id, seq: seq - 1, style: own }, "out_of_turn");
        await refused(hostSocket, { type: "act", id, seq, action: toss }, "out_of_turn");
        expect(await storedChoices(id)).toEqual([]);
        hostSocket.send({ type: "choose", id, seq, style: own });
        const chosen = await untilView(hostSocket, (m) => m.view.clock?.chosen.host === true);
        expect(chosen.view.clock?.chosen).toEqual({ host: true, guest: false });
        // The guest hears that the host chose, never what.
        const told = await untilView(guestSocket, (m) => m.view.clock?.chosen.host === true);
        expect(JSON.stringify(told)).not.toContain(own);
        await refused(hostSocket, { type: "choose", id, seq, style: own }, "out_of_turn");
        await refused(
          hostSocket,
          { type: "choose", id, seq, style: styleFor(state.state, "host", 1) },
          "out_of_turn",
        );
        expect(await storedChoices(id)).toEqual([`${seq}:host:${own}`]);
        expect(await storedActions(id)).toEqual(actionsBefore);
      } finally {
        hostSocket.close();
        guestSocket.close();
        thirdSocket.close();
      }
    });

    it("catches a member up from what they had seen when they come back mid-over", async () => {
      const { host, guest, view } = await invited();
      const id = view.id;
      const hostSocket = await TestSocket.open(server.url, { cookie: host });
      let guestSocket = await TestSocket.open(server.url, { cookie: guest });
      try {
        const start = await followBoth(hostSocket, guestSocket, id);
        const midOver = await playOut(hostSocket, guestSocket, start, 12);
        expect(midOver.guest.seq).toBe(12);
        guestSocket.close();
        await untilView(hostSocket, (m) => m.view.guest?.connected === false);
        guestSocket = await TestSocket.open(server.url, { cookie: guest });
        guestSocket.send({ type: "follow", id, seen: 9 });
        const caught = await untilView(guestSocket, () => true);
        expect(caught.from).toBe(9);
        expect(caught.view.seq).toBe(12);
        expect(caught.events.filter((e) => e.type === "ball").length).toBeGreaterThan(0);
        expect(caught.view.guest?.connected).toBe(true);
        const ended = await playOut(hostSocket, guestSocket, caught.view);
        expect(ended.guest.status).toBe("finished");
      } finally {
        hostSocket.close();
        guestSocket.close();
      }
    });

    it("plays a ball whose two styles were stored but not played (a process stopped between) when the match is next followed", async () => {
      const { host, guest, view } = await invited();
      const id = view.id;
      const hostSocket = await TestSocket.open(server.url, { cookie: host });
      const guestSocket = await TestSocket.open(server.url, { cookie: guest });
      let stuck: View;
      try {
        let now = await followBoth(hostSocket, guestSocket, id);
        // Mid-over, with balls behind it, at a ball.
        now = (await playOut(hostSocket, guestSocket, now, 12)).host;
        while (turnOf(now.state) !== "both")
          now = (await playOut(hostSocket, guestSocket, now, now.seq + 1)).host;
        stuck = now;
        expect(turnOf(stuck.state)).toBe("both");
      } finally {
        hostSocket.close();
        guestSocket.close();
      }
      // What a process that stopped after storing the second style leaves behind.
      const styles = { host: styleFor(stuck.state, "host", 0), guest: styleFor(stuck.state, "guest", 0) };
      for (const side of ["host", "guest"] as const) {
        await server.db.database.db
          .insertInto("liveChoice")
          .values({ matchId: id, seq: stuck.seq, side, style: styles[side], at: new Date().toISOString() })
          .execute();
      }
      expect(await storedActions(id)).toHaveLength(stuck.seq);
      const back = await TestSocket.open(server.url, { cookie: guest });
      try {
        back.send({ type: "follow", id, seen: stuck.seq });
        const played = await untilView(back, (m) => m.view.seq > stuck.seq);
        expect(played.view.seq).toBe(stuck.seq + 1);
        expect(played.from).toBe(stuck.seq);
        expect(played.events.some((e) => e.type === "ball")).toBe(true);
        expect(played.notice).toBeNull();
        const stored = await server.db.database.db
          .selectFrom("liveAction")
          .select(["action", "timedOut"])
          .where("matchId", "=", id)
          .where("seq", "=", stuck.seq)
          .executeTakeFirstOrThrow();
        expect(JSON.parse(stored.action)).toEqual({
          type: "playBall",
          style: styles.host,
          other: styles.guest,
        });
        expect(stored.timedOut).toBeNull();
      } finally {
        back.close();
      }
    });

    it("answers invites: unknown codes, your own, taken ones, withdrawn ones, and at most 3 open", async () => {
      const host = await registerMember(server.app);
      const guest = await registerMember(server.app);
      const late = await registerMember(server.app);
      const made = [];
      for (let i = 0; i < 3; i++) made.push((await create(server.app, host)).json<View>());
      const fourth = await create(server.app, host);
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().error.message).toMatch(/already have 3 open invites/);
      const listed = await server.app.inject({
        method: "GET",
        url: LIVE_API.matches,
        headers: { cookie: host },
      });
      expect(listed.json<{ matches: View[] }>().matches).toHaveLength(3);
      const [a, b, c] = made as [View, View, View];
      expect((await accept(server.app, host, a.code)).statusCode).toBe(409);
      expect((await accept(server.app, guest, "ZZZZZZ")).statusCode).toBe(404);
      expect((await accept(server.app, guest, "nope")).statusCode).toBe(404);
      expect(
        (await server.app.inject({ method: "GET", url: invitePath("ZZZZZZ"), headers: { cookie: guest } }))
          .statusCode,
      ).toBe(404);
      expect((await accept(server.app, guest, a.code)).statusCode).toBe(200);
      // A taken invite is its two members' business: anyone else is told there is none.
      const taken = await accept(server.app, late, a.code);
      expect(taken.statusCode).toBe(404);
      expect(taken.json().error.message).toBe("No such invite");
      const again = await accept(server.app, guest, a.code);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toMatch(/taken/);
      const cancel = (cookie: string, id: string) =>
        server.app.inject({
          method: "POST",
          url: `${livePath(id)}/cancel`,
          payload: {},
          headers: { origin: ORIGIN, cookie },
        });
      expect((await cancel(guest, b.id)).statusCode).toBe(404);
      expect((await cancel(host, a.id)).statusCode).toBe(409);
      const withdrawn = await cancel(host, b.id);
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json<View>().status).toBe("cancelled");
      expect((await accept(server.app, guest, b.code)).statusCode).toBe(404);
      expect((await accept(server.app, host, b.code)).statusCode).toBe(409);
      // Two open now (c and a new one); the accepted match is on for both.
      expect((await create(server.app, host)).statusCode).toBe(201);
      const guestList = await server.app.inject({
        method: "GET",
        url: LIVE_API.matches,
        headers: { cookie: guest },
      });
      expect(guestList.json<{ matches: View[] }>().matches.map((m) => m.id)).toEqual([a.id]);
      expect(c.status).toBe("invited");
      const bad = await create(server.app, host, { ...MICRO, format: "forever" });
      expect(bad.statusCode).toBe(400);
      // A live match is never a knockout: a setup naming one is refused in words.
      const knockout = await create(server.app, host, { ...MICRO, knockout: true });
      expect(knockout.statusCode).toBe(400);
      expect(knockout.json<{ error: { message: string } }>().error.message).toMatch(/never a knockout/);
      const visitor = await server.app.inject({
        method: "POST",
        url: LIVE_API.matches,
        payload: MICRO,
        headers: { origin: ORIGIN },
      });
      expect(visitor.statusCode).toBe(401);
    });

    it("lets one socket follow several matches", async () => {
      const host = await registerMember(server.app);
      const guest = await registerMember(server.app);
      const a = (await create(server.app, host)).json<View>();
      const b = (await create(server.app, host)).json<View>();
      const socket = await TestSocket.open(server.url, { cookie: host });
      try {
        socket.send({ type: "follow", id: a.id, seen: 5 });
        socket.send({ type: "follow", id: b.id, seen: 5 });
        expect((await untilView(socket, (m) => m.view.id === a.id)).view.status).toBe("invited");
        expect((await untilView(socket, (m) => m.view.id === b.id)).view.status).toBe("invited");
        expect((await accept(server.app, guest, b.code)).statusCode).toBe(200);
        const taken = await untilView(socket, (m) => m.view.status === "playing");
        expect(taken.view.id).toBe(b.id);
      } finally {
        socket.close();
      }
    });

    it("refuses the upgrade without a session or from another site", async () => {
      const cookie = await registerMember(server.app);
      await expect(TestSocket.open(server.url)).rejects.toEqual(new UpgradeRefused(401));
      await expect(TestSocket.open(server.url, { cookie, origin: "https://evil.example" })).rejects.toEqual(
        new UpgradeRefused(403),
      );
      const plain = await server.app.inject({ method: "GET", url: LIVE_API.socket, headers: { cookie } });
      expect(plain.statusCode).toBe(426);
    });

    describe("with short clocks", () => {
      let quick: FastifyInstance;
      let quickUrl: string;
      const timing: Partial<LiveTiming> = {
        choiceMs: 300,
        decisionMs: 300,
        warnAfterMs: 60_000,
        forfeitAfterMs: 120_000,
      };
      beforeAll(async () => {
        quick = await testApp(server.db, { liveTiming: timing });
        quickUrl = await listen(quick);
      });
      afterAll(async () => {
        await quick?.close();
      });

      it("plays the default for whoever lets the clock run out, and says so", async () => {
        const { host, guest, guestName, view } = await invited(quick);
        const id = view.id;
        const hostSocket = await TestSocket.open(quickUrl, { cookie: host });
        const guestSocket = await TestSocket.open(quickUrl, { cookie: guest });
        try {
          await followBoth(hostSocket, guestSocket, id);
          // The guest does not call the toss: crown is called for them.
          const called = await untilView(hostSocket, (m) => m.view.seq === 6);
          expect(called.notice).toBe(`Time ran out for ${guestName}: crown was called`);
          expect((await untilView(guestSocket, (m) => m.view.seq === 6)).notice).toBe(called.notice);
          // Let the clock play on to the first ball (the choice, the bowler).
          let now = called.view;
          while (turnOf(now.state) !== "both")
            now = (await untilView(hostSocket, (m) => m.view.seq > now.seq)).view;
          const seq = now.seq;
          const hostBats = engine.userRole(now.state) === "bat";
          hostSocket.send({ type: "choose", id, seq, style: hostBats ? "hitAggressively" : "takeWicket" });
          const ball = await untilView(hostSocket, (m) => m.view.seq === seq + 1);
          const normal = hostBats ? "Try Regular Ball" : "Hit Normally";
          expect(ball.notice).toBe(`Time ran out for ${guestName}: ${normal} was played`);
          const stored = await storedActions(id);
          expect(JSON.parse((stored[seq] as string).slice(String(seq).length + 1))).toEqual({
            type: "playBall",
            style: hostBats ? "hitAggressively" : "takeWicket",
            other: hostBats ? "regularBall" : "hitNormally",
          });
        } finally {
          hostSocket.close();
          guestSocket.close();
        }
      });
    });

    describe("with short absences", () => {
      let quick: FastifyInstance;
      let quickUrl: string;
      beforeAll(async () => {
        quick = await testApp(server.db, {
          liveTiming: { choiceMs: 60_000, decisionMs: 60_000, warnAfterMs: 200, forfeitAfterMs: 600 },
        });
        quickUrl = await listen(quick);
      });
      afterAll(async () => {
        await quick?.close();
      });

      it("warns of an absent side, then ends the match as forfeited by it, rated once and not kept", async () => {
        const { host, guest, view } = await invited(quick);
        const id = view.id;
        const hostSocket = await TestSocket.open(quickUrl, { cookie: host });
        const guestSocket = await TestSocket.open(quickUrl, { cookie: guest });
        try {
          hostSocket.send({ type: "follow", id, seen: 5 });
          guestSocket.send({ type: "follow", id, seen: 5 });
          await untilView(guestSocket, () => true);
          await untilView(hostSocket, (m) => m.view.guest?.connected === true);
          guestSocket.close();
          const away = await untilView(hostSocket, (m) => m.view.guest?.connected === false);
          expect(away.view.status).toBe("playing");
          const warned = await untilView(hostSocket, (m) => m.view.guest?.forfeitAt !== null);
          expect(warned.view.guest?.forfeitAt).toBeGreaterThan(Date.now() - 1000);
          const over = await untilView(hostSocket, (m) => m.view.status === "forfeited");
          expect(over.view.forfeitedBy).toBe("guest");
          expect(over.view.reveal).toMatchObject({
            keptId: null,
            seed: expect.stringMatching(/^[0-9a-f]{32}$/),
          });
          const row = await storedRow(id);
          expect(row.ratedAt).not.toBeNull();
          const hostLine = await ladder(host);
          const guestLine = await ladder(guest);
          expect(hostLine.you?.matches).toBe(1);
          expect(guestLine.you?.matches).toBe(1);
          const wins = await server.db.database.db
            .selectFrom("rating")
            .select(["userId", "wins", "losses"])
            .where("kind", "=", "friend")
            .where("userId", "in", [row.hostId, row.guestId as string])
            .execute();
          expect(wins.find((r) => r.userId === row.hostId)).toMatchObject({ wins: 1, losses: 0 });
          expect(wins.find((r) => r.userId === row.guestId)).toMatchObject({ wins: 0, losses: 1 });
          const kept = await quick.inject({ method: "GET", url: "/api/matches", headers: { cookie: host } });
          expect(kept.json<{ matches: unknown[] }>().matches).toEqual([]);
          // Nothing more is played in it.
          hostSocket.send({ type: "act", id, seq: 5, action: { type: "callToss", call: 0 } });
          expect((await nextError(hostSocket)).code).toBe("refused");
        } finally {
          hostSocket.close();
        }
      });
    });

    // Two processes share a database only on PostgreSQL (SQLite is one process's file).
    if (kind.name === "postgres")
      it("plays a whole match between two server processes, the host on one and the guest on the other", async () => {
        const secondDatabase: Database = await openDatabase(server.db.config);
        const second = await testApp({ ...server.db, database: secondDatabase });
        const secondUrl = await listen(second);
        const { host, guest, view } = await invited();
        const id = view.id;
        const hostSocket = await TestSocket.open(server.url, { cookie: host });
        const guestSocket = await TestSocket.open(secondUrl, { cookie: guest });
        try {
          hostSocket.send({ type: "follow", id, seen: 5 });
          guestSocket.send({ type: "follow", id, seen: 5 });
          await untilView(hostSocket, (m) => m.view.guest?.connected === true);
          const start = (await untilView(guestSocket, (m) => m.view.host.connected)).view;
          const ended = await playOut(hostSocket, guestSocket, start);
          expect(ended.host.status).toBe("finished");
          expect(ended.guest.status).toBe("finished");
          expect(ended.guest.seq).toBe(ended.host.seq);
          expect((await ladder(host)).you?.matches).toBe(1);
          expect((await ladder(guest)).you?.matches).toBe(1);
        } finally {
          hostSocket.close();
          guestSocket.close();
          await second.close();
          await secondDatabase.close();
        }
      }, 30_000);
  });
}

describe("the live routes' limits", () => {
  const kind = kinds[0]!;
  const server = useTestServer(kind, {
    deps: {
      limits: { liveCreates: { window: 3600, max: 2 }, liveOpenInvites: 10 },
      liveSocket: { heartbeat: 150, messagesPerSecond: 3, tooFastStrikes: 2 },
    },
    listen: LIVE_API.socket,
  });

  const create = (cookie: string) =>
    server.app.inject({
      method: "POST",
      url: LIVE_API.matches,
      payload: MICRO,
      headers: { origin: ORIGIN, cookie },
    });

  it("refuses a member's third match in the hour with a 429 and Retry-After", async () => {
    const cookie = await registerMember(server.app);
    expect((await create(cookie)).statusCode).toBe(201);
    expect((await create(cookie)).statusCode).toBe(201);
    const third = await create(cookie);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect(third.json().error.message).toMatch(/Too many live matches made/);
  });

  it("answers messages over the rate with too_fast, and ends a socket that does not answer pings", async () => {
    const cookie = await registerMember(server.app);
    const socket = await TestSocket.open(server.url, { cookie });
    for (let i = 0; i < 6; i++) socket.send({ type: "follow", id: "AAAAAAAAAAAAAAAAAAAAAA", seen: 0 });
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await socket.next<ErrorMessage>()).code);
    expect(codes.filter((c) => c === "too_fast")).toHaveLength(3);
    expect(codes.filter((c) => c === "not_found")).toHaveLength(3);
    socket.close();
    const deaf = await TestSocket.open(server.url, { cookie, autoPong: false });
    expect((await deaf.closed).code).toBe(1006);
  });

  it("rates a live match on the head-to-head ladder exactly once", async () => {
    const host = await registerMember(server.app, { name: "Rated Host" });
    const guest = await registerMember(server.app, { name: "Rated Guest" });
    const { id, code } = (await create(host)).json<View>();
    const accepted = await server.app.inject({
      method: "POST",
      url: `${invitePath(code)}/accept`,
      payload: {},
      headers: { origin: ORIGIN, cookie: guest },
    });
    expect(accepted.statusCode).toBe(200);
    const row = await server.db.database.db
      .selectFrom("liveMatch")
      .select(["hostId", "guestId"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const ratings = ratingRepository(server.db.database);
    const rate = () =>
      ratings.rateLive({
        matchId: id,
        hostId: row.hostId,
        guestId: row.guestId as string,
        hostScore: 1,
        at: new Date(),
        initial: NEW_RATING,
        step: (a, b) => rateHeadToHead(a, b, 1),
      });
    const [first, second] = await Promise.all([rate(), rate()]);
    const done = [first, second].filter((r) => r !== null);
    expect(done).toHaveLength(1);
    expect(done[0]?.host.rating).toBeGreaterThan(NEW_RATING.rating);
    expect(done[0]?.guest.rating).toBeLessThan(NEW_RATING.rating);
    expect(await rate()).toBeNull();
    const line = await server.app.inject({
      method: "GET",
      url: "/api/ladder?kind=friend",
      headers: { cookie: host },
    });
    expect(line.json<{ you: { matches: number; rank: number } }>().you).toMatchObject({
      matches: 1,
      rank: 1,
    });
    const bad = await server.app.inject({
      method: "GET",
      url: "/api/ladder?kind=chess",
      headers: { cookie: host },
    });
    expect(bad.statusCode).toBe(400);
  });
});
