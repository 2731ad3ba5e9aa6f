import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  HISTORY_LIMIT,
  LADDER_API,
  LADDER_SIZE,
  type LadderEntry,
  type LadderResponse,
  type RatingChange,
  type RatingChangeResponse,
  type RatingHistoryResponse,
} from "../../shared/ladder-types.ts";
import { memberOf, requireMember } from "../auth/require-member.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import type { Database } from "../db/database.ts";
import { type RatingChangeRow, ratingChangeRepository } from "../db/rating-change-repository.ts";
import { type LadderLine, type RatingKind, ratingRepository } from "../db/rating-repository.ts";
import { parseQuery, wholeNumber } from "./parse-query.ts";

interface LadderRoutesOptions {
  readonly readSession: SessionReader;
  readonly database: Database;
}

/** A line as the page sees it: rounded, and named by the display name alone. */
function entryOf(line: LadderLine): LadderEntry {
  return {
    rank: line.rank,
    name: line.name,
    rating: Math.round(line.rating),
    rd: Math.round(line.rd),
    matches: line.matches,
  };
}

/** A stored change as the page sees it: rounded, the other member by display name. */
function changeOf(row: RatingChangeRow): RatingChange {
  return {
    matchId: row.matchId,
    kind: row.kind,
    outcome: row.score === 1 ? "won" : row.score === 0 ? "lost" : "tied",
    before: { rating: Math.round(row.before.rating), rd: Math.round(row.before.rd) },
    after: { rating: Math.round(row.after.rating), rd: Math.round(row.after.rd) },
    opponent: row.opponentName,
    keptId: row.keptId,
    at: row.createdAt.toISOString(),
  };
}

const kindQuery = z.enum(["computer", "friend"], { message: "kind must be computer or friend" }).optional();
const ladderQuery = z.object({ kind: kindQuery });
const historyQuery = z.object({ kind: kindQuery, limit: wholeNumber("limit", 1, HISTORY_LIMIT.most) });
/** The ids ranked and live matches are made with (random and URL-safe). */
const matchParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "The match id is not one the server makes"),
});

const NOT_RATED = {
  error: { message: "No rating change for this match: it is not rated yet, or it is not one of yours" },
};

/**
 * The ladders (ADR 0018, 0019, 0032): `GET /api/ladder` answers the top of the ladder against
 * the computer and the member's own line (`?kind=friend`: the ladder between members);
 * `GET /api/ladder/matches/:id` what one rated match did to the member's rating, and
 * `GET /api/ladder/history` the member's latest changes. Members only.
 */
export const ladderRoutes: FastifyPluginAsync<LadderRoutesOptions> = async (app, options) => {
  const ratings = ratingRepository(options.database);
  const changes = ratingChangeRepository(options.database);
  app.addHook("onRequest", requireMember(options.readSession));

  app.get(LADDER_API.ladder, async (request, reply) => {
    const userId = memberOf(request).id;
    const query = parseQuery(ladderQuery, request.query);
    if (!query.ok) return reply.status(400).send({ error: { message: query.message } });
    const kind: RatingKind = query.value.kind ?? "computer";
    const [top, mine] = await Promise.all([ratings.top(kind, LADDER_SIZE), ratings.lineOf(userId, kind)]);
    const body: LadderResponse = {
      entries: top.map(entryOf),
      you: mine === null ? null : entryOf(mine),
    };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.get(`${LADDER_API.matches}/:id`, async (request, reply) => {
    const params = matchParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(NOT_RATED);
    const userId = memberOf(request).id;
    const row = await changes.changeOf(userId, params.data.id);
    if (row === undefined) return reply.status(404).send(NOT_RATED);
    const line = await ratings.lineOf(userId, row.kind);
    const body: RatingChangeResponse = { change: changeOf(row), place: line?.rank ?? null };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.get(LADDER_API.history, async (request, reply) => {
    const query = parseQuery(historyQuery, request.query);
    if (!query.ok) return reply.status(400).send({ error: { message: query.message } });
    const rows = await changes.history(
      memberOf(request).id,
      query.value.limit ?? HISTORY_LIMIT.usual,
      query.value.kind,
    );
    const body: RatingHistoryResponse = { changes: rows.map(changeOf) };
    return reply.header("cache-control", "no-store").send(body);
  });
};
