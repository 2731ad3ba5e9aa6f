/**
 * Outcome weights when both sides choose a style for the ball (the Club and International
 * levels). The three matching pairs are the spec's rows unchanged; the six others are designed
 * so that reading the opponent pays, as a cycle of counters:
 *
 * - an attacking batter against an attacking bowler walks into the trap (the spec's own
 *   aggressive row: most wickets of any pair);
 * - an attacking batter against a regular line and length mistimes: few runs, many wickets;
 * - a careful batter against an attacking field milks the gaps it leaves (singles and twos,
 *   few wickets);
 * - a careful batter against a defensive field is starved (the spec's defensive row);
 * - an attacking batter against a defensive field clears the ring (most boundaries of any
 *   pair, few wickets);
 * - an orthodox batter against a defensive field is held to singles.
 *
 * See docs/decisions/0007-opponent-levels-and-pair-odds.md for the
 * reasoning per row and the measurements that tuned them.
 */
import type { StyleLevel } from "../actions.ts";
import { OUTCOME_WEIGHTS } from "../ball-outcome.ts";

/** Level order used by every table here: index 0 aggressive, 1 normal, 2 defensive. */
export const LEVEL_ORDER: readonly StyleLevel[] = ["aggressive", "normal", "defensive"];

/** Runs of each outcome slot (dot, 1, 2, 3, 4, 6, wicket); a wicket scores nothing. */
export const SLOT_RUNS: readonly number[] = [0, 1, 2, 3, 4, 6, 0];

/** Number of outcome slots per row. */
export const SLOT_COUNT = 7;

type Row = readonly number[];
type PairTable = Readonly<Record<StyleLevel, Readonly<Record<StyleLevel, Row>>>>;

/**
 * Integer weights (dot, 1, 2, 3, 4, 6, wicket) for batting level × bowling level:
 * PAIR_WEIGHTS[bat][bowl]. P(outcome) = weight / row sum. The diagonal is OUTCOME_WEIGHTS.
 */
export const PAIR_WEIGHTS: PairTable = {
  aggressive: {
    aggressive: OUTCOME_WEIGHTS.aggressive,
    // A slog against a good line and length: mistimed, dots and edges.
    normal: [47, 25, 6, 1, 10, 5, 6],
    // A slog against a defensive field clears the ring: the most boundaries of any pair.
    defensive: [36, 25, 8, 1, 16, 10, 4],
  },
  normal: {
    // An attacking bowler against a set, orthodox batter: more edges, a few more boundaries.
    aggressive: [33, 30, 13, 3, 11, 5, 5],
    normal: OUTCOME_WEIGHTS.normal,
    // Orthodox batting against a defensive field: singles, hardly any boundaries.
    defensive: [43, 37, 9, 2, 5, 1, 3],
  },
  defensive: {
    // A careful batter milks the gaps an attacking field leaves: singles and twos, few edges.
    aggressive: [38, 35, 11, 3, 9, 2, 2],
    // Blocking a regular ball: safe and slow.
    normal: [50, 35, 7, 2, 3, 1, 2],
    defensive: OUTCOME_WEIGHTS.defensive,
  },
};

function rowSum(row: Row): number {
  let total = 0;
  for (const w of row) total += w;
  return total;
}

/** Exact probabilities (weight / sum) of each slot for a batting level × bowling level. */
export function pairProbabilities(bat: StyleLevel, bowl: StyleLevel): number[] {
  const row = PAIR_WEIGHTS[bat][bowl];
  const total = rowSum(row);
  return row.map((w) => w / total);
}

/**
 * All nine pairs' probabilities in one flat array: entry ((bat × 3 + bowl) × 7 + slot), with
 * levels in {@link LEVEL_ORDER}. The dynamic programme reads this in its inner loop.
 */
export const PAIR_PROBABILITIES: Float64Array = (() => {
  const out = new Float64Array(9 * SLOT_COUNT);
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      const p = pairProbabilities(LEVEL_ORDER[i] as StyleLevel, LEVEL_ORDER[j] as StyleLevel);
      for (let k = 0; k < SLOT_COUNT; k++) out[(i * 3 + j) * SLOT_COUNT + k] = p[k] as number;
    }
  }
  return out;
})();

/**
 * Classic odds (the user's level alone decides) in the same layout as
 * {@link PAIR_PROBABILITIES}: the bowling level is ignored, so every column repeats the spec row
 * of the batting level.
 */
export function classicProbabilities(level: StyleLevel): number[] {
  const row = OUTCOME_WEIGHTS[level];
  const total = rowSum(row);
  return row.map((w) => w / total);
}

/** Expected runs and wicket probability of a pair, for tables and documentation. */
export function pairSummary(
  bat: StyleLevel,
  bowl: StyleLevel,
): { readonly runsPerBall: number; readonly wicketProbability: number; readonly boundaryShare: number } {
  const p = pairProbabilities(bat, bowl);
  let runs = 0;
  for (let k = 0; k < SLOT_COUNT; k++) runs += (p[k] as number) * (SLOT_RUNS[k] as number);
  const boundaryRuns = 4 * (p[4] as number) + 6 * (p[5] as number);
  return { runsPerBall: runs, wicketProbability: p[6] as number, boundaryShare: boundaryRuns / runs };
}
