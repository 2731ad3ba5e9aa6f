/**
 * The shapes of the static cricket data the engine plays with. The engine owns these types;
 * `src/data` provides values of them. The engine never imports data: a {@link Catalog} is
 * handed to `createEngine`, which keeps the rules testable with small made-up catalogs.
 */
import type { FormatKey, FormatRules } from "./formats/format-rules.ts";
import type { RulesVersion } from "./rules-version.ts";

/** A playing nation. `id` and `currentRanking` both run 1..20 in ranking order. */
export interface Country {
  readonly id: number;
  readonly name: string;
  readonly currentRanking: number;
  /** Short code used for flags and keys, e.g. `in`, `gb-eng`, `wi`. */
  readonly code: string;
  /** Three-letter abbreviation shown on the scoreboard, e.g. `IND`. */
  readonly abbreviation: string;
  /** Team colours as CSS hex strings: primary, secondary. */
  readonly colors: readonly [string, string];
}

/** A squad member's fixed ratings. Every rating is an integer 0..100. */
export interface PlayerProfile {
  /**
   * 1..11, the player's place in the squad. A side bats in this order unless the user sets
   * another for their own side at the toss (see `TeamMatchState.battingOrder`); names, bowling
   * and fielding always go by it.
   */
  readonly id: number;
  readonly name: string;
  readonly abilityToPlayPaceBall: number;
  readonly abilityToPlaySpinBall: number;
  readonly battingAggression: number;
  readonly spinAbility: number;
  readonly paceAbility: number;
  readonly isWicketKeeper: boolean;
}

/** Eleven players of one country, in squad order (ids 1..11; the batting order unless the user sets another). */
export interface Squad {
  readonly countryId: number;
  readonly players: readonly PlayerProfile[];
}

/** How the square is laid: a natural grass pitch or a drop-in one grown elsewhere. */
export type PitchType = "Grass" | "Drop-in";

/** Internationals played at a ground. */
export interface MatchesHosted {
  readonly tests: number;
  readonly odis: number;
  readonly t20is: number;
}

/**
 * A ground. `battingCondition` rates batting on a 1..10 scale in the first and second innings
 * (e.g. [9, 7]: a road early that slows later); `betterFor` says which bowling the pitch helps
 * (1 pace, 2 spin) and `pitchAssist` how much (0 a true, flat pitch that helps nobody .. 3 a
 * strongly seaming or turning one); `outfieldType` rates boundary size and outfield speed together,
 * 1 (big, slow) .. 5 (small, lightning).
 */
export interface Stadium {
  /** Stable key, unique across all countries, e.g. `in-wankhede`. */
  readonly id: string;
  readonly countryId: number;
  readonly name: string;
  readonly capacity: number;
  /** City (and region where useful), e.g. `Mumbai, Maharashtra`. */
  readonly location: string;
  readonly facilities: readonly string[];
  readonly pitchType: PitchType;
  readonly inaugurated: number | "Not specified";
  readonly matchesHosted: MatchesHosted;
  readonly battingCondition: readonly [number, number];
  readonly betterFor: 1 | 2;
  readonly pitchAssist: 0 | 1 | 2 | 3;
  readonly outfieldType: 1 | 2 | 3 | 4 | 5;
}

/** A match format: its rules object (formats/format-rules.ts). */
export type Format = FormatRules;
export type { FormatKey };

/** What can happen off one ball, in the spec's order. */
export type RunOutcome = 0 | 1 | 2 | 3 | 4 | 6;
/** How a batter can be out. */
export type DismissalKind =
  "caught" | "runOut" | "lbw" | "bowled" | "stumped" | "caughtAndBowled" | "hitWicket";

/**
 * Commentary lines, 20 for each key. Placeholders: `{batter}` (the striker), `{bowler}`,
 * and in run-outs `{partner}` (the non-striker).
 */
export interface CommentaryBook {
  readonly runs: Readonly<Record<`${RunOutcome}`, readonly string[]>>;
  readonly dismissals: Readonly<Record<DismissalKind, readonly string[]>>;
}

/**
 * What a tagged commentary line says about the ball, so it is only said when true: whether the
 * batter played at it or left it, whether he was attacking or defending, and the bowler's type.
 * "either" means the line does not say.
 */
export interface CommentaryTags {
  readonly shot: "played" | "left" | "either";
  readonly intent: "attacking" | "defensive" | "either";
  readonly bowler: "pace" | "spin" | "either";
}

/** A commentary line with its {@link CommentaryTags}; placeholders as in {@link CommentaryBook}. */
export interface TaggedLine extends CommentaryTags {
  readonly text: string;
}

/**
 * Commentary for rules versions that pick a line by the whole ball (the outcome, both sides'
 * styles and the bowler's type): tagged lines for each run outcome and dismissal kind.
 */
export interface TaggedCommentaryBook {
  readonly runs: Readonly<Record<`${RunOutcome}`, readonly TaggedLine[]>>;
  readonly dismissals: Readonly<Record<DismissalKind, readonly TaggedLine[]>>;
}

/** Everything the engine needs to know about the cricket world. */
export interface Catalog {
  readonly countries: readonly Country[];
  /** The squads a match plays with, unless its rules version has its own below. */
  readonly squads: readonly Squad[];
  /**
   * The squads a released rules version plays with instead of `squads`, by version: its kept
   * matches replay with the elevens and ratings they were played with, whatever the squads
   * become (docs/decisions/0011-rules-versions.md). A version not named here plays `squads`.
   */
  readonly squadsByRulesVersion?: Readonly<Partial<Record<RulesVersion, readonly Squad[]>>>;
  /** The grounds a match plays at, unless its rules version has its own below. */
  readonly stadiums: readonly Stadium[];
  /**
   * The grounds a released rules version plays with instead of `stadiums`, by version: the
   * ratings it reads (the computer's toss choice, its bowler pick) stay the ones it was released
   * with, whatever the grounds' ratings become (docs/decisions/0011-rules-versions.md). A
   * version's list holds the same grounds as `stadiums` (the stadium stage offers those). A
   * version not named here plays `stadiums`.
   */
  readonly stadiumsByRulesVersion?: Readonly<Partial<Record<RulesVersion, readonly Stadium[]>>>;
  readonly formats: readonly Format[];
  readonly commentary: CommentaryBook;
  /**
   * The tagged lines of the versions with match-aware commentary (Club and International);
   * without them those versions say the outcome plainly.
   */
  readonly taggedCommentary?: TaggedCommentaryBook;
}
