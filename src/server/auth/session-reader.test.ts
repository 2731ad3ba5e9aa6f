import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../test-support/test-server.ts";
import { ORIGIN, cookieOf, registration, signOut } from "../test-support/test-app.ts";
import { testConfig } from "../test-support/test-config.ts";
import { createAuth } from "./auth.ts";
import { parseCookies, verifiedToken } from "./session-reader.ts";
import { kinds } from "../test-support/suite.ts";

const SECRET = "a-secret-of-the-tests-0123456789-abcdef";
const sign = (token: string, secret = SECRET) =>
  `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;

describe("verifiedToken", () => {
  it("returns the token of a correctly signed value", () => {
    expect(verifiedToken(sign("abc123"), SECRET)).toBe("abc123");
  });

  it.each([
    ["another secret's signature", sign("abc123", "another-secret-another-secret-0123456789")],
    ["a changed token", sign("abc123").replace("abc123", "abc124")],
    ["no signature", "abc123"],
    ["a short signature", "abc123.c2lnbmF0dXJl"],
    ["an empty token", sign("").slice(0)],
  ])("refuses %s", (_label, value) => {
    expect(verifiedToken(value, SECRET)).toBeNull();
  });
});

describe("parseCookies", () => {
  it("reads names and URI-decoded values, the first of a repeated name winning", () => {
    const cookies = parseCookies('a=1; b=x%2By%3D; a=2; c="quoted"; broken; =nameless');
    expect([...cookies]).toEqual([
      ["a", "1"],
      ["b", "x+y="],
      ["c", "quoted"],
    ]);
  });

  it("keeps a value that is not valid URI encoding as it is", () => {
    expect(parseCookies("a=%E0%A4%A").get("a")).toBe("%E0%A4%A");
  });
});

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`session checks on ${kind.name}`, () => {
    const server = useTestServer(kind);

    async function member() {
      const body = registration();
      const res = await server.app.inject({
        method: "POST",
        url: "/api/new_user_regi",
        payload: body,
        headers: { origin: ORIGIN },
      });
      expect(res.statusCode).toBe(201);
      const cookie = cookieOf(res);
      const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? "").split(
        ".",
      )[0] as string;
      return { email: body.email as string, cookie, token };
    }
    const me = (cookie: string) => server.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    const expiresAt = async (token: string) =>
      new Date(
        (
          await server.db.database.db
            .selectFrom("session")
            .select("expiresAt")
            .where("token", "=", token)
            .executeTakeFirstOrThrow()
        ).expiresAt,
      );
    const setExpiresAt = (token: string, when: Date) =>
      server.db.database.db
        .updateTable("session")
        .set({ expiresAt: kind.name === "sqlite" ? when.toISOString() : when })
        .where("token", "=", token)
        .execute();

    it("answers a live session with its member, as Better Auth's own session endpoint does", async () => {
      const { cookie, email } = await member();
      const res = await me(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().member.email).toBe(email);
      // Better Auth's endpoint is not served (the product does not use it); its API is the same code.
      const auth = createAuth(testConfig(server.db.config), server.db.database);
      const own = {
        user: (await auth.api.getSession({ headers: new Headers({ cookie, host: "localhost:3000" }) }))!
          .user as Record<string, unknown>,
      };
      expect(res.json().member).toEqual({
        id: own.user.id,
        name: own.user.name,
        email: own.user.email,
        phone: own.user.phone,
        address: own.user.address,
        dob: own.user.dob,
        gender: own.user.gender,
        image: own.user.image ?? null,
      });
    });

    it("refuses a session cookie whose signature was tampered with", async () => {
      const { cookie } = await member();
      const forged = cookie.replace(
        /session_token=([^.;]+)\.[^;]+/,
        (_m, token: string) =>
          `session_token=${encodeURIComponent(sign(token, "not-the-server-secret-0123456789-abcdef"))}`,
      );
      expect(forged).not.toBe(cookie);
      expect((await me(forged)).statusCode).toBe(401);
    });

    it("ends at sign-out, also for a copy of the cookie kept elsewhere", async () => {
      const { cookie } = await member();
      expect((await me(cookie)).statusCode).toBe(200);
      const out = await signOut(server.app, cookie);
      expect(out.statusCode).toBe(200);
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it("refuses an expired session and clears its cookie", async () => {
      const { cookie, token } = await member();
      await setExpiresAt(token, new Date(Date.now() - 60_000));
      const res = await me(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.cookies.find((c) => c.name.endsWith("session_token"))?.value).toBe("");
    });

    it("extends a session due for refresh, in the database and in the browser's cookie", async () => {
      const { cookie, token } = await member();
      const fresh = await expiresAt(token);
      // Signed in two days ago: a 7-day session refreshes once a day has passed.
      const twoDaysOld = new Date(fresh.getTime() - 2 * 86_400_000);
      await setExpiresAt(token, twoDaysOld);
      const res = await me(cookie);
      expect(res.statusCode).toBe(200);
      expect((await expiresAt(token)).getTime()).toBeGreaterThan(twoDaysOld.getTime() + 86_400_000);
      const renewed = res.cookies.find((c) => c.name.endsWith("session_token"));
      expect(renewed?.maxAge).toBe(7 * 86_400);
    });

    it("does not refresh or rewrite a session that is not due", async () => {
      const { cookie, token } = await member();
      const before = await expiresAt(token);
      const res = await me(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect((await expiresAt(token)).getTime()).toBe(before.getTime());
    });
  });
}
