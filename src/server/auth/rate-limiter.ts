import { sql } from "kysely";
import type { Database } from "../db/database.ts";

export interface LimitRule {
  /** Window length in seconds. */
  readonly window: number;
  /** Hits allowed per window. */
  readonly max: number;
}

interface LimitVerdict {
  readonly allowed: boolean;
  /** Seconds until the window resets (0 when allowed). */
  readonly retryAfter: number;
}

/** One hit in this many also deletes the counters whose windows have ended. */
const PRUNE_EVERY = 200;

/**
 * Fixed-window counters in our own `abuseLimit` table, so every server process on one database
 * shares the same budgets. Counting and deciding are one statement (an upsert returning the new
 * count), so concurrent requests can never all see the same old count. Better Auth's own
 * limiter keeps its `rateLimit` table to itself.
 */
export class RateLimiter {
  private hits = 0;

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit on `key` and says whether it is within `rule`. */
  async hit(key: string, rule: LimitRule): Promise<LimitVerdict> {
    const now = this.now();
    const expiresAt = now + rule.window * 1000;
    const ended = sql<boolean>`${sql.ref("abuseLimit.expiresAt")} <= ${now}`;
    const row = await this.database.db
      .insertInto("abuseLimit")
      .values({ key, count: 1, expiresAt })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql<number>`case when ${ended} then 1 else ${sql.ref("abuseLimit.count")} + 1 end`,
          expiresAt: sql<number>`case when ${ended} then ${expiresAt} else ${sql.ref("abuseLimit.expiresAt")} end`,
        }),
      )
      .returning(["count", "expiresAt"])
      .executeTakeFirstOrThrow();
    if (++this.hits % PRUNE_EVERY === 0) await this.prune(now);
    if (Number(row.count) <= rule.max) return { allowed: true, retryAfter: 0 };
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((Number(row.expiresAt) - now) / 1000)) };
  }

  /**
   * Whether one more hit on `key` would be refused, without counting one: a read, where
   * {@link hit} is a write (on SQLite a synced commit), for a request that may turn out not
   * to count at all.
   */
  async check(key: string, rule: LimitRule): Promise<LimitVerdict> {
    const now = this.now();
    const row = await this.database.db
      .selectFrom("abuseLimit")
      .select(["count", "expiresAt"])
      .where("key", "=", key)
      .executeTakeFirst();
    if (!row || Number(row.expiresAt) <= now || Number(row.count) < rule.max)
      return { allowed: true, retryAfter: 0 };
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((Number(row.expiresAt) - now) / 1000)) };
  }

  /** Takes back one hit on `key` (an attempt that turned out not to count). */
  async release(key: string): Promise<void> {
    await this.database.db
      .updateTable("abuseLimit")
      .set({ count: sql<number>`${sql.ref("count")} - 1` })
      .where("key", "=", key)
      .where("count", ">", 0)
      .execute();
  }

  /** Forgets `key` (e.g. the failures of an account that has just signed in). */
  async reset(key: string): Promise<void> {
    await this.database.db.deleteFrom("abuseLimit").where("key", "=", key).execute();
  }

  private async prune(now: number): Promise<void> {
    await this.database.db.deleteFrom("abuseLimit").where("expiresAt", "<=", now).execute();
  }
}
