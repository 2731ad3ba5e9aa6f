import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Chosen once in the runner process; workers inherit the environment.
process.env.E2E_PORT ??= String(41000 + (process.pid % 8000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "howzat-e2e-"));
const port = Number(process.env.E2E_PORT);
const oidcPort = port + 1;
const baseURL = `http://localhost:${port}`;

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
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch } }],
  webServer: [
    {
      // A real OpenID provider stands in for Google: the only outside service we replace.
      command: "node --import tsx e2e/support/oidc-provider.ts",
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(oidcPort), APP_BASE_URL: baseURL },
    },
    {
      command: "node --import tsx src/server/main.ts",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: baseURL,
        DATABASE_URL: `sqlite:${path.join(process.env.E2E_DATA_DIR, "e2e.db")}`,
        AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
        LOG_LEVEL: "warn",
        // Every spec of a run registers from the one loopback address; the limit itself is
        // covered by the server's integration tests.
        RATE_LIMIT_REGISTER_MAX: "100",
        // Live matches on short clocks, so a run-out clock and a forfeit take seconds.
        LIVE_CHOICE_SECONDS: "6",
        LIVE_DECISION_SECONDS: "10",
        LIVE_WARN_SECONDS: "2",
        LIVE_FORFEIT_SECONDS: "15",
        OIDC_DISCOVERY_URL: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
        OIDC_CLIENT_ID: "howzat-e2e",
        OIDC_CLIENT_SECRET: "howzat-e2e-client-secret",
      },
    },
  ],
});
