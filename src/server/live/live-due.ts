/**
 * What is due in a live match when nobody acts (ADR 0019): the ball of two styles stored apart
 * (the tie-break between processes that stored them at once, on the messages of live-change.ts),
 * what the clock plays when it runs out, a forfeit, and keeping a match played out elsewhere.
 */
import type { Action, Engine } from "../../engine/index.ts";
import type { LiveRepository, LiveRow, StoredAction } from "../db/live-repository.ts";
import { isFinished } from "../referee/common.ts";
import type { LiveCache } from "./live-cache.ts";
import { encodeChange, type LiveMessage } from "./live-change.ts";
import type { LivePlay } from "./live-play.ts";
import { absenceDue, absentForfeit } from "./live-presence.ts";
import type { LiveReading } from "./live-reading.ts";
import {
  type Entry,
  FINISH_GRACE_MS,
  type LiveRefereeDeps,
  type LiveTiming,
  SECOND_STYLE_GRACE_MS,
  type Snapshot,
} from "./live-referee-types.ts";
import { ballOf, clockOf, defaultDecision, normalStyles } from "./live-rules.ts";
import { stalled } from "./live-stalling.ts";

export interface LiveDueDeps {
  readonly engine: Engine;
  readonly live: LiveRepository;
  readonly rate: LiveRefereeDeps["rate"];
  readonly cache: LiveCache;
  readonly reading: LiveReading;
  readonly store: LivePlay["store"];
  readonly timing: LiveTiming;
  readonly now: () => number;
  readonly notify: LiveRefereeDeps["notify"];
  readonly finish: (row: LiveRow, entry: Entry) => Promise<LiveRow>;
}

/** What {@link liveDue} found: when something is next due and, when known, the match as it stands. */
export interface Advanced {
  readonly due: number | null;
  readonly snapshot: Snapshot | null;
  readonly finishing: boolean;
}

/** Plays what is due now in a match ({@link Advanced}); run inside the match's queue. */
export function liveDue(deps: LiveDueDeps): (id: string) => Promise<Advanced> {
  const { engine, live, rate, cache, reading, store, timing, now, notify, finish } = deps;
  const { load, factsOf } = reading;
  const { finishing, stale } = cache;
  const tell = (id: string, message: LiveMessage) => notify(id, encodeChange(message));

  /**
   * Plays what is due now; answers when something is next due and, when nothing changed after
   * it was read, the match as it stands (so the views pushed next need not read it again).
   * Run inside the match's queue.
   */
  const advance = async (id: string): Promise<Advanced> => {
    const none = { due: null, snapshot: null, finishing: false };
    // What is held here is enough to see that nothing is due; what the clock plays, or a
    // forfeit, is decided on a fresh reading (a choice or a return may be on its way here).
    let fresh = false;
    for (let round = 0; round < 4; round++) {
      const loaded = await load(id, fresh, false);
      if (loaded === null) return none;
      const { row, entry } = loaded;
      if (row.status !== "playing") return none;
      const t = now();
      if (isFinished(engine, entry.state)) {
        // Played to its end, not yet kept: by this process after the last ball is pushed, when
        // it stored that ball; else by the process that did, or after a grace by this one (at
        // once when this reading is fresh already, as when the clock played the last ball here
        // and elsewhere: keeping reads the match again in its turn, so it is kept once).
        const snapshot = { row, entry, facts: await factsOf(row, entry, fresh) };
        if (finishing.has(id)) return { due: null, snapshot, finishing: true };
        if (fresh) {
          const kept = await finish(row, entry);
          return {
            due: null,
            snapshot: { ...snapshot, row: kept, entry: cache.withRow(id, entry, kept) },
            finishing: false,
          };
        }
        const graceEnds = entry.lastAt + FINISH_GRACE_MS;
        if (t < graceEnds) return { due: graceEnds, snapshot, finishing: false };
        fresh = true;
        continue;
      }
      const facts = await factsOf(row, entry, fresh);
      const { chosen } = facts;
      // An absent side forfeits while the other is there; a side whose clock ran out too many
      // times in a row forfeits too.
      const forfeiting = absentForfeit(row, facts, timing, t) ?? stalled(entry.runOuts);
      if (forfeiting !== undefined) {
        if (!fresh) {
          fresh = true;
          continue;
        }
        if (await live.forfeit(id, forfeiting, new Date(t))) {
          const ended = (await live.find(id)) ?? row;
          await rate(ended, forfeiting === "host" ? 0 : 1);
          stale(id);
          await tell(id, { kind: "status" });
        }
        return none;
      }
      const clock = clockOf(row, entry, chosen, timing);
      let graceEnds: number | null = null;
      if (clock?.waitingFor === "both" && chosen.host !== undefined && chosen.guest !== undefined) {
        // Both styles are stored but the ball is not: the process that stored the second one
        // plays it at once, unless it stopped before it could, or the two were stored at once
        // by two processes, each before it could see the other's. Then, after a grace, the ball
        // is played as chosen, whoever's clock it is, on a fresh reading.
        graceEnds = (facts.bothAt ?? 0) + SECOND_STYLE_GRACE_MS;
        // On a fresh reading, or at once from what is held when this process stored one style and
        // heard the other stored where its own was not seen (both are stored: the ball is theirs,
        // as when a second style finds the first held here). Stored, the copy held is up to date:
        // only a conflict (another process stored the ball first) needs a fresh reading.
        if (fresh || facts.playNow === true) {
          fresh = !(await store(row, entry, ballOf({ host: chosen.host, guest: chosen.guest }), null));
          continue;
        }
        if (facts.bothAt === 0 || t >= graceEnds) {
          fresh = true;
          continue;
        }
      }
      if (clock !== null && t >= clock.deadline) {
        if (!fresh) {
          fresh = true;
          continue;
        }
        let action: Action | null;
        let timedOut: StoredAction["timedOut"];
        if (clock.waitingFor === "both") {
          const normal = normalStyles(engine, entry.state);
          action = ballOf({ host: chosen.host ?? normal.host, guest: chosen.guest ?? normal.guest });
          timedOut =
            chosen.host === undefined && chosen.guest === undefined
              ? "both"
              : chosen.host === undefined
                ? "host"
                : "guest";
        } else {
          action = defaultDecision(engine, entry.state);
          timedOut = clock.waitingFor;
        }
        if (action === null || !engine.allows(entry.state, action)) return none;
        // Stored, or another process stored it first: either way, look again.
        await store(row, entry, action, timedOut);
        continue;
      }
      // What is next due: the clock, a warning, a forfeit.
      const due: number[] = [];
      if (clock !== null) due.push(clock.deadline);
      if (graceEnds !== null) due.push(graceEnds);
      due.push(...absenceDue(row, facts, timing, t));
      return {
        due: due.length > 0 ? Math.min(...due) : null,
        snapshot: { row, entry, facts },
        finishing: false,
      };
    }
    return { due: now(), snapshot: null, finishing: false };
  };
  return advance;
}
