/**
 * What the win-chance worker answers, as plain functions of an engine so they are tested
 * without a worker: the user's chance of winning now with the coach's advice, and the chance
 * after every ball of a whole match (for the result screen's chart).
 */
import {
  levelRules,
  matchKeyOf,
  planSlice,
  playableRulesVersionOf,
  rulesFor,
  replayTablesState,
  tablesKey,
  tablesKeyOf,
  tablesWindow,
  type CoachAdvice,
  type Engine,
  type MatchRecord,
  type MatchState,
  type PlannedSlice,
  type StretchQuestion,
  type TossValue,
  type WinTablesData,
} from "../../../../engine/index.ts";

/** A question for the worker. `id` pairs the answer with it. */
export type WinChanceRequest =
  | { readonly id: number; readonly kind: "now"; readonly state: MatchState }
  | {
      readonly id: number;
      readonly kind: "tables";
      readonly state: MatchState;
      /** A saved match being resumed: the window is cut where it ends, with its replay's mixes. */
      readonly record?: MatchRecord;
    }
  | { readonly id: number; readonly kind: "series"; readonly record: MatchRecord }
  /** The first-ball values the computer's toss decision reads (rules version 2 on), for the page. */
  | { readonly id: number; readonly kind: "toss"; readonly state: MatchState }
  /** A slice of a stretch played ahead whose plan reads the win tables (the coach, a swing stop). */
  | ({ readonly id: number; readonly kind: "stretch" } & StretchQuestion);

/** The chance after one ball, for the chart. */
export interface WinChancePoint {
  /** 1 or 2. */
  readonly innings: number;
  /** Balls bowled in the match so far (both innings), 0 at the start of play. */
  readonly ball: number;
  /** The user's chance of winning, 0..1. */
  readonly chance: number;
}

/** The worker's answer. */
export type WinChanceAnswer =
  | {
      readonly id: number;
      readonly kind: "now";
      readonly chance: number | null;
      readonly coach: readonly CoachAdvice[];
      /** The coach's words under the buttons (Club and International); null in Classic. */
      readonly reading: string | null;
    }
  | { readonly id: number; readonly kind: "series"; readonly points: readonly WinChancePoint[] }
  | { readonly id: number; readonly kind: "tables"; readonly data: WinTablesData }
  | { readonly id: number; readonly kind: "toss"; readonly values: readonly TossValue[] }
  | ({ readonly id: number; readonly kind: "stretch" } & PlannedSlice);

/**
 * Deliveries bowled in the match so far, both innings: legal balls, and wides and no-balls too
 * (rules version 2), so the k-th point belongs to the k-th ball event.
 */
function ballsBowled(state: MatchState): number {
  let balls = 0;
  for (const innings of state.innings) balls += innings.ballLog.length;
  return balls;
}

/**
 * The chance at the first ball and after every ball of a match, replayed from its record at its
 * rules version; none for a version this engine cannot play (a version being built, were there
 * one, is one it plays). From version 2 a Club or International match's chart is drawn from that
 * match's own tables.
 */
export function chanceSeries(engine: Engine, record: MatchRecord): WinChancePoint[] {
  const points: WinChancePoint[] = [];
  const rulesVersion = playableRulesVersionOf(record.rulesVersion);
  if (rulesVersion === null) return points;
  // A knockout's super overs have no chance (win-chance.ts): its points end with the match's innings.
  const knockout = record.knockout === true && rulesFor(rulesVersion).superOver;
  let state = engine.createMatch(record.seed, record.level ?? "classic", rulesVersion, { knockout });
  for (const action of record.actions) {
    const result = engine.step(state, action);
    if (!result.ok) break;
    // A ball belongs to the innings it was bowled in, even the one that ends it.
    const innings = engine.stage(state).innings;
    state = result.state;
    const now = engine.stage(state).innings;
    const started = points.length === 0 && now !== null;
    if (started || action.type === "playBall") {
      const chance = engine.winChance(state);
      const of = action.type === "playBall" ? innings : now;
      if (chance !== null) points.push({ innings: of === 1 ? 2 : 1, ball: ballsBowled(state), chance });
    }
  }
  return points;
}

/**
 * Answers one request. Building the tables on the first question is the slow part (≤ 2 s).
 * Tables asked for (International's, for the page's engine) are a window: only what the match
 * can still reach in its innings (see `tablesWindow`), so the page never holds them whole.
 */
export function answer(engine: Engine, request: WinChanceRequest): WinChanceAnswer {
  if (request.kind === "tables")
    return { id: request.id, kind: "tables", data: tablesWindow(engine, request.state, request.record) };
  if (request.kind === "series") {
    return { id: request.id, kind: "series", points: chanceSeries(engine, request.record) };
  }
  if (request.kind === "toss")
    return { id: request.id, kind: "toss", values: engine.tossValues(request.state) ?? [] };
  if (request.kind === "stretch") {
    // International's computer reads its tables every ball: a slice stops where the window
    // held here ends (the chase's comes at the change of innings), and the asker waits for it.
    const ready = (state: MatchState) =>
      !levelRules(state.level).playNeedsTables || engine.tables.covers(state);
    return { id: request.id, kind: "stretch", ...planSlice(engine, request, ready) };
  }
  const reading = engine.coachReading(request.state);
  return {
    id: request.id,
    kind: "now",
    chance: engine.winChance(request.state),
    coach: reading?.advice ?? engine.coach(request.state),
    reading: reading?.text ?? null,
  };
}

/**
 * {@link answer} as the worker gives it, with what it keeps between questions. Tables asked for
 * are the page's: the worker lets them go once answered (their arrays move to the page). An
 * International match's chart is drawn once, at its end: its whole tables go with it, so they
 * are never held while another match of that length is in play. A match's own tables (rules
 * version 2 on) serve that match alone: a question about another match lets them go, and a
 * chart lets every match's go, so the worker holds at most one match's. Tables shared by every
 * match of a length (Classic's and Club's, version 1) stay for the worker's life.
 */
export function answerInWorker(engine: Engine, request: WinChanceRequest): WinChanceAnswer {
  if (request.kind !== "series") engine.tables.releaseOtherMatches(matchKeyOf(request.state));
  const reply = answer(engine, request);
  if (reply.kind === "tables") {
    engine.tables.release(tablesKeyOf(reply.data));
  } else if (request.kind === "series") {
    const needs = replayTablesState(engine, request.record);
    if (needs !== null && levelRules(needs.level).playNeedsTables) engine.tables.release(tablesKey(needs));
    engine.tables.releaseOtherMatches(null);
  }
  return reply;
}
