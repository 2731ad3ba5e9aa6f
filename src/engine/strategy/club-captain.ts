/**
 * The Club opponent: a captain who reads the match situation the way a club cricketer would,
 * with a handful of rules of thumb, and returns a mix over the three levels for the computer's
 * side. The engine draws the ball's level from the mix with the match generator.
 *
 * It never looks at the user's choices and knows nothing of the pair odds' finer points, so a
 * player who reads the counters (see odds/ball-odds.ts) beats it; but it mixes, so a player who
 * always presses the same button is punished often enough.
 *
 * Each rule adds whole-number weights to aggressive, normal and defensive; the mix is the
 * weights over their sum, so every rule is readable on its own.
 */
import type { LevelMix, Situation } from "./win-tables.ts";

/**
 * What the Club captain looks at: the table situation (innings, balls and wickets left, runs
 * so far or still needed) plus the format's length and how long the striker has been in.
 */
export interface ClubContext extends Situation {
  /** Balls per innings in this format. */
  readonly totalBalls: number;
  /** Legal balls the striker has faced; a batter is set after 30 and new before 4. */
  readonly strikerBalls: number;
}

/** First-innings phase: the first 30% of the balls, the last 20%, or the overs between. */
export type InningsPhase = "powerplay" | "middle" | "death";

/** The phase of an innings with `ballsLeft` of `totalBalls` to go. */
export function inningsPhase(totalBalls: number, ballsLeft: number): InningsPhase {
  const bowled = totalBalls - ballsLeft;
  if (bowled < 0.3 * totalBalls) return "powerplay";
  if (ballsLeft <= 0.2 * totalBalls) return "death";
  return "middle";
}

/** Weights of aggressive, normal and defensive, written in place by the rules below. */
type Weights = [number, number, number];

const SET_BATTER = 30;
const NEW_BATTER = 4;

function set(w: Weights, aggressive: number, normal: number, defensive: number): void {
  w[0] = aggressive;
  w[1] = normal;
  w[2] = defensive;
}

/** Overs (of six balls) left in the innings, rounded up. */
function oversLeft(ballsLeft: number): number {
  return Math.ceil(ballsLeft / 6);
}

/** Batting: how long is left and the asking rate, then wickets and the striker. */
function battingWeights(s: Situation, totalBalls: number, strikerBalls: number, w: Weights): void {
  const long = oversLeft(s.ballsLeft) > 20;
  if (s.innings === 1) {
    // A long way to go: build an innings. Twenty overs or fewer: keep the score moving, and
    // swing at the death.
    if (long) set(w, 2, 5, 3);
    else if (inningsPhase(totalBalls, s.ballsLeft) === "death") set(w, 6, 4, 0);
    else set(w, 5, 5, 0);
  } else {
    const perBall = s.runs / Math.max(1, s.ballsLeft);
    // The asking rate decides how hard to go; a long chase is paced.
    if (perBall >= 1.3) set(w, 5, 5, 0);
    else if (perBall >= 0.9) {
      if (long) set(w, 2, 5, 3);
      else set(w, 5, 5, 0);
    } else if (long) set(w, 1, 4, 5);
    else set(w, 4, 5, 1);
  }
  // Habit: with three wickets or fewer and more than five overs left, shut up shop.
  if (s.wicketsLeft <= 3 && s.ballsLeft > 30) set(w, 1, 4, 5);
  // Habits: a set batter plays shots; a new one plays himself in.
  if (strikerBalls >= SET_BATTER) w[0] += 1;
  else if (strikerBalls < NEW_BATTER) w[2] += 1;
}

/**
 * Bowling: keep it tight, with a club captain's habits: attack a new batter and the tail,
 * defend a steep chase and against a set batter. Each habit has a counter (see the pair odds).
 */
function bowlingWeights(s: Situation, totalBalls: number, strikerBalls: number, w: Weights): void {
  const long = oversLeft(s.ballsLeft) > 20;
  // Habit: at the death of the first innings, the field goes back.
  const death = s.innings === 1 && inningsPhase(totalBalls, s.ballsLeft) === "death";
  if (long) set(w, 2, 3, 5);
  else if (death) set(w, 1, 5, 4);
  else set(w, 1, 6, 3);
  // Habit: a steep chase is defended with the field back.
  if (s.innings === 2 && s.runs / Math.max(1, s.ballsLeft) >= 1.8) set(w, 1, 3, 6);
  // Habit: the tail is in, go for the kill.
  if (s.wicketsLeft <= 3) w[0] += 2;
  // Habits: attack a new batter; keep it tight to a set one.
  if (strikerBalls < NEW_BATTER) w[0] += 1;
  else if (strikerBalls >= SET_BATTER) w[1] += 1;
}

/**
 * The Club captain's whole-number weights for the computer's side this ball, written to
 * `out` (aggressive, normal, defensive) without allocating: the engine's per-ball path.
 * {@link clubMix} is these weights over their sum.
 */
export function clubWeightsInto(
  side: "bat" | "bowl",
  s: Situation,
  totalBalls: number,
  strikerBalls: number,
  out: Weights,
): void {
  if (side === "bat") battingWeights(s, totalBalls, strikerBalls, out);
  else bowlingWeights(s, totalBalls, strikerBalls, out);
}

/**
 * The Club captain's mix for the computer's side this ball, as probabilities of aggressive,
 * normal and defensive. Total: any situation gives a mix (no ball left counts as one ball).
 */
export function clubMix(side: "bat" | "bowl", context: ClubContext): LevelMix {
  const w: Weights = [0, 0, 0];
  clubWeightsInto(side, context, context.totalBalls, context.strikerBalls, w);
  const total = w[0] + w[1] + w[2];
  return [w[0] / total, w[1] / total, w[2] / total];
}
