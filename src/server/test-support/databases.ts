import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { migrationProvider } from "../db/migrations.ts";
import { SQLite } from "../db/sqlite-driver.ts";

/** Where the PostgreSQL suite connects to create its throwaway databases. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A database kind the integration suites run against. */
export interface TestDatabaseKind {
  readonly name: "sqlite" | "postgres";
  /** Null when the suite can run; otherwise why it is skipped. */
  readonly skipReason: string | null;
  /** A fresh, migrated, empty database and the function that removes it. */
  create(): Promise<TestDatabase>;
  /**
   * A fresh database migrated only up to `migration`, handed to `fill` as it stood then (rows
   * written the way the code of that time wrote them), then migrated to the latest and opened
   * as `create` opens one.
   */
  createFilledAt(migration: string, fill: (db: Kysely<unknown>) => Promise<void>): Promise<TestDatabase>;
}

/** Rows to write before the migrations after `migration` run. */
interface Before {
  readonly migration: string;
  readonly fill: (db: Kysely<unknown>) => Promise<void>;
}

/** Migrates `db` up to `before.migration`, fills it, and lets it go. */
async function fillBefore(db: Kysely<unknown>, kind: DatabaseConfig["kind"], before: Before): Promise<void> {
  try {
    const migrator = new Migrator({ db, provider: migrationProvider(kind) });
    const { error } = await migrator.migrateTo(before.migration);
    if (error) throw error;
    await before.fill(db);
  } finally {
    await db.destroy();
  }
}

export interface TestDatabase {
  readonly database: Database;
  readonly config: DatabaseConfig;
  /** Closes the connection and deletes the database. */
  destroy(): Promise<void>;
}

let postgresProbe: Promise<string | null> | undefined;

/**
 * SQLite always; PostgreSQL when it answers. When it does not, the PostgreSQL suite is skipped
 * with a visible reason, except under CI=true where that is a failure (the suite must run).
 */
export async function testDatabaseKinds(): Promise<TestDatabaseKind[]> {
  postgresProbe ??= probePostgres();
  const unreachable = await postgresProbe;
  if (unreachable && process.env.CI === "true") {
    throw new Error(
      `PostgreSQL is required under CI but is unreachable at ${POSTGRES_ADMIN_URL}: ${unreachable}`,
    );
  }
  if (unreachable) {
    console.warn(`SKIPPING the PostgreSQL suite: ${POSTGRES_ADMIN_URL} is unreachable (${unreachable})`);
  }
  return [
    {
      name: "sqlite",
      skipReason: null,
      create: () => createSqlite(),
      createFilledAt: (migration, fill) => createSqlite({ migration, fill }),
    },
    {
      name: "postgres",
      skipReason: unreachable,
      create: () => createPostgres(),
      createFilledAt: (migration, fill) => createPostgres({ migration, fill }),
    },
  ];
}

async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createSqlite(before?: Before): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "howzat-test-"));
  const file = path.join(dir, "test.db");
  return opened(
    { kind: "sqlite", file },
    before,
    () => new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(file) }) }),
    async () => rmSync(dir, { recursive: true, force: true }),
  );
}

async function createPostgres(before?: Before): Promise<TestDatabase> {
  const name = `howzat_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(`create database "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  return opened(
    { kind: "postgres", url: connectionString },
    before,
    () =>
      new Kysely<unknown>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 2 }) }),
      }),
    () => adminQuery(`drop database if exists "${name}" with (force)`),
  );
}

/**
 * The test database of `config`, filled as it stood at `before.migration` when asked (through
 * `bare`, a connection that runs no migrations), then opened; `remove` deletes it, when it is
 * destroyed or when filling it failed.
 */
async function opened(
  config: DatabaseConfig,
  before: Before | undefined,
  bare: () => Kysely<unknown>,
  remove: () => Promise<void>,
): Promise<TestDatabase> {
  if (before) {
    await fillBefore(bare(), config.kind, before).catch(async (error: unknown) => {
      await remove();
      throw error;
    });
  }
  const database = await openDatabase(config);
  return {
    database,
    config,
    async destroy() {
      await database.close();
      await remove();
    },
  };
}

/** Runs one statement as the PostgreSQL suite's administrator (creating or dropping a database). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
