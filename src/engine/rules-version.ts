/**
 * Rules versions. A kept match is its seed, its level and its actions, so what it is depends on
 * the rules that replay it: every match carries the version of the rules it was played by, and
 * the engine plays each version it knows exactly as it was first released, forever. A change
 * that would make any match play differently (new odds, players or grounds that matter) is a
 * new version, for new matches only; see docs/decisions/0011-rules-versions.md.
 */

/**
 * The released versions, oldest first: the ones a match kept anywhere (a save, the outbox, the
 * server) may name. A released version is never removed or changed.
 */
export const RULES_VERSIONS = [1, 2, 3] as const;

/**
 * The first version whose Club and International odds read the players and the ground (with
 * extras, real dismissals, the computer captain's bowling and toss by the match's tables, and
 * commentary that knows the match); see docs/decisions/0014-players-and-grounds-in-the-odds.md.
 */
export const RATED_RULES_VERSION = 2;

/**
 * The first version with the super over: version 2's rules, and a knockout match tied after both
 * innings goes to super overs until one side wins (docs/decisions/0034-super-over.md). Released
 * and current: a match not created as a knockout plays ball for ball as version 2.
 */
export const SUPER_OVER_RULES_VERSION = 3;

/** One of the versions this engine can play: a released one. */
export type RulesVersion = (typeof RULES_VERSIONS)[number];

/**
 * Every version the engine plays. Today the released ones; a version being built is added here
 * (and not to {@link RULES_VERSIONS}) while it is played by name only, by the tests and the
 * analysis, before it is released.
 */
export const PLAYABLE_RULES_VERSIONS: readonly RulesVersion[] = RULES_VERSIONS;

/** The version a new match is played by. */
export const CURRENT_RULES_VERSION: RulesVersion = 3;

/**
 * The version of a match that names none: everything kept before versions existed (saves in
 * the browser, the outbox, the server's rows) was played by the first rules. This stays 1 when
 * the current version moves on.
 */
export const UNVERSIONED_RULES: RulesVersion = 1;

/** Whether a value read from outside (a save, a request) is a released version. */
export function isRulesVersion(value: unknown): value is RulesVersion {
  return (RULES_VERSIONS as readonly unknown[]).includes(value);
}

/** Whether the engine plays this version (a released one, or one being built). */
export function isPlayableRulesVersion(value: unknown): value is RulesVersion {
  return (PLAYABLE_RULES_VERSIONS as readonly unknown[]).includes(value);
}

/**
 * The version of a kept match as read from outside: absent means {@link UNVERSIONED_RULES};
 * null when the value is not a version this engine can play (a malformed save, or a match
 * played by a newer version of the game).
 */
export function rulesVersionOf(value: unknown): RulesVersion | null {
  if (value === undefined) return UNVERSIONED_RULES;
  return isRulesVersion(value) ? value : null;
}

/** What a rules version changes, looked up once per use by {@link rulesFor}. */
export interface VersionRules {
  readonly version: RulesVersion;
  /**
   * Whether Club's and International's odds read the players, the ground and the phase
   * (odds/rated-odds.ts); version 1 played the designed pair odds alone. Classic's never do.
   */
  readonly ratedOdds: boolean;
  /** Whether Club's and International's dismissals follow real shares, stumpings off spin only. */
  readonly realDismissals: boolean;
  /** Whether Club's and International's computer sends on its captain's bowler (captain.ts) rather than a weighted draw. */
  readonly captainPicks: boolean;
  /** Whether Club's and International's deliveries include wides, no-balls (and free hits), byes and leg-byes (odds/extras.ts). */
  readonly extras: boolean;
  /**
   * Whether Club's and International's computer decides the toss by the match's own win tables
   * for the two orders (toss.ts's `tossByOdds`: the ground and both sides); otherwise by the
   * ground's ratings alone (`computerTossChoice`), as Classic always does.
   */
  readonly tossByOdds: boolean;
  /**
   * Whether Club's and International's ball commentary is picked by the ball's outcome, both
   * sides' styles and the bowler's type, never twice in an over, with a sentence on the match
   * when it calls for one (match-commentary.ts); otherwise by the outcome alone, never twice in a
   * row, from the specification's set, as Classic always is.
   */
  readonly matchAwareCommentary: boolean;
  /**
   * Whether a match created as a knockout (`createMatch`'s `knockout` option) settles a tie after
   * both innings with super overs (super-over.ts). A version without it refuses a knockout match.
   */
  readonly superOver: boolean;
}

/** Version 2's rules: the odds, dismissals, captains, extras, toss and commentary of today. */
const VERSION_2: VersionRules = {
  version: 2,
  ratedOdds: true,
  realDismissals: true,
  captainPicks: true,
  extras: true,
  tossByOdds: true,
  matchAwareCommentary: true,
  superOver: false,
};

const VERSION_RULES: Readonly<Record<RulesVersion, VersionRules>> = {
  1: {
    version: 1,
    ratedOdds: false,
    realDismissals: false,
    captainPicks: false,
    extras: false,
    tossByOdds: false,
    matchAwareCommentary: false,
    superOver: false,
  },
  2: VERSION_2,
  // Version 2's rules, and a knockout's tie played off in super overs.
  3: { ...VERSION_2, version: 3, superOver: true },
};

/** The rules of a version. */
export function rulesFor(version: RulesVersion): VersionRules {
  return VERSION_RULES[version];
}

/**
 * {@link rulesVersionOf} for the engine's own records (its tests, the analysis script), which may
 * also name a version being built. Every outside caller checks with rulesVersionOf first.
 */
export function playableRulesVersionOf(value: unknown): RulesVersion | null {
  if (value === undefined) return UNVERSIONED_RULES;
  return isPlayableRulesVersion(value) ? value : null;
}
