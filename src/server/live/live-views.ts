/**
 * What a member is shown of a live match (ADR 0019): the view from their side, and the answer to
 * a follow from what they were sent (the events since, and what the clock played for whom).
 */
import type { Action, Engine } from "../../engine/index.ts";
import type { LiveRow, Side } from "../db/live-repository.ts";
import { publicState } from "../referee/common.ts";
import { createEventLog } from "../referee/match-events.ts";
import type { Answer, Entry, Facts, LiveTiming, Refusal, Snapshot, View } from "./live-referee-types.ts";
import { playerOf } from "./live-presence.ts";
import { notFound, refusal, sideIn } from "./live-reading.ts";
import { clockOf, noticeOf, recordOf } from "./live-rules.ts";

export function liveViews(engine: Engine, timing: LiveTiming, now: () => number) {
  /** The events of the matches followed lately, each action's once. */
  const followed = createEventLog(engine);

  const viewOf = (row: LiveRow, entry: Entry, side: Side, facts: Facts): View => {
    const over = row.status === "finished" || row.status === "forfeited";
    return {
      id: row.id,
      code: row.code,
      side,
      status: row.status,
      seq: entry.actions.length,
      state: publicState(entry.state),
      host: playerOf(row, "host", facts, entry.runOuts.host.count, timing, now()),
      guest:
        row.guestId === null ? null : playerOf(row, "guest", facts, entry.runOuts.guest.count, timing, now()),
      clock: clockOf(row, entry, facts.chosen, timing),
      forfeitedBy: row.forfeitedBy,
      reveal: over
        ? {
            seed: row.seed,
            rulesVersion: row.rulesVersion,
            actions: entry.actions,
            keptId: side === "host" ? row.hostKeptId : row.guestKeptId,
          }
        : null,
    };
  };

  const answerOf = (row: LiveRow, entry: Entry, side: Side, seen: number, facts: Facts): Answer => {
    const seq = entry.actions.length;
    // From the events held: a push of the latest ball steps it once for every socket, and a
    // flood of follows from the start replays nothing.
    const events = seen < seq ? followed.since(row.id, recordOf(row, entry.actions), seen) : [];
    const notices: string[] = [];
    for (let i = seen; i < seq; i++) {
      const timedOut = entry.timedOut[i];
      if (timedOut) notices.push(noticeOf(row, entry.actions[i] as Action, timedOut));
    }
    return {
      ok: true,
      view: viewOf(row, entry, side, facts),
      from: seen,
      events,
      notice: notices.length > 0 ? notices.join(". ") : null,
    };
  };

  /** A member's answer from `seen`, or why not (not theirs, or more seen than was played). */
  const answerFor = (snapshot: Snapshot, userId: string, seen: number): Answer | Refusal => {
    const side = sideIn(snapshot.row, userId);
    if (side === null) return notFound();
    const seq = snapshot.entry.actions.length;
    if (seen > seq) {
      return refusal("out_of_turn", `This match has ${seq} actions: ${seen} cannot have been seen`);
    }
    return answerOf(snapshot.row, snapshot.entry, side, seen, snapshot.facts);
  };

  return { viewOf, answerFor };
}
