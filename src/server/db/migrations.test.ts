import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
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
