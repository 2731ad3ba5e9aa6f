import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { simulateMatch } from "../../engine/index.ts";
import { MAX_CAREER_PAGE, type ReplayPageResponse } from "../../shared/api-types.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { listenOnLoopback, rawRequest } from "../test-support/raw-http.ts";
import { ORIGIN, registerMember, testApp } from "../test-support/test-app.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";

const SEEDS = [31, 32, 33, 34, 35, 36, 37];
const REPLAY_LIMIT = { window: 60, max: 5 };

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`the replays route and anonymous saves on ${kind.name}`, () => {
    const server = useTestServer(kind);
    let owner: string;
    const ids: number[] = [];

    const register = () => registerMember(server.app);
    const get = (url: string, cookie = owner, headers: Record<string, string> = {}) =>
      server.app.inject({ method: "GET", url, headers: { cookie, ...headers } });

    beforeAll(async () => {
      owner = await register();
      for (const seed of SEEDS) {
        const { state, actions } = simulateMatch(engine, seed, "micro", "random");
        const res = await server.app.inject({
          method: "POST",
          url: "/api/matches",
          payload: { seed, rulesVersion: state.rulesVersion, actions, result: state.result?.text },
          headers: { origin: ORIGIN, cookie: owner },
        });
        expect(res.statusCode).toBe(201);
        ids.push(res.json().match.id as number);
      }
    });

    it("pages by the id below the last one seen, and `next` is that id", async () => {
      const newestFirst = [...ids].sort((a, b) => b - a);
      const first = (await get("/api/matches/replays?limit=3")).json() as ReplayPageResponse;
      expect(first.records.map((r) => r.id)).toEqual(newestFirst.slice(0, 3));
      expect(first.next).toBe(newestFirst[2]);
      const second = (
        await get(`/api/matches/replays?limit=3&before=${first.next}`)
      ).json() as ReplayPageResponse;
      expect(second.records.map((r) => r.id)).toEqual(newestFirst.slice(3, 6));
      const third = (
        await get(`/api/matches/replays?limit=3&before=${second.next}`)
      ).json() as ReplayPageResponse;
      expect(third.records.map((r) => r.id)).toEqual(newestFirst.slice(6));
      expect(third.next).toBeNull();
      // A full page with nothing below it is the last: no empty page is asked for after it.
      const whole = (await get(`/api/matches/replays?limit=${ids.length}`)).json() as ReplayPageResponse;
      expect(whole.records).toHaveLength(ids.length);
      expect(whole.next).toBeNull();
      // A page may ask for more than MAX_REPLAY_PAGE: a career of lines is one page.
      expect(
        (await get(`/api/matches/replays?limit=${MAX_CAREER_PAGE}`)).json() as ReplayPageResponse,
      ).toEqual(whole);
      // Below the oldest match: an empty page, and no next.
      const past = (
        await get(`/api/matches/replays?before=${Math.min(...ids)}`)
      ).json() as ReplayPageResponse;
      expect(past).toEqual({ records: [], next: null });
    });

    it("sends matches kept before lines were as their replays on the same pages, in order", async () => {
      const oldest = Math.min(...ids);
      const { careerLine } = await server.db.database.db
        .selectFrom("match")
        .select("careerLine")
        .where("id", "=", oldest)
        .executeTakeFirstOrThrow();
      await server.db.database.db
        .updateTable("match")
        .set({ careerLine: null })
        .where("id", "=", oldest)
        .execute();
      try {
        const page = (
          await get(`/api/matches/replays?limit=${MAX_CAREER_PAGE}`)
        ).json() as ReplayPageResponse;
        expect(page.records.map((r) => r.id)).toEqual([...ids].sort((a, b) => b - a));
        expect(page.next).toBeNull();
        const replayed = page.records.filter((r) => "actions" in r);
        expect(replayed.map((r) => r.id)).toEqual([oldest]);
      } finally {
        await server.db.database.db
          .updateTable("match")
          .set({ careerLine })
          .where("id", "=", oldest)
          .execute();
      }
    });

    it("answers a bad cursor, or the old page numbers, with a clean 400", async () => {
      for (const query of [
        "before=abc",
        "before=0",
        "before=-4",
        "before=1.5",
        "before=99999999999",
        "page=2",
        "page=1",
      ]) {
        const res = await get(`/api/matches/replays?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toEqual({ error: { message: expect.stringMatching(/before|page/) } });
      }
      const twice = await get("/api/matches/replays?before=5&before=6");
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error.message).toBe("before must be given once");
    });

    it("reads a member's page along an index, with no sort of their matches", async () => {
      if (kind.name === "sqlite") {
        const plan = await sql<{
          detail: string;
        }>`explain query plan select id, actions from "match" where "userId" = ${"someone"} and id < ${100} order by id desc limit 100`.execute(
          server.db.database.db,
        );
        const steps = plan.rows.map((row) => row.detail).join("\n");
        expect(steps).toMatch(/USING (COVERING )?INDEX match_user_id_idx/);
        expect(steps).not.toMatch(/TEMP B-TREE/);
      } else {
        const indexes = await sql<{
          indexdef: string;
        }>`select indexdef from pg_indexes where tablename = 'match'`.execute(server.db.database.db);
        expect(indexes.rows.map((row) => row.indexdef)).toContainEqual(
          expect.stringMatching(/match_user_id_idx ON public\.match USING btree \("userId", id\)/),
        );
      }
    });

    it("limits the pages one member asks for, with a Retry-After, in the one error shape", async () => {
      const limited = await testApp(server.db, { limits: { replayPages: REPLAY_LIMIT } });
      const page = (cookie: string, query = "") =>
        limited.inject({ method: "GET", url: `/api/matches/replays${query}`, headers: { cookie } });
      try {
        const reader = await register();
        const other = await register();
        const { state, actions } = simulateMatch(engine, 41, "micro", "random");
        const kept = await limited.inject({
          method: "POST",
          url: "/api/matches",
          payload: { seed: 41, rulesVersion: state.rulesVersion, actions, result: state.result?.text },
          headers: { origin: ORIGIN, cookie: reader },
        });
        expect(kept.statusCode).toBe(201);
        // A page with no matches on it (past the end) is not counted: it costs no more than
        // the session check.
        for (let i = 0; i < REPLAY_LIMIT.max * 2; i++)
          expect((await page(reader, "?before=1")).statusCode).toBe(200);
        for (let i = 0; i < REPLAY_LIMIT.max; i++) {
          const res = await page(reader);
          expect(res.statusCode).toBe(200);
          expect((res.json() as ReplayPageResponse).records).toHaveLength(1);
        }
        for (const query of ["", "?before=1"]) {
          const refused = await page(reader, query);
          expect(refused.statusCode, query).toBe(429);
          expect(refused.json()).toEqual({ error: { message: expect.stringMatching(/Too many pages/) } });
          expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
          expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(REPLAY_LIMIT.window);
        }
        // Another member has a budget of their own.
        expect((await page(other)).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });

    it("counts concurrent pages atomically: no more than the limit are sent", async () => {
      const limited = await testApp(server.db, { limits: { replayPages: REPLAY_LIMIT } });
      try {
        const reader = await register();
        const { state, actions } = simulateMatch(engine, 42, "micro", "random");
        await limited.inject({
          method: "POST",
          url: "/api/matches",
          payload: { seed: 42, actions, result: state.result?.text },
          headers: { origin: ORIGIN, cookie: reader },
        });
        const answers = await Promise.all(
          Array.from({ length: 20 }, () =>
            limited.inject({ method: "GET", url: "/api/matches/replays", headers: { cookie: reader } }),
          ),
        );
        const statuses = answers.map((a) => a.statusCode);
        expect(statuses.filter((s) => s === 200)).toHaveLength(REPLAY_LIMIT.max);
        expect(statuses.filter((s) => s === 429)).toHaveLength(20 - REPLAY_LIMIT.max);
      } finally {
        await limited.close();
      }
    });

    it("compresses a page of replays for a client that accepts gzip or br", async () => {
      const plain = await get("/api/matches/replays");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const json = plain.json() as ReplayPageResponse;
      expect(json.records).toHaveLength(SEEDS.length);

      const gzipped = await get("/api/matches/replays", owner, { "accept-encoding": "gzip, deflate" });
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(Number(gzipped.headers["content-length"])).toBe(gzipped.rawPayload.length);
      expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString("utf8"))).toEqual(json);

      const br = await get("/api/matches/replays", owner, { "accept-encoding": "gzip, br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(json);

      const refused = await get("/api/matches/replays", owner, { "accept-encoding": "gzip;q=0, br;q=0" });
      expect(refused.headers["content-encoding"]).toBeUndefined();
    });

    it("never compresses /api/health", async () => {
      const health = await server.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "accept-encoding": "gzip, br" },
      });
      expect(health.statusCode).toBe(200);
      expect(health.headers["content-encoding"]).toBeUndefined();
      expect(health.json()).toMatchObject({ status: "ok" });
    });

    it("refuses an anonymous save before reading its body", async () => {
      // 128 KB that no JSON parser accepts: read and parsed, it would be a 400.
      const body = `{"seed":1,"actions":[${"[".repeat(128 * 1024 - 30)}`;
      const anonymous = await server.app.inject({
        method: "POST",
        url: "/api/matches",
        payload: body,
        headers: { origin: ORIGIN, "content-type": "application/json" },
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: { message: "You are not signed in" } });
      // The same body from a member is parsed, and refused as what it is.
      const member = await server.app.inject({
        method: "POST",
        url: "/api/matches",
        payload: body,
        headers: { origin: ORIGIN, cookie: owner, "content-type": "application/json" },
      });
      expect(member.statusCode).toBe(400);
      expect(member.json().error.message).toMatch(/not valid JSON/);
    });

    it("answers an anonymous save over a real socket with a 401 too", async () => {
      const url = await listenOnLoopback(server.app);
      const body = "x".repeat(128 * 1024 - 1);
      const res = await rawRequest(url, "POST", "/api/matches", {
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body,
      });
      expect(res.status).toBe(401);
      expect(JSON.parse(res.text)).toEqual({ error: { message: "You are not signed in" } });
    });
  });
}
