import { sql } from "kysely";
import type { Seed } from "../../engine/index.ts";
import type { Database } from "./database.ts";
import { seedColumns, seedKey } from "./seed-columns.ts";

/** A saved match as the list and the save answer need it. */
export interface MatchRow {
  readonly id: number;
  readonly createdAt: Date | string;
  readonly summary: string;
}

/** A saved match with what replays it. */
export interface ReplayRow extends MatchRow {
  /** A narrow seed or a wide seed's key (PostgreSQL returns a bigint as a string). */
  readonly seed: number | string;
  /** The wide seed; null for a narrow one (the seed is read with seedOf). */
  readonly wideSeed: string | null;
  readonly level: string;
  readonly rulesVersion: number;
  readonly format: string | null;
  /** The actions' JSON text, as validated and written by the save. */
  readonly actions: string;
  /** The career line's JSON text, written by the save; null for a match kept before lines were. */
  readonly careerLine: string | null;
  /** The toss's first-ball values as JSON text, when its replay reads them. */
  readonly tossValues: string | null;
  /** Which side of the replay is the member's: "user", or "friend" (a live match's guest). */
  readonly side: string;
  /** Whether it was created as a knockout (SQLite keeps 0 or 1). */
  readonly knockout: boolean | number;
}

/** A match to keep: its seed and actions (the replay) and the summary shown in lists. */
interface NewMatch {
  readonly userId: string;
  readonly seed: Seed;
  readonly actions: string;
  readonly summary: string;
  readonly createdAt: Date;
  readonly level: string;
  readonly rulesVersion: number;
  readonly format: string | null;
  readonly teamId: number | null;
  readonly opponentId: number | null;
  readonly careerLine: string | null;
  readonly tossValues: string | null;
  /** Which side of the replay is the member's; the summary and career line are from it. */
  readonly side: "user" | "friend";
  /** The record book's facts of the replay as JSON (records-repository.ts reads them). */
  readonly bookFacts: string | null;
  /** Whether it was created as a knockout (a tie goes to super overs). */
  readonly knockout: boolean;
}

/** Which of a member's matches a list shows; absent fields do not filter. */
export interface MatchFilter {
  readonly format?: string;
  /** A country that played in the match, on either side. */
  readonly team?: number;
  readonly level?: string;
}

/** The queries on the `match` table, in one place. */
export interface MatchRepository {
  /** The member's match with this seed, if kept. */
  findBySeed(userId: string, seed: Seed): Promise<MatchRow | undefined>;
  /** Inserts the match, or returns undefined when the member already has one with its seed. */
  insert(match: NewMatch): Promise<MatchRow | undefined>;
  /** The member's newest matches, newest first. */
  newest(userId: string, limit: number): Promise<MatchRow[]>;
  /** One page of the member's matches that pass `filter`, newest first, and how many pass in all. */
  page(
    userId: string,
    filter: MatchFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: MatchRow[]; total: number }>;
  /** The member's match with this id, with its replay; undefined when it is not theirs. */
  findOne(userId: string, id: number): Promise<ReplayRow | undefined>;
  /**
   * Up to `limit` of the member's matches with their replays, highest id first, from the one
   * below `before` (from the newest when null): a page starts where the last one ended, read
   * along the (userId, id) index, however far down it is.
   */
  replays(userId: string, filter: MatchFilter, before: number | null, limit: number): Promise<ReplayRow[]>;
  /**
   * The ids of up to `limit` of the member's matches, highest first, from the one below `before`
   * (from the newest when null), each with whether it has a career line: what a replay page
   * reads first, to know where to end before any actions are read.
   */
  pageHeads(
    userId: string,
    filter: MatchFilter,
    before: number | null,
    limit: number,
  ): Promise<{ readonly id: number; readonly hasLine: boolean }[]>;
  /** Deletes the member's match; false when they have none with this id. */
  remove(userId: string, id: number): Promise<boolean>;
  /** Deletes all but the member's `keep` newest matches; returns how many went. */
  keepNewest(userId: string, keep: number): Promise<number>;
}

/** The match queries on `database`. */
export function matchRepository({ db }: Database): MatchRepository {
  const columns = ["id", "createdAt", "summary"] as const;
  const replayColumns = [
    ...columns,
    "seed",
    "wideSeed",
    "level",
    "rulesVersion",
    "format",
    "actions",
    "careerLine",
    "tossValues",
    "side",
    "knockout",
  ] as const;
  const ofMember = (userId: string) => db.selectFrom("match").select(columns).where("userId", "=", userId);
  const filtered = (userId: string, filter: MatchFilter) => {
    let query = db.selectFrom("match").where("userId", "=", userId);
    if (filter.format !== undefined) query = query.where("format", "=", filter.format);
    if (filter.level !== undefined) query = query.where("level", "=", filter.level);
    const team = filter.team;
    if (team !== undefined)
      query = query.where((eb) => eb.or([eb("teamId", "=", team), eb("opponentId", "=", team)]));
    return query;
  };
  return {
    findBySeed: (userId, seed) => ofMember(userId).where("seed", "=", seedKey(seed)).executeTakeFirst(),
    insert: (match) =>
      db
        .insertInto("match")
        .values({
          ...match,
          ...seedColumns(match.seed),
          createdAt: match.createdAt.toISOString(),
          // 1 or 0 on both: SQLite binds no booleans, and PostgreSQL reads '1' as true.
          knockout: match.knockout ? 1 : 0,
        })
        .onConflict((oc) => oc.columns(["userId", "seed"]).doNothing())
        .returning(columns)
        .executeTakeFirst(),
    newest: (userId, limit) =>
      ofMember(userId).orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute(),
    async page(userId, filter, offset, limit) {
      const [rows, count] = await Promise.all([
        filtered(userId, filter)
          .select(columns)
          .orderBy("createdAt", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .offset(offset)
          .execute(),
        filtered(userId, filter)
          .select((eb) => eb.fn.countAll<number | string>().as("total"))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
    findOne: (userId, id) =>
      db
        .selectFrom("match")
        .select(replayColumns)
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst(),
    replays: (userId, filter, before, limit) =>
      (before === null ? filtered(userId, filter) : filtered(userId, filter).where("id", "<", before))
        // A match with a career line is not replayed, so its actions (kilobytes each) stay unread.
        .select([
          ...replayColumns.filter((column) => column !== "actions"),
          sql<string>`case when "careerLine" is null then "actions" else '' end`.as("actions"),
        ])
        .orderBy("id", "desc")
        .limit(limit)
        .execute(),
    async pageHeads(userId, filter, before, limit) {
      const rows = await (
        before === null ? filtered(userId, filter) : filtered(userId, filter).where("id", "<", before)
      )
        .select(["id", sql<number | boolean>`"careerLine" is not null`.as("hasLine")])
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: Number(row.id), hasLine: Boolean(row.hasLine) }));
    },
    async remove(userId, id) {
      const result = await db
        .deleteFrom("match")
        .where("userId", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async keepNewest(userId, keep) {
      const kept = db
        .selectFrom("match")
        .select("id")
        .where("userId", "=", userId)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .limit(keep);
      const result = await db
        .deleteFrom("match")
        .where("userId", "=", userId)
        .where("id", "not in", kept)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
