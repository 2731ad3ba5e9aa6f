/**
 * Reading a live match (ADR 0019, 0023): the copy held here while it is trusted, else brought up
 * to date with what any process stored; who is there and who has chosen; and the member's side
 * of it. A match found played to its end is kept and rated on the way.
 */
import { type Action, type Engine, replay, turnOf } from "../../engine/index.ts";
import type { LiveErrorCode } from "../../shared/live-types.ts";
import type { LiveRepository, LiveRow, Side } from "../db/live-repository.ts";
import { isFinished } from "../referee/common.ts";
import type { LiveCache } from "./live-cache.ts";
import type { Entry, Facts, LiveRefereeDeps, LiveTiming, Refusal, Snapshot } from "./live-referee-types.ts";
import { recordOf } from "./live-rules.ts";
import { NO_RUN_OUTS, playCounting } from "./live-stalling.ts";

export const refusal = (code: LiveErrorCode, message: string): Refusal => ({ ok: false, code, message });
export const notFound = (): Refusal => refusal("not_found", "No such live match");

export const sideIn = (row: LiveRow, userId: string): Side | null =>
  row.hostId === userId ? "host" : row.guestId !== null && row.guestId === userId ? "guest" : null;

export interface LiveReadingDeps {
  readonly engine: Engine;
  readonly tables: LiveRefereeDeps["tables"];
  readonly live: LiveRepository;
  readonly rate: LiveRefereeDeps["rate"];
  readonly cache: LiveCache;
  readonly timing: LiveTiming;
  readonly now: () => number;
  readonly freshSince: () => Date;
  /** Keeps and rates a match played to its end ({@link liveKeeping}). */
  readonly finish: (row: LiveRow, entry: Entry) => Promise<LiveRow>;
}

export type LiveReading = ReturnType<typeof liveReading>;

export function liveReading({
  engine,
  tables,
  live,
  rate,
  cache,
  timing,
  now,
  freshSince,
  finish,
}: LiveReadingDeps) {
  const { finishing } = cache;
  /**
   * The match as this process holds it may be used without reading it for this long: what other
   * processes change comes on the bus, and this bounds the harm of anything missed...
   */
  const trustMs = 60_000;
  /**
   * ...and who is there for this long (a process that stops unannounced is seen by its rows'
   * age): read for every match held at each presence refresh (the cache's `refreshFacts`), so half a
   * refresh more lets a refresh that comes a little late find them still trusted.
   */
  const trustFactsMs = timing.presenceRefreshMs * 1.5;

  /**
   * The match and its latest state: as held here while that is trusted, else brought up to date
   * with what any process stored (`fresh`: read whatever is held). A match played to its end is
   * kept and rated first, unless `keepNow` is false (the caller pushes its last ball before).
   */
  const load = async (
    id: string,
    fresh = false,
    keepNow = true,
  ): Promise<{ row: LiveRow; entry: Entry } | null> => {
    const cached = cache.get(id);
    let entry: Entry;
    if (!fresh && cached?.row && now() - cached.readAt < trustMs) {
      entry = cached;
    } else {
      const found = await live.findFrom(id, cached?.actions.length ?? 0);
      if (!found) {
        cache.delete(id);
        return null;
      }
      const stored = found.actions;
      const readAt = now();
      if (cached === undefined || stored.length > 0) {
        const added = stored.map((s) => JSON.parse(s.action) as Action);
        const actions = [...(cached?.actions ?? []), ...added];
        await tables.prepare(recordOf(found.row, actions));
        // Played on from what is held (from the match's start when nothing is), counting who
        // let the clock run out.
        const { state, runOuts } = playCounting(
          engine,
          cached?.state ?? replay(engine, recordOf(found.row, [])).state,
          cached?.runOuts ?? NO_RUN_OUTS,
          added,
          stored.map((s) => s.timedOut),
        );
        const last = stored.at(-1);
        entry = {
          actions,
          state,
          lastAt: last ? last.at.getTime() : (cached?.lastAt ?? found.row.createdAt.getTime()),
          timedOut: [...(cached?.timedOut ?? []), ...stored.map((s) => s.timedOut)],
          runOuts,
          row: found.row,
          readAt,
          facts: null,
          factsAt: 0,
        };
      } else {
        entry = { ...cached, row: found.row, readAt, ...(fresh ? { facts: null } : {}) };
      }
      cache.remember(id, entry);
    }
    let row = entry.row as LiveRow;
    // Kept (or forfeited) by now, here or elsewhere: nothing is left for this process to keep.
    if (row.status !== "playing") finishing.delete(id);
    // A forfeit not yet rated (a process stopped in between) counts now.
    if (row.status === "forfeited" && row.ratedAt === null && row.forfeitedBy !== null) {
      await rate(row, row.forfeitedBy === "host" ? 0 : 1);
      row = (await live.find(id)) ?? row;
      entry = cache.withRow(id, entry, row);
    }
    if (
      keepNow &&
      isFinished(engine, entry.state) &&
      (row.status === "playing" || (row.status === "finished" && row.ratedAt === null))
    ) {
      row = await finish(row, entry);
      // (Forgotten only once kept: when keeping fails, the next push tries again.)
      finishing.delete(id);
      entry = cache.withRow(id, entry, row);
    }
    return { row, entry };
  };

  const loadOwn = async (userId: string, id: string, fresh = false) => {
    const loaded = await load(id, fresh);
    if (loaded === null) return null;
    const side = sideIn(loaded.row, userId);
    return side === null ? null : { ...loaded, side };
  };

  /**
   * What a view needs besides the match: who is there, and who has chosen for the ball now; as
   * held here while that is trusted (choices and presence come on the bus), else read.
   */
  const factsOf = async (row: LiveRow, entry: Entry, fresh = false): Promise<Facts> => {
    const seq = entry.actions.length;
    const held = entry.facts;
    if (!fresh && held !== null && held.seq === seq && now() - entry.factsAt < trustFactsMs) return held;
    const factsAt = now();
    const facts = await live.factsOf(
      row.id,
      freshSince(),
      row.status === "playing" && turnOf(entry.state) === "both" ? seq : null,
    );
    const current = cache.get(row.id);
    if (current !== undefined && current.actions.length === seq) {
      cache.remember(row.id, { ...current, facts: { ...facts, seq }, factsAt });
    }
    return facts.chosen.host !== undefined && facts.chosen.guest !== undefined
      ? { ...facts, bothAt: 0 }
      : facts;
  };

  /**
   * The member's match when it is being played and `seq` is its next action (what an act or a
   * choice is sent for), or why not; `what` names the action in the refusal ("Action", "Ball").
   */
  const playingAt = async (userId: string, id: string, seq: number, what: string) => {
    let loaded = await loadOwn(userId, id);
    // What this process holds may be behind what was sent from another: read it before refusing.
    if (loaded !== null && (loaded.row.status !== "playing" || seq !== loaded.entry.actions.length)) {
      loaded = await loadOwn(userId, id, true);
    }
    if (loaded === null) return notFound();
    const { row, entry } = loaded;
    if (row.status !== "playing") {
      return refusal(
        "refused",
        row.status === "invited" ? "Nobody has accepted the invite yet" : "This match is over",
      );
    }
    const next = entry.actions.length;
    if (seq !== next) {
      return refusal(
        "out_of_turn",
        seq < next
          ? `${what} ${seq} of this match was played already: the next is ${next}`
          : `${what} ${seq} is ahead of this match: the next is ${next}`,
      );
    }
    return loaded;
  };

  /** The match, brought up to date (`fresh`: read, whatever is held), and what its views need. */
  const snapshotOf = async (id: string, fresh = false): Promise<Snapshot | null> => {
    const loaded = await load(id, fresh);
    return loaded === null ? null : { ...loaded, facts: await factsOf(loaded.row, loaded.entry, fresh) };
  };

  return { load, loadOwn, factsOf, playingAt, snapshotOf };
}
