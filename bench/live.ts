/**
 * Live matches under load: real server processes on loopback, N Micro matches played at once
 * over two sockets each, each match between its own two members (a host who makes it and a
 * guest who accepts it; `--pairs=P` shares P pairs among the matches instead). Each ball both sides send `choose`; the figure is the time from sending the
 * second choice to both sockets holding the view with that ball. Between one view and the next
 * action each match waits a random "thinking" time, as people do (a flood with no pause at all
 * would measure a queue, not a match).
 *
 * One process on SQLite (also its RSS before the matches and with them all open), and two
 * processes on one PostgreSQL database with the host's sockets on one and the guest's on the
 * other (every ball crosses the LISTEN/NOTIFY bus).
 *
 * Standalone: `node --import tsx bench/live.ts [matches] [--pg-matches=N] [--pairs=P] [--write]`
 * (`--write` puts the figures into bench/results.json under `live`; `0 --pg-matches=N` runs the
 * PostgreSQL setup alone). Besides the figures it prints, for looking into them, the ball's time
 * to each socket apart (the guest's, on the process that stores it, and the host's, over the
 * bus), how late this client's own event loop ran, and the seconds of play with the most slow balls.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type WsWebSocket from "ws";
import { catalog } from "../src/data/catalog.ts";
import { type Action, createEngine, type MatchEvent, type MatchState, turnOf } from "../src/engine/index.ts";
import { testDatabaseKinds } from "../src/server/test-support/databases.ts";
import { liveDecision, liveStyle } from "../src/server/test-support/live-client.ts";
import { type SpawnedServer, spawnServer, stopAllServers } from "../src/server/test-support/spawn-server.ts";
import { invitePath, LIVE_API, type LiveServerMessage, type LiveView } from "../src/shared/live-types.ts";
import { registerMember } from "./api.ts";

type View = LiveView<MatchState, Action>;
type Message = LiveServerMessage<MatchState, Action, MatchEvent>;

/** The `ws` client the server's @fastify/websocket runs on (as the tests load it). */
const fromPlugin = createRequire(createRequire(import.meta.url).resolve("@fastify/websocket"));
const WebSocket = fromPlugin("ws") as typeof WsWebSocket;

const engine = createEngine(catalog);

/** India v Australia, Micro (one over a side). */
const MICRO = {
  format: "micro",
  teamId: 1,
  opponentId: 2,
  stadiumId: engine.stadiumsFor(1)[0]?.id ?? "",
};

export const LIVE_MATCHES = 1000;
export const LIVE_PG_MATCHES = 1000;
/** A side's "thinking" time before each action, uniform in this range (ms). */
export const THINK_MS: readonly [number, number] = [500, 2500];
/**
 * Opening the sockets, and then playing, may each take no longer than this (registering the
 * members and making the matches before are not bounded: on a loaded machine, hashing 2,000
 * passwords alone can take minutes).
 */
const RUN_LIMIT_MS = 240_000;
/** HTTP requests and socket openings at once while setting up. */
const SETUP_CONCURRENCY = 16;

export interface LiveRunFigures {
  readonly processes: number;
  readonly database: "sqlite" | "postgres";
  readonly matches: number;
  /** Pairs of members the matches are between (match i is pair i mod pairs's). */
  readonly pairs: number;
  /** Matches played to their end. */
  readonly finished: number;
  readonly sockets: number;
  readonly balls: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly thinkMs: readonly [number, number];
  /** Seconds from the first action to the last match's end. */
  readonly playSeconds: number;
  /** RSS of each server process before any match, with every match open (sockets following), and at its highest while playing. */
  readonly rssBeforeMb: readonly number[];
  readonly rssOpenMb: readonly number[];
  readonly rssPeakMb: readonly number[];
  /** (RSS open − RSS before) / matches, summed over the processes. */
  readonly kbPerMatch: number;
}

export interface LiveFigures {
  readonly oneProcess?: LiveRunFigures;
  readonly twoProcessesPostgres?: LiveRunFigures;
  /** Why the PostgreSQL run did not happen, when it did not. */
  readonly postgresSkipped?: string;
}

const step = (text: string) => console.error(`bench live: ${text}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A time limit raced against the work: it does not keep the process alive once the work is done. */
const limit = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
}
const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;

/** The q-quantile (nearest rank) of sorted values. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

/** Runs `work` over `items`, `limit` at a time. */
async function pooled<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function post<T>(
  server: string,
  url: string,
  cookie: string,
  body: unknown,
  status: number,
): Promise<T> {
  const answer = await fetch(`${server}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server, cookie },
    body: JSON.stringify(body),
  });
  if (answer.status !== status)
    throw new Error(`POST ${url} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

function openSocket(server: string, cookie: string, onMessage: (text: string) => void): Promise<WsWebSocket> {
  const ws = new WebSocket(`${server.replace(/^http/, "ws")}${LIVE_API.socket}`, {
    headers: { cookie, origin: server },
    perMessageDeflate: false,
  });
  return new Promise((resolve, reject) => {
    ws.once("open", () => {
      ws.on("message", (data) => onMessage(String(data)));
      resolve(ws);
    });
    ws.once("unexpected-response", (_request, response) => {
      reject(new Error(`the upgrade was refused with ${response.statusCode ?? 0}`));
      ws.terminate();
    });
    ws.once("error", reject);
  });
}

/** One match as its two sockets see it. */
interface Played {
  readonly id: string;
  /** The two members' session cookies. */
  readonly pair: Pair;
  host: WsWebSocket | null;
  guest: WsWebSocket | null;
  hostView: View | null;
  guestView: View | null;
  /**
   * The action awaited: its seq, whether it is a ball, when the second choice left, and when
   * each socket first held it (0 until then).
   */
  waiting: { seq: number; ball: boolean; sentAt: number; hostAt: number; guestAt: number } | null;
  /** Balls played so far. */
  balls: number;
  done: boolean;
  failed: string | null;
}

interface Setup {
  readonly database: "sqlite" | "postgres";
  /** The host's sockets go to the first server, the guest's to the last. */
  readonly servers: readonly SpawnedServer[];
  /**
   * A process on the same database that registers the members and is stopped before the
   * matches are made: hashing 2,000 passwords (argon2, 19 MiB each) would leave the measured
   * processes' memory larger than the matches make it.
   */
  readonly registrar: () => Promise<SpawnedServer>;
  readonly matches: number;
  readonly pairs: number;
}

interface Pair {
  readonly host: string;
  readonly guest: string;
}

async function measure({
  database,
  servers,
  registrar,
  matches: count,
  pairs: pairCount,
}: Setup): Promise<LiveRunFigures> {
  const hostServer = servers[0] as SpawnedServer;
  const guestServer = servers[servers.length - 1] as SpawnedServer;
  if (count <= 0) throw new Error("no matches to play");
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const pairs = Math.max(1, Math.min(count, pairCount));
  step(`${database}, ${servers.length} process(es): registering ${2 * pairs} members`);
  const registering = await registrar();
  const members = await pooled(Array.from({ length: pairs }), SETUP_CONCURRENCY, async (_, i) => ({
    host: (await registerMember(registering.url, registering.url, `live-host-${tag}-${i}`)).cookie,
    guest: (await registerMember(registering.url, registering.url, `live-guest-${tag}-${i}`)).cookie,
  }));
  await registering.stop();
  await sleep(2000);
  const rssBefore = servers.map((s) => rssKb(s.pid));

  step(`making and accepting ${count} Micro matches`);
  const made = await pooled(Array.from({ length: count }), SETUP_CONCURRENCY, async (_, i) => {
    const pair = members[i % pairs] as Pair;
    const match = await post<View>(hostServer.url, LIVE_API.matches, pair.host, MICRO, 201);
    await post<View>(guestServer.url, `${invitePath(match.code)}/accept`, pair.guest, {}, 200);
    return { id: match.id, pair };
  });
  const ids = made.map((m) => m.id);

  const played = new Map<string, Played>();
  for (const { id, pair } of made)
    played.set(id, {
      id,
      pair,
      host: null,
      guest: null,
      hostView: null,
      guestView: null,
      waiting: null,
      balls: 0,
      done: false,
      failed: null,
    });
  const latencies: number[] = [];
  /** The same, first balls of matches alone, and every action that is not a ball. */
  const firstBalls: number[] = [];
  const decisions: number[] = [];
  /** Per ball: the time to the guest's socket (the process that stored it) and to the host's (over the bus). */
  const guestSide: number[] = [];
  const hostSide: number[] = [];
  /** Per ball: the second of play it ended in, and its time (the slowest windows are printed). */
  const slowByWindow: Array<[number, number]> = [];
  /** How late this client's own event loop ran timers while playing (its own share of the figure). */
  const clientDelay = monitorEventLoopDelay({ resolution: 10 });
  let playing = false;
  let firstAction = 0;
  let lastEnd = 0;
  let finished = 0;
  let settled = 0;
  let onSettled: () => void = () => undefined;
  let onOpen: () => void = () => undefined;
  let openedViews = 0;

  const settle = (match: Played, failure: string | null) => {
    if (match.done) return;
    match.done = true;
    match.failed = failure;
    settled++;
    if (failure === null) finished++;
    lastEnd = performance.now();
    if (settled === count) onSettled();
  };

  const think = () => THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]);

  const act = (match: Played) => {
    if (match.done || !playing) return;
    const view = match.hostView as View;
    if (view.status !== "playing") {
      settle(match, view.status === "finished" ? null : `ended ${view.status}`);
      return;
    }
    const seq = view.seq;
    const turn = turnOf(view.state);
    if (turn === null) {
      // The last ball is played: the match ends when it is kept (the next view says so).
      if (engine.stage(view.state).name !== "finished") settle(match, "waits for nothing while playing");
      return;
    }
    if (firstAction === 0) firstAction = performance.now();
    if (turn === "both") {
      const hostStyle = liveStyle(engine, view.state, "host", seq);
      const guestStyle = liveStyle(engine, view.state, "guest", seq);
      match.host?.send(JSON.stringify({ type: "choose", id: match.id, seq, style: hostStyle }));
      // The first choice a little before the second, as two people rarely choose at once.
      setTimeout(() => {
        if (match.done) return;
        match.waiting = { seq, ball: true, sentAt: performance.now(), hostAt: 0, guestAt: 0 };
        match.guest?.send(JSON.stringify({ type: "choose", id: match.id, seq, style: guestStyle }));
      }, 20);
    } else {
      match.waiting = { seq, ball: false, sentAt: performance.now(), hostAt: 0, guestAt: 0 };
      const socket = turn === "user" ? match.host : match.guest;
      socket?.send(
        JSON.stringify({ type: "act", id: match.id, seq, action: liveDecision(engine, view.state, "bowl") }),
      );
    }
  };

  const received = (side: "host" | "guest", text: string) => {
    const message = JSON.parse(text) as Message;
    if (message.type === "reaction") return;
    const id = message.type === "view" ? message.view.id : message.id;
    const match = id === undefined ? undefined : played.get(id);
    if (!match) return;
    if (message.type === "error") {
      settle(match, `${side} refused: ${message.code} ${message.message}`);
      return;
    }
    const view = message.view;
    const before = side === "host" ? match.hostView : match.guestView;
    if (before === null) openedViews++;
    if (before !== null && view.seq < before.seq) return;
    if (side === "host") match.hostView = view;
    else match.guestView = view;
    if (before === null && openedViews === 2 * count) onOpen();
    if (side === "host" && view.status !== "playing" && before?.status === "playing" && !match.waiting) {
      act(match);
      return;
    }
    const waiting = match.waiting;
    if (!waiting || match.done) return;
    const at = performance.now();
    const hostHas = (match.hostView?.seq ?? 0) > waiting.seq;
    const guestHas = (match.guestView?.seq ?? 0) > waiting.seq;
    if (hostHas && waiting.hostAt === 0) waiting.hostAt = at;
    if (guestHas && waiting.guestAt === 0) waiting.guestAt = at;
    if (!hostHas || !guestHas) return;
    const took = at - waiting.sentAt;
    if (waiting.ball) {
      latencies.push(took);
      // The guest sends the second choice: its socket is on the process that stores the ball,
      // the host's hears it over the bus.
      guestSide.push(waiting.guestAt - waiting.sentAt);
      hostSide.push(waiting.hostAt - waiting.sentAt);
      slowByWindow.push([Math.floor((at - firstAction) / 1000), took]);
      if (match.balls++ === 0) firstBalls.push(took);
    } else decisions.push(took);
    match.waiting = null;
    setTimeout(() => act(match), think());
  };

  let deadline = Date.now() + RUN_LIMIT_MS;
  step(`opening ${2 * count} sockets and following every match`);
  const allOpen = new Promise<void>((resolve) => (onOpen = resolve));
  await pooled(ids, SETUP_CONCURRENCY, async (id) => {
    const match = played.get(id) as Played;
    match.host = await openSocket(hostServer.url, match.pair.host, (text) => received("host", text));
    match.guest = await openSocket(guestServer.url, match.pair.guest, (text) => received("guest", text));
    match.host.send(JSON.stringify({ type: "follow", id, seen: 0 }));
    match.guest.send(JSON.stringify({ type: "follow", id, seen: 0 }));
  });
  await Promise.race([allOpen, limit(Math.max(0, deadline - Date.now()))]);
  if (openedViews < 2 * count)
    throw new Error(`only ${openedViews} of ${2 * count} sockets were answered in time`);
  await sleep(2000);
  const rssOpen = servers.map((s) => rssKb(s.pid));
  const rssPeak = [...rssOpen];
  let threadsPeak = 0;
  const sampler = setInterval(() => {
    servers.forEach((s, i) => (rssPeak[i] = Math.max(rssPeak[i] as number, rssKb(s.pid))));
    for (const s of servers) {
      const threads = Number(
        /Threads:\s+(\d+)/.exec(readFileSync(`/proc/${s.pid}/status`, "utf8"))?.[1] ?? 0,
      );
      threadsPeak = Math.max(threadsPeak, threads);
    }
  }, 500);

  step(`playing ${count} matches at once (thinking ${THINK_MS[0]}–${THINK_MS[1]} ms before each action)`);
  const allSettled = new Promise<void>((resolve) => (onSettled = resolve));
  deadline = Date.now() + RUN_LIMIT_MS;
  playing = true;
  clientDelay.enable();
  // Starts spread over one thinking time, as matches on a real server are not in step.
  for (const match of played.values()) setTimeout(() => act(match), Math.random() * THINK_MS[1]);
  const progress = setInterval(
    () => step(`  ${settled} of ${count} matches over, ${latencies.length} balls`),
    10_000,
  );
  await Promise.race([allSettled, limit(Math.max(0, deadline - Date.now()))]);
  clearInterval(progress);
  clearInterval(sampler);
  clientDelay.disable();
  playing = false;

  const failures = [...played.values()].filter((m) => m.failed !== null);
  const unsettled = count - settled;
  for (const match of played.values()) {
    match.host?.terminate();
    match.guest?.terminate();
  }
  if (failures.length > 0 || unsettled > 0) {
    const first = failures[0]?.failed ?? "";
    step(`${failures.length} match(es) failed (${first}), ${unsettled} not over by the time limit`);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const spread = (values: number[]) => {
    const s = [...values].sort((a, b) => a - b);
    return `p50 ${round(quantile(s, 0.5))} ms, p99 ${round(quantile(s, 0.99))} ms, max ${round(s[s.length - 1] ?? NaN)} ms (${s.length})`;
  };
  step(`  most threads in a server process while playing: ${threadsPeak}`);
  step(
    `  first balls of matches: ${spread(firstBalls)}; other actions (toss, bowlers): ${spread(decisions)}`,
  );
  step(`  the ball on the guest's socket (its own process): ${spread(guestSide)}`);
  step(`  the ball on the host's socket (the other process): ${spread(hostSide)}`);
  const ns = (q: number) => round(clientDelay.percentile(q) / 1e6);
  step(
    `  this client's event loop delay: p50 ${ns(50)} ms, p99 ${ns(99)} ms, max ${round(clientDelay.max / 1e6)} ms`,
  );
  const windows = new Map<number, number[]>();
  for (const [second, took] of slowByWindow) windows.set(second, [...(windows.get(second) ?? []), took]);
  const worst = [...windows]
    .map(([second, values]) => ({ second, over: values.filter((v) => v > 100).length, of: values.length }))
    .filter((w) => w.over > 0)
    .sort((a, b) => b.over - a.over)
    .slice(0, 8);
  step(
    `  seconds of play with the most balls over 100 ms: ${worst.map((w) => `${w.second} s ${w.over}/${w.of}`).join(", ") || "none"}`,
  );
  return {
    processes: servers.length,
    database,
    matches: count,
    pairs,
    finished,
    sockets: 2 * count,
    balls: sorted.length,
    p50Ms: round(quantile(sorted, 0.5)),
    p99Ms: round(quantile(sorted, 0.99)),
    maxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
    thinkMs: THINK_MS,
    playSeconds: round((lastEnd - firstAction) / 1000),
    rssBeforeMb: rssBefore.map(mb),
    rssOpenMb: rssOpen.map(mb),
    rssPeakMb: rssPeak.map(mb),
    kbPerMatch: round(rssOpen.reduce((sum, kb, i) => sum + kb - (rssBefore[i] as number), 0) / count),
  };
}

/**
 * The abuse limits off (the live ones too), long clocks so no ball is played for a side: a
 * decision's clock runs from the invite's acceptance, and on a loaded machine opening 2,000
 * sockets took longer than its 30 s, so the clock called the toss of matches accepted early and
 * their guest's call was refused as played already (147 of 1,000 matches in one run).
 */
const SERVER_ENV = { RATE_LIMITS: "off", LIVE_CHOICE_SECONDS: "600", LIVE_DECISION_SECONDS: "600" } as const;

/** One process on a throwaway SQLite file. */
export async function measureLiveOneProcess(
  matches = LIVE_MATCHES,
  pairs = matches,
): Promise<LiveRunFigures> {
  const work = mkdtempSync(path.join(tmpdir(), "howzat-bench-live-"));
  let server: SpawnedServer | undefined;
  try {
    const databaseUrl = `sqlite:${path.join(work, "live.db")}`;
    server = await spawnServer({ baseUrl: null, databaseUrl, env: SERVER_ENV });
    return await measure({
      database: "sqlite",
      servers: [server],
      // SQLite in WAL mode takes a second process's writes while the first runs.
      registrar: () => spawnServer({ baseUrl: null, databaseUrl, env: SERVER_ENV }),
      matches,
      pairs,
    });
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Two processes on one fresh PostgreSQL database (dropped after); why not, when PostgreSQL is unreachable. */
export async function measureLiveTwoProcesses(
  matches = LIVE_PG_MATCHES,
  pairs = matches,
): Promise<LiveRunFigures | { skipped: string }> {
  const [, postgres] = await testDatabaseKinds();
  if (!postgres || postgres.skipReason !== null) return { skipped: postgres?.skipReason ?? "no PostgreSQL" };
  const db = await postgres.create();
  const servers: SpawnedServer[] = [];
  try {
    if (db.config.kind !== "postgres") throw new Error("expected PostgreSQL");
    for (let i = 0; i < 2; i++)
      servers.push(await spawnServer({ baseUrl: null, databaseUrl: db.config.url, env: SERVER_ENV }));
    const databaseUrl = db.config.url;
    return await measure({
      database: "postgres",
      servers,
      registrar: () => spawnServer({ baseUrl: null, databaseUrl, env: SERVER_ENV }),
      matches,
      pairs,
    });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db.destroy();
  }
}

/** Both setups, for `npm run bench`. */
export async function measureLive(
  matches = LIVE_MATCHES,
  postgresMatches = LIVE_PG_MATCHES,
  pairs?: number,
): Promise<LiveFigures> {
  // No matches for one process: the PostgreSQL run alone (`0 --pg-matches=N`).
  const oneProcess = matches > 0 ? await measureLiveOneProcess(matches, pairs ?? matches) : undefined;
  const one = oneProcess ? { oneProcess } : {};
  if (postgresMatches <= 0) return { ...one, postgresSkipped: "no PostgreSQL matches asked for" };
  const two = await measureLiveTwoProcesses(postgresMatches, pairs ?? postgresMatches);
  return "skipped" in two ? { ...one, postgresSkipped: two.skipped } : { ...one, twoProcessesPostgres: two };
}

/** Lines for the printed table. */
export function liveRows(live: LiveFigures): Array<{ measure: string; value: string }> {
  const rows: Array<{ measure: string; value: string }> = [];
  for (const run of [live.oneProcess, live.twoProcessesPostgres]) {
    if (!run) continue;
    const where =
      run.processes === 1 ? `1 process, ${run.database}` : `${run.processes} processes, ${run.database}`;
    rows.push({
      measure: `live: ${run.matches} Micro matches at once (${where}, ${run.pairs} pairs of members), second choice → both have the ball`,
      value: `p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, max ${run.maxMs} ms over ${run.balls} balls (${run.finished} matches finished in ${run.playSeconds} s, thinking ${run.thinkMs[0]}–${run.thinkMs[1]} ms)`,
    });
    rows.push({
      measure: `live: server RSS (${where}) before / open / peak`,
      value: `${run.rssBeforeMb.join("+")} / ${run.rssOpenMb.join("+")} / ${run.rssPeakMb.join("+")} MB, ${run.kbPerMatch} KB per open match`,
    });
  }
  if (live.postgresSkipped)
    rows.push({
      measure: "live: two processes on PostgreSQL",
      value: `not measured: ${live.postgresSkipped}`,
    });
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  const count = Number(args.find((a) => /^\d+$/.test(a)) ?? LIVE_MATCHES);
  const pgArg = args.find((a) => a.startsWith("--pg-matches="));
  const pgCount = pgArg ? Number(pgArg.split("=")[1]) : Math.min(count, LIVE_PG_MATCHES);
  const pairsArg = args.find((a) => a.startsWith("--pairs="));
  const pairs = pairsArg ? Number(pairsArg.split("=")[1]) : undefined;
  try {
    const live = await measureLive(count, pgCount, pairs);
    console.table(liveRows(live));
    if (args.includes("--write")) {
      const { RESULTS_FILE } = await import("./results.ts");
      if (!existsSync(RESULTS_FILE)) throw new Error("no bench/results.json to add to: run npm run bench");
      const results = JSON.parse(readFileSync(RESULTS_FILE, "utf8")) as Record<string, unknown>;
      writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...results, live }, null, 2)}\n`);
      console.log("written under `live` in bench/results.json");
    } else {
      console.log(JSON.stringify(live, null, 2));
    }
  } finally {
    await stopAllServers();
  }
}
