/**
 * What the replays route costs everyone else: a member with 500 kept one-day matches, and
 * `/api/health`'s median latency (one connection) while eight connections of that member ask
 * for the replay page past the end of their matches, beside its median when the server is
 * otherwise idle, and while they ask for `/api/me` (the session check alone, the cheapest thing a
 * member can ask for) instead: on a busy machine the absolute figures move, the comparison
 * much less. Also the bytes of a full replay page as sent when gzip is accepted.
 */
import { Agent, get, request } from "node:http";
import autocannon from "autocannon";
import { API, type ReplayPageResponse } from "../src/shared/api-types.ts";
import { registerMember } from "./api.ts";
import { seedMatches } from "./seed-matches.ts";
import { median } from "./stats.ts";

/** Matches kept and format, as for the /stats benchmark. */
export const REPLAYS_MATCHES = 500;
export const REPLAYS_FORMAT = "oneDay";
const PAGING_CONNECTIONS = 8;

export interface ReplaysLoadFigures {
  readonly matches: number;
  /** `/api/health` latency, idle and while the replays route is paged past the end. */
  readonly healthIdleP50Ms: number;
  readonly healthLoadedP50Ms: number;
  readonly healthIdleP99Ms: number;
  /** Health's median latency while the same eight connections ask for `/api/me` instead. */
  readonly healthBesideMeP50Ms: number;
  readonly healthLoadedP99Ms: number;
  /** The replay requests' own median latency and rate while health was timed. */
  readonly pagingP50Ms: number;
  readonly pagingRps: number;
  /** The replay requests answered while health was timed, and how many were not 2xx. */
  readonly pagingRequests: number;
  readonly pagingNon2xx: number;
  /** A full first page: its JSON, and what was sent to a client accepting gzip. */
  readonly fullPageBytes: number;
  readonly fullPageSentBytes: number;
  readonly runs: number;
}

/** A request's latency in milliseconds, over a kept-alive connection. */
function timedGet(agent: Agent, url: string): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve(performance.now() - start));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * `/api/health` asked for one after another on one connection for `seconds`: every answer's
 * latency, however long it waited (a load generator's own figures leave out the requests
 * still waiting when its time is up, which is exactly the slow ones here).
 */
async function health(baseUrl: string, seconds: number): Promise<{ p50: number; p99: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  try {
    while (performance.now() < end) latencies.push(await timedGet(agent, `${baseUrl}${API.health}`));
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN) * 10) /
    10;
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * The path of the replay page just past the end of the member's matches, found by following
 * the route's own `next` cursors from the first page.
 */
async function pastTheEnd(baseUrl: string, cookie: string): Promise<string> {
  let path: string = API.matchReplays;
  for (;;) {
    const answer = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    const body = (await answer.json()) as ReplayPageResponse;
    if (body.next === null) return path;
    path = `${API.matchReplays}?before=${body.next}`;
  }
}

/** Registers a member, keeps their matches through the API, then times health idle and loaded. */
export async function measureReplaysLoad(
  baseUrl: string,
  origin: string,
  runs: number,
  seconds: number,
): Promise<ReplaysLoadFigures> {
  const member = await registerMember(baseUrl, origin, `replays-${Date.now()}`);
  await seedMatches({
    baseUrl,
    origin,
    cookie: member.cookie,
    count: REPLAYS_MATCHES,
    format: REPLAYS_FORMAT,
    levels: ["classic", "club"],
  });
  const path = await pastTheEnd(baseUrl, member.cookie);
  const headers = { cookie: member.cookie, "accept-encoding": "gzip, deflate, br" };

  const full = await fetch(`${baseUrl}${API.matchReplays}`, { headers: { cookie: member.cookie } });
  const fullPageBytes = Buffer.byteLength(await full.text());
  // fetch() would decompress: the bytes on the wire are counted from a raw response.
  const sent = await rawLength(`${baseUrl}${API.matchReplays}`, headers);

  /** Health timed while eight connections ask for `target` as this member. */
  const underLoad = async (target: string) => {
    const load = autocannon({
      url: baseUrl,
      connections: PAGING_CONNECTIONS,
      duration: seconds + 2,
      timeout: 10,
      requests: [{ path: target, headers }],
    });
    // The load has a second to reach its pace before health is timed, and outlasts it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const timed = await health(baseUrl, seconds);
    return { timed, load: await load };
  };

  await health(baseUrl, 1);
  const idle: Awaited<ReturnType<typeof health>>[] = [];
  const loaded: Awaited<ReturnType<typeof health>>[] = [];
  const beside: Awaited<ReturnType<typeof health>>[] = [];
  const pagingRuns: Awaited<ReturnType<typeof autocannon>>[] = [];
  let pagingRequests = 0;
  let pagingNon2xx = 0;
  for (let i = 0; i < runs; i++) {
    idle.push(await health(baseUrl, seconds));
    const paging = await underLoad(path);
    loaded.push(paging.timed);
    pagingRuns.push(paging.load);
    pagingRequests += paging.load.requests.total;
    pagingNon2xx += paging.load.non2xx;
    // The same load on the cheapest route a member has, the session check alone.
    beside.push((await underLoad(API.me)).timed);
  }
  return {
    matches: REPLAYS_MATCHES,
    healthIdleP50Ms: median(idle.map((r) => r.p50)),
    healthLoadedP50Ms: median(loaded.map((r) => r.p50)),
    healthIdleP99Ms: median(idle.map((r) => r.p99)),
    healthBesideMeP50Ms: median(beside.map((r) => r.p50)),
    healthLoadedP99Ms: median(loaded.map((r) => r.p99)),
    pagingP50Ms: median(pagingRuns.map((r) => r.latency.p50)),
    pagingRps: median(pagingRuns.map((r) => r.requests.mean)),
    pagingRequests,
    pagingNon2xx,
    fullPageBytes,
    fullPageSentBytes: sent,
    runs,
  };
}

function rawLength(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}
