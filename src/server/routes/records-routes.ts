import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { ACHIEVEMENTS, createEngine } from "../../engine/index.ts";
import { catalog } from "../../data/catalog.ts";
import { RECORDS_API } from "../../shared/records-types.ts";
import { memberOf, requireMember } from "../auth/require-member.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import type { Database } from "../db/database.ts";
import { recordsRepository } from "../db/records-repository.ts";
import { achievementsAnswer, recordsOf } from "../archive/records.ts";
import { readUnreadFacts } from "../archive/read-unread.ts";
import { createTablesPreparer } from "../win-tables/off-thread-tables.ts";

interface RecordsRoutesOptions {
  readonly readSession: SessionReader;
  readonly database: Database;
  /**
   * How long a look at the book may spend reading matches kept before their facts were (ADR
   * 0033); what is left is read on the next look.
   */
  readonly readBudgetMs?: number;
}

/** See {@link RecordsRoutesOptions.readBudgetMs}. */
const READ_BUDGET_MS = 300;

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
 * kept matches have earned first); `GET /api/stats/achievements` the achievements alone; `POST /api/stats/achievements/seen` marks achievements the
 * page has told the member of. Members only. A look at the book first reads, within a budget,
 * the facts of matches kept before the server read them on keeping.
 */
export const recordsRoutes: FastifyPluginAsync<RecordsRoutesOptions> = async (app, options) => {
  const records = recordsRepository(options.database);
  const engine = createEngine(catalog);
  const tables = createTablesPreparer(engine);
  const readBudgetMs = options.readBudgetMs ?? READ_BUDGET_MS;
  app.addHook("onRequest", requireMember(options.readSession));

  app.get(RECORDS_API.records, async (request, reply) => {
    const userId = memberOf(request).id;
    await readUnreadFacts(engine, tables, records, userId, readBudgetMs);
    const body = await recordsOf(records, userId);
    return reply.header("cache-control", "no-store").send(body);
  });

  // The home page's news: no book built and nothing read, only the achievements settled.
  app.get(RECORDS_API.achievements, async (request, reply) => {
    const body = await achievementsAnswer(records, memberOf(request).id);
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
