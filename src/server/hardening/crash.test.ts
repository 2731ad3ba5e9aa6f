import { SQLite } from "../db/sqlite-driver.ts";
import { afterAll, describe, expect, it } from "vitest";
import { type TestDatabase } from "../test-support/databases.ts";
import { inBatches, onceMoreAfterReset, register, signIn } from "../test-support/http-client.ts";
import {
  type SpawnedServer,
  spawnServer,
  stopAllServers,
  databaseUrl,
} from "../test-support/spawn-server.ts";
import { registration } from "../test-support/test-app.ts";
import { kinds } from "../test-support/suite.ts";

/**
 * The real server process, killed with SIGKILL in the middle of a registration burst, then
 * started again on the same database: every member it had answered 201 is there and signs in,
 * and the database is whole. One crash per database, while about a hundred registrations are
 * still in flight (a second round repeated the same check).
 */
const ROUNDS = 1;
const PER_ROUND = 150;
/** The kill is sent once this many 201s have come back. */
const KILL_AFTER = 40;

interface Member {
  readonly email: string;
  readonly password: string;
}

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`crash safety on ${kind.name}`, () => {
    let db: TestDatabase | undefined;

    afterAll(async () => {
      await stopAllServers();
      await db?.destroy();
    });

    it(`kill -9 during registration bursts (${ROUNDS} a database) loses no member that was answered 201`, async () => {
      db = await kind.create();
      const url = databaseUrl(db.config);
      const acknowledged: Member[] = [];
      const cutOff: number[] = [];

      for (let round = 0; round < ROUNDS; round++) {
        const server: SpawnedServer = await spawnServer({ databaseUrl: url, env: { RATE_LIMITS: "off" } });
        let created = 0;
        let failed = 0;
        await Promise.all(
          Array.from({ length: PER_ROUND }, async (_, i) => {
            const member = {
              email: `crash-${kind.name}-${round}-${i}@example.com`,
              password: `crash-pass-${round}-${i}`,
            };
            try {
              const res = await register(server.url, registration(member));
              expect(res.status, res.text).toBe(201);
              acknowledged.push(member);
              if (++created === KILL_AFTER) void server.kill();
            } catch (error) {
              // Cut off by the kill: no answer, so no promise was made.
              if (error instanceof Error && error.name === "AssertionError") throw error;
              failed++;
            }
          }),
        );
        await server.kill();
        cutOff.push(failed);
        expect(failed, `round ${round}: the kill came too late to cut anything off`).toBeGreaterThan(0);
      }

      if (db.config.kind === "sqlite") {
        // A fresh connection, as after a restart, before the server touches the file again.
        const file = new SQLite(db.config.file);
        try {
          expect(file.pragma("integrity_check", { simple: true })).toBe("ok");
          expect(file.pragma("foreign_key_check")).toEqual([]);
        } finally {
          file.close();
        }
      }

      const restarted = await spawnServer({ databaseUrl: url, env: { RATE_LIMITS: "off" } });
      const users = await db.database.db
        .selectFrom("user")
        .leftJoin("account", (join) =>
          join.onRef("account.userId", "=", "user.id").on("account.providerId", "=", "credential"),
        )
        .select(["user.email", "account.password"])
        .execute();
      const stored = new Map(users.map((u) => [u.email, u.password]));
      // Every member row is whole: a member without a credential account could never sign
      // in, nor register that e-mail again.
      expect(users.filter((u) => u.password === null).map((u) => u.email)).toEqual([]);
      expect(stored.size).toBe(users.length);
      for (const member of acknowledged)
        expect(stored.has(member.email), `${member.email} was answered 201 but is gone`).toBe(true);

      // The restarted server hashes every password on one busy core; a keep-alive connection
      // it closes under a waiting request is sent again, as a browser would. Anything else,
      // or a second failure, fails the test with what the server printed.
      const signIns = await inBatches(acknowledged, 16, async (m) => {
        try {
          return await onceMoreAfterReset(() => signIn(restarted.url, m.email, m.password));
        } catch (error) {
          const cause =
            error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
          throw new Error(
            `signing ${m.email} in after the restart failed: ${String(error)}${cause}\n${restarted.output()}`,
            { cause: error },
          );
        }
      });
      expect(signIns.filter((s) => s.status !== 200).map((s) => `${s.status} ${s.text}`)).toEqual([]);
      console.info(
        `crash on ${kind.name}: ${ROUNDS} kills, ${acknowledged.length} acknowledged members all present and signed in ` +
          `(of ${users.length} stored; ${cutOff.join(" + ")} requests cut off)`,
      );
    }, 240_000);
  });
}
