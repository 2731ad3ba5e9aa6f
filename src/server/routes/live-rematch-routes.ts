/**
 * Rematches and recent opponents (ADR 0032): `POST /api/live/:id/rematch` offers the other
 * member of a finished live match a new one (the same sides, or swapped), `GET` of it says what
 * has been offered, and `GET /api/live/opponents` lists the members played, the latest first,
 * each with any rematch waiting between the two. A rematch is an ordinary invite that only the
 * member it is for may accept.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { MatchState } from "../../engine/index.ts";
import {
  LIVE_API,
  RECENT_OPPONENTS,
  type OpponentsResponse,
  type RematchOffer,
  type RematchResponse,
} from "../../shared/live-types.ts";
import { memberOf } from "../auth/require-member.ts";
import type { LimitRule, RateLimiter } from "../auth/rate-limiter.ts";
import type { Database } from "../db/database.ts";
import { liveRematchQueries, type RematchRow } from "../db/live-rematch-queries.ts";
import { tooManyForMinutes } from "../errors.ts";
import type { LiveReferee } from "../live/live-referee-types.ts";

interface RematchDeps {
  readonly referee: LiveReferee;
  readonly database: Database;
  readonly limiter: RateLimiter;
  readonly createLimit: LimitRule;
  readonly openInvites: number;
  /** The match id in the route's parameters, or null when it is none the server makes. */
  readonly idOf: (params: unknown) => string | null;
}

const rematchBody = z
  .object({ swap: z.boolean({ message: "swap must be true or false" }).optional() })
  .strict()
  .nullish();

const NO_SUCH_MATCH = { error: { message: "No such live match" } } as const;

function offerOf(row: RematchRow, userId: string): RematchOffer {
  return {
    id: row.rematchId,
    code: row.code,
    byYou: row.byId === userId,
    from: row.byName,
    swapped: row.swapped,
    status: row.status as RematchOffer["status"],
  };
}

/**
 * The setup of a rematch made by `byHost` (whether the one offering it was the host before):
 * the same format and ground, the one offering it (the new host) on their own side again, or on
 * the other member's when `swap`.
 */
function rematchSetup(before: MatchState, byHost: boolean, swap: boolean) {
  const ownBefore = byHost ? before.teamId : before.opponentId;
  const otherBefore = byHost ? before.opponentId : before.teamId;
  return {
    format: before.format,
    teamId: swap ? otherBefore : ownBefore,
    opponentId: swap ? ownBefore : otherBefore,
    stadiumId: before.stadiumId,
  };
}

export function liveRematchRoutes(app: FastifyInstance, deps: RematchDeps): void {
  const { referee, limiter, createLimit, openInvites, idOf } = deps;
  const rematches = liveRematchQueries(deps.database);

  app.get(LIVE_API.opponents, async (request, reply) => {
    const userId = memberOf(request).id;
    const [played, open] = await Promise.all([
      rematches.opponents(userId, RECENT_OPPONENTS),
      rematches.openBetween(userId),
    ]);
    const body: OpponentsResponse = {
      opponents: played.map((opponent) => {
        const offer = open.find(
          (row) =>
            (row.byId === userId && row.forId === opponent.userId) ||
            (row.forId === userId && row.byId === opponent.userId),
        );
        return {
          name: opponent.name,
          played: opponent.played,
          lastMatchId: opponent.lastMatchId,
          lastPlayedAt: opponent.lastPlayedAt.toISOString(),
          offer: offer === undefined ? null : offerOf(offer, userId),
        };
      }),
    };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.get(`${LIVE_API.matches}/:id/rematch`, async (request, reply) => {
    const userId = memberOf(request).id;
    const id = idOf(request.params);
    if (id === null || (await referee.sideOf(userId, id)) === null)
      return reply.status(404).send(NO_SUCH_MATCH);
    const row = await rematches.latestAfter(id);
    const body: RematchResponse = { offer: row === undefined ? null : offerOf(row, userId) };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.post(`${LIVE_API.matches}/:id/rematch`, async (request, reply) => {
    const userId = memberOf(request).id;
    const id = idOf(request.params);
    const parsed = rematchBody.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .status(400)
        .send({ error: { message: parsed.error.issues[0]?.message ?? "The request is not valid" } });
    }
    const side = id === null ? null : await referee.sideOf(userId, id);
    const before = id === null || side === null ? null : await referee.view(userId, id);
    if (id === null || before === null) return reply.status(404).send(NO_SUCH_MATCH);
    if (before.status !== "finished" && before.status !== "forfeited") {
      return reply
        .status(409)
        .send({ error: { message: "A rematch can be offered once the match is over" } });
    }
    const waiting = await rematches.latestAfter(id);
    if (waiting !== undefined && waiting.status === "invited") {
      const who = waiting.byId === userId ? "You have" : `${waiting.byName} has`;
      return reply
        .status(409)
        .send({ error: { message: `${who} offered a rematch already: accept it or wait` } });
    }
    const otherId = await otherMemberOf(deps.database, id, userId);
    if (otherId === null) return reply.status(404).send(NO_SUCH_MATCH);
    const swap = parsed.data?.swap ?? false;
    const setup = referee.setupOf(rematchSetup(before.state, side === "host", swap));
    if (!setup.ok) return reply.status(409).send({ error: { message: setup.message } });
    const verdict = await limiter.hit(`live-create:${userId}`, createLimit);
    if (!verdict.allowed) return tooManyForMinutes(reply, verdict.retryAfter, "Too many live matches made");
    const made = await referee.create(userId, setup.setup, openInvites);
    if (made === null) {
      return reply.status(409).send({
        error: {
          message: `You already have ${openInvites} open invites: wait for one to be accepted or withdraw one first`,
        },
      });
    }
    await rematches.add({
      rematchId: made.id,
      matchId: id,
      byId: userId,
      forId: otherId,
      swapped: swap,
      at: new Date(),
    });
    const stored = await rematches.ofRematch(made.id);
    if (stored === undefined) throw new Error("a rematch made is gone");
    const body: RematchResponse = { offer: offerOf(stored, userId) };
    return reply.status(201).send(body);
  });
}

/** The other member of a live match; null when there is none (or the member is not in it). */
async function otherMemberOf({ db }: Database, id: string, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("liveMatch")
    .select(["hostId", "guestId"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || row.guestId === null) return null;
  if (row.hostId === userId) return row.guestId;
  return row.guestId === userId ? row.hostId : null;
}

/**
 * Whether the member may accept the invite of match `id`: anyone may accept an ordinary invite,
 * only the member a rematch is for may accept a rematch.
 */
export async function mayAccept(database: Database, id: string, userId: string): Promise<boolean> {
  const rematch = await liveRematchQueries(database).ofRematch(id);
  return rematch === undefined || rematch.forId === userId;
}
