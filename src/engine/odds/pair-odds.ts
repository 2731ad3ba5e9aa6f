/**
 * One pair of a ball's odds (a batting level and a bowling level; see ball-odds.ts for the odds
 * themselves): its index, the ball's one draw ({@link drawOutcome}), and its weights,
 * probabilities and summary as the tests, the analysis and the documentation read them.
 */
import type { StyleLevel } from "../actions.ts";
import { randomBelow, type RngState } from "../rng.ts";
import { SLOT_COUNT, SLOT_RUNS, type BallOdds } from "./ball-odds.ts";

/** Pair index of a batting level and a bowling level. */
export function pairIndex(bat: StyleLevel, bowl: StyleLevel): number {
  return levelIndex(bat) * 3 + levelIndex(bowl);
}

const LEVEL_INDEX: Readonly<Record<StyleLevel, number>> = { aggressive: 0, normal: 1, defensive: 2 };

/**
 * LEVEL_INDEX[level], compared rather than looked up: a ball asks twice, and a lookup by a key
 * that varies is a slow, generic one.
 */
function levelIndex(level: StyleLevel): number {
  if (level === "aggressive") return 0;
  if (level === "normal") return 1;
  if (level === "defensive") return 2;
  return LEVEL_INDEX[level];
}

/**
 * Draws an outcome slot (0..6: dot, 1, 2, 3, 4, 6, wicket) for a batting and a bowling level:
 * an integer uniformly below the pair's weight sum, mapped to its slot through
 * `outcomeForDraw` (ball-outcome.ts), so P(slot) = weight / sum exactly. The one draw of a ball.
 */
export function drawOutcome(rng: RngState, odds: BallOdds, bat: StyleLevel, bowl: StyleLevel): number {
  const pair = levelIndex(bat) * 3 + levelIndex(bowl);
  if (odds.slots !== null) {
    const table = odds.slots[pair] as Uint8Array;
    return table[randomBelow(rng, table.length)] as number;
  }
  // The same mapping without a table: the first slot whose running sum passes the draw.
  const base = pair * SLOT_COUNT;
  const cumulative = odds.cumulative;
  const draw = randomBelow(rng, cumulative[base + SLOT_COUNT - 1] as number);
  let k = 0;
  while (k < SLOT_COUNT - 1 && draw >= (cumulative[base + k] as number)) k++;
  return k;
}

/** The weights of one pair in a ball's odds. */
export function pairWeights(odds: BallOdds, bat: StyleLevel, bowl: StyleLevel): readonly number[] {
  return odds.weights[pairIndex(bat, bowl)] as readonly number[];
}

/** Exact probabilities (weight / sum) of each slot for one pair of a ball's odds. */
export function pairProbabilities(odds: BallOdds, bat: StyleLevel, bowl: StyleLevel): number[] {
  const base = pairIndex(bat, bowl) * SLOT_COUNT;
  return Array.from(odds.probabilities.subarray(base, base + SLOT_COUNT));
}

/** Expected runs, wicket probability and boundary share of one pair, for tables and documentation. */
export function pairSummary(
  odds: BallOdds,
  bat: StyleLevel,
  bowl: StyleLevel,
): { readonly runsPerBall: number; readonly wicketProbability: number; readonly boundaryShare: number } {
  const p = pairProbabilities(odds, bat, bowl);
  let runs = 0;
  for (let k = 0; k < SLOT_COUNT; k++) runs += (p[k] as number) * (SLOT_RUNS[k] as number);
  const boundaryRuns = 4 * (p[4] as number) + 6 * (p[5] as number);
  return { runsPerBall: runs, wicketProbability: p[6] as number, boundaryShare: boundaryRuns / runs };
}
