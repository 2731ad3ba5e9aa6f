import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, testDatabaseKinds } from "./test-support/databases.ts";
import { ORIGIN, cookieOf, registration, testApp } from "./test-support/test-app.ts";

const [sqlite] = await testDatabaseKinds();

describe("the same-origin rule and the address people open", () => {
  let db: TestDatabase;
  let fixed: FastifyInstance;
  let open: FastifyInstance;

  beforeAll(async () => {
    db = await sqlite!.create();
    fixed = await testApp(db);
    open = await testApp(db, { config: { baseUrl: null } });
  });
  afterAll(async () => {
    await fixed?.close();
    await open?.close();
    await db?.destroy();
  });

  it.each(["/%61pi/new_user_regi", "/%61%70%69/new_user_regi", "/api/new%5Fuser%5Fregi"])(
    "judges %s by the route it reaches: a foreign Origin is refused",
    async (url) => {
      const body = registration();
      const res = await fixed.inject({
        method: "POST",
        url,
        payload: body,
        headers: { origin: "https://evil.example" },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { message: "Requests from other sites are not allowed" } });
      const rows = await db.database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", String(body.email))
        .execute();
      expect(rows).toHaveLength(0);
    },
  );

  describe("without BASE_URL", () => {
    it.each(["127.0.0.1:3000", "192.168.1.20:3000", "localhost:3000"])(
      "registers, signs in and out at %s",
      async (host) => {
        const origin = `http://${host}`;
        const body = registration();
        const reg = await open.inject({
          method: "POST",
          url: "/api/new_user_regi",
          payload: body,
          headers: { host, origin },
        });
        expect(reg.statusCode).toBe(201);
        const signIn = await open.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email: body.email, password: body.password },
          headers: { host, origin },
        });
        expect(signIn.statusCode).toBe(200);
        const cookie = cookieOf(signIn);
        const out = await open.inject({
          method: "POST",
          url: "/api/auth/sign-out",
          payload: {},
          headers: { host, origin, cookie },
        });
        expect(out.statusCode).toBe(200);
        expect(
          (await open.inject({ method: "GET", url: "/api/me", headers: { host, cookie } })).statusCode,
        ).toBe(401);
      },
    );

    it("refuses a request whose Origin is not the address it came to", async () => {
      const res = await open.inject({
        method: "POST",
        url: "/api/new_user_regi",
        payload: registration(),
        headers: { host: "127.0.0.1:3000", origin: "http://localhost:3000" },
      });
      expect(res.statusCode).toBe(403);
      const evil = await open.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: "a@example.com", password: "x" },
        headers: { host: "127.0.0.1:3000", origin: "https://evil.example" },
      });
      expect(evil.statusCode).toBe(403);
    });

    it("refuses a sign-in that would send the browser to another site afterwards", async () => {
      const res = await open.inject({
        method: "POST",
        url: "/api/auth/sign-in/social",
        payload: { provider: "google", callbackURL: "https://evil.example/", disableRedirect: true },
        headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/callback/i);
    });
  });

  describe("with BASE_URL", () => {
    it("sends a page opened at another address to BASE_URL", async () => {
      const res = await fixed.inject({
        method: "GET",
        url: "/login?next=%2Fhome",
        headers: { host: "127.0.0.1:3000" },
      });
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe(`${ORIGIN}/login?next=%2Fhome`);
    });

    it("leaves the API alone at any address, and the origin rule decides", async () => {
      expect(
        (await fixed.inject({ method: "GET", url: "/api/health", headers: { host: "10.0.0.5:3000" } }))
          .statusCode,
      ).toBe(200);
      const res = await fixed.inject({
        method: "POST",
        url: "/api/new_user_regi",
        payload: registration(),
        headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" },
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
