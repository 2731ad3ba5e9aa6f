/**
 * Reads the record book's facts of matches kept before the server read them on keeping (ADR
 * 0033): each replayed as a save is (its tables prepared off the main thread first), a few at a
 * time within a time budget, so a member's first look at the book after the change costs a
 * little, once, and never a long request. What is left is read on the next look.
 */
import { type Engine, type MatchRecord, bookFactsOf, isOpponentLevel, replay } from "../../engine/index.ts";
import { type RecordsRepository, UNREADABLE } from "../db/records-repository.ts";
import { seedOf } from "../db/seed-columns.ts";
import type { TablesPreparer } from "../win-tables/off-thread-tables.ts";

/** Matches looked at in one go, at most. */
const BATCH = 50;

/**
 * Replays the member's unread kept matches, newest first, until `budgetMs` has gone (checked
 * before each match), and stores their facts; a match that no longer replays to a finished
 * state is marked unreadable rather than tried on every look. Answers how many were read.
 */
export async function readUnreadFacts(
  engine: Engine,
  tables: TablesPreparer,
  records: RecordsRepository,
  userId: string,
  budgetMs: number,
): Promise<number> {
  const start = Date.now();
  let read = 0;
  for (const row of await records.unreadRows(userId, BATCH)) {
    if (Date.now() - start >= budgetMs) break;
    let facts = UNREADABLE;
    try {
      const record: MatchRecord = {
        seed: seedOf(row.seed, row.wideSeed),
        level: isOpponentLevel(row.level) ? row.level : "classic",
        rulesVersion: row.rulesVersion as MatchRecord["rulesVersion"],
        actions: JSON.parse(row.actions) as MatchRecord["actions"],
      };
      await tables.prepare(record);
      const replayed = replay(engine, record, true, "playable");
      const found = replayed.refusedAt === null ? bookFactsOf(replayed.state, replayed.events) : null;
      if (found !== null) facts = JSON.stringify(found);
    } catch {
      // A record that no longer parses or replays: marked, so it is not tried again.
    }
    await records.setFacts(row.id, facts);
    read++;
  }
  return read;
}
