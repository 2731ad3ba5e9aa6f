/**
 * The Club opponent: a captain who reads the match situation the way a club cricketer would,
 * with a handful of rules of thumb, and returns a mix over the three levels for the computer's
 * side. The engine draws the ball's level from the mix with the match generator.
 *
 * It never looks at the user's choices and knows nothing of the pair odds' finer points, so a
 * player who reads the counters (see odds/pair-odds.ts) beats it; but it mixes, so a player who
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

type Weights = [number, number, number];

const SET_BATTER = 30;
const NEW_BATTER = 4;

/** Overs (of six balls) left in the innings, rounded up. */
function oversLeft(s: ClubContext): number {
  return Math.ceil(s.ballsLeft / 6);
}

/** Batting: how long is left and the asking rate, then wickets and the striker. */
function battingWeights(s: ClubContext): Weights {
  const long = oversLeft(s) > 20;
  let w: Weights;
  if (s.innings === 1) {
    // A long way to go: build an innings. Twenty overs or fewer: keep the score moving, and
    // swing at the death.
    w = long ? [2, 5, 3] : inningsPhase(s.totalBalls, s.ballsLeft) === "death" ? [6, 4, 0] : [5, 5, 0];
  } else {
    const perBall = s.runs / Math.max(1, s.ballsLeft);
    // The asking rate decides how hard to go; a long chase is paced.
    w =
      perBall >= 1.3
        ? [5, 5, 0]
        : perBall >= 0.9
          ? long
            ? [2, 5, 3]
            : [5, 5, 0]
          : long
            ? [1, 4, 5]
            : [4, 5, 1];
  }
  // Habit: with three wickets or fewer and more than five overs left, shut up shop.
  if (s.wicketsLeft <= 3 && s.ballsLeft > 30) w = [1, 4, 5];
  // Habits: a set batter plays shots; a new one plays himself in.
  if (s.strikerBalls >= SET_BATTER) w[0] += 1;
  else if (s.strikerBalls < NEW_BATTER) w[2] += 1;
  return w;
}

/**
 * Bowling: keep it tight, with a club captain's habits: attack a new batter and the tail,
 * defend a steep chase and against a set batter. Each habit has a counter (see the pair odds).
 */
function bowlingWeights(s: ClubContext): Weights {
  const long = oversLeft(s) > 20;
  // Habit: at the death of the first innings, the field goes back.
  const death = s.innings === 1 && inningsPhase(s.totalBalls, s.ballsLeft) === "death";
  let w: Weights = long ? [2, 3, 5] : death ? [1, 5, 4] : [1, 6, 3];
  // Habit: a steep chase is defended with the field back.
  if (s.innings === 2 && s.runs / Math.max(1, s.ballsLeft) >= 1.8) w = [1, 3, 6];
  // Habit: the tail is in, go for the kill.
  if (s.wicketsLeft <= 3) w[0] += 2;
  // Habits: attack a new batter; keep it tight to a set one.
  if (s.strikerBalls < NEW_BATTER) w[0] += 1;
  else if (s.strikerBalls >= SET_BATTER) w[1] += 1;
  return w;
}

/**
 * The Club captain's mix for the computer's side this ball, as probabilities of aggressive,
 * normal and defensive. Total: any situation gives a mix (no ball left counts as one ball).
 */
export function clubMix(side: "bat" | "bowl", context: ClubContext): LevelMix {
  const w = side === "bat" ? battingWeights(context) : bowlingWeights(context);
  const total = w[0] + w[1] + w[2];
  return [w[0] / total, w[1] / total, w[2] / total];
}
