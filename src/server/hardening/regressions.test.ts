import { beforeAll, describe, expect, it } from "vitest";
import { API } from "../../shared/api-types.ts";
import { MESSAGES } from "../../shared/registration.ts";
import { expectClientError, rowCounts } from "../test-support/answer-checks.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { ORIGIN, cookieOf, registration } from "../test-support/test-app.ts";
import { kinds } from "../test-support/suite.ts";

/** One row per defect the fuzzing and crash suites found; each row names what it guards. */

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`hardening regressions on ${kind.name}`, () => {
    const server = useTestServer(kind, {
      deps: { limits: { failedSignInsPerAccount: { window: 900, max: 3 } } },
    });
    const member = registration({ email: `regressions-${kind.name}@example.com` }) as Record<string, string>;

    beforeAll(async () => {
      expect(
        (
          await server.app.inject({
            method: "POST",
            url: API.register,
            payload: member,
            headers: { origin: ORIGIN },
          })
        ).statusCode,
      ).toBe(201);
    });

    const post = (url: string, payload: string, contentType = "application/json") =>
      server.app.inject({
        method: "POST",
        url,
        payload,
        headers: { origin: ORIGIN, "content-type": contentType },
      });

    it.each([
      ["U+0000 in the name (PostgreSQL refused the insert)", { name: "Sakib\u0000Hasan" }, "Name"],
      ["a lone surrogate in the name (stored as U+FFFD)", { name: "Sakib \ud800" }, "Name"],
      ["a control character in the address", { address: "12 Mirpur Road\u0007" }, "Address"],
      [
        "an e-mail the shared rules take but Better Auth refuses (was a bare 400)",
        { email: "josé@example.com" },
        "Email",
      ],
      ["another such e-mail", { email: "member@example.c" }, "Email"],
    ])("refuses a registration with %s, naming the field", async (_defect, override, field) => {
      const before = await rowCounts(server.db.database);
      const res = await post(API.register, JSON.stringify(registration(override)));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe(field);
      if (field === "Email") expect(res.json().error.message).toBe(MESSAGES.emailInvalid);
      expect(await rowCounts(server.db.database)).toEqual(before);
    });

    it("answers a sign-in naming an e-mail with U+0000 with 400, not 500 (the throttle key failed on PostgreSQL)", async () => {
      const res = await post(
        API.signInEmail,
        JSON.stringify({ email: "a\u0000@example.com", password: "whatever-1" }),
      );
      expect(res.statusCode).toBe(400);
      expectClientError(res, { betterAuth: true });
    });

    it("takes sign-ins as JSON only, so form bodies cannot slip past the per-account throttle", async () => {
      const form = (password: string) => new URLSearchParams({ email: member.email!, password }).toString();
      for (let i = 0; i < 4; i++) {
        const res = await post(API.signInEmail, form(`wrong-${i}`), "application/x-www-form-urlencoded");
        expect(res.statusCode).toBe(415);
      }
      // Three JSON failures lock the account (max 3 in this suite); a form body could not count.
      for (let i = 0; i < 3; i++)
        expect(
          (await post(API.signInEmail, JSON.stringify({ email: member.email, password: `bad-${i}` })))
            .statusCode,
        ).toBe(401);
      expect(
        (await post(API.signInEmail, JSON.stringify({ email: member.email, password: member.password })))
          .statusCode,
      ).toBe(429);
    });

    it("refuses a callbackURL a Location header cannot carry, before a session is made (was a 500 and a stray session)", async () => {
      const other = registration() as Record<string, string>;
      await post(API.register, JSON.stringify(other));
      const before = await rowCounts(server.db.database);
      for (const callbackURL of ["/home\u00e9\u{1F3CF}", "/home\ud800", "/a\u0001b", "/a b"]) {
        const res = await post(
          API.signInEmail,
          JSON.stringify({ email: other.email, password: other.password, callbackURL }),
        );
        expect(res.statusCode).toBe(400);
        expectClientError(res);
      }
      expect(await rowCounts(server.db.database)).toEqual(before);
      const plain = await post(
        API.signInEmail,
        JSON.stringify({ email: other.email, password: other.password, callbackURL: "/home" }),
      );
      expect(plain.statusCode).toBe(200);
    });

    it("takes an empty callbackURL as none: the right credentials sign in (was a 400 the fuzz found)", async () => {
      const other = registration() as Record<string, string>;
      await post(API.register, JSON.stringify(other));
      const res = await post(
        API.signInEmail,
        JSON.stringify({ email: other.email, password: other.password, callbackURL: "" }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.email).toBe(other.email);
    });

    it("answers a malformed URL in our JSON shape, without echoing it (was Fastify's own body)", async () => {
      for (const url of ["/api/%zz", "/api/auth/%E0%A4%A", "/%"]) {
        const res = await server.app.inject({ method: "GET", url });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: { message: "The address is not a valid URL" } });
      }
    });

    it("answers an unknown /api/auth path with a JSON 404 (Better Auth's was empty)", async () => {
      const res = await server.app.inject({ method: "GET", url: "/api/auth/no-such-thing?x=1" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { message: "No such API route: GET /api/auth/no-such-thing" } });
    });

    it("ignores a header value Web Headers cannot hold instead of failing with 500", async () => {
      const joined = await post(API.register, JSON.stringify(registration()));
      const res = await server.app.inject({
        method: "GET",
        url: API.me,
        headers: { cookie: cookieOf(joined), "x-note": "caf\u00e9 \u20ac" },
      });
      expect(res.statusCode).toBe(200);
    });
  });
}
