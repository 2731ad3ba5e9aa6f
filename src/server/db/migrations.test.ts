import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SQLite } from "./sqlite-driver.ts";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { POSTGRES_ADMIN_URL, testDatabaseKinds } from "../test-support/databases.ts";
import type { DatabaseKind } from "./database.ts";
import { migrationProvider } from "./migrations.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("migration 0004: match columns", () => {
  it("fills format, level and both teams of matches kept before it, from their summaries", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "howzat-migrate-"));
    dirs.push(dir);
    const db = new Kysely<unknown>({
      dialect: new SqliteDialect({ database: new SQLite(path.join(dir, "m.db")) }),
    });
    try {
      const migrator = new Migrator({ db, provider: migrationProvider("sqlite") });
      expect((await migrator.migrateTo("0003_abuse_limit")).error).toBeUndefined();
      const now = new Date().toISOString();
      await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt") values ('u1', 'A', 'a@example.com', 0, ${now}, ${now})`.execute(
        db,
      );
      const summary = (level: string | undefined) =>
        JSON.stringify({
          title: "India v Kenya · T20 · Eden Gardens",
          result: "India won by 4 runs",
          ...(level ? { level } : {}),
          summary: { format: "t20", userTeamId: 1, innings: [{ teamId: 17 }, { teamId: 1 }] },
        });
      await sql`insert into "match" ("userId", "createdAt", seed, actions, summary) values ('u1', ${now}, 1, '[]', ${summary("club")}), ('u1', ${now}, 2, '[]', ${summary(undefined)})`.execute(
        db,
      );
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await sql<{
        seed: number;
        level: string;
        format: string;
        teamId: number;
        opponentId: number;
      }>`select seed, level, format, "teamId", "opponentId" from "match" order by seed`.execute(db);
      expect(rows.rows).toEqual([
        { seed: 1, level: "club", format: "t20", teamId: 1, opponentId: 17 },
        { seed: 2, level: "classic", format: "t20", teamId: 1, opponentId: 17 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});

/** An empty database of `kind` that no migration has touched, and what removes it. */
async function bareDatabase(kind: DatabaseKind): Promise<{ db: Kysely<unknown>; drop: () => Promise<void> }> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "howzat-migrate-"));
    dirs.push(dir);
    const db = new Kysely<unknown>({
      dialect: new SqliteDialect({ database: new SQLite(path.join(dir, "m.db")) }),
    });
    return { db, drop: () => db.destroy() };
  }
  const name = `howzat_migrate_${process.pid}_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 2 }) }),
  });
  return {
    db,
    async drop() {
      await db.destroy();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

for (const kind of await testDatabaseKinds()) {
  describe.skipIf(kind.skipReason !== null)(`migration 0006: rules version on ${kind.name}`, () => {
    it("gives every match kept before it rules version 1, and a new row 1 unless it names one", async () => {
      const { db, drop } = await bareDatabase(kind.name);
      try {
        const migrator = new Migrator({ db, provider: migrationProvider(kind.name) });
        expect((await migrator.migrateTo("0004_match_columns")).error).toBeUndefined();
        const now = new Date().toISOString();
        await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt") values ('u1', 'A', 'a@example.com', ${kind.name === "sqlite" ? 0 : false}, ${now}, ${now})`.execute(
          db,
        );
        await sql`insert into "match" ("userId", "createdAt", seed, actions, summary, level) values ('u1', ${now}, 1, '[]', '{}', 'club'), ('u1', ${now}, 2, '[]', '{}', 'classic')`.execute(
          db,
        );
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        await sql`insert into "match" ("userId", "createdAt", seed, actions, summary) values ('u1', ${now}, 3, '[]', '{}')`.execute(
          db,
        );
        const rows = await sql<{
          seed: number | string;
          rulesVersion: number;
        }>`select seed, "rulesVersion" from "match" order by seed`.execute(db);
        expect(rows.rows.map((r) => [Number(r.seed), r.rulesVersion])).toEqual([
          [1, 1],
          [2, 1],
          [3, 1],
        ]);
      } finally {
        await drop();
      }
    });
  });
}
