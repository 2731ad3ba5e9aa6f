import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { BODY_LIMIT } from "../app.ts";
import { API } from "../../shared/api-types.ts";
import {
  type FieldKind,
  MESSAGES,
  type Registration,
  validateRegistration,
} from "../../shared/registration.ts";
import { expectClientError, plus, rowCounts } from "../test-support/answer-checks.ts";
import { useTestServer } from "../test-support/test-server.ts";
import {
  type WireBody,
  anyKey,
  mutated,
  nastyString,
  originHeaders,
  percentEncode,
  pathSegment,
  queryString,
  randomHeaders,
  validRegistration,
  weirdValue,
  wireBody,
} from "../test-support/fuzz-inputs.ts";
import { ORIGIN, cookieOf, registration, registerMember } from "../test-support/test-app.ts";
import { kinds } from "../test-support/suite.ts";

/**
 * Every public endpoint under generated hostile input, through server.app.inject. The answer is
 * predicted from the input (the shared registration rules decide what a valid registration is),
 * 2xx only for valid input, never 5xx, errors as JSON with nothing internal in them, and the
 * member tables untouched by every refused request. 500 requests an endpoint, from a new seed
 * each run (printed with a failure); set FUZZ_RUNS (2000, say) for a deeper run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const TIMEOUT = 240_000;
const REGISTRATION_FIELDS = ["name", "email", "phone", "address", "password", "dob", "gender"] as const;
const UNSTORABLE = /[\p{Cc}\p{Cs}]/u;

/** What the same-origin rule makes of the headers: true when the request is refused (403). */
function crossSite(headers: Record<string, string>): boolean {
  return headers.origin !== undefined
    ? headers.origin !== ORIGIN
    : headers["sec-fetch-site"] === "cross-site";
}

function isJsonType(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * True for JSON Fastify's parser refuses as prototype poisoning (secure-json-parse): an own
 * `__proto__` key, or a `constructor` holding a `prototype`, at any depth.
 */
function poisoned(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== "object") continue;
    if (Object.hasOwn(node, "__proto__")) return true;
    const ctor = (node as Record<string, unknown>).constructor;
    if (
      Object.hasOwn(node, "constructor") &&
      ctor !== null &&
      typeof ctor === "object" &&
      Object.hasOwn(ctor, "prototype")
    )
      return true;
    pending.push(...Object.values(node));
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function headersFor(
  body: WireBody | undefined,
  origin: Record<string, string>,
  extra: Record<string, string> = {},
) {
  return {
    ...extra,
    ...origin,
    ...(body?.contentType !== undefined ? { "content-type": body.contentType } : {}),
  };
}

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`fuzzed API on ${kind.name}`, () => {
    const server = useTestServer(kind);
    const member = registration({
      email: `fuzz-known-${kind.name}@example.com`,
      password: "square-leg-77",
    }) as Record<string, string>;
    let memberCookie = "";
    /** E-mails registered so far (normalised), to tell a 201 from a 409. */
    const registered = new Set<string>();
    const tally = { created: 0, duplicates: 0, signedIn: 0 };

    beforeAll(async () => {
      memberCookie = await registerMember(server.app, member);
      registered.add(member.email!);
    });
    afterAll(() => console.info(`fuzz on ${kind.name}: ${RUNS} requests per endpoint;`, tally));

    const me = (cookie: string) => server.app.inject({ method: "GET", url: API.me, headers: { cookie } });

    it("stores an HTML-looking name and gives it back verbatim, as JSON text", async () => {
      const html = {
        name: "<img src=x onerror=alert(1)>",
        address: '<script>alert("howzat")</script> & "quotes"',
      };
      const res = await server.app.inject({
        method: "POST",
        url: API.register,
        payload: registration(html),
        headers: { origin: ORIGIN },
      });
      expect(res.statusCode).toBe(201);
      registered.add(res.json().member.email);
      const answer = await me(cookieOf(res));
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.json().member).toMatchObject(html);
      // JSON leaves < and > alone: the client gets the very characters, to render as text.
      expect(answer.body).toContain("<img src=x onerror=alert(1)>");
    });

    // --- POST /api/new_user_regi ---------------------------------------------------------------

    const knownEmail = fc.constantFrom(member.email!, member.email!.toUpperCase(), ` ${member.email!} `);
    const registrationObjects = fc.oneof(
      // Mostly broken registrations; a mutation sometimes leaves one valid.
      {
        arbitrary: mutated(
          validRegistration.chain((r) => knownEmail.map((email) => ({ ...r, email }))),
          REGISTRATION_FIELDS,
        ),
        weight: 9,
      },
      { arbitrary: mutated(validRegistration, REGISTRATION_FIELDS), weight: 2 },
      // Valid ones: a new e-mail costs an argon2 hash, a taken one does not.
      { arbitrary: validRegistration, weight: 1 },
      { arbitrary: fc.dictionary(anyKey, weirdValue, { maxKeys: 8 }), weight: 3 },
    );

    type Expected =
      | { status: "4xx" | 400 | 403 | 413 | 415 }
      | { status: 400 | 409; field: FieldKind; message?: string }
      | { status: 201; member: Registration };

    function expectedRegistration(body: WireBody, origin: Record<string, string>): Expected {
      if (crossSite(origin)) return { status: 403 };
      if (!isJsonType(body.contentType)) return { status: "4xx" };
      if (Buffer.byteLength(body.text) > BODY_LIMIT) return { status: 413 };
      const parsed = parseJson(body.text);
      if (!parsed.ok || poisoned(parsed.value)) return { status: 400 };
      if (!isPlainObject(parsed.value)) return { status: 400 };
      const verdict = validateRegistration(parsed.value, new Date());
      if (!verdict.ok) return { status: 400, field: verdict.field, message: verdict.message };
      const valid = verdict.value;
      if (UNSTORABLE.test(valid.name)) return { status: 400, field: "Name" };
      if (!z.email().safeParse(valid.email).success)
        return { status: 400, field: "Email", message: MESSAGES.emailInvalid };
      if (UNSTORABLE.test(valid.address)) return { status: 400, field: "Address" };
      if (registered.has(valid.email)) return { status: 409, field: "Email" };
      return { status: 201, member: valid };
    }

    it(
      `POST ${API.register}: ${RUNS} hostile bodies, 201 only for a valid new member`,
      async () => {
        await fc.assert(
          fc.asyncProperty(wireBody(registrationObjects), originHeaders, async (body, origin) => {
            const expected = expectedRegistration(body, origin);
            const before = await rowCounts(server.db.database);
            const res = await server.app.inject({
              method: "POST",
              url: API.register,
              headers: headersFor(body, origin),
              payload: body.text,
            });
            const after = await rowCounts(server.db.database);
            // Noted at once: a failed run is replayed while shrinking, and must then expect 409.
            if (res.statusCode === 201) registered.add(String(res.json().member.email));

            if (expected.status === 201) {
              expect(res.statusCode, res.body).toBe(201);
              const created = res.json().member;
              const { password: _password, ...shown } = expected.member;
              expect(created).toMatchObject({ ...shown, image: null });
              expect(res.body).not.toContain('"password"');
              expect(after).toEqual(plus(before, { user: 1, account: 1, session: 1 }));
              // What was stored comes back exactly as it went in.
              expect((await me(cookieOf(res))).json().member).toEqual(created);
              tally.created++;
              return;
            }
            const message = expectClientError(res);
            expect(after, "a refused registration changed the database").toEqual(before);
            if (expected.status !== "4xx") expect(res.statusCode, res.body).toBe(expected.status);
            if ("field" in expected) {
              expect(res.json().error.field).toBe(expected.field);
              if (expected.message !== undefined) expect(message).toBe(expected.message);
            }
            if (expected.status === 409) tally.duplicates++;
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );

    // --- POST /api/auth/sign-in/email ----------------------------------------------------------

    const signInObjects = fc.oneof(
      {
        arbitrary: mutated(
          fc.record({
            email: fc.oneof(
              { arbitrary: nastyString, weight: 12 },
              { arbitrary: knownEmail, weight: 1 },
              { arbitrary: fc.constantFrom("nobody@example.com", "a@b.co"), weight: 1 },
            ),
            password: fc.oneof(
              { arbitrary: weirdValue, weight: 3 },
              { arbitrary: nastyString, weight: 1 },
              { arbitrary: fc.constant(member.password!), weight: 1 },
            ),
          }),
          ["email", "password", "rememberMe", "callbackURL"],
          { min: 0, max: 3 },
        ),
        weight: 10,
      },
      { arbitrary: fc.dictionary(anyKey, weirdValue, { maxKeys: 6 }), weight: 2 },
      // The right credentials, with keys Better Auth ignores: the one way to a 200.
      {
        arbitrary: fc
          .dictionary(
            anyKey.filter(
              (k) =>
                !["email", "password", "rememberMe", "callbackURL", "__proto__", "constructor"].includes(k),
            ),
            weirdValue,
            { maxKeys: 3 },
          )
          .map((extra) => ({ ...extra, email: member.email!.toUpperCase(), password: member.password! })),
        weight: 1,
      },
    );

    /**
     * "yes" for the member's own credentials, "no" for anything else, "maybe" for the right
     * credentials with a callbackURL (Better Auth takes a relative one and refuses another site).
     */
    function rightCredentials(body: WireBody): "yes" | "maybe" | "no" {
      const parsed = parseJson(body.text);
      if (!parsed.ok || !isPlainObject(parsed.value)) return "no";
      const { email, password, rememberMe, callbackURL } = parsed.value;
      const right =
        typeof email === "string" &&
        email.toLowerCase() === member.email &&
        password === member.password &&
        (rememberMe === undefined || typeof rememberMe === "boolean");
      if (!right) return "no";
      if (poisoned(parsed.value)) return "maybe";
      if (callbackURL === undefined || callbackURL === "") return "yes";
      return typeof callbackURL === "string" ? "maybe" : "no";
    }

    it(
      `POST ${API.signInEmail}: ${RUNS} hostile bodies, 200 only for the right credentials`,
      async () => {
        await fc.assert(
          fc.asyncProperty(wireBody(signInObjects), originHeaders, async (body, origin) => {
            const admissible =
              !crossSite(origin) &&
              isJsonType(body.contentType) &&
              Buffer.byteLength(body.text) <= BODY_LIMIT;
            const credentials = admissible ? rightCredentials(body) : "no";
            const before = await rowCounts(server.db.database);
            const res = await server.app.inject({
              method: "POST",
              url: API.signInEmail,
              headers: headersFor(body, origin),
              payload: body.text,
            });
            const after = await rowCounts(server.db.database);

            if (credentials === "yes" || (credentials === "maybe" && res.statusCode === 200)) {
              expect(res.statusCode, res.body).toBe(200);
              expect(res.json().user.email).toBe(member.email);
              expect(res.json().token).toBeUndefined();
              expect(cookieOf(res)).toMatch(/session_token=/);
              expect(after).toEqual(plus(before, { session: 1 }));
              tally.signedIn++;
              return;
            }
            expectClientError(res, { betterAuth: true });
            expect(after, "a refused sign-in changed the database").toEqual(before);
            const oversize = Buffer.byteLength(body.text) > BODY_LIMIT;
            if (crossSite(origin)) expect(res.statusCode).toBe(403);
            else if (!isJsonType(body.contentType))
              expect(res.statusCode).toBe(oversize && res.statusCode === 413 ? 413 : 415);
            else if (oversize) expect(res.statusCode).toBe(413);
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );

    // --- GET /api/me -----------------------------------------------------------------------------

    const cookieName = fc.constantFrom(
      "better-auth.session_token",
      "__Secure-better-auth.session_token",
      "better-auth.session_data",
      "session",
      "token",
    );
    const forgedValue = fc.oneof(
      nastyString.map(percentEncode),
      fc.base64String({ maxLength: 80 }),
      fc
        .tuple(fc.stringMatching(/^[A-Za-z0-9]{32}$/), fc.base64String({ minLength: 4, maxLength: 60 }))
        .map(([t, s]) => `${t}.${s}`),
    );
    /**
     * The member's real cookie with one character changed. Not the last two: the signature's
     * base64 ends in "=" and a character whose low bits are padding, so changing those can
     * leave the decoded bytes, and thus the signature, as they were.
     */
    const tamperedCookie = fc.nat().map((at) => {
      const [name, value = ""] = memberCookie.split(/=(.*)/s);
      const i = at % (value.length - 2);
      const swapped = value[i] === "A" ? "B" : "A";
      return `${name}=${value.slice(0, i)}${swapped}${value.slice(i + 1)}`;
    });
    const cookiePair = fc.oneof(
      { arbitrary: fc.tuple(cookieName, forgedValue).map(([n, v]) => `${n}=${v}`), weight: 6 },
      { arbitrary: tamperedCookie, weight: 3 },
      { arbitrary: fc.string({ unit: fc.constantFrom(...'ab=;, \t"%.-_'), maxLength: 30 }), weight: 2 },
      { arbitrary: fc.constant("REAL"), weight: 1 },
    );
    const cookieHeader = fc.oneof(
      fc.constant(undefined),
      fc
        .tuple(fc.array(cookiePair, { minLength: 1, maxLength: 4 }), fc.constantFrom("; ", ";", ", "))
        .map(([pairs, separator]) => pairs.map((p) => (p === "REAL" ? memberCookie : p)).join(separator)),
    );

    it(
      `GET ${API.me}: ${RUNS} forged cookies and odd headers, 200 only with the real session`,
      async () => {
        const sessionName = memberCookie.split("=")[0]!;
        await fc.assert(
          fc.asyncProperty(cookieHeader, randomHeaders, queryString, async (cookie, headers, query) => {
            const before = await rowCounts(server.db.database);
            const res = await server.app.inject({
              method: "GET",
              url: `${API.me}${query}`,
              headers: { ...headers, ...(cookie !== undefined ? { cookie } : {}) },
            });
            const after = await rowCounts(server.db.database);
            expect(after).toEqual(before);

            // RFC 6265: pairs are split at ";" only (a comma is part of a value).
            const pairs = (cookie ?? "").split(";").map((p) => p.trim());
            const hasReal = pairs.includes(memberCookie);
            const rivals = pairs.filter((p) => p.startsWith(`${sessionName}=`) && p !== memberCookie);
            if (res.statusCode === 200) {
              expect(hasReal, `signed in without the real cookie: ${cookie}`).toBe(true);
              expect(res.json().member.email).toBe(member.email);
              return;
            }
            if (hasReal && rivals.length === 0)
              expect.fail(
                `the real session was refused (${res.statusCode} ${res.body}) with cookie ${cookie}`,
              );
            expect(res.statusCode, res.body).toBe(401);
            expectClientError(res);
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );

    // --- GET /api/health -------------------------------------------------------------------------

    it(
      `GET ${API.health}: ${RUNS} random query strings and headers, always healthy`,
      async () => {
        await fc.assert(
          fc.asyncProperty(queryString, randomHeaders, async (query, headers) => {
            const res = await server.app.inject({ method: "GET", url: `${API.health}${query}`, headers });
            expect(res.statusCode, res.body).toBe(200);
            expect(res.json()).toEqual({ status: "ok", database: { kind: kind.name, reachable: true } });
            expect(res.headers["cache-control"]).toBe("no-store");
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );

    // --- unknown /api/* paths --------------------------------------------------------------------

    const ROUTED = new Set([
      "health",
      "me",
      "new_user_regi",
      "auth-config",
      "matches",
      "ranked",
      "live",
      "ladder",
      "auth",
    ]);
    /** True when `path` could reach a real route once dots are resolved and escapes decoded. */
    function reachesRoute(path: string): boolean {
      let resolved: string;
      try {
        resolved = new URL(path, "http://h").pathname;
      } catch {
        return false;
      }
      let decoded = resolved;
      try {
        decoded = decodeURIComponent(resolved);
      } catch {
        // A malformed escape cannot be a route either way.
      }
      if (path.startsWith("/api/auth/no-such-")) return !decoded.startsWith("/api/auth/no-such-");
      const first = decoded.split("/")[2] ?? "";
      return (
        !decoded.startsWith("/api") ||
        ROUTED.has(first.trim()) ||
        [...ROUTED].some((r) => first.startsWith(`${r}/`))
      );
    }
    const unknownPath = fc
      .oneof(
        fc.array(pathSegment, { minLength: 1, maxLength: 5 }).map((segments) => `/api/${segments.join("/")}`),
        fc
          .array(pathSegment, { minLength: 0, maxLength: 3 })
          .map((segments) => `/api/auth/no-such-${segments.join("/")}`),
        fc.constantFrom(
          "/api",
          "/api/",
          "/api//",
          "/api/./x",
          "/api/%2e%2e/x",
          "/api/x/..%2f..%2fetc/passwd",
          "/api;x",
          "/api/x?y#z",
        ),
      )
      .filter((path) => !reachesRoute(path));
    const method = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "GET", "POST");

    it(
      `unknown /api/* paths: ${RUNS} methods, paths and bodies, all JSON 4xx`,
      async () => {
        await fc.assert(
          fc.asyncProperty(
            method,
            unknownPath,
            queryString,
            wireBody(fc.dictionary(anyKey, weirdValue, { maxKeys: 4 })),
            originHeaders,
            async (verb, path, query, body, origin) => {
              const withBody = verb !== "GET" && verb !== "HEAD" && verb !== "OPTIONS";
              const before = await rowCounts(server.db.database);
              const res: LightMyRequestResponse = await server.app.inject({
                method: verb as "GET",
                url: `${path}${query}`,
                headers: headersFor(withBody ? body : undefined, origin),
                ...(withBody ? { payload: body.text } : {}),
              });
              expect(await rowCounts(server.db.database)).toEqual(before);
              expectClientError(res, {
                method: verb,
                betterAuth: path.startsWith("/api/auth/"),
                echo: /No such API route: [^"]*/,
              });
            },
          ),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );
  });
}
