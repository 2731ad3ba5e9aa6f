/**
 * Presence in a live match (ADR 0019): since when a side has been away, when it is warned and
 * when it forfeits. A side is away from the latest of: the invite's acceptance, the moment it
 * was last known to leave (its last socket closed, or the other side came back to a match both
 * had left), and the last time a process vouched for it (a presence row's refresh, kept when the
 * process holding it is gone). So a side whose process was killed counts as away from when it
 * was last seen, never from an older time.
 */
import type { LivePlayer } from "../../shared/live-types.ts";
import type { Held, LivePresenceQueries } from "../db/live-presence-queries.ts";
import type { LiveRow, Side } from "../db/live-repository.ts";

/** Who is there now, and when each side was last vouched for by a presence row (epoch ms). */
export interface Presence {
  readonly presence: Record<Side, boolean>;
  readonly seen: Partial<Record<Side, number>>;
}

/** The absence times (the referee's timing). */
export interface AbsenceTiming {
  readonly warnAfterMs: number;
  readonly forfeitAfterMs: number;
}

export const otherSide = (side: Side): Side => (side === "host" ? "guest" : "host");

/** Since when `side` has been away (epoch ms; meaningful while it is not there). */
export function awaySince(row: LiveRow, side: Side, seen: Presence["seen"]): number {
  const left = side === "host" ? row.hostLeftAt : row.guestLeftAt;
  return Math.max(row.acceptedAt?.getTime() ?? 0, left?.getTime() ?? 0, seen[side] ?? 0);
}

/** A side as the view shows it: its forfeit time once it has been away past the warning. */
export function playerOf(
  row: LiveRow,
  side: Side,
  facts: Presence,
  runOuts: number,
  timing: AbsenceTiming,
  now: number,
): LivePlayer {
  const connected = facts.presence[side];
  let forfeitAt: number | null = null;
  if (row.status === "playing" && !connected) {
    const since = awaySince(row, side, facts.seen);
    if (now >= since + timing.warnAfterMs) forfeitAt = since + timing.forfeitAfterMs;
  }
  return { name: (side === "host" ? row.hostName : row.guestName) ?? "", connected, forfeitAt, runOuts };
}

/** The side that forfeits for its absence at `now` (away past the time while the other is there). */
export function absentForfeit(
  row: LiveRow,
  facts: Presence,
  timing: AbsenceTiming,
  now: number,
): Side | undefined {
  return (["host", "guest"] as const).find(
    (side) =>
      !facts.presence[side] &&
      facts.presence[otherSide(side)] &&
      now >= awaySince(row, side, facts.seen) + timing.forfeitAfterMs,
  );
}

/** The coming warnings and forfeits of absent sides after `now` (epoch ms). */
export function absenceDue(row: LiveRow, facts: Presence, timing: AbsenceTiming, now: number): number[] {
  const due: number[] = [];
  for (const side of ["host", "guest"] as const) {
    if (facts.presence[side]) continue;
    const since = awaySince(row, side, facts.seen);
    for (const at of [since + timing.warnAfterMs, since + timing.forfeitAfterMs]) if (at > now) due.push(at);
  }
  return due;
}

/** What a process needs to keep its presence rows. */
export interface PresenceKeeperDeps {
  readonly live: LivePresenceQueries;
  /** This process's name in its rows. */
  readonly process: string;
  /** The processes alive now (this one among them). */
  readonly alive: () => Promise<readonly string[]>;
  readonly now: () => number;
  /** How old a row may be before its process is taken to be gone, whatever `alive` says. */
  readonly staleMs: number;
}

/**
 * A process's presence rows: noted when it holds a side's socket, dropped when it holds none,
 * refreshed while it holds them. The rows of processes that are gone are dropped by whoever
 * comes to the match and at every refresh, their sides counted away from when last seen.
 */
export function presenceKeeper({ live, process, alive, now, staleMs }: PresenceKeeperDeps) {
  /** When this process began: a row of another not refreshed since may be of one gone unseen. */
  const startedAt = now();
  /** The sides this process holds a socket of, by match. */
  const held = new Map<string, Held>();
  const keyOf = (id: string, side: Side) => `${id} ${side}`;

  /** Drops the rows of gone processes (of match `id`, or of all); answers the matches changed. */
  const dropGone = async (id: string | null): Promise<string[]> => {
    const before = new Date(now());
    return live.dropGone(await alive(), before, id);
  };

  return {
    startedAt,
    async present(id: string, side: Side): Promise<void> {
      await dropGone(id);
      // Who was there before this side came. A row of another process not refreshed since this
      // one started does not count: that process may have stopped where it could not be seen
      // to (its machine gone, its connection not yet closed).
      const at = now();
      const before = await live.presenceOf(id, new Date(Math.max(at - staleMs, startedAt)));
      // An absence counts only while the other side is there: the side away since before this
      // one came (or since the match's process stopped) is counted from now.
      if (!before[side] && !before[otherSide(side)]) await live.markLeft(id, otherSide(side), new Date(at));
      await live.present(id, side, process, new Date(at));
      held.set(keyOf(id, side), { id, side });
    },
    async absent(id: string, side: Side): Promise<void> {
      held.delete(keyOf(id, side));
      // (A gone process's row of this side would keep it there: its last refresh is older.)
      await dropGone(id);
      await live.absent(id, side, process, new Date(now()), new Date(now() - staleMs));
    },
    /** Refreshes this process's rows and drops gone ones'; answers the matches whose presence changed. */
    async refresh(): Promise<string[]> {
      const restored = await live.refreshPresence(process, new Date(now()), [...held.values()]);
      const gone = await dropGone(null);
      return [...new Set([...restored, ...gone])];
    },
  };
}
