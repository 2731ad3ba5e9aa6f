import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./database.ts";
import { groupCommit, POSTGRES_BATCHES_AT_ONCE } from "./group-commit.ts";
import { type TestDatabase } from "../test-support/databases.ts";
import { kinds } from "../test-support/suite.ts";

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`group commit on ${kind.name}`, () => {
    let db: TestDatabase;
    /** A second connection to the same database: it sees only what is committed. */
    let other: Database;

    beforeAll(async () => {
      db = await kind.create();
      other = await openDatabase(db.config);
    });
    afterAll(async () => {
      await other?.close();
      await db?.destroy();
    });

    const insert = (key: string) => (w: Database["db"]) =>
      w
        .insertInto("abuseLimit")
        .values({ key, count: 1, expiresAt: 0 })
        .returning("key")
        .executeTakeFirstOrThrow()
        .then((row) => row.key);
    const committed = async (prefix: string) =>
      (
        await other.db
          .selectFrom("abuseLimit")
          .select("key")
          .where("key", "like", `${prefix}%`)
          .orderBy("key")
          .execute()
      ).map((row) => row.key);

    it("answers each write its own result, once it is committed where another connection reads it", async () => {
      const commit = groupCommit(db.database);
      const keys = Array.from({ length: 40 }, (_, i) => `each-${String(i).padStart(2, "0")}`);
      const answers = await Promise.all(keys.map((key) => commit(insert(key))));
      expect(answers).toEqual(keys);
      expect(await committed("each-")).toEqual(keys);
      // One write alone, and a write asked for after a batch was sent, are committed too.
      expect(await commit(insert("each-late"))).toBe("each-late");
      expect(await committed("each-late")).toEqual(["each-late"]);
    });

    it("fails only the write that fails, keeping the others asked for in the same turn", async () => {
      const commit = groupCommit(db.database);
      await commit(insert("dup-taken"));
      const outcomes = await Promise.allSettled([
        commit(insert("dup-a")),
        commit(insert("dup-taken")),
        commit(insert("dup-b")),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect(await committed("dup-")).toEqual(["dup-a", "dup-b", "dup-taken"]);
    });

    /** One statement that stores `key` and says in which transaction it ran. */
    const stored = (key: string) => {
      const tx = kind.name === "postgres" ? sql`txid_current()::text` : sql`'-'`;
      return sql<{
        key: string;
        tx: string;
      }>`insert into "abuseLimit" ("key", "count", "expiresAt") values (${key}, 1, 0) returning "key", ${tx} as "tx"`.compile(
        db.database.db,
      );
    };

    it("commits statements asked for in one turn together, each answered its own rows, and fails only the one that fails", async () => {
      const commit = groupCommit(db.database);
      const keys = ["stmt-a", "stmt-b", "stmt-c"];
      const answers = await Promise.all(keys.map((key) => commit.statement(stored(key))));
      expect(answers.map((rows) => rows.map((r) => r.key))).toEqual(keys.map((key) => [key]));
      expect(await committed("stmt-")).toEqual(keys);
      if (kind.name === "postgres") {
        // One transaction for the batch (sent pipelined, in one round trip).
        expect(new Set(answers.map((rows) => rows[0]?.tx)).size).toBe(1);
      }
      const outcomes = await Promise.allSettled([
        commit.statement(stored("stmt-d")),
        commit.statement(stored("stmt-a")),
        commit.statement(stored("stmt-e")),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect(await committed("stmt-")).toEqual(["stmt-a", "stmt-b", "stmt-c", "stmt-d", "stmt-e"]);
    });

    if (kind.name === "postgres")
      it("sends a statement alone pipelined too, committed by itself, and each statement's text prepared on its connection", async () => {
        const commit = groupCommit(db.database);
        // The statement asks whether its own text is a prepared statement of this server's.
        const prepared = (key: string) =>
          sql<{ key: string; prepared: number }>`
            insert into "abuseLimit" ("key", "count", "expiresAt") values (${key}, 1, 0)
            returning "key", (select count(*) from pg_prepared_statements
              where name like 'howzat_pipelined_%' and statement like '%prepared-marker%')::int as "prepared"`.compile(
            db.database.db,
          );
        const alone = await commit.statement(prepared("prep-alone"));
        expect(alone).toEqual([{ key: "prep-alone", prepared: 1 }]);
        expect(await committed("prep-")).toEqual(["prep-alone"]);
        const together = await Promise.all(
          ["prep-a", "prep-b"].map((key) => commit.statement(prepared(key))),
        );
        expect(together.flat()).toEqual([
          { key: "prep-a", prepared: 1 },
          { key: "prep-b", prepared: 1 },
        ]);
      });

    if (kind.name === "postgres")
      it(`commits at most ${POSTGRES_BATCHES_AT_ONCE} batches at once on PostgreSQL; what is asked for meanwhile waits and shares the next`, async () => {
        const commit = groupCommit(db.database);
        /** The transaction a write ran in, after `ms` in it. */
        const transaction = (ms: number) => async (w: Database["db"]) =>
          (await sql<{ id: string }>`select pg_sleep(${ms / 1000}), txid_current()::text as id`.execute(w))
            .rows[0]?.id;
        const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
        const slow: Promise<string | undefined>[] = [];
        // One slow write a turn: each its own batch, until as many as may be are committing...
        for (let i = 0; i < POSTGRES_BATCHES_AT_ONCE; i++) {
          slow.push(commit(transaction(300)));
          await nextTurn();
        }
        // ...then two more, each in a turn of its own: they wait, and share one transaction.
        const late = [commit(transaction(0))];
        await nextTurn();
        late.push(commit(transaction(0)));
        const slowIds = await Promise.all(slow);
        const [a, b] = await Promise.all(late);
        expect(new Set(slowIds).size).toBe(POSTGRES_BATCHES_AT_ONCE);
        expect(a).toBeDefined();
        expect(b).toBe(a);
        expect(slowIds).not.toContain(a);
      });
  });
}
