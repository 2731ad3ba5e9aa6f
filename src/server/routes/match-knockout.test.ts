/**
 * A knockout match kept from the page (a competition's knockout fixture, rules version 3 on): the
 * save names `knockout`, the server replays it as one (a tie played off in super overs), keeps
 * the flag and hands it back with the replay; a knockout record that does not replay, or names
 * rules without the super over, is refused with a 400 and nothing kept.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { careerLine, simulateMatch, SUPER_OVER_RULES_VERSION } from "../../engine/index.ts";
import type { MatchReplayResponse, ReplayPageResponse } from "../../shared/api-types.ts";
import { useTestServer } from "../test-support/test-server.ts";
import { ORIGIN, registerMember } from "../test-support/test-app.ts";
import { engine } from "../test-support/test-engine.ts";
import { kinds } from "../test-support/suite.ts";

/** The first Club Micro knockout from seed 1 on that went to a super over, as the page plays it. */
function tiedKnockout() {
  for (let seed = 1; seed < 5000; seed++) {
    const played = simulateMatch(engine, seed, "micro", "random", { level: "club", knockout: true });
    if (played.state.innings.length > 2) return { seed, ...played };
  }
  throw new Error("no knockout went to a super over in 5000 seeds");
}
const tied = tiedKnockout();
const body = {
  seed: tied.seed,
  level: "club",
  rulesVersion: SUPER_OVER_RULES_VERSION,
  knockout: true,
  actions: tied.actions,
  result: tied.state.result?.text,
};

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`a knockout match saved on ${kind.name}`, () => {
    const server = useTestServer(kind);
    let cookie: string;
    beforeAll(async () => {
      cookie = await registerMember(server.app);
    });
    const save = (payload: object) =>
      server.app.inject({
        method: "POST",
        url: "/api/matches",
        payload,
        headers: { origin: ORIGIN, cookie },
      });
    const get = (url: string) => server.app.inject({ method: "GET", url, headers: { cookie } });
    const total = async () => (await get("/api/matches")).json().total as number;
    const storedKnockout = async (id: number) =>
      Number(
        (
          await server.db.database.db
            .selectFrom("match")
            .select("knockout")
            .where("id", "=", id)
            .executeTakeFirstOrThrow()
        ).knockout,
      );

    it("refuses it, keeping nothing, when it does not replay as a knockout", async () => {
      const before = await total();
      const refusals: [object, string | RegExp][] = [
        // Not a knockout: the tie ends the match, and the super over's first action is refused.
        [{ ...body, knockout: undefined }, /^The match does not replay: action \d+ is not allowed$/],
        [{ ...body, knockout: false }, /^The match does not replay: action \d+ is not allowed$/],
        // Rules without the super over.
        [
          { ...body, rulesVersion: 2 },
          "A knockout match is played by rules version 3 on; rules version 2 has no super over",
        ],
        [{ ...body, rulesVersion: undefined }, /rules version 1 has no super over/],
        // Stopped in the super over, a ball changed in it, or another result.
        [{ ...body, actions: tied.actions.slice(0, -1) }, "Only a finished match can be saved"],
        [{ ...body, result: "Kenya won by 10 wickets" }, "The result does not match the replayed match"],
        [{ ...body, knockout: "yes" }, /expected form \(knockout\)/],
        [{ ...body, knockout: 1 }, /expected form \(knockout\)/],
      ];
      for (const [payload, message] of refusals) {
        const res = await save(payload);
        expect(res.statusCode, JSON.stringify(message)).toBe(400);
        expect(res.json().error.message).toEqual(
          typeof message === "string" ? message : expect.stringMatching(message),
        );
      }
      expect(await total()).toBe(before);
    });

    it("keeps a tied knockout played off in a super over, and hands back its flag with the replay", async () => {
      expect(tied.state.result?.kind).toBe("superOver");
      const res = await save(body);
      expect(res.statusCode).toBe(201);
      expect(res.json().match.result).toMatch(/won (the|after the \w+) super over$/);
      const id = res.json().match.id as number;
      expect(await storedKnockout(id)).toBe(1);
      const one = (await get(`/api/matches/${id}`)).json() as MatchReplayResponse;
      expect(one.match).toMatchObject({ rulesVersion: 3, knockout: true, actions: tied.actions });
      // Kept once: a second save is answered with the first.
      expect((await save(body)).statusCode).toBe(200);
      const page = (await get("/api/matches/replays")).json() as ReplayPageResponse;
      expect(page.records.find((r) => r.id === id)).toMatchObject({ line: careerLine(engine, tied.state) });
      // A match kept before career lines is sent as its replay, the flag with it.
      await server.db.database.db
        .updateTable("match")
        .set({ careerLine: null })
        .where("id", "=", id)
        .execute();
      const again = (await get("/api/matches/replays")).json() as ReplayPageResponse;
      expect(again.records.find((r) => r.id === id)).toMatchObject({
        seed: tied.seed,
        rulesVersion: 3,
        knockout: true,
        actions: tied.actions,
      });
    });

    it("keeps a match of version 3 that is no knockout as none, its replay naming no flag", async () => {
      const seed = 4242;
      const played = simulateMatch(engine, seed, "micro", "random", { level: "club" });
      expect(played.state.rulesVersion).toBe(3);
      const res = await save({
        seed,
        level: "club",
        rulesVersion: 3,
        actions: played.actions,
        result: played.state.result?.text,
      });
      expect(res.statusCode).toBe(201);
      const id = res.json().match.id as number;
      expect(await storedKnockout(id)).toBe(0);
      const one = (await get(`/api/matches/${id}`)).json() as MatchReplayResponse;
      expect(one.match.rulesVersion).toBe(3);
      expect(one.match).not.toHaveProperty("knockout");
    });
  });
}
