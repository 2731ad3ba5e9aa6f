import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Chosen once in the runner process; workers inherit the environment. Each worker starts its
// own app (server, SQLite file in this folder, OpenID provider) on ports of its own:
// e2e/support/app-server.ts, a worker-scoped fixture of e2e/support/fixtures.ts.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "howzat-e2e-"));

/** Debian's Chromium, started the way this machine needs (root: no sandbox; no background calls). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // A spec's tests run in order in one worker (some share members or a match); specs are spread
  // over the workers, each against its own app.
  fullyParallel: false,
  workers: 2,
  // The server bundled once for every server process the run starts (server-bundle.ts).
  globalSetup: "./src/server/test-support/global-setup.ts",
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  use: {
    // Pages as a member who asks for less motion sees them (the app honours the setting): no
    // entrance animation to wait out before a click. The specs of the motion itself
    // (members.spec, layout.spec) ask for full motion.
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch } }],
});
