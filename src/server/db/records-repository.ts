/**
 * The queries the record book and achievements read and write (migration 0015, ADR 0033): the
 * facts of a member's kept matches, and the achievements the member has earned.
 */
import type { Database } from "./database.ts";

/** A kept match's facts, with what names it and whose side the member played. */
export interface FactsRow {
  readonly id: number;
  /** The summary JSON the archive lists (its title). */
  readonly summary: string;
  readonly level: string;
  readonly rulesVersion: number;
  /** The member's country. */
  readonly teamId: number | null;
  /** The facts' JSON text, as the keep wrote it. */
  readonly bookFacts: string;
}

/** An achievement a member has earned. */
export interface EarnedRow {
  readonly achievementId: string;
  readonly matchId: number | null;
  readonly earnedAt: Date | string;
  readonly seenAt: Date | string | null;
}

/** A kept match with no facts yet, with what replays it. */
export interface UnreadRow {
  readonly id: number;
  readonly seed: number | string;
  readonly wideSeed: string | null;
  readonly level: string;
  readonly rulesVersion: number;
  /** The actions' JSON text. */
  readonly actions: string;
}

/** What a kept match whose replay gives no facts is marked with, so it is not tried again. */
export const UNREADABLE = JSON.stringify({ unreadable: true });

export interface RecordsRepository {
  /** The member's kept matches that have facts, in the order they were kept. */
  facts(userId: string): Promise<FactsRow[]>;
  /** How many of the member's kept matches have no facts (kept before facts were). */
  unread(userId: string): Promise<number>;
  /** Up to `limit` of the member's kept matches with no facts, newest first, with their replays. */
  unreadRows(userId: string, limit: number): Promise<UnreadRow[]>;
  /** Writes a kept match's facts (JSON, or {@link UNREADABLE}) where it has none yet. */
  setFacts(id: number, facts: string): Promise<void>;
  /** The member's earned achievements. */
  earned(userId: string): Promise<EarnedRow[]>;
  /** Adds achievements the member has just earned; one already earned keeps its first match. */
  addEarned(
    userId: string,
    earned: readonly { readonly achievementId: string; readonly matchId: number | null }[],
    at: Date,
  ): Promise<void>;
  /** Marks the member's achievements `ids` as told; answers how many were new. */
  markSeen(userId: string, ids: readonly string[], at: Date): Promise<number>;
}

export function recordsRepository({ db }: Database): RecordsRepository {
  /** The member's kept matches with no facts yet. */
  const unreadOf = (userId: string) =>
    db.selectFrom("match").where("userId", "=", userId).where("bookFacts", "is", null);
  return {
    async facts(userId) {
      const rows = await db
        .selectFrom("match")
        .select(["id", "summary", "level", "rulesVersion", "teamId", "bookFacts"])
        .where("userId", "=", userId)
        .where("bookFacts", "is not", null)
        .orderBy("createdAt", "asc")
        .orderBy("id", "asc")
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id), bookFacts: row.bookFacts ?? "" }));
    },
    async unread(userId) {
      const row = await unreadOf(userId)
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async unreadRows(userId, limit) {
      const rows = await unreadOf(userId)
        .select(["id", "seed", "wideSeed", "level", "rulesVersion", "actions"])
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },
    async setFacts(id, facts) {
      // Only where none is written yet: two looks reading the same match write it once.
      const unread = db.updateTable("match").where("bookFacts", "is", null);
      await unread.set({ bookFacts: facts }).where("id", "=", id).execute();
    },
    async earned(userId) {
      const rows = await db
        .selectFrom("achievement")
        .select(["achievementId", "matchId", "earnedAt", "seenAt"])
        .where("userId", "=", userId)
        .execute();
      return rows.map((row) => ({ ...row, matchId: row.matchId === null ? null : Number(row.matchId) }));
    },
    async addEarned(userId, earned, at) {
      if (earned.length === 0) return;
      await db
        .insertInto("achievement")
        .values(
          earned.map((e) => ({
            userId,
            achievementId: e.achievementId,
            matchId: e.matchId,
            earnedAt: at.toISOString(),
            seenAt: null,
          })),
        )
        .onConflict((oc) => oc.columns(["userId", "achievementId"]).doNothing())
        .execute();
    },
    async markSeen(userId, ids, at) {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable("achievement")
        .set({ seenAt: at.toISOString() })
        .where("userId", "=", userId)
        .where("achievementId", "in", [...ids])
        .where("seenAt", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
