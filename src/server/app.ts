import type { Socket } from "node:net";
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { createAuth } from "./auth/auth.ts";
import { createSessionReader } from "./auth/session-reader.ts";
import { type LimitRule, RateLimiter } from "./auth/rate-limiter.ts";
import { authRoutes } from "./routes/auth-routes.ts";
import { healthRoutes } from "./routes/health.ts";
import { ladderRoutes } from "./routes/ladder-routes.ts";
import { recordsRoutes } from "./routes/records-routes.ts";
import { competitionRoutes } from "./routes/competition-routes.ts";
import { matchRoutes } from "./routes/match-routes.ts";
import { memberRoutes } from "./routes/member-routes.ts";
import { liveRoutes } from "./routes/live-routes.ts";
import { type LiveBus, memoryBus, postgresBus } from "./live/live-bus.ts";
import type { LiveTiming } from "./live/live-referee.ts";
import { type SocketLimits, socketErrorHandler } from "./shared/socket-guard.ts";
import { RANKED_FRAME_LIMIT, type RankedSocketLimits, rankedRoutes } from "./routes/ranked-routes.ts";
import { notFound, retryAfterOf } from "./errors.ts";
import { registerSecurity } from "./security.ts";
import { registerCompression } from "./compression.ts";
import { membersOnly, pagePreloads } from "./page-preloads.ts";
import { API } from "../shared/api-types.ts";

/** What the app is built from; tests pass their own. */
export interface AppDeps {
  readonly config: Config;
  readonly database: Database;
  /** Pino options or false; tests keep logging off. */
  readonly logger?: boolean | object;
  /** Abuse limits; tests narrow or widen them. */
  readonly limits?: Partial<Limits>;
  /** Clock for the registration age rule. */
  readonly now?: () => Date;
  /** Socket timeouts; tests shorten them. */
  readonly timeouts?: Partial<Timeouts>;
  /** The ranked match socket's heartbeat and message limits; tests narrow them. */
  readonly rankedSocket?: Partial<RankedSocketLimits>;
  /** When an unfinished ranked match counts as idle, and how often that is looked for; tests shorten them. */
  readonly rankedIdle?: { readonly hours: number; readonly sweepMs: number };
  /** The live match socket's heartbeat and message limits; tests narrow them. */
  readonly liveSocket?: Partial<SocketLimits>;
  /** The live matches' clocks and absence rules; tests shorten them. */
  readonly liveTiming?: Partial<LiveTiming>;
}

/** How long a client may take, in milliseconds, before its connection is closed. */
export interface Timeouts {
  /** The whole request, headers and body (answered 408). */
  readonly request: number;
  /** The request headers alone. */
  readonly headers: number;
  /** A connection with no traffic at all. */
  readonly idle: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { request: 15_000, headers: 10_000, idle: 30_000 };

/** Abuse limits that are ours (Better Auth's own per-address limits are in auth.ts). */
export interface Limits {
  /** Registrations per client address (an IPv6 client by its /64). */
  readonly register: LimitRule;
  /** E-mail sign-ins per account since its last success, whatever the address. */
  readonly failedSignInsPerAccount: LimitRule;
  /** Matches one member may save per window. */
  readonly matchSaves: LimitRule;
  /** Matches kept per member; saving one more drops the oldest. */
  readonly matchesKept: number;
  /** Pages of `GET /api/matches/replays` one member may ask for per window. */
  readonly replayPages: LimitRule;
  /** Better Auth's per-address limiter on or off. */
  readonly authRateLimit: boolean;
  /** Ranked matches one member may start per window. */
  readonly rankedCreates: LimitRule;
  /** Live matches one member may make per window. */
  readonly liveCreates: LimitRule;
  /** Open live invites one member may have at once. */
  readonly liveOpenInvites: number;
  /** Invite codes one member may look up (a preview or an accept) per window. */
  readonly liveInviteLookups: LimitRule;
  /** Reactions one member may send in live matches per window. */
  readonly liveReactions: LimitRule;
  /** Competitions' played fixtures one member may send per window (each is replayed). */
  readonly competitionFixtures: LimitRule;
}

export const DEFAULT_LIMITS: Limits = {
  register: { window: 60 * 10, max: 10 },
  failedSignInsPerAccount: { window: 60 * 15, max: 10 },
  matchSaves: { window: 60, max: 30 },
  matchesKept: 500,
  // A career of 500 kept matches is one page of lines, or five of replays (kept before lines
  // were): a dozen careers a minute at least.
  replayPages: { window: 60, max: 72 },
  authRateLimit: true,
  rankedCreates: { window: 60 * 60, max: 20 },
  liveCreates: { window: 60 * 60, max: 20 },
  liveOpenInvites: 3,
  // A member joins a match with two look-ups (the preview, then the accept).
  liveInviteLookups: { window: 60 * 10, max: 30 },
  liveReactions: { window: 10, max: 5 },
  // A guest's World Cup kept on sign-in is 48 fixtures sent at once.
  competitionFixtures: { window: 60, max: 120 },
};

/** Largest JSON body we accept; a registration is a few hundred bytes. */
export const BODY_LIMIT = 16 * 1024;

/**
 * Builds the Fastify app without listening, so tests drive it with `app.inject` and `main.ts`
 * decides the port. Every error leaves as JSON `{ error: { message } }` with a fitting status,
 * never a stack trace.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...deps.timeouts };
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // A slow client may not hold a connection open for ever.
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.idle,
    http: {
      headersTimeout: timeouts.headers,
      // Node checks these timeouts every 30 s by default, so a 15 s limit could last 45 s.
      connectionsCheckingInterval: Math.max(100, Math.min(timeouts.request, timeouts.headers) / 4),
    },
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // A malformed URL (e.g. `/api/%zz`) is answered by Fastify before any route or error
    // handler; without this it leaves in Fastify's own shape, echoing the path.
    frameworkErrors: (error, request, reply) => answerError(error, request, reply),
    // What Node's HTTP parser refuses (a header too large, a malformed request) never reaches
    // a route; it too gets our error shape.
    clientErrorHandler: answerClientError,
  });

  app.setErrorHandler(answerError);

  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const limiter = new RateLimiter(deps.database);
  const auth = createAuth(config, deps.database, {
    rateLimit: limits.authRateLimit,
    log: (level, message) => app.log[level]({ source: "better-auth" }, message),
    accountLock: { limiter, rule: limits.failedSignInsPerAccount },
  });
  const readSession = await createSessionReader(auth, deps.database);
  app.decorateRequest("member", null);

  await registerSecurity(app, config.baseUrl);
  registerCompression(app, [API.health]);
  // Upgrades go through the routes and their hooks (origin, session) before they are accepted.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: RANKED_FRAME_LIMIT },
    errorHandler: socketErrorHandler,
  });
  await app.register(healthRoutes, { database: deps.database });
  await app.register(authRoutes, { auth });
  await app.register(memberRoutes, {
    auth,
    readSession,
    database: deps.database,
    limiter,
    googleEnabled: config.oidc !== null,
    registerLimit: limits.register,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(matchRoutes, {
    readSession,
    database: deps.database,
    limiter,
    saveLimit: limits.matchSaves,
    kept: limits.matchesKept,
    replayLimit: limits.replayPages,
  });
  await app.register(rankedRoutes, {
    readSession,
    database: deps.database,
    limiter,
    baseUrl: config.baseUrl,
    createLimit: limits.rankedCreates,
    kept: limits.matchesKept,
    ...(deps.rankedSocket ? { socket: deps.rankedSocket } : {}),
    ...(deps.rankedIdle ? { idleHours: deps.rankedIdle.hours, idleSweepMs: deps.rankedIdle.sweepMs } : {}),
  });
  // Live matches between members: their changes reach every process through the bus.
  const bus: LiveBus =
    config.database.kind === "postgres"
      ? await postgresBus(deps.database, config.database.url, app.log)
      : memoryBus();
  app.addHook("onClose", async () => {
    await bus.close();
  });
  await app.register(liveRoutes, {
    readSession,
    database: deps.database,
    limiter,
    bus,
    baseUrl: config.baseUrl,
    createLimit: limits.liveCreates,
    openInvites: limits.liveOpenInvites,
    inviteLookupLimit: limits.liveInviteLookups,
    reactionLimit: limits.liveReactions,
    kept: limits.matchesKept,
    ...(deps.liveSocket ? { socket: deps.liveSocket } : {}),
    ...(deps.liveTiming ? { timing: deps.liveTiming } : {}),
  });
  await app.register(ladderRoutes, { readSession, database: deps.database });
  await app.register(recordsRoutes, { readSession, database: deps.database });
  await app.register(competitionRoutes, {
    readSession,
    database: deps.database,
    limiter,
    fixtureLimit: limits.competitionFixtures,
  });

  const indexFile = path.join(config.webRoot, "index.html");
  const hasWeb = existsSync(indexFile);
  const preloads = hasWeb ? pagePreloads(config.webRoot) : () => null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of each text asset; the smallest accepted is sent.
      preCompressed: true,
      // Hashed assets never change; index.html is always revalidated.
      setHeaders(reply, file) {
        reply.header(
          "cache-control",
          file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (url === "/api" || url.startsWith("/api/")) return notFound(request, reply);
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && path.extname(url) === "";
    if (wantsPage && hasWeb) {
      // Who asks matters only for a members' page (a guest is sent to sign in: nothing to preload).
      const signedIn = membersOnly(url) && (await readSession(request, reply)) !== null;
      const preload = preloads(url, signedIn);
      if (preload !== null) reply.header("link", preload);
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ error: { message: "Not found" } });
  });

  return app;
}

/**
 * Headers for an error answered before the security hooks ran (a URL the router cannot
 * decode is refused before any hook): a JSON error needs no more than these.
 */
const EARLY_ERROR_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
} as const;

/** Every error leaves as `{ error: { message } }`; a server fault never shows its details. */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!reply.hasHeader("content-security-policy")) reply.headers(EARLY_ERROR_HEADERS);
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, "request failed");
    return reply.status(status).send({ error: { message: "Internal Server error" } });
  }
  // A client mistake is the client's to fix; the log keeps it for debugging only.
  request.log.debug({ err: error }, "request refused");
  if (status === 429) reply.header("retry-after", retryAfterOf(String(reply.getHeader("retry-after") ?? "")));
  return reply.status(status).send({ error: { message: clientMessage(error, status, request) } });
}

function clientMessage(error: FastifyError, status: number, request: FastifyRequest): string {
  switch (error.code) {
    case "FST_ERR_BAD_URL":
      return "The address is not a valid URL";
    case "FST_ERR_MAX_PARAM_LENGTH":
      return "The address is too long";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return `The request body is too large (limit ${request.routeOptions.bodyLimit ?? BODY_LIMIT} bytes)`;
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Send the request body as application/json";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return "The request body is not valid JSON";
    default:
      if (error.validation) return "The request is not valid";
      if (status === 429) return "Too many requests. Please try again after a while";
      // Fastify's own 4xx messages are plain and safe; anything else gets a generic line.
      return error.code?.startsWith("FST_") ? error.message : "The request could not be handled";
  }
}

/** Answers of Node's HTTP parser, by its error code. */
const CLIENT_ERRORS: Record<string, readonly [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "The request headers are too large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long"],
};

/** Fastify's clientErrorHandler, answering in our shape (the socket is closed afterwards). */
function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ""] ?? [400, "The request could not be read"];
  this.log.debug({ err: error }, "unreadable request");
  if (socket.writable) {
    const body = JSON.stringify({ error: { message } });
    const reason =
      status === 431 ? "Request Header Fields Too Large" : status === 408 ? "Request Timeout" : "Bad Request";
    const headers = Object.entries(EARLY_ERROR_HEADERS)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
