// @vitest-environment jsdom
/**
 * A member's competitions and their account: every change to a member's copy is sent in order
 * (a guest's never), a competition the server lacks is sent whole, the hub's read-back fetches
 * what this browser lacks and sends what the server lacks, and a guest's competitions are moved
 * to the member's once the server has kept them (one it refuses stays the guest's).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { catalog } from "../../../data/catalog.ts";
import {
  competitionView,
  createEngine,
  playFixtureByComputer,
  simulateMatch,
  type CompetitionDefinition,
  type PlayedFixture,
} from "../../../engine/index.ts";
import { jsonResponse, stubFetch } from "@/test-support/fetch-stub.ts";
import { MEMBER_KEY } from "@/auth/known-member.ts";
import type { GameSnapshot } from "@/features/game/index.ts";
import { keepFinishedFixture, newDefinition, openMembersFixture } from "./competition-runner.ts";
import {
  COMPETITIONS_KEY,
  keepCompetition,
  readCompetitions,
  type KeptCompetition,
} from "./competition-storage.ts";
import {
  declineGuestCompetitions,
  guestCompetitionsToOffer,
  keepAndSend,
  keepGuestCompetitions,
  pullCompetitions,
  shelfOf,
} from "./competition-sync.ts";

const engine = createEngine(catalog);
const MEMBER = "member-1";

const definition = (id: string): CompetitionDefinition =>
  newDefinition(
    {
      name: `League ${id}`,
      kind: { type: "league", legs: 1, qualifiers: 2 },
      format: "micro",
      level: "club",
      memberTeam: 3,
      others: [1, 2, 4],
    },
    engine,
    99,
    id,
  );

/** The competition with its first `n` fixtures the computer plays, played. */
function playedOf(id: string, n: number): KeptCompetition {
  const def = definition(id);
  const played: PlayedFixture[] = [];
  for (let i = 0; i < n; i++) {
    const view = competitionView(engine, def, played);
    const fixture = view.fixtures.find((f) => f.played === null && !f.members && f.home !== null);
    if (fixture === undefined) throw new Error("a fixture to play");
    played.push(playFixtureByComputer(engine, def, fixture));
  }
  return { definition: def, played };
}

const sent = (seen: readonly { method: string; url: string }[]) => seen.map((r) => `${r.method} ${r.url}`);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("a member's competitions and their account", () => {
  it("sends each change of a member's copy in order, and nothing of a guest's", async () => {
    const seen = stubFetch(() => jsonResponse(201, {}));
    const kept = playedOf("a", 2);
    const shelf = shelfOf(MEMBER);
    const first = keepAndSend(localStorage, { ...kept, played: [] }, shelf);
    keepAndSend(localStorage, { ...kept, played: kept.played.slice(0, 1) }, shelf);
    const last = keepAndSend(localStorage, kept, shelf);
    expect(first.stored).toBe(true);
    expect(await last.sent).toEqual({ kind: "kept" });
    expect(sent(seen)).toEqual([
      "POST /api/competitions",
      "POST /api/competitions/a/fixtures",
      "POST /api/competitions/a/fixtures",
    ]);
    expect(seen.slice(1).map((r) => (r.body as { fixtureId: string }).fixtureId)).toEqual(
      kept.played.map((p) => p.match.fixtureId),
    );
    expect(readCompetitions(localStorage, shelf).competitions).toEqual([kept]);
    expect(keepAndSend(localStorage, kept, shelfOf("guest")).sent).toBeNull();
    expect(seen).toHaveLength(3);
  });

  it("sends a competition whole when the server lacks it (started offline), a fixture kept already being fine", async () => {
    const seen = stubFetch(({ method, url }) => {
      if (method === "POST" && url === "/api/competitions") return jsonResponse(201, {});
      const fixtures = seen.filter((r) => r.url.endsWith("/fixtures")).length;
      // The first fixture sent is answered 404 (no such competition), the first again 409 (kept).
      return fixtures === 1
        ? jsonResponse(404, {})
        : fixtures === 2
          ? jsonResponse(409, {})
          : jsonResponse(201, {});
    });
    const kept = playedOf("b", 2);
    const outcome = await keepAndSend(localStorage, kept, shelfOf(MEMBER)).sent;
    expect(outcome).toEqual({ kind: "kept" });
    expect(sent(seen)).toEqual([
      "POST /api/competitions/b/fixtures",
      "POST /api/competitions",
      "POST /api/competitions/b/fixtures",
      "POST /api/competitions/b/fixtures",
    ]);
  });

  it("reads back what this browser lacks, sends what the server lacks, and says what it refused", async () => {
    const onServer = playedOf("s", 1);
    const onlyHere = playedOf("h", 0);
    keepCompetition(localStorage, onlyHere, shelfOf(MEMBER));
    const seen = stubFetch(({ method, url }) => {
      if (method === "GET" && url === "/api/competitions") {
        return jsonResponse(200, { competitions: [{ definition: onServer.definition, played: 1 }] });
      }
      if (method === "GET" && url === "/api/competitions/s") return jsonResponse(200, onServer);
      return jsonResponse(400, { error: { message: "There is no team 3" } });
    });
    const outcome = await pullCompetitions(localStorage, MEMBER);
    expect(outcome).toEqual({ kind: "read", problems: ["League h: There is no team 3"] });
    expect(sent(seen)).toEqual([
      "GET /api/competitions",
      "GET /api/competitions/s",
      "POST /api/competitions",
    ]);
    const shelf = readCompetitions(localStorage, shelfOf(MEMBER)).competitions;
    expect(shelf.map((c) => c.definition.id).sort()).toEqual(["h", "s"]);
    expect(shelf.find((c) => c.definition.id === "s")).toEqual(onServer);
  });

  it("says offline when the account cannot be reached, changing nothing here", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    keepCompetition(localStorage, playedOf("x", 0), shelfOf(MEMBER));
    const before = localStorage.getItem(shelfOf(MEMBER));
    expect(await pullCompetitions(localStorage, MEMBER)).toEqual({ kind: "offline" });
    expect(localStorage.getItem(shelfOf(MEMBER))).toBe(before);
  });
});

describe("the member's own match of a competition in their account", () => {
  it("is kept on the member's shelf and sent to their account", async () => {
    localStorage.setItem(MEMBER_KEY, MEMBER);
    const def = definition("m");
    const played: PlayedFixture[] = [];
    let view = competitionView(engine, def, played);
    for (const fixture of view.computerToPlay) played.push(playFixtureByComputer(engine, def, fixture));
    view = competitionView(engine, def, played);
    const next = view.next;
    if (next === null) throw new Error("the member has a match");
    keepCompetition(localStorage, { definition: def, played }, shelfOf(MEMBER));
    openMembersFixture(localStorage, view);
    const game = simulateMatch(engine, next.seed, "micro", "normal", {
      teamId: 3,
      opponentId: next.home === 3 ? (next.away ?? 0) : (next.home ?? 0),
      stadiumId: next.stadiumId ?? "",
      level: "club",
      rulesVersion: def.rulesVersion,
      bowlerChoice: "captain",
    });
    const seen = stubFetch(() => jsonResponse(201, {}));
    const snapshot = { seed: next.seed, level: "club", actions: game.actions, state: game.state };
    const result = keepFinishedFixture(engine, localStorage, snapshot as unknown as GameSnapshot);
    if (result.kind !== "kept") throw new Error(`kept, not ${result.kind}`);
    expect(await result.sent).toEqual({ kind: "kept" });
    expect(sent(seen)).toEqual(["POST /api/competitions/m/fixtures"]);
    expect((seen[0]?.body as { fixtureId: string }).fixtureId).toBe(next.id);
    const shelf = readCompetitions(localStorage, shelfOf(MEMBER)).competitions;
    expect(shelf[0]?.played.map((p) => p.match.fixtureId)).toContain(next.id);
    expect(readCompetitions(localStorage, COMPETITIONS_KEY).competitions).toEqual([]);
  });
});

describe("a guest's competitions offered to a member", () => {
  it("moves those the server keeps to the member's, leaving one it refuses the guest's with its message", async () => {
    const good = playedOf("g", 1);
    const bad = playedOf("r", 0);
    keepCompetition(localStorage, good);
    keepCompetition(localStorage, bad);
    expect(guestCompetitionsToOffer(localStorage, "guest")).toEqual([]);
    expect(guestCompetitionsToOffer(localStorage, MEMBER)).toEqual([good, bad]);
    stubFetch(({ body }) =>
      (body as { id?: string }).id === "r"
        ? jsonResponse(400, { error: { message: "A league has 4 to 10 teams, not 3" } })
        : jsonResponse(201, {}),
    );
    const result = await keepGuestCompetitions(localStorage, MEMBER);
    expect(result).toEqual({
      kept: 1,
      problems: ["League r could not be kept: A league has 4 to 10 teams, not 3"],
      offline: false,
    });
    expect(readCompetitions(localStorage, shelfOf(MEMBER)).competitions).toEqual([good]);
    expect(readCompetitions(localStorage, COMPETITIONS_KEY).competitions).toEqual([bad]);
  });

  it("moves nothing offline, and asks no more once declined", async () => {
    keepCompetition(localStorage, playedOf("o", 0));
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await keepGuestCompetitions(localStorage, MEMBER)).toEqual({
      kept: 0,
      problems: [],
      offline: true,
    });
    expect(readCompetitions(localStorage).competitions).toHaveLength(1);
    declineGuestCompetitions(localStorage, MEMBER);
    expect(guestCompetitionsToOffer(localStorage, MEMBER)).toEqual([]);
    expect(readCompetitions(localStorage).competitions).toHaveLength(1);
  });
});
