/**
 * The live matches a process holds between readings (ADR 0019, 0023), on the referee core's
 * cache: each match's copy, who is there and who has chosen as last read or heard, and what
 * the bus tells of choices and actions applied to the copy without reading the match again.
 */
import type { Action, MatchState } from "../../engine/index.ts";
import type { LiveRepository, LiveRow, Side, StoredAction } from "../db/live-repository.ts";
import { matchCache } from "../referee/match-cache.ts";
import type { Entry } from "./live-referee-types.ts";
import { runOutsAfter } from "./live-stalling.ts";

export interface LiveCacheDeps {
  readonly size: number;
  readonly now: () => number;
  readonly live: LiveRepository;
  /** Presence rows refreshed since this are fresh. */
  readonly freshSince: () => Date;
}

export type LiveCache = ReturnType<typeof createLiveCache>;

export function createLiveCache({ size, now, live, freshSince }: LiveCacheDeps) {
  /** Matches whose last ball this process stored and has not yet kept and rated. */
  const finishing = new Set<string>();
  // (A match played out here and forgotten is kept by the next reading of it, anywhere.)
  const cache = matchCache<Entry>(size, (id) => finishing.delete(id));
  const remember = cache.remember;

  /**
   * Who is there in every match held here with its facts, in one reading, at each presence
   * refresh: the facts held then stay trusted until the next, instead of each match reading its
   * own when its trust runs out (with a thousand matches on a process, about a hundred readings
   * a second). Who has chosen is kept as held (choices come on the bus). Facts read or dropped
   * since this reading began are newer than it and are left alone.
   */
  const refreshFacts = async (): Promise<void> => {
    const began = now();
    const ids = [...cache.entries()].filter(([, entry]) => entry.facts !== null).map(([id]) => id);
    if (ids.length === 0) return;
    const read = await live.presenceOfMatches(ids, freshSince());
    for (const [id, found] of read) {
      const cached = cache.get(id);
      if (!cached?.facts || cached.factsAt > began) continue;
      cache.replace(id, {
        ...cached,
        facts: { ...cached.facts, presence: found.presence, seen: found.seen },
        factsAt: began,
      });
    }
  };

  /** The match held here is read again when next used (its actions held are kept). */
  const stale = (id: string): void => {
    const cached = cache.get(id);
    if (cached) cache.replace(id, { ...cached, row: null, facts: null });
  };

  /**
   * A choice made for action `seq` of the match held here: stored by this process (`how`
   * "mine"), or heard from another that did or did not find this process's (`seen`, `unseen`).
   */
  const chosenHere = (
    id: string,
    seq: number,
    side: Side,
    style: string,
    how: "mine" | "seen" | "unseen",
  ): void => {
    const cached = cache.get(id);
    if (cached?.facts?.seq !== seq || cached.actions.length !== seq) return;
    const held = cached.facts;
    const chosen = { ...held.chosen, [side]: style };
    const both = chosen.host !== undefined && chosen.guest !== undefined;
    const bothAt = both ? (held.bothAt ?? now()) : undefined;
    const mine = how === "mine" ? side : held.mine;
    // Neither process found the other's style: the one that stored the guest's plays the ball.
    const playNow =
      held.playNow === true || (both && how === "unseen" && mine === "guest" && side === "host");
    cache.replace(id, {
      ...cached,
      facts: {
        presence: held.presence,
        seen: held.seen,
        chosen,
        seq,
        ...(bothAt === undefined ? {} : { bothAt }),
        ...(mine === undefined ? {} : { mine }),
        ...(playNow ? { playNow } : {}),
      },
    });
  };

  /** The entry held for `id` with a new row (the row a step of this process just read). */
  const withRow = (id: string, entry: Entry, row: LiveRow): Entry => {
    const next = { ...entry, row };
    if (cache.get(id) === entry) remember(id, next);
    return next;
  };

  return {
    get: cache.get,
    remember,
    delete: cache.delete,
    ids: cache.ids,
    finishing,
    refreshFacts,
    stale,
    chosenHere,
    withRow,
  };
}

/** The entry after `action` (played to `state`), stored at `at`. */
export function stepped(
  row: LiveRow,
  entry: Entry,
  action: Action,
  state: MatchState,
  at: number,
  timedOut: StoredAction["timedOut"],
): Entry {
  const seq = entry.actions.length;
  return {
    actions: [...entry.actions, action],
    state,
    lastAt: at,
    timedOut: [...entry.timedOut, timedOut],
    runOuts: runOutsAfter(entry.runOuts, entry.state, timedOut),
    row: entry.row ?? row,
    readAt: entry.readAt,
    // Nobody has chosen for the next action yet; who is there is unchanged.
    facts:
      entry.facts === null
        ? null
        : { presence: entry.facts.presence, seen: entry.facts.seen, chosen: {}, seq: seq + 1 },
    factsAt: entry.factsAt,
  };
}
