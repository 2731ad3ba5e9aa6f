/**
 * A small made-up cricket world for the engine's tests and benchmark, so they never depend on
 * the real data in src/data. Only tests and bench/ import this file.
 *
 * Countries 1–3 are fully playable; 4 has grounds but no squad; 5 has a squad but no grounds.
 */
import { STANDARD_FORMATS } from "./formats/standard.ts";
import type { InningsSummary } from "./formats/format-rules.ts";
import type { BowlerFigures } from "./match-state.ts";
import type { Catalog, CommentaryBook, Country, Format, PlayerProfile, Squad, Stadium } from "./catalog.ts";

const FIRST_NAMES = ["Arlo", "Bram", "Cai", "Dov", "Eero", "Fitz", "Gus", "Hal", "Ivo", "Jory", "Kit"];
const SURNAMES: Readonly<Record<number, readonly string[]>> = {
  1: ["Finch", "Marsh", "de Kock", "Hale", "Vance", "Royce", "Pike", "Quill", "Stone", "Thorne", "Wren"],
  2: ["Adler", "Brook", "Crane", "Drake", "Ember", "Frost", "Gale", "Heath", "Irons", "Jett", "Knox"],
  3: ["Lark", "Moss", "Nash", "Oakes", "Price", "Quade", "Rook", "Shaw", "Tate", "Usher", "van der Berg"],
  5: ["Ames", "Bell", "Cole", "Dunn", "Eve", "Ford", "Gray", "Hunt", "Ink", "Judd", "Kane"],
};

/** A side's bowling figures before the match: nobody has bowled. */
export function blankPlayers(profiles: readonly PlayerProfile[]): BowlerFigures[] {
  return profiles.map(() => ({ b_run: 0, b_ball: 0, b_wkt: 0 }));
}

/**
 * An eleven in batting order: six batters (one of them the keeper), then five bowlers
 * alternating pace and spin. `keepers` lists the 1-based ids flagged as wicketkeepers.
 */
export function fixtureSquad(countryId: number, keepers: readonly number[] = [6]): Squad {
  const surnames = SURNAMES[countryId] ?? SURNAMES[1] ?? [];
  const players: PlayerProfile[] = FIRST_NAMES.map((first, i) => {
    const id = i + 1;
    const bowler = id >= 7;
    const spinner = bowler && id % 2 === 0;
    return {
      id,
      name: `${first} ${surnames[i] ?? "Doe"}`,
      abilityToPlayPaceBall: 90 - i * 6,
      abilityToPlaySpinBall: 85 - i * 5,
      battingAggression: 40 + ((i * 7) % 50),
      spinAbility: spinner ? 70 + id : bowler ? 20 : 10 + i * 3,
      paceAbility: bowler && !spinner ? 75 + id : bowler ? 25 : 15 + i * 2,
      isWicketKeeper: keepers.includes(id),
    };
  });
  return { countryId, players };
}

const COUNTRIES: readonly Country[] = [
  {
    id: 1,
    name: "Avalon",
    currentRanking: 1,
    code: "av",
    abbreviation: "AVA",
    colors: ["#123456", "#ffffff"],
  },
  {
    id: 2,
    name: "Borduria",
    currentRanking: 2,
    code: "bo",
    abbreviation: "BOR",
    colors: ["#aa0000", "#ffff00"],
  },
  {
    id: 3,
    name: "Carpania",
    currentRanking: 3,
    code: "ca",
    abbreviation: "CAR",
    colors: ["#00aa00", "#000000"],
  },
  {
    id: 4,
    name: "Dunmore",
    currentRanking: 4,
    code: "du",
    abbreviation: "DUN",
    colors: ["#0000aa", "#ffffff"],
  },
  {
    id: 5,
    name: "Elbonia",
    currentRanking: 5,
    code: "el",
    abbreviation: "ELB",
    colors: ["#555555", "#eeeeee"],
  },
];

function stadium(
  id: string,
  countryId: number,
  name: string,
  battingCondition: readonly [number, number],
  betterFor: 1 | 2,
): Stadium {
  return {
    id,
    countryId,
    name,
    capacity: 20000 + id.length * 1000,
    location: `${name} City`,
    facilities: ["Floodlights"],
    pitchType: betterFor === 1 ? "Grass" : "Drop-in",
    inaugurated: 1900 + id.length,
    matchesHosted: { tests: 1, odis: 2, t20is: 3 },
    battingCondition,
    betterFor,
    pitchAssist: 1,
    outfieldType: 3,
  };
}

/** Grounds chosen so the computer's toss rule meets each of its four cases. */
const STADIUMS: readonly Stadium[] = [
  stadium("av-north", 1, "North Oval", [9, 7], 1),
  stadium("av-south", 1, "South Park", [5, 8], 2),
  stadium("bo-east", 2, "East Ground", [6, 6], 2),
  stadium("bo-west", 2, "West Ground", [6, 6], 1),
  stadium("ca-harbour", 3, "Harbour Field", [7, 7], 1),
  stadium("ca-hill", 3, "Hill Top", [8, 4], 2),
  stadium("du-central", 4, "Central Park", [6, 5], 1),
];

const FORMATS: readonly Format[] = STANDARD_FORMATS;

function lines(key: string, withPartner = false): string[] {
  return Array.from(
    { length: 20 },
    (_, i) => `[${key}#${i}] {bowler} to {batter}${withPartner ? ", {partner} sent back" : ""}.`,
  );
}

/** 20 lines per key, each tagged `[key#index]` so tests can tell which line was picked. */
export const fixtureCommentary: CommentaryBook = {
  runs: {
    "0": lines("0"),
    "1": lines("1"),
    "2": lines("2"),
    "3": lines("3"),
    "4": lines("4"),
    "6": lines("6"),
  },
  dismissals: {
    caught: lines("caught"),
    runOut: lines("runOut", true),
    lbw: lines("lbw"),
    bowled: lines("bowled"),
    stumped: lines("stumped"),
    caughtAndBowled: lines("caughtAndBowled"),
    hitWicket: lines("hitWicket"),
  },
};

/** Builds the fixture catalog, optionally with other squads (e.g. odd keeper counts). */
export function makeFixtureCatalog(squads?: readonly Squad[]): Catalog {
  return {
    countries: COUNTRIES,
    squads: squads ?? [fixtureSquad(1), fixtureSquad(2), fixtureSquad(3), fixtureSquad(5)],
    stadiums: STADIUMS,
    formats: FORMATS,
    commentary: fixtureCommentary,
  };
}

/** The standard fixture catalog. */
export const fixtureCatalog: Catalog = makeFixtureCatalog();

/** Every format key, shortest first. */
export const FORMAT_KEYS = FORMATS.map((f) => f.key);

/**
 * An innings' summary as the net run rate and the points table read it: innings `index` (0 for
 * the first), `balls` legal balls of the `quotaBalls` allowed, bowled out at ten wickets.
 */
export function fixtureInnings(
  teamId: number,
  index: number,
  runs: number,
  wickets: number,
  balls: number,
  quotaBalls: number,
): InningsSummary {
  return {
    teamId,
    teamName: `Team ${teamId}`,
    index,
    runs,
    wickets,
    balls,
    overs: `${Math.floor(balls / 6)}.${balls % 6}`,
    wicketsAvailable: 10,
    bowledOut: wickets === 10,
    quotaBalls,
  };
}
