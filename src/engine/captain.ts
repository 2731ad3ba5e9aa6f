/**
 * The computer captain's choice of bowler for the next over: a deterministic score over the
 * eligible bowlers, explained in one short reason. It is what the bowler picker suggests to the
 * user; plain data in, so it is tested with small fixtures.
 *
 * The score of a bowler is his skill in his own type plus points for that type:
 * - the pitch: 5 points per step of `pitchAssist` (0..3) when the ground helps his type;
 * - the match-up: half the gap, averaged over the two batters at the crease, between how well
 *   they play the other type and how well they play his;
 * - the phase: real sides give spin about 24% / 58% / 17% of a T20's powerplay, middle and death
 *   overs and 10% / 52% / 27% of a one-day match's; 40 × (his type's share − ½) points;
 * - his best pace bowler is worth 15 more at the death.
 * Before the death the best pace bowler's overs for it are kept (at least his last one; see
 * {@link oversKeptForDeath}) unless nobody else may bowl; a pick after which the rest of the
 * innings could not be bowled legally is never made, and front-line overs are rationed so that
 * the front line can bowl out the innings where it can.
 */
import { bowlerType, bowlingSkill, isPartTimer, type BowlerType } from "./bowlers.ts";
import type { PlayerProfile, Stadium } from "./catalog.ts";
import { shortName } from "./figures.ts";
import { phaseOf, type Phase } from "./odds/rated-odds.ts";

/** The phase of over `over` (1-based) of an innings of `overs` overs (odds/rated-odds.ts splits them). */
function phaseOfOver(over: number, overs: number): Phase {
  return phaseOf(over - 1, overs);
}

/** Share of overs real sides give spin in each phase: one-day matches, and T20s (and shorter). */
const SPIN_SHARE: Readonly<Record<"t20" | "oneDay", Readonly<Record<Phase, number>>>> = {
  t20: { powerplay: 0.24, middle: 0.58, death: 0.17 },
  oneDay: { powerplay: 0.1, middle: 0.52, death: 0.27 },
};

/** Points per step of pitch assist for the type the ground helps. */
const PITCH_POINTS = 5;
/** Points per point of the batters' average gap between pace and spin. */
const MATCH_UP_WEIGHT = 0.5;
/** Points per unit of (type's share of the phase's overs − ½). */
const PHASE_WEIGHT = 40;
/** The best pace bowler's extra at the death. */
const DEATH_SPECIALIST_POINTS = 15;

/** A batter as the captain reads him: how well he plays each type. */
export type BatterProfile = Pick<PlayerProfile, "abilityToPlayPaceBall" | "abilityToPlaySpinBall">;

export interface CaptainInput {
  /** The bowling side's profiles, by playerList index. */
  readonly profiles: readonly PlayerProfile[];
  /** Indices who may bowl this over (`eligibleBowlerIndices`); never empty in a match. */
  readonly eligible: readonly number[];
  /** Overs each player has bowled this innings, by index. */
  readonly oversBowled: readonly number[];
  /** Overs one bowler may bowl (`bowlerQuota`). */
  readonly quota: number;
  /** Overs in the innings. */
  readonly inningsOvers: number;
  /** 1-based number of the over to be bowled. */
  readonly over: number;
  /** The two batters at the crease (null when one is missing). */
  readonly striker: BatterProfile | null;
  readonly nonStriker: BatterProfile | null;
  readonly stadium: Pick<Stadium, "betterFor" | "pitchAssist"> | null;
}

export interface CaptainsChoice {
  readonly playerIndex: number;
  readonly reason: string;
}

const TYPE_WORD: Readonly<Record<BowlerType, string>> = { pace: "Pace", spin: "Spin" };
const PHASE_WORDS: Readonly<Record<Phase, string>> = {
  powerplay: "in the powerplay",
  middle: "in the middle overs",
  death: "at the death",
};

function pitchWords(type: BowlerType, assist: number): string {
  if (type === "spin")
    return assist >= 3
      ? "a sharply turning pitch"
      : assist === 2
        ? "a turning pitch"
        : "a pitch with some turn";
  return assist >= 3 ? "a green, seaming pitch" : assist === 2 ? "a seaming pitch" : "a pitch with some seam";
}

/** The index of the side's best front-line pace bowler (not the keeper); -1 if it has none. */
export function bestPaceBowler(profiles: readonly PlayerProfile[]): number {
  let best = -1;
  for (let i = 0; i < profiles.length; i++) {
    const p = profiles[i] as PlayerProfile;
    if (p.isWicketKeeper || bowlerType(p) !== "pace" || isPartTimer(p)) continue;
    if (best < 0 || p.paceAbility > (profiles[best] as PlayerProfile).paceAbility) best = i;
  }
  return best;
}

/** The points each type earns this over, split by cause. */
function typePoints(input: CaptainInput, type: BowlerType, phase: Phase) {
  const stadium = input.stadium;
  const helps = stadium !== null && stadium.betterFor === (type === "pace" ? 1 : 2);
  const pitch = helps ? stadium.pitchAssist * PITCH_POINTS : 0;
  const batters = [input.striker, input.nonStriker].filter((b): b is BatterProfile => b !== null);
  let gap = 0;
  let worse = 0;
  for (const b of batters) {
    const vsPace = b.abilityToPlayPaceBall;
    const vsSpin = b.abilityToPlaySpinBall;
    const own = type === "spin" ? vsPace - vsSpin : vsSpin - vsPace;
    gap += own;
    if (own > 0) worse++;
  }
  const matchUp = batters.length > 0 ? (gap / batters.length) * MATCH_UP_WEIGHT : 0;
  const shares = SPIN_SHARE[input.inningsOvers === 50 ? "oneDay" : "t20"][phase];
  const share = type === "spin" ? shares : 1 - shares;
  const phasePoints = (share - 0.5) * PHASE_WEIGHT;
  return { pitch, matchUp, phase: phasePoints, worse };
}

/**
 * Whether, after `pick` bowls this over, the rest of the innings can still be bowled under the
 * strict rule (no keeper, nobody twice in a row, nobody over the quota) by players `may` allows.
 * Giving each next over to whoever has the most overs left is the arrangement that fails last,
 * so it decides.
 */
function canBowlOut(input: CaptainInput, pick: number, may: (index: number) => boolean): boolean {
  const left = input.profiles.map((p, i) =>
    p.isWicketKeeper || !may(i) ? 0 : input.quota - (input.oversBowled[i] ?? 0) - (i === pick ? 1 : 0),
  );
  let previous = pick;
  for (let over = input.over + 1; over <= input.inningsOvers; over++) {
    let next = -1;
    for (let i = 0; i < left.length; i++) {
      if (
        i !== previous &&
        (left[i] as number) > 0 &&
        (next < 0 || (left[i] as number) > (left[next] as number))
      )
        next = i;
    }
    if (next < 0) return false;
    left[next] = (left[next] as number) - 1;
    previous = next;
  }
  return true;
}

/**
 * How many of his overs the best pace bowler keeps for the death: as many as he could bowl of
 * it (every other over), but not more than half his quota; at least his last one. None when the
 * innings has no death (a single over).
 */
export function oversKeptForDeath(quota: number, inningsOvers: number): number {
  let death = 0;
  for (let over = 1; over <= inningsOvers; over++) if (phaseOfOver(over, inningsOvers) === "death") death++;
  if (death === 0) return 0;
  return Math.max(1, Math.min(Math.ceil(death / 2), Math.floor(quota / 2)));
}

/** Why the pool of candidates was narrowed beyond the scores. */
type Narrowing = "none" | "rationed" | "partTimerNeeded" | "keepsBest";

/**
 * The captain's bowler for the next over, among `input.eligible`, with the reason in a few
 * words. Same input, same choice: ties go to the earlier index.
 */
export function captainsBowler(input: CaptainInput): CaptainsChoice {
  const phase = phaseOfOver(input.over, input.inningsOvers);
  const points = { pace: typePoints(input, "pace", phase), spin: typePoints(input, "spin", phase) };
  const best = bestPaceBowler(input.profiles);
  const score = (i: number): number => {
    const profile = input.profiles[i];
    if (!profile) return -Infinity;
    const p = points[bowlerType(profile)];
    let total = bowlingSkill(profile) + p.pitch + p.matchUp + p.phase;
    if (phase === "death" && i === best) total += DEATH_SPECIALIST_POINTS;
    return total;
  };
  const top = (candidates: readonly number[]): number => {
    let chosen = candidates[0] ?? -1;
    for (const i of candidates) if (score(i) > score(chosen)) chosen = i;
    return chosen;
  };
  const frontLiner = (i: number): boolean => {
    const profile = input.profiles[i];
    return profile !== undefined && !profile.isWicketKeeper && !isPartTimer(profile);
  };

  // Never a pick after which the innings could not be finished legally.
  let pool = input.eligible.filter((i) => canBowlOut(input, i, () => true));
  if (pool.length === 0) pool = [...input.eligible];
  // Front-line bowlers, keeping enough of their overs for the front line to bowl out the innings;
  // a part-timer's over when only that keeps them enough, or, when part-timers must bowl
  // anyway, in the middle overs; otherwise a part-timer only when no front-line bowler may bowl.
  const frontLine = pool.filter(frontLiner);
  const lasting = pool.filter((i) => canBowlOut(input, i, frontLiner));
  const frontLasting = lasting.filter(frontLiner);
  let narrowing: Narrowing = "none";
  if (frontLasting.length > 0) {
    if (top(frontLine) !== top(frontLasting)) narrowing = "rationed";
    pool = frontLasting;
  } else if (lasting.length > 0) {
    if (frontLine.length > 0) narrowing = "partTimerNeeded";
    pool = lasting;
  } else if (phase === "middle" && frontLine.length > 0 && frontLine.length < pool.length) {
    narrowing = "partTimerNeeded";
    pool = pool.filter((i) => !frontLiner(i));
  } else if (frontLine.length > 0) {
    pool = frontLine;
  }
  // Before the death, the best pace bowler's overs for it are kept (at least his last one).
  const kept = phase === "death" || best < 0 ? 0 : oversKeptForDeath(input.quota, input.inningsOvers);
  const reserved = best >= 0 && input.quota - (input.oversBowled[best] ?? 0) <= kept;
  const rested = pool.filter((i) => i !== best);
  let chosen = top(pool);
  if (reserved && chosen === best && rested.length > 0) {
    chosen = top(rested);
    narrowing = "keepsBest";
  }
  return { playerIndex: chosen, reason: reasonFor(input, chosen, phase, points, best, narrowing) };
}

function reasonFor(
  input: CaptainInput,
  chosen: number,
  phase: Phase,
  points: Readonly<Record<BowlerType, ReturnType<typeof typePoints>>>,
  best: number,
  narrowing: Narrowing,
): string {
  const profile = input.profiles[chosen];
  if (!profile) return "The only bowler who may bowl";
  const type = bowlerType(profile);
  const when = PHASE_WORDS[phase];
  let reason: string;
  if (isPartTimer(profile)) {
    reason =
      narrowing === "partTimerNeeded"
        ? "A part-timer's over, keeping the front line's overs for later"
        : "Part-timer: no front-line bowler may bowl this over";
  } else if (phase === "death" && chosen === best) {
    reason = "Best pace bowler at the death";
  } else {
    const p = points[type];
    const other = points[type === "pace" ? "spin" : "pace"];
    const phaseFavours = p.phase > other.phase;
    if (p.pitch > 0 && p.pitch >= p.matchUp) {
      reason = `${TYPE_WORD[type]} on ${pitchWords(type, input.stadium?.pitchAssist ?? 0)} ${when}`;
    } else if (p.matchUp >= 3) {
      const who = p.worse > 1 ? "two batters who play it worse" : "a batter who plays it worse";
      reason = `${TYPE_WORD[type]} to ${who}, ${when}`;
    } else if (phaseFavours) {
      reason = `${TYPE_WORD[type]} ${when}`;
    } else {
      reason = `The strongest bowler with overs left, ${when}`;
    }
  }
  const saved = input.profiles[best];
  if (narrowing === "keepsBest" && saved) return `${reason} (${shortName(saved.name)} saved for the death)`;
  if (narrowing === "rationed") return `${reason} (front-line overs kept in hand)`;
  return reason;
}
