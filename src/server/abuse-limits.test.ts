import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { simulateMatch } from "../engine/index.ts";
import type { Limits } from "./app.ts";
import { type TestDatabase } from "./test-support/databases.ts";
import { listenOnLoopback, rawRequest } from "./test-support/raw-http.ts";
import { ORIGIN, cookieOf, registration, testApp } from "./test-support/test-app.ts";
import { engine } from "./test-support/test-engine.ts";
import { kinds } from "./test-support/suite.ts";

function finishedMatch(seed: number) {
  // A body that names no rules version is version 1's: the match is played by those rules.
  const { state, actions } = simulateMatch(engine, seed, "micro", "random", { rulesVersion: 1 });
  return { seed, actions, result: state.result?.text ?? "" };
}

const LOCK = { window: 900, max: 10 };

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`abuse limits on ${kind.name}`, () => {
    let db: TestDatabase;
    const apps: FastifyInstance[] = [];

    beforeAll(async () => {
      db = await kind.create();
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await db?.destroy();
    });

    async function appWith(limits: Partial<Limits>): Promise<FastifyInstance> {
      const app = await testApp(db, { limits: { authRateLimit: true, ...limits } });
      apps.push(app);
      return app;
    }
    const register = (app: FastifyInstance, remoteAddress: string, body = registration()) =>
      app.inject({
        method: "POST",
        url: "/api/new_user_regi",
        payload: body,
        headers: { origin: ORIGIN },
        remoteAddress,
      });
    const signIn = (app: FastifyInstance, email: unknown, password: string, remoteAddress = "10.50.0.1") =>
      app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email, password },
        headers: { origin: ORIGIN },
        remoteAddress,
      });

    /** Lets a minute and a second pass for Better Auth's limiter and ours alike. */
    function passTime(seconds: number) {
      vi.setSystemTime(Date.now() + seconds * 1000);
    }

    it("keeps the registration limit when Better Auth clears its own expired counters", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const app = await appWith({ register: { window: 600, max: 10 } });
      for (let i = 0; i < 10; i++) expect((await register(app, "10.60.0.1")).statusCode).toBe(201);
      expect((await register(app, "10.60.0.1")).statusCode).toBe(429);
      // A Better Auth counter whose window rolls over makes it delete every row older than 60 s.
      await signIn(app, "nobody-60@example.com", "wrong-password", "10.60.9.9");
      passTime(61);
      await signIn(app, "nobody-60@example.com", "wrong-password", "10.60.9.9");
      const eleventh = await register(app, "10.60.0.1");
      expect(eleventh.statusCode).toBe(429);
    });

    it("keeps an account's sign-in lock when Better Auth clears its own expired counters", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const app = await appWith({ failedSignInsPerAccount: LOCK });
      const member = registration();
      expect((await register(app, "10.61.0.1", member)).statusCode).toBe(201);
      for (let i = 0; i < 10; i++)
        expect((await signIn(app, member.email, "wrong-password", `10.61.1.${i}`)).statusCode).toBe(401);
      expect((await signIn(app, member.email, member.password as string, "10.61.2.1")).statusCode).toBe(429);
      await signIn(app, "nobody-61@example.com", "wrong-password", "10.61.9.9");
      passTime(61);
      await signIn(app, "nobody-61@example.com", "wrong-password", "10.61.9.9");
      const after = await signIn(app, member.email, member.password as string, "10.61.2.2");
      expect(after.statusCode).toBe(429);
      expect(after.cookies).toHaveLength(0);
    });

    it("holds the lock whatever the spelling of the sign-in path or body", async () => {
      const app = await appWith({ failedSignInsPerAccount: LOCK });
      const member = registration();
      expect((await register(app, "10.62.0.1", member)).statusCode).toBe(201);
      for (let i = 0; i < 10; i++)
        expect((await signIn(app, member.email, "wrong-password", `10.62.1.${i}`)).statusCode).toBe(401);
      const url = await listenOnLoopback(app);
      const json = JSON.stringify({ email: member.email, password: member.password });
      const headers = { origin: ORIGIN, "content-type": "application/json" };
      const spellings: [string, string][] = [
        ["/api/auth/sign-in/email", json],
        ["/api/auth/./sign-in/email", json],
        ["/api/auth/x/../sign-in/email", json],
        ["/api/auth/%2e/sign-in/email", json],
        ["/api/auth/sign-in/./email", json],
        ["/api/auth//sign-in/email", json],
        ["/api/auth/sign-in/email/", json],
        ["/api/auth/sign-in/%65mail", json],
        ["/api/auth/SIGN-IN/email", json],
        ["/api/auth/sign-in/email", `\ufeff${json}`],
        [
          "/api/auth/sign-in/email",
          JSON.stringify({ email: String(member.email).toUpperCase(), password: member.password }),
        ],
        ["/api/auth/sign-in/email", JSON.stringify({ email: ` ${member.email}`, password: member.password })],
      ];
      for (const [path, body] of spellings) {
        const res = await rawRequest(url, "POST", path, { headers, body });
        expect(res.status, `${path} ${JSON.stringify(body.slice(0, 1))}`).not.toBe(200);
        expect(res.headers["set-cookie"], path).toBeUndefined();
        expect(res.text, path).not.toMatch(/"token"/);
      }
    });

    it("counts concurrent wrong passwords on one account atomically", async () => {
      const app = await appWith({ failedSignInsPerAccount: LOCK });
      const member = registration();
      expect((await register(app, "10.63.0.1", member)).statusCode).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => signIn(app, member.email, `wrong-${i}`, `10.63.1.${i}`)),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOCK.max);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - LOCK.max);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    });

    it("counts an IPv6 client by its /64, as Better Auth does", async () => {
      const app = await appWith({ register: { window: 600, max: 3 } });
      const statuses: number[] = [];
      for (const host of ["1", "2", "abcd:1234:5678", "ffff"])
        statuses.push((await register(app, `2001:db8:1:2::${host}`)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
      // Another /64 has its own budget; an IPv4-mapped address counts as its IPv4 address.
      expect((await register(app, "2001:db8:1:3::1")).statusCode).toBe(201);
      for (let i = 0; i < 3; i++) expect((await register(app, "10.64.0.1")).statusCode).toBe(201);
      expect((await register(app, "::ffff:10.64.0.1")).statusCode).toBe(429);
    });

    describe("saved matches", () => {
      async function member(app: FastifyInstance, address: string): Promise<string> {
        const res = await register(app, address);
        expect(res.statusCode).toBe(201);
        return cookieOf(res);
      }
      const save = (app: FastifyInstance, cookie: string, seed: number): Promise<LightMyRequestResponse> =>
        app.inject({
          method: "POST",
          url: "/api/matches",
          payload: finishedMatch(seed),
          headers: { origin: ORIGIN, cookie },
        });

      it("limits how fast one member saves matches, with a Retry-After", async () => {
        const app = await appWith({ matchSaves: { window: 60, max: 3 } });
        const cookie = await member(app, "10.65.0.1");
        for (let seed = 1; seed <= 3; seed++) expect((await save(app, cookie, seed)).statusCode).toBe(201);
        const fourth = await save(app, cookie, 4);
        expect(fourth.statusCode).toBe(429);
        expect(fourth.json()).toEqual({
          error: { message: expect.stringMatching(/Too many matches saved/) },
        });
        expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
        // Another member has a budget of their own.
        expect((await save(app, await member(app, "10.65.0.2"), 5)).statusCode).toBe(201);
      });

      it("keeps only a member's newest matches", async () => {
        const app = await appWith({ matchSaves: { window: 60, max: 100 }, matchesKept: 4 });
        const cookie = await member(app, "10.66.0.1");
        for (let seed = 11; seed <= 17; seed++) expect((await save(app, cookie, seed)).statusCode).toBe(201);
        const listed = await app.inject({ method: "GET", url: "/api/matches", headers: { cookie } });
        const results = listed.json().matches.map((m: { result: string }) => m.result);
        expect(results).toEqual([17, 16, 15, 14].map((seed) => finishedMatch(seed).result));
        const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
        const rows = await db.database.db
          .selectFrom("match")
          .select("id")
          .where("userId", "=", me.json().member.id)
          .execute();
        expect(rows).toHaveLength(4);
      });
    });
  });
}
