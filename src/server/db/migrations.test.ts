import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SQLite } from "./sqlite-driver.ts";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { POSTGRES_ADMIN_URL, testDatabaseKinds, adminQuery } from "../test-support/databases.ts";
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
  await adminQuery(`create database "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 2 }) }),
  });
  return {
    db,
    async drop() {
      await db.destroy();
      await adminQuery(`drop database if exists "${name}" with (force)`);
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

for (const kind of await testDatabaseKinds()) {
  describe.skipIf(kind.skipReason !== null)(
    `migration 0013: one unfinished ranked match on ${kind.name}`,
    () => {
      it("leaves each member's newest unfinished match on, closes the rest unrated, then holds one at a time", async () => {
        const { db, drop } = await bareDatabase(kind.name);
        try {
          const migrator = new Migrator({ db, provider: migrationProvider(kind.name) });
          expect((await migrator.migrateTo("0012_match_side")).error).toBeUndefined();
          const falsy = kind.name === "sqlite" ? 0 : false;
          const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();
          for (const id of ["u1", "u2"]) {
            await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt") values (${id}, ${id}, ${`${id}@example.com`}, ${falsy}, ${at(0)}, ${at(0)})`.execute(
              db,
            );
          }
          // Three unfinished matches of u1 (as three were allowed), one of u2, one of u1 finished.
          const ranked = [
            ["a", "u1", 1, null],
            ["b", "u1", 3, null],
            ["c", "u1", 2, null],
            ["d", "u2", 1, null],
            ["e", "u1", 4, at(5)],
          ] as const;
          for (const [id, userId, minute, finishedAt] of ranked) {
            await sql`insert into "rankedMatch" (id, "userId", seed, level, "rulesVersion", "createdAt", "finishedAt") values (${id}, ${userId}, 7, 'international', 2, ${at(minute)}, ${finishedAt})`.execute(
              db,
            );
          }
          expect((await migrator.migrateToLatest()).error).toBeUndefined();
          const rows = await sql<{
            id: string;
            endedBy: string | null;
            open: boolean | number;
            ratedAt: unknown;
          }>`select id, "endedBy", ("finishedAt" is null) as open, "ratedAt" from "rankedMatch" order by id`.execute(
            db,
          );
          expect(rows.rows.map((r) => [r.id, r.endedBy, Boolean(r.open), r.ratedAt])).toEqual([
            ["a", "closed", false, null],
            ["b", null, true, null],
            ["c", "closed", false, null],
            ["d", null, true, null],
            ["e", null, false, null],
          ]);
          // The index holds the rule: a second unfinished match of u1 is refused, one of a
          // member with none is not.
          const insert = (id: string, userId: string) =>
            sql`insert into "rankedMatch" (id, "userId", seed, level, "rulesVersion", "createdAt") values (${id}, ${userId}, 8, 'international', 2, ${at(9)})`.execute(
              db,
            );
          await expect(insert("f", "u1")).rejects.toThrow();
          await sql`update "rankedMatch" set "finishedAt" = ${at(10)} where id = 'd'`.execute(db);
          await expect(insert("g", "u2")).resolves.toBeDefined();
        } finally {
          await drop();
        }
      });
    },
  );
}

for (const kind of await testDatabaseKinds()) {
  describe.skipIf(kind.skipReason !== null)(`migration 0016: knockout on ${kind.name}`, () => {
    it("reads every match kept before it as no knockout, and a new row as none unless it says so", async () => {
      const { db, drop } = await bareDatabase(kind.name);
      try {
        const migrator = new Migrator({ db, provider: migrationProvider(kind.name) });
        expect((await migrator.migrateTo("0015_records")).error).toBeUndefined();
        const now = new Date().toISOString();
        await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt") values ('u1', 'A', 'a@example.com', ${kind.name === "sqlite" ? 0 : false}, ${now}, ${now})`.execute(
          db,
        );
        await sql`insert into "match" ("userId", "createdAt", seed, actions, summary) values ('u1', ${now}, 1, '[]', '{}')`.execute(
          db,
        );
        const results = (await migrator.migrateToLatest()).results ?? [];
        expect(results.map((r) => [r.migrationName, r.status])).toContainEqual(["0016_knockout", "Success"]);
        await sql`insert into "match" ("userId", "createdAt", seed, actions, summary) values ('u1', ${now}, 2, '[]', '{}')`.execute(
          db,
        );
        await sql`insert into "match" ("userId", "createdAt", seed, actions, summary, knockout) values ('u1', ${now}, 3, '[]', '{}', ${1})`.execute(
          db,
        );
        const rows = await sql<{
          seed: number | string;
          knockout: boolean | number;
        }>`select seed, knockout from "match" order by seed`.execute(db);
        expect(rows.rows.map((r) => [Number(r.seed), Number(r.knockout)])).toEqual([
          [1, 0],
          [2, 0],
          [3, 1],
        ]);
      } finally {
        await drop();
      }
    });
  });
}
