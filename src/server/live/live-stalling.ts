/**
 * Stalling in a live match (ADR 0019): how many of each side's choices in a row the clock has
 * played, and who forfeits for it. A side's choices are its style for each ball and its
 * decisions (the toss call, bat or bowl, a bowler). A run-out counts against a side only while
 * the other side is playing: on a ball, when the other side chose that ball in time; on a
 * decision, when the other side's last choice was in time. So two members who both stop leave
 * their counts as they were (the match plays on by the clock, as it would for two members who
 * both went away), and a side that chooses in time starts its count again at 0. At
 * {@link LIVE_RUN_OUTS_FORFEIT} the side forfeits. Derived from the stored actions and whom the
 * clock played for (nothing of its own is stored).
 */
import { type Action, type Engine, type MatchState, turnOf } from "../../engine/index.ts";
import { LIVE_RUN_OUTS_FORFEIT } from "../../shared/live-types.ts";
import type { Side, StoredAction } from "../db/live-repository.ts";

/** A side's run-outs in a row that count, and whether the clock played its last choice. */
export interface SideRunOuts {
  readonly count: number;
  readonly idle: boolean;
}

export type RunOuts = Readonly<Record<Side, SideRunOuts>>;

const PLAYING: SideRunOuts = { count: 0, idle: false };
export const NO_RUN_OUTS: RunOuts = { host: PLAYING, guest: PLAYING };

/** A side's run-outs after a choice of its own: made in time, or run out (`counts`: against it). */
const after = (before: SideRunOuts, ranOut: boolean, counts: boolean): SideRunOuts =>
  ranOut ? { count: before.count + (counts ? 1 : 0), idle: true } : PLAYING;

/** The counts after an action played at `before` (whose turn it was), the clock playing for `timedOut`. */
export function runOutsAfter(
  runOuts: RunOuts,
  before: MatchState,
  timedOut: StoredAction["timedOut"],
): RunOuts {
  const turn = turnOf(before);
  if (turn === null) return runOuts;
  if (turn === "both") {
    const hostOut = timedOut === "host" || timedOut === "both";
    const guestOut = timedOut === "guest" || timedOut === "both";
    return { host: after(runOuts.host, hostOut, !guestOut), guest: after(runOuts.guest, guestOut, !hostOut) };
  }
  const side: Side = turn === "user" ? "host" : "guest";
  const theirs = runOuts[side === "host" ? "guest" : "host"];
  return { ...runOuts, [side]: after(runOuts[side], timedOut === side, !theirs.idle) };
}

/**
 * Plays `actions` from `state`, counting run-outs from `runOuts` (`timedOut[i]` for
 * `actions[i]`); `visit` sees the state after each action. Throws when the engine refuses one
 * (a stored action always plays).
 */
export function playCounting(
  engine: Engine,
  state: MatchState,
  runOuts: RunOuts,
  actions: readonly Action[],
  timedOut: readonly StoredAction["timedOut"][],
  visit?: (index: number, state: MatchState) => void,
): { state: MatchState; runOuts: RunOuts } {
  for (const [index, action] of actions.entries()) {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(`a stored live action is refused at ${index}: ${result.error.message}`);
    runOuts = runOutsAfter(runOuts, state, timedOut[index] ?? null);
    state = result.state;
    visit?.(index, state);
  }
  return { state, runOuts };
}

/** The side that forfeits for stalling now, or undefined. */
export function stalled(runOuts: RunOuts): Side | undefined {
  return (["host", "guest"] as const).find((side) => runOuts[side].count >= LIVE_RUN_OUTS_FORFEIT);
}
