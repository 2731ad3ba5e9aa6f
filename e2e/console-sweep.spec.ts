/**
 * No page of the app writes a warning or an error to the console, for a guest or for a member:
 * every route is opened (with real ids for the pages of one match, an invite and a kept match),
 * six tabs at a time side by side as a member with many tabs would, and held a few seconds, long enough for the browser to warn of a preload left unused, and any
 * console warning or error, or script error, fails the test with the page that wrote it.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { RANKED_API } from "../src/shared/ranked-types.ts";
import { LIVE_API } from "../src/shared/live-types.ts";
import { buildMatch } from "../src/web/test-support/saved-match.ts";
import { expect, newMember, registerMember, test } from "./support/fixtures.ts";

/** Every route that needs no id (the Google popup's start leaves for the provider: not here). */
const ROUTES = [
  "/",
  "/login",
  "/new",
  "/home",
  "/profile",
  "/game",
  "/matches",
  "/stats",
  "/ranked",
  "/live",
  "/ladder",
  "/competitions",
  "/competitions/no-such-competition",
  "/error",
  "/auth/popup",
  "/no/such/page",
];

/** How long each page is held: Chrome warns of a preload not used about 3 s after the load. */
const HOLD_MS = 3500;

/** Records a page's console warnings and errors, and script errors, each with its page, in `heard`. */
function watchConsole(page: Page, heard: string[]): void {
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      heard.push(`${new URL(page.url()).pathname}: ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) =>
    heard.push(`${new URL(page.url()).pathname}: script error: ${error.message}`),
  );
}

/** The lobbies, kept as pictures of the member's sweep. */
const PICTURED = /^\/(ranked|live|live\/join\/\w+)$/;

/** Pages open at once: each route in a tab of its own, a few tabs at a time. */
const TABS = 6;

/**
 * Opens every route in `context`'s tabs, `TABS` at a time, and holds each batch `HOLD_MS` past
 * its loads; what any tab writes to its console is heard.
 */
async function sweep(context: BrowserContext, routes: readonly string[], who: string): Promise<string[]> {
  const heard: string[] = [];
  for (let at = 0; at < routes.length; at += TABS) {
    const batch = routes.slice(at, at + TABS);
    const pages = await Promise.all(
      batch.map(async (route) => {
        const page = await context.newPage();
        watchConsole(page, heard);
        await page.goto(route);
        return page;
      }),
    );
    await pages[0]?.waitForTimeout(HOLD_MS);
    for (const [i, page] of pages.entries()) {
      const route = batch[i] ?? "";
      if (PICTURED.test(route))
        await page.screenshot({
          path: test.info().outputPath(`${who}${route.replaceAll("/", "-")}.png`),
          fullPage: true,
        });
      await page.close();
    }
  }
  return heard;
}

// Twenty routes and more, six tabs at a time, each batch held 3.5 s: about 30 s alone, past a
// minute beside another spec's live match on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

test("no page writes a warning or an error to the console for a guest", async ({ context }) => {
  const heard = await sweep(
    context,
    [...ROUTES, "/matches/1", "/ranked/no-such-match", "/live/join/ABCDEF", "/live/no-such-match"],
    "guest",
  );
  expect(heard).toEqual([]);
});

test("no page writes a warning or an error to the console for a member", async ({
  page,
  context,
  baseURL,
}) => {
  await registerMember(page, newMember(`sweep-${Math.floor(Math.random() * 1e6)}`));
  const origin = { origin: baseURL ?? "" };
  // A kept match, a ranked match and a live invite of the member's own, for their pages.
  const match = buildMatch({ seed: 21, level: "club", format: "micro", until: (s) => s.result !== null });
  const kept = await page.request.post("/api/matches", {
    headers: origin,
    data: {
      seed: match.seed,
      level: match.level,
      rulesVersion: match.state.rulesVersion,
      actions: match.actions,
      result: match.state.result?.text,
    },
  });
  expect(kept.status()).toBe(201);
  const keptId = ((await kept.json()) as { id: number }).id;
  const setup = { format: "micro", teamId: 1, opponentId: 2, stadiumId: "in-wankhede" };
  const ranked = await page.request.post(RANKED_API.matches, { headers: origin, data: setup });
  expect(ranked.status()).toBe(201);
  const rankedId = ((await ranked.json()) as { id: string }).id;
  const live = await page.request.post(LIVE_API.matches, { headers: origin, data: setup });
  expect(live.status()).toBe(201);
  const invite = (await live.json()) as { id: string; code: string };

  const heard = await sweep(
    context,
    [
      ...ROUTES,
      `/matches/${String(keptId)}`,
      `/ranked/${rankedId}`,
      `/live/join/${invite.code}`,
      `/live/${invite.id}`,
    ],
    "member",
  );
  expect(heard).toEqual([]);
});
