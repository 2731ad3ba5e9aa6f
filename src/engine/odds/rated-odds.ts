/**
 * Players and grounds in a ball's odds (rules version 2, Club and International). The pair odds
 * of version 1 stay the frame: each of the seven outcome slots (dot, 1, 2, 3, 4, 6, wicket) of
 * every pair is multiplied by one factor, the exponential of a shift of its log-odds against a
 * dot. The shifts are small integers in thousandths ("milli-log") summed from a few effects:
 *
 * - the contest: the striker's ability against the bowler's type (pace or spin, by the bowler's
 *   stronger skill) minus the bowler's skill in it, which raises the scoring slots and lowers
 *   the wicket;
 * - the striker's aggression: boundaries and wickets both;
 * - the bowler's type (spin concedes less and takes fewer wickets than pace) and the pitch,
 *   which helps one type by its assist (0..3);
 * - the ground's scoring level in this innings (battingCondition, 6 is an average ground);
 * - the outfield (boundary size and speed): fours a little, sixes a lot, never dots;
 * - the length of the match and the phase: field restrictions in the powerplay trade singles
 *   for fours, and a one-day innings is paced (fewer sixes and wickets a ball than a T20's).
 *
 * Every shift is bounded ({@link SHIFT_LIMIT}), so no rating turns a pair upside down, and the
 * factors are whole numbers from one table ({@link EXP_MILLI}) built from exponentials that are
 * checked to sit far from a rounding boundary: every JavaScript engine gets the same integers,
 * so a match replays identically in the browser and on the server. With equal ratings, a pace
 * bowler, a neutral ground (scoring level 5, outfield 3, no help
 * for either type) and a T20's middle overs every shift is 0 and the odds are version 1's
 * pair odds exactly. The coefficients and the figures that tuned them are in
 * docs/decisions/0014-players-and-grounds-in-the-odds.md.
 */
import type { PlayerProfile, Stadium } from "../catalog.ts";

/** Slot order: dot, 1, 2, 3, 4, 6, wicket. */
const SLOTS = 7;
const WICKET = 6;

/** Largest shift of one slot, in thousandths of a log-odds unit (a factor of e^±1.2). */
export const SHIFT_LIMIT = 1200;

/**
 * round(1000 · e^(x / 1000)) for x in [−SHIFT_LIMIT, SHIFT_LIMIT], at index x + SHIFT_LIMIT:
 * 301 (x = −1200) .. 1000 (x = 0) .. 3320 (x = 1200).
 */
export const EXP_MILLI: Int32Array = (() => {
  const table = new Int32Array(2 * SHIFT_LIMIT + 1);
  for (let x = -SHIFT_LIMIT; x <= SHIFT_LIMIT; x++)
    table[x + SHIFT_LIMIT] = Math.round(1000 * Math.exp(x / 1000));
  return table;
})();

export type { MatchLength, Phase } from "../formats/format-rules.ts";
import type { MatchLength, Phase } from "../formats/format-rules.ts";

/**
 * The phase of over `over` (0-based) of an innings of `overs` overs: a T20's overs 1–6, 7–15,
 * 16–20 and a one-day match's 1–10, 11–40, 41–50; shorter matches by the same fractions (the
 * first 30% and the last 20–25%, at least the last over being the death when there are five).
 */
export function phaseOf(over: number, overs: number): Phase {
  if (overs === 20) return over < 6 ? "powerplay" : over < 15 ? "middle" : "death";
  if (overs === 50) return over < 10 ? "powerplay" : over < 40 ? "middle" : "death";
  if (over < Math.floor(overs * 0.3)) return "powerplay";
  if (over >= overs - Math.floor(overs * 0.25)) return "death";
  return "middle";
}

/** The coefficients of the shifts, in thousandths of a log-odds unit. */
export const COEFFICIENTS = {
  /** Per point of (ability against the type − bowler's skill): scoring slots up, wicket down. */
  contestRuns: 4,
  contestWicket: -18,
  /** Per point of aggression above {@link AGGRESSION_CENTRE}: fours and sixes, and the wicket. */
  aggressionBoundary: 3,
  aggressionWicket: 3,
  /** A spinner against a pace bowler of the same skill: scoring slots and wicket. */
  spinRuns: -120,
  spinWicket: -90,
  /** Per point of pitch assist, for the type the pitch helps: scoring slots and wicket. */
  assistRuns: -25,
  assistWicket: 40,
  /** Per point of battingCondition above {@link CONDITION_CENTRE}. */
  conditionRuns: 35,
  /** The same in a one-day match, where a ground's level compounds over 300 balls. */
  conditionRunsLong: 14,
  conditionWicket: 0,
  /** Per point of outfieldType above {@link OUTFIELD_CENTRE}: fours and sixes. */
  outfieldFour: 40,
  outfieldSix: 220,
} as const;

/** Matches of more than this many overs a side play as one-day matches. */
export const SHORT_MATCH_OVERS = 20;

/** The length of a match of `overs` overs a side. */
export function lengthOf(overs: number): MatchLength {
  return overs > SHORT_MATCH_OVERS ? "long" : "short";
}

/**
 * Shifts of the short runs (1–3), fours, sixes and the wicket by the length of the match and the
 * phase, against a T20's middle overs. Field restrictions in the powerplay trade singles and
 * twos for fours; a one-day innings is paced: fewer sixes and far fewer wickets a ball than a
 * T20's, as real one-day internationals are (ODI middle overs 2.3% wickets and 1.5% sixes a ball
 * against a T20's 4.6% and 4.7%). Only part of each real difference is here: the styles the two
 * sides choose make the rest.
 */
export const PHASE_SHIFTS: Readonly<
  Record<MatchLength, Readonly<Record<Phase, readonly [number, number, number, number]>>>
> = {
  short: {
    powerplay: [-200, 350, 100, -100],
    middle: [0, 0, 0, 0],
    death: [300, 300, 350, 150],
  },
  long: {
    powerplay: [-700, -150, -650, -850],
    middle: [-550, -550, -650, -800],
    death: [-200, -200, -300, -400],
  },
};

/**
 * The contest counts up to this many points either way: past it a batter is simply outclassed
 * (or a bowler), and a larger gap would make one style best whatever the other side does.
 */
export const CONTEST_LIMIT = 70;

export const AGGRESSION_CENTRE = 60;
export const CONDITION_CENTRE = 5;
export const OUTFIELD_CENTRE = 3;

/** The parts of a ground the odds read. */
export type GroundRatings = Pick<Stadium, "battingCondition" | "betterFor" | "pitchAssist" | "outfieldType">;

/** A neutral ground that helps nobody (scoring level 5, outfield 3): every ground shift is 0 on it. */
export const NEUTRAL_GROUND: GroundRatings = {
  battingCondition: [CONDITION_CENTRE, CONDITION_CENTRE],
  betterFor: 1,
  pitchAssist: 0,
  outfieldType: OUTFIELD_CENTRE,
};

/** What a ball's shifts depend on. */
export interface BallSetting {
  readonly striker: PlayerProfile;
  readonly bowler: PlayerProfile;
  readonly ground: GroundRatings;
  readonly innings: number;
  readonly phase: Phase;
  readonly length: MatchLength;
}

function clampShift(x: number): number {
  return x > SHIFT_LIMIT ? SHIFT_LIMIT : x < -SHIFT_LIMIT ? -SHIFT_LIMIT : x;
}

/** Largest difference between a boundary's shift and the short runs' shift, either way. */
export const BOUNDARY_SPREAD_LIMIT = 300;

function clampBoundary(x: number): number {
  return x > BOUNDARY_SPREAD_LIMIT
    ? BOUNDARY_SPREAD_LIMIT
    : x < -BOUNDARY_SPREAD_LIMIT
      ? -BOUNDARY_SPREAD_LIMIT
      : x;
}

/**
 * Writes the shift of each slot (dot first, always 0) for a ball into `out` (length 7), in
 * thousandths of a log-odds unit, each within ±{@link SHIFT_LIMIT}.
 */
export function slotShiftsInto(setting: BallSetting, out: Int32Array): Int32Array {
  const { striker, bowler, ground, phase } = setting;
  const C = COEFFICIENTS;
  const spin = bowler.spinAbility > bowler.paceAbility;
  const skill = spin ? bowler.spinAbility : bowler.paceAbility;
  const ability = spin ? striker.abilityToPlaySpinBall : striker.abilityToPlayPaceBall;
  const contest = Math.max(-CONTEST_LIMIT, Math.min(CONTEST_LIMIT, ability - skill));
  const helped = (ground.betterFor === 2) === spin ? ground.pitchAssist : 0;
  const condition = (ground.battingCondition[setting.innings] as number) - CONDITION_CENTRE;
  const outfield = ground.outfieldType - OUTFIELD_CENTRE;
  const aggression = striker.battingAggression - AGGRESSION_CENTRE;

  const conditionRuns = setting.length === "long" ? C.conditionRunsLong : C.conditionRuns;
  let runs = C.contestRuns * contest + C.assistRuns * helped + conditionRuns * condition;
  let wicket =
    C.contestWicket * contest +
    C.aggressionWicket * aggression +
    C.assistWicket * helped +
    C.conditionWicket * condition;
  if (spin) {
    runs += C.spinRuns;
    wicket += C.spinWicket;
  }
  let short = runs;
  let four = runs + C.aggressionBoundary * aggression + C.outfieldFour * outfield;
  let six = runs + C.aggressionBoundary * aggression + C.outfieldSix * outfield;
  const byPhase = PHASE_SHIFTS[setting.length][phase];
  short += byPhase[0];
  four += byPhase[1];
  six += byPhase[2];
  wicket += byPhase[3];
  // Boundaries may differ from the short runs by a bounded amount only: the styles' trade-off
  // lives in that difference, and past it the attacking styles stop paying anywhere.
  four = short + clampBoundary(four - short);
  six = short + clampBoundary(six - short);
  out[0] = 0;
  out[1] = clampShift(short);
  out[2] = clampShift(short);
  out[3] = clampShift(short);
  out[4] = clampShift(four);
  out[5] = clampShift(six);
  out[WICKET] = clampShift(wicket);
  return out;
}

/** The shifts of a ball as a new array (for tests and documentation). */
export function slotShifts(setting: BallSetting): Int32Array {
  return slotShiftsInto(setting, new Int32Array(SLOTS));
}

/** The whole-number factor of a shift: {@link EXP_MILLI} at it (1000 at 0). */
export function factorOf(shift: number): number {
  return EXP_MILLI[clampShift(shift) + SHIFT_LIMIT] as number;
}
