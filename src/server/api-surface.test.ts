import { Writable } from "node:stream";
import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../data/catalog.ts";
import { createEngine, simulateMatch } from "../engine/index.ts";
import { buildApp } from "./app.ts";
import { type TestDatabase } from "./test-support/databases.ts";
import { useTestServer } from "./test-support/test-server.ts";
import { listenOnLoopback, rawRequest } from "./test-support/raw-http.ts";
import { ORIGIN, cookieOf, registration, signOut } from "./test-support/test-app.ts";
import { testConfig } from "./test-support/test-config.ts";
import { closeTestApp } from "./test-support/test-app.ts";
import { kinds } from "./test-support/suite.ts";

/** Better Auth routes the product never calls, with a body each would accept. */
const UNUSED_AUTH_ROUTES: [string, string, object | undefined][] = [
  ["POST", "/api/auth/update-user", { name: "Changed", phone: "01999999999" }],
  ["POST", "/api/auth/change-password", { currentPassword: "cover-drive-42", newPassword: "another-one-42" }],
  ["POST", "/api/auth/change-email", { newEmail: "elsewhere@example.com" }],
  ["POST", "/api/auth/delete-user", {}],
  ["GET", "/api/auth/list-sessions", undefined],
  ["GET", "/api/auth/get-session", undefined],
  ["POST", "/api/auth/revoke-sessions", {}],
  ["POST", "/api/auth/revoke-other-sessions", {}],
  ["GET", "/api/auth/list-accounts", undefined],
  ["POST", "/api/auth/unlink-account", { providerId: "credential" }],
  ["POST", "/api/auth/request-password-reset", { email: "x@example.com" }],
  ["POST", "/api/auth/sign-up/email", { name: "x", email: "bypass@example.com", password: "123456789" }],
  ["GET", "/api/auth/ok", undefined],
  ["GET", "/api/auth/error", undefined],
  ["POST", "/api/auth/sign-in/social/", { provider: "google" }],
];

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`the auth API surface on ${kind.name}`, () => {
    const server = useTestServer(kind, { deps: { limits: { authRateLimit: true } } });
    let member: Record<string, unknown>;
    let cookie: string;

    beforeAll(async () => {
      member = registration();
      cookie = cookieOf(
        await server.app.inject({
          method: "POST",
          url: "/api/new_user_regi",
          payload: member,
          headers: { origin: ORIGIN },
        }),
      );
    });

    it.each(UNUSED_AUTH_ROUTES)(
      "answers %s %s with our 404 and changes nothing",
      async (method, url, payload) => {
        const res = await server.app.inject({
          method: method as "GET",
          url,
          headers: { origin: ORIGIN, cookie },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: { message: `No such API route: ${method} ${url}` } });
        const me = await server.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
        expect(me.statusCode).toBe(200);
        expect(me.json().member.name).toBe(member.name);
      },
    );

    it("says who is signed in at /api/session: a guest is a 200 with no member; /api/me stays 401 for one", async () => {
      const guest = await server.app.inject({ method: "GET", url: "/api/session" });
      expect(guest.statusCode).toBe(200);
      expect(guest.json()).toEqual({ member: null });
      expect(guest.headers["cache-control"]).toBe("no-store");
      const forged = await server.app.inject({
        method: "GET",
        url: "/api/session",
        headers: { cookie: "better-auth.session_token=forged.value" },
      });
      expect(forged.statusCode).toBe(200);
      expect(forged.json()).toEqual({ member: null });
      const signedIn = await server.app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
      expect(signedIn.statusCode).toBe(200);
      const me = await server.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
      expect(signedIn.json()).toEqual(me.json());
      expect(signedIn.json().member.name).toBe(member.name);
      expect((await server.app.inject({ method: "GET", url: "/api/me" })).statusCode).toBe(401);
    });

    it("still signs in, signs out and starts Google sign-in, with no token in any body", async () => {
      const signIn = await server.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: member.email, password: member.password },
        headers: { origin: ORIGIN },
      });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.body).not.toMatch(/"token"/);
      expect(signIn.headers["cache-control"]).toBe("no-store");
      const social = await server.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/social",
        payload: { provider: "google", disableRedirect: true },
        headers: { origin: ORIGIN },
      });
      expect(social.statusCode).toBe(404);
      expect(social.json().error.message).toEqual(expect.any(String));
      const out = await signOut(server.app, cookieOf(signIn));
      expect(out.statusCode).toBe(200);
      expect(out.body).not.toMatch(/"token"/);
    });

    it("answers Better Auth's own refusals in our error shape", async () => {
      const bad = await server.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: "not-an-email", password: "x" },
        headers: { origin: ORIGIN },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: { message: expect.any(String) } });
      const wrong = await server.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: member.email, password: "not-it" },
        headers: { origin: ORIGIN },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: { message: expect.any(String) } });
    });

    it("answers Better Auth's per-address limit as a 429 with a standard Retry-After", async () => {
      let last = await server.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: "nobody@example.com", password: "x-123456" },
        headers: { origin: ORIGIN },
        remoteAddress: "10.70.0.1",
      });
      for (let i = 0; i < 25 && last.statusCode !== 429; i++) {
        last = await server.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email: "nobody@example.com", password: "x-123456" },
          headers: { origin: ORIGIN },
          remoteAddress: "10.70.0.1",
        });
      }
      expect(last.statusCode).toBe(429);
      expect(last.json()).toEqual({ error: { message: expect.any(String) } });
      expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("states each route's own body limit in its 413", async () => {
      const big = { seed: 1, actions: [{ type: "back" }], result: "x".repeat(200_000) };
      const res = await server.app.inject({
        method: "POST",
        url: "/api/matches",
        payload: big,
        headers: { origin: ORIGIN, cookie },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toContain(String(128 * 1024));
      const reg = await server.app.inject({
        method: "POST",
        url: "/api/new_user_regi",
        payload: { pad: "p".repeat(20_000) },
        headers: { origin: ORIGIN },
      });
      expect(reg.statusCode).toBe(413);
      expect(reg.json().error.message).toContain(String(16 * 1024));
    });

    it("marks answers carrying personal data as not to be stored", async () => {
      const engine = createEngine(catalog);
      const { state, actions } = simulateMatch(engine, 77, "micro", "random");
      const saved = await server.app.inject({
        method: "POST",
        url: "/api/matches",
        payload: { seed: 77, actions, result: state.result?.text },
        headers: { origin: ORIGIN, cookie },
      });
      expect(saved.statusCode).toBe(201);
      expect(saved.headers["cache-control"]).toBe("no-store");
      const registered = await server.app.inject({
        method: "POST",
        url: "/api/new_user_regi",
        payload: registration(),
        headers: { origin: ORIGIN },
      });
      expect(registered.statusCode).toBe(201);
      expect(registered.headers["cache-control"]).toBe("no-store");
    });
  });
}

describe("error answers outside the routes", () => {
  const [sqlite] = kinds;
  let db: TestDatabase;
  let app: FastifyInstance;
  let url: string;
  const lines: { level: number; msg?: string; err?: unknown }[] = [];

  beforeAll(async () => {
    db = await sqlite!.create();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString("utf8").split("\n"))
          if (line.trim() !== "") lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      config: testConfig(db.config),
      database: db.database,
      logger: { level: "trace", stream },
      limits: { authRateLimit: true },
    });
    url = await listenOnLoopback(app);
  });
  afterAll(() => closeTestApp(app, db));

  it("answers a too-large header in our shape", async () => {
    const res = await rawRequest(url, "GET", "/api/health", { headers: { "x-big": "h".repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.text)).toEqual({ error: { message: expect.any(String) } });
  });

  it("answers a request the HTTP parser cannot read in our shape", async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(url).port), "127.0.0.1", () =>
        socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"),
      );
      let got = "";
      socket.setEncoding("utf8").on("data", (d: string) => (got += d));
      socket.on("end", () => resolve(got)).on("error", reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4))).toEqual({
      error: { message: expect.any(String) },
    });
  });

  it("logs client mistakes below error level", async () => {
    lines.length = 0;
    const headers = { origin: ORIGIN, "content-type": "application/json" };
    await rawRequest(url, "POST", "/api/new_user_regi", { headers, body: "{nope" });
    await rawRequest(url, "POST", "/api/new_user_regi", {
      headers,
      body: JSON.stringify({ pad: "p".repeat(20_000) }),
    });
    await rawRequest(url, "POST", "/api/auth/sign-in/email", { headers, body: "{nope" });
    await rawRequest(url, "POST", "/api/auth/sign-in/email", {
      headers,
      body: JSON.stringify({ email: "bad", password: "x" }),
    });
    await rawRequest(url, "GET", "/api/%zz");
    // Google sign-in is not configured here: asking for it is a client mistake (404).
    await rawRequest(url, "POST", "/api/auth/sign-in/social", {
      headers,
      body: JSON.stringify({ provider: "google" }),
    });
    await rawRequest(url, "POST", "/api/matches", { headers, body: "{}" });
    await rawRequest(url, "POST", "/api/new_user_regi", {
      headers: { ...headers, origin: "https://evil.example" },
      body: "{}",
    });
    await rawRequest(url, "GET", "/api/health", { headers: { "x-big": "h".repeat(20_000) } });
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors).toEqual([]);
  });
});
