/**
 * Rules versions. A kept match is its seed, its level and its actions, so what it is depends on
 * the rules that replay it: every match carries the version of the rules it was played by, and
 * the engine plays each version it knows exactly as it was first released, forever. A change
 * that would make any match play differently (new odds, players or grounds that matter) is a
 * new version, for new matches only; see docs/decisions/0011-rules-versions.md.
 */

/** The versions this engine can play, oldest first. A version is never removed or changed. */
export const RULES_VERSIONS = [1] as const;

/** One of the versions this engine can play. */
export type RulesVersion = (typeof RULES_VERSIONS)[number];

/** The version a new match is played by. */
export const CURRENT_RULES_VERSION: RulesVersion = 1;

/**
 * The version of a match that names none: everything kept before versions existed (saves in
 * the browser, the outbox, the server's rows) was played by the first rules. This stays 1 when
 * the current version moves on.
 */
export const UNVERSIONED_RULES: RulesVersion = 1;

/** Whether a value read from outside (a save, a request) is a version this engine can play. */
export function isRulesVersion(value: unknown): value is RulesVersion {
  return (RULES_VERSIONS as readonly unknown[]).includes(value);
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
