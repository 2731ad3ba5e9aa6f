import type { FastifyPluginAsync } from "fastify";
import { LADDER_API, LADDER_SIZE, type LadderEntry, type LadderResponse } from "../../shared/ladder-types.ts";
import { memberOf, requireMember } from "../auth/require-member.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import type { Database } from "../db/database.ts";
import { type LadderLine, ratingRepository } from "../db/rating-repository.ts";

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
 * top of it and the member's own line. Members only.
 */
export const ladderRoutes: FastifyPluginAsync<LadderRoutesOptions> = async (app, options) => {
  const ratings = ratingRepository(options.database);
  app.addHook("onRequest", requireMember(options.readSession));

  app.get(LADDER_API.ladder, async (request, reply) => {
    const userId = memberOf(request).id;
    const [top, mine] = await Promise.all([
      ratings.top("computer", LADDER_SIZE),
      ratings.lineOf(userId, "computer"),
    ]);
    const body: LadderResponse = {
      entries: top.map(entryOf),
      you: mine === null ? null : entryOf(mine),
    };
    return reply.header("cache-control", "no-store").send(body);
  });
};
