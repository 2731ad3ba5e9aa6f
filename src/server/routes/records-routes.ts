import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { ACHIEVEMENTS } from "../../engine/index.ts";
import { RECORDS_API } from "../../shared/records-types.ts";
import { memberOf, requireMember } from "../auth/require-member.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import type { Database } from "../db/database.ts";
import { recordsRepository } from "../db/records-repository.ts";
import { recordsOf } from "../archive/records.ts";

interface RecordsRoutesOptions {
  readonly readSession: SessionReader;
  readonly database: Database;
}

const KNOWN = new Set(ACHIEVEMENTS.map((a) => a.id));

const seenBody = z.object({
  ids: z
    .array(
      z.string().refine((id) => KNOWN.has(id), { message: "an id is not an achievement this game has" }),
      {
        message: "ids must be a list of achievement ids",
      },
    )
    .min(1, "ids must name at least one achievement")
    .max(ACHIEVEMENTS.length, `ids may name at most ${ACHIEVEMENTS.length} achievements`),
});

/**
 * The record book and achievements (ADR 0033): `GET /api/stats/records` answers the member's
 * record book over their kept matches and every achievement, earned or not (settling any the
 * kept matches have earned first); `POST /api/stats/achievements/seen` marks achievements the
 * page has told the member of. Members only.
 */
export const recordsRoutes: FastifyPluginAsync<RecordsRoutesOptions> = async (app, options) => {
  const records = recordsRepository(options.database);
  app.addHook("onRequest", requireMember(options.readSession));

  app.get(RECORDS_API.records, async (request, reply) => {
    const body = await recordsOf(records, memberOf(request).id);
    return reply.header("cache-control", "no-store").send(body);
  });

  app.post(RECORDS_API.seen, async (request, reply) => {
    const parsed = seenBody.safeParse(request.body);
    if (!parsed.success) {
      return reply.status(400).send({ error: { message: parsed.error.issues[0]?.message ?? "Bad request" } });
    }
    await records.markSeen(memberOf(request).id, parsed.data.ids, new Date());
    return reply.status(204).send();
  });
};
