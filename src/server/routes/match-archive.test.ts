import { beforeAll, describe, expect, it } from "vitest";
import { type OpponentLevel, replay, simulateMatch } from "../../engine/index.ts";
import type {
  ArchivedMatch,
  MatchReplayResponse,
  ReplayPageResponse,
  SavedMatchesResponse,
} from "../../shared/api-types.ts";
import { matchFactsOf } from "../db/migrations.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { ORIGIN, registerMember } from "../test-support/test-app.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";

/** A finished match as the page would send it. */
function finishedMatch(seed: number, format: "micro" | "mini", level: OpponentLevel = "classic") {
  const { state, actions } = simulateMatch(engine, seed, format, "random", { level });
  return { seed, level, actions, result: state.result?.text ?? "", state };
}

const MICRO_SEEDS = [11, 12, 13, 14, 15, 16, 17];
const MINI_SEEDS = [21, 22];

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`match archive API on ${kind.name}`, () => {
    const server = useTestServer(kind);
    let owner: string;
    let stranger: string;
    const saved: {
      id: number;
      seed: number;
      format: string;
      teams: number[];
      level: OpponentLevel;
      userTeamId: number | null;
      winnerTeamId: number | null;
    }[] = [];

    const register = () => registerMember(server.app);
    const get = (url: string, cookie = owner) =>
      server.app.inject({ method: "GET", url, headers: { cookie } });
    const remove = (url: string, cookie = owner) =>
      server.app.inject({ method: "DELETE", url, headers: { cookie, origin: ORIGIN } });

    beforeAll(async () => {
      owner = await register();
      stranger = await register();
      const plan = [
        ...MICRO_SEEDS.map((seed, i) => ({
          seed,
          format: "micro" as const,
          level: i % 2 ? ("club" as const) : ("classic" as const),
        })),
        ...MINI_SEEDS.map((seed) => ({ seed, format: "mini" as const, level: "club" as const })),
      ];
      for (const { seed, format, level } of plan) {
        const match = finishedMatch(seed, format, level);
        const res = await server.app.inject({
          method: "POST",
          url: "/api/matches",
          payload: {
            seed,
            level,
            rulesVersion: match.state.rulesVersion,
            actions: match.actions,
            result: match.result,
          },
          headers: { origin: ORIGIN, cookie: owner },
        });
        expect(res.statusCode).toBe(201);
        const summary = engine.matchSummary(match.state);
        saved.push({
          id: res.json().match.id,
          seed,
          format,
          teams: summary.innings.map((i) => i.teamId),
          level,
          userTeamId: summary.userTeamId,
          winnerTeamId: summary.winnerTeamId,
        });
      }
    });

    it("pages through the member's matches newest first, with the total", async () => {
      const first = (await get("/api/matches?pageSize=4")).json() as SavedMatchesResponse;
      expect(first).toMatchObject({ page: 1, pageSize: 4, total: saved.length });
      const ids: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await get(`/api/matches?pageSize=4&page=${page}`);
        expect(res.statusCode).toBe(200);
        ids.push(...(res.json() as SavedMatchesResponse).matches.map((m) => m.id));
      }
      expect(ids).toEqual(saved.map((m) => m.id).reverse());
      const past = (await get("/api/matches?pageSize=4&page=9")).json() as SavedMatchesResponse;
      expect(past.matches).toEqual([]);
      expect(past.total).toBe(saved.length);
    });

    it("lists ten by default, each with format, level, teams, ground, date and result", async () => {
      const { matches } = (await get("/api/matches")).json() as SavedMatchesResponse;
      expect(matches).toHaveLength(Math.min(10, saved.length));
      const newest = matches[0] as ArchivedMatch;
      const expected = saved.at(-1);
      expect(newest).toMatchObject({ format: "mini", formatName: "Mini", level: expected?.level });
      expect(newest.teams.map((t) => t.id)).toEqual(expected?.teams);
      expect(newest.ground).toEqual(expect.any(String));
      expect(newest.userTeamId).toEqual(expect.any(Number));
      expect(Number.isNaN(Date.parse(newest.createdAt))).toBe(false);
    });

    it("says of each match which side was the member's and which side won", async () => {
      const { matches } = (await get(`/api/matches?pageSize=${saved.length}`)).json() as SavedMatchesResponse;
      const sides = matches.map((m) => ({ userTeamId: m.userTeamId, winnerTeamId: m.winnerTeamId }));
      expect(sides).toEqual(
        [...saved].reverse().map((m) => ({ userTeamId: m.userTeamId, winnerTeamId: m.winnerTeamId })),
      );
      expect(sides.every((s) => typeof s.userTeamId === "number")).toBe(true);
    });

    it("filters by format, by a team on either side, and by level", async () => {
      const mini = (await get("/api/matches?format=mini")).json() as SavedMatchesResponse;
      expect(mini.total).toBe(MINI_SEEDS.length);
      expect(mini.matches.every((m) => m.format === "mini")).toBe(true);

      const team = saved[0]?.teams[1] as number;
      const withTeam = saved.filter((m) => m.teams.includes(team));
      const byTeam = (await get(`/api/matches?team=${team}&pageSize=50`)).json() as SavedMatchesResponse;
      expect(byTeam.matches.map((m) => m.id).sort()).toEqual(withTeam.map((m) => m.id).sort());

      const club = (await get("/api/matches?level=club&format=micro")).json() as SavedMatchesResponse;
      expect(club.total).toBe(saved.filter((m) => m.level === "club" && m.format === "micro").length);
      expect(club.matches.every((m) => m.level === "club")).toBe(true);
    });

    it.each([
      ["page=0", /page must be between 1/],
      ["page=two", /page must be a whole number/],
      ["pageSize=500", /pageSize must be between 1 and 50/],
      ["format=test", /format must be one of micro/],
      ["team=999", /team must be the id of a country/],
      ["level=legendary", /level must be one of/],
      ["page=1&page=2", /page must be given once/],
    ])("answers 400 with a clear message for ?%s", async (query, message) => {
      const res = await get(`/api/matches?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    });

    it("ignores query parameters it does not know", async () => {
      const res = await get("/api/matches?_=12345&pageSize=2");
      expect(res.statusCode).toBe(200);
      expect((res.json() as SavedMatchesResponse).matches).toHaveLength(2);
    });

    it("serves one match as its seed, level and actions, which replay to its result", async () => {
      const target = saved[1];
      const res = await get(`/api/matches/${target?.id}`);
      expect(res.statusCode).toBe(200);
      const { match } = res.json() as MatchReplayResponse;
      expect(match).toMatchObject({ id: target?.id, seed: target?.seed, level: target?.level });
      expect(match).not.toHaveProperty("summary");
      const again = replay(engine, {
        seed: match.seed,
        level: match.level,
        rulesVersion: match.rulesVersion,
        actions: match.actions as never,
      });
      expect(again.refusedAt).toBeNull();
      expect(again.state.result?.text).toBe(match.result);
    });

    it("answers 404, not 403, for another member's match and for ids that are no match", async () => {
      const target = saved[0]?.id;
      for (const url of [
        `/api/matches/${target}`,
        "/api/matches/0",
        "/api/matches/abc",
        "/api/matches/99999999999",
      ]) {
        const res = await get(url, url.endsWith(String(target)) ? stranger : owner);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ error: { message: "No such match" } });
      }
      const list = (await get("/api/matches", stranger)).json() as SavedMatchesResponse;
      expect(list.total).toBe(0);
      const replays = (await get("/api/matches/replays", stranger)).json() as ReplayPageResponse;
      expect(replays.records).toEqual([]);
    });

    it("lets no other member delete a match, and its owner delete it for good", async () => {
      const target = saved[2]?.id as number;
      const refused = await remove(`/api/matches/${target}`, stranger);
      expect(refused.statusCode).toBe(404);
      expect((await get(`/api/matches/${target}`)).statusCode).toBe(200);

      const done = await remove(`/api/matches/${target}`);
      expect(done.statusCode).toBe(204);
      expect((await get(`/api/matches/${target}`)).statusCode).toBe(404);
      expect((await remove(`/api/matches/${target}`)).statusCode).toBe(404);
      const { total } = (await get("/api/matches")).json() as SavedMatchesResponse;
      expect(total).toBe(saved.length - 1);
      saved.splice(2, 1);
    });

    it("refuses a delete from another origin", async () => {
      const res = await server.app.inject({
        method: "DELETE",
        url: `/api/matches/${saved[0]?.id}`,
        headers: { cookie: owner, origin: "https://evil.example" },
      });
      expect(res.statusCode).toBe(403);
      expect((await get(`/api/matches/${saved[0]?.id}`)).statusCode).toBe(200);
    });

    it("pages through every replay, each page within its limit", async () => {
      const seen: number[] = [];
      let before: number | null = null;
      for (let page = 1; page < 10; page++) {
        const res = await get(`/api/matches/replays?limit=3${before === null ? "" : `&before=${before}`}`);
        expect(res.statusCode).toBe(200);
        const body = res.json() as ReplayPageResponse;
        expect(body.records.length).toBeLessThanOrEqual(3);
        for (const record of body.records) {
          // Kept through the save, each comes as its career line, without its actions.
          expect(record).toHaveProperty("line.outcome");
          expect(record).not.toHaveProperty("actions");
          seen.push(record.id);
        }
        before = body.next;
        if (before === null) break;
      }
      expect(seen).toEqual(saved.map((m) => m.id).sort((a, b) => b - a));
      const mini = (await get("/api/matches/replays?format=mini")).json() as ReplayPageResponse;
      expect(mini.records.map((r) => r.format)).toEqual(MINI_SEEDS.map(() => "mini"));
      const bad = await get("/api/matches/replays?limit=1000");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/limit must be between 1 and 500/);
    });

    it("needs a signed-in member for every archive route", async () => {
      for (const url of ["/api/matches?page=1", `/api/matches/${saved[0]?.id}`, "/api/matches/replays"]) {
        expect((await get(url, "")).statusCode, url).toBe(401);
      }
      expect((await remove(`/api/matches/${saved[0]?.id}`, "")).statusCode).toBe(401);
    });

    it("keeps format, level and both teams in their own columns", async () => {
      const rows = await server.db.database.db
        .selectFrom("match")
        .select(["id", "format", "level", "teamId", "opponentId", "summary"])
        .execute();
      for (const row of rows) {
        const expected = saved.find((m) => m.id === Number(row.id));
        expect(row).toMatchObject({ format: expected?.format, level: expected?.level });
        expect([row.teamId, row.opponentId].sort()).toEqual([...(expected?.teams ?? [])].sort());
        // The backfill of matches kept before the columns reads the same from the summary.
        expect(matchFactsOf(row.summary)).toEqual({
          format: row.format,
          level: row.level,
          teamId: row.teamId,
          opponentId: row.opponentId,
        });
      }
    });
  });
}

describe("the backfill of the match columns", () => {
  it("reads an old summary without a level as Classic, and an unreadable one as empty", () => {
    const old = JSON.stringify({
      title: "India v Kenya · Micro · Eden Gardens",
      result: "India won by 4 runs",
      summary: { format: "micro", userTeamId: 1, innings: [{ teamId: 1 }, { teamId: 17 }] },
    });
    expect(matchFactsOf(old)).toEqual({ level: "classic", format: "micro", teamId: 1, opponentId: 17 });
    expect(matchFactsOf("not json")).toEqual({
      level: "classic",
      format: null,
      teamId: null,
      opponentId: null,
    });
  });
});
