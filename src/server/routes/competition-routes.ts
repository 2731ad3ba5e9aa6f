import type { FastifyPluginAsync, FastifyReply } from "fastify";
import {
  CompetitionError,
  checkDefinition,
  competitionView,
  createEngine,
  rulesVersionOf,
  RULES_VERSIONS,
  type CompetitionDefinition,
  type CompetitionView,
  type MatchRecord,
  type PlayedFixture,
} from "../../engine/index.ts";
import { catalog } from "../../data/catalog.ts";
import {
  COMPETITIONS_API,
  MAX_COMPETITIONS,
  type CompetitionSummary,
  type CompetitionsResponse,
} from "../../shared/competition-types.ts";
import { memberOf, requireMember } from "../auth/require-member.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import type { LimitRule, RateLimiter } from "../auth/rate-limiter.ts";
import { tooManyForMinutes } from "../errors.ts";
import type { Database } from "../db/database.ts";
import { competitionRepository, type CompetitionRow, type FixtureRow } from "../db/competition-repository.ts";
import { createFixtureChecker } from "../competitions/fixture-checker.ts";
import { COMPETITION_ID, definitionSchema, fixtureSchema, shapeMessage } from "./competition-schemas.ts";

interface CompetitionRoutesOptions {
  readonly readSession: SessionReader;
  readonly database: Database;
  readonly limiter: RateLimiter;
  /** Played fixtures one member may send per window: each is a replay's CPU. */
  readonly fixtureLimit: LimitRule;
}

/** A played fixture's record is a match's: a 50-over one fits well inside this. */
const FIXTURE_BODY_LIMIT = 128 * 1024;

const NO_SUCH_COMPETITION = { error: { message: "No such competition" } } as const;

function refuse(reply: FastifyReply, status: 400 | 403 | 409, message: string): FastifyReply {
  return reply.status(status).send({ error: { message } });
}

/** The competition id in the path, or null (answered as no such competition). */
function idOf(params: unknown): string | null {
  const raw = (params as { id?: unknown }).id;
  return typeof raw === "string" && COMPETITION_ID.test(raw) ? raw : null;
}

/** A kept fixture as stored (the server wrote both JSON texts from its own replay). */
function playedOf(row: FixtureRow): PlayedFixture {
  return {
    record: JSON.parse(row.record) as MatchRecord,
    match: JSON.parse(row.match) as PlayedFixture["match"],
  };
}

/** The answer of one competition: its definition and fixtures, the kept JSON texts sent as they are. */
function competitionBody(row: CompetitionRow, fixtures: readonly FixtureRow[]): string {
  const played = fixtures.map((f) => `{"record":${f.record},"match":${f.match}}`).join(",");
  return `{"definition":${row.definition},"played":[${played}],"finished":${row.finished},"champion":${row.champion === null ? "null" : row.champion}}`;
}

/**
 * A member's competitions (ADR 0029, "On the server"): `POST /api/competitions` keeps a new one
 * from its definition, checked by the engine's rules; `GET /api/competitions` lists them;
 * `GET` and `DELETE /api/competitions/:id` answer one (its definition and played fixtures) or
 * remove it; `POST /api/competitions/:id/fixtures` keeps a played fixture once the server has
 * replayed its record (on a worker thread). Another member's competition is answered exactly as
 * one that does not exist; a refusal changes nothing. Members only.
 */
export const competitionRoutes: FastifyPluginAsync<CompetitionRoutesOptions> = async (app, options) => {
  const engine = createEngine(catalog);
  const competitions = competitionRepository(options.database);
  const checker = createFixtureChecker();
  app.addHook("onClose", () => checker.close());
  app.addHook("onRequest", requireMember(options.readSession));

  app.post(COMPETITIONS_API.competitions, async (request, reply) => {
    const userId = memberOf(request).id;
    const parsed = definitionSchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, shapeMessage("The competition", parsed.error));
    const rulesVersion = rulesVersionOf(parsed.data.rulesVersion);
    if (rulesVersion === null) {
      return refuse(
        reply,
        400,
        `There is no rules version ${parsed.data.rulesVersion} to play a competition by (there are ${RULES_VERSIONS.join(", ")})`,
      );
    }
    const definition: CompetitionDefinition = { ...parsed.data, rulesVersion };
    try {
      checkDefinition(engine, definition);
    } catch (error) {
      if (error instanceof CompetitionError) return refuse(reply, 400, error.message);
      throw error;
    }
    if ((await competitions.count(userId)) >= MAX_COMPETITIONS) {
      return refuse(
        reply,
        403,
        `You keep ${MAX_COMPETITIONS} competitions already: delete one to keep another`,
      );
    }
    const created = await competitions.create(userId, definition.id, JSON.stringify(definition), new Date());
    if (!created) return refuse(reply, 409, `You have a competition with the id ${definition.id} already`);
    const row = await competitions.find(userId, definition.id);
    if (row === undefined) return reply.status(404).send(NO_SUCH_COMPETITION);
    return reply.status(201).type("application/json; charset=utf-8").send(competitionBody(row, []));
  });

  app.get(COMPETITIONS_API.competitions, async (request, reply) => {
    const rows = await competitions.list(memberOf(request).id);
    const listed = rows.map((row): CompetitionSummary<CompetitionDefinition> => ({
      definition: JSON.parse(row.definition) as CompetitionDefinition,
      played: row.played,
      finished: row.finished,
      champion: row.champion,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }));
    const body: CompetitionsResponse<CompetitionDefinition> = { competitions: listed };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.get(`${COMPETITIONS_API.competitions}/:id`, async (request, reply) => {
    const userId = memberOf(request).id;
    const id = idOf(request.params);
    const row = id === null ? undefined : await competitions.find(userId, id);
    if (row === undefined || id === null) return reply.status(404).send(NO_SUCH_COMPETITION);
    const fixtures = await competitions.fixtures(userId, id);
    return reply
      .header("cache-control", "no-store")
      .type("application/json; charset=utf-8")
      .send(competitionBody(row, fixtures));
  });

  app.delete(`${COMPETITIONS_API.competitions}/:id`, async (request, reply) => {
    const id = idOf(request.params);
    const removed = id !== null && (await competitions.remove(memberOf(request).id, id));
    if (!removed) return reply.status(404).send(NO_SUCH_COMPETITION);
    return reply.status(204).send();
  });

  app.post(
    `${COMPETITIONS_API.competitions}/:id/fixtures`,
    { bodyLimit: FIXTURE_BODY_LIMIT },
    async (request, reply) => {
      const userId = memberOf(request).id;
      // Counted before the replay, which is the costly part.
      const verdict = await options.limiter.hit(`competition-fixture:${userId}`, options.fixtureLimit);
      if (!verdict.allowed) return tooManyForMinutes(reply, verdict.retryAfter, "Too many fixtures sent");
      const id = idOf(request.params);
      const row = id === null ? undefined : await competitions.find(userId, id);
      if (row === undefined || id === null) return reply.status(404).send(NO_SUCH_COMPETITION);
      const parsed = fixtureSchema.safeParse(request.body);
      if (!parsed.success) return refuse(reply, 400, shapeMessage("The fixture", parsed.error));
      const { fixtureId } = parsed.data;
      const record = parsed.data.record as MatchRecord;
      const definition = JSON.parse(row.definition) as CompetitionDefinition;
      const played = (await competitions.fixtures(userId, id)).map(playedOf);
      const checked = await checkFixture(definition, played, fixtureId, record);
      if (checked.kind === "refused") return refuse(reply, checked.status, checked.message);
      const { view, fixture } = checked;
      const kept = await competitions.addFixture(
        userId,
        id,
        { fixtureId, record: JSON.stringify(fixture.record), match: JSON.stringify(fixture.match) },
        { finished: view.over, champion: view.champion },
        new Date(),
      );
      if (!kept) return refuse(reply, 409, `Match ${fixtureId} is played already`);
      const after = await competitions.find(userId, id);
      if (after === undefined) return reply.status(404).send(NO_SUCH_COMPETITION);
      return reply
        .status(201)
        .type("application/json; charset=utf-8")
        .send(competitionBody(after, await competitions.fixtures(userId, id)));
    },
  );

  type Checked =
    | { readonly kind: "kept"; readonly fixture: PlayedFixture; readonly view: CompetitionView }
    | { readonly kind: "refused"; readonly status: 400 | 409; readonly message: string };

  /**
   * Whether `record` may be kept as `fixtureId`: a fixture of the competition whose sides are
   * known, not played yet (409 if it is), whose record replays as the engine's check says, and
   * which leaves a competition the rules accept. Answers the fixture and the view after it.
   */
  async function checkFixture(
    definition: CompetitionDefinition,
    played: readonly PlayedFixture[],
    fixtureId: string,
    record: MatchRecord,
  ): Promise<Checked> {
    try {
      const before = competitionView(engine, definition, played);
      const fixture = before.fixtures.find((f) => f.id === fixtureId);
      if (fixture === undefined) {
        const waiting = before.bracket?.ties.some((tie) => tie.id === fixtureId) === true;
        const message = waiting
          ? `Match ${fixtureId}: its sides are not known yet (the groups are not done)`
          : `Match ${fixtureId} is not a fixture of ${definition.name}`;
        return { kind: "refused", status: 400, message };
      }
      if (fixture.played !== null) {
        return { kind: "refused", status: 409, message: `Match ${fixtureId} is played already` };
      }
      const verdict = await checker.check(definition, fixture, record);
      if (verdict.kind === "refused") return { kind: "refused", status: 400, message: verdict.message };
      const view = competitionView(engine, definition, [...played, verdict.played]);
      return { kind: "kept", fixture: verdict.played, view };
    } catch (error) {
      if (error instanceof CompetitionError) return { kind: "refused", status: 400, message: error.message };
      throw error;
    }
  }
};
