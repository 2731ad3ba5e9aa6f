/**
 * Playing a live match (ADR 0019): a member's act or style, each stored before it is answered and
 * announced to every process (live-change.ts); what is due when nobody acts is live-due.ts's.
 */
import { type Action, type Engine, type MatchState, turnOf } from "../../engine/index.ts";
import type { LiveRepository, LiveRow, Side, StoredAction } from "../db/live-repository.ts";
import { isFinished } from "../referee/common.ts";
import { type LiveCache, stepped } from "./live-cache.ts";
import { encodeChange, type LiveChange } from "./live-change.ts";
import { otherSide as other } from "./live-presence.ts";
import { type LiveReading, refusal } from "./live-reading.ts";
import type { Done, Entry, LiveRefereeDeps } from "./live-referee-types.ts";
import { ballOf, recordOf, rolesStyles, sideOfTurn } from "./live-rules.ts";

export interface LivePlayDeps {
  readonly engine: Engine;
  readonly tables: LiveRefereeDeps["tables"];
  readonly live: LiveRepository;
  readonly cache: LiveCache;
  readonly reading: LiveReading;
  readonly now: () => number;
  readonly notify: LiveRefereeDeps["notify"];
}

export type LivePlay = ReturnType<typeof livePlay>;

export function livePlay(deps: LivePlayDeps) {
  const { engine, tables, live, cache, reading, now, notify } = deps;
  const { factsOf, playingAt } = reading;
  const { finishing, stale } = cache;
  const finished = (state: MatchState) => isFinished(engine, state);

  /**
   * Stores `action` as the match's `seq`-th (the engine having allowed it); false when another
   * writer stored that place first (what it stored is read when the match is next used).
   */
  const store = async (
    row: LiveRow,
    entry: Entry,
    action: Action,
    timedOut: StoredAction["timedOut"],
  ): Promise<boolean> => {
    const seq = entry.actions.length;
    const actions = [...entry.actions, action];
    await tables.prepare(recordOf(row, actions));
    const result = engine.step(entry.state, action);
    if (!result.ok) throw new Error(`live match ${row.id}: an allowed action was refused`);
    const at = now();
    const json = JSON.stringify(action);
    const change = encodeChange({ kind: "action", seq, at, timedOut, action });
    if (!(await live.insertAction(row.id, seq, json, new Date(at), timedOut, change))) {
      // Another process stored this place first: what it stored comes announced (when the
      // write announces itself), else it is read when the match is next used.
      if (!live.announces) stale(row.id);
      return false;
    }
    await played(row.id, stepped(row, entry, action, result.state, at, timedOut), change);
    return true;
  };

  /**
   * Holds `after`, the copy of match `id` once this process stored an action (see `stepped`),
   * and announces the `change` where the write did not.
   */
  const played = async (id: string, after: Entry, change: LiveChange): Promise<void> => {
    cache.remember(id, after);
    // The last ball is pushed before the match is kept and rated: `settle` answers with it and
    // says `finishing`, and `finish` keeps the match after the answers are sent.
    if (finished(after.state)) finishing.add(id);
    if (!live.announces) await notify(id, change);
  };

  /** The member's act (a decision in their turn), stored before it is answered. */
  const act = async (userId: string, id: string, seq: number, action: Action): Promise<Done> => {
    const loaded = await playingAt(userId, id, seq, "Action");
    if (!("row" in loaded)) return loaded;
    const { row, entry, side } = loaded;
    const turn = turnOf(entry.state);
    if (turn === "both") return refusal("out_of_turn", "A ball is played by both choosing a style (choose)");
    if (turn === null || sideOfTurn(turn) !== side) return refusal("out_of_turn", "It is not your turn");
    if (action.type !== "callToss" && action.type !== "chooseBatOrBowl" && action.type !== "chooseBowler") {
      return refusal("refused", "Only the toss call, the choice to bat or bowl and a bowler are acts");
    }
    if (!engine.allows(entry.state, action)) {
      const result = engine.step(entry.state, action);
      return refusal("refused", result.ok ? "The action is not allowed now" : result.error.message);
    }
    if (!(await store(row, entry, action, null))) {
      return refusal("out_of_turn", `Action ${seq} of this match was played already`);
    }
    return { ok: true };
  };

  /** The member's style for the ball now, stored before it is answered. */
  const choose = async (userId: string, id: string, seq: number, style: string): Promise<Done> => {
    const loaded = await playingAt(userId, id, seq, "Ball");
    if (!("row" in loaded)) return loaded;
    const { row, entry, side } = loaded;
    if (turnOf(entry.state) !== "both") return refusal("out_of_turn", "The match is not waiting for a ball");
    const allowed = rolesStyles(engine, entry.state, side);
    if (!allowed.includes(style)) {
      return refusal("refused", `Your style for this ball must be one of ${allowed.join(", ")}`);
    }
    const theirs = other(side);
    // Who has chosen, as held here (a choice made through another process comes on the bus;
    // one not heard of yet is found by the reading after this side's own is stored).
    const before = (await factsOf(row, entry)).chosen;
    if (before[side] !== undefined) return refusal("out_of_turn", "You have chosen for this ball already");
    const ball = (their: string) => ballOf({ [side]: style, [theirs]: their } as Record<Side, string>);
    const theirStyle = before[theirs];
    if (theirStyle !== undefined) {
      // The second style of the ball: the ball is played at once, and the stored ball is the
      // record of both styles (stored before it is acknowledged).
      if (!(await store(row, entry, ball(theirStyle), null))) {
        return refusal("out_of_turn", `Ball ${seq} of this match was played already`);
      }
      return { ok: true };
    }
    // The first, as far as this process saw: stored before it is acknowledged. The other
    // side's style may have come to another process meanwhile: then the ball is stored with
    // this choice, in one write (the ball for each style the other side may have chosen is
    // offered to it). When neither process sees the other's, each hears of it on the bus
    // and the ball is played from there (`advance`).
    const change = encodeChange({ kind: "choice", seq, side, style, seen: false });
    const at = now();
    const balls = rolesStyles(engine, entry.state, theirs).map((their) => {
      const action = ball(their);
      return {
        theirs: their,
        action: JSON.stringify(action),
        change: encodeChange({ kind: "action", seq, at, timedOut: null, action }),
      };
    });
    const {
      stored,
      theirs: after,
      played: ballStored,
    } = await live.insertChoiceAndPlay(id, seq, side, style, new Date(at), change, balls);
    if (!stored) return refusal("out_of_turn", "You have chosen for this ball already");
    const offered = balls.find((b) => b.theirs === after);
    if (after === undefined || offered === undefined) {
      cache.chosenHere(id, seq, side, style, "mine");
      if (!live.announces) await notify(id, change);
      return { ok: true };
    }
    if (!ballStored) {
      // Another process stored this ball first (its clock ran out): it comes announced.
      if (!live.announces) stale(id);
      return { ok: true };
    }
    const action = ball(after);
    await tables.prepare(recordOf(row, [...entry.actions, action]));
    const result = engine.step(entry.state, action);
    if (!result.ok) throw new Error(`live match ${id}: an allowed ball was refused`);
    await played(row.id, stepped(row, entry, action, result.state, at, null), offered.change);
    return { ok: true };
  };

  return { store, act, choose };
}
