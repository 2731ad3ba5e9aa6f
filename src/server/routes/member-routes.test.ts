import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/registration.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { ORIGIN, cookieOf, registration, signOut } from "../test-support/test-app.ts";
import { kinds } from "../test-support/suite.ts";

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`members API on ${kind.name}`, () => {
    const server = useTestServer(kind);

    const register = (body: unknown, headers: Record<string, string> = {}) =>
      server.app.inject({
        method: "POST",
        url: "/api/new_user_regi",
        payload: body as object,
        headers: { origin: ORIGIN, ...headers },
      });
    const signIn = (email: string, password: string, remoteAddress = "127.0.0.1") =>
      server.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email, password },
        headers: { origin: ORIGIN },
        remoteAddress,
      });

    it("registers a member: 201, no password in the answer, signed in at once", async () => {
      const body = registration({ email: "Tamim.Iqbal@Example.com" });
      const res = await register(body);
      expect(res.statusCode).toBe(201);
      const { member } = res.json();
      expect(member).toMatchObject({
        name: "Sakib Hasan",
        email: "tamim.iqbal@example.com",
        phone: "01712345678",
        gender: "male",
      });
      expect(JSON.stringify(res.json())).not.toContain("cover-drive-42");
      const session = res.cookies.find((c) => c.name.endsWith("session_token"));
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe("Lax");
      const me = await server.app.inject({
        method: "GET",
        url: "/api/me",
        headers: { cookie: cookieOf(res) },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().member.email).toBe("tamim.iqbal@example.com");
    });

    it("stores an argon2id hash, never the password", async () => {
      const body = registration();
      await register(body);
      const row = await server.db.database.db
        .selectFrom("account")
        .innerJoin("user", "user.id", "account.userId")
        .select("account.password")
        .where("user.email", "=", body.email as string)
        .executeTakeFirstOrThrow();
      expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it.each([
      [{ name: "" }, "Name", MESSAGES.nameEmpty],
      [{ email: "not-an-email" }, "Email", MESSAGES.emailInvalid],
      [{ phone: "12345" }, "Phone", MESSAGES.phoneInvalid],
      [{ password: "abc" }, "Password", MESSAGES.passwordShort],
      [{ dob: "24/03/1990" }, "DOB", MESSAGES.dobInvalid],
      [{ gender: "" }, "Gender", MESSAGES.genderEmpty],
    ])("answers 400 naming the field for %j", async (override, field, message) => {
      const res = await register(registration(override));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { field, message } });
    });

    it("answers 400 for a body that is not an object", async () => {
      const res = await register([1, 2, 3]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/JSON object/);
    });

    it("answers 409 for an e-mail already registered, whatever its case", async () => {
      const body = registration({ email: "dup@example.com" });
      expect((await register(body)).statusCode).toBe(201);
      const again = await register({ ...body, email: "DUP@Example.COM" });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.field).toBe("Email");
    });

    it("lets exactly one of many concurrent registrations of one e-mail through", async () => {
      const body = registration({ email: "race@example.com" });
      const answers = await Promise.all(Array.from({ length: 12 }, () => register(body)));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(11);
      const users = await server.db.database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", "race@example.com")
        .execute();
      expect(users).toHaveLength(1);
    });

    it("answers 413 for an oversized body", async () => {
      const res = await register(registration({ address: "x".repeat(100_000) }));
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toMatch(/too large/);
    });

    it("signs in by e-mail, and wrong e-mail and wrong password get the same answer", async () => {
      const body = registration();
      await register(body);
      const ok = await signIn(body.email as string, body.password as string);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().token).toBeUndefined();
      const wrongPassword = await signIn(body.email as string, "not-the-password");
      const wrongEmail = await signIn("nobody-here@example.com", "not-the-password");
      expect(wrongPassword.statusCode).toBe(401);
      expect(wrongEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(wrongEmail.json());
    });

    it("gives a new session at every sign-in and ends it at sign-out", async () => {
      const body = registration();
      await register(body);
      const first = await signIn(body.email as string, body.password as string);
      const second = await signIn(body.email as string, body.password as string);
      expect(cookieOf(first)).not.toBe(cookieOf(second));
      const cookie = cookieOf(second);
      expect(
        (await server.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).statusCode,
      ).toBe(200);
      const out = await signOut(server.app, cookie);
      expect(out.statusCode).toBe(200);
      expect(
        (await server.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).statusCode,
      ).toBe(401);
      // The other session of the same member is untouched.
      expect(
        (await server.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookieOf(first) } }))
          .statusCode,
      ).toBe(200);
    });

    it("answers 401 on /api/me without a session", async () => {
      const res = await server.app.inject({ method: "GET", url: "/api/me" });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBeTruthy();
    });

    it("does not offer Better Auth's own sign-up, which would skip our rules", async () => {
      const res = await server.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: { origin: ORIGIN },
        payload: { name: "x", email: "bypass@example.com", password: "123" },
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe.skipIf(kind.skipReason !== null)(`abuse limits on ${kind.name}`, () => {
    const server = useTestServer(kind, {
      deps: {
        limits: {
          register: { window: 60, max: 3 },
          failedSignInsPerAccount: { window: 900, max: 4 },
          authRateLimit: true,
        },
      },
    });

    it("limits registrations per client address, each address with its own budget", async () => {
      const from = (remoteAddress: string) =>
        server.app.inject({
          method: "POST",
          url: "/api/new_user_regi",
          payload: registration(),
          headers: { origin: ORIGIN },
          remoteAddress,
        });
      const a = [
        await from("10.0.0.1"),
        await from("10.0.0.1"),
        await from("10.0.0.1"),
        await from("10.0.0.1"),
      ];
      expect(a.map((r) => r.statusCode)).toEqual([201, 201, 201, 429]);
      expect(a[3]?.headers["retry-after"]).toBeDefined();
      expect((await from("10.0.0.2")).statusCode).toBe(201);
    });

    it("limits e-mail sign-ins per client address (Better Auth's limiter sees the real address)", async () => {
      const attempt = (remoteAddress: string) =>
        server.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email: `someone-${Math.random()}@example.com`, password: "whatever-1" },
          headers: { origin: ORIGIN },
          remoteAddress,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) statuses.push((await attempt("10.1.0.1")).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
      // Another address still has its whole budget.
      expect((await attempt("10.1.0.2")).statusCode).toBe(401);
    });

    it("throttles failed sign-ins per account across addresses, and a success clears it", async () => {
      const body = registration();
      await server.app.inject({
        method: "POST",
        url: "/api/new_user_regi",
        payload: body,
        headers: { origin: ORIGIN },
        remoteAddress: "10.2.0.1",
      });
      const attempt = (password: string, i: number) =>
        server.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email: body.email, password },
          headers: { origin: ORIGIN },
          remoteAddress: `10.3.0.${i}`,
        });
      expect((await attempt("wrong-1", 1)).statusCode).toBe(401);
      expect((await attempt("wrong-2", 2)).statusCode).toBe(401);
      expect((await attempt(body.password as string, 3)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await attempt("wrong", 10 + i)).statusCode).toBe(401);
      const locked = await attempt(body.password as string, 20);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.message).toMatch(/Too many failed sign-ins for this account/);
    });
  });
}
