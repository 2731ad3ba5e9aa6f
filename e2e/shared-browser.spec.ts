/**
 * One browser, two people: a member's match never reaches the next member to sign in there,
 * the result screen does not hammer a server it cannot reach, and the service worker lets a
 * change of the server's headers reach a returning visitor on the next page load.
 */
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import {
  callToss,
  expect,
  newMember,
  playToResult,
  quickQuietGame,
  registerMember,
  setUpToToss,
  startAs,
  test,
} from "./support/fixtures.ts";

/** Registers a new member through the API at `origin`; the page's context holds their session. */
async function joinAsMember(page: Page, origin: string): Promise<string> {
  return (await registerMember(page, newMember(`shared-${Math.floor(Math.random() * 1e6)}`), origin)).email;
}

/** The password every member registered here has. */
const PASSWORD = newMember("any").password;

/** From the format stage of /game: a Micro match at Wankhede, played through the page to its result. */
async function playMicroMatch(page: Page): Promise<void> {
  await setUpToToss(page, { format: /Micro/, ground: "Wankhede Stadium" });
  await callToss(page);
  await startAs(page, "Bat");
  await playToResult(page);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(quickQuietGame);
});

/** Opens `path` and waits until the service worker has precached the app and controls the page. */
async function installApp(page: Page, path = "/game"): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every key the page keeps in localStorage, with its text. */
function storedKeys(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

test("a member's match finished offline never reaches the next member to sign in on the browser", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const emailA = await joinAsMember(page, origin);
  // The home page asks who is signed in; the page writes it down for matches played offline.
  await page.goto("/home");
  await expect(page.getByTestId("member-email")).toHaveText(emailA);
  await installApp(page);

  await context.setOffline(true);
  await playMicroMatch(page);
  const result = (await page.getByTestId("result-text").textContent()) ?? "";
  await expect(page.getByTestId("upload-status")).toContainText("You are offline");
  const waiting = await page.evaluate(() => JSON.parse(localStorage.getItem("howzat:outbox") ?? "[]"));
  expect(waiting).toHaveLength(1);
  expect(waiting[0].owner).toEqual(expect.any(String));
  expect(waiting[0].owner).not.toBe("guest");

  // A leaves the game while offline; back online, the outbox delivers the match on the next
  // page and marks the saved match as kept.
  await page.goto("about:blank");
  await context.setOffline(false);
  await page.goto("/home");
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("howzat:outbox")), { timeout: 15_000 })
    .toBeNull();
  const saved = JSON.parse((await storedKeys(page))["howzat:match"] ?? "{}");
  expect(saved).toMatchObject({ owner: waiting[0].owner, uploaded: true });

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Only the settings are left of A in the browser.
  expect(Object.keys(await storedKeys(page)).filter((key) => key !== "howzat:settings")).toEqual([]);

  // B signs in on the same browser (the same context), opens the game offline, then goes online.
  const emailB = await joinAsMember(page, origin);
  await page.goto("/home");
  await expect(page.getByTestId("member-email")).toHaveText(emailB);
  await context.setOffline(true);
  await page.goto("/game");
  await context.setOffline(false);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a format");
  await expect(page.getByTestId("result-text")).toHaveCount(0);
  await expect(page.getByText(result)).toHaveCount(0);
  // Whatever the page would send has had time to go; B's account has nothing.
  await page.waitForLoadState("networkidle");
  const listB = await page.request.get("/api/matches");
  expect((await listB.json()).total).toBe(0);
  expect(await storedKeys(page)).not.toHaveProperty("howzat:match");
  expect(await storedKeys(page)).not.toHaveProperty("howzat:outbox");

  // A's account has the match, exactly once.
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin },
    data: { email: emailA, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const listA = await (await page.request.get("/api/matches")).json();
  expect(listA.total).toBe(1);
  expect(listA.matches[0].result).toBe(result);
});

test("with the server unreachable but the network up, the result screen asks /api/session rarely", async ({
  page,
}) => {
  // The server is gone (every API request fails at the network); the browser stays online.
  let asked = 0;
  await page.route("**/api/**", (route) => {
    if (new URL(route.request().url()).pathname === "/api/session") asked++;
    return route.abort("connectionrefused");
  });
  await page.goto("/game");
  await playMicroMatch(page);
  await page.waitForTimeout(500);
  const start = asked;
  await page.waitForTimeout(4000);
  // At most the first try and retries after about 1, 2 and 4 s (each between half and all of that).
  expect(asked - start).toBeLessThanOrEqual(4);
  expect(asked).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId("upload-status")).toContainText("You are offline");
});

/**
 * A reverse proxy in front of the e2e server that adds `permissions-policy: <value>` to every
 * answer: the header "the server" sends, changed between two visits.
 */
async function headerProxy(
  target: string,
): Promise<{ url: string; set(value: string): void; server: Server }> {
  const upstream = new URL(target);
  let value = "";
  const server = createServer((req, res) => {
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "permissions-policy": value });
        answer.pipe(res);
      },
    );
    out.on("error", () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, set: (v) => (value = v), server };
}

test("a header changed on the server reaches a returning visitor on the next page load", async ({
  page,
  baseURL,
}) => {
  const proxy = await headerProxy(baseURL ?? "");
  try {
    proxy.set("camera=()");
    await installApp(page, `${proxy.url}/game`);
    const first = await page.reload();
    expect(first?.headers()["permissions-policy"]).toBe("camera=()");

    proxy.set("camera=(), microphone=()");
    const next = await page.reload();
    expect(next?.headers()["permissions-policy"]).toBe("camera=(), microphone=()");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a format");
  } finally {
    await new Promise((resolve) => proxy.server.close(resolve));
  }
});
