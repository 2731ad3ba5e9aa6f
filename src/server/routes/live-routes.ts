import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { z } from "zod";
import { catalog } from "../../data/catalog.ts";
import { type Action, createEngine } from "../../engine/index.ts";
import { MAX_MATCH_ACTIONS } from "../../shared/api-types.ts";
import {
  INVITE_ALPHABET,
  LIVE_API,
  LIVE_MESSAGE_LIMIT,
  type LiveErrorCode,
} from "../../shared/live-types.ts";
import { keepFinishedMatch } from "../archive/keep-match.ts";
import { memberOf, requireMember } from "../auth/require-member.ts";
import type { LimitRule, RateLimiter } from "../auth/rate-limiter.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import type { Database } from "../db/database.ts";
import { liveRepository } from "../db/live-repository.ts";
import { matchRepository } from "../db/match-repository.ts";
import { recordsRepository } from "../db/records-repository.ts";
import { ratingRepository } from "../db/rating-repository.ts";
import { tooManyForMinutes } from "../errors.ts";
import type { LiveBus } from "../live/live-bus.ts";
import { type Connection, createLiveHub, type ServerMessage } from "../live/live-hub.ts";
import { createLiveReactions } from "../live/live-reactions.ts";
import { createLiveReferee, type LiveTiming } from "../live/live-referee.ts";
import { NEW_RATING, rateHeadToHead } from "../referee/rating.ts";
import { refuseCrossOriginUpgrade } from "../security.ts";
import {
  guardSocket,
  parseMessage,
  socketAddress,
  socketError,
  type SocketLimits,
} from "../shared/socket-guard.ts";
import { createTablesPreparer } from "../win-tables/off-thread-tables.ts";
import { actionSchema } from "./match-routes.ts";
import { liveRematchRoutes, mayAccept } from "./live-rematch-routes.ts";

interface LiveRoutesOptions {
  readonly readSession: SessionReader;
  readonly database: Database;
  readonly limiter: RateLimiter;
  readonly bus: LiveBus;
  /** BASE_URL (null: the origin a request came to), for the upgrade's same-origin rule. */
  readonly baseUrl: string | null;
  /** Live matches one member may make per window. */
  readonly createLimit: LimitRule;
  /** Open invites one member may have at once. */
  readonly openInvites: number;
  /** Invite codes one member may look up (a preview or an accept) per window. */
  readonly inviteLookupLimit: LimitRule;
  /** Reactions one member may send per window. */
  readonly reactionLimit: LimitRule;
  /** Matches kept per member in the archive. */
  readonly kept: number;
  readonly socket?: Partial<SocketLimits>;
  readonly timing?: Partial<LiveTiming>;
}

/** Ids are 22 URL-safe characters; anything else is no match of ours (and no query). */
const ID = /^[A-Za-z0-9_-]{16,64}$/;
const CODE = new RegExp(`^[${INVITE_ALPHABET}]{6}$`);
const matchId = z.string().max(64);
const seq = z.number().int().min(0).max(MAX_MATCH_ACTIONS);

const clientSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("follow"), id: matchId, seen: seq }).strict(),
  z.object({ type: z.literal("act"), id: matchId, seq, action: actionSchema }).strict(),
  z.object({ type: z.literal("choose"), id: matchId, seq, style: z.string().max(40) }).strict(),
  z.object({ type: z.literal("react"), id: matchId, reaction: z.string().max(100) }).strict(),
]);
type ClientMessage = z.infer<typeof clientSchema>;

const NO_SUCH_MATCH = { error: { message: "No such live match" } } as const;
const NO_SUCH_INVITE = { error: { message: "No such invite" } } as const;

/** Bytes of live matches' own win tables a process keeps. */
const LIVE_TABLES_BYTES = 64 * 1024 * 1024;

/**
 * Live matches between two members, refereed by the server (ADR 0019): `POST /api/live` makes
 * one and its invite, `GET /api/live` lists the member's open invites and matches on,
 * `GET /api/live/:id` shows one, `GET /api/live/invite/:code` says what an invite is for,
 * `POST /api/live/invite/:code/accept` joins it, `POST /api/live/:id/cancel` withdraws it, and
 * the WebSocket at `/api/live/socket` follows matches and carries the members' acts, choices
 * and reactions. Members only; a match is answered only to its two members.
 */
export const liveRoutes: FastifyPluginAsync<LiveRoutesOptions> = async (app, options) => {
  const { readSession, database, limiter, baseUrl, createLimit, openInvites, kept, bus } = options;
  const { inviteLookupLimit, reactionLimit } = options;
  const address = socketAddress(options.socket);
  const engine = createEngine(catalog);
  const matches = matchRepository(database);
  const archive = { matches, records: recordsRepository(database) };
  const live = liveRepository(database, bus.announcer);
  const ratings = ratingRepository(database);
  const referee = createLiveReferee({
    engine,
    tables: createTablesPreparer(engine, { keepBytes: LIVE_TABLES_BYTES }),
    live,
    keep: async (userId, record, finished, side) =>
      Number((await keepFinishedMatch(engine, archive, kept, userId, record, finished, side)).row.id),
    seedTaken: async (userId, seed) => (await matches.findBySeed(userId, seed)) !== undefined,
    rate: async (row, hostScore) => {
      if (row.guestId === null) return;
      await ratings.rateLive({
        matchId: row.id,
        hostId: row.hostId,
        guestId: row.guestId,
        hostScore,
        at: new Date(),
        initial: NEW_RATING,
        step: (host, guest) => rateHeadToHead(host, guest, hostScore),
      });
    },
    notify: (id, change) => bus.publish(id, change),
    process: bus.process,
    alive: () => bus.alive(),
    ...(options.timing ? { timing: options.timing } : {}),
  });
  const hub = createLiveHub(referee, bus, app.log);
  const reactions = createLiveReactions({
    live,
    limiter,
    rule: reactionLimit,
    notify: (id, change) => bus.publish(id, change),
  });
  app.addHook("onClose", async () => {
    await hub.close();
  });

  app.addHook("onRequest", refuseCrossOriginUpgrade(baseUrl));
  app.addHook("onRequest", requireMember(readSession));

  const idOf = (params: unknown): string | null => {
    const id = (params as { id?: unknown }).id;
    return typeof id === "string" && ID.test(id) ? id : null;
  };
  const codeOf = (params: unknown): string | null => {
    const code = (params as { code?: unknown }).code;
    return typeof code === "string" && CODE.test(code.toUpperCase()) ? code.toUpperCase() : null;
  };

  liveRematchRoutes(app, { referee, database, limiter, createLimit, openInvites, idOf });

  const tooManyInvites = {
    error: {
      message: `You already have ${openInvites} open invites: wait for one to be accepted or withdraw one first`,
    },
  };

  app.post(LIVE_API.matches, async (request, reply) => {
    const userId = memberOf(request).id;
    const setup = referee.setupOf(request.body);
    if (!setup.ok) return reply.status(400).send({ error: { message: setup.message } });
    if ((await live.countOpenInvites(userId)) >= openInvites) return reply.status(409).send(tooManyInvites);
    const verdict = await limiter.hit(`live-create:${userId}`, createLimit);
    if (!verdict.allowed) {
      return tooManyForMinutes(reply, verdict.retryAfter, "Too many live matches made");
    }
    // Counted again with the insert: of racing requests, only as many as the limit allows pass.
    const view = await referee.create(userId, setup.setup, openInvites);
    if (view === null) return reply.status(409).send(tooManyInvites);
    return reply.status(201).send(view);
  });

  app.get(LIVE_API.matches, async (request, reply) => {
    const views = await referee.open(memberOf(request).id);
    return reply.header("cache-control", "no-store").send({ matches: views });
  });

  app.get(`${LIVE_API.matches}/:id`, async (request, reply) => {
    const id = idOf(request.params);
    const view = id === null ? null : await referee.view(memberOf(request).id, id);
    if (view === null) return reply.status(404).send(NO_SUCH_MATCH);
    return reply.header("cache-control", "no-store").send(view);
  });

  app.post(`${LIVE_API.matches}/:id/cancel`, async (request, reply) => {
    const id = idOf(request.params);
    if (id === null) return reply.status(404).send(NO_SUCH_MATCH);
    const result = await referee.cancel(memberOf(request).id, id);
    if (!result.ok) return reply.status(result.status).send({ error: { message: result.message } });
    return reply.header("cache-control", "no-store").send(result.view);
  });

  /**
   * Counts a member's look-up of an invite code, known or not; false when that is one too many
   * (answered 429): codes are short, and guessing them is bounded here.
   */
  const lookedUp = async (userId: string, reply: FastifyReply): Promise<boolean> => {
    const verdict = await limiter.hit(`live-invite:${userId}`, inviteLookupLimit);
    if (verdict.allowed) return true;
    tooManyForMinutes(reply, verdict.retryAfter, "Too many invite codes tried");
    return false;
  };

  app.get(`${LIVE_API.matches}/invite/:code`, async (request, reply) => {
    if (!(await lookedUp(memberOf(request).id, reply))) return reply;
    const code = codeOf(request.params);
    const preview = code === null ? null : await referee.preview(memberOf(request).id, code);
    if (preview === null) return reply.status(404).send(NO_SUCH_INVITE);
    return reply.header("cache-control", "no-store").send(preview);
  });

  app.post(`${LIVE_API.matches}/invite/:code/accept`, async (request, reply) => {
    if (!(await lookedUp(memberOf(request).id, reply))) return reply;
    const code = codeOf(request.params);
    if (code === null) return reply.status(404).send(NO_SUCH_INVITE);
    const invite = await live.findByCode(code);
    if (
      invite &&
      invite.hostId !== memberOf(request).id &&
      !(await mayAccept(database, invite.id, memberOf(request).id))
    ) {
      return reply.status(403).send({ error: { message: "This rematch is offered to another member" } });
    }
    const result = await referee.accept(memberOf(request).id, code);
    if (!result.ok) return reply.status(result.status).send({ error: { message: result.message } });
    return reply.header("cache-control", "no-store").send(result.view);
  });

  app.route({
    method: "GET",
    url: LIVE_API.socket,
    handler: (_request, reply) =>
      reply
        .status(426)
        .header("upgrade", "websocket")
        .send({ error: { message: "This address takes a WebSocket connection" } }),
    wsHandler: (socket, request) => {
      const userId = memberOf(request).id;
      const error = socketError<LiveErrorCode>;
      let connection: Connection | null = null;
      const guarded = guardSocket<ClientMessage, ServerMessage>(socket, request, {
        readSession,
        address,
        name: "live",
        error,
        parse: (data, isBinary) =>
          parseMessage(
            data,
            isBinary,
            clientSchema,
            LIVE_MESSAGE_LIMIT,
            "a follow, an act, a choose or a react",
          ),
        onClose: () => {
          if (connection) void hub.leave(connection);
        },
        handle: async (message, out) => {
          const own = connection as Connection;
          if (!ID.test(message.id)) {
            out.send(error("not_found", "No such live match", message.id));
            return;
          }
          if (message.type === "follow") {
            await hub.follow(own, message.id, message.seen);
            return;
          }
          const done =
            message.type === "act"
              ? await referee.act(userId, message.id, message.seq, message.action as Action)
              : message.type === "choose"
                ? await referee.choose(userId, message.id, message.seq, message.style)
                : await reactions.react(userId, message.id, message.reaction);
          if (!done.ok) {
            out.send(error(done.code, done.message, message.id));
            return;
          }
          // A reaction comes back over the bus, to every socket following the match.
          if (message.type === "react") return;
          // The change comes back over the bus to every socket following the match, this one
          // too; a socket acting on a match it does not follow yet starts following it.
          if (!hub.follows(own, message.id)) await hub.follow(own, message.id, message.seq);
        },
      });
      if (guarded !== null) connection = { userId, send: (message) => guarded.send(message) };
    },
  });
};
