import type { Kysely, Migration } from "kysely";

/** The column types the migrations pick by dialect (see migrations.ts). */
interface CompetitionColumnTypes {
  readonly time: "timestamptz" | "date";
  readonly bool: "boolean" | "integer";
}

/** 0017 on: a member's competitions kept on the server (ADR 0029, "On the server"). */
export function competitionMigrations(types: CompetitionColumnTypes): Record<string, Migration> {
  return {
    // A competition is its member's, named by the id its page gave it (unique per member, so a
    // competition started as a guest keeps its id when kept), with its definition as JSON and
    // whether it is finished, and its champion, as its last kept fixture left it. Each played
    // fixture once (the key), with the record the server replayed and the match as the
    // competition reads it (JSON), worked out by the server on that replay.
    "0017_competitions": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("competition")
          .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("id", "text", (c) => c.notNull())
          .addColumn("definition", "text", (c) => c.notNull())
          .addColumn("finished", types.bool, (c) => c.notNull())
          .addColumn("champion", "integer")
          .addColumn("createdAt", types.time, (c) => c.notNull())
          .addColumn("updatedAt", types.time, (c) => c.notNull())
          .addPrimaryKeyConstraint("competition_pk", ["userId", "id"])
          .execute();
        await db.schema
          .createIndex("competition_userId_updatedAt_idx")
          .on("competition")
          .columns(["userId", "updatedAt"])
          .execute();
        await db.schema
          .createTable("competitionFixture")
          .addColumn("userId", "text", (c) => c.notNull())
          .addColumn("competitionId", "text", (c) => c.notNull())
          .addColumn("fixtureId", "text", (c) => c.notNull())
          .addColumn("record", "text", (c) => c.notNull())
          .addColumn("match", "text", (c) => c.notNull())
          .addColumn("playedAt", types.time, (c) => c.notNull())
          .addPrimaryKeyConstraint("competitionFixture_pk", ["userId", "competitionId", "fixtureId"])
          .addForeignKeyConstraint(
            "competitionFixture_competition_fk",
            ["userId", "competitionId"],
            "competition",
            ["userId", "id"],
            (c) => c.onDelete("cascade"),
          )
          .execute();
      },
    },
  };
}
