/**
 * The odds of a ball: one value, one producer, one draw. Everything that needs the chance of a
 * dot, a single or a wicket (playing a ball, the win tables, the coach, the analysis script)
 * asks {@link oddsForBall} (the ball in play) or {@link oddsForInnings} (the tables) and reads
 * the {@link BallOdds} it returns; a ball is drawn from them by {@link drawOutcome}. The weight
 * tables below are read here and nowhere else, so making the odds depend on more than the
 * styles (the players, the ground, the phase) changes this file only.
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
import type { OpponentLevel, StyleLevel } from "../actions.ts";
import { outcomeForDraw } from "../ball-outcome.ts";
// The catalog's indexes without the win tables, which are built from these odds.
import { squadOf, type CatalogIndex as EngineContext } from "../catalog-index.ts";
import { BALLS_PER_OVER } from "../figures.ts";
import { userBatsIn } from "../innings.ts";
import type { MatchState, SideState } from "../match-state.ts";
import type { PlayerProfile } from "../catalog.ts";
import { type OddsModel } from "../level-rules.ts";
import { randomBelow, type RngState } from "../rng.ts";
import { type RulesVersion } from "../rules-version.ts";
import { inPlayInnings } from "../stages.ts";
import {
  AGGRESSION_CENTRE,
  factorOf,
  NEUTRAL_GROUND,
  phaseOf,
  SHIFT_LIMIT,
  lengthOf,
  slotShiftsInto,
  type BallSetting,
  type Phase,
} from "./rated-odds.ts";
import { eligibleBowlerIndices, oversByBowler } from "../bowlers.ts";
import { captainsBowler } from "../captain.ts";
import { EXTRA_RATES, extraRatesAt, foldExtrasInto, hasExtras } from "./extras.ts";
import { formatOf, playRules, playRulesOf } from "../match-rules.ts";
import { battingIn, battingSideOf, bowlingIn, bowlingSideOf } from "../innings-summary.ts";

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
function oddsOf(model: OddsModel, userBats: boolean): BallOdds {
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

function ratedOdds(shifts: Int32Array): BallOdds {
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
  return {
    striker,
    bowler,
    ground: stadium ?? NEUTRAL_GROUND,
    innings: index,
    phase: phaseOf(Math.floor(batting.ballCompleted / BALLS_PER_OVER), overs),
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
 * in the tables' own odds ({@link matchInningsOdds}).
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

/**
 * The odds the shared win tables assume for each innings of a match at `level`, the same for
 * every ball of an innings. Classic's are exactly the odds {@link oddsForBall} gives (they depend
 * only on who bats first, `userBatsFirst`) and so are the pair odds of rules version 1. From
 * version 2 Club's and International's balls have odds of their own (the striker, the bowler, the
 * ground and the phase); these are then an average over the phases and a typical attack, used
 * only where a match's own tables are not yet known (see `matchInningsOdds` for those).
 */
export function oddsForInnings(
  level: OpponentLevel,
  userBatsFirst: boolean,
  rulesVersion: RulesVersion = 1,
  overs = 20,
): InningsOdds {
  const rules = playRules(level, rulesVersion);
  if (rules.ratedOdds) return averagedInningsOdds(overs);
  return [oddsOf(rules.level.odds, userBatsFirst), oddsOf(rules.level.odds, !userBatsFirst)];
}

const averagedCache = new Map<number, InningsOdds>();

/**
 * The odds the win tables assume for every ball of an innings of `overs` overs from rules
 * version 2 on: the average, over the innings' phases (weighted by their overs), of the odds
 * between an average batter and bowler on an average ground. The ball in play is then solved
 * with its own odds (computer-style.ts), so only the value of what follows is approximate.
 */
export function averagedInningsOdds(overs: number): InningsOdds {
  let odds = averagedCache.get(overs);
  if (odds === undefined) {
    const average = new Float64Array(PAIR_COUNT * SLOT_COUNT);
    const shifts = new Int32Array(SLOT_COUNT);
    const neutral = {
      abilityToPlayPaceBall: 0,
      abilityToPlaySpinBall: 0,
      battingAggression: AGGRESSION_CENTRE,
      paceAbility: 0,
      spinAbility: 0,
    };
    for (let over = 0; over < overs; over++) {
      const setting: BallSetting = {
        striker: { ...neutral, id: 0, name: "", isWicketKeeper: false },
        bowler: { ...neutral, id: 0, name: "", isWicketKeeper: false },
        ground: NEUTRAL_GROUND,
        innings: 0,
        phase: phaseOf(over, overs),
        length: lengthOf(overs),
      };
      const p = ratedOdds(slotShiftsInto(setting, shifts)).probabilities;
      for (let i = 0; i < average.length; i++) average[i] = (average[i] as number) + (p[i] as number) / overs;
    }
    const one = oddsFromProbabilities(average);
    odds = [one, one];
    averagedCache.set(overs, odds);
  }
  return odds;
}

/**
 * Share of an innings' balls each batting position faces, positions 1..11, as whole-number
 * weights: roughly what top-order and tail batters face in internationals (a top three faces
 * about three times the balls of a nine to eleven).
 */
const POSITION_WEIGHTS: readonly number[] = [14, 14, 13, 12, 11, 10, 8, 7, 5, 3, 3];

/**
 * The bowler of each over of an innings as the computer captain would send them on against
 * batters he knows nothing of (captain.ts: the ground, the phase, the quotas, the overs kept for
 * the death), grouped by phase: the attack the tables assume, whichever side is bowling.
 */
function captainsOvers(ctx: EngineContext, state: MatchState, bowling: SideState): PlayerProfile[][] {
  const profiles = squadOf(ctx, bowling.id);
  const stadium = state.stadiumId === null ? undefined : ctx.stadiums.get(state.stadiumId);
  const overs = state.totalBall / BALLS_PER_OVER;
  const quota = formatOf(ctx, state).bowlerQuota;
  const picks: number[] = [];
  const byPhase: PlayerProfile[][] = [[], [], []];
  for (let over = 1; over <= overs; over++) {
    const eligible = eligibleBowlerIndices(profiles, bowling.playerIds, picks, quota);
    const { playerIndex } = captainsBowler({
      profiles,
      eligible,
      oversBowled: oversByBowler(picks, profiles.length),
      quota,
      inningsOvers: overs,
      over,
      striker: null,
      nonStriker: null,
      stadium: stadium ?? null,
    });
    picks.push(playerIndex);
    (byPhase[PHASE_INDEX[phaseOf(over - 1, overs)]] as PlayerProfile[]).push(
      profiles[playerIndex] as PlayerProfile,
    );
  }
  return byPhase;
}

/**
 * The odds the win tables of one match assume from rules version 2 on, from the match's sides,
 * batting orders and ground: `detail` for every (innings, phase, wickets left), the average over
 * the two batters at the crease at that many wickets (the last to come in, and the survivor of
 * those before him, by the chance that each is the one still in) facing the bowlers the computer
 * captain would send on in that phase's overs ({@link captainsOvers}); `odds` each innings'
 * average over its phases and
 * batting order (each position weighted by the balls it usually faces). Null until who bats first
 * is known (the sides are built at the toss). Layout of `detail`: see win-tables.ts's
 * `detailOffset`.
 */
export function matchInningsOdds(
  ctx: EngineContext,
  state: MatchState,
): { readonly odds: InningsOdds; readonly detail: Float64Array } | null {
  const sides = state.sides;
  const rules = playRulesOf(state);
  if (!sides || !rules.ratedOdds) return null;
  const stadium = state.stadiumId === null ? undefined : ctx.stadiums.get(state.stadiumId);
  const overs = state.totalBall / BALLS_PER_OVER;
  const phaseShare = [0, 0, 0];
  for (let over = 0; over < overs; over++) {
    const p = PHASE_INDEX[phaseOf(over, overs)];
    phaseShare[p] = (phaseShare[p] as number) + 1 / overs;
  }
  const n = PAIR_COUNT * SLOT_COUNT;
  const length = lengthOf(overs);
  const extras = rules.extras;
  const detail = new Float64Array(2 * 3 * 11 * n);
  const shifts = new Int32Array(SLOT_COUNT);
  const innings: BallOdds[] = [];
  for (const index of [0, 1] as const) {
    const batting = battingIn(sides, index);
    const bowling = bowlingIn(sides, index);
    const batters = squadOf(ctx, batting.id);
    const bowlersByPhase = captainsOvers(ctx, state, bowling);
    const order = batting.battingOrder;
    const last = order.length - 1;
    // The odds of each batter of the order against the bowlers, per phase: the average over
    // the phase's overs of the odds against that over's bowler.
    const byBatter: Float64Array[][] = [];
    for (let phase = 0; phase < 3; phase++) {
      const row: Float64Array[] = [];
      for (let k = 0; k <= last; k++) {
        const average = new Float64Array(n);
        const striker = batters[order[k] as number];
        if (striker !== undefined && (phaseShare[phase] as number) > 0) {
          const bowlers = bowlersByPhase[phase] as readonly PlayerProfile[];
          for (const bowler of bowlers) {
            const setting: BallSetting = {
              striker,
              bowler,
              ground: stadium ?? NEUTRAL_GROUND,
              innings: index,
              phase: PHASES[phase] as Phase,
              length,
            };
            const p = ratedOdds(slotShiftsInto(setting, shifts)).probabilities;
            for (let i = 0; i < n; i++)
              average[i] = (average[i] as number) + (p[i] as number) / bowlers.length;
          }
          if (extras) foldExtrasInto(average, EXTRA_RATES[length][PHASES[phase] as Phase]);
        }
        row.push(average);
      }
      byBatter.push(row);
    }
    let positionTotal = 0;
    for (let k = 0; k <= last; k++) positionTotal += POSITION_WEIGHTS[k] ?? 1;
    const whole = new Float64Array(n);
    for (let phase = 0; phase < 3; phase++) {
      const share = phaseShare[phase] as number;
      const row = byBatter[phase] as Float64Array[];
      if (share > 0) {
        for (let k = 0; k <= last; k++) {
          const weight = (share * (POSITION_WEIGHTS[k] ?? 1)) / positionTotal;
          const p = row[k] as Float64Array;
          for (let i = 0; i < n; i++) whole[i] = (whole[i] as number) + weight * (p[i] as number);
        }
      }
      // With w wickets left, f = 10 − w have fallen and positions 0..f + 1 have batted: the last
      // to come in (f + 1) is in, with the one of 0..f who survived. Which one survived follows
      // from the batters' wicket chances (the orthodox pair's, against this attack): with j and
      // f + 1 in, the next wicket is j's with chance q_j / (q_j + q_{f+1}), and then f + 1 is the
      // survivor; otherwise j stays.
      const q = row.map((p) => Math.max(1e-9, p[NORMAL_PAIR * SLOT_COUNT + SLOT_COUNT - 1] as number));
      let survivors = new Float64Array(last + 1);
      survivors[0] = 1;
      for (let fallen = 0; fallen <= 10; fallen++) {
        const newest = Math.min(last, fallen + 1);
        const at = ((index * 3 + phase) * 11 + (10 - fallen)) * n;
        const newestOdds = row[newest] as Float64Array;
        for (let i = 0; i < n; i++) detail[at + i] = (newestOdds[i] as number) / 2;
        for (let j = 0; j <= Math.min(last, fallen); j++) {
          const share = (survivors[j] as number) / 2;
          if (share === 0) continue;
          const p = row[j] as Float64Array;
          for (let i = 0; i < n; i++) detail[at + i] = (detail[at + i] as number) + share * (p[i] as number);
        }
        const next = new Float64Array(last + 1);
        const qNew = q[newest] as number;
        for (let j = 0; j <= Math.min(last, fallen); j++) {
          const pj = survivors[j] as number;
          if (pj === 0) continue;
          const qj = q[j] as number;
          next[newest] = (next[newest] as number) + (pj * qj) / (qj + qNew);
          next[j] = (next[j] as number) + (pj * qNew) / (qj + qNew);
        }
        survivors = next;
      }
    }
    innings.push(oddsFromProbabilities(whole));
  }
  return { odds: [innings[0] as BallOdds, innings[1] as BallOdds], detail };
}

const PHASES: readonly Phase[] = ["powerplay", "middle", "death"];
// Pair index of orthodox batting against a regular line (normal × normal).
const NORMAL_PAIR = 4;
const PHASE_INDEX: Readonly<Record<Phase, number>> = { powerplay: 0, middle: 1, death: 2 };

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
 * {@link outcomeForDraw}, so P(slot) = weight / sum exactly. The one draw of a ball.
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
export function pairWeights(odds: BallOdds, bat: StyleLevel, bowl: StyleLevel): Row {
  return odds.weights[pairIndex(bat, bowl)] as Row;
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
