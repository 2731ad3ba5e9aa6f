import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../test-support/test-server.ts";
import {
  type HttpAnswer,
  inBatches,
  onceMoreAfterReset,
  register,
  signIn,
} from "../test-support/http-client.ts";
import { registration } from "../test-support/test-app.ts";
import { kinds } from "../test-support/suite.ts";

/**
 * Hundreds of registrations at once through a real listening server, a third of them for an
 * e-mail another request is also registering. Limits are wide (testApp), so only the database
 * decides who wins.
 */
const DISTINCT = 200;
const REPEATS = 100;

interface Attempt {
  readonly email: string;
  readonly body: Record<string, unknown>;
}

/** 200 e-mails, 100 of them sent twice (other password, other case), in a fixed shuffled order. */
function plan(kind: string): Attempt[] {
  const attempts: Attempt[] = [];
  for (let i = 0; i < DISTINCT; i++) {
    const email = `burst-${kind}-${i}@example.com`;
    attempts.push({ email, body: registration({ email, password: `first-pass-${i}`, name: `Burst ${i}` }) });
    if (i < REPEATS) {
      attempts.push({
        email,
        body: registration({
          email: email.toUpperCase(),
          password: `second-pass-${i}`,
          name: `Burst twin ${i}`,
        }),
      });
    }
  }
  let seed = 42;
  for (let i = attempts.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [attempts[i], attempts[j]] = [attempts[j]!, attempts[i]!];
  }
  return attempts;
}

for (const kind of kinds) {
  describe.skipIf(kind.skipReason !== null)(`registration burst on ${kind.name}`, () => {
    const server = useTestServer(kind, { listen: "http" });

    it(`${DISTINCT + REPEATS} concurrent registrations (${REPEATS} repeats): no 5xx, one member per e-mail, every 201 signs in`, async () => {
      const attempts = plan(kind.name);
      const started = Date.now();
      const answers: HttpAnswer[] = await Promise.all(attempts.map((a) => register(server.url, a.body)));
      const burstMs = Date.now() - started;

      const statuses = new Map<number, number>();
      for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(Object.fromEntries(statuses)).toEqual({ 201: DISTINCT, 409: REPEATS });

      const winners = new Map<string, Attempt>();
      answers.forEach((answer, i) => {
        if (answer.status !== 201) return;
        const attempt = attempts[i]!;
        expect(winners.has(attempt.email), `two 201s for ${attempt.email}`).toBe(false);
        winners.set(attempt.email, attempt);
      });
      expect(winners.size).toBe(DISTINCT);

      const rows = await server.db.database.db
        .selectFrom("user")
        .leftJoin("account", (join) =>
          join.onRef("account.userId", "=", "user.id").on("account.providerId", "=", "credential"),
        )
        .select(["user.email", "account.password"])
        .execute();
      expect(rows).toHaveLength(DISTINCT);
      expect(new Set(rows.map((r) => r.email))).toEqual(new Set(winners.keys()));
      expect(rows.every((r) => typeof r.password === "string" && r.password.startsWith("$argon2id$"))).toBe(
        true,
      );
      const { rows: accounts } = await sql<{
        n: number | string;
      }>`select count(*) as n from "account"`.execute(server.db.database.db);
      expect(Number(accounts[0]?.n)).toBe(DISTINCT);

      // Every member answered 201 signs in with the password of the request that won.
      const signIns = await inBatches([...winners.values()], 25, (w) =>
        // A keep-alive connection closed under a waiting sign-in is sent again, as a browser would.
        onceMoreAfterReset(() => signIn(server.url, w.email, String(w.body.password))),
      );
      expect(signIns.map((s) => s.status)).toEqual(new Array(DISTINCT).fill(200));
      console.info(
        `burst on ${kind.name}: ${attempts.length} registrations in ${burstMs} ms, ${DISTINCT} sign-ins checked`,
      );
    }, 180_000);
  });
}
