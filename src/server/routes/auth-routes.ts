import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { API, GOOGLE_PROVIDER_ID } from "../../shared/api-types.ts";
import type { Auth } from "../auth/auth.ts";
import { headersOf } from "../auth/request-headers.ts";
import { notFound, retryAfterOf } from "../errors.ts";

interface AuthRoutesOptions {
  readonly auth: Auth;
}

/**
 * The Better Auth endpoints the product uses, by method and exact path as sent. Everything else
 * under `/api/auth/` is a 404: Better Auth also offers profile edits, password changes, session
 * lists and more, none of which Howzat offers. The path must be spelt exactly so: Better Auth
 * resolves `./`, `../` and the like itself, and a check on any other spelling could be walked
 * around.
 */
const ALLOWED = new Set([
  `POST ${API.signInEmail}`,
  `POST ${API.signInSocial}`,
  `POST ${API.signOut}`,
  `GET ${API.oauthCallback}/${GOOGLE_PROVIDER_ID}`,
]);

/**
 * Mounts the allowed Better Auth endpoints under `/api/auth/`. Requests are handed over as Web
 * `Request`s with the raw body, the client address and the host Fastify resolved; answers come
 * back with their status, headers and cookies, errors in our `{ error: { message } }` shape and
 * never with a session token in the body.
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth }) => {
  // Better Auth parses its own bodies: keep them as text in this plugin's scope.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      if (!ALLOWED.has(`${request.method} ${path}`)) return notFound(request, reply);
      if (request.method === "POST") {
        // Better Auth would also take a form body; the API speaks JSON only.
        if (!isJson(request.headers["content-type"])) {
          return reply.status(415).send({ error: { message: "Send the request body as application/json" } });
        }
        const refused = refusedRedirect(request.body);
        if (refused) return reply.status(400).send({ error: { message: refused } });
      }
      const response = await auth.handler(toWebRequest(request));
      if (path === API.signInEmail) logSignIn(request, response);
      return send(reply, response);
    },
  });
};

function logSignIn(request: FastifyRequest, response: Response): void {
  const outcome = response.ok ? "success" : response.status === 429 ? "throttled" : "failure";
  request.log.info(
    { event: "sign-in", email: emailOf(request.body), ip: request.ip, outcome, status: response.status },
    "sign-in attempt",
  );
}

/** Body fields Better Auth may redirect the browser to, or copy into a Location header. */
const REDIRECT_FIELDS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL"] as const;

/**
 * Why the body's redirect cannot be taken, or null. A redirect must be a path on this site: the
 * web app sends only those, and Better Auth's own check of other origins is only as strict as
 * its trusted origins, which follow the request's host when BASE_URL is not set. Only visible
 * ASCII fits a Location header; Better Auth sets it after its work is done, so e-mail sign-in
 * would create the session and then fail with a 500.
 */
function refusedRedirect(body: unknown): string | null {
  const fields = jsonObject(body);
  if (!fields) return null;
  for (const name of REDIRECT_FIELDS) {
    const value = fields[name];
    // An empty one asks for no redirect, as a missing one does (Better Auth ignores it).
    if (value === undefined || value === "") continue;
    if (typeof value !== "string" || !/^\/(?![/\\])[\x21-\x7e]*$/.test(value)) {
      return "A callback URL must be a path on this site in visible ASCII characters";
    }
  }
  return null;
}

function jsonObject(body: unknown): Record<string, unknown> | null {
  if (typeof body !== "string") return null;
  try {
    // As Better Auth (Request.json) reads it: a leading byte-order mark is not part of the JSON.
    const parsed: unknown = JSON.parse(body.replace(/^\ufeff/, ""));
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    // Better Auth answers malformed bodies itself.
    return null;
  }
}

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** The e-mail a sign-in names, for the log line only (the lock reads Better Auth's own parse). */
function emailOf(body: unknown): string | null {
  const email = jsonObject(body)?.email;
  return typeof email === "string" ? email.toLowerCase().slice(0, 254) : null;
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = headersOf(request);
  const body =
    request.method === "GET" || request.method === "HEAD"
      ? undefined
      : typeof request.body === "string"
        ? request.body
        : undefined;
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
    body,
  });
}

/** Copies a Web Response onto a Fastify reply, keeping every Set-Cookie. */
async function send(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === "content-length" || name === "x-retry-after") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const text = await response.text();
  if (response.status >= 400) {
    const retryAfter = response.headers.get("retry-after") ?? response.headers.get("x-retry-after");
    if (response.status === 429) reply.header("retry-after", retryAfterOf(retryAfter));
    reply.header("content-type", "application/json; charset=utf-8");
    return reply.send({ error: { message: messageOf(text, response.status) } });
  }
  return reply.send(text === "" ? undefined : withoutToken(text));
}

/** Better Auth's `{ message, code }` as a sentence; a bare or empty body gets one of ours. */
function messageOf(text: string, status: number): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === "string" && parsed.message.trim() !== "" && status < 500)
      return parsed.message;
  } catch {
    // Not JSON: fall through to ours.
  }
  if (status === 404) return "Not found";
  if (status === 429) return "Too many requests. Please try again after a while";
  return status >= 500 ? "Internal Server error" : "The request could not be handled";
}

/** The session token travels only in the httpOnly cookie, never in a body scripts can read. */
function withoutToken(text: string): string {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed === null || typeof parsed !== "object") return text;
    return JSON.stringify(parsed, (key, value: unknown) => (key === "token" ? undefined : value));
  } catch {
    return text;
  }
}
