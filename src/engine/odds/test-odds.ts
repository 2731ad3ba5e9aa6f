/**
 * The odds as the tests of the odds read them: records by style level built from the
 * producer's output (the weight tables themselves are read only in ball-odds.ts).
 */
import type { StyleLevel } from "../actions.ts";
import { LEVEL_ORDER } from "./ball-odds.ts";
import { oddsForInnings } from "./innings-odds.ts";
import { pairProbabilities, pairSummary, pairWeights } from "./pair-odds.ts";

/** A Club or International ball's odds (every ball alike today). */
export const PAIR_ODDS = oddsForInnings("international", true)[0];
/** A Classic ball's odds with the user batting: every row is the spec's row of the batting level. */
export const CLASSIC_ODDS = oddsForInnings("classic", true)[0];

/** The spec's weights per style level, in the spec's order (defensive, normal, aggressive). */
export const OUTCOME_WEIGHTS: Readonly<Record<StyleLevel, readonly number[]>> = {
  defensive: pairWeights(CLASSIC_ODDS, "defensive", "defensive"),
  normal: pairWeights(CLASSIC_ODDS, "normal", "normal"),
  aggressive: pairWeights(CLASSIC_ODDS, "aggressive", "aggressive"),
};

/** The pair weights, PAIR_WEIGHTS[bat][bowl]. */
export const PAIR_WEIGHTS: Readonly<Record<StyleLevel, Readonly<Record<StyleLevel, readonly number[]>>>> =
  Object.fromEntries(
    LEVEL_ORDER.map((bat) => [
      bat,
      Object.fromEntries(LEVEL_ORDER.map((bowl) => [bowl, pairWeights(PAIR_ODDS, bat, bowl)])),
    ]),
  ) as Record<StyleLevel, Record<StyleLevel, readonly number[]>>;

/** All nine pairs' probabilities, flat: entry ((bat × 3 + bowl) × 7 + slot). */
export const PAIR_PROBABILITIES: Float64Array = PAIR_ODDS.probabilities;

/** Exact probabilities of a pair of the Club and International odds. */
export function pairProbabilitiesOf(bat: StyleLevel, bowl: StyleLevel): number[] {
  return pairProbabilities(PAIR_ODDS, bat, bowl);
}

/** Exact probabilities of a Classic style level. */
export function classicProbabilities(level: StyleLevel): number[] {
  return pairProbabilities(CLASSIC_ODDS, level, level);
}

/** Runs per ball, wicket probability and boundary share of a pair of the Club and International odds. */
export function pairSummaryOf(bat: StyleLevel, bowl: StyleLevel): ReturnType<typeof pairSummary> {
  return pairSummary(PAIR_ODDS, bat, bowl);
}
