/**
 * The queries on the live tables (ADR 0019), in one place: the matches' rows here, a ball's
 * writes in live-ball-writes.ts, what the views read besides the row in live-facts-queries.ts,
 * and the presence rows' in live-presence-queries.ts.
 */
import type { Database } from "./database.ts";
import { groupCommit } from "./group-commit.ts";
import { type Announcer, type LiveBallWrites, liveBallWrites } from "./live-ball-writes.ts";
import { type LiveFactsQueries, liveFactsQueries } from "./live-facts-queries.ts";
import { type LivePresenceQueries, livePresenceQueries } from "./live-presence-queries.ts";
import { type LiveRow, type NewLive, rowOf, selectLive, type Side, type StoredAction } from "./live-rows.ts";
import { seedColumns } from "./seed-columns.ts";

export type { Announcer, BallFor } from "./live-ball-writes.ts";
export type { LiveRow, NewLive, Side, Status, StoredAction } from "./live-rows.ts";

export interface LiveRepository extends LivePresenceQueries, LiveBallWrites, LiveFactsQueries {
  /**
   * Stores the match and its setup together, unless the host has `openLimit` open invites:
   * counted inside the insert's transaction with the host's row locked (PostgreSQL; SQLite's
   * transactions run one at a time), so racing requests on any process cannot pass it together.
   * "code_taken" when the invite code is taken; nothing is stored unless "created".
   */
  create(match: NewLive, openLimit: number): Promise<"created" | "code_taken" | "too_many">;
  find(id: string): Promise<LiveRow | undefined>;
  findByCode(code: string): Promise<LiveRow | undefined>;
  /**
   * The match with its actions from `from` on, in one reading (what a process brings its copy
   * of the match up to date with); undefined when there is no such match.
   */
  findFrom(id: string, from: number): Promise<{ row: LiveRow; actions: StoredAction[] } | undefined>;
  /** Makes `guestId` the guest of an open invite; false when it is not open any more. */
  accept(id: string, guestId: string, at: Date): Promise<boolean>;
  /** Withdraws the host's open invite; false when it is not open. */
  cancel(id: string, hostId: string): Promise<boolean>;
  /** Marks a match being played finished, with its kept ids; false (nothing written) when it was not being played. */
  finish(id: string, hostKeptId: number, guestKeptId: number, at: Date): Promise<boolean>;
  /** Ends a match being played as forfeited by `side`; false when it was not being played. */
  forfeit(id: string, side: Side, at: Date): Promise<boolean>;
  /** How many open invites the member has made. */
  countOpenInvites(hostId: string): Promise<number>;
  /** The member's open invites and the matches they are playing, newest first. */
  openOf(userId: string): Promise<LiveRow[]>;
}

/** The live match queries on `database`. */
export function liveRepository(database: Database, announcer: Announcer | null = null): LiveRepository {
  const { db } = database;
  /** The announcer, where a write can announce itself in its own statement (PostgreSQL). */
  const inStatement = database.kind === "postgres" ? announcer : null;
  // A ball's writes are the hot path: they share commits (see group-commit.ts).
  const commit = groupCommit(database);
  const select = () => selectLive(db);

  return {
    async create(match, openLimit) {
      const createdAt = match.createdAt.toISOString();
      const taken = await db
        .selectFrom("liveMatch")
        .select("id")
        .where("code", "=", match.code)
        .executeTakeFirst();
      if (taken) return "code_taken";
      try {
        const made = await db.transaction().execute(async (trx) => {
          // One host's invites are made one at a time: each counts what the last one left.
          const host = trx.selectFrom("user").select("id").where("id", "=", match.hostId);
          await (database.kind === "postgres" ? host.forUpdate() : host).executeTakeFirst();
          const open = await trx
            .selectFrom("liveMatch")
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .where("hostId", "=", match.hostId)
            .where("status", "=", "invited")
            .executeTakeFirstOrThrow();
          if (Number(open.n) >= openLimit) return false;
          await trx
            .insertInto("liveMatch")
            .values({
              id: match.id,
              code: match.code,
              hostId: match.hostId,
              ...seedColumns(match.seed),
              rulesVersion: match.rulesVersion,
              status: "invited",
              createdAt,
            })
            .execute();
          if (match.actions.length > 0) {
            await trx
              .insertInto("liveAction")
              .values(match.actions.map((action, seq) => ({ matchId: match.id, seq, action, at: createdAt })))
              .execute();
          }
          return true;
        });
        return made ? "created" : "too_many";
      } catch (error) {
        // The code was taken between the check and the insert.
        const again = await db
          .selectFrom("liveMatch")
          .select("id")
          .where("code", "=", match.code)
          .executeTakeFirst();
        if (again && again.id !== match.id) return "code_taken";
        throw error;
      }
    },
    async find(id) {
      const row = await select().where("liveMatch.id", "=", id).executeTakeFirst();
      return row ? rowOf(row) : undefined;
    },
    async findFrom(id, from) {
      const rows = await select()
        .leftJoin("liveAction as a", (join) =>
          join.onRef("a.matchId", "=", "liveMatch.id").on("a.seq", ">=", from),
        )
        .select(["a.seq as actionSeq", "a.action as action", "a.at as actionAt", "a.timedOut as timedOut"])
        .where("liveMatch.id", "=", id)
        .orderBy("a.seq")
        .execute();
      const first = rows[0];
      if (first === undefined) return undefined;
      const actions: StoredAction[] = [];
      for (const row of rows) {
        if (row.actionSeq === null || row.action === null || row.actionAt === null) continue;
        actions.push({
          action: row.action,
          at: new Date(row.actionAt),
          timedOut: row.timedOut as StoredAction["timedOut"],
        });
      }
      return { row: rowOf(first), actions };
    },
    async findByCode(code) {
      const row = await select().where("liveMatch.code", "=", code).executeTakeFirst();
      return row ? rowOf(row) : undefined;
    },
    async accept(id, guestId, at) {
      const result = await db
        .updateTable("liveMatch")
        .set({ guestId, status: "playing", acceptedAt: at.toISOString() })
        .where("id", "=", id)
        .where("status", "=", "invited")
        .where("guestId", "is", null)
        .where("hostId", "!=", guestId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async cancel(id, hostId) {
      const result = await db
        .updateTable("liveMatch")
        .set({ status: "cancelled" })
        .where("id", "=", id)
        .where("hostId", "=", hostId)
        .where("status", "=", "invited")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async finish(id, hostKeptId, guestKeptId, at) {
      const result = await db
        .updateTable("liveMatch")
        .set({ status: "finished", finishedAt: at.toISOString(), hostKeptId, guestKeptId })
        .where("id", "=", id)
        .where("status", "=", "playing")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async forfeit(id, side, at) {
      const result = await db
        .updateTable("liveMatch")
        .set({ status: "forfeited", finishedAt: at.toISOString(), forfeitedBy: side })
        .where("id", "=", id)
        .where("status", "=", "playing")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async countOpenInvites(hostId) {
      const row = await db
        .selectFrom("liveMatch")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("hostId", "=", hostId)
        .where("status", "=", "invited")
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async openOf(userId) {
      const rows = await select()
        .where((eb) =>
          eb.or([
            eb.and([
              eb("liveMatch.hostId", "=", userId),
              eb("liveMatch.status", "in", ["invited", "playing"]),
            ]),
            eb.and([eb("liveMatch.guestId", "=", userId), eb("liveMatch.status", "=", "playing")]),
          ]),
        )
        .orderBy("liveMatch.createdAt", "desc")
        .orderBy("liveMatch.id", "desc")
        .execute();
      return rows.map(rowOf);
    },
    ...liveBallWrites(database, commit, inStatement),
    ...liveFactsQueries(db),
    ...livePresenceQueries(database),
  };
}
