/**
 * The competitions kept in this browser (guest or member): under one localStorage key, a list of
 * entries, each a competition's definition and its played fixtures (record and the match as the
 * competition reads it). Nothing derived is kept: the page works the tables and bracket out from
 * these each time. An entry that is malformed is skipped with a message, never a crash, and the
 * rest are read; the whole list in a shape this page does not know is set aside the same way.
 * Beside the list, the member's fixture being played on /game: which competition and fixture,
 * and the match's seed, so the finished match is kept into the right competition.
 */
import {
  isComputerLevel,
  rulesVersionOf,
  type CompetitionDefinition,
  type CompetitionKind,
  type PlayedFixture,
} from "../../../engine/index.ts";
import { isRecord } from "../../../shared/is-record.ts";
import { readKey, removeKey, writeKey } from "@/storage/browser-storage.ts";

/** The localStorage key of the competitions. */
export const COMPETITIONS_KEY = "howzat:competitions";
/** The localStorage key of the member's fixture being played on /game. */
export const FIXTURE_IN_PLAY_KEY = "howzat:competition-fixture";
/** The version of the kept list's shape: bumped whenever it changes. */
export const COMPETITIONS_VERSION = 1;

/** A kept competition. */
export interface KeptCompetition {
  readonly definition: CompetitionDefinition;
  readonly played: readonly PlayedFixture[];
}

/** What reading found: the competitions that could be read, and a message for each that could not. */
export interface ReadCompetitions {
  readonly competitions: readonly KeptCompetition[];
  readonly skipped: readonly string[];
}

/** The member's fixture in play on /game. */
export interface FixtureInPlay {
  readonly competitionId: string;
  readonly fixtureId: string;
  readonly seed: number;
}

const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);
const isSeed = (value: unknown): value is number => isWhole(value) && value >= 0 && value <= 0xffffffff;

function kindOf(value: unknown): CompetitionKind | null {
  if (!isRecord(value)) return null;
  if (value.type === "series" && (value.matches === 3 || value.matches === 5)) {
    return { type: "series", matches: value.matches };
  }
  if (value.type === "worldCup" && (value.draw === "roundRobin" || value.draw === "groups")) {
    return { type: "worldCup", draw: value.draw };
  }
  if (
    value.type === "league" &&
    (value.legs === 1 || value.legs === 2) &&
    (value.qualifiers === 2 || value.qualifiers === 4)
  ) {
    return { type: "league", legs: value.legs, qualifiers: value.qualifiers };
  }
  return null;
}

function definitionOf(value: unknown): CompetitionDefinition | null {
  if (!isRecord(value)) return null;
  const { id, name, format, level, seed, memberTeam, teams } = value;
  const kind = kindOf(value.kind);
  const rulesVersion = rulesVersionOf(value.rulesVersion);
  if (
    typeof id !== "string" ||
    id === "" ||
    typeof name !== "string" ||
    kind === null ||
    typeof format !== "string" ||
    !isComputerLevel(level) ||
    rulesVersion === null ||
    !isSeed(seed) ||
    !isWhole(memberTeam) ||
    !Array.isArray(teams) ||
    !teams.every(isWhole)
  ) {
    return null;
  }
  return { id, name, kind, format, level, rulesVersion, seed, memberTeam, teams };
}

/** A played fixture whose fields have the right types (the competition's rules check the rest). */
function playedOf(value: unknown): PlayedFixture | null {
  if (!isRecord(value) || !isRecord(value.record) || !isRecord(value.match)) return null;
  const { record, match } = value;
  const decision = match.decision;
  if (
    !isSeed(record.seed) ||
    !Array.isArray(record.actions) ||
    !record.actions.every(isRecord) ||
    typeof match.fixtureId !== "string" ||
    !isWhole(match.home) ||
    !isWhole(match.away) ||
    !Array.isArray(match.innings) ||
    !match.innings.every(isRecord) ||
    !isRecord(decision) ||
    !["won", "tied", "noResult"].includes(String(decision.kind))
  ) {
    return null;
  }
  return value as unknown as PlayedFixture;
}

function entryOf(value: unknown): KeptCompetition | null {
  if (!isRecord(value) || !Array.isArray(value.played)) return null;
  const definition = definitionOf(value.definition);
  const played = value.played.map(playedOf);
  if (definition === null || played.some((p) => p === null)) return null;
  return { definition, played: played as PlayedFixture[] };
}

/**
 * Reads the kept competitions; see the module comment for what is skipped. `key` is the shelf:
 * the guest's (`COMPETITIONS_KEY`) unless a member's copy is asked for (competition-sync.ts).
 */
export function readCompetitions(storage: Storage | null, key: string = COMPETITIONS_KEY): ReadCompetitions {
  const raw = readKey(storage, key);
  if (raw === null) return { competitions: [], skipped: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { competitions: [], skipped: ["Your kept competitions could not be read and were set aside."] };
  }
  if (!isRecord(value) || value.version !== COMPETITIONS_VERSION || !Array.isArray(value.entries)) {
    return { competitions: [], skipped: ["Your kept competitions are in a form this page cannot read."] };
  }
  const competitions: KeptCompetition[] = [];
  const skipped: string[] = [];
  value.entries.forEach((item: unknown, i) => {
    const entry = entryOf(item);
    if (entry === null) {
      const name = isRecord(item) && isRecord(item.definition) ? item.definition.name : null;
      const which = typeof name === "string" && name !== "" ? `"${name}"` : `number ${i + 1}`;
      skipped.push(`Competition ${which} could not be read and is left out.`);
    } else {
      competitions.push(entry);
    }
  });
  return { competitions, skipped };
}

/** Writes the competitions; false when the browser would not keep them. */
export function writeCompetitions(
  storage: Storage | null,
  competitions: readonly KeptCompetition[],
  key: string = COMPETITIONS_KEY,
): boolean {
  return writeKey(storage, key, JSON.stringify({ version: COMPETITIONS_VERSION, entries: competitions }));
}

/** Keeps `competition`, replacing the one with its id (or adding it). */
export function keepCompetition(
  storage: Storage | null,
  competition: KeptCompetition,
  key: string = COMPETITIONS_KEY,
): boolean {
  const { competitions } = readCompetitions(storage, key);
  const id = competition.definition.id;
  const at = competitions.findIndex((c) => c.definition.id === id);
  const next =
    at === -1 ? [...competitions, competition] : competitions.map((c, i) => (i === at ? competition : c));
  return writeCompetitions(storage, next, key);
}

/** The member's fixture in play, or null. */
export function readFixtureInPlay(storage: Storage | null): FixtureInPlay | null {
  const raw = readKey(storage, FIXTURE_IN_PLAY_KEY);
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (!isRecord(value)) return null;
    const { competitionId, fixtureId, seed } = value;
    if (typeof competitionId !== "string" || typeof fixtureId !== "string" || !isSeed(seed)) return null;
    return { competitionId, fixtureId, seed };
  } catch {
    return null;
  }
}

export function writeFixtureInPlay(storage: Storage | null, fixture: FixtureInPlay): void {
  writeKey(storage, FIXTURE_IN_PLAY_KEY, JSON.stringify(fixture));
}

export function clearFixtureInPlay(storage: Storage | null): void {
  removeKey(storage, FIXTURE_IN_PLAY_KEY);
}
