import { beforeAll, describe, expect, it } from "vitest";
import { ACHIEVEMENTS, type OpponentLevel, simulateMatch } from "../../engine/index.ts";
import { type AchievementsResponse, RECORDS_API, type RecordsResponse } from "../../shared/records-types.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { ORIGIN, registerMember } from "../test-support/test-app.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";
import { keepFinishedMatch } from "../archive/keep-match.ts";
import { matchRepository } from "../db/match-repository.ts";
import { recordsRepository } from "../db/records-repository.ts";
import { readUnreadFacts } from "../archive/read-unread.ts";
import { createTablesPreparer } from "../win-tables/off-thread-tables.ts";

/** A finished match as the page would send it, and its summary (what the checks below expect from). */
function finishedMatch(seed: number, level: OpponentLevel) {
  const { state, actions } = simulateMatch(engine, seed, "micro", "random", { level });
  const summary = engine.matchSummary(state);
  return {
    payload: { seed, level, rulesVersion: state.rulesVersion, actions, result: state.result?.text ?? "" },
    summary,
    won: summary.winnerTeamId !== null && summary.winnerTeamId === summary.userTeamId,
  };
}

const SEEDS = [31, 32, 33, 34, 35, 36, 37, 38];

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`record book and achievements API on ${kind.name}`, () => {
    const server = useTestServer(kind);
    let owner: string;
    let stranger: string;
    const saved: { id: number; match: ReturnType<typeof finishedMatch> }[] = [];

    const get = async (cookie: string) => {
      const res = await server.app.inject({ method: "GET", url: RECORDS_API.records, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      return res.json<RecordsResponse>();
    };
    const seen = (cookie: string, payload: unknown) =>
      server.app.inject({
        method: "POST",
        url: RECORDS_API.seen,
        payload: payload as object,
        headers: { cookie, origin: ORIGIN },
      });
    const earnedIds = (body: RecordsResponse) =>
      body.achievements.filter((a) => a.earned !== null).map((a) => a.id);

    beforeAll(async () => {
      owner = await registerMember(server.app);
      stranger = await registerMember(server.app);
      for (const [i, seed] of SEEDS.entries()) {
        const match = finishedMatch(seed, i % 2 ? "club" : "classic");
        const res = await server.app.inject({
          method: "POST",
          url: "/api/matches",
          payload: match.payload,
          headers: { origin: ORIGIN, cookie: owner },
        });
        expect(res.statusCode).toBe(201);
        saved.push({ id: res.json().match.id, match });
      }
      // The checks on "Off the mark" need a won and a lost match among the seeds.
      expect(saved.some((s) => s.match.won)).toBe(true);
      expect(saved.some((s) => !s.match.won)).toBe(true);
    });

    it("reads the book from every kept match, both sides' innings, each entry linked to its match", async () => {
      const body = await get(owner);
      expect(body.book.matches).toBe(SEEDS.length);
      expect(body.book.unread).toBe(0);
      const innings = saved.flatMap((s) => s.match.summary.innings.map((i) => ({ ...i, id: s.id })));
      const highest = Math.max(...innings.map((i) => i.runs));
      const top = body.book.highestTotals[0];
      expect(top?.runs).toBe(highest);
      // The entry names the side that made it and the match it was made in, as the archive lists it.
      const made = innings.find((i) => i.id === top?.matchId && i.runs === highest);
      expect(made).toBeDefined();
      expect(top?.teamName).toBe(made?.teamName);
      const list = await server.app.inject({
        method: "GET",
        url: "/api/matches?pageSize=50",
        headers: { cookie: owner },
      });
      const titles = new Map(
        (list.json().matches as { id: number; title: string }[]).map((m) => [m.id, m.title]),
      );
      expect(top?.title).toBe(titles.get(top?.matchId ?? -1));
      expect(body.book.highestTotals.length).toBeLessThanOrEqual(5);
      // The highest score agrees with the summaries' top batters, named by the squads.
      const best = Math.max(...saved.map((s) => s.match.summary.topBatter?.runs ?? 0));
      expect(body.book.highestScores[0]?.runs).toBe(best);
      const batter = saved.find((s) => s.match.summary.topBatter?.runs === best)?.match.summary.topBatter;
      expect(body.book.highestScores.map((b) => b.name)).toContain(batter?.name);
    });

    it("earns 'Off the mark' by the first match won, once, new until the page says it was told", async () => {
      const first = await get(owner);
      const firstWin = saved.find((s) => s.match.won);
      const offTheMark = first.achievements.find((a) => a.id === "first-win");
      expect(offTheMark?.earned?.match?.matchId).toBe(firstWin?.id);
      expect(offTheMark?.earned?.isNew).toBe(true);
      expect(first.achievements.map((a) => a.id)).toEqual(ACHIEVEMENTS.map((a) => a.id));

      const told = await seen(owner, { ids: ["first-win"] });
      expect(told.statusCode).toBe(204);
      const after = await get(owner);
      expect(after.achievements.find((a) => a.id === "first-win")?.earned?.isNew).toBe(false);
      // Nothing else changed: the same achievements earned, by the same matches.
      expect(earnedIds(after)).toEqual(earnedIds(first));
    });

    it("answers the achievements alone as the book's answer gives them", async () => {
      const res = await server.app.inject({
        method: "GET",
        url: RECORDS_API.achievements,
        headers: { cookie: owner },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<AchievementsResponse>();
      expect(body).toEqual({ achievements: (await get(owner)).achievements });
      expect(Object.keys(body)).toEqual(["achievements"]);
    });

    it("keeps an achievement when the archive lets its match go", async () => {
      const before = await get(owner);
      const earned = before.achievements.find((a) => a.id === "first-win")?.earned;
      const matchId = earned?.match?.matchId;
      expect(matchId).toBeDefined();
      const removed = await server.app.inject({
        method: "DELETE",
        url: `/api/matches/${matchId}`,
        headers: { cookie: owner, origin: ORIGIN },
      });
      expect(removed.statusCode).toBe(204);
      const after = await get(owner);
      const still = after.achievements.find((a) => a.id === "first-win")?.earned;
      expect(still?.at).toBe(earned?.at);
      expect(still?.match).toBeNull();
      expect(after.book.matches).toBe(SEEDS.length - 1);
    });

    it("shows another member nothing of the owner's", async () => {
      const body = await get(stranger);
      expect(body.book.matches).toBe(0);
      expect(body.book.highestTotals).toEqual([]);
      expect(body.book.playerOfTheTournament).toBeNull();
      expect(earnedIds(body)).toEqual([]);
    });

    it("refuses bad input with a message and changes nothing", async () => {
      const before = await get(owner);
      for (const [payload, message] of [
        [{ ids: ["no-such-achievement"] }, "an id is not an achievement this game has"],
        [{ ids: [] }, "ids must name at least one achievement"],
        [{ ids: "first-win" }, "ids must be a list of achievement ids"],
        [{}, "ids must be a list of achievement ids"],
      ] as const) {
        const res = await seen(owner, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(message);
      }
      expect(await get(owner)).toEqual(before);
    });

    it("reads a match kept without its events (a refereed one) from its own replay, and one kept before facts on a look", async () => {
      const member = await registerMember(server.app);
      const me = await server.app.inject({ method: "GET", url: "/api/me", headers: { cookie: member } });
      const userId = me.json<{ member: { id: string } }>().member.id;
      const { database } = server.db;
      const archive = { matches: matchRepository(database), records: recordsRepository(database) };
      const match = finishedMatch(41, "club");
      const { state } = simulateMatch(engine, 41, "micro", "random", { level: "club" });
      const kept = await keepFinishedMatch(engine, archive, 100, userId, match.payload, state);
      expect(kept.created).toBe(true);
      const body = await get(member);
      expect(body.book.matches).toBe(1);
      expect(body.book.unread).toBe(0);
      const highest = Math.max(...match.summary.innings.map((i) => i.runs));
      expect(body.book.highestTotals[0]?.runs).toBe(highest);
      // As a match kept before the server read facts would be: read on the next look, within
      // its budget (none here: nothing is read), then by a look (replayed as a save is).
      await database.db.updateTable("match").set({ bookFacts: null }).where("id", "=", kept.row.id).execute();
      const tables = createTablesPreparer(engine);
      expect(await readUnreadFacts(engine, tables, archive.records, userId, 0)).toBe(0);
      expect(await archive.records.unread(userId)).toBe(1);
      const looked = await get(member);
      expect(looked.book.matches).toBe(1);
      expect(looked.book.unread).toBe(0);
      expect(looked.book.highestTotals).toEqual(body.book.highestTotals);
      // One that no longer replays is marked, not counted in the book nor tried again.
      await database.db
        .updateTable("match")
        .set({ bookFacts: null, actions: "[]" })
        .where("id", "=", kept.row.id)
        .execute();
      expect(await readUnreadFacts(engine, tables, archive.records, userId, 1000)).toBe(1);
      const marked = await get(member);
      expect(marked.book.matches).toBe(0);
      expect(marked.book.unread).toBe(0);
      expect(await readUnreadFacts(engine, tables, archive.records, userId, 1000)).toBe(0);
    });

    it("answers only a signed-in member", async () => {
      const res = await server.app.inject({ method: "GET", url: RECORDS_API.records });
      expect(res.statusCode).toBe(401);
      const alone = await server.app.inject({ method: "GET", url: RECORDS_API.achievements });
      expect(alone.statusCode).toBe(401);
      const post = await server.app.inject({
        method: "POST",
        url: RECORDS_API.seen,
        payload: { ids: ["first-win"] },
        headers: { origin: ORIGIN },
      });
      expect(post.statusCode).toBe(401);
    });
  });
}
