/**
 * The presence rows of live matches (ADR 0019): which process holds a socket of which side of a
 * match, refreshed while it does, and the time a side left. Part of the live repository.
 */
import type { Kysely } from "kysely";
import type { Database } from "./database.ts";
import type { DatabaseSchema } from "./schema.ts";

type Side = "host" | "guest";

/** A side of a match a process holds a socket of. */
export interface Held {
  readonly id: string;
  readonly side: Side;
}

/** How many rows one insert writes at most (well inside both databases' bound on parameters). */
const ROWS_AT_ONCE = 500;

export interface LivePresenceQueries {
  /** Notes that `process` holds a socket of `side` on the match (refreshing it). */
  present(id: string, side: Side, process: string, at: Date): Promise<void>;
  /**
   * Notes that `process` holds no socket of `side` any more; when no process does (the rows
   * newer than `freshSince`), the side left at `at`.
   */
  absent(id: string, side: Side, process: string, at: Date, freshSince: Date): Promise<void>;
  /** Counts a side's absence from `at` on (its absence before does not count). */
  markLeft(id: string, side: Side, at: Date): Promise<void>;
  /**
   * Refreshes every row of `process` (it is alive) and writes again those of `held` that are
   * missing (another process took them for a gone one's); answers the matches of those.
   */
  refreshPresence(process: string, at: Date, held: readonly Held[]): Promise<string[]>;
  /** Which sides some process holds a socket of, counting only rows newer than `freshSince`. */
  presenceOf(id: string, freshSince: Date): Promise<Record<Side, boolean>>;
  /**
   * Removes the rows older than `before` of processes not in `alive` (of match `id`, or of every
   * match when null). A side left with no row is away from its last row's time (unless it left
   * later). Answers the matches whose rows went.
   */
  dropGone(alive: readonly string[], before: Date, id: string | null): Promise<string[]>;
}

const leftColumn = (side: Side) => (side === "host" ? "hostLeftAt" : "guestLeftAt");
const timeOf = (value: Date | string): number => new Date(value).getTime();
/** A time as the columns take it in a comparison (both databases compare ISO text to their own). */
const asColumn = (at: Date) => at.toISOString() as unknown as Date;

export function livePresenceQueries(database: Database): LivePresenceQueries {
  const { db } = database;

  /** The side's absence counts from `at` unless it already counts from later. */
  const leftAt = (w: Kysely<DatabaseSchema>, id: string, side: Side, at: Date) =>
    w
      .updateTable("liveMatch")
      .set({ [leftColumn(side)]: at.toISOString() })
      .where("id", "=", id)
      .where((eb) => eb.or([eb(leftColumn(side), "is", null), eb(leftColumn(side), "<", asColumn(at))]))
      .execute();

  const markLeft = async (id: string, side: Side, at: Date): Promise<void> => {
    await db
      .updateTable("liveMatch")
      .set({ [leftColumn(side)]: at.toISOString() })
      .where("id", "=", id)
      .execute();
  };

  return {
    async present(id, side, process, at) {
      await db
        .insertInto("livePresence")
        .values({ matchId: id, side, process, at: at.toISOString() })
        .onConflict((oc) => oc.columns(["matchId", "side", "process"]).doUpdateSet({ at: at.toISOString() }))
        .execute();
    },
    async absent(id, side, process, at, freshSince) {
      await db
        .deleteFrom("livePresence")
        .where("matchId", "=", id)
        .where("side", "=", side)
        .where("process", "=", process)
        .execute();
      const others = await db
        .selectFrom("livePresence")
        .select("process")
        .where("matchId", "=", id)
        .where("side", "=", side)
        .where("at", ">", asColumn(freshSince))
        .executeTakeFirst();
      if (!others) await markLeft(id, side, at);
    },
    markLeft,
    async refreshPresence(process, at, held) {
      const rows = await db
        .selectFrom("livePresence")
        .select(["matchId", "side"])
        .where("process", "=", process)
        .execute();
      const there = new Set(rows.map((row) => `${row.matchId} ${row.side}`));
      await db
        .updateTable("livePresence")
        .set({ at: at.toISOString() })
        .where("process", "=", process)
        .execute();
      const missing = held.filter((h) => !there.has(`${h.id} ${h.side}`));
      for (let from = 0; from < missing.length; from += ROWS_AT_ONCE) {
        await db
          .insertInto("livePresence")
          .values(
            missing
              .slice(from, from + ROWS_AT_ONCE)
              .map((h) => ({ matchId: h.id, side: h.side, process, at: at.toISOString() })),
          )
          .onConflict((oc) =>
            oc.columns(["matchId", "side", "process"]).doUpdateSet({ at: at.toISOString() }),
          )
          .execute();
      }
      return [...new Set(missing.map((h) => h.id))];
    },
    async presenceOf(id, freshSince) {
      const rows = await db
        .selectFrom("livePresence")
        .select("side")
        .where("matchId", "=", id)
        .where("at", ">", asColumn(freshSince))
        .execute();
      return { host: rows.some((r) => r.side === "host"), guest: rows.some((r) => r.side === "guest") };
    },
    async dropGone(alive, before, id) {
      if (alive.length === 0) throw new Error("dropGone: no process is alive, not even this one");
      return db.transaction().execute(async (trx) => {
        let gone = trx
          .deleteFrom("livePresence")
          .where("process", "not in", alive)
          .where("at", "<", asColumn(before));
        if (id !== null) gone = gone.where("matchId", "=", id);
        const dropped = await gone.returning(["matchId", "side", "at"]).execute();
        const lastSeen = new Map<string, { id: string; side: Side; at: number }>();
        for (const row of dropped) {
          const key = `${row.matchId} ${row.side}`;
          const at = timeOf(row.at);
          if ((lastSeen.get(key)?.at ?? -1) < at)
            lastSeen.set(key, { id: row.matchId, side: row.side as Side, at });
        }
        for (const { id: matchId, side, at } of lastSeen.values()) {
          const still = await trx
            .selectFrom("livePresence")
            .select("process")
            .where("matchId", "=", matchId)
            .where("side", "=", side)
            .executeTakeFirst();
          if (still === undefined) await leftAt(trx, matchId, side, new Date(at));
        }
        return [...new Set(dropped.map((row) => row.matchId))];
      });
    },
  };
}
