/**
 * The odds the win tables are built on, one per innings of a match (see ball-odds.ts for a
 * ball's): the shared tables' ({@link oddsForInnings}, {@link averagedInningsOdds}) and, from
 * rules version 2 on, a match's own ({@link matchInningsOdds}), from its sides, batting orders,
 * ground and the attack the computer captain would bowl.
 */
import type { OpponentLevel } from "../actions.ts";
import { eligibleBowlerIndices, oversByBowler } from "../bowlers.ts";
import { captainsBowler } from "../captain.ts";
import type { PlayerProfile } from "../catalog.ts";
// The catalog's indexes without the win tables, which are built from these odds.
import { squadOf, type CatalogIndex as EngineContext } from "../catalog-index.ts";
import { BALLS_PER_OVER } from "../figures.ts";
import { battingIn, bowlingIn } from "../innings-summary.ts";
import { formatOf, playRules, playRulesOf } from "../match-rules.ts";
import type { MatchState, SideState } from "../match-state.ts";
import { type RulesVersion } from "../rules-version.ts";
import {
  oddsFromProbabilities,
  oddsOf,
  PAIR_COUNT,
  ratedOdds,
  SLOT_COUNT,
  type BallOdds,
  type InningsOdds,
} from "./ball-odds.ts";
import { EXTRA_RATES, foldExtrasInto } from "./extras.ts";
import {
  AGGRESSION_CENTRE,
  lengthOf,
  NEUTRAL_GROUND,
  phaseOf,
  slotShiftsInto,
  type BallSetting,
  type Phase,
} from "./rated-odds.ts";

/**
 * The odds the shared win tables assume for each innings of a match at `level`, the same for
 * every ball of an innings. Classic's are exactly the odds `oddsForBall` gives (they depend
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
