import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/database.ts";

/** Where the PostgreSQL suite connects to create its throwaway databases. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A database kind the integration suites run against. */
interface TestDatabaseKind {
  readonly name: "sqlite" | "postgres";
  /** Null when the suite can run; otherwise why it is skipped. */
  readonly skipReason: string | null;
  /** A fresh, migrated, empty database and the function that removes it. */
  create(): Promise<TestDatabase>;
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
    { name: "sqlite", skipReason: null, create: createSqlite },
    { name: "postgres", skipReason: unreachable, create: createPostgres },
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

async function createSqlite(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "howzat-test-"));
  const config: DatabaseConfig = { kind: "sqlite", file: path.join(dir, "test.db") };
  const database = await openDatabase(config);
  return {
    database,
    config,
    async destroy() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgres(): Promise<TestDatabase> {
  const name = `howzat_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(`create database "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { kind: "postgres", url: url.toString() };
  const database = await openDatabase(config);
  return {
    database,
    config,
    async destroy() {
      await database.close();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
