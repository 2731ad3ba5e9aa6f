/**
 * `npm run bench`: builds the app into a temporary folder, measures the engine, the bundles,
 * argon2, the API under load (autocannon, against a real server on a throwaway SQLite file with
 * the abuse limits off), page speed (Lighthouse in Debian's Chromium) and
 * live matches between members over WebSockets (bench/live.ts), prints one table and
 * writes bench/results.json. It checks no budget: `npm run bench:check` does.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hashPassword } from "../src/server/auth/password-hasher.ts";
import { spawnServer, stopAllServers } from "../src/server/test-support/spawn-server.ts";
import { API } from "../src/shared/api-types.ts";
import { measureLoad, registerMember, registrationBody } from "./api.ts";
import { bundleReport, containsModule } from "./bundle.ts";
import { currentCommit } from "./commit-stamp.ts";
import { benchCompetition } from "./competition.ts";
import { benchEngine } from "./engine.ts";
import { benchTables } from "./tables.ts";
import { lighthouseRows } from "./lighthouse.ts";
import { liveRows, measureLive, LIVE_MATCHES, LIVE_PG_MATCHES } from "./live.ts";
import { measurePlayAhead } from "./play-ahead.ts";
import { measureResumeInternational } from "./resume-international.ts";
import { measureStatsPage, STATS_FORMAT, STATS_MATCHES } from "./stats-page.ts";
import { measureReplaysLoad, REPLAYS_FORMAT, REPLAYS_MATCHES } from "./replays-load.ts";
import type { Results } from "./results.ts";
import { RESULTS_FILE } from "./results.ts";
import { median } from "./stats.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const API_RUNS = 3;
const API_SECONDS = 5;
const LIGHTHOUSE_RUNS = 3;
const STATS_RUNS = 3;
const PLAY_AHEAD_RUNS = 3;
const CHART_LIBRARY = /node_modules\/uplot\//;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const step = (text: string) => console.error(`bench: ${text}`);

async function main(): Promise<Results> {
  // Read before measuring: the figures belong to the code as it was when the run began.
  const commit = currentCommit();
  const work = mkdtempSync(path.join(tmpdir(), "howzat-bench-"));
  const webRoot = path.join(work, "web");
  try {
    step("building the app");
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, "node_modules/vite/bin/vite.js"),
        "build",
        "--outDir",
        webRoot,
        "--emptyOutDir",
        "--logLevel",
        "warn",
      ],
      {
        cwd: ROOT,
        stdio: ["ignore", "ignore", "inherit"],
      },
    );

    step("engine (whole matches, every format at every level)");
    const engine = await benchEngine();
    step("win tables (build and lookup)");
    engine.push(...benchTables());
    step("a whole T20 World Cup at Club");
    engine.push(...(await benchCompetition()));

    step("bundles");
    const bundle = bundleReport(webRoot);
    const pages = bundle.pages.map((page) => ({
      ...page,
      chartLibrary: containsModule(page.files, CHART_LIBRARY, webRoot),
    }));

    step("argon2id hash time");
    const hashTimes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const start = performance.now();
      await hashPassword(`bench-password-${i}`);
      hashTimes.push(performance.now() - start);
    }

    step("starting the server");
    // No BASE_URL: the app answers at the address it is asked at (with one set, every page
    // would be redirected to it, away from this throwaway port), and the origin the API
    // expects is the server's own.
    const server = await spawnServer({
      baseUrl: null,
      databaseUrl: `sqlite:${path.join(work, "bench.db")}`,
      env: { RATE_LIMITS: "off", WEB_ROOT: webRoot },
    });
    const member = await registerMember(server.url, server.url, `me-${Date.now()}`);
    await sleep(2000);
    const idleMb = rssMb(server.pid);

    step(`GET ${API.me}, 50 connections`);
    let peakMb = idleMb;
    const me = await measureLoad({
      url: server.url,
      connections: 50,
      seconds: API_SECONDS,
      runs: API_RUNS,
      path: API.me,
      headers: { cookie: member.cookie },
      onTick: () => (peakMb = Math.max(peakMb, rssMb(server.pid))),
    });

    step("sign-in, 10 connections");
    const signIn = await measureLoad({
      url: server.url,
      connections: 10,
      seconds: API_SECONDS,
      runs: API_RUNS,
      method: "POST",
      path: API.signInEmail,
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });

    step("registration, 10 connections");
    let counter = 0;
    const tag = Date.now();
    const register = await measureLoad({
      url: server.url,
      connections: 10,
      seconds: API_SECONDS,
      runs: API_RUNS,
      method: "POST",
      path: API.register,
      headers: { "content-type": "application/json", origin: server.url },
      body: () => registrationBody(`${tag}-${counter++}`),
    });

    step("Lighthouse /login, /game before a match and /game with a one-day match in play (mobile)");
    const lighthouse = await lighthouseRows(server.url, `${server.url}${API.me}`, LIGHTHOUSE_RUNS);
    step(`/stats with ${STATS_MATCHES} kept ${STATS_FORMAT} matches`);
    const stats = await measureStatsPage(server.url, server.url, STATS_RUNS);
    step(
      `${API.health} while 8 connections page ${API.matchReplays} past ${REPLAYS_MATCHES} ${REPLAYS_FORMAT} matches`,
    );
    const replays = await measureReplaysLoad(server.url, server.url, API_RUNS, API_SECONDS);
    step("/game resuming a one-day International match (heap, longest main-thread task)");
    const resume = await measureResumeInternational(server.url, `${server.url}${API.me}`);
    step("/game playing the rest of a one-day International match ahead");
    const playAhead = await measurePlayAhead(server.url, `${server.url}${API.me}`, PLAY_AHEAD_RUNS);
    await server.stop();
    step(
      `live matches: ${LIVE_MATCHES} in one process (SQLite), ${LIVE_PG_MATCHES} across two processes (PostgreSQL)`,
    );
    const live = await measureLive();

    return {
      measuredAt: new Date().toISOString(),
      commit,
      machine: { cores: cpus().length, node: process.version },
      engine,
      bundle: { pages, largest: bundle.largest },
      api: { me, signIn, register, argon2HashMs: Math.round(median(hashTimes) * 10) / 10 },
      memory: { idleMb, underLoadMb: peakMb },
      lighthouse,
      stats,
      replays,
      resume,
      playAhead,
      live,
    };
  } finally {
    await stopAllServers();
    rmSync(work, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const int = (n: number) => Math.round(n).toLocaleString("en-US");

function print(results: Results): void {
  const rows: Array<{ measure: string; value: string }> = [];
  const add = (measure: string, value: string) => rows.push({ measure, value });
  for (const [page, lh] of Object.entries(results.lighthouse)) {
    add(
      `Lighthouse ${page}${page === "/game" ? " with a match in play" : ""} (mobile, median of ${lh.runs})`,
      `score ${lh.score}, LCP ${int(lh.lcpMs)} ms, TBT ${int(lh.tbtMs)} ms, CLS ${lh.cls}`,
    );
  }
  if (results.stats) {
    add(
      `/stats with ${results.stats.matches} ${results.stats.format} matches (median of ${results.stats.runsMs.length})`,
      `${int(results.stats.readyMs)} ms to the figures on screen (runs: ${results.stats.runsMs.join(", ")} ms)`,
    );
  }
  if (results.replays) {
    const r = results.replays;
    add(
      `${API.health} while 8 connections page the replays past ${r.matches} matches (median of ${r.runs})`,
      `p50 ${r.healthLoadedP50Ms} ms, p99 ${r.healthLoadedP99Ms} ms (idle: p50 ${r.healthIdleP50Ms} ms, p99 ${r.healthIdleP99Ms} ms; beside /api/me at 8 connections: p50 ${r.healthBesideMeP50Ms} ms); the paging at ${int(r.pagingRps)} req/s, p50 ${r.pagingP50Ms} ms`,
    );
    add(
      "a full replay page, as JSON / as sent to a client accepting br",
      `${kb(r.fullPageBytes)} / ${kb(r.fullPageSentBytes)}`,
    );
  }
  if (results.resume) {
    const r = results.resume;
    add(
      "/game resuming a one-day International match",
      `heap ${r.heapBeyondIdleMb} MB beyond an idle page (${r.inPlayHeapMb} vs ${r.idleHeapMb} MB, page and workers), longest main-thread task ${int(r.longestTaskMs)} ms`,
    );
  }
  if (results.playAhead) {
    const r = results.playAhead;
    add(
      "/game playing a one-day International match ahead to its end (median)",
      `${int(r.resultMs)} ms to the result on screen, longest main-thread task ${int(r.longestTaskMs)} ms, ${r.deliveries} deliveries (runs: ${r.runs.map((x) => `${x.resultMs}/${x.longestTaskMs}`).join(", ")} ms)`,
    );
  }
  if (results.live) for (const row of liveRows(results.live)) add(row.measure, row.value);
  for (const page of results.bundle.pages) {
    add(
      `bundle ${page.name}`,
      `JS ${kb(page.jsGzip)} gz, CSS ${kb(page.cssGzip)} gz, chart library ${page.chartLibrary ? "included" : "absent"}`,
    );
  }
  for (const file of results.bundle.largest.slice(0, 5))
    add(`largest: ${file.file}`, `${kb(file.gzip)} gz (${kb(file.raw)} raw)`);
  const load = (name: string, f: Results["api"]["me"]) =>
    add(
      name,
      `${int(f.rps)} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms (${int(f.requests)} requests, ${f.non2xx} non-2xx, ${f.errors} errors)`,
    );
  load("GET /api/me @50 connections", results.api.me);
  load("sign-in @10 connections", results.api.signIn);
  load("registration @10 connections", results.api.register);
  add("argon2id hash alone (median)", `${results.api.argon2HashMs} ms`);
  add(
    "server RSS idle / under /api/me load",
    `${results.memory.idleMb} MB / ${results.memory.underLoadMb} MB`,
  );
  for (const figure of results.engine) add(figure.name, `${int(figure.value)} ${figure.unit}`);
  console.table(rows);
  const { sha, dirty } = results.commit;
  console.log(
    `measured on commit ${sha ?? "(not a git checkout)"}${dirty ? " with uncommitted changes" : ""}`,
  );
}

const results = await main();
writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
print(results);
console.log(
  `written to ${path.relative(process.cwd(), RESULTS_FILE)}; check the budgets with npm run bench:check`,
);
