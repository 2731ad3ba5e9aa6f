import { mkdirSync } from "node:fs";
import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import { SQLite } from "./sqlite-driver.ts";
import { type CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import type { SqliteDatabase } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { migrationProvider } from "./migrations.ts";
import type { DatabaseSchema } from "./schema.ts";

export type DatabaseKind = DatabaseConfig["kind"];

/** An open database: the query builder and the facts other modules need about it. */
export interface Database {
  readonly db: Kysely<DatabaseSchema>;
  readonly kind: DatabaseKind;
  /**
   * PostgreSQL only: runs the statements in one transaction (one statement alone commits by
   * itself), sent together without waiting for each answer (pipelined and in one write, on a
   * connection kept for this, each text prepared once per connection), so the whole batch is one
   * round trip. Answers each statement's rows in order; rejects, with nothing committed, when any
   * fails.
   */
  readonly pipelined?: (statements: readonly CompiledQuery[]) => Promise<unknown[][]>;
  /** True when a trivial query answers. Never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The database could not be opened or migrated; the message is safe to print. */
export class DatabaseError extends Error {
  override name = "DatabaseError";
}

/**
 * Opens the configured database, checks that it answers and brings its schema up to date.
 * SQLite runs in WAL mode with foreign keys on; PostgreSQL through a small pool.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const database = config.kind === "sqlite" ? openSqlite(config.file) : openPostgres(config.url);
  try {
    await sql`select 1`.execute(database.db);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw new DatabaseError(`cannot reach the database: ${describe(error)}`);
  }
  try {
    await migrate(database);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw new DatabaseError(`cannot migrate the database: ${describe(error)}`);
  }
  return database;
}

async function migrate(database: Database): Promise<void> {
  const migrator = new Migrator({ db: database.db, provider: migrationProvider(database.kind) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    throw new Error(`${failed ? `${failed.migrationName}: ` : ""}${describe(error)}`);
  }
}

function openSqlite(file: string): Database {
  let native: SQLite;
  try {
    if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
    native = new SQLite(file);
    native.pragma("journal_mode = WAL");
    native.pragma("foreign_keys = ON");
    native.pragma("busy_timeout = 5000");
    // WAL with synchronous=NORMAL can lose the last commits on power loss; FULL keeps every
    // acknowledged write, which is what a member who was told "registered" expects.
    native.pragma("synchronous = FULL");
  } catch (error) {
    throw new DatabaseError(`cannot open SQLite file ${file}: ${describe(error)}`);
  }
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: withStatementCache(native) }),
  });
  return {
    db,
    kind: "sqlite",
    ping: () => ping(db),
    close: () => db.destroy(),
  };
}

/** How many distinct SQL texts keep their prepared statement. */
const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely prepares every query afresh; preparing costs more than running the small queries a
 * request makes. This keeps the most recent statements per SQL text (queries carry their values
 * as parameters, so the texts are few). Kysely runs each statement to completion synchronously,
 * so a cached statement is never busy when it is reused.
 */
function withStatementCache(native: SQLite): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) {
        // Most recently used last, so the oldest is first to go.
        cache.delete(text);
      } else {
        statement = native.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(text, statement);
      return statement;
    },
    close() {
      cache.clear();
      native.close();
    },
  };
}

/**
 * How long a request waits for one of the pool's connections before it fails. A burst of 150
 * registrations at once on a busy two-core machine (the kill -9 test's) kept some waiting past
 * the 5 s this was, and each that gave up was answered 500 although nothing was wrong but the
 * wait.
 */
const POOL_WAIT_MS = 30_000;

function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: POOL_WAIT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  // A few connections of their own for pipelined batches (a pipelined connection sends what it
  // is given at once, so it must not be shared with the pool's one-query-at-a-time users).
  const batches = new pg.Pool({
    connectionString: url,
    max: PIPELINED_CONNECTIONS,
    connectionTimeoutMillis: POOL_WAIT_MS,
    idleTimeoutMillis: 30_000,
    pipeline: true,
  });
  batches.on("error", () => undefined);
  return {
    db,
    kind: "postgres",
    pipelined: (statements) => pipelinedOn(batches, statements),
    ping: () => ping(db),
    close: async () => {
      await db.destroy();
      await batches.end();
    },
  };
}

/** How many pipelined batches may be sent at once (the group commit sends at most four). */
const PIPELINED_CONNECTIONS = 4;

/** How many distinct statement texts the pipelined connections keep prepared (the hot writes are two). */
const PREPARED_TEXTS = 32;

/**
 * Names for the statement texts sent pipelined, so each connection parses and plans a text once
 * and then only binds and runs it (the live ball's statements are long CTEs: planning them on
 * every ball cost PostgreSQL more than running them). Texts past {@link PREPARED_TEXTS} go unnamed.
 */
const preparedNames = new Map<string, string>();
function preparedName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < PREPARED_TEXTS) {
    name = `howzat_pipelined_${preparedNames.size}`;
    preparedNames.set(text, name);
  }
  return name;
}

async function pipelinedOn(pool: pg.Pool, statements: readonly CompiledQuery[]): Promise<unknown[][]> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    const run = (s: CompiledQuery) => {
      const name = preparedName(s.sql);
      const values = [...s.parameters];
      return client.query(name === undefined ? { text: s.sql, values } : { name, text: s.sql, values });
    };
    // One statement commits alone; more are one transaction. Corked, the whole batch leaves in
    // one write to the socket instead of one per statement: on this loopback, under load, the
    // writes themselves were the largest part of a server's busy time.
    const alone = statements.length === 1;
    const stream = client.connection.stream;
    stream.cork();
    let sent: Promise<pg.QueryResult>[];
    try {
      sent = alone
        ? [run(statements[0] as CompiledQuery)]
        : [client.query("begin"), ...statements.map(run), client.query("commit")];
    } finally {
      stream.uncork();
    }
    const answers = await Promise.allSettled(sent);
    const rejected = answers.find((a) => a.status === "rejected");
    if (rejected) {
      failure = rejected.reason instanceof Error ? rejected.reason : new Error(String(rejected.reason));
      throw failure;
    }
    const results = answers.map((a) => (a as PromiseFulfilledResult<pg.QueryResult>).value);
    if (alone) return results.map((r) => r.rows as unknown[]);
    // A transaction that failed on the way answers its COMMIT with ROLLBACK.
    if (results.at(-1)?.command !== "COMMIT") {
      failure = new Error("the batch was rolled back");
      throw failure;
    }
    return results.slice(1, -1).map((r) => r.rows as unknown[]);
  } finally {
    // A connection whose batch failed is not reused: it may still be inside the transaction.
    client.release(failure);
  }
}

async function ping(db: Kysely<DatabaseSchema>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
