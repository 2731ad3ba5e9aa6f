import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { DatabaseConfig } from "../config.ts";
import { ORIGIN } from "./test-config.ts";

/** The repository root, where `src/server/main.ts` runs from. */
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** The DATABASE_URL a spawned server is given for the test database of `config`. */
export function databaseUrl(config: DatabaseConfig): string {
  return config.kind === "sqlite" ? `sqlite:${config.file}` : config.url;
}

/**
 * The environment variable naming the server's bundle made for the run (server-bundle.ts), set
 * by the runners' global set-ups and inherited by their workers.
 */
export const SERVER_BUNDLE_ENV = "HOWZAT_TEST_SERVER_BUNDLE";

/**
 * A real server process started by a test: `src/server/main.ts`, bundled once for the run or
 * under `tsx`.
 */
export interface SpawnedServer {
  /** Where it listens, e.g. `http://127.0.0.1:40123`. */
  readonly url: string;
  readonly pid: number;
  /** Everything it printed so far, for failure messages. */
  output(): string;
  /** SIGKILL, then wait until the process is gone: a crash, with no chance to clean up. */
  kill(): Promise<void>;
  /** SIGTERM and wait for a clean exit (SIGKILL after a few seconds). */
  stop(): Promise<void>;
}

interface SpawnOptions {
  /** DATABASE_URL: `sqlite:/path/file.db` or `postgres://…`. */
  readonly databaseUrl: string;
  /** BASE_URL; ORIGIN unless given, and unset when null. */
  readonly baseUrl?: string | null;
  /** More environment, e.g. `RATE_LIMITS: "off"`. */
  readonly env?: Readonly<Record<string, string>>;
  /** How long start-up may take (cold `tsx` on a busy machine is slow). */
  readonly startTimeoutMs?: number;
}

const running = new Set<SpawnedServer>();

/** The secret every spawned server shares, so a session made by one is valid on another. */
const SPAWN_AUTH_SECRET = "spawned-server-secret-0123456789-abcdefghij";

/**
 * Starts the real server on a port the OS picks (PORT=0; the port is read from the line
 * main.ts prints when ready) and waits until /api/health answers. BASE_URL is the tests'
 * ORIGIN, so requests that send that Origin pass the same-origin rule. Every process started
 * here is tracked: call {@link stopAllServers} in afterAll, and the test process's exit kills
 * any that are left.
 */
export async function spawnServer(options: SpawnOptions): Promise<SpawnedServer> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    "PORT",
    "HOST",
    "BASE_URL",
    "DATABASE_URL",
    "AUTH_SECRET",
    "OIDC_CLIENT_ID",
    "OIDC_CLIENT_SECRET",
    "TRUST_PROXY",
    "RATE_LIMITS",
    "RATE_LIMIT_REGISTER_MAX",
  ]) {
    delete env[name];
  }
  Object.assign(env, {
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    ...(options.baseUrl === null ? {} : { BASE_URL: options.baseUrl ?? ORIGIN }),
    AUTH_SECRET: SPAWN_AUTH_SECRET,
    DATABASE_URL: options.databaseUrl,
    LOG_LEVEL: "warn",
    WEB_ROOT: "dist/web-not-served-in-tests",
    ...options.env,
  });
  const child = spawn(process.execPath, serverCommand(), {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (printed += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (printed += chunk));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));

  const server: SpawnedServer = {
    url: "",
    pid: child.pid ?? -1,
    output: () => printed,
    kill: () => end(child, "SIGKILL"),
    stop: () => end(child, "SIGTERM"),
  };
  running.add(server);
  try {
    const port = await readyPort(child, () => printed, options.startTimeoutMs ?? 45_000);
    const url = `http://127.0.0.1:${port}`;
    const health = await fetch(`${url}/api/health`);
    if (health.status !== 200) throw new Error(`health answered ${health.status}`);
    Object.assign(server, { url });
    return server;
  } catch (error) {
    await server.kill();
    running.delete(server);
    throw new Error(
      `the server did not start: ${error instanceof Error ? error.message : String(error)}\n${printed}`,
      { cause: error },
    );
  }
}

/**
 * The server's bundle when the run made one (a runner's global set-up: server-bundle.ts), run
 * with plain `node`; otherwise the sources under `tsx`, as `npm start` runs them.
 */
function serverCommand(): string[] {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  if (bundle && existsSync(bundle)) return ["--enable-source-maps", bundle];
  return ["--import", "tsx", "src/server/main.ts"];
}

/** Kills every server this process started that is still running. */
export async function stopAllServers(): Promise<void> {
  const all = [...running];
  running.clear();
  await Promise.all(all.map((server) => server.kill()));
}

async function readyPort(child: ChildProcess, printed: () => string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = /ready on http:\/\/[^:\s]+:(\d+)/.exec(printed());
    if (ready) return Number(ready[1]);
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`it exited (${child.exitCode ?? child.signalCode})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not ready within ${timeoutMs} ms`);
}

async function end(child: ChildProcess, signal: "SIGKILL" | "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  if (signal === "SIGTERM") {
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(force);
    return;
  }
  await exited;
}
