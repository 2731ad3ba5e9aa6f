import type { FastifyPluginAsync, FastifyReply } from "fastify";
import {
  API,
  type AuthConfigResponse,
  type MemberResponse,
  type SessionResponse,
} from "../../shared/api-types.ts";
import { type FieldKind, type Registration, validateRegistration } from "../../shared/registration.ts";
import type { Auth } from "../auth/auth.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import { headersOf } from "../auth/request-headers.ts";
import { addressKey } from "../auth/client-address.ts";
import { toMember } from "../auth/member.ts";
import { memberOf, requireMember } from "../auth/require-member.ts";
import { withPreparedHash } from "../auth/password-hasher.ts";
import type { LimitRule, RateLimiter } from "../auth/rate-limiter.ts";
import type { Database } from "../db/database.ts";
import { tooManyRequests } from "../errors.ts";

interface MemberRoutesOptions {
  readonly auth: Auth;
  readonly readSession: SessionReader;
  readonly database: Database;
  readonly limiter: RateLimiter;
  readonly googleEnabled: boolean;
  /** Registrations allowed per client address per window. */
  readonly registerLimit: LimitRule;
  /** Clock for the age rule; tests may pin it. */
  readonly now?: () => Date;
}

const DUPLICATE_EMAIL = "This email is already registered. Please sign in instead";

/** Control characters and lone UTF-16 surrogates. */
const UNSTORABLE = /[\p{Cc}\p{Cs}]/u;

/**
 * The first field the shared rules let through that we still cannot take, with its message.
 * PostgreSQL refuses U+0000 (the insert fails), a lone surrogate comes back as U+FFFD, and no
 * one types control characters into a name or an address. (The e-mail rule is Better Auth's
 * own; phone, date of birth and gender have strict formats already; the password is only ever
 * hashed.)
 */
function refusedField(member: Registration): { field: FieldKind; message: string } | null {
  if (UNSTORABLE.test(member.name))
    return { field: "Name", message: "Your name contains characters that are not allowed" };
  if (UNSTORABLE.test(member.address))
    return { field: "Address", message: "Your address contains characters that are not allowed" };
  return null;
}

/**
 * Registration (`POST /api/new_user_regi`), the signed-in member (`GET /api/me`: 401 for a guest),
 * who is signed in (`GET /api/session`: a guest too) and auth-config.
 */
export const memberRoutes: FastifyPluginAsync<MemberRoutesOptions> = async (app, options) => {
  const { auth, database, limiter } = options;
  const now = options.now ?? (() => new Date());

  app.get(API.authConfig, async (): Promise<AuthConfigResponse> => ({ google: options.googleEnabled }));

  app.get(API.me, { preHandler: requireMember(options.readSession) }, async (request, reply) => {
    const body: MemberResponse = { member: toMember(memberOf(request)) };
    return reply.header("cache-control", "no-store").send(body);
  });

  // Who is signed in, asked by every page: a guest is an answer, not an error.
  app.get(API.session, async (request, reply) => {
    const member = await options.readSession(request, reply);
    const body: SessionResponse = { member: member === null ? null : toMember(member) };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.post(API.register, async (request, reply) => {
    const verdict = await limiter.hit(`register:${addressKey(request.ip)}`, options.registerLimit);
    if (!verdict.allowed) {
      return tooManyRequests(
        reply,
        verdict.retryAfter,
        "Too many registrations from your address. Please try again after a while",
      );
    }
    const body = request.body;
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      return reply
        .status(400)
        .send({ error: { field: "None", message: "Send the registration as a JSON object" } });
    }
    const result = validateRegistration(body as Record<string, unknown>, now());
    if (!result.ok) {
      return reply.status(400).send({ error: { field: result.field, message: result.message } });
    }
    const member = result.value;
    const refused = refusedField(member);
    if (refused) return reply.status(400).send({ error: refused });
    if (await emailTaken(member.email)) return duplicate(reply);

    try {
      const { headers, response } = await withPreparedHash(member.password, () =>
        auth.api.signUpEmail({
          body: {
            name: member.name,
            email: member.email,
            password: member.password,
            phone: member.phone,
            address: member.address,
            dob: member.dob,
            gender: member.gender,
          },
          headers: headersOf(request),
          returnHeaders: true,
        }),
      );
      const cookies = headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      request.log.info({ event: "register", email: member.email, ip: request.ip }, "member registered");
      const created: MemberResponse = { member: toMember(response.user as Parameters<typeof toMember>[0]) };
      return reply.status(201).send(created);
    } catch (error) {
      // Two registrations of one e-mail can race past the check above; the unique index lets
      // exactly one through, and the other is a duplicate, not a server error.
      if (await emailTaken(member.email)) return duplicate(reply);
      throw error;
    }
  });

  async function emailTaken(email: string): Promise<boolean> {
    const row = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    return row !== undefined;
  }

  function duplicate(reply: FastifyReply) {
    return reply.status(409).send({ error: { field: "Email", message: DUPLICATE_EMAIL } });
  }
};
