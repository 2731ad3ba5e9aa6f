/**
 * Who may bowl the next over, and whom the computer sends on.
 */
import type { PlayerProfile, Stadium } from "./catalog.ts";
import { pickWeighted, type RngState } from "./rng.ts";

/** A bowler's type: the kind of bowling of his stronger skill (pace on a tie). */
export type BowlerType = "pace" | "spin";

export function bowlerType(profile: Pick<PlayerProfile, "paceAbility" | "spinAbility">): BowlerType {
  return profile.spinAbility > profile.paceAbility ? "spin" : "pace";
}

/** A bowler's skill in his own type (his stronger bowling rating), 0..100. */
export function bowlingSkill(profile: Pick<PlayerProfile, "paceAbility" | "spinAbility">): number {
  return Math.max(profile.paceAbility, profile.spinAbility);
}

/** Below this bowling skill a player is a part-timer: he bowls, but is not picked to. */
export const PART_TIMER_BELOW = 50;

export function isPartTimer(profile: Pick<PlayerProfile, "paceAbility" | "spinAbility">): boolean {
  return bowlingSkill(profile) < PART_TIMER_BELOW;
}

/**
 * How many overs each of a side's `players` has bowled (or begun) in an innings, from the bowler
 * of each over so far (indices into the side's playerIds).
 */
export function oversByBowler(overBowlers: readonly number[], players: number): number[] {
  // Filled by a loop rather than Array.prototype.fill, which leaves for the runtime every call.
  const overs: number[] = [];
  for (let i = 0; i < players; i++) overs.push(0);
  for (const i of overBowlers) overs[i] = (overs[i] ?? 0) + 1;
  return overs;
}

/** Overs one bowler may bowl in a match of `overs` overs: max(1, ceil(overs ÷ 5)). */
export function bowlerQuota(overs: number): number {
  return Math.max(1, Math.ceil(overs / 5));
}

/**
 * Indices (into the bowling side's playerIds) of the players who may bowl the next over:
 * not a wicketkeeper, not the bowler of the previous over, and under the over quota.
 *
 * With a real eleven (one keeper, ten others) the strict rule can never run dry: a bowler
 * reaches the quota q = max(1, ceil(O ÷ 5)) only after q overs, so before any of the O overs
 * at most floor((O − 1) ÷ q) ≤ 4 bowlers are used up, one more is barred as the last over's
 * bowler, and at least five of the ten remain. For odd squads (several keepers, fewer
 * players) the rule is relaxed step by step rather than stalling the match: first the quota
 * is dropped, then keepers may bowl, and only as a last resort may the same bowler continue.
 *
 * @param overBowlers the bowler of each over bowled so far this innings, in order.
 */
export function eligibleBowlerIndices(
  profiles: readonly PlayerProfile[],
  players: readonly unknown[],
  overBowlers: readonly number[],
  quota: number,
): number[] {
  const count = players.length;
  const previous = overBowlers.length > 0 ? (overBowlers[overBowlers.length - 1] as number) : -1;
  const oversBy = oversByBowler(overBowlers, count);
  const eligible: number[] = [];
  // Strictest rule first; each later pass relaxes one more condition and runs only if needed.
  for (let relax = 0; relax < 4 && eligible.length === 0; relax++) {
    for (let i = 0; i < count; i++) {
      if (relax < 2 && profiles[i]?.isWicketKeeper) continue;
      if (relax < 3 && i === previous) continue;
      if (relax < 1 && (oversBy[i] as number) >= quota) continue;
      eligible.push(i);
    }
  }
  return eligible;
}

/**
 * How strongly the computer favours a bowler at this ground: the square of the skill the pitch
 * rewards (pace when `betterFor` is 1, spin when 2), or of 60% of the other skill if that is
 * higher, plus one so that nobody eligible is impossible. Squaring makes a 90-rated specialist
 * about eight times as likely as a 30-rated part-timer.
 */
export function bowlerWeight(profile: PlayerProfile, betterFor: Stadium["betterFor"]): number {
  const primary = betterFor === 2 ? profile.spinAbility : profile.paceAbility;
  const secondary = betterFor === 2 ? profile.paceAbility : profile.spinAbility;
  const skill = Math.max(primary, Math.round(secondary * 0.6));
  return 1 + skill * skill;
}

/** The computer's pick among the eligible indices, weighted by {@link bowlerWeight}. */
export function pickComputerBowler(
  rng: RngState,
  eligible: readonly number[],
  profiles: readonly PlayerProfile[],
  betterFor: Stadium["betterFor"],
): number {
  const weights: number[] = [];
  let total = 0;
  for (const i of eligible) {
    const profile = profiles[i];
    const w = profile ? bowlerWeight(profile, betterFor) : 1;
    weights.push(w);
    total += w;
  }
  return eligible[pickWeighted(rng, weights, total)] as number;
}
