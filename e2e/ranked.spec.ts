/**
 * A ranked match against the International computer, held and refereed by the server, end to
 * end on the real server and a real Chromium: started from the lobby, played ball by ball over
 * the WebSocket to the result, the page never holding the seed before the end (not in local
 * storage, not in any message it received); then the reveal replays to the result shown, and
 * the match is in the member's archive. A dropped connection comes back by itself.
 */
import type { Page } from "@playwright/test";
import { catalog } from "../src/data/catalog.ts";
import { type Action, createEngine, replay, type RulesVersion } from "../src/engine/index.ts";
import {
  expect,
  expectAccessible,
  playOne,
  playToResult,
  registerMember,
  test,
  title,
  recordFrames,
} from "./support/fixtures.ts";

const engine = createEngine(catalog);

interface Frame {
  readonly type: string;
  readonly view?: {
    readonly state: { readonly seed: number; readonly rng: readonly number[] };
    readonly reveal: {
      readonly seed: number;
      readonly rulesVersion: RulesVersion;
      readonly actions: Action[];
      readonly keptId: number;
    } | null;
  };
}

/** Starts a ranked match of `format` from the lobby; the match's screen at the toss. */
async function startRanked(page: Page, format: string): Promise<void> {
  await page.goto("/ranked");
  await expect(title(page)).toHaveText("Ranked matches");
  await page.getByLabel("Format").selectOption({ label: format });
  await page.screenshot({ path: test.info().outputPath("ranked-lobby.png") });
  await page.getByRole("button", { name: "Start the ranked match" }).click();
  await expect(page).toHaveURL(/\/ranked\/[\w-]+$/);
  await expect(title(page)).toHaveText("The toss");
}

test("a micro ranked match played over the socket to the result; the seed is only revealed at the end", async ({
  page,
}) => {
  await registerMember(page);
  const frames = recordFrames<Frame>(page);
  await startRanked(page, "Micro (1 over)");
  await expectAccessible(page, "ranked match at the toss");
  await page.getByRole("button", { name: "Crown" }).click();
  await expect(title(page)).toHaveText("Toss result");
  const bat = page.getByRole("button", { name: "Bat", exact: true });
  if (await bat.isVisible()) await bat.click();
  else await page.getByRole("button", { name: "Start match" }).click();
  await expect(title(page)).toHaveText("First innings");
  await playOne(page);
  // A rated match offers no coach: its settings say so where the switch would be, and no style
  // button carries a coach's figure; the win chance on the scoreboard stays.
  await page.getByText("Settings", { exact: true }).click();
  await expect(page.getByTestId("coach-off")).toHaveText(
    "No coach in a rated match: the win chance on the scoreboard stays.",
  );
  await expect(page.getByRole("checkbox", { name: "Coach" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("ranked-settings.png") });
  await page.getByText("Settings", { exact: true }).click();
  await expect(page.getByTestId("coach-figure")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("ranked-play.png") });
  await playToResult(page);
  await expect(page.getByTestId("result-text")).toBeVisible();
  const resultText = await page.getByTestId("result-text").textContent();
  await expect(page.getByTestId("chance-chart")).toHaveAttribute("aria-busy", "false");
  await page.screenshot({ path: test.info().outputPath("ranked-result.png"), fullPage: true });

  // Every view before the last had the seed and the generator blanked, and no reveal.
  const views = frames.filter((f) => f.type === "view");
  expect(views.length).toBeGreaterThan(8);
  const last = views[views.length - 1];
  const reveal = last?.view?.reveal;
  expect(reveal).toBeTruthy();
  for (const frame of views) {
    expect(frame.view?.state.seed).toBe(0);
    expect(frame.view?.state.rng).toEqual([0, 0, 0, 0]);
  }
  for (const frame of views.slice(0, -1)) expect(frame.view?.reveal).toBeNull();
  // Nothing kept on this device holds it either.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(String(reveal?.seed));

  // The reveal replays to the result the page showed, and the match is in the archive.
  const replayed = replay(engine, {
    seed: reveal!.seed,
    level: "international",
    rulesVersion: reveal!.rulesVersion,
    actions: reveal!.actions,
  });
  expect(replayed.refusedAt).toBeNull();
  expect(replayed.state.result?.text).toBe(resultText);
  await expect(page.getByTestId("upload-status")).toContainText("Saved to your matches");
  const kept = await page.request.get(`/api/matches/${reveal!.keptId}`);
  expect(kept.status()).toBe(200);
});

test("the connection drops mid-match and comes back by itself, catching up where the match is", async ({
  page,
}) => {
  await registerMember(page);
  // Every socket of the page goes through here to the real server, so the test can cut one.
  const cuts: (() => Promise<void>)[] = [];
  await page.routeWebSocket(/\/api\/ranked\/socket$/, (socket) => {
    socket.connectToServer();
    cuts.push(() => socket.close({ code: 4000, reason: "cut" }));
  });
  await startRanked(page, "Micro (1 over)");
  await page.getByRole("button", { name: "Crown" }).click();
  await expect(title(page)).toHaveText("Toss result");
  expect(cuts.length).toBe(1);
  await cuts[0]!();
  await expect(page.getByRole("status").filter({ hasText: "Reconnecting" })).toBeVisible();
  // It opens a new socket by itself and is live again, the match where it was.
  await expect.poll(() => cuts.length, { timeout: 5_000 }).toBe(2);
  await expect(page.getByRole("status").filter({ hasText: "Reconnecting" })).toHaveCount(0);
  await expect(title(page)).toHaveText("Toss result");
  const bat = page.getByRole("button", { name: "Bat", exact: true });
  if (await bat.isVisible()) await bat.click();
  else await page.getByRole("button", { name: "Start match" }).click();
  await expect(title(page)).toHaveText("First innings");
});

test("another member's ranked match is not found", async ({ page, browser }) => {
  await registerMember(page);
  await startRanked(page, "Micro (1 over)");
  const address = page.url();
  // The lobby lists it to go back to.
  await page.goto("/ranked");
  await expect(page.getByRole("link", { name: "India v Australia · Micro · at the toss" })).toHaveAttribute(
    "href",
    new URL(address).pathname,
  );
  await page.screenshot({ path: test.info().outputPath("ranked-lobby-unfinished.png") });
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await registerMember(stranger);
  await stranger.goto(address);
  await expect(stranger.getByRole("alert")).toContainText("not one of yours");
  await other.close();
});

test("one ranked match at a time: a second waits, and the first abandoned counts as a loss", async ({
  page,
}) => {
  await registerMember(page);
  await startRanked(page, "Micro (1 over)");
  const first = page.url();
  await page.goto("/ranked");
  await expect(page.getByText("You play one ranked match at a time.")).toBeVisible();
  await page.getByRole("button", { name: "Start the ranked match" }).click();
  await expect(page.getByRole("alert")).toContainText("You have a ranked match on: finish it, or abandon it");
  await page.screenshot({ path: test.info().outputPath("ranked-lobby-one-at-a-time.png"), fullPage: true });

  await page.goto(first);
  await expect(title(page)).toHaveText("The toss");
  await page.getByRole("button", { name: "Abandon this match" }).click();
  await expect(page.getByText("Abandon it? It counts as a loss on the ladder.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("ranked-abandon-asked.png"), fullPage: true });
  await page.getByRole("button", { name: "Yes, abandon it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You abandoned this ranked match" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Crown" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("ranked-abandoned.png"), fullPage: true });
  const ladder = await (await page.request.get("/api/ladder")).json();
  expect(ladder.you.matches).toBe(1);
  expect(ladder.you.rating).toBeLessThan(1500);

  // Coming back to it later shows how it ended; a new one starts.
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "You abandoned this ranked match" })).toBeVisible();
  await startRanked(page, "Micro (1 over)");
  expect(page.url()).not.toBe(first);
});
