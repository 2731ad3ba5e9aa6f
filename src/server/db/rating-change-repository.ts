/**
 * What each rated match did to its members' ratings (ADR 0032): written by the rating's own
 * transaction (rating-repository.ts), read by the ladder's routes and the archive.
 */
import type { Transaction } from "kysely";
import type { Database } from "./database.ts";
import type { LadderKind as RatingKind } from "../../shared/ladder-types.ts";
import type { DatabaseSchema } from "./schema.ts";

/** What one rated match did to one member's rating: the part that is written and read back. */
interface RatingMove {
  readonly userId: string;
  readonly matchId: string;
  readonly kind: RatingKind;
  readonly before: { readonly rating: number; readonly rd: number };
  readonly after: { readonly rating: number; readonly rd: number };
  /** 1 won, 0.5 tied, 0 lost. */
  readonly score: number;
}

/** One member's change from one rated match. */
export interface RatingChangeRow extends RatingMove {
  /** The other member's display name in a live match; null against the computer. */
  readonly opponentName: string | null;
  /** The match as kept in this member's archive; null when it was not kept (a forfeit, an abandoned match). */
  readonly keptId: number | null;
  readonly createdAt: Date;
}

/** Writes one member's change inside the transaction that rates the match. */
export async function recordRatingChange(
  trx: Transaction<DatabaseSchema>,
  change: RatingMove & { readonly opponentId: string | null; readonly at: Date },
): Promise<void> {
  await trx
    .insertInto("ratingChange")
    .values({
      userId: change.userId,
      matchId: change.matchId,
      kind: change.kind,
      ratingBefore: change.before.rating,
      rdBefore: change.before.rd,
      ratingAfter: change.after.rating,
      rdAfter: change.after.rd,
      score: change.score,
      opponentId: change.opponentId,
      createdAt: change.at.toISOString(),
    })
    // A match rated again (its mark cleared, as after a lost rating) says what it did this time.
    .onConflict((oc) =>
      oc.columns(["userId", "matchId"]).doUpdateSet((eb) => ({
        kind: eb.ref("excluded.kind"),
        ratingBefore: eb.ref("excluded.ratingBefore"),
        rdBefore: eb.ref("excluded.rdBefore"),
        ratingAfter: eb.ref("excluded.ratingAfter"),
        rdAfter: eb.ref("excluded.rdAfter"),
        score: eb.ref("excluded.score"),
        opponentId: eb.ref("excluded.opponentId"),
        createdAt: eb.ref("excluded.createdAt"),
      })),
    )
    .execute();
}

export interface RatingChangeRepository {
  /** The member's change from the match; undefined when it is not rated (or not theirs). */
  changeOf(userId: string, matchId: string): Promise<RatingChangeRow | undefined>;
  /** The member's latest changes, newest first, of one ladder or both. */
  history(userId: string, limit: number, kind?: RatingKind): Promise<RatingChangeRow[]>;
  /** Of the member's kept matches `keptIds`, those that are ranked matches. */
  rankedKept(userId: string, keptIds: readonly number[]): Promise<Set<number>>;
}

export function ratingChangeRepository({ db }: Database): RatingChangeRepository {
  const select = (userId: string) =>
    db
      .selectFrom("ratingChange as c")
      .leftJoin("user as o", "o.id", "c.opponentId")
      .leftJoin("rankedMatch as r", "r.id", "c.matchId")
      .leftJoin("liveMatch as l", "l.id", "c.matchId")
      .select([
        "c.userId as userId",
        "c.matchId as matchId",
        "c.kind as kind",
        "c.ratingBefore as ratingBefore",
        "c.rdBefore as rdBefore",
        "c.ratingAfter as ratingAfter",
        "c.rdAfter as rdAfter",
        "c.score as score",
        "c.createdAt as createdAt",
        "o.name as opponentName",
        "r.keptId as rankedKeptId",
        "l.hostId as hostId",
        "l.hostKeptId as hostKeptId",
        "l.guestKeptId as guestKeptId",
      ])
      .where("c.userId", "=", userId);
  type Selected = Awaited<ReturnType<ReturnType<typeof select>["executeTakeFirstOrThrow"]>>;
  const changeOf = (row: Selected): RatingChangeRow => {
    const kind = row.kind === "friend" ? "friend" : "computer";
    const kept =
      kind === "computer" ? row.rankedKeptId : row.hostId === row.userId ? row.hostKeptId : row.guestKeptId;
    return {
      userId: row.userId,
      matchId: row.matchId,
      kind,
      before: { rating: Number(row.ratingBefore), rd: Number(row.rdBefore) },
      after: { rating: Number(row.ratingAfter), rd: Number(row.rdAfter) },
      score: Number(row.score),
      opponentName: row.opponentName ?? null,
      keptId: kept === null || kept === undefined ? null : Number(kept),
      createdAt: new Date(row.createdAt),
    };
  };

  return {
    async changeOf(userId, matchId) {
      const row = await select(userId).where("c.matchId", "=", matchId).executeTakeFirst();
      return row ? changeOf(row) : undefined;
    },

    async history(userId, limit, kind) {
      let query = select(userId);
      if (kind !== undefined) query = query.where("c.kind", "=", kind);
      const rows = await query
        .orderBy("c.createdAt", "desc")
        .orderBy("c.matchId", "desc")
        .limit(limit)
        .execute();
      return rows.map(changeOf);
    },

    async rankedKept(userId, keptIds) {
      if (keptIds.length === 0) return new Set();
      const rows = await db
        .selectFrom("rankedMatch")
        .select("keptId")
        .where("userId", "=", userId)
        .where("keptId", "in", [...keptIds])
        .execute();
      return new Set(rows.map((row) => Number(row.keptId)));
    },
  };
}
