/**
 * The Club opponent: a sensible club captain's reading of the match, written as rules a player
 * can learn (and so beat). It returns a mix over the three levels, not one level, so the
 * computer is not perfectly predictable; the engine draws from the mix with the match's
 * generator. Order of levels everywhere: aggressive, normal, defensive.
 */
import type { LevelMix, Situation } from "./win-tables.ts";

/** What the captain looks at. */
export interface ClubContext extends Situation {
  /** Balls per innings in this format. */
  readonly totalBalls: number;
  /** Balls the striker has faced: a new batter is vulnerable and plays himself in. */
  readonly strikerBalls: number;
}

function normalise(a: number, n: number, d: number): LevelMix {
  const total = a + n + d;
  return [a / total, n / total, d / total];
}

/** Runs an over the chasing side needs from here (the asking rate). */
function askingRate(c: ClubContext): number {
  return c.ballsLeft > 0 ? (6 * c.runs) / c.ballsLeft : Infinity;
}

/** Share of the innings bowled, 0 at the first ball and 1 at the end. */
function progress(c: ClubContext): number {
  return (c.totalBalls - c.ballsLeft) / c.totalBalls;
}

/**
 * Batting: set the platform early, accelerate at the death, chase to the asking rate, and
 * protect the tail. A new batter plays himself in unless the chase cannot wait.
 */
function battingMix(c: ClubContext): LevelMix {
  let a: number;
  let n: number;
  let d: number;
  if (c.innings === 1) {
    const p = progress(c);
    if (p < 0.3) [a, n, d] = [3, 5, 2];
    else if (p < 0.75) [a, n, d] = [2, 6, 2];
    else [a, n, d] = [6, 3, 1];
  } else {
    const rate = askingRate(c);
    if (rate > 10) [a, n, d] = [7, 2, 1];
    else if (rate > 7.5) [a, n, d] = [4, 5, 1];
    else if (rate > 5) [a, n, d] = [2, 6, 2];
    else [a, n, d] = [1, 4, 5];
  }
  if (c.wicketsLeft <= 3) {
    a *= 0.5;
    d *= 2;
  }
  if (c.strikerBalls < 6) {
    a *= 0.5;
    d *= 1.5;
  }
  return normalise(a, n, d);
}

/**
 * Bowling: attack early and at a new batter, squeeze at the death; in the chase, attack when
 * the chasers are cruising (wickets are the only way back) and dry the runs up when they need
 * a lot (make them take the risks).
 */
function bowlingMix(c: ClubContext): LevelMix {
  let a: number;
  let n: number;
  let d: number;
  if (c.innings === 1) {
    const p = progress(c);
    if (p < 0.3) [a, n, d] = [4, 4, 2];
    else if (p < 0.75) [a, n, d] = [2, 5, 3];
    else [a, n, d] = [2, 3, 5];
  } else {
    const rate = askingRate(c);
    if (rate < 6) [a, n, d] = [5, 3, 2];
    else if (rate < 9) [a, n, d] = [3, 4, 3];
    else [a, n, d] = [1, 4, 5];
  }
  if (c.wicketsLeft <= 3) {
    a *= 2;
    d *= 0.5;
  }
  if (c.strikerBalls < 6) a *= 1.5;
  return normalise(a, n, d);
}

/** The Club captain's mix for the side the computer plays this ball. */
export function clubMix(side: "bat" | "bowl", context: ClubContext): LevelMix {
  return side === "bat" ? battingMix(context) : bowlingMix(context);
}
