/**
 * Playing ahead with a plan: the user sets an approach for batting and one for bowling and asks
 * for a stretch (to the end of the over, the next wicket, the end of the innings or of the
 * match); each ball's style is drawn from the approach's mix and each over's bowler is the
 * computer captain's suggestion. Every ball played is an ordinary action in the match record,
 * so the match replays exactly and the server checks it as any other; the draws come from a
 * generator derived from the match's seed and how far the match has gone, so the same seed,
 * plan and start give the same stretch.
 */
import { type Action, type PlayStyle, type StyleLevel, styleFor } from "./actions.ts";
import type { Engine } from "./engine.ts";
import type { MatchEvent } from "./events.ts";
import type { MatchState, InningsNumber } from "./match-state.ts";
import type { CoachAdvice } from "./win-chance.ts";
import { nextUint32, type RngState, type Seed, seedRng } from "./rng.ts";
import { inPlayInnings } from "./stages.ts";
import { battingSideOf, bowlingSideOf, inningsIndexOf, inningsOrBlank } from "./innings-summary.ts";

/**
 * How the user's side plays a stretch: a mix of the three styles, or "coach": each ball the
 * style the coach shows as best (the highest chance of winning after the ball).
 */
export type Approach = MixedApproach | "coach";

/** The approaches that are a fixed mix of the three styles. */
export type MixedApproach = "attack" | "balanced" | "defend";

/** The approaches in the order they are offered. */
export const APPROACHES: readonly Approach[] = ["attack", "balanced", "defend", "coach"];

/**
 * Each mixed approach's chances of the aggressive, normal and defensive style, in hundredths: a
 * visible mix rather than one style every ball, so the other side cannot read it ball by ball.
 */
export const APPROACH_MIX: Readonly<Record<MixedApproach, readonly [number, number, number]>> = {
  attack: [60, 30, 10],
  balanced: [20, 60, 20],
  defend: [10, 30, 60],
};

/** An approach's name as the plan shows it. */
export const APPROACH_LABELS: Readonly<Record<Approach, string>> = {
  attack: "Attack",
  balanced: "Balanced",
  defend: "Defend",
  coach: "Coach's advice",
};

/** Whether a plan reads the win tables (the coach's advice): the page then plays it where they are. */
export function planReadsTables(plan: PlayAheadPlan, stops: PlayAheadStops = {}): boolean {
  return plan.batting === "coach" || plan.bowling === "coach" || stops.swing === true;
}

/** The user's plan for a stretch. */
export interface PlayAheadPlan {
  readonly batting: Approach;
  readonly bowling: Approach;
  /**
   * The user's own bowling rotation, player ids in the order they take the ball: each over goes
   * to the next of them after the last over's bowler who may bowl it. Left out (or empty), or
   * when none of them may, the computer captain's pick.
   */
  readonly rotation?: readonly number[];
}

/**
 * The next bowler of `rotation` after the one who bowled the innings' last over (from the top
 * when he is not in it, or none has bowled), skipping whoever may not bowl now; null when none may.
 */
export function rotationBowler(
  state: MatchState,
  rotation: readonly number[],
  eligible: readonly number[],
): number | null {
  const index = inPlayInnings(state);
  const batting = index === null ? undefined : state.innings[index];
  if (batting === undefined || state.sides === null || rotation.length === 0) return null;
  const bowling = bowlingSideOf(state.sides, batting);
  const lastIndex = batting.overBowlers[batting.overBowlers.length - 1];
  const last = lastIndex === undefined ? undefined : bowling.playerIds[lastIndex];
  const from = last === undefined ? -1 : rotation.indexOf(last);
  for (let k = 1; k <= rotation.length; k++) {
    const candidate = rotation[(from + k) % rotation.length] as number;
    if (eligible.includes(candidate)) return candidate;
  }
  return null;
}

/** Where a stretch ends (it also ends with the innings, and with the match). */
export type PlayAheadUntil = "over" | "wicket" | "innings" | "match";

/** The stretches in the order they are offered, with their labels. */
export const PLAY_AHEAD_UNTIL: readonly { readonly until: PlayAheadUntil; readonly label: string }[] = [
  { until: "over", label: "End of the over" },
  { until: "wicket", label: "Next wicket" },
  { until: "innings", label: "End of the innings" },
  { until: "match", label: "End of the match" },
];

const LEVELS: readonly StyleLevel[] = ["aggressive", "normal", "defensive"];

/** Keeps the plan's draws apart from the match's own generator and the simulation's. */
const PLAY_AHEAD_SALT = 0x5eed_a4ead;

/**
 * The generator of a stretch that starts after `played` actions of the match with `seed`: the
 * same start gives the same draws, and a stretch started later draws afresh.
 */
export function playAheadRng(seed: Seed, played: number): RngState {
  if (typeof seed === "number") {
    return seedRng((Math.imul(seed ^ PLAY_AHEAD_SALT, 0x9e3779b1) + Math.imul(played, 0x85ebca6b)) >>> 0);
  }
  // A wide seed keeps all its 128 bits: the match's own starting state, salted and moved on by
  // how far the match has gone, then stirred like any new generator.
  const state = seedRng(seed);
  state[0] = (state[0] ^ PLAY_AHEAD_SALT) | 0;
  state[1] = (state[1] + Math.imul(played, 0x85ebca6b)) | 0;
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** A style drawn from a mixed approach's mix for `side`. */
export function drawStyle(approach: MixedApproach, side: "bat" | "bowl", rng: RngState): PlayStyle {
  const mix = APPROACH_MIX[approach];
  let draw = nextUint32(rng) % 100;
  for (let i = 0; i < LEVELS.length; i++) {
    const share = mix[i] ?? 0;
    if (draw < share) return styleFor(side, LEVELS[i] as StyleLevel);
    draw -= share;
  }
  return styleFor(side, "normal");
}

/**
 * The style the coach shows as best now: the highest chance of winning after the ball, the
 * first offered on a tie (aggressive before normal before defensive); null when it has none.
 */
export function coachStyle(engine: Pick<Engine, "coach">, state: MatchState): PlayStyle | null {
  let best: CoachAdvice | null = null;
  for (const advice of engine.coach(state))
    if (best === null || advice.winChance > best.winChance) best = advice;
  return best?.style ?? null;
}

/** What a plan asks of the engine: its turn, the captain's bowler, and the coach when it follows the coach. */
export type PlanEngine = Pick<
  Engine,
  "nextInput" | "userRole" | "suggestedBowler" | "eligibleBowlers" | "coach"
>;

/**
 * The action the plan takes now: a ball in the approach of the user's side, or the captain's
 * bowler when the user's side must choose one; null when the match waits for anything else (it
 * is not in play). Following the coach draws nothing, so the draws of a mixed approach on the
 * other side are the same whether or not the coach is followed.
 */
export function planAction(
  engine: PlanEngine,
  state: MatchState,
  plan: PlayAheadPlan,
  rng: RngState,
): Action | null {
  const input = engine.nextInput(state);
  if (input === "playBall") {
    const role = engine.userRole(state);
    if (role === null) return null;
    const approach = role === "bat" ? plan.batting : plan.bowling;
    if (approach === "coach") {
      const style = coachStyle(engine, state) ?? styleFor(role, "normal");
      return { type: "playBall", style };
    }
    return { type: "playBall", style: drawStyle(approach, role, rng) };
  }
  if (input === "chooseBowler") {
    const eligible = engine.eligibleBowlers(state);
    const own = plan.rotation === undefined ? null : rotationBowler(state, plan.rotation, eligible);
    const playerId = own ?? engine.suggestedBowler(state)?.playerId ?? eligible[0];
    return playerId === undefined ? null : { type: "chooseBowler", playerId };
  }
  return null;
}

/** Whether a step's events end a stretch played `until`. */
export function stretchEnds(until: PlayAheadUntil, events: readonly MatchEvent[]): boolean {
  return events.some(
    (e) =>
      e.type === "result" ||
      (e.type === "inningsEnd" && until !== "match") ||
      (e.type === "wicket" && until === "wicket") ||
      (e.type === "overEnd" && until === "over"),
  );
}

/** Stops the user may tick besides the stretch's end. */
export interface PlayAheadStops {
  /** A batter reaching 50 or 100. */
  readonly milestone?: boolean;
  /** Before the last over of an innings. */
  readonly lastOver?: boolean;
  /** The user's chance of winning moving more than {@link SWING} from where the stretch began. */
  readonly swing?: boolean;
}

/** How far the chance of winning may move in a stretch before a ticked swing stop ends it: 10 points. */
export const SWING = 0.1;

/** The scores a batter's milestone is. */
const MILESTONES: readonly number[] = [50, 100];

function runsOf(state: MatchState, innings: InningsNumber, batterId: number): number {
  const played = state.innings[inningsIndexOf(innings)];
  if (played === undefined || state.sides === null) return 0;
  const i = battingSideOf(state.sides, played).playerIds.indexOf(batterId);
  return played.batting[i]?.run ?? 0;
}

/** A ticked stop that ended a stretch, for its summary to say. */
export type StretchStop =
  | { readonly kind: "milestone"; readonly runs: number }
  | { readonly kind: "lastOver" }
  /** The user's chance of winning where the stretch began and where it stopped, 0..1. */
  | { readonly kind: "swing"; readonly from: number; readonly to: number };

/** The ticked stop a step from `before` to `after` (with its events) meets; null for none. */
export function stopHit(
  stops: PlayAheadStops,
  before: MatchState,
  after: MatchState,
  events: readonly MatchEvent[],
): StretchStop | null {
  for (const e of events) {
    if (e.type === "ball" && stops.milestone) {
      const was = runsOf(before, e.innings, e.batterId);
      const now = runsOf(after, e.innings, e.batterId);
      const reached = MILESTONES.filter((m) => was < m && now >= m);
      const runs = reached[reached.length - 1];
      if (runs !== undefined) return { kind: "milestone", runs };
    }
    if (e.type === "overEnd" && stops.lastOver) {
      const batting = inningsOrBlank(after, inningsIndexOf(e.innings));
      if (batting && after.totalBall - batting.ballCompleted === 6) return { kind: "lastOver" };
    }
  }
  return null;
}

/** A stretch, or a slice of one, as played. */
export interface Stretch {
  readonly state: MatchState;
  readonly actions: readonly Action[];
  readonly events: readonly MatchEvent[];
  /** Whether the stretch reached its end (or the match waits for something the plan does not play). */
  readonly ended: boolean;
  /**
   * The user's chance of winning where the stretch began, when its swing stop is ticked (null
   * where there is none, as before play): the next slice of the same stretch goes on from it.
   */
  readonly startChance: number | null;
  /** The ticked stop that ended it, if one did. */
  readonly stop: StretchStop | null;
}

/** An engine that plays a stretch: a plan's, and steps (and the chance of winning for a swing stop). */
export type StretchEngine = PlanEngine & Pick<Engine, "step" | "winChance">;

/** How a stretch, or a slice of one, is played (see {@link playStretch}). */
export interface StretchOptions {
  readonly maxSteps?: number;
  readonly ready?: (state: MatchState) => boolean;
  readonly stops?: PlayAheadStops;
  /** Where the chance of winning stood when the stretch began (a later slice's); measured now if left out. */
  readonly startChance?: number | null;
}

/**
 * Plays `plan` from `state` until the stretch ends (or a ticked stop is met), at most `maxSteps`
 * actions (a page plays a long stretch in slices), and only while `ready(state)` says the engine
 * can step from the state (a page's engine holds International's tables a window at a time).
 * `rng` goes on from slice to slice, and so does `startChance`. Only a plan that follows the
 * coach, or a ticked swing stop, reads the win tables (see {@link planReadsTables}).
 */
export function playStretch(
  engine: StretchEngine,
  state: MatchState,
  plan: PlayAheadPlan,
  until: PlayAheadUntil,
  rng: RngState,
  options: StretchOptions = {},
): Stretch {
  const actions: Action[] = [];
  const events: MatchEvent[] = [];
  const maxSteps = options.maxSteps ?? Infinity;
  const swing = options.stops?.swing === true;
  let startChance: number | null = null;
  if (swing) startChance = options.startChance === undefined ? engine.winChance(state) : options.startChance;
  let now = state;
  const slice = (ended: boolean, stop: StretchStop | null = null): Stretch => ({
    state: now,
    actions,
    events,
    ended,
    startChance,
    stop,
  });
  while (actions.length < maxSteps) {
    if (options.ready && !options.ready(now)) return slice(false);
    const action = planAction(engine, now, plan, rng);
    if (action === null) return slice(true);
    const before = now;
    const result = engine.step(now, action);
    // The plan only sends what the engine waits for; a refusal would be an engine bug.
    if (!result.ok) throw new Error(`play ahead refused: ${result.error.code}: ${result.error.message}`);
    now = result.state;
    actions.push(action);
    events.push(...result.events);
    if (stretchEnds(until, result.events)) return slice(true);
    const stop =
      (options.stops === undefined ? null : stopHit(options.stops, before, now, result.events)) ??
      (swing ? swung(engine, now, startChance) : null);
    if (stop !== null) return slice(true, stop);
  }
  return slice(false);
}

/** The swing stop when the chance of winning at `state` is more than {@link SWING} from `start` (the match still on). */
function swung(
  engine: Pick<Engine, "winChance">,
  state: MatchState,
  start: number | null,
): StretchStop | null {
  if (start === null || state.result) return null;
  const now = engine.winChance(state);
  return now !== null && Math.abs(now - start) > SWING ? { kind: "swing", from: start, to: now } : null;
}

/**
 * A slice of a stretch asked of whoever holds the win tables it reads (a plan that follows the
 * coach, or a ticked swing stop): plain data, so it crosses to a worker and back.
 */
export interface StretchQuestion {
  readonly state: MatchState;
  readonly plan: PlayAheadPlan;
  readonly until: PlayAheadUntil;
  readonly stops: PlayAheadStops;
  /** The stretch's generator where this slice starts (not changed: the answer carries it on). */
  readonly rng: RngState;
  readonly maxSteps: number;
  /** Where the chance stood when the stretch began; left out for its first slice. */
  readonly startChance?: number | null;
}

/** The slice played: its actions (stepped again by the asker), and where the stretch goes on from. */
export interface PlannedSlice {
  readonly actions: readonly Action[];
  readonly ended: boolean;
  readonly rng: RngState;
  readonly startChance: number | null;
  readonly stop: StretchStop | null;
}

/** Plays the slice a {@link StretchQuestion} asks for (see {@link playStretch}). */
export function planSlice(
  engine: StretchEngine,
  question: StretchQuestion,
  ready?: (state: MatchState) => boolean,
): PlannedSlice {
  const rng: RngState = [...question.rng];
  const played = playStretch(engine, question.state, question.plan, question.until, rng, {
    maxSteps: question.maxSteps,
    stops: question.stops,
    ...(question.startChance === undefined ? {} : { startChance: question.startChance }),
    ...(ready === undefined ? {} : { ready }),
  });
  return {
    actions: played.actions,
    ended: played.ended,
    rng,
    startChance: played.startChance,
    stop: played.stop,
  };
}
