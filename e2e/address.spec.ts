import { mkdtempSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { type SpawnedServer, spawnServer } from "../src/server/test-support/spawn-server.ts";
import { freePort } from "./support/app-server.ts";
import { expect, newMember, registerWithForm, signInOnForm, test } from "./support/fixtures.ts";

/**
 * The address people open. Without BASE_URL the app works at whatever address the browser
 * used (loopback by number or name, or the machine's LAN address); with BASE_URL, a page opened
 * at another address is sent to BASE_URL, where everything works. Each test starts its own
 * server on a free port and serves the built web app.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), "howzat-address-"));

/** The machine's first non-internal IPv4 address, if it has one. */
function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((info) => info && info.family === "IPv4" && !info.internal)?.address;
}

async function start(
  name: string,
  env: Record<string, string>,
  baseUrl: string | null,
): Promise<SpawnedServer> {
  const server = await spawnServer({
    databaseUrl: `sqlite:${path.join(dataDir, `${name}.db`)}`,
    baseUrl,
    env: { WEB_ROOT: "dist/web", RATE_LIMIT_REGISTER_MAX: "100", ...env },
  });
  started.push(server);
  return server;
}

/** Registers a new member at `origin`, signs out, and signs back in: every step must work. */
async function registerSignOutSignIn(page: Page, origin: string, tag: string) {
  const member = newMember(tag, {
    name: "Rohit Sharma",
    address: "7 Nursery End, Mumbai",
    password: "pull-shot-45",
    dob: "1987-04-30",
    gender: "male",
  });
  await registerWithForm(page, member, origin);
  await expect(page).toHaveURL(`${origin}/home`);
  await expect(page.getByTestId("member-email")).toHaveText(member.email);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${origin}/login`);
  await signInOnForm(page, member.email, member.password);
  await expect(page).toHaveURL(`${origin}/home`);
  await expect(page.getByTestId("member-email")).toHaveText(member.email);
}

/** The servers these tests started (the worker's own app runs in this process too, and stays). */
const started: SpawnedServer[] = [];

test.afterAll(async () => {
  await Promise.all(started.splice(0).map((server) => server.kill()));
});

test("without BASE_URL, registration and sign-in work at every address of the machine", async ({ page }) => {
  const server = await start("open", { HOST: "0.0.0.0" }, null);
  const port = new URL(server.url).port;
  const hosts = ["127.0.0.1", "localhost", lanAddress()].filter((host): host is string => host !== undefined);
  for (const [i, host] of hosts.entries()) {
    await page.context().clearCookies();
    await registerSignOutSignIn(page, `http://${host}:${port}`, `open-${i}`);
  }
});

test("with BASE_URL, a page opened at another address goes to BASE_URL, and works there", async ({
  page,
}) => {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  await start("fixed", { PORT: String(port) }, baseUrl);
  const redirected = await page.goto(`http://127.0.0.1:${port}/login`);
  expect(redirected?.url()).toBe(`${baseUrl}/login`);
  expect(redirected?.request().redirectedFrom()?.url()).toBe(`http://127.0.0.1:${port}/login`);
  await registerSignOutSignIn(page, baseUrl, "fixed");
});
