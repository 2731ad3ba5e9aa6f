/**
 * The odds of a ball: one value, one producer, one draw. Everything that needs the chance of a
 * dot, a single or a wicket (playing a ball, the win tables, the coach, the analysis script)
 * asks {@link oddsForBall} (the ball in play) or `oddsForInnings` (the tables, innings-odds.ts)
 * and reads the {@link BallOdds} it returns; a ball is drawn from them by `drawOutcome`
 * (pair-odds.ts, which also reads one pair of them). The weight tables below are read here and
 * nowhere else, so making the odds depend on more than the styles (the players, the ground, the
 * phase) changes this file only.
 *
 * A ball's odds cover all nine pairs of a batting level and a bowling level, seven outcome
 * slots each (dot, 1, 2, 3, 4, 6, wicket) as exact integer weights: P(slot) = weight / row sum.
 *
 * Club and International use the pair weights. Their three matching pairs are the spec's rows
 * unchanged; the six others are designed so that reading the opponent pays, as a cycle of
 * counters:
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
 * Classic is the same layout in which the computer's choice is ignored: every row is the spec's
 * row of the user's level (the batting level when the user bats, the bowling level when the
 * user bowls), so the diagonal is the spec's table whichever side the user is on.
 *
 * See docs/decisions/0007-opponent-levels-and-pair-odds.md for the reasoning per row and the
 * measurements that tuned them, and docs/decisions/0009-one-seam-for-the-odds.md for the seam.
 */
import type { StyleLevel } from "../actions.ts";
import { outcomeForDraw } from "../ball-outcome.ts";
// The catalog's indexes without the win tables, which are built from these odds.
import { squadOf, type CatalogIndex as EngineContext } from "../catalog-index.ts";
import { BALLS_PER_OVER } from "../figures.ts";
import { userBatsIn } from "../innings.ts";
import type { MatchState } from "../match-state.ts";
import { type OddsModel } from "../level-rules.ts";
import { inPlayInnings } from "../stages.ts";
import { isSuperOverChase } from "../super-over-rules.ts";
import {
  factorOf,
  NEUTRAL_GROUND,
  phaseOf,
  SHIFT_LIMIT,
  lengthOf,
  slotShiftsInto,
  type BallSetting,
} from "./rated-odds.ts";
import { extraRatesAt, foldExtrasInto, hasExtras } from "./extras.ts";
import { playRulesOf } from "../match-rules.ts";
import { battingSideOf, bowlingSideOf } from "../innings-summary.ts";

/** Level order used by every table here: index 0 aggressive, 1 normal, 2 defensive. */
export const LEVEL_ORDER: readonly StyleLevel[] = ["aggressive", "normal", "defensive"];

/** Runs of each outcome slot (dot, 1, 2, 3, 4, 6, wicket); a wicket scores nothing. */
export const SLOT_RUNS: readonly number[] = [0, 1, 2, 3, 4, 6, 0];

/** Number of outcome slots per row. */
export const SLOT_COUNT = 7;

/** Number of (batting level, bowling level) pairs in a ball's odds. */
export const PAIR_COUNT = 9;

type Row = readonly number[];

// The spec's weights (dot, 1, 2, 3, 4, 6, wicket) per style level, in the spec's order.
const SPEC_ROWS: Readonly<Record<StyleLevel, Row>> = {
  defensive: [60, 30, 5, 1, 2, 1, 1],
  normal: [30, 30, 15, 5, 10, 6, 4],
  aggressive: [20, 25, 12, 3, 20, 10, 10],
};

// Pair weights, [bat][bowl]. The diagonal is the spec's rows (the same arrays).
const PAIR_ROWS: Readonly<Record<StyleLevel, Readonly<Record<StyleLevel, Row>>>> = {
  aggressive: {
    aggressive: SPEC_ROWS.aggressive,
    // A slog against a good line and length: mistimed, dots and edges.
    normal: [47, 25, 6, 1, 10, 5, 6],
    // A slog against a defensive field clears the ring: the most boundaries of any pair.
    defensive: [36, 25, 8, 1, 16, 10, 4],
  },
  normal: {
    // An attacking bowler against a set, orthodox batter: more edges, a few more boundaries.
    aggressive: [33, 30, 13, 3, 11, 5, 5],
    normal: SPEC_ROWS.normal,
    // Orthodox batting against a defensive field: singles, hardly any boundaries.
    defensive: [43, 37, 9, 2, 5, 1, 3],
  },
  defensive: {
    // A careful batter milks the gaps an attacking field leaves: singles and twos, few edges.
    aggressive: [38, 35, 11, 3, 9, 2, 2],
    // Blocking a regular ball: safe and slow.
    normal: [50, 35, 7, 2, 3, 1, 2],
    defensive: SPEC_ROWS.defensive,
  },
};

/**
 * The odds of one ball for every pair of styles. Pair index = bat × 3 + bowl, levels in
 * {@link LEVEL_ORDER}. Values are immutable and may be shared between balls.
 */
export interface BallOdds {
  /** Integer weights (dot, 1, 2, 3, 4, 6, wicket) per pair. */
  readonly weights: readonly Row[];
  /** weight / row sum, flat: entry (pair × 7 + slot). The tables' inner loop reads this. */
  readonly probabilities: Float64Array;
  /**
   * Draw → slot per pair, precomputed from {@link outcomeForDraw}: one lookup per ball. Only for
   * the small weight sums of version 1's odds; larger ones are drawn through `cumulative`.
   */
  readonly slots: readonly Uint8Array[] | null;
  /** Running sums of each pair's weights, flat (pair × 7 + slot): the draw's other path. */
  readonly cumulative: Float64Array;
}

/** The odds of a match's two innings (index 0 the first), as the win tables are built on. */
export type InningsOdds = readonly [BallOdds, BallOdds];

function rowSum(row: Row): number {
  let total = 0;
  for (const w of row) total += w;
  return total;
}

// Weight sums up to this get a draw → slot table (version 1's are all below 120).
const SLOT_TABLE_LIMIT = 4096;

/** Odds from nine weight rows (pair order): exact probabilities and the draw's tables. */
function oddsFromWeights(weights: readonly Row[]): BallOdds {
  const probabilities = new Float64Array(PAIR_COUNT * SLOT_COUNT);
  const cumulative = new Float64Array(PAIR_COUNT * SLOT_COUNT);
  const slots: Uint8Array[] = [];
  let small = true;
  weights.forEach((row, pair) => {
    const total = rowSum(row);
    let running = 0;
    for (let k = 0; k < SLOT_COUNT; k++) {
      probabilities[pair * SLOT_COUNT + k] = (row[k] as number) / total;
      running += row[k] as number;
      cumulative[pair * SLOT_COUNT + k] = running;
    }
    if (total > SLOT_TABLE_LIMIT) small = false;
    if (!small) return;
    const table = new Uint8Array(total);
    for (let draw = 0; draw < total; draw++) table[draw] = outcomeForDraw(row, draw);
    slots.push(table);
  });
  return { weights, probabilities, slots: small ? slots : null, cumulative };
}

const PAIR_ODDS = oddsFromWeights(
  LEVEL_ORDER.flatMap((bat) => LEVEL_ORDER.map((bowl) => PAIR_ROWS[bat][bowl])),
);
// Classic: the user's level alone decides, so the other side's index is ignored.
const CLASSIC_USER_BATS = oddsFromWeights(
  LEVEL_ORDER.flatMap((bat) => LEVEL_ORDER.map(() => SPEC_ROWS[bat])),
);
const CLASSIC_USER_BOWLS = oddsFromWeights(
  LEVEL_ORDER.flatMap(() => LEVEL_ORDER.map((bowl) => SPEC_ROWS[bowl])),
);

/** The odds a model gives a ball with the user batting or bowling. The one place weights are read. */
export function oddsOf(model: OddsModel, userBats: boolean): BallOdds {
  if (model === "pair") return PAIR_ODDS;
  return userBats ? CLASSIC_USER_BATS : CLASSIC_USER_BOWLS;
}

/** The odds of version 1's pair frame with every slot multiplied by its factor from `shifts`. */
export function shiftedPairOdds(shifts: Int32Array): BallOdds {
  const weights: Row[] = [];
  for (const row of PAIR_ODDS.weights) {
    const shifted: number[] = [];
    for (let k = 0; k < SLOT_COUNT; k++) shifted.push((row[k] as number) * factorOf(shifts[k] as number));
    weights.push(shifted);
  }
  return oddsFromWeights(weights);
}

// Rated odds by their shifts. Slots 1–3 always share a shift, so four numbers within
// ±SHIFT_LIMIT name the odds; a match meets a few hundred. Cleared when it grows past a bound
// (it only saves work: the same shifts always give the same odds).
const ratedCache = new Map<number, BallOdds>();
const RATED_CACHE_LIMIT = 4096;
const SHIFT_SPAN = 2 * SHIFT_LIMIT + 1;
const shiftScratch = new Int32Array(SLOT_COUNT);

/** The rated odds of `shifts` (see rated-odds.ts), cached by the shifts. */
export function ratedOdds(shifts: Int32Array): BallOdds {
  const key =
    (((shifts[1] as number) + SHIFT_LIMIT) * SHIFT_SPAN + (shifts[4] as number) + SHIFT_LIMIT) *
      SHIFT_SPAN *
      SHIFT_SPAN +
    ((shifts[5] as number) + SHIFT_LIMIT) * SHIFT_SPAN +
    (shifts[6] as number) +
    SHIFT_LIMIT;
  let odds = ratedCache.get(key);
  if (odds === undefined) {
    if (ratedCache.size >= RATED_CACHE_LIMIT) ratedCache.clear();
    odds = shiftedPairOdds(shifts);
    ratedCache.set(key, odds);
  }
  return odds;
}

/** The setting of the coming ball of innings `index`: striker, bowler, ground, phase. */
export function ballSetting(ctx: EngineContext, state: MatchState, index: number): BallSetting | null {
  const sides = state.sides;
  const batting = state.innings[index];
  if (!sides || batting === undefined) return null;
  const striker = squadOf(ctx, battingSideOf(sides, batting).id)[batting.currentStrikerIndex];
  const bowler = squadOf(ctx, bowlingSideOf(sides, batting).id)[batting.currentBowlerIndex];
  if (striker === undefined || bowler === undefined) return null;
  const stadium = state.stadiumId === null ? undefined : ctx.stadiums.get(state.stadiumId);
  const overs = state.totalBall / BALLS_PER_OVER;
  // A super over is played as the last over of an innings: the first or the second innings'
  // ground condition as it sets a score or chases one, at the death.
  const superOver = batting.superOver !== null;
  return {
    striker,
    bowler,
    ground: stadium ?? NEUTRAL_GROUND,
    innings: superOver ? (isSuperOverChase(index) ? 1 : 0) : index,
    phase: phaseOf(superOver ? overs - 1 : Math.floor(batting.ballCompleted / BALLS_PER_OVER), overs),
    length: lengthOf(overs),
  };
}

/**
 * The odds of the coming ball of a match in play. Classic's depend on whether the user bats;
 * Club's and International's are the pair odds, shifted from rules version 2 on by the striker,
 * the bowler, the ground and the phase (odds/rated-odds.ts).
 */
export function oddsForBall(ctx: EngineContext, state: MatchState): BallOdds {
  const rules = playRulesOf(state);
  const index = inPlayInnings(state) ?? 0;
  if (!rules.ratedOdds) return oddsOf(rules.level.odds, userBatsIn(state, index));
  const setting = ballSetting(ctx, state, index);
  return setting === null ? PAIR_ODDS : ratedOdds(slotShiftsInto(setting, shiftScratch));
}

// The tables' probabilities of a ball's odds with the extras of its phase folded in, per odds
// object and rates (the same odds meet few phases).
const foldedCache = new WeakMap<BallOdds, Map<number, Float64Array>>();

/** A ball's probabilities with the extras' runs at `rates` folded in (see {@link foldExtrasInto}); cached. */
export function foldedProbabilities(
  odds: BallOdds,
  rates: { readonly wide: number; readonly noBall: number },
): Float64Array {
  let byRates = foldedCache.get(odds);
  if (byRates === undefined) {
    byRates = new Map();
    foldedCache.set(odds, byRates);
  }
  const key = rates.wide * 1000 + rates.noBall;
  let folded = byRates.get(key);
  if (folded === undefined) {
    folded = Float64Array.from(odds.probabilities);
    foldExtrasInto(folded, rates);
    byRates.set(key, folded);
  }
  return folded;
}

/**
 * The probabilities of the coming ball as the win tables see it: {@link oddsForBall}'s, and from
 * rules version 2 on (Club and International) with the extras the ball may bring folded in, as
 * in the tables' own odds (`matchInningsOdds`, innings-odds.ts).
 */
export function tableProbabilitiesForBall(ctx: EngineContext, state: MatchState): Float64Array {
  const odds = oddsForBall(ctx, state);
  const index = inPlayInnings(state) ?? 0;
  const batting = state.sides === null ? undefined : state.innings[index];
  if (batting === undefined || !hasExtras(state)) return odds.probabilities;
  return foldedProbabilities(
    odds,
    extraRatesAt(Math.floor(batting.ballCompleted / BALLS_PER_OVER), state.totalBall),
  );
}

/** Odds from probabilities alone (the tables' averages): weights in billionths, drawn by the running sums. */
export function oddsFromProbabilities(probabilities: Float64Array): BallOdds {
  const weights: Row[] = [];
  const cumulative = new Float64Array(PAIR_COUNT * SLOT_COUNT);
  for (let pair = 0; pair < PAIR_COUNT; pair++) {
    const row: number[] = [];
    let running = 0;
    for (let k = 0; k < SLOT_COUNT; k++) {
      const w = Math.round((probabilities[pair * SLOT_COUNT + k] as number) * 1e9);
      row.push(w);
      running += w;
      cumulative[pair * SLOT_COUNT + k] = running;
    }
    weights.push(row);
  }
  return { weights, probabilities, slots: null, cumulative };
}
