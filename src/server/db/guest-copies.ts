/**
 * Migration 0012: a kept match says which side of its replay is the member's (`side`), and the
 * guest's copies of live matches kept before it are turned to the guest's side. Until then both
 * members' copies of a live match were kept from the host's side (the engine's "user"): the
 * guest's list named the host's team and result, and the guest's career counted the host's
 * players. See ADR 0019, "Each member's copy from their own side".
 */
import { type Kysely, sql } from "kysely";

/** Adds `match.side` ("user" for every match kept so far) and turns the guests' copies round. */
export async function turnGuestCopies(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("match")
    .addColumn("side", "text", (c) => c.notNull().defaultTo("user"))
    .execute();
  // A guest's copy: a friend match in the archive of the member who accepted the invite, named
  // by the live match as kept there or, should the live match not have said so yet (a process
  // stopped between keeping and marking it), by its seed.
  const copies = await sql<{ id: number; summary: string }>`
    select m.id, m.summary from "match" m
    where m.level = 'friend' and exists (
      select 1 from "liveMatch" l
      where l."guestId" = m."userId" and (l."guestKeptId" = m.id or l.seed = m.seed)
    )`.execute(db);
  for (const copy of copies.rows) {
    // Both sides' teams swap (the update reads the old values on both databases); the career
    // line, which counted the host's players, goes: a match without one is counted from its
    // replay, read from the member's side.
    await sql`update "match" set side = 'friend', summary = ${turnedSummary(copy.summary)}, "teamId" = "opponentId", "opponentId" = "teamId", "careerLine" = null where id = ${copy.id}`.execute(
      db,
    );
  }
}

/**
 * The kept summary's JSON with the member's side (`summary.userTeamId`) turned to the other team
 * of its innings; as it was when it names no such team.
 */
export function turnedSummary(json: string): string {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return json;
  }
  const top = stored as { summary?: { userTeamId?: unknown; innings?: unknown } } | null;
  const summary = top?.summary;
  if (typeof summary !== "object" || summary === null || !Array.isArray(summary.innings)) return json;
  const other = (summary.innings as { teamId?: unknown }[])
    .map((i) => i?.teamId)
    .find((id) => typeof id === "number" && id !== summary.userTeamId);
  if (typeof other !== "number") return json;
  return JSON.stringify({ ...top, summary: { ...summary, userTeamId: other } });
}
