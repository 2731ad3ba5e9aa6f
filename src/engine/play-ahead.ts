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
import type { MatchState } from "./match-state.ts";
import { nextUint32, type RngState, seedRng } from "./rng.ts";
import { scoreboard } from "./views.ts";

/** How the user's side plays a stretch: a mix of the three styles. */
export type Approach = "attack" | "balanced" | "defend";

/** The approaches in the order they are offered. */
export const APPROACHES: readonly Approach[] = ["attack", "balanced", "defend"];

/**
 * Each approach's chances of the aggressive, normal and defensive style, in hundredths: a
 * visible mix rather than one style every ball, so the other side cannot read it ball by ball.
 */
export const APPROACH_MIX: Readonly<Record<Approach, readonly [number, number, number]>> = {
  attack: [60, 30, 10],
  balanced: [20, 60, 20],
  defend: [10, 30, 60],
};

/** An approach's name as the plan shows it. */
export const APPROACH_LABELS: Readonly<Record<Approach, string>> = {
  attack: "Attack",
  balanced: "Balanced",
  defend: "Defend",
};

/** The user's plan for a stretch. */
export interface PlayAheadPlan {
  readonly batting: Approach;
  readonly bowling: Approach;
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
export function playAheadRng(seed: number, played: number): RngState {
  return seedRng((Math.imul(seed ^ PLAY_AHEAD_SALT, 0x9e3779b1) + Math.imul(played, 0x85ebca6b)) >>> 0);
}

/** A style drawn from an approach's mix for `side`. */
export function drawStyle(approach: Approach, side: "bat" | "bowl", rng: RngState): PlayStyle {
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
 * The action the plan takes now: a ball in the approach of the user's side, or the captain's
 * bowler when the user's side must choose one; null when the match waits for anything else (it
 * is not in play).
 */
export function planAction(
  engine: Pick<Engine, "nextInput" | "userRole" | "suggestedBowler" | "eligibleBowlers">,
  state: MatchState,
  plan: PlayAheadPlan,
  rng: RngState,
): Action | null {
  const input = engine.nextInput(state);
  if (input === "playBall") {
    const role = engine.userRole(state);
    if (role === null) return null;
    return { type: "playBall", style: drawStyle(role === "bat" ? plan.batting : plan.bowling, role, rng) };
  }
  if (input === "chooseBowler") {
    const playerId = engine.suggestedBowler(state)?.playerId ?? engine.eligibleBowlers(state)[0];
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
}

/** The scores a batter's milestone is. */
const MILESTONES: readonly number[] = [50, 100];

function runsOf(state: MatchState, innings: 1 | 2, batterId: number): number {
  return state.teams?.[innings - 1]?.playerList.find((p) => p.id === batterId)?.run ?? 0;
}

/** Whether a step from `before` to `after` (with its events) meets one of the ticked stops. */
export function stopMet(
  stops: PlayAheadStops,
  before: MatchState,
  after: MatchState,
  events: readonly MatchEvent[],
): boolean {
  for (const e of events) {
    if (e.type === "ball" && stops.milestone) {
      const was = runsOf(before, e.innings, e.batterId);
      const now = runsOf(after, e.innings, e.batterId);
      if (MILESTONES.some((m) => was < m && now >= m)) return true;
    }
    if (e.type === "overEnd" && stops.lastOver) {
      const batting = after.teams?.[e.innings - 1];
      if (batting && after.totalBall - batting.ballCompleted === 6) return true;
    }
  }
  return false;
}

/**
 * Whether an event is a highlight of a stretch watched at a pace (said aloud, where the other
 * balls are only shown): a boundary, a wicket, the over's end, the innings' end, the result.
 */
export function isHighlight(event: MatchEvent): boolean {
  switch (event.type) {
    case "ball":
      return event.runs === 4 || event.runs === 6;
    case "wicket":
    case "overEnd":
    case "inningsEnd":
    case "result":
      return true;
    default:
      return false;
  }
}

/** A stretch, or a slice of one, as played. */
export interface Stretch {
  readonly state: MatchState;
  readonly actions: readonly Action[];
  readonly events: readonly MatchEvent[];
  /** Whether the stretch reached its end (or the match waits for something the plan does not play). */
  readonly ended: boolean;
}

/**
 * Plays `plan` from `state` until the stretch ends (or a ticked stop is met), at most `maxSteps` actions (a page plays a
 * long stretch in slices), and only while `ready(state)` says the engine can step from the
 * state (a page's engine holds International's tables a window at a time). `rng` goes on from
 * slice to slice.
 */
export function playStretch(
  engine: Pick<Engine, "nextInput" | "userRole" | "suggestedBowler" | "eligibleBowlers" | "step">,
  state: MatchState,
  plan: PlayAheadPlan,
  until: PlayAheadUntil,
  rng: RngState,
  options: {
    readonly maxSteps?: number;
    readonly ready?: (state: MatchState) => boolean;
    readonly stops?: PlayAheadStops;
  } = {},
): Stretch {
  const actions: Action[] = [];
  const events: MatchEvent[] = [];
  const maxSteps = options.maxSteps ?? Infinity;
  let now = state;
  while (actions.length < maxSteps) {
    if (options.ready && !options.ready(now)) return { state: now, actions, events, ended: false };
    const action = planAction(engine, now, plan, rng);
    if (action === null) return { state: now, actions, events, ended: true };
    const before = now;
    const result = engine.step(now, action);
    // The plan only sends what the engine waits for; a refusal would be an engine bug.
    if (!result.ok) throw new Error(`play ahead refused: ${result.error.code}: ${result.error.message}`);
    now = result.state;
    actions.push(action);
    events.push(...result.events);
    const ends =
      stretchEnds(until, result.events) ||
      (options.stops !== undefined && stopMet(options.stops, before, now, result.events));
    if (ends) return { state: now, actions, events, ended: true };
  }
  return { state: now, actions, events, ended: false };
}

/**
 * One line for a stretch once played, ending where the match now stands: "Played ahead 20
 * balls: 29 runs, 1 wicket. India 29/1 after 3.2 overs", or the innings' end or the result
 * when the stretch ended with it.
 */
export function stretchSummary(state: MatchState, events: readonly MatchEvent[]): string {
  let balls = 0;
  let runs = 0;
  let wickets = 0;
  for (const e of events) {
    if (e.type === "ball") {
      if (e.legal) balls++;
      runs += e.runs + e.extraRuns;
    } else if (e.type === "wicket") wickets++;
  }
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const head = `Played ahead ${plural(balls, "ball")}: ${plural(runs, "run")}, ${plural(wickets, "wicket")}`;
  // An innings' end or the result after the stretch's last ball is where it stopped.
  let lastBall = -1;
  let ended = -1;
  events.forEach((e, i) => {
    if (e.type === "ball") lastBall = i;
    else if (e.type === "result" || e.type === "inningsEnd") ended = i;
  });
  if (ended > lastBall) return `${head}. ${events[ended]?.text}`;
  const board = scoreboard(state);
  if (board === null) return `${head}.`;
  return `${head}. ${board.battingTeamName} ${board.runs}/${board.wickets} after ${board.overs} overs`;
}
