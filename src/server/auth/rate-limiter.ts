import { randomUUID } from "node:crypto";
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

/**
 * A fixed-window counter kept in the database's `rateLimit` table, so every server process on
 * one database shares the same budgets. One atomic upsert per hit; no read-then-write race.
 */
export class RateLimiter {
  constructor(private readonly database: Database) {}

  /** Counts one hit on `key` and says whether it is within `rule`. */
  async hit(key: string, rule: LimitRule, now = Date.now()): Promise<LimitVerdict> {
    const windowStart = now - rule.window * 1000;
    const row = await this.database.db
      .insertInto("rateLimit")
      .values({ id: randomUUID(), key, count: 1, lastRequest: now })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          // A window that has run out starts again at 1; the window start is kept in lastRequest.
          count: sql<number>`case when ${sql.ref("rateLimit.lastRequest")} <= ${windowStart} then 1 else ${sql.ref("rateLimit.count")} + 1 end`,
          lastRequest: sql<number>`case when ${sql.ref("rateLimit.lastRequest")} <= ${windowStart} then ${now} else ${sql.ref("rateLimit.lastRequest")} end`,
        }),
      )
      .returning(["count", "lastRequest"])
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    if (count <= rule.max) return { allowed: true, retryAfter: 0 };
    const resetAt = Number(row.lastRequest) + rule.window * 1000;
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
  }

  /** How many hits `key` has in the current window, without counting one. */
  async peek(key: string, rule: LimitRule, now = Date.now()): Promise<number> {
    const row = await this.database.db
      .selectFrom("rateLimit")
      .select(["count", "lastRequest"])
      .where("key", "=", key)
      .executeTakeFirst();
    if (!row || Number(row.lastRequest) <= now - rule.window * 1000) return 0;
    return Number(row.count);
  }

  /** Forgets `key` (e.g. the failures of an account that has just signed in). */
  async reset(key: string): Promise<void> {
    await this.database.db.deleteFrom("rateLimit").where("key", "=", key).execute();
  }
}
