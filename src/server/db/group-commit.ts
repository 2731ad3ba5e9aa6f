import type { CompiledQuery, Kysely } from "kysely";
import type { Database } from "./database.ts";
import type { DatabaseSchema } from "./schema.ts";

/** A write run inside a batch's transaction (or alone). */
export type Write<T> = (db: Kysely<DatabaseSchema>) => Promise<T>;

/**
 * How many batches may be committing at once on PostgreSQL: the writes asked for meanwhile wait
 * and make the next batch larger, and the rest of the pool's connections stay free for reads.
 */
export const POSTGRES_BATCHES_AT_ONCE = 4;

/**
 * Group commit: the small writes asked for in one turn of the event loop are run in one
 * transaction, so they share one commit. On SQLite that is one sync of the file to disk (SQLite
 * runs on the event loop's thread, and with `synchronous = FULL` every commit waits for the
 * disk). On PostgreSQL it is one commit for many writes that notify: PostgreSQL commits such
 * transactions one at a time, each holding a database-wide lock until it is durable, so they
 * cannot share a flush as other commits do; there at most {@link POSTGRES_BATCHES_AT_ONCE}
 * batches commit at once, and what is asked for meanwhile waits for the next.
 *
 * Each write's promise settles only once its batch is committed, so what is acknowledged after
 * it is durable exactly as before. When a batch fails, its writes are run again one by one, so
 * a write that fails fails alone.
 */
export function groupCommit(database: Database): GroupCommit {
  const { db } = database;

  interface Pending {
    readonly write: Write<unknown>;
    /** The write as one statement, which a batch may send pipelined (see below). */
    readonly statement?: CompiledQuery;
    readonly resolve: (value: unknown) => void;
    readonly reject: (error: unknown) => void;
  }
  let pending: Pending[] = [];
  /** Batches being committed, and how many may be at once (more wait and grow meanwhile). */
  let inFlight = 0;
  const atOnce = database.kind === "sqlite" ? Number.POSITIVE_INFINITY : POSTGRES_BATCHES_AT_ONCE;

  const alone = async (item: Pending) => {
    try {
      item.resolve(await item.write(db));
    } catch (error) {
      item.reject(error);
    }
  };

  let scheduled = false;
  /** A batch of what is pending, on the next turn of the event loop, unless one is due or too many run. */
  const schedule = () => {
    if (scheduled || pending.length === 0 || inFlight >= atOnce) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void flush();
    });
  };

  const flush = async () => {
    inFlight++;
    try {
      await commitBatch();
    } finally {
      inFlight--;
      schedule();
    }
  };

  const commitBatch = async () => {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    const statements = batch.flatMap((item) => (item.statement ? [item.statement] : []));
    if (database.pipelined && statements.length === batch.length) {
      // Every write is one statement: the batch is one round trip (PostgreSQL), a statement alone
      // too (prepared once on its connection, as the batch's are).
      let rows: unknown[][];
      try {
        rows = await database.pipelined(statements);
      } catch {
        for (const item of batch) await alone(item);
        return;
      }
      batch.forEach((item, i) => item.resolve(rows[i]));
      return;
    }
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

  const ask = (item: Pending) => {
    pending.push(item);
    schedule();
  };
  const commit = <T>(write: Write<T>) =>
    new Promise<T>((resolve, reject) => ask({ write, resolve: resolve as (value: unknown) => void, reject }));
  const statement = <R>(query: CompiledQuery<R>) =>
    new Promise<R[]>((resolve, reject) =>
      ask({
        write: async (w) => (await w.executeQuery(query)).rows,
        statement: query,
        resolve: resolve as (value: unknown) => void,
        reject,
      }),
    );
  return Object.assign(commit, { statement });
}

/** Commits writes in batches (see {@link groupCommit}). */
export interface GroupCommit {
  <T>(write: Write<T>): Promise<T>;
  /**
   * One statement as a write: its rows once committed. A batch of only such writes is sent
   * pipelined where the database can (PostgreSQL), in one round trip instead of one per write
   * plus its BEGIN and COMMIT.
   */
  statement<R>(query: CompiledQuery<R>): Promise<R[]>;
}
