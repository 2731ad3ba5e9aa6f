import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { API } from "../shared/api-types.ts";

/**
 * Paths that run inside the Google sign-in popup: they must keep a line back to the opener.
 * The provider's redirect back to us passes through Better Auth's callback first.
 */
const POPUP_PATHS = ["/auth/google", "/auth/popup"];
const POPUP_PREFIXES = [`${API.oauthCallback}/`];

function isPopupPath(path: string): boolean {
  return POPUP_PATHS.includes(path) || POPUP_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Security headers on every answer, the same-origin rule for every state-changing request, and
 * the redirect to BASE_URL for pages opened at another address.
 *
 * Better Auth checks origins only when a cookie is sent, which leaves sign-in itself open to
 * login CSRF; the rule here covers its routes too. It applies to every method that can change
 * something, whatever the path: the router decodes paths (`/%61pi/…` reaches `/api/…`), so a
 * rule that looked at the path as sent could be walked around.
 *
 * The expected origin is BASE_URL when set; otherwise the scheme and host the request came to
 * (so `npm start` works at http://127.0.0.1:3000 or a LAN address as well as at localhost).
 */
export async function registerSecurity(app: FastifyInstance, baseUrl: string | null): Promise<void> {
  const https = baseUrl?.startsWith("https://") ?? false;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React's style attributes (e.g. chart bar heights) need inline styles; scripts never.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The app opens the sign-in popup and must still hear from it when it comes back.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });
  // Before any other hook, as @fastify/helmet did, so every answer (errors and 404s too) has them.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook("onSend", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    // A popup page with no COOP of its own stays reachable from its same-origin-allow-popups opener.
    if (isPopupPath(path)) reply.header("cross-origin-opener-policy", "unsafe-none");
    // API answers carry members' data and sessions: no browser or proxy cache keeps them.
    if (isApiRequest(request) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  const baseHost = baseUrl ? new URL(baseUrl).host : null;
  app.addHook("onRequest", async (request, reply) => {
    const safe = request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS";
    if (safe) {
      // A page opened at another address would send its API calls from the wrong origin.
      if (
        baseHost !== null &&
        request.method !== "OPTIONS" &&
        !isApiRequest(request) &&
        hostOf(request) !== baseHost
      ) {
        return reply.redirect(`${baseUrl}${request.url}`, 308);
      }
      return;
    }
    if (isCrossOrigin(request, baseUrl)) {
      return reply.status(403).send({ error: { message: CROSS_ORIGIN_MESSAGE } });
    }
  });
}

/**
 * The headers Helmet sets for `options`, worked out once. None of ours depends on the request
 * (no nonces, no functions among the directives), and @fastify/helmet built Helmet's whole
 * middleware again on every request (parsing the policy each time): about 7% of the server's
 * time on a session check.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The 403's message for a request from another site. */
export const CROSS_ORIGIN_MESSAGE = "Requests from other sites are not allowed";

/**
 * Whether a request comes from another site than ours: its Origin is not BASE_URL (or, BASE_URL
 * unset, the origin it came to), or, with no Origin, the browser says it is cross-site. The rule
 * for every state-changing request, and for a WebSocket upgrade (a GET a browser sends from any
 * page with the member's cookie, and always with its Origin).
 */
export function isCrossOrigin(request: FastifyRequest, baseUrl: string | null): boolean {
  const expected = baseUrl ?? requestOrigin(request);
  const sentOrigin = request.headers.origin;
  const site = request.headers["sec-fetch-site"];
  return sentOrigin !== undefined
    ? expected === null || normalOrigin(sentOrigin) !== expected
    : site === "cross-site";
}

/**
 * The onRequest hook a match socket's routes (ranked and live) open with: a browser opens a
 * WebSocket from any page with the member's cookie, so an upgrade from a foreign Origin is
 * refused before it happens, as any state-changing request is.
 */
export function refuseCrossOriginUpgrade(baseUrl: string | null) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (request.ws && isCrossOrigin(request, baseUrl)) {
      return reply.status(403).send({ error: { message: CROSS_ORIGIN_MESSAGE } });
    }
    return undefined;
  };
}

/** True for a request the router sent to an API route, or an unrouted `/api` path. */
function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
  return path === "/api" || path.startsWith("/api/");
}

function hostOf(request: FastifyRequest): string | null {
  try {
    return request.host ? new URL(`http://${request.host}`).host : null;
  } catch {
    return null;
  }
}

/** The origin the request came to (scheme and host as Fastify resolved them), or null. */
function requestOrigin(request: FastifyRequest): string | null {
  const host = hostOf(request);
  return host === null ? null : `${request.protocol}://${host}`;
}

function normalOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}
