import type { Kysely, Migration } from "kysely";

/** The column types the migrations pick by dialect (see migrations.ts). */
interface RecordsColumnTypes {
  readonly time: "timestamptz" | "date";
}

/** 0015 on: what the record book and achievements read (ADR 0033). */
export function recordsMigrations(types: RecordsColumnTypes): Record<string, Migration> {
  return {
    // The facts the record book reads of a kept match (engine/records/book-facts.ts, as JSON),
    // written when it is kept, from the server's own replay. Matches kept before have none: they
    // are counted as unread, not guessed at.
    // And each achievement a member has earned, once: when, by which kept match (its id then; the
    // archive may let the match go later, the achievement stays), and when the member was told.
    "0015_records": {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable("match").addColumn("bookFacts", "text").execute();
        await db.schema
          .createTable("achievement")
          .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("achievementId", "text", (c) => c.notNull())
          .addColumn("matchId", "integer")
          .addColumn("earnedAt", types.time, (c) => c.notNull())
          .addColumn("seenAt", types.time)
          .addPrimaryKeyConstraint("achievement_pk", ["userId", "achievementId"])
          .execute();
      },
    },
  };
}
