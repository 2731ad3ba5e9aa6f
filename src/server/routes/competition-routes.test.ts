/**
 * A member's competitions on the server (ADR 0029, "On the server"), on SQLite and PostgreSQL:
 * created from a definition the engine's rules accept, listed and read by their member only,
 * and each played fixture kept only once the server has replayed its record. Every refusal is a
 * clear 4xx that changes nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import {
  competitionView,
  fixtureSetupActions,
  playFixtureByComputer,
  simulateMatch,
  type CompetitionDefinition,
  type FixtureView,
  type MatchRecord,
  type PlayedFixture,
} from "../../engine/index.ts";
import { catalog } from "../../data/catalog.ts";
import {
  COMPETITIONS_API,
  competitionFixturesPath,
  competitionPath,
  MAX_COMPETITIONS,
  type CompetitionResponse as Response,
  type CompetitionsResponse as ListResponse,
} from "../../shared/competition-types.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { ORIGIN, registerMember } from "../test-support/test-app.ts";
import { engine } from "../test-support/test-engine.ts";
import { expectClientError } from "../test-support/answer-checks.ts";
import { kinds } from "../test-support/suite.ts";

type CompetitionResponse = Response<CompetitionDefinition, MatchRecord, PlayedFixture["match"]>;
type CompetitionsResponse = ListResponse<CompetitionDefinition>;

// The four best-ranked sides: the hub's own default of a Micro league of four.
const TEAMS = [...catalog.countries]
  .sort((a, b) => a.currentRanking - b.currentRanking)
  .slice(0, 4)
  .map((c) => c.id);

const leagueOf = (over: Partial<CompetitionDefinition> = {}): CompetitionDefinition => ({
  id: "league-1",
  name: "Micro league",
  kind: { type: "league", legs: 1, qualifiers: 2 },
  format: "micro",
  level: "club",
  rulesVersion: 2,
  seed: 2026,
  memberTeam: TEAMS[0] as number,
  teams: TEAMS,
  ...over,
});

/** The member's fixture played out, the computer's rule in the member's place. */
function membersRecord(definition: CompetitionDefinition, fixture: FixtureView): MatchRecord {
  const opponent = fixture.home === definition.memberTeam ? fixture.away : fixture.home;
  const game = simulateMatch(engine, fixture.seed, definition.format, () => "normal", {
    teamId: definition.memberTeam,
    opponentId: opponent ?? 0,
    stadiumId: fixture.stadiumId ?? "",
    level: definition.level,
    rulesVersion: definition.rulesVersion,
    bowlerChoice: "captain",
    tossChoice: "computer",
  });
  expect(game.actions.slice(0, 5)).toEqual(fixtureSetupActions(definition, fixture));
  return {
    seed: fixture.seed,
    level: definition.level,
    rulesVersion: definition.rulesVersion,
    actions: game.actions,
  };
}

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`competitions API on ${kind.name}`, () => {
    const server = useTestServer(kind);
    let owner: string;
    let stranger: string;
    const definition = leagueOf();

    const call = (method: "GET" | "POST" | "DELETE", url: string, cookie: string | null, payload?: unknown) =>
      server.app.inject({
        method,
        url,
        headers: { origin: ORIGIN, ...(cookie === null ? {} : { cookie }) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const read = async (id = definition.id) => {
      const res = await call("GET", competitionPath(id), owner);
      expect(res.statusCode).toBe(200);
      return res.json<CompetitionResponse>();
    };
    const rowCounts = async () => {
      const { rows } = await sql<{ c: number | string; f: number | string }>`
        select (select count(*) from "competition") as "c", (select count(*) from "competitionFixture") as "f"
      `.execute(server.db.database.db);
      return { competitions: Number(rows[0]?.c), fixtures: Number(rows[0]?.f) };
    };
    /** The competition as the engine sees it after what the server keeps. */
    const viewNow = async () => {
      const body = await read();
      return competitionView(engine, body.definition, body.played as PlayedFixture[]);
    };
    /** The first fixture the computer may play now. */
    const computersNext = (view: { fixtures: readonly FixtureView[] }) =>
      view.fixtures.find((f) => f.played === null && !f.members && f.home !== null) as FixtureView;
    const postFixture = (fixtureId: string, record: MatchRecord, cookie = owner) =>
      call("POST", competitionFixturesPath(definition.id), cookie, { fixtureId, record });
    /** Expects a refusal with `status` and a message matching `message`, and nothing changed. */
    const expectRefused = async (
      answer: Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>,
      status: number,
      message: RegExp,
    ) => {
      const before = { rows: await rowCounts(), body: await read() };
      const res = await answer;
      expect(res.statusCode, res.body).toBe(status);
      expect(expectClientError(res)).toMatch(message);
      expect({ rows: await rowCounts(), body: await read() }).toEqual(before);
    };

    beforeAll(async () => {
      owner = await registerMember(server.app);
      stranger = await registerMember(server.app);
    });

    it("answers 401 to a visitor who is not signed in", async () => {
      for (const [method, url] of [
        ["GET", COMPETITIONS_API.competitions],
        ["POST", COMPETITIONS_API.competitions],
        ["GET", competitionPath("x")],
        ["POST", competitionFixturesPath("x")],
        ["DELETE", competitionPath("x")],
      ] as const) {
        const res = await call(method, url, null, method === "POST" ? leagueOf() : undefined);
        expect(res.statusCode).toBe(401);
        expect(expectClientError(res)).toBe("You are not signed in");
      }
    });

    it("refuses a definition with an unknown team or a bad shape, keeping nothing", async () => {
      const before = await rowCounts();
      const unknown = await call("POST", COMPETITIONS_API.competitions, owner, {
        ...leagueOf(),
        teams: [...TEAMS.slice(0, 3), 9999],
      });
      expect(unknown.statusCode).toBe(400);
      expect(expectClientError(unknown)).toBe("There is no team 9999");
      const three = await call(
        "POST",
        COMPETITIONS_API.competitions,
        owner,
        leagueOf({ teams: TEAMS.slice(0, 3) }),
      );
      expect(expectClientError(three)).toBe("A league has 4 to 10 teams, not 3");
      const version = await call(
        "POST",
        COMPETITIONS_API.competitions,
        owner,
        leagueOf({ rulesVersion: 9 as 2 }),
      );
      expect(expectClientError(version)).toMatch(/^There is no rules version 9/);
      const shape = await call("POST", COMPETITIONS_API.competitions, owner, { ...leagueOf(), seed: -1 });
      expect(expectClientError(shape)).toMatch(/^The competition is not in the expected form \(seed\): /);
      expect(await rowCounts()).toEqual(before);
    });

    it("creates a competition, lists it and reads it back, and refuses its id twice", async () => {
      const res = await call("POST", COMPETITIONS_API.competitions, owner, definition);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<CompetitionResponse>()).toEqual({
        definition,
        played: [],
        finished: false,
        champion: null,
      });
      const list = await call("GET", COMPETITIONS_API.competitions, owner);
      const { competitions } = list.json<CompetitionsResponse>();
      expect(competitions.map((c) => [c.definition, c.played, c.finished])).toEqual([[definition, 0, false]]);
      expect((await read()).definition).toEqual(definition);
      const again = call("POST", COMPETITIONS_API.competitions, owner, definition);
      await expectRefused(again, 409, /^You have a competition with the id league-1 already$/);
    });

    it("answers another member exactly as for a competition that does not exist", async () => {
      const fixture = computersNext(await viewNow());
      const { record } = playFixtureByComputer(engine, definition, fixture);
      for (const res of [
        await call("GET", competitionPath(definition.id), stranger),
        await call("GET", competitionPath("no-such-one"), owner),
        await call("GET", competitionPath("bad id!"), owner),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(expectClientError(res)).toBe("No such competition");
      }
      await expectRefused(postFixture(fixture.id, record, stranger), 404, /^No such competition$/);
      await expectRefused(
        call("DELETE", competitionPath(definition.id), stranger),
        404,
        /^No such competition$/,
      );
      const list = await call("GET", COMPETITIONS_API.competitions, stranger);
      expect(list.json<CompetitionsResponse>().competitions).toEqual([]);
    });

    it("keeps a fixture the computer played once replayed, and refuses it a second time (409)", async () => {
      const fixture = computersNext(await viewNow());
      const played = playFixtureByComputer(engine, definition, fixture);
      const res = await postFixture(fixture.id, played.record);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<CompetitionResponse>().played).toEqual([played]);
      await expectRefused(
        postFixture(fixture.id, played.record),
        409,
        new RegExp(`^Match ${fixture.id} is played already$`),
      );
    });

    it("refuses a record that does not replay, and a fixture not in the competition, changing nothing", async () => {
      const fixture = computersNext(await viewNow());
      const { record } = playFixtureByComputer(engine, definition, fixture);
      // One ball's style changed: not the match the computer plays.
      const at = record.actions.findLastIndex((a) => a.type === "playBall");
      const ball = record.actions[at] as { type: "playBall"; style: string };
      const style = ball.style === "aggressive" ? "defensive" : "aggressive";
      const tampered = {
        ...record,
        actions: record.actions.map((a, i) => (i === at ? { ...ball, style } : a)),
      } as MatchRecord;
      await expectRefused(
        postFixture(fixture.id, tampered),
        400,
        new RegExp(`^Match ${fixture.id}: action ${at} is not the one the computer plays$`),
      );
      await expectRefused(
        postFixture(fixture.id, { ...record, seed: Number(record.seed) + 1 }),
        400,
        /seed or level/,
      );
      await expectRefused(postFixture("G99", record), 400, /^Match G99 is not a fixture of Micro league$/);
      await expectRefused(postFixture("F", record), 400, /^Match F: its sides are not known yet/);
      await expectRefused(
        postFixture(fixture.id, { ...record, actions: [] }),
        400,
        /expected form \(record\.actions\)/,
      );
    });

    it("keeps the member's own match once replayed, refusing one not set up as the fixture", async () => {
      let view = await viewNow();
      for (const fixture of view.computerToPlay) {
        const res = await postFixture(fixture.id, playFixtureByComputer(engine, definition, fixture).record);
        expect(res.statusCode, res.body).toBe(201);
      }
      view = await viewNow();
      const next = view.next as FixtureView;
      expect(next.members).toBe(true);
      const record = membersRecord(definition, next);
      await expectRefused(
        postFixture(next.id, { ...record, seed: (Number(record.seed) + 1) >>> 0 }),
        400,
        new RegExp(`^Match ${next.id}: the match played was not set up as this fixture$`),
      );
      await expectRefused(
        postFixture(next.id, { ...record, actions: record.actions.slice(0, -1) }),
        400,
        /not finished/,
      );
      const res = await postFixture(next.id, record);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<CompetitionResponse>().played.map((p) => p.match.fixtureId)).toContain(next.id);
    });

    it("plays to the end: the list then says finished, with the champion the engine finds", async () => {
      for (let guard = 0; guard < 20; guard++) {
        const view = await viewNow();
        const fixture = view.computerToPlay[0] ?? view.next;
        if (fixture === undefined || fixture === null) break;
        const record = fixture.members
          ? membersRecord(definition, fixture)
          : playFixtureByComputer(engine, definition, fixture).record;
        const res = await postFixture(fixture.id, record);
        expect(res.statusCode, res.body).toBe(201);
      }
      const view = await viewNow();
      expect(view.over).toBe(true);
      const body = await read();
      expect([body.finished, body.champion]).toEqual([true, view.champion]);
      const list = (await call("GET", COMPETITIONS_API.competitions, owner)).json<CompetitionsResponse>();
      expect(list.competitions[0]).toMatchObject({ finished: true, champion: view.champion, played: 7 });
    });

    it("deletes a competition with its fixtures", async () => {
      const res = await call("DELETE", competitionPath(definition.id), owner);
      expect(res.statusCode).toBe(204);
      expect(await rowCounts()).toEqual({ competitions: 0, fixtures: 0 });
      expect((await call("GET", competitionPath(definition.id), owner)).statusCode).toBe(404);
    });
  });
}

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`competitions API's limit on ${kind.name}`, () => {
    const server = useTestServer(kind, { deps: { limits: { competitionFixtures: { window: 60, max: 1 } } } });

    it("refuses a member's fixtures over the limit with a 429, before replaying them", async () => {
      const cookie = await registerMember(server.app);
      const definition = leagueOf();
      const headers = { origin: ORIGIN, cookie };
      const made = await server.app.inject({
        method: "POST",
        url: COMPETITIONS_API.competitions,
        headers,
        payload: definition,
      });
      expect(made.statusCode).toBe(201);
      const fixture = competitionView(engine, definition, []).fixtures.find((f) => !f.members) as FixtureView;
      const { record } = playFixtureByComputer(engine, definition, fixture);
      const send = () =>
        server.app.inject({
          method: "POST",
          url: competitionFixturesPath(definition.id),
          headers,
          payload: { fixtureId: fixture.id, record },
        });
      expect((await send()).statusCode).toBe(201);
      const over = await send();
      expect(over.statusCode).toBe(429);
      expect(expectClientError(over)).toMatch(/^Too many fixtures sent\. Please try again in 1 minute$/);
    });

    it("keeps at most 100 competitions a member, a 403 beyond", async () => {
      const cookie = await registerMember(server.app);
      const make = (i: number) =>
        server.app.inject({
          method: "POST",
          url: COMPETITIONS_API.competitions,
          headers: { origin: ORIGIN, cookie },
          payload: leagueOf({ id: `c${i}` }),
        });
      for (let i = 0; i < MAX_COMPETITIONS; i++) expect((await make(i)).statusCode).toBe(201);
      const over = await make(MAX_COMPETITIONS);
      expect(over.statusCode).toBe(403);
      expect(expectClientError(over)).toBe("You keep 100 competitions already: delete one to keep another");
    });
  });
}
