import type { Kysely } from "kysely";
import type { Database } from "./database.ts";
import type { DatabaseSchema } from "./schema.ts";

/** A write run inside a batch's transaction (or alone). */
export type Write<T> = (db: Kysely<DatabaseSchema>) => Promise<T>;

/**
 * Group commit for SQLite: the small writes asked for in one turn of the event loop are run in
 * one transaction, so they share one commit and so one sync of the file to disk (SQLite runs
 * on the event loop's thread, and with `synchronous = FULL` every commit waits for the disk).
 * Each write's promise settles only once its batch is committed, so what is acknowledged after
 * it is on disk exactly as before. When a batch fails, its writes are run again one by one, so
 * a write that fails fails alone.
 *
 * PostgreSQL commits on its own server, many connections at once, and groups commits itself:
 * there every write runs at once on its own.
 */
export function groupCommit(database: Database): <T>(write: Write<T>) => Promise<T> {
  const { db } = database;
  if (database.kind !== "sqlite") return (write) => write(db);

  interface Pending {
    readonly write: Write<unknown>;
    readonly resolve: (value: unknown) => void;
    readonly reject: (error: unknown) => void;
  }
  let pending: Pending[] = [];

  const alone = async (item: Pending) => {
    try {
      item.resolve(await item.write(db));
    } catch (error) {
      item.reject(error);
    }
  };

  const flush = async () => {
    const batch = pending;
    pending = [];
    if (batch.length === 1) return alone(batch[0] as Pending);
    let results: unknown[];
    try {
      results = await db.transaction().execute(async (trx) => {
        const out: unknown[] = [];
        for (const item of batch) out.push(await item.write(trx));
        return out;
      });
    } catch {
      for (const item of batch) await alone(item);
      return;
    }
    batch.forEach((item, i) => item.resolve(results[i]));
  };

  return <T>(write: Write<T>) =>
    new Promise<T>((resolve, reject) => {
      pending.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (pending.length === 1) setImmediate(() => void flush());
    });
}
