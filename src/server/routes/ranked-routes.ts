import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { WebSocket } from "@fastify/websocket";
import { z } from "zod";
import { createEngine, type Action, type MatchEvent, type MatchState } from "../../engine/index.ts";
import { catalog } from "../../data/catalog.ts";
import { MAX_MATCH_ACTIONS } from "../../shared/api-types.ts";
import {
  RANKED_API,
  RANKED_IDLE_HOURS,
  RANKED_MESSAGE_LIMIT,
  type RankedErrorCode,
  type RankedServerMessage,
} from "../../shared/ranked-types.ts";
import { memberOf, requireMember } from "../auth/require-member.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import type { LimitRule, RateLimiter } from "../auth/rate-limiter.ts";
import type { Database } from "../db/database.ts";
import { matchRepository } from "../db/match-repository.ts";
import { recordsRepository } from "../db/records-repository.ts";
import { rankedRepository } from "../db/ranked-repository.ts";
import { type RatingRepository, ratingRepository } from "../db/rating-repository.ts";
import { keepFinishedMatch } from "../archive/keep-match.ts";
import { tooManyForMinutes } from "../errors.ts";
import { NEW_RATING, type Outcome, rateMatch, scoreOf } from "../referee/rating.ts";
import { type Answer, createReferee, type Referee, type Refusal } from "../ranked/referee.ts";
import { parsePlayAhead } from "../ranked/ranked-play-ahead.ts";
import { refuseCrossOriginUpgrade } from "../security.ts";
import {
  guardSocket,
  parseMessage,
  type SocketAddress,
  socketAddress,
  socketError,
  type SocketLimits,
} from "../shared/socket-guard.ts";
import { createTablesPreparer } from "../win-tables/off-thread-tables.ts";
import { actionSchema } from "./match-routes.ts";

type ServerMessage = RankedServerMessage<MatchState, Action, MatchEvent>;

/** How the socket guards itself; tests shorten the heartbeat. */
export type RankedSocketLimits = SocketLimits;

/**
 * The largest frame the WebSocket server reads at all (ws closes the socket with 1009 above it).
 * Larger than {@link RANKED_MESSAGE_LIMIT}, so a message a little over the limit is answered
 * with a `bad_message` rather than a dropped connection.
 */
export const RANKED_FRAME_LIMIT = 4 * RANKED_MESSAGE_LIMIT;

interface RankedRoutesOptions {
  readonly readSession: SessionReader;
  readonly database: Database;
  readonly limiter: RateLimiter;
  /** BASE_URL (null: the origin a request came to), for the upgrade's same-origin rule. */
  readonly baseUrl: string | null;
  /** Ranked matches one member may start per window. */
  readonly createLimit: LimitRule;
  /** Hours without an action after which an unfinished match ends as a loss (tests shorten it). */
  readonly idleHours?: number;
  /** How often the idle matches are looked for (tests shorten it). */
  readonly idleSweepMs?: number;
  /** Matches kept per member in the archive (as for saved matches). */
  readonly kept: number;
  readonly socket?: Partial<RankedSocketLimits>;
}

/** Ids are 22 URL-safe characters; anything else is no match of ours (and no query). */
const ID = /^[A-Za-z0-9_-]{16,64}$/;
const matchId = z.string().max(64);

const clientSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("follow"),
      id: matchId,
      seen: z.number().int().min(0).max(MAX_MATCH_ACTIONS),
    })
    .strict(),
  z
    .object({
      type: z.literal("act"),
      id: matchId,
      seq: z.number().int().min(0).max(MAX_MATCH_ACTIONS),
      action: actionSchema,
    })
    .strict(),
]);

const NO_SUCH_MATCH = { error: { message: "No such ranked match" } } as const;
const ONE_AT_A_TIME = {
  error: {
    message:
      "You have a ranked match on: finish it, or abandon it (it counts as a loss), before starting another",
  },
} as const;

/** How often a process ends the ranked matches idle past the limit. */
const IDLE_SWEEP_MS = 10 * 60 * 1000;

/**
 * Ranked matches against the computer, refereed by the server (ADR 0017): `POST /api/ranked`
 * starts one, `GET /api/ranked` lists the member's unfinished ones, `GET /api/ranked/:id` shows
 * one, and the WebSocket at `/api/ranked/socket` follows a match and plays the member's actions.
 * Members only; another member's match is answered exactly as one that does not exist.
 */
/** Bytes of ranked matches' own win tables a process keeps (see createTablesPreparer). */
const RANKED_TABLES_BYTES = 256 * 1024 * 1024;

export const rankedRoutes: FastifyPluginAsync<RankedRoutesOptions> = async (app, options) => {
  const { readSession, database, limiter, baseUrl, createLimit, kept } = options;
  const idleHours = options.idleHours ?? RANKED_IDLE_HOURS;
  const address = socketAddress(options.socket);
  const engine = createEngine(catalog);
  const matches = matchRepository(database);
  const archive = { matches, records: recordsRepository(database) };
  const ranked = rankedRepository(database);
  const ratings = ratingRepository(database);
  const rate = (matchId: string, userId: string, outcome: Outcome) =>
    ratings.rateRanked({
      matchId,
      userId,
      kind: "computer",
      score: scoreOf(outcome),
      at: new Date(),
      initial: NEW_RATING,
      step: (before) => rateMatch(before, outcome),
    });
  // A match with no action for RANKED_IDLE_HOURS ends as a loss: at start, then every sweep.
  let idleSweep: NodeJS.Timeout | null = null;
  const idleSweepMs = options.idleSweepMs ?? IDLE_SWEEP_MS;
  const endIdle = async () => {
    try {
      const ended = await referee.endIdle(new Date(Date.now() - idleHours * 3600 * 1000));
      if (ended > 0) app.log.info({ ended }, "ranked: idle matches ended as losses");
    } catch (error) {
      app.log.error({ err: error }, "ranked: ending idle matches failed");
    }
  };
  const referee = createReferee({
    engine,
    // Several members play at once, a ball each in turn: their matches' own tables stay (up to
    // 256 MiB, about four one-day matches' or forty T20s'), so a ball rebuilds nothing.
    tables: createTablesPreparer(engine, { keepBytes: RANKED_TABLES_BYTES }),
    ranked,
    keep: async (userId, record, finished) =>
      Number((await keepFinishedMatch(engine, archive, kept, userId, record, finished)).row.id),
    seedTaken: async (userId, seed) => (await matches.findBySeed(userId, seed)) !== undefined,
    rate: async (row, outcome) => {
      await rate(row.id, row.userId, outcome);
    },
  });

  // Ranked matches finished but not rated (finished before the ladder existed, or a process
  // stopped between keeping one and rating it) count when the server starts, oldest first.
  app.addHook("onReady", async () => {
    try {
      await rateUnrated(ratings, rate, app.log);
    } catch (error) {
      app.log.error({ err: error }, "ranked ladder: rating unrated matches failed");
    }
    await endIdle();
    idleSweep = setInterval(() => void endIdle(), idleSweepMs);
    idleSweep.unref();
  });
  app.addHook("onClose", async () => {
    if (idleSweep !== null) clearInterval(idleSweep);
  });

  app.addHook("onRequest", refuseCrossOriginUpgrade(baseUrl));
  app.addHook("onRequest", requireMember(readSession));

  app.post(RANKED_API.matches, async (request, reply) => {
    const userId = memberOf(request).id;
    const setup = referee.setupOf(request.body);
    if (!setup.ok) return reply.status(400).send({ error: { message: setup.message } });
    if ((await ranked.countUnfinished(userId)) > 0) return reply.status(409).send(ONE_AT_A_TIME);
    const verdict = await limiter.hit(`ranked-create:${userId}`, createLimit);
    if (!verdict.allowed) {
      return tooManyForMinutes(reply, verdict.retryAfter, "Too many ranked matches started");
    }
    // The database has the last word: of two racing requests, one makes the match.
    const view = await referee.create(userId, setup.setup);
    if (view === null) return reply.status(409).send(ONE_AT_A_TIME);
    return reply.status(201).send(view);
  });

  app.post(`${RANKED_API.matches}/:id/abandon`, async (request, reply) => {
    const id = (request.params as { id?: unknown }).id;
    if (typeof id !== "string" || !ID.test(id)) return reply.status(404).send(NO_SUCH_MATCH);
    const answer = await referee.abandon(memberOf(request).id, id);
    if (answer.ok) return reply.header("cache-control", "no-store").send(answer.view);
    if (answer.code === "not_found") return reply.status(404).send(NO_SUCH_MATCH);
    return reply.status(409).send({ error: { message: answer.message } });
  });

  // Play ahead with a plan, played and stored by the server (ADR 0030).
  app.post(`${RANKED_API.matches}/:id/play-ahead`, async (request, reply) => {
    const id = (request.params as { id?: unknown }).id;
    if (typeof id !== "string" || !ID.test(id)) return reply.status(404).send(NO_SUCH_MATCH);
    const parsed = parsePlayAhead(request.body);
    if (!parsed.ok) return reply.status(400).send({ error: { message: parsed.message } });
    const answer = await referee.playAhead(memberOf(request).id, id, parsed.request);
    if (!answer.ok) {
      if (answer.code === "not_found") return reply.status(404).send(NO_SUCH_MATCH);
      return reply.status(409).send({ error: { message: answer.message, code: answer.code } });
    }
    const { view, from, events, done, stop, startChance } = answer;
    return reply.header("cache-control", "no-store").send({ view, from, events, done, stop, startChance });
  });

  app.get(RANKED_API.matches, async (request, reply) => {
    const views = await referee.unfinished(memberOf(request).id);
    return reply.header("cache-control", "no-store").send({ matches: views });
  });

  app.get(`${RANKED_API.matches}/:id`, async (request, reply) => {
    const id = (request.params as { id?: unknown }).id;
    const view = typeof id === "string" && ID.test(id) ? await referee.view(memberOf(request).id, id) : null;
    if (view === null) return reply.status(404).send(NO_SUCH_MATCH);
    return reply.header("cache-control", "no-store").send(view);
  });

  app.route({
    method: "GET",
    url: RANKED_API.socket,
    handler: (_request, reply) =>
      reply
        .status(426)
        .header("upgrade", "websocket")
        .send({
          error: { message: "This address takes a WebSocket connection" },
        }),
    wsHandler: (socket, request) => serveSocket(socket, request, referee, readSession, address),
  });
};

/** One member's socket: its messages answered in order, within its limits. */
function serveSocket(
  socket: WebSocket,
  request: FastifyRequest,
  referee: Referee,
  readSession: SessionReader,
  address: SocketAddress,
): void {
  const userId = memberOf(request).id;
  const error = socketError<RankedErrorCode>;
  guardSocket<ClientMessage, ServerMessage>(socket, request, {
    readSession,
    address,
    name: "ranked",
    error,
    parse: (data, isBinary) =>
      parseMessage(data, isBinary, clientSchema, RANKED_MESSAGE_LIMIT, "a follow or an act"),
    handle: async (message, out) => {
      if (!ID.test(message.id)) {
        out.send(error("not_found", "No such ranked match", message.id));
        return;
      }
      const answer: Answer | Refusal =
        message.type === "follow"
          ? await referee.follow(userId, message.id, message.seen)
          : await referee.act(userId, message.id, message.seq, message.action as Action);
      if (answer.ok) out.send({ type: "view", view: answer.view, from: answer.from, events: answer.events });
      else out.send(error(answer.code, answer.message, message.id));
    },
  });
}

/** How many unrated ranked matches one start rates at most. */
const UNRATED_PER_START = 1000;

/**
 * Rates the finished ranked matches that have not counted yet, by the outcome their kept
 * match's career line gives (no replay), and the abandoned or idle ones as losses. A match
 * whose kept copy is gone from the archive (or has no line) cannot be scored and is left, and
 * said in the log.
 */
export async function rateUnrated(
  ratings: RatingRepository,
  rate: (matchId: string, userId: string, outcome: Outcome) => Promise<unknown>,
  log: { warn(object: object, message: string): void },
): Promise<number> {
  let rated = 0;
  for (const match of await ratings.unratedRanked(UNRATED_PER_START)) {
    // Abandoned or idle: a loss, whatever the match stood at.
    const outcome = match.endedBy !== null ? "lost" : outcomeOfLine(match.careerLine);
    if (outcome === null) {
      log.warn({ matchId: match.matchId }, "ranked ladder: a finished match has no result to rate");
      continue;
    }
    if ((await rate(match.matchId, match.userId, outcome)) !== null) rated++;
  }
  return rated;
}

function outcomeOfLine(text: string | null): Outcome | null {
  if (text === null) return null;
  try {
    const outcome = (JSON.parse(text) as { outcome?: unknown } | null)?.outcome;
    return outcome === "won" || outcome === "lost" || outcome === "tied" ? outcome : null;
  } catch {
    return null;
  }
}

type ClientMessage = z.infer<typeof clientSchema>;
