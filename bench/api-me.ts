/**
 * `GET /api/me` under load, alone: a real server on a throwaway SQLite file (the abuse limits
 * off, as in `npm run bench`), one member signed in, 50 connections. Prints requests/s and the
 * latency percentiles (medians of the runs).
 *
 * Run with `node --import tsx bench/api-me.ts`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnServer, stopAllServers } from "../src/server/test-support/spawn-server.ts";
import { API } from "../src/shared/api-types.ts";
import { measureLoad, registerMember } from "./api.ts";

const RUNS = 3;
const SECONDS = 5;
const CONNECTIONS = 50;

const work = mkdtempSync(path.join(tmpdir(), "howzat-api-me-"));
try {
  const server = await spawnServer({
    baseUrl: null,
    databaseUrl: `sqlite:${path.join(work, "bench.db")}`,
    env: { RATE_LIMITS: "off" },
  });
  const member = await registerMember(server.url, server.url, `me-${Date.now()}`);
  const me = await measureLoad({
    url: server.url,
    connections: CONNECTIONS,
    seconds: SECONDS,
    runs: RUNS,
    path: API.me,
    headers: { cookie: member.cookie },
  });
  await server.stop();
  console.table([
    {
      name: `GET ${API.me}, ${CONNECTIONS} connections`,
      "req/s": Math.round(me.rps),
      "p50 ms": me.p50Ms,
      "p99 ms": me.p99Ms,
      "non-2xx": me.non2xx,
      errors: me.errors,
    },
  ]);
} finally {
  await stopAllServers();
  rmSync(work, { recursive: true, force: true });
}
