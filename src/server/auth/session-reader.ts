import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/database.ts";
import type { Auth } from "./auth.ts";
import type { MemberRow } from "./member.ts";
import { headersOf } from "./request-headers.ts";

/** The session's expiry and its member's columns, as the one query reads them. */
type SessionMemberRow = MemberRow & { expiresAt: string | Date };

/** Who sent a request: the member, or nobody. */
export type SessionReader = (request: FastifyRequest, reply: FastifyReply) => Promise<MemberRow | null>;

/**
 * Reads the signed-in member of a request, answering the common case — a validly signed
 * session cookie of a live session that needs no refresh — with one database query, and
 * handing every other case to Better Auth's own `getSession`, which then answers exactly as it
 * always does (clearing a stale cookie, extending a session due for refresh, and so on).
 *
 * Nothing is cached: the session row is read on every request, so a sign-out on any server
 * process ends the session everywhere at once. Only Better Auth's bookkeeping around the
 * lookup (its endpoint pipeline, WebCrypto key import per request, two separate queries) is
 * skipped, which is where most of a session check's time went.
 */
export async function createSessionReader(auth: Auth, database: Database): Promise<SessionReader> {
  const context = await auth.$context;
  const tokenCookie = context.authCookies.sessionToken.name;
  // Either of these cookies changes what Better Auth does with a session: leave those to it.
  const delegatedCookies = [context.authCookies.dontRememberToken.name, context.authCookies.sessionData.name];
  const { expiresIn, updateAge } = context.sessionConfig;
  const secret = context.secret;

  // Built and compiled once: the query is the same on every request but for the token, and
  // Kysely's building and compiling cost about a third of the database's own time on it.
  const sessionQuery = database.db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.userId")
    .select([
      "session.expiresAt",
      "user.id",
      "user.name",
      "user.email",
      "user.phone",
      "user.address",
      "user.dob",
      "user.gender",
      "user.image",
    ])
    .where("session.token", "=", "")
    .compile();

  const delegate = async (request: FastifyRequest, reply: FastifyReply): Promise<MemberRow | null> => {
    const { headers, response } = await auth.api.getSession({
      headers: headersOf(request),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    return response ? (response.user as MemberRow) : null;
  };

  return async (request, reply) => {
    const cookies = parseCookies(request.headers.cookie);
    const signed = cookies.get(tokenCookie);
    if (signed === undefined) return null;
    if (delegatedCookies.some((name) => cookies.has(name))) return delegate(request, reply);
    const token = verifiedToken(signed, secret);
    // A missing or forged signature: Better Auth answers "no session" without a write, as here.
    if (token === null) return null;

    const row = (await database.db.executeQuery<SessionMemberRow>({ ...sessionQuery, parameters: [token] }))
      .rows[0];
    if (!row) return delegate(request, reply);
    const expiresAt = new Date(row.expiresAt).getTime();
    const now = Date.now();
    const expired = !Number.isFinite(expiresAt) || expiresAt < now;
    const dueForRefresh = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now;
    if (expired || dueForRefresh) return delegate(request, reply);
    const { expiresAt: _expiresAt, ...member } = row;
    return member;
  };
}

/**
 * The session token inside a signed cookie value (`token.signature`, the signature being the
 * base64 HMAC-SHA256 of the token under the auth secret), or null when the signature is wrong.
 */
export function verifiedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** Cookie names and (URI-decoded) values of a Cookie header; the first of a repeated name wins. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === "" || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      cookies.set(name, value);
    }
  }
  return cookies;
}
