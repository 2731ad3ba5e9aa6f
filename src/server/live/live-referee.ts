/**
 * The referee of live matches between two members (ADR 0019, 0023): the server holds each match
 * (its seed, every action, each ball's hidden choices), lets each member act only in their turn,
 * plays a ball once both styles are in (or the clock has run out), and ends a match when the
 * engine says it is over or an absent side forfeits. No I/O of its own: the live repository,
 * the tables preparer, the archive's keep, the rating and the notifier are passed in.
 *
 * This file puts the live part together on the referee core (src/server/referee): the copy held
 * (live-cache.ts), reading it (live-reading.ts), playing (live-play.ts), what is due when
 * nobody acts (live-due.ts), invites
 * (live-invites.ts), keeping (live-keeping.ts), views (live-views.ts), presence
 * (live-presence.ts) and the messages between processes (live-change.ts), one message at a time
 * per match.
 */
import type { Side } from "../db/live-repository.ts";
import { serialQueue, setupParser } from "../referee/common.ts";
import { createLiveCache, stepped } from "./live-cache.ts";
import { decodeChange, type LiveMessage, encodeChange } from "./live-change.ts";
import { liveDue } from "./live-due.ts";
import { liveInvites } from "./live-invites.ts";
import { liveKeeping } from "./live-keeping.ts";
import { livePlay } from "./live-play.ts";
import { presenceKeeper } from "./live-presence.ts";
import { liveReading, notFound, sideIn } from "./live-reading.ts";
import {
  type Answer,
  DEFAULT_LIVE_TIMING,
  LIVE_LEVEL,
  type LiveReferee,
  type LiveRefereeDeps,
  type LiveTiming,
  type Refusal,
  type View,
} from "./live-referee-types.ts";
import { recordOf } from "./live-rules.ts";
import { liveViews } from "./live-views.ts";

export type { LiveChange, LiveMessage } from "./live-change.ts";
export {
  type AcceptResult,
  type Answer,
  DEFAULT_LIVE_TIMING,
  type Done,
  FINISH_GRACE_MS,
  LIVE_LEVEL,
  type LiveReferee,
  type LiveRefereeDeps,
  type LiveTiming,
  type Refusal,
  SECOND_STYLE_GRACE_MS,
  type View,
} from "./live-referee-types.ts";

export function createLiveReferee(deps: LiveRefereeDeps): LiveReferee {
  const { engine, tables, live, keep, rate, seedTaken, notify, process } = deps;
  const timing: LiveTiming = { ...DEFAULT_LIVE_TIMING, ...deps.timing };
  const now = deps.now ?? Date.now;
  const setupOf = setupParser(engine, LIVE_LEVEL);
  const serially = serialQueue();
  const freshSince = () => new Date(now() - timing.presenceStaleMs);
  const tell = (id: string, message: LiveMessage) => notify(id, encodeChange(message));
  const cache = createLiveCache({ size: deps.cacheSize ?? 4096, now, live, freshSince });
  const { stale, finishing } = cache;
  const presence = presenceKeeper({
    live,
    process,
    alive: deps.alive ?? (() => Promise.resolve([process])),
    now,
    staleMs: timing.presenceStaleMs,
  });
  const finish = liveKeeping({ live, keep, rate, tell, stale, now, atOnce: deps.keepingAtOnce ?? 2 });
  const reading = liveReading({ engine, tables, live, rate, cache, timing, now, freshSince, finish });
  const { load, loadOwn, factsOf, snapshotOf } = reading;
  const { viewOf, answerFor } = liveViews(engine, timing, now);
  const play = livePlay({ engine, tables, live, cache, reading, now, notify });
  const advance = liveDue({
    engine,
    live,
    rate,
    cache,
    reading,
    store: play.store,
    timing,
    now,
    notify,
    finish,
  });

  /** The member's view of the match, read afresh (what an HTTP request is answered with). */
  const view = (userId: string, id: string): Promise<View | null> =>
    serially(id, async () => {
      const loaded = await loadOwn(userId, id, true);
      return loaded === null
        ? null
        : viewOf(loaded.row, loaded.entry, loaded.side, await factsOf(loaded.row, loaded.entry, true));
    });

  /**
   * Keeps and rates a match whose last ball this process stored, unless that is done (keeping
   * reads the row again in its turn: another process may have kept it meanwhile, after its
   * grace, so the copy held here is enough to start from).
   */
  const finishHere = (id: string): Promise<void> =>
    serially(id, async () => {
      if (finishing.has(id)) await load(id);
    });

  /** Who is there changed: the match is read again, here and on every process. */
  const presenceChanged = async (id: string): Promise<void> => {
    stale(id);
    await tell(id, { kind: "presence" });
  };

  /**
   * A change heard on the bus: an action or a choice is applied to the copy held here; anything
   * else (or anything that cannot be applied) makes the match be read again when next used.
   */
  const heard = async (id: string, change: string): Promise<void> => {
    const cached = cache.get(id);
    if (cached === undefined) return;
    const message = decodeChange(change);
    if (message?.kind === "reaction") return;
    if (message?.kind === "choice") {
      if (message.seq > cached.actions.length) stale(id);
      else cache.chosenHere(id, message.seq, message.side, message.style, message.seen ? "seen" : "unseen");
      return;
    }
    if (message?.kind !== "action") {
      stale(id);
      return;
    }
    // Played here too when it is the next.
    const { seq, action, at, timedOut } = message;
    if (seq < cached.actions.length) return;
    const row = cached.row;
    if (seq > cached.actions.length || row === null) {
      stale(id);
      return;
    }
    await tables.prepare(recordOf(row, [...cached.actions, action]));
    const result = engine.step(cached.state, action);
    if (cache.get(id) !== cached) return;
    if (!result.ok) {
      cache.delete(id);
      return;
    }
    cache.remember(id, stepped(row, cached, action, result.state, at, timedOut));
  };

  return {
    timing,
    setupOf,
    ...liveInvites({ engine, live, seedTaken, now, load, view, stale, tell }),
    view,

    async sideOf(userId, id) {
      const row = await live.find(id);
      return row ? sideIn(row, userId) : null;
    },

    follow: (userId, id, seen) =>
      serially(id, async (): Promise<Answer | Refusal> => {
        // A socket (new, or back after a drop) starts from a fresh reading.
        const snapshot = await snapshotOf(id, true);
        return snapshot === null ? notFound() : answerFor(snapshot, userId, seen);
      }),

    settle: (id, asks) =>
      serially(id, async () => {
        const advanced = await advance(id);
        const snapshot = advanced.snapshot ?? (await snapshotOf(id));
        return {
          due: advanced.due,
          answers: asks.map(({ userId, seen }) =>
            snapshot === null ? notFound() : answerFor(snapshot, userId, seen),
          ),
          finishing: advanced.finishing,
        };
      }),

    finish: finishHere,
    act: (userId, id, seq, action) => serially(id, () => play.act(userId, id, seq, action)),
    choose: (userId, id, seq, style) => serially(id, () => play.choose(userId, id, seq, style)),

    async tick(id) {
      const advanced = await serially(id, () => advance(id));
      if (advanced.finishing) await finishHere(id);
      return advanced.due;
    },

    heard: (id, change) => serially(id, () => heard(id, change)),

    forgetAll() {
      for (const id of cache.ids()) stale(id);
    },

    async present(id, side: Side) {
      await presence.present(id, side);
      await presenceChanged(id);
    },

    async absent(id, side: Side) {
      await presence.absent(id, side);
      await presenceChanged(id);
    },

    async refreshPresence() {
      for (const id of await presence.refresh()) await presenceChanged(id);
      await cache.refreshFacts();
    },
  };
}
