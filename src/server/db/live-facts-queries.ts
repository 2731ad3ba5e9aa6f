/**
 * What a live match's views need besides its row (ADR 0019): who is there and when each side was
 * last vouched for, and who has chosen for the ball awaited, in one reading; and who is there in
 * many matches at once. Part of the live repository.
 */
import { type Kysely, sql } from "kysely";
import type { Side } from "./live-rows.ts";
import type { DatabaseSchema } from "./schema.ts";

/** How many matches one reading of presence asks for at most (well inside both databases' bound on parameters). */
const IDS_AT_ONCE = 500;

export interface LiveFactsQueries {
  /**
   * Who is there (a presence row fresher than `freshSince`), when each side's newest row was
   * refreshed (epoch ms, fresh or not) and, for the ball that will be action `seq` (when one is
   * awaited), who has chosen what: in one reading.
   */
  factsOf(
    id: string,
    freshSince: Date,
    seq: number | null,
  ): Promise<{
    presence: Record<Side, boolean>;
    seen: Partial<Record<Side, number>>;
    chosen: Partial<Record<Side, string>>;
  }>;
  /**
   * Who is there in each of the matches `ids`, and when each side was last vouched for, as
   * {@link factsOf} reads it for one match: in one reading for all of them (a match with no
   * presence row is there with no side).
   */
  presenceOfMatches(
    ids: readonly string[],
    freshSince: Date,
  ): Promise<Map<string, { presence: Record<Side, boolean>; seen: Partial<Record<Side, number>> }>>;
}

export function liveFactsQueries(db: Kysely<DatabaseSchema>): LiveFactsQueries {
  return {
    async factsOf(id, freshSince, seq) {
      // Every presence row, fresh or not: an old one says when its side was last vouched for.
      const presence = db
        .selectFrom("livePresence")
        .select([sql<string>`'presence'`.as("kind"), "side", sql<string>`''`.as("style"), "at"])
        .where("matchId", "=", id);
      const rows =
        seq === null
          ? await presence.execute()
          : await presence
              .unionAll(
                db
                  .selectFrom("liveChoice")
                  .select([sql<string>`'choice'`.as("kind"), "side", "style", "at"])
                  .where("matchId", "=", id)
                  .where("seq", "=", seq),
              )
              .execute();
      const chosen: Partial<Record<Side, string>> = {};
      const there = { host: false, guest: false };
      const seen: Partial<Record<Side, number>> = {};
      const fresh = freshSince.getTime();
      for (const row of rows) {
        const side = row.side as Side;
        if (row.kind === "choice") {
          chosen[side] = row.style;
          continue;
        }
        const at = new Date(row.at).getTime();
        if (at > fresh) there[side] = true;
        seen[side] = Math.max(seen[side] ?? 0, at);
      }
      return { presence: there, chosen, seen };
    },
    async presenceOfMatches(ids, freshSince) {
      const found = new Map(
        ids.map((id) => [
          id,
          { presence: { host: false, guest: false }, seen: {} as Partial<Record<Side, number>> },
        ]),
      );
      const fresh = freshSince.getTime();
      for (let from = 0; from < ids.length; from += IDS_AT_ONCE) {
        const rows = await db
          .selectFrom("livePresence")
          .select(["matchId", "side", "at"])
          .where("matchId", "in", ids.slice(from, from + IDS_AT_ONCE))
          .execute();
        for (const row of rows) {
          const facts = found.get(row.matchId);
          if (facts === undefined) continue;
          const side = row.side as Side;
          const at = new Date(row.at).getTime();
          if (at > fresh) facts.presence[side] = true;
          facts.seen[side] = Math.max(facts.seen[side] ?? 0, at);
        }
      }
      return found;
    },
  };
}
