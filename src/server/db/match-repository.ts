import type { Database } from "./database.ts";

/** A saved match as the list and the save answer need it. */
export interface MatchRow {
  readonly id: number;
  readonly createdAt: Date | string;
  readonly summary: string;
}

/** A match to keep: its seed and actions (the replay) and the summary shown in lists. */
interface NewMatch {
  readonly userId: string;
  readonly seed: number;
  readonly actions: string;
  readonly summary: string;
  readonly createdAt: Date;
}

/** The queries on the `match` table, in one place. */
interface MatchRepository {
  /** The member's match with this seed, if kept. */
  findBySeed(userId: string, seed: number): Promise<MatchRow | undefined>;
  /** Inserts the match, or returns undefined when the member already has one with its seed. */
  insert(match: NewMatch): Promise<MatchRow | undefined>;
  /** The member's newest matches, newest first. */
  newest(userId: string, limit: number): Promise<MatchRow[]>;
  /** Deletes all but the member's `keep` newest matches; returns how many went. */
  keepNewest(userId: string, keep: number): Promise<number>;
}

/** The match queries on `database`. */
export function matchRepository({ db }: Database): MatchRepository {
  const columns = ["id", "createdAt", "summary"] as const;
  const ofMember = (userId: string) => db.selectFrom("match").select(columns).where("userId", "=", userId);
  return {
    findBySeed: (userId, seed) => ofMember(userId).where("seed", "=", seed).executeTakeFirst(),
    insert: (match) =>
      db
        .insertInto("match")
        .values({ ...match, createdAt: match.createdAt.toISOString() })
        .onConflict((oc) => oc.columns(["userId", "seed"]).doNothing())
        .returning(columns)
        .executeTakeFirst(),
    newest: (userId, limit) =>
      ofMember(userId).orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute(),
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
