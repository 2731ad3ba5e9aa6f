/**
 * The super over's figures and who bats when, as the ICC's playing conditions set them (men's ODI
 * and T20I, Appendix F): one over a side, two wickets end an innings, three batters; the side
 * that batted second in the match bats first in the first super over, and the side that batted
 * second in a super over bats first in the next. Nothing here reads a state: innings-summary.ts
 * and super-over.ts build on it.
 */
import type { InningsState } from "./match-state.ts";

/** Legal balls in a super-over innings: one over. */
export const SUPER_OVER_BALLS = 6;

/** Wickets that end a super-over innings. */
export const SUPER_OVER_WICKETS = 2;

/** Batters a side names for a super over. */
export const SUPER_OVER_BATTERS = 3;

/** Overs one bowler may bowl in a super over. */
export const SUPER_OVER_QUOTA = 1;

/**
 * The innings of the match itself before any super over: the limited-overs formats' two. The
 * super overs are innings 2 and 3 (0-based), then 4 and 5, …
 */
export const MATCH_INNINGS = 2;

/** Which super over innings `index` (0-based) of a match belongs to: 1 for innings 2 and 3, 2 for 4 and 5, … */
export function superOverRound(index: number): number {
  return Math.floor((index - MATCH_INNINGS) / 2) + 1;
}

/** Whether innings `index` (0-based) is the second of its super over (the chase). */
export function isSuperOverChase(index: number): boolean {
  return (index - MATCH_INNINGS) % 2 === 1;
}

/**
 * The index in `sides` of the side batting innings `index` (0-based), super overs included: the
 * two innings of the match in turn, then in the first super over the side that batted second
 * (side 1) first, and in each later one the side that batted second in the one before.
 */
export function superOverBattingSide(index: number): number {
  const k = index - MATCH_INNINGS;
  const first = Math.floor(k / 2) % 2 === 0 ? 1 : 0;
  return k % 2 === 0 ? first : 1 - first;
}

/** The legal balls innings `innings` is allowed: one over in a super over, the match's innings otherwise. */
export function ballsAllowed(innings: Pick<InningsState, "superOver">, totalBall: number): number {
  return innings.superOver === null ? totalBall : SUPER_OVER_BALLS;
}

/** "the super over", "the second super over", … */
export function superOverName(round: number): string {
  const ordinals = [
    "",
    "",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
  ];
  if (round <= 1) return "the super over";
  return `the ${ordinals[round] ?? `${round}th`} super over`;
}

/**
 * Whether a super-over innings is over after its latest ball: its chase passed, two wickets
 * down (or nobody left to come in), or its over bowled.
 */
export function superOverEnded(
  runs: number,
  legalBalls: number,
  wickets: number,
  battersLeft: boolean,
  target: number | null,
): boolean {
  return (
    (target !== null && runs >= target) ||
    wickets >= SUPER_OVER_WICKETS ||
    !battersLeft ||
    legalBalls >= SUPER_OVER_BALLS
  );
}

/** Super over `round` as a heading: "Super over", "Second super over", … */
export function superOverTitle(round: number): string {
  const name = superOverName(round).replace(/^the /, "");
  return name.charAt(0).toUpperCase() + name.slice(1);
}
