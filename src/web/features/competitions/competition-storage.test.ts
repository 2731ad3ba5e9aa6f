// @vitest-environment jsdom
/**
 * Competitions kept in the browser: several at once, read back whole; a malformed entry is left
 * out with a message and the rest read; unreadable text never throws. And the way a competition
 * is played from them: the computer's fixtures before the member's, the member's opened on /game
 * at the toss, and the finished match kept into its competition.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { catalog } from "../../../data/catalog.ts";
import {
  createEngine,
  fixtureMatchRules,
  keepMembersMatch,
  replay,
  simulateMatch,
  type CompetitionDefinition,
  type CompetitionView,
} from "../../../engine/index.ts";
import { MATCH_KEY, type GameSnapshot } from "@/features/game/index.ts";
import {
  isFixtureOpen,
  keepFinishedFixture,
  newDefinition,
  openMembersFixture,
  playComputerFixtures,
  viewOf,
} from "./competition-runner.ts";
import {
  COMPETITIONS_KEY,
  keepCompetition,
  readCompetitions,
  readFixtureInPlay,
  type KeptCompetition,
} from "./competition-storage.ts";

const engine = createEngine(catalog);

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
    1234,
    id,
  );

beforeEach(() => localStorage.clear());

describe("kept competitions", () => {
  it("keeps several and reads them back, one replaced by its id", () => {
    const first: KeptCompetition = { definition: definition("a"), played: [] };
    const second: KeptCompetition = { definition: definition("b"), played: [] };
    keepCompetition(localStorage, first);
    keepCompetition(localStorage, second);
    const renamed = { ...first, definition: { ...first.definition, name: "Renamed" } };
    keepCompetition(localStorage, renamed);
    const read = readCompetitions(localStorage);
    expect(read.skipped).toEqual([]);
    expect(read.competitions).toEqual([renamed, second]);
  });

  it("seeds the sides by the catalogue's ranking, the member's team among them", () => {
    expect(definition("a").teams).toEqual([1, 2, 3, 4]);
  });

  it("leaves out a malformed entry with a message naming it, and reads the rest", () => {
    const good: KeptCompetition = { definition: definition("a"), played: [] };
    const bad = { definition: { ...definition("b"), seed: -1 }, played: [] };
    localStorage.setItem(COMPETITIONS_KEY, JSON.stringify({ version: 1, entries: [bad, good, 7] }));
    const read = readCompetitions(localStorage);
    expect(read.competitions).toEqual([good]);
    expect(read.skipped).toEqual([
      'Competition "League b" could not be read and is left out.',
      "Competition number 3 could not be read and is left out.",
    ]);
  });

  it("sets aside text it cannot read, or a shape it does not know, with a message", () => {
    localStorage.setItem(COMPETITIONS_KEY, "{not json");
    expect(readCompetitions(localStorage)).toEqual({
      competitions: [],
      skipped: ["Your kept competitions could not be read and were set aside."],
    });
    localStorage.setItem(COMPETITIONS_KEY, JSON.stringify({ version: 99, entries: [] }));
    expect(readCompetitions(localStorage).skipped).toEqual([
      "Your kept competitions are in a form this page cannot read.",
    ]);
  });
});

describe("playing a kept competition", () => {
  it("plays the computer's fixtures before the member's, opens the member's at the toss and keeps it", async () => {
    const start: KeptCompetition = { definition: definition("a"), played: [] };
    keepCompetition(localStorage, start);
    const seen: number[] = [];
    const kept = await playComputerFixtures(engine, localStorage, start, (k) => seen.push(k.played.length));
    const shown = viewOf(engine, kept);
    if ("error" in shown) throw new Error(shown.error);
    const { view } = shown;
    expect(view.computerToPlay).toEqual([]);
    expect(view.next?.members).toBe(true);
    expect(seen).toEqual(kept.played.map((_, i) => i + 1));
    expect(readCompetitions(localStorage).competitions[0]).toEqual(kept);

    expect(isFixtureOpen(localStorage, view)).toBe(false);
    openMembersFixture(localStorage, view);
    expect(isFixtureOpen(localStorage, view)).toBe(true);
    // Abandoned on /game (the match kept there is another): no longer open, and set up afresh.
    const opened = localStorage.getItem(MATCH_KEY);
    localStorage.removeItem(MATCH_KEY);
    expect(isFixtureOpen(localStorage, view)).toBe(false);
    openMembersFixture(localStorage, view);
    expect(localStorage.getItem(MATCH_KEY)).toBe(opened);
    const saved = JSON.parse(localStorage.getItem(MATCH_KEY) ?? "null") as {
      seed: number;
      level: "club";
      rulesVersion: number;
      actions: [];
    };
    const atToss = replay(engine, saved);
    expect(atToss.refusedAt).toBeNull();
    expect(engine.stage(atToss.state).name).toBe("toss");

    // The member's match played to its end from there, as a player would.
    const next = view.next;
    if (next === null) throw new Error("the member has a match");
    const game = simulateMatch(engine, next.seed, "micro", "normal", {
      teamId: 3,
      opponentId: next.home === 3 ? (next.away ?? 0) : (next.home ?? 0),
      stadiumId: next.stadiumId ?? "",
      level: "club",
      rulesVersion: kept.definition.rulesVersion,
      bowlerChoice: "captain",
    });
    expect(game.actions.slice(0, saved.actions.length)).toEqual(saved.actions);
    const snapshot = { seed: saved.seed, level: "club" as const, actions: game.actions, state: game.state };
    // A match whose level was changed on /game before the toss is not the fixture: refused, said why.
    const otherLevel = { ...snapshot, level: "international" as const } as unknown as GameSnapshot;
    expect(keepFinishedFixture(engine, localStorage, otherLevel)).toMatchObject({
      kind: "refused",
      message: `Match ${next.id}: the match played was not set up as this fixture`,
    });
    expect(readCompetitions(localStorage).competitions[0]).toEqual(kept);
    openMembersFixture(localStorage, view);
    const result = keepFinishedFixture(engine, localStorage, snapshot as unknown as GameSnapshot);
    expect(result).toMatchObject({ kind: "kept", competition: { id: "a" } });
    expect(readFixtureInPlay(localStorage)).toBeNull();
    const after = readCompetitions(localStorage).competitions[0];
    expect(after?.played.map((p) => p.match.fixtureId)).toContain(view.next?.id);
  });

  /** The member's fixture played to its end as a player would, by the rules it was opened with. */
  function playMembers(view: CompetitionView, fixture: NonNullable<CompetitionView["next"]>) {
    const rules = fixtureMatchRules(view.definition, fixture);
    return simulateMatch(engine, fixture.seed, "micro", "normal", {
      teamId: 3,
      opponentId: fixture.home === 3 ? (fixture.away ?? 0) : (fixture.home ?? 0),
      stadiumId: fixture.stadiumId ?? "",
      level: "club",
      ...rules,
      bowlerChoice: "captain",
    });
  }

  /** A kept league whose member's next match is its final: the first competition seed on that has one. */
  async function memberInFinal(): Promise<{ kept: KeptCompetition; view: CompetitionView }> {
    for (let seed = 1; seed < 50; seed++) {
      let kept: KeptCompetition = { definition: { ...definition("k"), seed }, played: [] };
      for (let guard = 0; guard < 10; guard++) {
        kept = await playComputerFixtures(engine, null, kept, () => {});
        const shown = viewOf(engine, kept);
        if ("error" in shown) throw new Error(shown.error);
        const next = shown.view.next;
        if (next === null) break;
        if (next.stage === "knockout") return { kept, view: shown.view };
        const game = playMembers(shown.view, next);
        const record = {
          seed: next.seed,
          level: "club" as const,
          rulesVersion: game.state.rulesVersion,
          actions: game.actions,
        };
        kept = {
          ...kept,
          played: [...kept.played, keepMembersMatch(kept.definition, next, record, game.state)],
        };
      }
    }
    throw new Error("the member reached no final in 50 leagues");
  }

  it("opens the member's knockout match as a knockout, and keeps it with its flag", async () => {
    const { kept, view } = await memberInFinal();
    keepCompetition(localStorage, kept);
    openMembersFixture(localStorage, view);
    const saved = JSON.parse(localStorage.getItem(MATCH_KEY) ?? "null") as Record<string, unknown>;
    expect(saved).toMatchObject({ rulesVersion: 3, knockout: true });
    const next = view.next;
    if (next === null) throw new Error("the member plays the final");
    const game = playMembers(view, next);
    expect(game.state.knockout).toBe(true);
    const snapshot = { seed: next.seed, level: "club" as const, actions: game.actions, state: game.state };
    const result = keepFinishedFixture(engine, localStorage, snapshot as unknown as GameSnapshot);
    expect(result).toMatchObject({ kind: "kept", competition: { id: "k" } });
    const final = readCompetitions(localStorage).competitions[0]?.played.find(
      (p) => p.match.fixtureId === next.id,
    );
    expect(final?.record).toMatchObject({ seed: next.seed, rulesVersion: 3, knockout: true });
    expect(final?.match.decision.kind).toBe("won");
  });
});
