import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { type Action, replay } from "../../engine/index.ts";
import { RANKED_API, rankedAbandonPath, rankedPath } from "../../shared/ranked-types.ts";
import { openDatabase, type Database } from "../db/database.ts";
import { publicState } from "../ranked/referee.ts";
import { rankedRepository } from "../db/ranked-repository.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { ORIGIN, registerMember, testApp, listenForSockets, signOut } from "../test-support/test-app.ts";
import { TestSocket, UpgradeRefused } from "../test-support/ws-client.ts";
import { firstChoice } from "../test-support/first-choice.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";
import {
  type RankedMatchView as View,
  type RankedMessage as Message,
  type RankedViewMessage as ViewMessage,
  type RankedErrorMessage as ErrorMessage,
} from "../test-support/match-messages.ts";
import { storedActions as storedActionRows, storedWideSeed } from "../test-support/stored-rows.ts";

/** India v Australia at a ground of India's, Micro (one over a side). */
const MICRO = { format: "micro", teamId: 1, opponentId: 2, stadiumId: "" };

/** The app listening, and the address of its sockets. */
const listen = (app: FastifyInstance): Promise<string> => listenForSockets(app, RANKED_API.socket);

function expectBlank(view: View): void {
  expect(view.state.seed).toBe(0);
  expect(view.state.rng).toEqual([0, 0, 0, 0]);
}

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`ranked matches on ${kind.name}`, () => {
    const server = useTestServer(kind, { listen: RANKED_API.socket });

    beforeAll(async () => {
      const [stadium] = engine.stadiumsFor(MICRO.teamId);
      MICRO.stadiumId = stadium?.id ?? "";
    });

    const create = (cookie: string, body: unknown = MICRO) =>
      server.app.inject({
        method: "POST",
        url: RANKED_API.matches,
        payload: body as object,
        headers: { origin: ORIGIN, cookie },
      });
    const storedActions = (id: string) => storedActionRows(server.db, "rankedAction", id);
    const storedSeed = (id: string) => storedWideSeed(server.db, id);

    it("plays a whole Micro match over the socket, shows nothing of the seed before the end, and keeps it", async () => {
      const cookie = await registerMember(server.app);
      const created = await create(cookie);
      expect(created.statusCode).toBe(201);
      const start = created.json<View>();
      expect(start.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(start.seq).toBe(5);
      expect(start.reveal).toBeNull();
      expect(start.state.level).toBe("international");
      expect(engine.stage(start.state).name).toBe("toss");
      expectBlank(start);
      // 128 bits from the secure generator, kept whole (ADR 0017).
      const seed = await storedSeed(start.id);
      expect(seed).toMatch(/^[0-9a-f]{32}$/);
      expect((await storedActions(start.id)).map((a) => JSON.parse(a.action).type)).toEqual([
        "chooseFormat",
        "chooseTeam",
        "chooseOpponent",
        "chooseLocation",
        "chooseStadium",
      ]);

      const listed = await server.app.inject({ method: "GET", url: RANKED_API.matches, headers: { cookie } });
      expect(listed.json<{ matches: View[] }>().matches.map((m) => m.id)).toEqual([start.id]);
      const one = await server.app.inject({ method: "GET", url: rankedPath(start.id), headers: { cookie } });
      expect(one.statusCode).toBe(200);
      expect(one.json<View>().seq).toBe(5);

      const socket = await TestSocket.open(server.url, { cookie });
      socket.send({ type: "follow", id: start.id, seen: 0 });
      const followed = await socket.next<ViewMessage>();
      expect(followed.type).toBe("view");
      expect(followed.from).toBe(0);
      expect(followed.view.seq).toBe(5);
      // The setup the server played is choices only: no events yet.
      expect(followed.events).toEqual([]);

      let view = followed.view;
      let steps = 0;
      while (view.reveal === null) {
        expectBlank(view);
        const action = firstChoice(engine, view.state);
        socket.send({ type: "act", id: start.id, seq: view.seq, action });
        const answer = await socket.next<Message>();
        if (answer.type !== "view") throw new Error(`refused: ${answer.message}`);
        expect(answer.from).toBe(view.seq);
        expect(answer.view.seq).toBe(view.seq + 1);
        view = answer.view;
        if (++steps > 200) throw new Error("the match did not end");
      }
      expectBlank(view);
      expect(engine.stage(view.state).name).toBe("finished");
      // Nothing sent before the last answer names the seed.
      const beforeEnd = socket.received.slice(0, -1).join("\n") + created.body + listed.body + one.body;
      expect(beforeEnd).not.toMatch(/"seed":[1-9]/);
      expect(beforeEnd).not.toMatch(/"seed":"/);
      expect(beforeEnd).not.toContain(String(seed));
      expect(beforeEnd).not.toContain(String(seed).slice(0, 8));

      const reveal = view.reveal;
      expect(reveal.seed).toBe(seed);
      expect(reveal.actions).toHaveLength(view.seq);
      const replayed = replay(engine, {
        seed: reveal.seed,
        level: "international",
        rulesVersion: reveal.rulesVersion,
        actions: reveal.actions,
      });
      expect(replayed.refusedAt).toBeNull();
      expect(publicState(replayed.state)).toEqual(view.state);

      const kept = await server.app.inject({ method: "GET", url: "/api/matches", headers: { cookie } });
      const keptMatches = kept.json<{ matches: { id: number; result: string; level: string }[] }>().matches;
      expect(keptMatches.map((m) => m.id)).toEqual([reveal.keptId]);
      expect(keptMatches[0]?.result).toBe(replayed.state.result?.text);
      expect(keptMatches[0]?.level).toBe("international");
      const gone = await server.app.inject({ method: "GET", url: RANKED_API.matches, headers: { cookie } });
      expect(gone.json<{ matches: View[] }>().matches).toEqual([]);
      // The kept record carries the wide seed, and replays to the same match.
      const keptOne = await server.app.inject({
        method: "GET",
        url: `/api/matches/${reveal.keptId}`,
        headers: { cookie },
      });
      const keptMatch = keptOne.json<{
        match: { seed: number | string; actions: Action[]; rulesVersion: number };
      }>().match;
      expect(keptMatch.seed).toBe(seed);
      const fromArchive = replay(engine, { ...keptMatch, level: "international" });
      expect(fromArchive.refusedAt).toBeNull();
      expect(publicState(fromArchive.state)).toEqual(view.state);

      // Once finished, any view carries the reveal; nothing more is played.
      const after = await server.app.inject({
        method: "GET",
        url: rankedPath(start.id),
        headers: { cookie },
      });
      expect(after.json<View>().reveal).toEqual(reveal);
      socket.send({ type: "act", id: start.id, seq: view.seq, action: { type: "startMatch" } });
      expect(await socket.next<ErrorMessage>()).toMatchObject({
        type: "error",
        code: "refused",
        id: start.id,
      });
      socket.close();
    });

    it("plays out and keeps a match made before wide seeds by its narrow seed, as it was", async () => {
      const cookie = await registerMember(server.app);
      const made = (await create(cookie)).json<View>();
      const { userId } = await server.db.database.db
        .selectFrom("rankedMatch")
        .select("userId")
        .where("id", "=", made.id)
        .executeTakeFirstOrThrow();
      const setup = (await storedActions(made.id)).map((a) => a.action);
      // The match made is over (only one may be unfinished); its setup starts the narrow one.
      await server.db.database.db
        .updateTable("rankedMatch")
        .set({ finishedAt: new Date().toISOString() })
        .where("id", "=", made.id)
        .execute();
      // A row as the server wrote it before wide seeds: the uint32 in `seed`, no wide seed.
      const id = "narrowSeedMatch_000001";
      const narrow = 4_000_000_001;
      await rankedRepository(server.db.database).create({
        id,
        userId,
        seed: narrow,
        level: "international",
        rulesVersion: made.state.rulesVersion,
        createdAt: new Date(),
        actions: setup,
      });
      expect(await storedSeed(id)).toBeNull();

      const socket = await TestSocket.open(server.url, { cookie });
      socket.send({ type: "follow", id, seen: 0 });
      let view = (await socket.next<ViewMessage>()).view;
      for (let steps = 0; view.reveal === null; steps++) {
        if (steps > 200) throw new Error("the match did not end");
        socket.send({ type: "act", id, seq: view.seq, action: firstChoice(engine, view.state) });
        const answer = await socket.next<Message>();
        if (answer.type !== "view") throw new Error(`refused: ${answer.message}`);
        view = answer.view;
      }
      socket.close();
      expect(view.reveal.seed).toBe(narrow);
      const expected = replay(engine, {
        seed: narrow,
        level: "international",
        rulesVersion: view.reveal.rulesVersion,
        actions: view.reveal.actions,
      });
      expect(expected.refusedAt).toBeNull();
      expect(publicState(expected.state)).toEqual(view.state);
      const kept = await server.app.inject({
        method: "GET",
        url: `/api/matches/${view.reveal.keptId}`,
        headers: { cookie },
      });
      expect(kept.json<{ match: { seed: number | string } }>().match.seed).toBe(narrow);
    });

    it("refuses what is out of turn, illegal, malformed, too large or not the member's, changing nothing", async () => {
      const cookie = await registerMember(server.app);
      const other = await registerMember(server.app);
      const { id } = (await create(cookie)).json<View>();
      const theirs = (await create(other)).json<View>().id;
      const socket = await TestSocket.open(server.url, { cookie });
      const expectError = async (message: unknown, code: string, withId: string | null = id) => {
        socket.send(message);
        const answer = await socket.next<ErrorMessage>();
        expect(answer.type).toBe("error");
        expect(answer.code).toBe(code);
        expect(answer.message).toEqual(expect.any(String));
        if (withId !== null) expect(answer.id).toBe(withId);
        else expect(answer.id).toBeUndefined();
      };
      const toss = { type: "callToss", call: 1 };

      const before = await storedActions(id);
      await expectError({ type: "act", id, seq: 3, action: toss }, "out_of_turn");
      await expectError({ type: "act", id, seq: 9, action: toss }, "out_of_turn");
      await expectError({ type: "act", id, seq: 5, action: { type: "playBall", style: "block" } }, "refused");
      await expectError({ type: "act", id, seq: 5, action: { type: "back" } }, "refused");
      await expectError("{not json", "bad_message", null);
      await expectError({ type: "act", id, seq: 5, action: { type: "fly" } }, "bad_message");
      await expectError({ type: "resign", id }, "bad_message");
      await expectError({ type: "follow", id, seen: -1 }, "bad_message");
      await expectError({ type: "follow", id, seen: 9 }, "out_of_turn");
      await expectError(
        { type: "act", id, seq: 5, action: toss, padding: "x".repeat(5000) },
        "bad_message",
        null,
      );
      await expectError({ type: "follow", id: theirs, seen: 0 }, "not_found", theirs);
      await expectError({ type: "act", id: theirs, seq: 5, action: toss }, "not_found", theirs);
      await expectError(
        { type: "follow", id: "no-such-match-at-all", seen: 0 },
        "not_found",
        "no-such-match-at-all",
      );
      expect(await storedActions(id)).toEqual(before);
      expect(await storedActions(theirs)).toHaveLength(5);

      // Played once; the same message again is out of turn.
      socket.send({ type: "act", id, seq: 5, action: toss });
      expect((await socket.next<ViewMessage>()).view.seq).toBe(6);
      const played = await storedActions(id);
      expect(played).toHaveLength(6);
      await expectError({ type: "act", id, seq: 5, action: toss }, "out_of_turn");
      expect(await storedActions(id)).toEqual(played);

      // Another member's match over HTTP is a 404, as one that does not exist.
      const asOther = await server.app.inject({
        method: "GET",
        url: rankedPath(id),
        headers: { cookie: other },
      });
      const missing = await server.app.inject({
        method: "GET",
        url: rankedPath("AAAAAAAAAAAAAAAAAAAAAA"),
        headers: { cookie },
      });
      expect(asOther.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(asOther.json()).toEqual(missing.json());

      // A frame far over the limit ends the socket.
      socket.send(JSON.stringify({ type: "follow", id, seen: 0, padding: "x".repeat(100_000) }));
      expect((await socket.closed).code).toBe(1009);
      expect(await storedActions(id)).toEqual(played);
    });

    it("refuses the upgrade without a session or from another site", async () => {
      const cookie = await registerMember(server.app);
      await expect(TestSocket.open(server.url)).rejects.toEqual(new UpgradeRefused(401));
      await expect(
        TestSocket.open(server.url, { cookie: "better-auth.session_token=forged.value" }),
      ).rejects.toEqual(new UpgradeRefused(401));
      await expect(TestSocket.open(server.url, { cookie, origin: "https://evil.example" })).rejects.toEqual(
        new UpgradeRefused(403),
      );
      const plain = await server.app.inject({ method: "GET", url: RANKED_API.socket, headers: { cookie } });
      expect(plain.statusCode).toBe(426);
      expect(plain.json()).toEqual({ error: { message: expect.any(String) } });
    });

    it("serves a match from a second server process on the same database, each seeing the other's actions", async () => {
      const secondDatabase: Database = await openDatabase(server.db.config);
      const second = await testApp({ ...server.db, database: secondDatabase });
      const secondUrl = await listen(second);
      const cookie = await registerMember(server.app);
      const { id } = (await create(cookie)).json<View>();
      const a = await TestSocket.open(server.url, { cookie });
      const b = await TestSocket.open(secondUrl, { cookie });
      try {
        b.send({ type: "follow", id, seen: 5 });
        expect((await b.next<ViewMessage>()).view.seq).toBe(5);
        a.send({ type: "act", id, seq: 5, action: { type: "callToss", call: 0 } });
        expect((await a.next<ViewMessage>()).view.seq).toBe(6);

        // The second process had the match at 5 in memory: it reads what the first stored.
        b.send({ type: "follow", id, seen: 5 });
        const seen = await b.next<ViewMessage>();
        expect(seen.view.seq).toBe(6);
        expect(seen.from).toBe(5);
        expect(seen.events.length).toBeGreaterThan(0);
        const next = firstChoice(engine, seen.view.state);
        b.send({ type: "act", id, seq: 6, action: next });
        expect((await b.next<ViewMessage>()).view.seq).toBe(7);
        a.send({ type: "act", id, seq: 6, action: next });
        expect(await a.next<ErrorMessage>()).toMatchObject({ type: "error", code: "out_of_turn", id });

        // Both play the same place at once: one is stored, the other is out of turn.
        a.send({ type: "follow", id, seen: 7 });
        const atSeven = await a.next<ViewMessage>();
        const action = firstChoice(engine, atSeven.view.state);
        a.send({ type: "act", id, seq: 7, action });
        b.send({ type: "act", id, seq: 7, action });
        const answers = [await a.next<Message>(), await b.next<Message>()];
        expect(answers.map((m) => m.type).sort()).toEqual(["error", "view"]);
        expect(answers.find((m) => m.type === "error")).toMatchObject({ code: "out_of_turn" });
        expect(await storedActions(id)).toHaveLength(8);
      } finally {
        a.close();
        b.close();
        await second.close();
        await secondDatabase.close();
      }
    });

    const abandon = (cookie: string, id: string) =>
      server.app.inject({ method: "POST", url: rankedAbandonPath(id), headers: { origin: ORIGIN, cookie } });
    const ladderLine = async (cookie: string) =>
      (await server.app.inject({ method: "GET", url: "/api/ladder", headers: { cookie } })).json<{
        you: { rating: number; matches: number } | null;
      }>().you;

    it("abandons a match as a loss on the ladder, once, and plays nothing of it after", async () => {
      const cookie = await registerMember(server.app);
      const other = await registerMember(server.app);
      const made = (await create(cookie)).json<View>();
      expect(made.ended).toBeNull();
      expect((await abandon(other, made.id)).statusCode).toBe(404);
      expect((await abandon(cookie, "no-such-match-of-ours")).statusCode).toBe(404);
      expect(await ladderLine(cookie)).toBeNull();

      const abandoned = await abandon(cookie, made.id);
      expect(abandoned.statusCode).toBe(200);
      expect(abandoned.json<View>()).toMatchObject({ id: made.id, ended: "abandoned", reveal: null });
      const line = await ladderLine(cookie);
      expect(line?.matches).toBe(1);
      expect(line?.rating).toBeLessThan(1500);

      const again = await abandon(cookie, made.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toMatch(/abandoned this ranked match/);
      const socket = await TestSocket.open(server.url, { cookie });
      socket.send({ type: "act", id: made.id, seq: made.seq, action: firstChoice(engine, made.state) });
      expect(await socket.next<ErrorMessage>()).toMatchObject({ type: "error", code: "refused" });
      socket.close();
      expect((await ladderLine(cookie))?.matches).toBe(1);
      const listed = await server.app.inject({ method: "GET", url: RANKED_API.matches, headers: { cookie } });
      expect(listed.json<{ matches: View[] }>().matches).toEqual([]);
      expect(
        (
          await server.app.inject({ method: "GET", url: rankedPath(made.id), headers: { cookie } })
        ).json<View>().ended,
      ).toBe("abandoned");
      expect((await create(cookie)).statusCode).toBe(201);
    });

    it("ends a match with no action for the idle time as a loss, and keeps one played in time", async () => {
      // Six seconds idle, looked for five times a second. (With three, a busy machine ended the
      // idle match late enough that the check of the other fell past its own idle time.)
      const sweeping = await testApp(server.db, { rankedIdle: { hours: 6 / 3600, sweepMs: 200 } });
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      try {
        const idle = await registerMember(sweeping);
        const playing = await registerMember(sweeping);
        const post = (cookie: string) =>
          sweeping.inject({
            method: "POST",
            url: RANKED_API.matches,
            payload: MICRO,
            headers: { origin: ORIGIN, cookie },
          });
        const seen = (cookie: string, id: string) =>
          sweeping
            .inject({ method: "GET", url: rankedPath(id), headers: { cookie } })
            .then((r) => r.json<View>());
        const left = (await post(idle)).json<View>();
        const played = (await post(playing)).json<View>();
        const madeAt = Date.now();
        const socket = await TestSocket.open(await listen(sweeping), { cookie: playing });
        const act = async (view: View) => {
          socket.send({ type: "act", id: view.id, seq: view.seq, action: firstChoice(engine, view.state) });
          const answer = await socket.next<Message>();
          if (answer.type !== "view") throw new Error(`refused: ${answer.message}`);
          return answer.view;
        };
        // Halfway through the idle time the other member plays: their clock starts again.
        await pause(3000);
        const after = await act(played);
        let ended = await seen(idle, left.id);
        for (let waited = 0; ended.ended === null && waited < 15_000; waited += 100) {
          await pause(100);
          ended = await seen(idle, left.id);
        }
        expect(ended.ended).toBe("idle");
        // Past the idle time since it was made, within it since its last action: still on.
        await pause(Math.max(0, madeAt + 6800 - Date.now()));
        expect((await seen(playing, played.id)).ended).toBeNull();
        expect((await act(after)).ended).toBeNull();
        socket.close();
        const line = (
          await sweeping.inject({ method: "GET", url: "/api/ladder", headers: { cookie: idle } })
        ).json<{ you: { rating: number; matches: number } | null }>().you;
        expect(line?.matches).toBe(1);
        expect(line?.rating).toBeLessThan(1500);
      } finally {
        await sweeping.close();
      }
    });

    it("refuses bad setups in words, a second unfinished match, and visitors", async () => {
      const cookie = await registerMember(server.app);
      const bad = async (body: unknown, words: RegExp) => {
        const res = await create(cookie, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toMatch(words);
      };
      await bad({ ...MICRO, format: "forever" }, /format must be one of .*micro/);
      await bad({ ...MICRO, opponentId: MICRO.teamId }, /different countries/);
      await bad({ ...MICRO, teamId: 9999 }, /teamId must be the id of a country/);
      await bad({ ...MICRO, stadiumId: "nowhere" }, /stadiumId must be the id of a ground/);
      await bad({ ...MICRO, extra: 1 }, /.+/);
      await bad({ ...MICRO, knockout: true }, /never a knockout/);
      await bad({ ...MICRO, knockout: false }, /never a knockout/);
      await bad([], /.+/);
      expect((await create(cookie)).statusCode).toBe(201);
      const second = await create(cookie);
      expect(second.statusCode).toBe(409);
      expect(second.json().error.message).toMatch(/You have a ranked match on: finish it, or abandon it/);
      const listed = await server.app.inject({ method: "GET", url: RANKED_API.matches, headers: { cookie } });
      expect(listed.json<{ matches: View[] }>().matches).toHaveLength(1);
      const visitor = await server.app.inject({
        method: "POST",
        url: RANKED_API.matches,
        payload: MICRO,
        headers: { origin: ORIGIN },
      });
      expect(visitor.statusCode).toBe(401);
    });
  });
}

describe("the ranked socket's limits", () => {
  const kind = kinds[0]!;
  const server = useTestServer(kind, {
    deps: {
      limits: { rankedCreates: { window: 3600, max: 2 } },
      rankedSocket: { heartbeat: 150, messagesPerSecond: 3, tooFastStrikes: 2 },
    },
    listen: RANKED_API.socket,
  });

  const create = (cookie: string) =>
    server.app.inject({
      method: "POST",
      url: RANKED_API.matches,
      payload: { ...MICRO, stadiumId: engine.stadiumsFor(MICRO.teamId)[0]?.id },
      headers: { origin: ORIGIN, cookie },
    });

  it("refuses a member's third match in the hour with a 429 and Retry-After", async () => {
    const cookie = await registerMember(server.app);
    for (let i = 0; i < 2; i++) {
      const made = await create(cookie);
      expect(made.statusCode).toBe(201);
      const abandoned = await server.app.inject({
        method: "POST",
        url: rankedAbandonPath(made.json<View>().id),
        headers: { origin: ORIGIN, cookie },
      });
      expect(abandoned.statusCode).toBe(200);
    }
    const third = await create(cookie);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect(third.json().error.message).toMatch(/Too many ranked matches started/);
  });

  it("answers messages over the rate with too_fast, and closes a socket that keeps on", async () => {
    const cookie = await registerMember(server.app);
    const { id } = (await create(cookie)).json<View>();
    const socket = await TestSocket.open(server.url, { cookie });
    for (let i = 0; i < 6; i++) socket.send({ type: "follow", id, seen: 5 });
    const messages: Message[] = [];
    for (let i = 0; i < 6; i++) messages.push(await socket.next<Message>());
    expect(messages.filter((m) => m.type === "view")).toHaveLength(3);
    expect(messages.filter((m) => m.type === "error" && m.code === "too_fast")).toHaveLength(3);
    // A second second over the limit ends it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (let i = 0; i < 6; i++) socket.send({ type: "follow", id, seen: 5 });
    expect((await socket.closed).code).toBe(1008);
  });

  it("ends a socket that does not answer pings, and one whose member signed out", async () => {
    const cookie = await registerMember(server.app);
    const deaf = await TestSocket.open(server.url, { cookie, autoPong: false });
    const live = await TestSocket.open(server.url, { cookie });
    expect((await deaf.closed).code).toBe(1006);
    expect(live.ws.readyState).toBe(live.ws.OPEN);
    const out = await signOut(server.app, cookie);
    expect(out.statusCode).toBe(200);
    expect(await live.next<ErrorMessage>()).toMatchObject({ type: "error", code: "signed_out" });
    expect((await live.closed).code).toBe(4401);
  });
  it("closes the socket of a client that does not read its answers (1013)", async () => {
    const unread = await testApp(server.db, {
      rankedSocket: { messagesPerSecond: 10_000, maxBuffered: 64 * 1024 },
    });
    const unreadUrl = await listen(unread);
    try {
      const cookie = await registerMember(unread);
      const created = await unread.inject({
        method: "POST",
        url: RANKED_API.matches,
        payload: { ...MICRO, stadiumId: engine.stadiumsFor(MICRO.teamId)[0]?.id },
        headers: { origin: ORIGIN, cookie },
      });
      let view = created.json<View>();
      const { id } = view;
      const socket = await TestSocket.open(unreadUrl, { cookie });
      // A finished match: following it from the start sends every event (tens of kilobytes).
      while (view.reveal === null) {
        socket.send({ type: "act", id, seq: view.seq, action: firstChoice(engine, view.state) });
        view = (await socket.next<ViewMessage>()).view;
      }
      const tcp = (socket.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
      tcp.pause();
      // Far more than the kernel's buffers hold.
      for (let i = 0; i < 3000; i++) socket.send({ type: "follow", id, seen: 0 });
      // Until the server gives up on it (it closes the socket once 64 KiB wait unsent).
      const serverSide = () => [...unread.websocketServer.clients][0];
      for (let waited = 0; serverSide()?.readyState === 1 && waited < 20_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(serverSide()?.bufferedAmount).toBeGreaterThan(64 * 1024);
      tcp.resume();
      expect((await socket.closed).code).toBe(1013);
    } finally {
      await unread.close();
    }
  }, 30_000);
});
