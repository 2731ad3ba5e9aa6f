import type { Kysely, Migration } from "kysely";

/** The column types the migrations pick by dialect (see migrations.ts). */
interface KnockoutColumnTypes {
  readonly bool: "boolean" | "integer";
}

/** 0016 on: a kept match's knockout flag (rules version 3, ADR 0034). */
export function knockoutMigrations(types: KnockoutColumnTypes): Record<string, Migration> {
  return {
    // Whether the match was created as a knockout (a tie goes to super overs): its replay needs
    // it. Every match kept before is not one, which is what the default says.
    "0016_knockout": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable("match")
          .addColumn("knockout", types.bool, (c) =>
            c.notNull().defaultTo(types.bool === "boolean" ? false : 0),
          )
          .execute();
      },
    },
  };
}
