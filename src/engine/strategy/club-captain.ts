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
  /** Legal balls the striker has faced; a batter is set after 20 and new before 4. */
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

const SET_BATTER = 20;
const NEW_BATTER = 4;

/** Batting: start from the phase or the asking rate, then wickets and the striker. */
function battingWeights(s: ClubContext): Weights {
  let w: Weights;
  if (s.innings === 1) {
    const phase = inningsPhase(s.totalBalls, s.ballsLeft);
    // Use the fielding restrictions, consolidate, then swing.
    w = phase === "powerplay" ? [3, 5, 2] : phase === "middle" ? [2, 5, 3] : [6, 3, 1];
  } else {
    const perBall = s.runs / Math.max(1, s.ballsLeft);
    // The asking rate decides how hard to go.
    w = perBall >= 1.8 ? [7, 2, 1] : perBall >= 1.3 ? [4, 5, 1] : perBall >= 0.9 ? [2, 6, 2] : [1, 5, 4];
  }
  // Last pair or two: protect the wickets (half the aggression goes to defence).
  if (s.wicketsLeft <= 2) {
    const moved = w[0] / 2;
    w = [w[0] - moved, w[1], w[2] + moved];
  }
  // Plenty of wickets late on: no point saving them.
  if (s.wicketsLeft >= 8 && s.ballsLeft < 0.4 * s.totalBalls) w[0] += 1;
  // A set batter plays shots; a new one plays himself in.
  if (s.strikerBalls >= SET_BATTER) w[0] += 1;
  else if (s.strikerBalls < NEW_BATTER) w[2] += 1;
  return w;
}

/** Bowling: attack early and when a wicket would finish things, defend when runs matter most. */
function bowlingWeights(s: ClubContext): Weights {
  let w: Weights;
  if (s.innings === 1) {
    const phase = inningsPhase(s.totalBalls, s.ballsLeft);
    w = phase === "powerplay" ? [4, 4, 2] : phase === "middle" ? [2, 5, 3] : [2, 3, 5];
  } else {
    const perBall = s.runs / Math.max(1, s.ballsLeft);
    // A steep chase: make them hit into a defensive field. An easy one: only wickets can win it.
    w = perBall >= 1.8 ? [1, 3, 6] : perBall >= 1.3 ? [2, 4, 4] : perBall >= 0.9 ? [3, 5, 2] : [5, 3, 2];
  }
  // The tail is in: go for the kill.
  if (s.wicketsLeft <= 3) w[0] += 2;
  // Attack a new batter; contain a set one.
  if (s.strikerBalls < NEW_BATTER) w[0] += 1;
  else if (s.strikerBalls >= SET_BATTER) w[2] += 1;
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
