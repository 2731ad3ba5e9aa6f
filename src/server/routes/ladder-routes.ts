import type { FastifyPluginAsync } from "fastify";
import { LADDER_API, LADDER_SIZE, type LadderEntry, type LadderResponse } from "../../shared/ladder-types.ts";
import { memberOf, requireMember } from "../auth/require-member.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import type { Database } from "../db/database.ts";
import { type LadderLine, type RatingKind, ratingRepository } from "../db/rating-repository.ts";

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

/**
 * The ladder of ranked matches against the computer (ADR 0018): `GET /api/ladder` answers the
 * top of it and the member's own line; `GET /api/ladder?kind=friend` the same of the
 * head-to-head ladder of live matches between members (ADR 0019). Members only.
 */
export const ladderRoutes: FastifyPluginAsync<LadderRoutesOptions> = async (app, options) => {
  const ratings = ratingRepository(options.database);
  app.addHook("onRequest", requireMember(options.readSession));

  app.get(LADDER_API.ladder, async (request, reply) => {
    const userId = memberOf(request).id;
    // `?kind=friend`: the head-to-head ladder of live matches between members (ADR 0019).
    const asked = (request.query as { kind?: unknown } | null)?.kind;
    if (asked !== undefined && asked !== "computer" && asked !== "friend") {
      return reply.status(400).send({ error: { message: "kind must be computer or friend" } });
    }
    const kind: RatingKind = asked === "friend" ? "friend" : "computer";
    const [top, mine] = await Promise.all([ratings.top(kind, LADDER_SIZE), ratings.lineOf(userId, kind)]);
    const body: LadderResponse = {
      entries: top.map(entryOf),
      you: mine === null ? null : entryOf(mine),
    };
    return reply.header("cache-control", "no-store").send(body);
  });
};
