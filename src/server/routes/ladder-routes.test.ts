import { describe, expect, it } from "vitest";
import { replay } from "../../engine/index.ts";
import type { ArchivedMatch } from "../../shared/api-types.ts";
import {
  LADDER_API,
  type LadderResponse,
  type RatingChangeResponse,
  type RatingHistoryResponse,
  ratingChangePath,
} from "../../shared/ladder-types.ts";
import { RANKED_API, rankedPath } from "../../shared/ranked-types.ts";
import { ratingRepository } from "../db/rating-repository.ts";
import { NEW_RATING, outcomeOf, rateMatch } from "../referee/rating.ts";
import { rateUnrated } from "./ranked-routes.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { ORIGIN, registerMember, registration, testApp } from "../test-support/test-app.ts";
import { TestSocket } from "../test-support/ws-client.ts";
import { firstChoice } from "../test-support/first-choice.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";
import {
  type RankedMatchView as View,
  type RankedMessage as Message,
  type RankedViewMessage as ViewMessage,
} from "../test-support/match-messages.ts";

/** India v Australia at a ground of India's, Micro (one over a side). */
const MICRO = { format: "micro", teamId: 1, opponentId: 2, stadiumId: engine.stadiumsFor(1)[0]?.id ?? "" };

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`the ladder on ${kind.name}`, () => {
    const server = useTestServer(kind, { listen: RANKED_API.socket });

    const ladder = async (cookie: string) => {
      const res = await server.app.inject({ method: "GET", url: LADDER_API.ladder, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return { body: res.body, json: res.json<LadderResponse>() };
    };
    const ratingRow = (userId: string) =>
      server.db.database.db.selectFrom("rating").selectAll().where("userId", "=", userId).execute();
    const userIdOf = async (cookie: string) =>
      (await server.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json<{
        member: { id: string };
      }>().member.id;

    /** Plays a whole ranked Micro match over the socket; answers its last view and the socket. */
    const playRanked = async (cookie: string) => {
      const created = await server.app.inject({
        method: "POST",
        url: RANKED_API.matches,
        payload: MICRO,
        headers: { origin: ORIGIN, cookie },
      });
      expect(created.statusCode).toBe(201);
      let view = created.json<View>();
      const socket = await TestSocket.open(server.url, { cookie });
      let steps = 0;
      while (view.reveal === null) {
        socket.send({ type: "act", id: view.id, seq: view.seq, action: firstChoice(engine, view.state) });
        const answer = await socket.next<Message>();
        if (answer.type !== "view") throw new Error(`refused: ${answer.message}`);
        view = answer.view;
        if (++steps > 200) throw new Error("the match did not end");
      }
      return { view, socket };
    };
    /**
     * Plays a whole ranked match, then undoes its rating as if the process had stopped between
     * keeping the match and rating it; answers the member, the last view and the rating it had.
     */
    const playUnrated = async (cookie: string) => {
      const userId = await userIdOf(cookie);
      const { view, socket } = await playRanked(cookie);
      socket.close();
      const rated = await ratingRow(userId);
      await server.db.database.db.deleteFrom("rating").where("userId", "=", userId).execute();
      await server.db.database.db
        .updateTable("rankedMatch")
        .set({ ratedAt: null })
        .where("id", "=", view.id)
        .execute();
      return { userId, view, rated };
    };
    const finalState = (view: View) => {
      const reveal = view.reveal;
      if (reveal === null) throw new Error("not finished");
      return replay(engine, {
        seed: reveal.seed,
        level: "international",
        rulesVersion: reveal.rulesVersion,
        actions: reveal.actions,
      }).state;
    };

    it("is empty before any ranked match is rated, and for members only", async () => {
      const cookie = await registerMember(server.app);
      expect((await ladder(cookie)).json).toEqual({ entries: [], you: null });
      const anonymous = await server.app.inject({ method: "GET", url: LADDER_API.ladder });
      expect(anonymous.statusCode).toBe(401);
    });

    it("rates a ranked match finished over the socket once, by the library's step for its result", async () => {
      const cookie = await registerMember(server.app, { name: "Ranked Rahim" });
      const userId = await userIdOf(cookie);
      const { view, socket } = await playRanked(cookie);
      const outcome = outcomeOf(finalState(view));
      const expected = rateMatch(NEW_RATING, outcome);
      const rows = await ratingRow(userId);
      expect(rows).toHaveLength(1);
      const row = rows[0];
      expect(row).toMatchObject({
        kind: "computer",
        matches: 1,
        wins: outcome === "won" ? 1 : 0,
        losses: outcome === "lost" ? 1 : 0,
        ties: outcome === "tied" ? 1 : 0,
      });
      expect(Number(row?.rating)).toBeCloseTo(expected.rating, 6);
      expect(Number(row?.rd)).toBeCloseTo(expected.rd, 6);
      expect(Number(row?.vol)).toBeCloseTo(expected.vol, 9);
      const ratedAt = (
        await server.db.database.db
          .selectFrom("rankedMatch")
          .select("ratedAt")
          .where("id", "=", view.id)
          .executeTakeFirst()
      )?.ratedAt;
      expect(ratedAt).not.toBeNull();

      // Following it again, loading it again, and another process loading it: rated once.
      socket.send({ type: "follow", id: view.id, seen: 0 });
      expect((await socket.next<ViewMessage>()).view.reveal).not.toBeNull();
      socket.close();
      expect(
        (await server.app.inject({ method: "GET", url: rankedPath(view.id), headers: { cookie } }))
          .statusCode,
      ).toBe(200);
      const second = await testApp(server.db);
      try {
        expect(
          (await second.inject({ method: "GET", url: rankedPath(view.id), headers: { cookie } })).statusCode,
        ).toBe(200);
      } finally {
        await second.close();
      }
      const again = await ratingRow(userId);
      expect(again).toEqual(rows);

      const { json } = await ladder(cookie);
      const mine = {
        rank: expect.any(Number),
        name: "Ranked Rahim",
        rating: Math.round(expected.rating),
        rd: Math.round(expected.rd),
        matches: 1,
      };
      expect(json.you).toEqual(mine);
      expect(json.entries).toContainEqual(mine);
    });

    it("says what a ranked match did to the rating: before, after, the place, and in the history", async () => {
      const cookie = await registerMember(server.app, { name: "Change Chandra" });
      const { view, socket } = await playRanked(cookie);
      socket.close();
      const outcome = outcomeOf(finalState(view));
      const expected = rateMatch(NEW_RATING, outcome);
      const get = (path: string, who = cookie) =>
        server.app.inject({ method: "GET", url: path, headers: { cookie: who } });

      const res = await get(ratingChangePath(view.id));
      expect(res.statusCode).toBe(200);
      const { change, place } = res.json<RatingChangeResponse>();
      expect(change).toEqual({
        matchId: view.id,
        kind: "computer",
        outcome,
        before: { rating: 1500, rd: 350 },
        after: { rating: Math.round(expected.rating), rd: Math.round(expected.rd) },
        opponent: null,
        keptId: view.reveal?.keptId,
        at: expect.any(String),
      });
      expect(place).toBe((await ladder(cookie)).json.you?.rank);

      // Another member's match is answered as one that was never rated; so is a made-up id.
      const other = await registerMember(server.app);
      for (const [path, who] of [
        [ratingChangePath(view.id), other],
        [ratingChangePath("no-such-match-0000"), cookie],
        [ratingChangePath("bad id!"), cookie],
      ] as const) {
        const missing = await get(path, who);
        expect(missing.statusCode).toBe(404);
        expect(missing.json<{ error: { message: string } }>().error.message).toMatch(/not rated yet/);
      }

      const history = await get(LADDER_API.history);
      expect(history.json<RatingHistoryResponse>().changes).toEqual([change]);
      expect((await get(`${LADDER_API.history}?kind=friend`)).json<RatingHistoryResponse>().changes).toEqual(
        [],
      );
      for (const bad of ["?kind=both", "?limit=0", "?limit=51", "?limit=ten"]) {
        const refused = await get(`${LADDER_API.history}${bad}`);
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/kind|limit/);
      }
      expect((await server.app.inject({ method: "GET", url: LADDER_API.history })).statusCode).toBe(401);

      // The archive marks the kept match as ranked.
      const listed = (await get("/api/matches")).json<{ matches: ArchivedMatch[] }>().matches;
      expect(listed.map((m) => [m.id, m.rated])).toEqual([[view.reveal?.keptId, "ranked"]]);
    });

    it("rates a finished match that was kept but not rated when the server next starts, and once", async () => {
      const cookie = await registerMember(server.app);
      // As if the process had stopped between keeping the match and rating it (or the match
      // had finished before the ladder existed).
      const { userId, view, rated } = await playUnrated(cookie);
      const next = await testApp(server.db);
      try {
        await next.ready();
        const after = await ratingRow(userId);
        expect(after).toHaveLength(1);
        expect(after[0]?.matches).toBe(1);
        expect(Number(after[0]?.rating)).toBeCloseTo(Number(rated[0]?.rating), 6);
        // Loading it, and another start, leave it as it is.
        const loaded = await next.inject({ method: "GET", url: rankedPath(view.id), headers: { cookie } });
        expect(loaded.json<View>().reveal?.keptId).toBe(view.reveal?.keptId);
        const third = await testApp(server.db);
        await third.ready();
        await third.close();
        expect(await ratingRow(userId)).toEqual(after);
      } finally {
        await next.close();
      }
      // Only the kept match: keeping it again made no second one.
      const kept = await server.app.inject({ method: "GET", url: "/api/matches", headers: { cookie } });
      expect(kept.json<{ matches: unknown[] }>().matches).toHaveLength(1);
    });

    it("leaves unrated a finished match whose kept copy is gone from the archive", async () => {
      const cookie = await registerMember(server.app);
      const { userId, view } = await playUnrated(cookie);
      await server.db.database.db.deleteFrom("match").where("userId", "=", userId).execute();
      const ratings = ratingRepository(server.db.database);
      const warned: object[] = [];
      const count = await rateUnrated(
        ratings,
        async () => {
          throw new Error("nothing to rate");
        },
        { warn: (object) => warned.push(object) },
      );
      expect(count).toBe(0);
      expect(warned).toContainEqual({ matchId: view.id });
      expect(await ratingRow(userId)).toEqual([]);
    });

    it("rates a match once when two writers race to rate it", async () => {
      const cookie = await registerMember(server.app);
      const { userId, view } = await playUnrated(cookie);
      const ratings = ratingRepository(server.db.database);
      const rate = () =>
        ratings.rateRanked({
          matchId: view.id,
          userId,
          kind: "computer",
          score: 1,
          at: new Date(),
          initial: NEW_RATING,
          step: (before) => rateMatch(before, "won"),
        });
      const results = await Promise.all([rate(), rate(), rate()]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      const rows = await ratingRow(userId);
      expect(rows.map((r) => r.matches)).toEqual([1]);
    });

    it("orders the ladder by rating, then the smaller RD, then the earlier update, and shows no e-mail", async () => {
      // A ladder of its own: a fresh database, so the matches played above do not count.
      const own = await kind.create();
      const ladderApp = await testApp(own);
      try {
        const members: { cookie: string; id: string; email: string; name: string }[] = [];
        for (const name of ["Ayesha", "Babar", "Chandra", "Dinesh", "Esha"]) {
          const email = `${name.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`;
          const res = await ladderApp.inject({
            method: "POST",
            url: "/api/new_user_regi",
            payload: registration({ name: `${name} Player`, email }),
            headers: { origin: ORIGIN },
          });
          const cookie = String(res.headers["set-cookie"]).split(";")[0] ?? "";
          members.push({
            cookie,
            id: res.json<{ member: { id: string } }>().member.id,
            email,
            name: `${name} Player`,
          });
        }
        const [a, b, c, d, e] = members as [
          (typeof members)[number],
          (typeof members)[number],
          (typeof members)[number],
          (typeof members)[number],
          (typeof members)[number],
        ];
        const line = (userId: string, rating: number, rd: number, updatedAt: string, matches = 3) => ({
          userId,
          kind: "computer",
          rating,
          rd,
          vol: 0.06,
          matches,
          wins: matches,
          losses: 0,
          ties: 0,
          updatedAt,
        });
        await own.database.db
          .insertInto("rating")
          .values([
            line(a.id, 1600.4, 120, "2026-01-02T00:00:00.000Z"),
            line(b.id, 1700, 200, "2026-01-02T00:00:00.000Z"),
            // Same rating as a: the smaller RD first; same RD: the earlier update first.
            line(c.id, 1600.4, 90, "2026-01-03T00:00:00.000Z"),
            line(d.id, 1600.4, 120, "2026-01-01T00:00:00.000Z"),
          ])
          .execute();
        const res = await ladderApp.inject({
          method: "GET",
          url: LADDER_API.ladder,
          headers: { cookie: a.cookie },
        });
        const json = res.json<LadderResponse>();
        expect(json.entries).toEqual([
          { rank: 1, name: b.name, rating: 1700, rd: 200, matches: 3 },
          { rank: 2, name: c.name, rating: 1600, rd: 90, matches: 3 },
          { rank: 3, name: d.name, rating: 1600, rd: 120, matches: 3 },
          { rank: 4, name: a.name, rating: 1600, rd: 120, matches: 3 },
        ]);
        expect(json.you).toEqual({ rank: 4, name: a.name, rating: 1600, rd: 120, matches: 3 });
        for (const member of members) expect(res.body).not.toContain(member.email);
        expect(res.body).not.toContain("@");
        expect(res.headers["cache-control"]).toBe("no-store");

        // A member with no rated match is not on it, and has no line of their own.
        const none = await ladderApp.inject({
          method: "GET",
          url: LADDER_API.ladder,
          headers: { cookie: e.cookie },
        });
        expect(none.json<LadderResponse>().you).toBeNull();

        // A deleted member's rating goes with them.
        await own.database.db.deleteFrom("user").where("id", "=", b.id).execute();
        expect(
          await own.database.db.selectFrom("rating").select("userId").where("userId", "=", b.id).execute(),
        ).toEqual([]);
        const after = await ladderApp.inject({
          method: "GET",
          url: LADDER_API.ladder,
          headers: { cookie: a.cookie },
        });
        expect(after.json<LadderResponse>().you?.rank).toBe(3);
      } finally {
        await ladderApp.close();
        await own.destroy();
      }
    });
  });
}
