import type { Kysely, Migration } from "kysely";

/** The column types the migrations pick by dialect (see migrations.ts). */
interface RatedColumnTypes {
  readonly time: "timestamptz" | "date";
  readonly real: "double precision" | "real";
}

/**
 * 0014 on: what each rated match did to its members' ratings, and rematches between members
 * (ADR 0032).
 */
export function ratedMatchMigrations(types: RatedColumnTypes): Record<string, Migration> {
  return {
    // One row per member and rated match: the ladder ("computer" for a ranked match, "friend"
    // for a live one), the rating and its deviation before and after, and the other member of a
    // live match. Written in the rating's own transaction, so a rated match always has its rows.
    // Matches rated before this migration have none: what they did is not known any more.
    "0014_rating_change": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("ratingChange")
          .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("matchId", "text", (c) => c.notNull())
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("ratingBefore", types.real, (c) => c.notNull())
          .addColumn("rdBefore", types.real, (c) => c.notNull())
          .addColumn("ratingAfter", types.real, (c) => c.notNull())
          .addColumn("rdAfter", types.real, (c) => c.notNull())
          .addColumn("score", types.real, (c) => c.notNull())
          .addColumn("opponentId", "text")
          .addColumn("createdAt", types.time, (c) => c.notNull())
          .addPrimaryKeyConstraint("ratingChange_pk", ["userId", "matchId"])
          .execute();
        await db.schema
          .createIndex("ratingChange_user_created_idx")
          .on("ratingChange")
          .columns(["userId", "createdAt"])
          .execute();
        // A rematch: the live match `rematchId` offered by `byId` to `forId` after `matchId`,
        // with the same sides or swapped. Only `forId` may accept its invite.
        await db.schema
          .createTable("liveRematch")
          .addColumn("rematchId", "text", (c) =>
            c.primaryKey().references("liveMatch.id").onDelete("cascade"),
          )
          .addColumn("matchId", "text", (c) => c.notNull().references("liveMatch.id").onDelete("cascade"))
          .addColumn("byId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("forId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("swapped", "integer", (c) => c.notNull())
          .addColumn("createdAt", types.time, (c) => c.notNull())
          .execute();
        await db.schema.createIndex("liveRematch_match_idx").on("liveRematch").column("matchId").execute();
      },
    },
  };
}
