import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Auth } from "../auth/auth.ts";
import type { RateLimiter } from "../auth/rate-limiter.ts";
import { headersOf } from "../auth/request-headers.ts";

interface AuthRoutesOptions {
  readonly auth: Auth;
  readonly baseUrl: string;
  readonly limiter: RateLimiter;
  /** Failed e-mail sign-ins allowed per account per window, whatever the address. */
  readonly accountThrottle: { readonly window: number; readonly max: number };
}

const SIGN_IN_EMAIL = "/api/auth/sign-in/email";

/**
 * Mounts Better Auth under `/api/auth/*`. Requests are handed over as Web `Request`s with the
 * raw body and the client address Fastify resolved; answers come back status, headers and
 * body intact. E-mail sign-in also gets a per-account throttle on failures and a log line.
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const { auth, limiter, accountThrottle } = options;
  // Better Auth parses its own bodies: keep them as text in this plugin's scope.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      const signIn = request.method === "POST" && request.url.split("?")[0] === SIGN_IN_EMAIL;
      // Better Auth would also take a form body, which the per-account throttle (reading
      // JSON) would not see: an attacker could guess passwords without ever being throttled.
      if (signIn && !isJson(request.headers["content-type"])) {
        return reply.status(415).send({ error: { message: "Send the request body as application/json" } });
      }
      if (request.method === "POST" && hasUnsendableRedirect(request)) {
        return reply
          .status(400)
          .send({ error: { message: "A callback URL must be a URL in visible ASCII characters" } });
      }
      return signIn ? signInWithEmail(request, reply) : forward(request, reply);
    },
  });

  async function signInWithEmail(request: FastifyRequest, reply: FastifyReply) {
    const email = emailOf(request.body);
    const key = `signin-fail:${email}`;
    if (email && (await limiter.peek(key, accountThrottle)) >= accountThrottle.max) {
      request.log.warn({ event: "sign-in", email, ip: request.ip, outcome: "throttled" }, "sign-in attempt");
      const minutes = Math.ceil(accountThrottle.window / 60);
      return reply
        .status(429)
        .header("retry-after", String(accountThrottle.window))
        .send({
          error: {
            message: `Too many failed sign-ins for this account. Please try again in ${minutes} minutes`,
          },
        });
    }
    const response = await auth.handler(toWebRequest(request, options.baseUrl));
    const outcome = response.ok ? "success" : response.status === 429 ? "rate-limited" : "failure";
    request.log.info(
      { event: "sign-in", email, ip: request.ip, outcome, status: response.status },
      "sign-in attempt",
    );
    if (email && response.status === 401) await limiter.hit(key, accountThrottle);
    if (email && response.ok) await limiter.reset(key);
    return send(reply, response, { dropToken: true });
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const response = await auth.handler(toWebRequest(request, options.baseUrl));
    return send(reply, response);
  }
};

/** Body fields Better Auth may copy into a Location header. */
const REDIRECT_FIELDS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL"] as const;

/**
 * True when the body carries a redirect a Location header cannot hold (only visible ASCII
 * goes there; a real URL percent-encodes the rest). Better Auth sets that header only after
 * its work is done: e-mail sign-in would create the session and then fail with a 500.
 */
function hasUnsendableRedirect(request: FastifyRequest): boolean {
  if (typeof request.body !== "string") return false;
  let fields: Record<string, unknown>;
  try {
    const contentType = request.headers["content-type"] ?? "";
    if (isJson(contentType)) {
      const parsed: unknown = JSON.parse(request.body);
      if (parsed === null || typeof parsed !== "object") return false;
      fields = parsed as Record<string, unknown>;
    } else if (contentType.toLowerCase().includes("application/x-www-form-urlencoded")) {
      fields = Object.fromEntries(new URLSearchParams(request.body));
    } else return false;
  } catch {
    // Better Auth answers malformed bodies itself.
    return false;
  }
  return REDIRECT_FIELDS.some(
    (name) => typeof fields[name] === "string" && !/^[\x21-\x7e]*$/.test(fields[name]),
  );
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";
}

/**
 * The account a sign-in names, or null when Better Auth will refuse the address anyway. Only
 * an address it accepts can have an account to protect, and only such an address may become a
 * throttle key: PostgreSQL cannot store every string (e.g. one with U+0000 fails the query).
 */
function emailOf(body: unknown): string | null {
  if (typeof body !== "string") return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "email" in parsed && typeof parsed.email === "string") {
      return z.email().safeParse(parsed.email).success ? parsed.email.toLowerCase().slice(0, 254) : null;
    }
  } catch {
    // Better Auth answers malformed bodies itself.
  }
  return null;
}

/** Builds the Web Request Better Auth expects from a Fastify request. */
function toWebRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = headersOf(request);
  const body =
    request.method === "GET" || request.method === "HEAD"
      ? undefined
      : typeof request.body === "string"
        ? request.body
        : undefined;
  return new Request(new URL(request.url, baseUrl), { method: request.method, headers, body });
}

/** Copies a Web Response onto a Fastify reply, keeping every Set-Cookie. */
async function send(
  reply: FastifyReply,
  response: Response,
  { dropToken = false } = {},
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === "content-length") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const text = await response.text();
  // Better Auth answers an unknown path with an empty 404; every API error carries a JSON body.
  if (text === "" && response.status >= 400) {
    reply.removeHeader("content-type");
    const { method, url } = reply.request;
    const message =
      response.status === 404
        ? `No such API route: ${method} ${url.split("?")[0]}`
        : response.status >= 500
          ? "Internal Server error"
          : "The request could not be handled";
    return reply.send({ error: { message } });
  }
  if (dropToken && response.ok) return reply.send(withoutToken(text));
  return reply.send(text === "" ? undefined : text);
}

/** The session token travels only in the httpOnly cookie, never in a body scripts can read. */
function withoutToken(text: string): string {
  try {
    const { token: _token, ...rest } = JSON.parse(text) as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return text;
  }
}
