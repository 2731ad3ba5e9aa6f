/**
 * The app each Playwright worker runs its specs against: its own OpenID provider (standing in
 * for Google) and its own server process, on ports of its own and a SQLite file of its own, so
 * workers run side by side without seeing each other's members, matches or limits. Started once
 * per worker (a worker-scoped fixture in fixtures.ts) and stopped when the worker ends.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnServer, type SpawnedServer } from "../../src/server/test-support/spawn-server.ts";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from "./oidc-client.ts";

/** A worker's app: where it answers, and how to stop it and its provider. */
export interface WorkerApp {
  /** The app's origin, e.g. `http://localhost:41234` (its BASE_URL). */
  readonly url: string;
  /** The OpenID provider's issuer, e.g. `http://127.0.0.1:41235`. */
  readonly issuer: string;
  /** The server process, for its output in a failure. */
  readonly server: SpawnedServer;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the OS picks it; the app then takes it over). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * The OpenID provider in a process of its own (its development warnings go nowhere), Howzat at
 * `appBaseUrl` its one client; resolves once it listens.
 */
async function startProvider(port: number, appBaseUrl: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "e2e/support/oidc-provider.ts"], {
    env: { ...process.env, PORT: String(port), APP_BASE_URL: appBaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (printed += chunk));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (chunk.includes("OpenID provider ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the OpenID provider exited (${code}): ${printed}`)));
  });
  await ready;
  return {
    issuer: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/**
 * Starts the provider and then the built app (`dist/web`, so `scripts/build.mjs` must have run)
 * for the worker numbered `workerIndex`, with a fresh database in the run's data folder.
 */
export async function startWorkerApp(workerIndex: number): Promise<WorkerApp> {
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "howzat-e2e-"));
  const [port, oidcPort] = [await freePort(), await freePort()];
  const url = `http://localhost:${port}`;
  const provider = await startProvider(oidcPort, url);
  try {
    const server = await spawnServer({
      databaseUrl: `sqlite:${path.join(dataDir, `e2e-worker-${workerIndex}.db`)}`,
      baseUrl: url,
      startTimeoutMs: 60_000,
      env: {
        PORT: String(port),
        WEB_ROOT: "dist/web",
        AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
        // Every spec registers from the one loopback address; the limit itself is covered by
        // the server's integration tests.
        RATE_LIMIT_REGISTER_MAX: "100",
        // Live matches on short clocks, so a run-out clock and a forfeit take seconds.
        LIVE_CHOICE_SECONDS: "6",
        LIVE_DECISION_SECONDS: "10",
        LIVE_WARN_SECONDS: "2",
        // A forfeit after 25 s away: a page reloaded on a busy two-core machine can take 10 s to
        // be back, and a member who comes back in time must not forfeit.
        LIVE_FORFEIT_SECONDS: "25",
        OIDC_DISCOVERY_URL: `${provider.issuer}/.well-known/openid-configuration`,
        OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET,
      },
    });
    return {
      url,
      issuer: provider.issuer,
      server,
      async stop() {
        await server.stop();
        await provider.close();
      },
    };
  } catch (error) {
    await provider.close();
    throw error;
  }
}
