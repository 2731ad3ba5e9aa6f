/**
 * The rules a match is played by, resolved once from its three axes — its format, its opponent
 * level and its rules version — so that code reads one field ("are there extras?") instead of
 * combining a level's rules and a version's rules by hand at each call site. Every combination
 * is worked out when the engine loads, so a lookup per ball costs two array reads.
 */
import type { OpponentLevel } from "./actions.ts";
import type { CatalogIndex } from "./catalog-index.ts";
import type { FormatRules } from "./formats/format-rules.ts";
import { levelRules, type LevelRules } from "./level-rules.ts";
import type { MatchState } from "./match-state.ts";
import { PLAYABLE_RULES_VERSIONS, rulesFor, type RulesVersion, type VersionRules } from "./rules-version.ts";

/** What an opponent level and a rules version together decide. */
export interface PlayRules {
  readonly level: LevelRules;
  readonly version: VersionRules;
  /** Whether the balls are drawn from odds that read the players, the ground and the phase (odds/rated-odds.ts). */
  readonly ratedOdds: boolean;
  /** Whether dismissals follow real shares, stumpings off spin only. */
  readonly realDismissals: boolean;
  /** Whether the computer sends on its captain's bowler (captain.ts) rather than a weighted draw. */
  readonly captainPicks: boolean;
  /** Whether deliveries include wides, no-balls (and free hits), byes and leg-byes (odds/extras.ts). */
  readonly extras: boolean;
  /** Whether the computer decides the toss by the match's own tables for the two orders (toss.ts). */
  readonly tossByOdds: boolean;
  /** Whether the match is valued with tables of its own rather than tables shared by every match of its length. */
  readonly tablesPerMatch: boolean;
  /** Whether ball commentary knows the match (match-commentary.ts) when the computer plays the ball. */
  readonly matchAwareCommentary: boolean;
}

function combine(level: LevelRules, version: VersionRules): PlayRules {
  const pair = level.odds === "pair";
  return {
    level,
    version,
    ratedOdds: pair && version.ratedOdds,
    realDismissals: pair && version.realDismissals,
    captainPicks: pair && version.captainPicks,
    extras: pair && version.extras,
    tossByOdds: pair && version.tossByOdds,
    tablesPerMatch: level.tables === "equilibrium" && version.ratedOdds,
    matchAwareCommentary: version.matchAwareCommentary,
  };
}

const LEVELS: readonly OpponentLevel[] = ["classic", "club", "international", "friend"];

// Indexed by rules version, then by the level's place in LEVELS.
const TABLE: readonly (readonly PlayRules[] | undefined)[] = (() => {
  const table: (readonly PlayRules[] | undefined)[] = [];
  for (const version of PLAYABLE_RULES_VERSIONS)
    table[version] = LEVELS.map((level) => combine(levelRules(level), rulesFor(version)));
  return table;
})();

function levelIndex(level: OpponentLevel): number {
  // Compared rather than looked up, as levelRules does: this runs several times a ball.
  if (level === "international") return 2;
  if (level === "club") return 1;
  if (level === "classic") return 0;
  return 3;
}

/** What a match's level and rules version decide (no catalog needed). */
export function playRulesOf(state: Pick<MatchState, "level" | "rulesVersion">): PlayRules {
  return playRules(state.level, state.rulesVersion);
}

/** What `level` and `version` decide together. */
export function playRules(level: OpponentLevel, version: RulesVersion): PlayRules {
  return (TABLE[version] as readonly PlayRules[])[levelIndex(level)] as PlayRules;
}

let lastKey: string | null = null;
let lastFormats: CatalogIndex["formats"] | null = null;
let lastFormat: FormatRules | null = null;

/**
 * The rules object of the match's format, for a match whose format is chosen (every step of
 * play): looked up in the catalog the engine was given, so a format the catalog defines plays
 * like the standard ones.
 */
export function formatOf(ctx: Pick<CatalogIndex, "formats">, state: Pick<MatchState, "format">): FormatRules {
  // Every ball asks: the last answer is kept (a key names one object in a catalog's map).
  if (state.format === lastKey && ctx.formats === lastFormats && lastFormat !== null) return lastFormat;
  const format = state.format === null ? undefined : ctx.formats.get(state.format);
  if (format === undefined)
    throw new Error(`The match's format ${String(state.format)} is not in the catalog`);
  lastKey = state.format;
  lastFormats = ctx.formats;
  lastFormat = format;
  return format;
}
