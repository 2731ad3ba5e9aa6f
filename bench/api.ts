/**
 * API load with autocannon against a server on loopback: the session check, sign-in and
 * registration. Every figure is the median of several short runs.
 */
import autocannon from "autocannon";
import { API } from "../src/shared/api-types.ts";
import { median } from "./stats.ts";

export interface LoadFigures {
  /** Requests per second (mean over a run), median of the runs. */
  readonly rps: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Answers that were not 2xx, and socket errors or time-outs, summed over the runs. */
  readonly non2xx: number;
  readonly errors: number;
  readonly requests: number;
  readonly runs: number;
}

interface LoadSpec {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  readonly runs: number;
  readonly method?: "GET" | "POST";
  readonly path: string;
  readonly headers?: Record<string, string>;
  /** A fixed body, or a fresh one per request. */
  readonly body?: string | (() => string);
  /** Called every 250 ms during the timed runs (e.g. to sample memory). */
  readonly onTick?: () => void;
}

/** A short untimed run first (connections opened, code warm), then `runs` timed runs. */
export async function measureLoad(spec: LoadSpec): Promise<LoadFigures> {
  const once = (seconds: number) => {
    const body = spec.body;
    return autocannon({
      url: spec.url,
      connections: spec.connections,
      duration: seconds,
      timeout: 10,
      requests: [
        {
          method: spec.method ?? "GET",
          path: spec.path,
          headers: spec.headers ?? {},
          ...(typeof body === "string" ? { body } : {}),
          ...(typeof body === "function"
            ? { setupRequest: (request) => ({ ...request, body: body() }) }
            : {}),
        },
      ],
    });
  };
  await once(1);
  const results = [];
  const timer = spec.onTick ? setInterval(spec.onTick, 250) : undefined;
  try {
    for (let i = 0; i < spec.runs; i++) results.push(await once(spec.seconds));
  } finally {
    if (timer) clearInterval(timer);
  }
  return {
    rps: median(results.map((r) => r.requests.mean)),
    p50Ms: median(results.map((r) => r.latency.p50)),
    p99Ms: median(results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    requests: results.reduce((sum, r) => sum + r.requests.total, 0),
    runs: spec.runs,
  };
}

/** A registration body that passes every rule, with an e-mail unique to `tag`. */
export function registrationBody(tag: string): string {
  return JSON.stringify({
    name: "Bench Member",
    email: `bench-${tag}@example.com`,
    phone: "01712345678",
    address: "1 Long Room, Lord's",
    password: "square-cut-2024",
    dob: "1990-06-15",
    gender: "other",
  });
}

/** Registers one member and returns their session cookie (name=value pairs). */
export async function registerMember(
  baseUrl: string,
  origin: string,
  tag: string,
): Promise<{ cookie: string; email: string; password: string }> {
  const body = registrationBody(tag);
  const answer = await fetch(`${baseUrl}${API.register}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body,
  });
  if (answer.status !== 201)
    throw new Error(`registration answered ${answer.status}: ${await answer.text()}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const { email, password } = JSON.parse(body) as { email: string; password: string };
  return { cookie, email, password };
}
