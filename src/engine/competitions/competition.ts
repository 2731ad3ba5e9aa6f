/**
 * A competition as it is kept and shown: its definition (kind, format, level, rules version,
 * seed, the member's team and the sides) and its played fixtures (each one's kept record and the
 * match as the competition reads it). Everything else — every fixture with its home side, ground
 * and seed, the tables or series score, the bracket, the member's next match, the computer's
 * fixtures before it, the champion — is worked out from those two by `competitionView`, so
 * nothing derived is ever stored. Each fixture's seed comes from the competition's seed and the
 * fixture's id, so the same competition always draws and plays the same.
 */
import type { ComputerLevel } from "../actions.ts";
import type { FormatKey } from "../catalog.ts";
import type { Engine } from "../engine.ts";
import type { MatchRecord } from "../replay.ts";
import type { RulesVersion } from "../rules-version.ts";
import { fixturesOf, type Fixture } from "./fixtures.ts";
import { bracketOf, type Bracket } from "./knockouts.ts";
import type { TableRow } from "./points-table.ts";
import { checkResult, type PlayedMatch } from "./results.ts";
import { seriesStanding, type SeriesStanding } from "./series-result.ts";
import {
  CompetitionError,
  league,
  series,
  worldCupGroups,
  worldCupRoundRobin,
  type CompetitionShape,
  type TeamId,
} from "./shapes.ts";

/** What kind of competition: a series, a World Cup of ten, or a league. */
export type CompetitionKind =
  | { readonly type: "series"; readonly matches: 3 | 5 }
  | { readonly type: "worldCup"; readonly draw: "roundRobin" | "groups" }
  | { readonly type: "league"; readonly legs: 1 | 2; readonly qualifiers: 2 | 4 };

/** A competition's definition: all that is chosen when it starts. */
export interface CompetitionDefinition {
  readonly id: string;
  readonly name: string;
  readonly kind: CompetitionKind;
  readonly format: FormatKey;
  readonly level: ComputerLevel;
  readonly rulesVersion: RulesVersion;
  /** A whole number 0 … 2³² − 1; each fixture's seed is drawn from it and the fixture's id. */
  readonly seed: number;
  /** The side the member plays; one of `teams`. */
  readonly memberTeam: TeamId;
  /** The sides in seeding order. */
  readonly teams: readonly TeamId[];
}

/** A fixture played: its kept record and the match as the competition reads it. */
export interface PlayedFixture {
  readonly record: MatchRecord;
  readonly match: PlayedMatch;
}

/** One fixture as the page shows it. */
export interface FixtureView {
  readonly id: string;
  readonly stage: "series" | "group" | "knockout";
  /** "Match 2", "Round 3", "Group B, round 1", "First semi-final", "Final". */
  readonly label: string;
  /** Home and away once known (a knockout's wait on the groups); home is the higher placed. */
  readonly home: TeamId | null;
  readonly away: TeamId | null;
  /** Where the sides come from, for a knockout ("1st", "Winner of the first semi-final"). */
  readonly from: readonly [string, string] | null;
  /** The ground (one of the home side's), once home is known. */
  readonly stadiumId: string | null;
  readonly seed: number;
  readonly played: PlayedFixture | null;
  /** Whether the member's team plays it. */
  readonly members: boolean;
}

/** Everything the competition's page shows, worked out from the definition and played fixtures. */
export interface CompetitionView {
  readonly definition: CompetitionDefinition;
  readonly shape: CompetitionShape;
  /** Every fixture in playing order: group (or series) matches, then the knockouts. */
  readonly fixtures: readonly FixtureView[];
  /** The group tables (one, or A and B); null for a series. */
  readonly tables: readonly (readonly TableRow[])[] | null;
  readonly series: SeriesStanding | null;
  readonly bracket: Bracket | null;
  /** The member's next match, its sides known; null when they have none left (yet). */
  readonly next: FixtureView | null;
  /** Fixtures the computer plays before the member's next (or all it can play, when there is none). */
  readonly computerToPlay: readonly FixtureView[];
  readonly over: boolean;
  /** The winner once over; null while on, and for a drawn series. */
  readonly champion: TeamId | null;
}

/** The shape of `definition`, checked (the shape's own rules refuse a bad kind or sides). */
export function shapeOf(definition: CompetitionDefinition): CompetitionShape {
  const { kind, name, teams } = definition;
  switch (kind.type) {
    case "series":
      if (teams.length !== 2)
        throw new CompetitionError(`A series is between two sides, not ${teams.length}`);
      return series(name, [teams[0] as TeamId, teams[1] as TeamId], kind.matches);
    case "worldCup":
      return kind.draw === "groups" ? worldCupGroups(name, teams) : worldCupRoundRobin(name, teams);
    case "league":
      return league({ name, teams, legs: kind.legs, qualifiers: kind.qualifiers });
  }
}

/** A fixture's seed: the competition's seed and the fixture's id mixed (FNV-1a), 0 … 2³² − 1. */
export function fixtureSeed(competitionSeed: number, fixtureId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${competitionSeed >>> 0}:${fixtureId}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The fixture's ground: one of the home side's, chosen by the fixture's seed. */
function groundFor(engine: Engine, home: TeamId, seed: number, fixtureId: string): string {
  const grounds = engine.stadiumsFor(home);
  const ground = grounds[seed % Math.max(1, grounds.length)];
  if (ground === undefined) throw new CompetitionError(`Match ${fixtureId}: team ${home} has no home ground`);
  return ground.id;
}

/** Throws a `CompetitionError` unless the definition's sides and settings make a competition. */
export function checkDefinition(engine: Engine, definition: CompetitionDefinition): CompetitionShape {
  const known = new Set(engine.catalog.countries.map((country) => country.id));
  for (const team of definition.teams) {
    if (!known.has(team)) throw new CompetitionError(`There is no team ${String(team)}`);
  }
  if (!definition.teams.includes(definition.memberTeam)) {
    throw new CompetitionError(`Your team (${definition.memberTeam}) is not one of the competition's sides`);
  }
  if (!Number.isInteger(definition.seed) || definition.seed < 0 || definition.seed > 0xffffffff) {
    throw new CompetitionError(`A competition's seed is a whole number from 0 to 2³² − 1`);
  }
  if (!engine.catalog.formats.some((format) => format.key === definition.format)) {
    throw new CompetitionError(`There is no format ${definition.format}`);
  }
  return shapeOf(definition);
}

const KNOCKOUT_IDS = new Set(["SF1", "SF2", "F"]);

/** The played fixtures by id, each checked to be the competition's and played once. */
function playedById(
  fixtures: readonly Fixture[],
  played: readonly PlayedFixture[],
): Map<string, PlayedFixture> {
  const ids = new Map(fixtures.map((fixture) => [fixture.id, fixture]));
  const byId = new Map<string, PlayedFixture>();
  for (const entry of played) {
    const { fixtureId } = entry.match;
    if (!ids.has(fixtureId) && !KNOCKOUT_IDS.has(fixtureId)) {
      throw new CompetitionError(`Match ${fixtureId} is not a fixture of this competition`);
    }
    if (byId.has(fixtureId)) throw new CompetitionError(`Match ${fixtureId} is played twice`);
    const fixture = ids.get(fixtureId);
    if (fixture !== undefined && (entry.match.home !== fixture.home || entry.match.away !== fixture.away)) {
      throw new CompetitionError(
        `Match ${fixtureId} is between team ${fixture.home} and team ${fixture.away}, not team ${entry.match.home} and team ${entry.match.away}`,
      );
    }
    byId.set(fixtureId, entry);
  }
  return byId;
}

function firstStageLabel(fixture: Fixture, shape: CompetitionShape): string {
  if (shape.kind === "series") return `Match ${fixture.round}`;
  return shape.groups.length > 1
    ? `Group ${fixture.group}, round ${fixture.round}`
    : `Round ${fixture.round}`;
}

/** Everything the page shows of `definition` after `played`; throws a `CompetitionError` on bad input. */
export function competitionView(
  engine: Engine,
  definition: CompetitionDefinition,
  played: readonly PlayedFixture[],
): CompetitionView {
  const shape = checkDefinition(engine, definition);
  const first = fixturesOf(shape, definition.seed);
  const byId = playedById(first, played);
  const member = definition.memberTeam;
  const view = (
    id: string,
    stage: FixtureView["stage"],
    label: string,
    sides: readonly [TeamId, TeamId] | null,
    from: FixtureView["from"],
  ): FixtureView => {
    const seed = fixtureSeed(definition.seed, id);
    const [home, away] = sides ?? [null, null];
    return {
      id,
      stage,
      label,
      home,
      away,
      from,
      stadiumId: home === null ? null : groundFor(engine, home, seed, id),
      seed,
      played: byId.get(id) ?? null,
      members: home === member || away === member,
    };
  };
  const stage = shape.kind === "series" ? "series" : "group";
  const fixtures = first.map((f) => view(f.id, stage, firstStageLabel(f, shape), [f.home, f.away], null));
  const firstMatches = fixtures.flatMap((f) => (f.played ? [f.played.match] : []));
  for (const match of firstMatches) checkResult(match, stage);
  let tables: CompetitionView["tables"] = null;
  let standing: SeriesStanding | null = null;
  let bracket: Bracket | null = null;
  let champion: TeamId | null;
  let over: boolean;
  if (shape.kind === "series") {
    standing = seriesStanding(shape, firstMatches, (team) => teamName(engine, team));
    over = standing.complete;
    champion = over ? standing.winner : null;
  } else {
    const knockouts = [...byId.values()].filter((p) => KNOCKOUT_IDS.has(p.match.fixtureId));
    bracket = bracketOf(
      shape,
      first,
      firstMatches,
      knockouts.map((p) => p.match),
    );
    tables = bracket.tables;
    // The knockouts are fixtures once the groups are done (the bracket shows them before).
    for (const tie of bracket.groupsComplete ? bracket.ties : []) {
      fixtures.push(view(tie.id, "knockout", tie.label, tie.sides, tie.from));
    }
    champion = bracket.champion;
    over = champion !== null;
  }
  const open = fixtures.filter((f) => f.played === null && f.home !== null);
  const nextIndex = open.findIndex((f) => f.members);
  const next = nextIndex === -1 ? null : (open[nextIndex] as FixtureView);
  const computerToPlay = (nextIndex === -1 ? open : open.slice(0, nextIndex)).filter((f) => !f.members);
  return {
    definition,
    shape,
    fixtures,
    tables,
    series: standing,
    bracket,
    next,
    computerToPlay,
    over,
    champion,
  };
}

/** A team's name from the catalogue ("team 21" for one it does not know). */
export function teamName(engine: Engine, team: TeamId): string {
  return engine.catalog.countries.find((country) => country.id === team)?.name ?? `team ${team}`;
}

/** A played fixture's result in words: "India won", "India won the super over", "Tied". */
export function resultText(engine: Engine, fixture: PlayedFixture): string {
  const { match } = fixture;
  const scores = match.innings
    .map((innings) => `${teamName(engine, innings.teamId)} ${innings.runs}/${innings.wickets}`)
    .join(", ");
  const { decision } = match;
  let text: string;
  if (decision.kind === "won" && decision.superOver) {
    text = `${teamName(engine, decision.winner)} won the super over`;
  } else if (decision.kind === "won") {
    text = `${teamName(engine, decision.winner)} won`;
  } else if (decision.kind === "tied") {
    text = "Tied";
  } else {
    text = "No result";
  }
  return scores === "" ? text : `${text} (${scores})`;
}
