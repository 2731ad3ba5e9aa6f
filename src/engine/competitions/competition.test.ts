/**
 * A competition from its definition and played fixtures: the fixtures with their seeds and
 * grounds, the member's next match and the computer's before it, the knockouts once the groups
 * are done, the champion, the series score, and bad input refused with a clear message.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../engine.ts";
import { replay } from "../replay.ts";
import { fixtureCatalog } from "../test-fixtures.ts";
import {
  checkFixtureRecord,
  fixtureMatchRules,
  fixtureSetupActions,
  keepMembersMatch,
  playFixtureByComputer,
} from "./competition-play.ts";
import {
  competitionView,
  fixtureSeed,
  resultText,
  type CompetitionDefinition,
  type CompetitionView,
  type PlayedFixture,
} from "./competition.ts";
import type { RulesVersion } from "../rules-version.ts";
import { simulateMatch } from "../simulate.ts";
import { wonBy } from "./results.ts";

// Every side of the test catalogue with a ground of its own (Elbonia is given one here).
const first = fixtureCatalog.stadiums[0];
if (first === undefined) throw new Error("the test catalogue has grounds");
const catalog = {
  ...fixtureCatalog,
  stadiums: [...fixtureCatalog.stadiums, { ...first, id: "el-town", countryId: 5, name: "Town Ground" }],
};
const engine = createEngine(catalog);
const TEAMS = fixtureCatalog.squads.map((squad) => squad.countryId);
const [A, B] = TEAMS as [number, number];

const leagueOf = (over: Partial<CompetitionDefinition> = {}): CompetitionDefinition => ({
  id: "c1",
  name: "Test league",
  kind: { type: "league", legs: 1, qualifiers: 2 },
  format: "micro",
  level: "club",
  rulesVersion: 2,
  seed: 42,
  memberTeam: A,
  teams: TEAMS,
  ...over,
});

/** Plays every fixture by the computer, the member's too (as if the member left it to it). */
function playAll(definition: CompetitionDefinition): { view: CompetitionView; played: PlayedFixture[] } {
  const played: PlayedFixture[] = [];
  // The member's team played by the computer too: a definition whose member is a side not
  // in any fixture cannot exist, so each member's fixture is played through the same rule.
  for (let guard = 0; guard < 100; guard++) {
    const view = competitionView(engine, definition, played);
    const fixture = view.computerToPlay[0] ?? view.next;
    if (fixture === undefined || fixture === null) return { view, played };
    if (fixture.members) played.push(playMembers(definition, fixture));
    else played.push(playFixtureByComputer(engine, definition, fixture));
  }
  throw new Error("the competition never ended");
}

/** The member's fixture played from its setup actions on, the computer's rule in the user's place. */
function playMembers(
  definition: CompetitionDefinition,
  fixture: CompetitionView["fixtures"][number],
  rules: { readonly rulesVersion: RulesVersion; readonly knockout: boolean } = fixtureMatchRules(
    definition,
    fixture,
  ),
): PlayedFixture {
  const setup = fixtureSetupActions(definition, fixture);
  const opponent = fixture.home === definition.memberTeam ? fixture.away : fixture.home;
  const game = simulateMatch(engine, fixture.seed, definition.format, () => "normal", {
    teamId: definition.memberTeam,
    opponentId: opponent ?? 0,
    stadiumId: fixture.stadiumId ?? "",
    level: definition.level,
    rulesVersion: rules.rulesVersion,
    knockout: rules.knockout,
    bowlerChoice: "captain",
    tossChoice: "computer",
  });
  expect(game.actions.slice(0, setup.length)).toEqual(setup);
  const record = {
    seed: fixture.seed,
    level: definition.level,
    rulesVersion: rules.rulesVersion,
    ...(rules.knockout ? { knockout: true } : {}),
    actions: game.actions,
  };
  return keepMembersMatch(definition, fixture, record, game.state);
}

describe("a competition's view", () => {
  it("lists a league's fixtures with seeds from the competition's and grounds of the home side", () => {
    const view = competitionView(engine, leagueOf(), []);
    expect(view.fixtures).toHaveLength(6);
    for (const fixture of view.fixtures) {
      expect(fixture.seed).toBe(fixtureSeed(42, fixture.id));
      const grounds = engine.stadiumsFor(fixture.home ?? 0).map((s) => s.id);
      expect(grounds).toContain(fixture.stadiumId);
    }
    expect(new Set(view.fixtures.map((f) => f.seed)).size).toBe(6);
    expect(competitionView(engine, leagueOf(), []).fixtures).toEqual(view.fixtures);
    expect(view.tables?.[0]).toHaveLength(4);
    expect(view.over).toBe(false);
    // The final is in the bracket, not yet a fixture: its sides are not known.
    expect(view.fixtures.map((f) => f.stage)).toEqual(Array(6).fill("group"));
    expect(view.bracket?.ties.map((t) => t.id)).toEqual(["F"]);
  });

  it("names the member's next match and the computer's fixtures before it", () => {
    const view = competitionView(engine, leagueOf(), []);
    const next = view.next;
    expect(next?.members).toBe(true);
    const nextAt = view.fixtures.findIndex((f) => f.id === next?.id);
    expect(view.computerToPlay).toEqual(view.fixtures.slice(0, nextAt).filter((f) => !f.members));
  });

  it("plays a whole league through to its champion, the table's points summing to 2 a match", () => {
    for (const seed of [1, 2, 3, 99]) {
      const definition = leagueOf({ seed });
      const { view, played } = playAll(definition);
      expect(view.over).toBe(true);
      expect(view.champion).not.toBeNull();
      const table = view.tables?.[0] ?? [];
      const points = table.reduce((sum, row) => sum + row.points, 0);
      const groupMatches = played.filter((p) => p.match.fixtureId.startsWith("G")).length;
      expect(groupMatches).toBe(6);
      expect(points).toBe(2 * groupMatches);
      const final = view.fixtures.find((f) => f.id === "F");
      expect([final?.home, final?.away]).toEqual([table[0]?.teamId, table[1]?.teamId]);
      expect(view.next).toBeNull();
      expect(view.computerToPlay).toEqual([]);
    }
  });

  it("keeps a series' score and ends it after its last match", () => {
    const definition = leagueOf({ kind: { type: "series", matches: 3 }, teams: [A, B], name: "Test series" });
    const { view, played } = playAll(definition);
    expect(played).toHaveLength(3);
    expect(view.over).toBe(true);
    expect(view.series?.complete).toBe(true);
    expect(view.series?.text).toMatch(/series/);
    expect(view.fixtures.map((f) => f.home)).toEqual([A, B, A]);
  });

  it("gives a played fixture's result in words", () => {
    const { played } = playAll(leagueOf());
    const text = resultText(engine, played[0] as PlayedFixture);
    expect(text).toMatch(/^(\w+ won|Tied|No result) \(\w+ \d+\/\d+, \w+ \d+\/\d+\)$/);
  });
});

describe("bad input", () => {
  it("refuses unknown teams, a team twice, the member outside, a fixture twice or not in it", () => {
    expect(() => competitionView(engine, leagueOf({ teams: [...TEAMS.slice(0, 3), 77] }), [])).toThrow(
      "There is no team 77",
    );
    expect(() => competitionView(engine, leagueOf({ teams: [A, A, B, 3] }), [])).toThrow(
      `A league: team ${A} is entered twice`,
    );
    expect(() => competitionView(engine, leagueOf({ memberTeam: 4 }), [])).toThrow(
      "is not one of the competition's sides",
    );
    const view = competitionView(engine, leagueOf(), []);
    const fixture = view.computerToPlay[0] ?? view.fixtures.find((f) => !f.members);
    if (fixture === undefined) throw new Error("a league of 4 has a fixture without the member");
    const once = playFixtureByComputer(engine, leagueOf(), fixture);
    expect(() => competitionView(engine, leagueOf(), [once, once])).toThrow(
      `Match ${fixture.id} is played twice`,
    );
    const stray = { ...once, match: { ...once.match, fixtureId: "G99" } };
    expect(() => competitionView(engine, leagueOf(), [stray])).toThrow(
      "Match G99 is not a fixture of this competition",
    );
    const swapped = { ...once, match: { ...once.match, home: once.match.away, away: once.match.home } };
    expect(() => competitionView(engine, leagueOf(), [swapped])).toThrow(/is between team/);
  });

  it("refuses the member's match when it was not set up as the fixture", () => {
    const view = competitionView(engine, leagueOf(), []);
    const next = view.next;
    if (next === null) throw new Error("the member has a match");
    const played = playMembers(leagueOf(), next);
    const other = { ...played.record, seed: (next.seed + 1) >>> 0 };
    const { state } = replay(engine, played.record);
    expect(() => keepMembersMatch(leagueOf(), next, other, state)).toThrow(
      `Match ${next.id}: the match played was not set up as this fixture`,
    );
  });

  it("checks a played fixture's record by playing it again, as a server keeps it", () => {
    const definition = leagueOf();
    const view = competitionView(engine, definition, []);
    const computers = view.computerToPlay[0] ?? view.fixtures.find((f) => !f.members);
    const next = view.next;
    if (computers === undefined || next === null) throw new Error("the league has both kinds of fixture");
    const byComputer = playFixtureByComputer(engine, definition, computers);
    expect(checkFixtureRecord(engine, definition, computers, byComputer.record)).toEqual(byComputer);
    const short = { ...byComputer.record, actions: byComputer.record.actions.slice(0, -1) };
    expect(() => checkFixtureRecord(engine, definition, computers, short)).toThrow(
      /is not the one the computer plays/,
    );
    const members = playMembers(definition, next);
    expect(checkFixtureRecord(engine, definition, next, members.record)).toEqual(members);
    const unfinished = { ...members.record, actions: members.record.actions.slice(0, -1) };
    expect(() => checkFixtureRecord(engine, definition, next, unfinished)).toThrow(
      "the match is not finished",
    );
    const otherRules = { ...members.record, rulesVersion: 1 };
    expect(() => checkFixtureRecord(engine, definition, next, otherRules)).toThrow(
      `Match ${next.id}: your match is played by the competition's rules (version 2)`,
    );
    const played = { ...next, played: members };
    expect(() => checkFixtureRecord(engine, definition, played, members.record)).toThrow("is played already");
  });
});

describe("the member's knockout match", () => {
  const definition = leagueOf();
  const beforeFinal = playAll(definition).played.filter((p) => p.match.fixtureId !== "F");
  const final = competitionView(engine, definition, beforeFinal).fixtures.find((f) => f.id === "F");
  if (final?.home == null || final.away == null || !final.members)
    throw new Error("the member plays the final");

  /** The final from the first seed on whose match, played by `rules`, ends as `wanted` says. */
  function finalWhere(
    rules: { readonly rulesVersion: RulesVersion; readonly knockout: boolean },
    wanted: (played: PlayedFixture) => boolean,
  ) {
    for (let seed = 1; seed < 3000; seed++) {
      const fixture = { ...(final as CompetitionView["fixtures"][number]), seed };
      try {
        const played = playMembers(definition, fixture, rules);
        if (wanted(played)) return { fixture, played };
      } catch {
        // A tie refused (the match begun before the super over): the next seed.
      }
    }
    throw new Error("no final ended so in 3000 seeds");
  }

  it("is created as a knockout match by the rules with the super over, also in a competition of version 2", () => {
    expect(fixtureMatchRules(definition, final)).toEqual({ rulesVersion: 3, knockout: true });
    expect(fixtureMatchRules(leagueOf({ rulesVersion: 3 }), final)).toEqual({
      rulesVersion: 3,
      knockout: true,
    });
    const group = competitionView(engine, definition, []).fixtures[0];
    if (group === undefined) throw new Error("a league has group matches");
    expect(fixtureMatchRules(definition, group)).toEqual({ rulesVersion: 2, knockout: false });
  });

  it("goes to the engine's super over when tied, kept as a win by it, its record a knockout's", () => {
    const { fixture, played } = finalWhere(fixtureMatchRules(definition, final), (p) =>
      p.match.decision.kind === "won" ? p.match.decision.superOver : false,
    );
    expect(played.record).toMatchObject({ seed: fixture.seed, rulesVersion: 3, knockout: true });
    const again = replay(engine, played.record);
    expect(again.error).toBeNull();
    expect(again.state.result?.kind).toBe("superOver");
    const winner = again.state.result?.winnerTeamId as number;
    expect(played.match.decision).toEqual(wonBy(winner, true));
    expect(played.match.innings).toHaveLength(2);
    expect(played.match.innings[0]?.runs).toBe(played.match.innings[1]?.runs);
    expect(resultText(engine, played)).toMatch(/^\w+ won the super over \(\w+ \d+\/\d+, \w+ \d+\/\d+\)$/);
  });

  it("is refused when its match was not created as a knockout, by rules with the super over", () => {
    expect(() => playMembers(definition, final, { rulesVersion: 3, knockout: false })).toThrow(
      "Match F: the match played is not a knockout match, and the fixture is",
    );
    const group = competitionView(engine, definition, []).next;
    if (group === null) throw new Error("the member has a group match");
    expect(() => playMembers(definition, group, { rulesVersion: 3, knockout: true })).toThrow(
      `Match ${group.id}: the match played is a knockout match, and the fixture is not`,
    );
  });

  it("begun before the super over (version 2, no knockout) is kept when won, refused when tied", () => {
    const old = { rulesVersion: 2 as const, knockout: false };
    const { played } = finalWhere(old, (p) => p.match.decision.kind === "won");
    expect(played.record).not.toHaveProperty("knockout");
    expect(played.match.decision).toMatchObject({ kind: "won", superOver: false });
    let refused: unknown = null;
    for (let seed = 1; seed < 3000 && refused === null; seed++) {
      try {
        playMembers(definition, { ...final, seed }, old);
      } catch (error) {
        refused = error;
      }
    }
    expect(String(refused)).toContain(
      "Match F ended tied, and was begun before knockout matches had a super over: play it again",
    );
  });
});
