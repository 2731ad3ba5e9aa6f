/**
 * The sentences a commentator adds after a ball when the match calls for one (rules version 2,
 * Club and International): milestones (a batter's fifty and hundred, fifty and hundred
 * partnerships, a bowler's third and fifth wicket, a hat-trick ball), a collapse, the chase at
 * its key moments and at each over's end, a close finish and how the match was won. Everything
 * here is read from the match as it stands: no draws, so a replay says the same.
 */
import type { InningsNumber } from "./match-state.ts";
import { deliveryOf } from "./ball-outcome.ts";
import type { DismissalKind } from "./catalog.ts";
import { BALLS_PER_OVER } from "./figures.ts";

/** What the sentences read of a ball and the innings after it. */
export interface BallContextFacts {
  readonly innings: InningsNumber;
  /** Legal balls a side may face. */
  readonly totalBall: number;
  /** What the chasing side must reach (the first innings' total and one); null in the first innings. */
  readonly target: number | null;
  readonly battingTeam: string;
  readonly bowlingTeam: string;
  /** The striker, the non-striker and the bowler of the ball, by name. */
  readonly batter: string;
  readonly partner: string;
  readonly bowler: string;
  /** The striker's runs before the ball and after it, and his balls faced after it. */
  readonly batterRunsBefore: number;
  readonly batterRuns: number;
  readonly batterBalls: number;
  readonly wicket: DismissalKind | null;
  /** The bowler's wickets after the ball. */
  readonly bowlerWickets: number;
  /** How many of the bowler's legal balls in a row, this one last, took wickets credited to him. */
  readonly wicketStreak: number;
  /** The side's total before the ball and after it, its wickets and legal balls after it. */
  readonly totalBefore: number;
  readonly total: number;
  readonly wickets: number;
  readonly balls: number;
  /** The side's total at the fall of each wicket, first wicket first (this ball's included). */
  readonly fallOfWickets: readonly number[];
  readonly overEnd: boolean;
  readonly inningsOver: boolean;
}

/** Most runs three or more wickets may fall for and still be called a collapse. */
export const COLLAPSE_RUNS = 15;

/**
 * Most runs a chase may need in its last over and still be a close finish (when the balls left
 * could still score them): then every ball says what is needed.
 */
export const CLOSE_FINISH_RUNS = 12;

const WICKET_WORDS = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** Runs an over the chase needs, to one decimal place, a whole number without its ".0" (for speech). */
export function rateText(runs: number, balls: number): string {
  const rate = Math.round((runs * BALLS_PER_OVER * 10) / balls) / 10;
  return Number.isInteger(rate) ? String(rate) : rate.toFixed(1);
}

/** The chase in one sentence: "Borduria need 48 runs from 30 balls, at 9.6 an over." */
export function chaseText(team: string, need: number, ballsLeft: number): string {
  return `${team} need ${plural(need, "run")} from ${plural(ballsLeft, "ball")}, at ${rateText(need, ballsLeft)} an over.`;
}

/**
 * How many of a bowler's legal balls in a row, ending with the last delivery of `ballLog`,
 * took wickets credited to him (run-outs are not; wides and no-balls between do not count).
 * Each delivery's over is the legal balls before it over six; `overBowlers` names its bowler.
 */
export function wicketStreak(ballLog: string, overBowlers: readonly number[], bowlerIndex: number): number {
  let legalBefore = 0;
  let streak = 0;
  for (let i = 0; i < ballLog.length; i++) {
    const code = ballLog.charAt(i);
    const delivery = deliveryOf(code);
    const over = Math.floor(legalBefore / BALLS_PER_OVER);
    if (delivery.legal) legalBefore++;
    if (!delivery.legal || overBowlers[over] !== bowlerIndex) continue;
    streak = delivery.wicket && code !== "r" ? streak + 1 : 0;
  }
  return streak;
}

/** How the chase ended, said on its last ball. */
function resultSentence(f: BallContextFacts, target: number): string {
  if (f.total >= target) {
    const spare = f.totalBall - f.balls;
    return spare === 0
      ? `${f.battingTeam} get home off the very last ball!`
      : `${f.battingTeam} get home with ${plural(spare, "ball")} to spare.`;
  }
  if (f.total === target - 1) return "The scores finish level. It's a tie!";
  return `${f.bowlingTeam} defend ${target - 1}, and win by ${plural(target - 1 - f.total, "run")}.`;
}

/** The largest run of three or more latest wickets that fell for few runs, as [wickets, runs]. */
function collapseOf(f: BallContextFacts): readonly [number, number] | null {
  let found: readonly [number, number] | null = null;
  for (let k = 3; k <= f.wickets; k++) {
    const from = k === f.wickets ? 0 : (f.fallOfWickets[f.wickets - k - 1] ?? 0);
    const runs = f.total - from;
    if (runs <= COLLAPSE_RUNS) found = [k, runs];
  }
  return found;
}

/** The milestone a count crossed on this ball (the higher of 100 and 50), or null. */
function crossed(before: number, after: number): 100 | 50 | null {
  if (before < 100 && after >= 100) return 100;
  if (before < 50 && after >= 50) return 50;
  return null;
}

/**
 * The sentences to add after a ball's line, in a fixed order; "" when the ball needs none.
 * The chase is said here only at its key moments (a wicket in its second half, every ball of
 * a close last over, the end); at an over's end {@link overEndContext} says it.
 */
export function ballContext(f: BallContextFacts): string {
  const said: string[] = [];
  const target = f.innings === 2 ? f.target : null;
  if (target !== null && f.inningsOver) said.push(resultSentence(f, target));

  const fifty = crossed(f.batterRunsBefore, f.batterRuns);
  if (fifty === 100) said.push(`A hundred for ${f.batter}! A superb innings, from ${f.batterBalls} balls.`);
  if (fifty === 50) said.push(`That's fifty for ${f.batter}, from ${f.batterBalls} balls.`);

  if (f.wicket === null) {
    const start = f.wickets === 0 ? 0 : (f.fallOfWickets[f.wickets - 1] ?? 0);
    const stand = crossed(f.totalBefore - start, f.total - start);
    if (stand !== null) said.push(`The partnership between ${f.batter} and ${f.partner} is worth ${stand}.`);
  }

  const credited = f.wicket !== null && f.wicket !== "runOut";
  if (credited && f.bowlerWickets === 3) said.push(`That's a third wicket for ${f.bowler}.`);
  if (credited && f.bowlerWickets === 5) said.push(`Five wickets for ${f.bowler}! A famous haul.`);
  if (credited && f.wicketStreak >= 3) said.push(`That's a hat-trick for ${f.bowler}!`);
  else if (credited && f.wicketStreak === 2 && !f.inningsOver) {
    said.push(
      f.overEnd
        ? `${f.bowler} will be on a hat-trick with the first ball of his next over.`
        : `${f.bowler} is on a hat-trick!`,
    );
  }

  if (f.wicket !== null) {
    const collapse = collapseOf(f);
    if (collapse !== null) {
      const [wickets, runs] = collapse;
      said.push(
        `${WICKET_WORDS[wickets] ?? String(wickets)} wickets have fallen for ${runs === 0 ? "no runs" : plural(runs, "run")}.`,
      );
    }
  }

  if (target !== null && !f.inningsOver && !f.overEnd) {
    const need = target - f.total;
    const ballsLeft = f.totalBall - f.balls;
    if (ballsLeft <= BALLS_PER_OVER && need <= Math.min(CLOSE_FINISH_RUNS, 6 * ballsLeft)) {
      if (need === 1) said.push(`The scores are level, with ${plural(ballsLeft, "ball")} left.`);
      else if (ballsLeft === 1) said.push(`It all comes down to the last ball: ${need} to win.`);
      else said.push(`A tight finish: ${need} needed from ${ballsLeft} balls.`);
    } else if (f.wicket !== null && 2 * ballsLeft <= f.totalBall) {
      said.push(`${f.battingTeam} still need ${plural(need, "run")} from ${plural(ballsLeft, "ball")}.`);
    }
  }
  return said.join(" ");
}

/** The chase at an over's end of the second innings that goes on; "" otherwise. */
export function overEndContext(
  innings: InningsNumber,
  target: number | null,
  team: string,
  total: number,
  balls: number,
  totalBall: number,
  inningsOver: boolean,
): string {
  if (innings !== 2 || target === null || inningsOver) return "";
  return chaseText(team, target - total, totalBall - balls);
}
