import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  type Action,
  type OpponentLevel,
  createEngine,
  isOpponentLevel,
  replay,
} from "../../engine/index.ts";
import { catalog } from "../../data/catalog.ts";
import {
  API,
  MAX_MATCH_ACTIONS,
  type SavedMatch,
  type SavedMatchesResponse,
} from "../../shared/api-types.ts";
import { memberOf, requireMember } from "../auth/require-member.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import type { LimitRule, RateLimiter } from "../auth/rate-limiter.ts";
import type { Database } from "../db/database.ts";
import { tooManyRequests } from "../errors.ts";
import { type MatchRow, matchRepository } from "../db/match-repository.ts";
import { createTablesPreparer } from "../tables/off-thread-tables.ts";

interface MatchRoutesOptions {
  readonly readSession: SessionReader;
  readonly database: Database;
  readonly limiter: RateLimiter;
  /** Saves allowed per member per window. */
  readonly saveLimit: LimitRule;
  /** Matches kept per member; older ones are dropped. */
  readonly kept: number;
}

/** A full 50-over match's actions fit well inside this. */
const MATCH_BODY_LIMIT = 128 * 1024;
const RECENT = 10;

const smallInt = z.number().int().min(0).max(10_000);
const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("chooseFormat"), format: z.string().max(20) }).strict(),
  z.object({ type: z.literal("chooseTeam"), countryId: smallInt }).strict(),
  z.object({ type: z.literal("chooseOpponent"), countryId: smallInt }).strict(),
  z.object({ type: z.literal("chooseLocation"), countryId: smallInt }).strict(),
  z.object({ type: z.literal("chooseStadium"), stadiumId: z.string().max(100) }).strict(),
  z.object({ type: z.literal("back") }).strict(),
  z.object({ type: z.literal("callToss"), call: z.union([z.literal(0), z.literal(1)]) }).strict(),
  z.object({ type: z.literal("chooseBatOrBowl"), choice: z.enum(["bat", "bowl"]) }).strict(),
  z.object({ type: z.literal("startMatch") }).strict(),
  z.object({ type: z.literal("chooseBowler"), playerId: smallInt }).strict(),
  z.object({ type: z.literal("playBall"), style: z.string().max(30) }).strict(),
]);
const saveSchema = z
  .object({
    seed: z.number().int().min(0).max(0xffffffff),
    // Absent from pages older than the levels: those matches were played by the Classic rules.
    level: z.custom<OpponentLevel>(isOpponentLevel).default("classic"),
    actions: z.array(actionSchema).min(1).max(MAX_MATCH_ACTIONS),
    result: z.string().min(1).max(200),
  })
  .strict();

/**
 * `POST /api/matches` keeps a signed-in member's finished match after replaying it with the
 * engine the browser used; `GET /api/matches` lists the latest ones.
 */
export const matchRoutes: FastifyPluginAsync<MatchRoutesOptions> = async (
  app,
  { readSession, database, limiter, saveLimit, kept },
) => {
  const engine = createEngine(catalog);
  const tables = createTablesPreparer(engine);
  const matches = matchRepository(database);
  app.addHook("preHandler", requireMember(readSession));

  app.post(API.matches, { bodyLimit: MATCH_BODY_LIMIT }, async (request, reply) => {
    const userId = memberOf(request).id;
    // Counted before the replay, which is the costly part of a save.
    const verdict = await limiter.hit(`match-save:${userId}`, saveLimit);
    if (!verdict.allowed) {
      const minutes = Math.ceil(verdict.retryAfter / 60);
      return tooManyRequests(
        reply,
        verdict.retryAfter,
        `Too many matches saved. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
      );
    }
    const parsed = saveSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
      return reply.status(400).send({ error: { message: `The match is not in the expected form${where}` } });
    }
    const { seed, level, actions, result } = parsed.data;
    await tables.prepare(level, actions as Action[]);
    // The schema bounds the shapes; the engine decides whether each action was allowed.
    const replayed = replay(engine, { seed, level, actions: actions as Action[] });
    if (replayed.refusedAt !== null) {
      return reply.status(400).send({
        error: { message: `The match does not replay: action ${replayed.refusedAt + 1} is not allowed` },
      });
    }
    if (engine.stage(replayed.state).name !== "finished" || replayed.state.result === null) {
      return reply.status(400).send({ error: { message: "Only a finished match can be saved" } });
    }
    if (replayed.state.result.text !== result) {
      return reply.status(400).send({ error: { message: "The result does not match the replayed match" } });
    }
    const summary = engine.matchSummary(replayed.state);
    const title = titleOf(
      summary.innings.map((i) => i.teamName),
      summary.format,
      summary.stadiumName,
    );
    const stored = { title, result, level, summary };

    const existing = await matches.findBySeed(userId, seed);
    if (existing) return reply.status(200).send({ match: toSaved(existing) });

    const row = await matches.insert({
      userId,
      seed,
      createdAt: new Date(),
      actions: JSON.stringify(actions),
      summary: JSON.stringify(stored),
    });
    if (!row) {
      // A concurrent save of the same match won the race; answer with that one.
      const again = await matches.findBySeed(userId, seed);
      if (!again) throw new Error("a match lost its insert race to a match that is gone");
      return reply.status(200).send({ match: toSaved(again) });
    }
    await matches.keepNewest(userId, kept);
    return reply.status(201).send({ match: toSaved(row) });
  });

  app.get(API.matches, async (request, reply) => {
    const rows = await matches.newest(memberOf(request).id, RECENT);
    const body: SavedMatchesResponse = { matches: rows.map(toSaved) };
    return reply.header("cache-control", "no-store").send(body);
  });
};

function titleOf(teams: readonly string[], format: string | null, ground: string | null): string {
  return [teams.join(" v "), formatLabel(format), ground].filter((part) => part).join(" · ");
}

function formatLabel(key: string | null): string | null {
  return catalog.formats.find((f) => f.key === key)?.label ?? null;
}

function toSaved(row: MatchRow): SavedMatch {
  const stored = JSON.parse(row.summary) as { title: string; result: string; level?: unknown };
  return {
    id: Number(row.id),
    createdAt: new Date(row.createdAt).toISOString(),
    title: stored.title,
    result: stored.result,
    // Matches kept before the levels carry none (they were Classic).
    ...(isOpponentLevel(stored.level) ? { level: stored.level } : {}),
  };
}
