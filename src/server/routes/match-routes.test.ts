import { beforeAll, describe, expect, it } from "vitest";
import { catalog } from "../../data/catalog.ts";
import {
  careerLine,
  createEngine,
  CURRENT_RULES_VERSION,
  playAheadRng,
  playStretch,
  replay,
  replayTossState,
  RULES_VERSIONS,
  simulateMatch,
} from "../../engine/index.ts";
import type { MatchReplayResponse, ReplayPageResponse } from "../../shared/api-types.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { ORIGIN, registerMember } from "../test-support/test-app.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";

function finishedMatch(seed: number) {
  const { state, actions } = simulateMatch(engine, seed, "micro", "random");
  return { seed, actions, result: state.result?.text ?? "" };
}

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`matches API on ${kind.name}`, () => {
    const server = useTestServer(kind);
    let cookie: string;

    beforeAll(async () => {
      cookie = await registerMember(server.app);
    });

    const save = (body: unknown, withCookie = cookie) =>
      server.app.inject({
        method: "POST",
        url: "/api/matches",
        payload: body as object,
        headers: { origin: ORIGIN, cookie: withCookie },
      });
    /** Saves a simulated Club match as the page sends it. */
    const saveClub = (
      seed: number,
      played: {
        readonly state: ReturnType<typeof simulateMatch>["state"];
        readonly actions: readonly unknown[];
      },
    ) =>
      save({
        seed,
        level: "club",
        rulesVersion: played.state.rulesVersion,
        actions: played.actions,
        result: played.state.result?.text,
      });
    const list = (withCookie = cookie) =>
      server.app.inject({ method: "GET", url: "/api/matches", headers: { cookie: withCookie } });

    it("keeps a finished match that replays to the same result, and lists it newest first", async () => {
      const first = finishedMatch(101);
      const second = finishedMatch(202);
      expect((await save(first)).statusCode).toBe(201);
      const res = await save(second);
      expect(res.statusCode).toBe(201);
      expect(res.json().match.result).toBe(second.result);
      const { matches } = (await list()).json();
      expect(matches.map((m: { result: string }) => m.result)).toEqual([second.result, first.result]);
      expect(matches[0].title).toMatch(/ v .* · Micro · /);
    });

    it("keeps a match saved twice only once", async () => {
      const match = finishedMatch(303);
      expect((await save(match)).statusCode).toBe(201);
      expect((await save(match)).statusCode).toBe(200);
      const { matches } = (await list()).json();
      expect(
        matches.filter((m: { result: string; title: string }) => m.result === match.result),
      ).toHaveLength(1);
    });

    it("refuses a result the replay does not give", async () => {
      const match = finishedMatch(404);
      const res = await save({ ...match, result: "Kenya won by 10 wickets" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/does not match/);
    });

    it("refuses a match that is not finished", async () => {
      const match = finishedMatch(505);
      const res = await save({ ...match, actions: match.actions.slice(0, -1) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/finished/);
    });

    it("refuses actions the engine does not allow", async () => {
      const match = finishedMatch(606);
      const actions = [...match.actions];
      actions.splice(1, 0, { type: "chooseFormat", format: "t20" });
      const res = await save({ ...match, actions });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/action 2 is not allowed/);
    });

    it.each([
      [{}],
      [{ seed: -1, actions: [{ type: "back" }], result: "x" }],
      [{ seed: 1, actions: [{ type: "launchRocket" }], result: "x" }],
      [{ seed: 1, actions: "lots", result: "x" }],
      [{ seed: 1, actions: [{ type: "back", extra: 1 }], result: "x" }],
    ])("answers 400 for the malformed body %j", async (body) => {
      const res = await save(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/expected form/);
    });

    it("keeps a match whose user set a batting order at the toss", async () => {
      const battingOrder = [3, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11];
      const { state, actions } = simulateMatch(engine, 2727, "micro", "random", { battingOrder });
      expect(actions.some((a) => a.type === "setBattingOrder")).toBe(true);
      const res = await save({ seed: 2727, actions, result: state.result?.text });
      expect(res.statusCode).toBe(201);
    });

    it("answers a malformed batting order with a 400 that says what an order is", async () => {
      const match = finishedMatch(2828);
      const at = match.actions.findIndex((a) => a.type === "callToss");
      for (const order of [
        [1, 2, 3],
        [1, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11],
        [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
        "all",
      ]) {
        const actions = [
          ...match.actions.slice(0, at),
          { type: "setBattingOrder", order },
          ...match.actions.slice(at),
        ];
        const res = await save({ ...match, actions });
        expect(res.statusCode, JSON.stringify(order)).toBe(400);
        expect(res.json().error.message).toMatch(
          new RegExp(
            `expected form \\(actions\\.${at}\\.order.*\\): a batting order lists the player ids 1 to 11, each once`,
          ),
        );
      }
    });

    it("needs a signed-in member", async () => {
      expect((await save(finishedMatch(707), "")).statusCode).toBe(401);
      expect((await list("")).statusCode).toBe(401);
    });

    it("shows members only their own matches", async () => {
      const { matches } = (await list(await registerMember(server.app))).json();
      expect(matches).toEqual([]);
    });

    describe("at an opponent level and a rules version", () => {
      it("replays a match at the level it was played at, and lists it with its level", async () => {
        const { state, actions } = simulateMatch(engine, 808, "micro", "random", { level: "club" });
        const res = await saveClub(808, { state, actions });
        expect(res.statusCode).toBe(201);
        expect(res.json().match.level).toBe("club");
        const { matches } = (
          await server.app.inject({ method: "GET", url: "/api/matches", headers: { cookie } })
        ).json();
        expect(matches[0]).toMatchObject({ result: state.result?.text, level: "club" });
      });

      it("refuses a level the game does not have", async () => {
        const { state, actions } = simulateMatch(engine, 909, "micro", "random", { level: "club" });
        const res = await save({ seed: 909, level: "legendary", actions, result: state.result?.text });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toMatch(/expected form \(level\)/);
      });

      const get = (url: string) => server.app.inject({ method: "GET", url, headers: { cookie } });
      const storedVersion = async (id: number) =>
        (
          await server.db.database.db
            .selectFrom("match")
            .select("rulesVersion")
            .where("id", "=", id)
            .executeTakeFirstOrThrow()
        ).rulesVersion;

      it("keeps the version a match names, replays at it, and hands it back with the replay", async () => {
        const { state, actions } = simulateMatch(engine, 1212, "micro", "random", { level: "club" });
        expect(state.rulesVersion).toBe(CURRENT_RULES_VERSION);
        const res = await saveClub(1212, { state, actions });
        expect(res.statusCode).toBe(201);
        const id = res.json().match.id as number;
        expect(await storedVersion(id)).toBe(state.rulesVersion);
        const one = (await get(`/api/matches/${id}`)).json() as MatchReplayResponse;
        expect(one.match.rulesVersion).toBe(state.rulesVersion);
        // The career reads the line the save's replay gave, not the replay.
        const page = (await get("/api/matches/replays")).json() as ReplayPageResponse;
        expect(page.records.find((r) => r.id === id)).toEqual({
          id,
          createdAt: one.match.createdAt,
          format: "micro",
          line: careerLine(engine, state),
        });
      });

      it("keeps a match that names no version (a page from before versions) as version 1", async () => {
        const { state, actions } = simulateMatch(engine, 1313, "micro", "random", {
          level: "classic",
          rulesVersion: 1,
        });
        const res = await save({ seed: 1313, actions, result: state.result?.text });
        expect(res.statusCode).toBe(201);
        const id = res.json().match.id as number;
        expect(await storedVersion(id)).toBe(1);
        expect(((await get(`/api/matches/${id}`)).json() as MatchReplayResponse).match.rulesVersion).toBe(1);
      });

      it("keeps a match finished by playing ahead with a plan, as any other", async () => {
        const { actions } = simulateMatch(engine, 1717, "micro", "random", { level: "international" });
        const setup = actions.slice(
          0,
          actions.findIndex((a) => a.type === "playBall" || a.type === "chooseBowler"),
        );
        const record = { seed: 1717, level: "international" as const, rulesVersion: CURRENT_RULES_VERSION };
        const start = replay(engine, { ...record, actions: setup }).state;
        const plan = { batting: "attack", bowling: "defend" } as const;
        const stretch = playStretch(engine, start, plan, "match", playAheadRng(1717, setup.length));
        const res = await save({
          ...record,
          actions: [...setup, ...stretch.actions],
          result: stretch.state.result?.text,
        });
        expect(res.statusCode).toBe(201);
        expect(res.json().match.result).toBe(stretch.state.result?.text);
      });

      it("sends a match kept before career lines as its replay, with its version", async () => {
        const { state, actions } = simulateMatch(engine, 1515, "micro", "random", { level: "club" });
        const res = await saveClub(1515, { state, actions });
        const id = res.json().match.id as number;
        await server.db.database.db
          .updateTable("match")
          .set({ careerLine: null })
          .where("id", "=", id)
          .execute();
        const page = (await get("/api/matches/replays")).json() as ReplayPageResponse;
        const record = page.records.find((r) => r.id === id);
        expect(record).toMatchObject({
          seed: 1515,
          level: "club",
          rulesVersion: state.rulesVersion,
          actions,
        });
        expect(record).not.toHaveProperty("line");
      });

      it("keeps the values a toss the computer won read, and sends them with the replay", async () => {
        // The first seeds of a Club micro match whose toss the computer won, and the user won.
        const played = (winner: "user" | "computer") => {
          for (let seed = 1600; ; seed++) {
            const match = simulateMatch(engine, seed, "micro", "random", { level: "club" });
            if (match.state.toss?.winner === winner) return { seed, ...match };
          }
        };
        const lost = played("computer");
        const res = await saveClub(lost.seed, lost);
        expect(res.statusCode).toBe(201);
        const one = (await get(`/api/matches/${res.json().match.id}`)).json() as MatchReplayResponse;
        // What a fresh engine computes for that toss, building the tables itself.
        const fresh = createEngine(catalog);
        const atToss = replayTossState(fresh, {
          ...lost,
          level: "club",
          rulesVersion: lost.state.rulesVersion,
        });
        expect(atToss).not.toBeNull();
        const values = fresh.tossValues(atToss as NonNullable<typeof atToss>);
        expect(values).toHaveLength(2);
        expect(one.match.toss).toEqual(values);

        const won = played("user");
        const mine = await saveClub(won.seed, won);
        const other = (await get(`/api/matches/${mine.json().match.id}`)).json() as MatchReplayResponse;
        expect(other.match).not.toHaveProperty("toss");
      });

      it("refuses a version it does not know with a clear 400, keeping nothing", async () => {
        const { state, actions } = simulateMatch(engine, 1414, "micro", "random", { level: "club" });
        const before = (await get("/api/matches")).json().total as number;
        const notKnown = (rulesVersion: number) =>
          `The match was played by rules version ${rulesVersion}, which this server does not know (it knows ${RULES_VERSIONS.join(", ")})`;
        const refusals: [unknown, string | RegExp][] = [
          ...[Math.max(...RULES_VERSIONS) + 1, 0, 99].map((v): [unknown, string] => [v, notKnown(v)]),
          ...["1", 1.5, null].map((v): [unknown, RegExp] => [v, /expected form \(rulesVersion\)/]),
        ];
        for (const [rulesVersion, message] of refusals) {
          const res = await save({
            seed: 1414,
            level: "club",
            rulesVersion,
            actions,
            result: state.result?.text,
          });
          expect(res.statusCode).toBe(400);
          expect(res.json().error.message).toEqual(
            typeof message === "string" ? message : expect.stringMatching(message),
          );
        }
        expect((await get("/api/matches")).json().total).toBe(before);
      });
    });
  });
}
