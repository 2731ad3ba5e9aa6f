import type { TestDatabase } from "./databases.ts";

/** A refereed match's stored actions in order, as JSON texts with their numbers. */
export async function storedActions(
  db: TestDatabase,
  table: "rankedAction" | "liveAction",
  matchId: string,
): Promise<{ seq: number; action: string }[]> {
  const rows = await db.database.db
    .selectFrom(table)
    .select(["seq", "action"])
    .where("matchId", "=", matchId)
    .orderBy("seq")
    .execute();
  return rows.map((row) => ({ seq: Number(row.seq), action: row.action }));
}

/** The wide seed stored for ranked match `id` (null for a match made before wide seeds). */
export async function storedWideSeed(db: TestDatabase, id: string): Promise<string | null> {
  const row = await db.database.db
    .selectFrom("rankedMatch")
    .select("wideSeed")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.wideSeed;
}
