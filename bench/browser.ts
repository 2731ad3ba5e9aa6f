/**
 * What the browser benchmarks share: Debian's Chromium launched as the benchmarks run it, and a
 * benchmark run alone against the app already built (`npx vite build`) on a throwaway database.
 */
import { chromium, type Browser } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { spawnServer, stopAllServers } from "../src/server/test-support/spawn-server.ts";

/** The system's Chromium (CHROMIUM_PATH, else /usr/bin/chromium), headless, without a sandbox. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
}

/** Whether the module at `moduleUrl` (its `import.meta.url`) is the one node was asked to run. */
export function runAlone(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(process.argv[1]).href;
}

/**
 * Serves the app built into WEB_ROOT (default dist/web) from a throwaway SQLite database, prints
 * what `measure` gives for the server's address and a same-origin page, and cleans up.
 */
export async function measureAlone(
  measure: (baseUrl: string, blankUrl: string) => Promise<unknown>,
): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), "howzat-bench-"));
  try {
    const server = await spawnServer({
      baseUrl: null,
      databaseUrl: `sqlite:${path.join(work, "bench.db")}`,
      env: { RATE_LIMITS: "off", WEB_ROOT: process.env.WEB_ROOT ?? path.resolve("dist/web") },
    });
    console.log(await measure(server.url, `${server.url}/api/me`));
    await server.stop();
  } finally {
    await stopAllServers();
    rmSync(work, { recursive: true, force: true });
  }
}
