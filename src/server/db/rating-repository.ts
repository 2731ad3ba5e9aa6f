import type { Transaction } from "kysely";
import type { Database } from "./database.ts";
import { recordRatingChange } from "./rating-change-repository.ts";
import type { DatabaseSchema } from "./schema.ts";

/**
 * The ladders there are: ranked matches against the computer, and live matches between
 * members (head to head, ADR 0019).
 */
export type RatingKind = "computer" | "friend";

/** A Glicko-2 rating as the step needs it. */
export interface RatingValue {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

/** A member's stored rating of one kind. */
export interface RatingRow extends RatingValue {
  readonly userId: string;
  readonly kind: RatingKind;
  readonly matches: number;
  readonly wins: number;
  readonly losses: number;
  readonly ties: number;
  readonly updatedAt: Date;
}

/** A line of the ladder: a member's rating and place, with their display name. */
export interface LadderLine {
  readonly rank: number;
  readonly userId: string;
  readonly name: string;
  readonly rating: number;
  readonly rd: number;
  readonly matches: number;
}

/** One rated match: whose, which, its score and what it does to the rating. */
export interface RankedRating {
  readonly matchId: string;
  readonly userId: string;
  readonly kind: RatingKind;
  /** 1 won, 0.5 tied, 0 lost. */
  readonly score: 1 | 0.5 | 0;
  readonly at: Date;
  /** A member's rating before any rated match. */
  readonly initial: RatingValue;
  /** The rating after this match, from the one before it. */
  readonly step: (before: RatingValue) => RatingValue;
}

/** One rated live match: both members, the host's score and what it does to both ratings. */
export interface LiveRating {
  readonly matchId: string;
  readonly hostId: string;
  readonly guestId: string;
  /** The host's score: 1 won, 0.5 tied, 0 lost (the guest's is the rest of 1). */
  readonly hostScore: 1 | 0.5 | 0;
  readonly at: Date;
  readonly initial: RatingValue;
  /** Both ratings after the match, from both before it. */
  readonly step: (host: RatingValue, guest: RatingValue) => { host: RatingValue; guest: RatingValue };
}

export interface RatingRepository {
  /**
   * Rates a finished (or forfeited) live match once on the head-to-head ladder ("friend"):
   * marks it rated (only if it was not) and writes both members' new ratings, in one
   * transaction. Answers the two new ratings, or null when the match was rated already.
   */
  rateLive(rated: LiveRating): Promise<{ host: RatingRow; guest: RatingRow } | null>;
  /**
   * Rates a finished ranked match once: marks it rated (only if it was not) and writes the
   * member's new rating, in one transaction. Answers the new rating, or null (and nothing
   * written) when the match was rated already.
   */
  rateRanked(rated: RankedRating): Promise<RatingRow | null>;
  /** The member's rating of `kind`; undefined before their first rated match. */
  find(userId: string, kind: RatingKind): Promise<RatingRow | undefined>;
  /**
   * The top `limit` members of the ladder, rank 1 first: by rating, then the smaller RD, then
   * the earlier update (then the member's id, so the order is total).
   */
  top(kind: RatingKind, limit: number): Promise<LadderLine[]>;
  /** The member's line with their rank; null before their first rated match. */
  lineOf(userId: string, kind: RatingKind): Promise<LadderLine | null>;
  /**
   * Ranked matches finished and kept, or abandoned or idle, but not rated (finished before the
   * ladder, or a process stopped between keeping or ending and rating), the earliest finished
   * first, with the kept match's career line (its JSON text; null when it has none).
   */
  unratedRanked(limit: number): Promise<UnratedRanked[]>;
}

/** A finished ranked match that has not counted on its member's rating yet. */
export interface UnratedRanked {
  readonly matchId: string;
  readonly userId: string;
  readonly careerLine: string | null;
  /** "abandoned" or "idle" for a match that ended as a loss without being played out. */
  readonly endedBy: string | null;
}

interface StoredRating {
  readonly userId: string;
  readonly kind: string;
  readonly rating: number | string;
  readonly rd: number | string;
  readonly vol: number | string;
  readonly matches: number | string;
  readonly wins: number | string;
  readonly losses: number | string;
  readonly ties: number | string;
  readonly updatedAt: Date | string;
}

function ratingOf(row: StoredRating): RatingRow {
  return {
    userId: row.userId,
    kind: row.kind as RatingKind,
    rating: Number(row.rating),
    rd: Number(row.rd),
    vol: Number(row.vol),
    matches: Number(row.matches),
    wins: Number(row.wins),
    losses: Number(row.losses),
    ties: Number(row.ties),
    updatedAt: new Date(row.updatedAt),
  };
}

/** Makes the member's rating of `kind` at `initial` unless they have one. */
async function openRating(
  trx: Transaction<DatabaseSchema>,
  userId: string,
  kind: RatingKind,
  initial: RatingValue,
  now: string,
): Promise<void> {
  await trx
    .insertInto("rating")
    .values({ userId, kind, ...initial, matches: 0, wins: 0, losses: 0, ties: 0, updatedAt: now })
    .onConflict((oc) => oc.columns(["userId", "kind"]).doNothing())
    .execute();
}

/** The member's rating, locked until the transaction ends on PostgreSQL (SQLite's writer holds the whole database). */
async function ratingToStep(
  trx: Transaction<DatabaseSchema>,
  dialect: Database["kind"],
  userId: string,
  kind: RatingKind,
): Promise<RatingRow> {
  const read = trx.selectFrom("rating").selectAll().where("userId", "=", userId).where("kind", "=", kind);
  return ratingOf(await (dialect === "postgres" ? read.forUpdate() : read).executeTakeFirstOrThrow());
}

/** Writes the rating after one match scored `score` (1 won, 0.5 tied, 0 lost); answers it. */
async function writeRating(
  trx: Transaction<DatabaseSchema>,
  row: RatingRow,
  value: RatingValue,
  score: number,
  at: Date,
): Promise<RatingRow> {
  const after: RatingRow = {
    ...row,
    rating: value.rating,
    rd: value.rd,
    vol: value.vol,
    matches: row.matches + 1,
    wins: row.wins + (score === 1 ? 1 : 0),
    losses: row.losses + (score === 0 ? 1 : 0),
    ties: row.ties + (score === 0.5 ? 1 : 0),
    updatedAt: at,
  };
  await trx
    .updateTable("rating")
    .set({
      rating: after.rating,
      rd: after.rd,
      vol: after.vol,
      matches: after.matches,
      wins: after.wins,
      losses: after.losses,
      ties: after.ties,
      updatedAt: at.toISOString(),
    })
    .where("userId", "=", row.userId)
    .where("kind", "=", row.kind)
    .execute();
  return after;
}

/** A ladder line from a rating as read (the numbers as numbers, whatever the driver answers). */
function ladderLine(
  rank: number,
  userId: string,
  row: { readonly name: string; readonly rating: unknown; readonly rd: unknown; readonly matches: unknown },
): LadderLine {
  return {
    rank,
    userId,
    name: row.name,
    rating: Number(row.rating),
    rd: Number(row.rd),
    matches: Number(row.matches),
  };
}

/** The rating queries on `database`. */
export function ratingRepository({ db, kind: dialect }: Database): RatingRepository {
  /** The members with a rating of `kind` who have played for it, with their names. */
  const onLadder = (kind: RatingKind) =>
    db
      .selectFrom("rating")
      .innerJoin("user", "user.id", "rating.userId")
      .where("rating.kind", "=", kind)
      .where("rating.matches", ">", 0);
  const find = async (userId: string, kind: RatingKind) => {
    const row = await db
      .selectFrom("rating")
      .selectAll()
      .where("userId", "=", userId)
      .where("kind", "=", kind)
      .executeTakeFirst();
    return row ? ratingOf(row) : undefined;
  };

  return {
    async rateLive({ matchId, hostId, guestId, hostScore, at, initial, step }) {
      const now = at.toISOString();
      const kind: RatingKind = "friend";
      return db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable("liveMatch")
          .set({ ratedAt: now })
          .where("id", "=", matchId)
          .where("ratedAt", "is", null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) return null;
        // In the members' id order, so two matches rated at once cannot lock each other out.
        const ids = [hostId, guestId].sort();
        for (const userId of ids) await openRating(trx, userId, kind, initial, now);
        const before = new Map<string, RatingRow>();
        for (const userId of ids) before.set(userId, await ratingToStep(trx, dialect, userId, kind));
        const hostBefore = before.get(hostId) as RatingRow;
        const guestBefore = before.get(guestId) as RatingRow;
        const next = step(hostBefore, guestBefore);
        const host = await writeRating(trx, hostBefore, next.host, hostScore, at);
        const guest = await writeRating(trx, guestBefore, next.guest, 1 - hostScore, at);
        const change = { matchId, kind, at };
        await recordRatingChange(trx, {
          ...change,
          userId: hostId,
          before: hostBefore,
          after: host,
          score: hostScore,
          opponentId: guestId,
        });
        await recordRatingChange(trx, {
          ...change,
          userId: guestId,
          before: guestBefore,
          after: guest,
          score: 1 - hostScore,
          opponentId: hostId,
        });
        return { host, guest };
      });
    },

    async rateRanked({ matchId, userId, kind, score, at, initial, step }) {
      const now = at.toISOString();
      return db.transaction().execute(async (trx) => {
        // First a write: on SQLite it takes the database's write lock for the whole
        // transaction; on PostgreSQL a second writer waits on the row and then finds it rated.
        const marked = await trx
          .updateTable("rankedMatch")
          .set({ ratedAt: now })
          .where("id", "=", matchId)
          .where("userId", "=", userId)
          .where("ratedAt", "is", null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) === 0) return null;
        await openRating(trx, userId, kind, initial, now);
        // Two of the member's matches rated at once must not both start from the same rating.
        const before = await ratingToStep(trx, dialect, userId, kind);
        const after = await writeRating(trx, before, step(before), score, at);
        await recordRatingChange(trx, { userId, matchId, kind, before, after, score, opponentId: null, at });
        return after;
      });
    },

    find,

    async top(kind, limit) {
      const rows = await onLadder(kind)
        .select([
          "rating.userId as userId",
          "user.name as name",
          "rating.rating as rating",
          "rating.rd as rd",
          "rating.matches as matches",
        ])
        .orderBy("rating.rating", "desc")
        .orderBy("rating.rd", "asc")
        .orderBy("rating.updatedAt", "asc")
        .orderBy("rating.userId", "asc")
        .limit(limit)
        .execute();
      return rows.map((row, index) => ladderLine(index + 1, row.userId, row));
    },

    async lineOf(userId, kind) {
      const mine = await onLadder(kind)
        .select([
          "rating.rating as rating",
          "rating.rd as rd",
          "rating.matches as matches",
          "rating.updatedAt as updatedAt",
          "user.name as name",
        ])
        .where("rating.userId", "=", userId)
        .executeTakeFirst();
      if (!mine) return null;
      // The raw values as stored, so the comparison is the one `top` orders by.
      const { rating, rd, updatedAt } = mine;
      const ahead = await db
        .selectFrom("rating")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("kind", "=", kind)
        .where("matches", ">", 0)
        .where((eb) =>
          eb.or([
            eb("rating", ">", rating),
            eb.and([eb("rating", "=", rating), eb("rd", "<", rd)]),
            eb.and([eb("rating", "=", rating), eb("rd", "=", rd), eb("updatedAt", "<", updatedAt)]),
            eb.and([
              eb("rating", "=", rating),
              eb("rd", "=", rd),
              eb("updatedAt", "=", updatedAt),
              eb("userId", "<", userId),
            ]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return ladderLine(Number(ahead.n) + 1, userId, mine);
    },

    async unratedRanked(limit) {
      const rows = await db
        .selectFrom("rankedMatch")
        .leftJoin("match", "match.id", "rankedMatch.keptId")
        .select([
          "rankedMatch.id as matchId",
          "rankedMatch.userId as userId",
          "match.careerLine as careerLine",
          "rankedMatch.endedBy as endedBy",
        ])
        .where("rankedMatch.finishedAt", "is not", null)
        .where((eb) =>
          eb.or([
            eb("rankedMatch.keptId", "is not", null),
            eb("rankedMatch.endedBy", "in", ["abandoned", "idle"]),
          ]),
        )
        .where("rankedMatch.ratedAt", "is", null)
        .orderBy("rankedMatch.finishedAt")
        .orderBy("rankedMatch.id")
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        matchId: row.matchId,
        userId: row.userId,
        careerLine: row.careerLine ?? null,
        endedBy: row.endedBy ?? null,
      }));
    },
  };
}
