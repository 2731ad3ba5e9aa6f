/**
 * The caps on what a member may have open at once hold against racing requests, spread over two
 * real server processes on one PostgreSQL database: one unfinished ranked match (a unique
 * partial index) and three open live invites (counted inside the insert's transaction with the
 * member's row locked). Checked then inserted, as they were, ten parallel requests made 8 to 10.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_API } from "../../shared/live-types.ts";
import { RANKED_API, rankedAbandonPath } from "../../shared/ranked-types.ts";
import { type TestDatabase, testDatabaseKinds } from "../test-support/databases.ts";
import { call, register } from "../test-support/http-client.ts";
import { type SpawnedServer, spawnServer, stopAllServers } from "../test-support/spawn-server.ts";
import { registration } from "../test-support/test-app.ts";
import { engine } from "../test-support/test-engine.ts";

const [, postgres] = await testDatabaseKinds();
const SETUP = { format: "micro", teamId: 1, opponentId: 2, stadiumId: engine.stadiumsFor(1)[0]?.id ?? "" };
/** Parallel requests a round, alternating between the two processes. */
const RACERS = 10;
const ROUNDS = 3;

describe.skipIf(postgres?.skipReason !== null)("open-match caps raced across two server processes", () => {
  let db: TestDatabase;
  let servers: SpawnedServer[];

  beforeAll(async () => {
    db = await postgres!.create();
    if (db.config.kind !== "postgres") throw new Error("expected PostgreSQL");
    const databaseUrl = db.config.url;
    servers = await Promise.all([
      spawnServer({ databaseUrl, env: { TRUST_PROXY: "true" } }),
      spawnServer({ databaseUrl, env: { TRUST_PROXY: "true" } }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await stopAllServers();
    await db?.destroy();
  });

  let members = 0;
  /** A new member, registered on the first process from an address of its own. */
  const member = async () => {
    const joined = await register(servers[0]!.url, registration(), {
      headers: { "x-forwarded-for": `10.77.0.${++members}` },
    });
    expect(joined.status).toBe(201);
    return joined.cookie;
  };
  /** `RACERS` POSTs to `path` at once, every other one to each process; their statuses. */
  const race = (path: string, cookie: string) =>
    Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        call(servers[i % 2]!.url, "POST", path, { body: SETUP, cookie }).then((r) => r.status),
      ),
    );
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it(`makes one ranked match of ${RACERS} racing requests, round after round`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const cookie = await member();
      const statuses = await race(RANKED_API.matches, cookie);
      expect(count(statuses, 201), `round ${round}: ${statuses.join(" ")}`).toBe(1);
      expect(count(statuses, 409), `round ${round}: ${statuses.join(" ")}`).toBe(RACERS - 1);
      const listed = await call(servers[1]!.url, "GET", RANKED_API.matches, { cookie });
      const open = (listed.json as { matches: { id: string }[] }).matches;
      expect(open).toHaveLength(1);
      // Abandoned, it makes way for the next, on either process.
      expect((await call(servers[1]!.url, "POST", rankedAbandonPath(open[0]!.id), { cookie })).status).toBe(
        200,
      );
      expect((await call(servers[0]!.url, "POST", RANKED_API.matches, { body: SETUP, cookie })).status).toBe(
        201,
      );
    }
  });

  it(`makes three live invites of ${RACERS} racing requests, round after round`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const cookie = await member();
      const statuses = await race(LIVE_API.matches, cookie);
      expect(count(statuses, 201), `round ${round}: ${statuses.join(" ")}`).toBe(3);
      expect(count(statuses, 409), `round ${round}: ${statuses.join(" ")}`).toBe(RACERS - 3);
      const listed = await call(servers[0]!.url, "GET", LIVE_API.matches, { cookie });
      expect((listed.json as { matches: unknown[] }).matches).toHaveLength(3);
    }
  });
});
