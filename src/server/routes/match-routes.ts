import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  type Action,
  type MatchRecord,
  type OpponentLevel,
  createEngine,
  isOpponentLevel,
  replay,
  RULES_VERSIONS,
  rulesFor,
  rulesVersionOf,
  SUPER_OVER_RULES_VERSION,
} from "../../engine/index.ts";
import { catalog } from "../../data/catalog.ts";
import {
  API,
  type ArchivedMatch,
  type KeptSide,
  type KeptTossValue,
  MAX_MATCH_ACTIONS,
  MAX_PAGE_SIZE,
  MAX_CAREER_PAGE,
  MAX_REPLAY_PAGE,
  type MatchLevel,
  type MatchReplayResponse,
  type MatchTeam,
  type SavedMatchesResponse,
} from "../../shared/api-types.ts";
import { memberOf, requireMember } from "../auth/require-member.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import type { LimitRule, RateLimiter } from "../auth/rate-limiter.ts";
import type { Database } from "../db/database.ts";
import { tooManyForMinutes, tooManyRequests } from "../errors.ts";
import { type MatchFilter, type MatchRow, matchRepository, type ReplayRow } from "../db/match-repository.ts";
import { recordsRepository } from "../db/records-repository.ts";
import { seedOf } from "../db/seed-columns.ts";
import { parseQuery, wholeNumber } from "./parse-query.ts";
import { ratingChangeRepository } from "../db/rating-change-repository.ts";
import { formatLabel, keepFinishedMatch } from "../archive/keep-match.ts";
import { createTablesPreparer } from "../win-tables/off-thread-tables.ts";

interface MatchRoutesOptions {
  readonly readSession: SessionReader;
  readonly database: Database;
  readonly limiter: RateLimiter;
  /** Saves allowed per member per window. */
  readonly saveLimit: LimitRule;
  /** Matches kept per member; older ones are dropped. */
  readonly kept: number;
  /** Replay pages allowed per member per window. */
  readonly replayLimit: LimitRule;
}

/** A full 50-over match's actions fit well inside this. */
const MATCH_BODY_LIMIT = 128 * 1024;
const RECENT = 10;

const smallInt = z.number().int().min(0).max(10_000);
/** What a batting order must be, said as the 400 says it. */
const BATTING_ORDER_RULE = "a batting order lists the player ids 1 to 11, each once";
/** The user's batting order: the eleven player ids, each once (the engine checks them against the side). */
const battingOrder = z
  .array(z.number().int().min(1).max(11))
  .length(11)
  .refine((ids) => new Set(ids).size === ids.length);
/** An action as a request may carry it: one object per engine action type (a test holds them equal). */
export const actionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("chooseFormat"), format: z.string().max(20) }).strict(),
  z.object({ type: z.literal("chooseTeam"), countryId: smallInt }).strict(),
  z.object({ type: z.literal("chooseOpponent"), countryId: smallInt }).strict(),
  z.object({ type: z.literal("chooseLocation"), countryId: smallInt }).strict(),
  z.object({ type: z.literal("chooseStadium"), stadiumId: z.string().max(100) }).strict(),
  z.object({ type: z.literal("back") }).strict(),
  z.object({ type: z.literal("setBattingOrder"), order: battingOrder }).strict(),
  z.object({ type: z.literal("callToss"), call: z.union([z.literal(0), z.literal(1)]) }).strict(),
  z.object({ type: z.literal("chooseBatOrBowl"), choice: z.enum(["bat", "bowl"]) }).strict(),
  z.object({ type: z.literal("startMatch") }).strict(),
  z.object({ type: z.literal("chooseBowler"), playerId: smallInt }).strict(),
  z
    .object({ type: z.literal("playBall"), style: z.string().max(30), other: z.string().max(30).optional() })
    .strict(),
]);
const saveSchema = z
  .object({
    seed: z.number().int().min(0).max(0xffffffff),
    // Absent from pages older than the levels: those matches were played by the Classic rules.
    level: z.custom<OpponentLevel>(isOpponentLevel).default("classic"),
    // Absent from pages older than the rules versions: those matches were played by version 1.
    // Which versions are known is the engine's to say (checked after the shape).
    rulesVersion: z.number().int().optional(),
    // Absent from pages older than knockouts, and for every match that is not one.
    knockout: z.boolean().optional(),
    actions: z.array(actionSchema).min(1).max(MAX_MATCH_ACTIONS),
    result: z.string().min(1).max(200),
  })
  .strict();

const formatKeys = catalog.formats.map((f) => f.key);
const filterShape = {
  format: z
    .string()
    .refine((key) => formatKeys.includes(key as never), `format must be one of ${formatKeys.join(", ")}`)
    .optional(),
  team: wholeNumber("team", 1, 10_000).refine(
    (id) => id === undefined || catalog.countries.some((c) => c.id === id),
    "team must be the id of a country in the game",
  ),
  level: z
    .string()
    .refine(isOpponentLevel, "level must be one of classic, club, international, friend")
    .optional(),
};
const listQuery = z.object({
  page: wholeNumber("page", 1, 100_000),
  pageSize: wholeNumber("pageSize", 1, MAX_PAGE_SIZE),
  ...filterShape,
});
const replaysQuery = z.object({
  // Pages were once asked for by number; a page that has not reloaded since must not be
  // answered with the first page again and again.
  page: z
    .unknown()
    .refine((page) => page === undefined, "page is no longer taken: ask for the matches before the `next` id")
    .optional(),
  before: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "before must be a match id (a whole number from 1)")
    .transform(Number)
    .refine((id) => id <= 2 ** 31 - 1, "before must be a match id (a whole number from 1)")
    .optional(),
  limit: wholeNumber("limit", 1, MAX_CAREER_PAGE),
  ...filterShape,
});

function filterOf(value: {
  format?: string | undefined;
  team?: number | undefined;
  level?: string | undefined;
}): MatchFilter {
  return {
    ...(value.format !== undefined ? { format: value.format } : {}),
    ...(value.team !== undefined ? { team: value.team } : {}),
    ...(value.level !== undefined ? { level: value.level } : {}),
  };
}

/** A match id in the path: a positive whole number, or null (answered as no such match). */
function matchIdOf(params: unknown): number | null {
  const raw = (params as { id?: unknown }).id;
  if (typeof raw !== "string" || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 - 1 ? id : null;
}

const NO_SUCH_MATCH = { error: { message: "No such match" } } as const;

/**
 * `POST /api/matches` keeps a signed-in member's finished match after replaying it with the
 * engine the browser used; `GET /api/matches` lists them a page at a time; `GET` and `DELETE
 * /api/matches/:id` serve one match's replay (never a rebuilt scorecard) or remove it;
 * `GET /api/matches/replays` pages through every replay for the career figures, each page
 * starting below the last id of the one before. A match of
 * another member is answered exactly as one that does not exist.
 */
export const matchRoutes: FastifyPluginAsync<MatchRoutesOptions> = async (
  app,
  { readSession, database, limiter, saveLimit, kept: keep, replayLimit },
) => {
  const engine = createEngine(catalog);
  const tables = createTablesPreparer(engine);
  const matches = matchRepository(database);
  const archive = { matches, records: recordsRepository(database) };
  const ratingChanges = ratingChangeRepository(database);
  // Before the body is read: an anonymous save is refused without its 128 KB being parsed.
  app.addHook("onRequest", requireMember(readSession));

  app.post(API.matches, { bodyLimit: MATCH_BODY_LIMIT }, async (request, reply) => {
    const userId = memberOf(request).id;
    // Counted before the replay, which is the costly part of a save.
    const verdict = await limiter.hit(`match-save:${userId}`, saveLimit);
    if (!verdict.allowed) {
      return tooManyForMinutes(reply, verdict.retryAfter, "Too many matches saved");
    }
    const parsed = saveSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
      // A batting order's problem is said in words; other shapes only say where they went wrong.
      const why = issue?.path.includes("order") ? `: ${BATTING_ORDER_RULE}` : "";
      return reply
        .status(400)
        .send({ error: { message: `The match is not in the expected form${where}${why}` } });
    }
    const { seed, level, actions, result } = parsed.data;
    const rulesVersion = rulesVersionOf(parsed.data.rulesVersion);
    if (rulesVersion === null) {
      return reply.status(400).send({
        error: {
          message: `The match was played by rules version ${parsed.data.rulesVersion}, which this server does not know (it knows ${RULES_VERSIONS.join(", ")})`,
        },
      });
    }
    const knockout = parsed.data.knockout === true;
    if (knockout && !rulesFor(rulesVersion).superOver) {
      return reply.status(400).send({
        error: {
          message: `A knockout match is played by rules version ${SUPER_OVER_RULES_VERSION} on; rules version ${rulesVersion} has no super over`,
        },
      });
    }
    const record: MatchRecord = {
      seed,
      level,
      rulesVersion,
      ...(knockout ? { knockout } : {}),
      actions: actions as Action[],
    };
    await tables.prepare(record);
    // The schema bounds the shapes; the engine decides whether each action was allowed. Its
    // events are the record book's facts of the match.
    const replayed = replay(engine, record, true);
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
    const kept = await keepFinishedMatch(
      engine,
      archive,
      keep,
      userId,
      record,
      replayed.state,
      "user",
      replayed.events,
    );
    return reply.status(kept.created ? 201 : 200).send({ match: toSaved(kept.row) });
  });

  app.get(API.matches, async (request, reply) => {
    const query = parseQuery(listQuery, request.query);
    if (!query.ok) return reply.status(400).send({ error: { message: query.message } });
    const page = query.value.page ?? 1;
    const pageSize = query.value.pageSize ?? RECENT;
    const { rows, total } = await matches.page(
      memberOf(request).id,
      filterOf(query.value),
      (page - 1) * pageSize,
      pageSize,
    );
    // A ranked match is marked as one; every live match between members is rated (ADR 0032).
    const ranked = await ratingChanges.rankedKept(
      memberOf(request).id,
      rows.map((row) => Number(row.id)),
    );
    const listed = rows.map((row): ArchivedMatch => {
      const saved = toSaved(row);
      const rated = ranked.has(saved.id) ? "ranked" : saved.level === "friend" ? "friend" : null;
      return rated === null ? saved : { ...saved, rated };
    });
    const body: SavedMatchesResponse = { matches: listed, page, pageSize, total };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.get(API.matchReplays, async (request, reply) => {
    const query = parseQuery(replaysQuery, request.query);
    if (!query.ok) return reply.status(400).send({ error: { message: query.message } });
    const userId = memberOf(request).id;
    const limitKey = `match-replays:${userId}`;
    const tooMany = (retryAfter: number) =>
      tooManyRequests(
        reply,
        retryAfter,
        `Too many pages of matches asked for. Please try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}`,
      );
    // Only a page with matches on it counts (an empty one is an index lookup, as cheap as the
    // session check), and a member over the limit is refused by a read, not a write.
    const before = await limiter.check(limitKey, replayLimit);
    if (!before.allowed) return tooMany(before.retryAfter);
    const limit = query.value.limit ?? MAX_REPLAY_PAGE;
    const filter = filterOf(query.value);
    const below = query.value.before ?? null;
    // Where the page ends is read first (ids, and which have lines; one more than asked for says
    // whether anything is left below): it holds `limit` matches, or fewer if its replays, which
    // are kilobytes each, reach MAX_REPLAY_PAGE first. Then only those rows are read in full.
    const heads = await matches.pageHeads(userId, filter, below, limit + 1);
    let count = Math.min(limit, heads.length);
    let replays = 0;
    for (let i = 0; i < count; i++) {
      if (!heads[i]?.hasLine && ++replays === MAX_REPLAY_PAGE) count = i + 1;
    }
    const rows = count === 0 ? [] : await matches.replays(userId, filter, below, count);
    if (rows.length > 0) {
      const verdict = await limiter.hit(limitKey, replayLimit);
      if (!verdict.allowed) return tooMany(verdict.retryAfter);
    }
    // The actions are sent as the JSON text they were validated and kept as: a page of a
    // hundred one-day matches is megabytes, not worth parsing only to serialise again.
    // A match with a career line is sent as it (no replay needed), one without as its replay.
    const records = rows.map((row) => {
      const head = `"id":${Number(row.id)},"createdAt":${JSON.stringify(new Date(row.createdAt).toISOString())},"format":${JSON.stringify(row.format)}`;
      if (row.careerLine !== null) return `{${head},"line":${row.careerLine}}`;
      const toss = row.tossValues === null ? "" : `,"toss":${row.tossValues}`;
      // The guest's copy of a live match is counted from the guest's side of its replay.
      const side = sideOf(row.side) === "user" ? "" : `,"side":"friend"`;
      // Named only for a knockout: absent means none, as for every match kept before.
      const knockout = isKnockout(row) ? `,"knockout":true` : "";
      return `{${head},"seed":${JSON.stringify(seedOf(row.seed, row.wideSeed))},"level":${JSON.stringify(levelOf(row.level))},"rulesVersion":${Number(row.rulesVersion)}${knockout},"actions":${row.actions}${toss}${side}}`;
    });
    // The next page starts below this one's last (lowest) id, if anything is left below it: a
    // career whose last page is full (a member at the kept limit) is not asked for an empty one.
    const next = heads.length > count && rows.length > 0 ? Number(rows[rows.length - 1]?.id) : null;
    return reply
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(`{"records":[${records.join(",")}],"next":${next === null ? "null" : next}}`);
  });

  app.get(`${API.matches}/:id`, async (request, reply) => {
    const id = matchIdOf(request.params);
    const row = id === null ? undefined : await matches.findOne(memberOf(request).id, id);
    if (!row) return reply.status(404).send(NO_SUCH_MATCH);
    const body: MatchReplayResponse = {
      match: {
        ...toSaved(row),
        seed: seedOf(row.seed, row.wideSeed),
        rulesVersion: Number(row.rulesVersion),
        ...(isKnockout(row) ? { knockout: true } : {}),
        actions: JSON.parse(row.actions) as unknown[],
        ...(row.tossValues === null ? {} : { toss: JSON.parse(row.tossValues) as KeptTossValue[] }),
        side: sideOf(row.side),
      },
    };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.delete(`${API.matches}/:id`, async (request, reply) => {
    const id = matchIdOf(request.params);
    const removed = id !== null && (await matches.remove(memberOf(request).id, id));
    if (!removed) return reply.status(404).send(NO_SUCH_MATCH);
    return reply.status(204).send();
  });
};

/** Whether a kept match was created as a knockout (SQLite keeps 0 or 1, PostgreSQL a boolean). */
function isKnockout(row: ReplayRow): boolean {
  return Number(row.knockout) === 1;
}

function levelOf(value: unknown): MatchLevel {
  return isOpponentLevel(value) ? value : "classic";
}

/** Which side of a kept match's replay is the member's. */
function sideOf(value: unknown): KeptSide {
  return value === "friend" ? "friend" : "user";
}

interface StoredSummary {
  readonly title: string;
  readonly result: string;
  readonly level?: unknown;
  readonly summary?: {
    readonly format?: string | null;
    readonly stadiumName?: string | null;
    readonly userTeamId?: number | null;
    readonly winnerTeamId?: number | null;
    readonly innings?: readonly { readonly teamId: number; readonly teamName: string }[];
  };
}

function toSaved(row: MatchRow): ArchivedMatch {
  const stored = JSON.parse(row.summary) as StoredSummary;
  const summary = stored.summary ?? {};
  const format = summary.format ?? null;
  const teams: MatchTeam[] = (summary.innings ?? []).map((i) => ({ id: i.teamId, name: i.teamName }));
  return {
    id: Number(row.id),
    createdAt: new Date(row.createdAt).toISOString(),
    title: stored.title,
    result: stored.result,
    // Matches kept before the levels carry none (they were Classic).
    level: levelOf(stored.level),
    format,
    formatName: formatLabel(format),
    ground: summary.stadiumName ?? null,
    teams,
    userTeamId: summary.userTeamId ?? null,
    winnerTeamId: summary.winnerTeamId ?? null,
  };
}
