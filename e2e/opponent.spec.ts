/**
 * Opponent levels end to end, on the real server and a real Chromium: whole Club and
 * International micro matches with the win chance on the scoreboard (from the worker) and the
 * coach on the style buttons, the result's win-chance chart, and a Classic match that still
 * plays the original game (no intent in the commentary).
 */
import type { Page } from "@playwright/test";
import { catalog } from "../src/data/catalog.ts";
import { createEngine, replay, type MatchRecord } from "../src/engine/index.ts";
import {
  callToss,
  expect,
  playOne,
  quickQuietGame,
  setUpToToss,
  stage,
  startAs,
  startFromSave,
  test,
  title,
} from "./support/fixtures.ts";

/** What the computer was trying, as the engine says it after a ball. */
const INTENT =
  /was (going for the (wicket|big shot)|bowling a regular line|keeping it tight|playing it straight|playing it safe)\.$/;

const winChance = (page: Page) => page.getByTestId("win-chance");
/** The chance as shown, or null while the worker has not answered for the ball on screen. */
async function shownChance(page: Page): Promise<string | null> {
  const pending = await winChance(page).evaluate((el) => el.classList.contains("score-bug__stat--pending"));
  return pending ? null : ((await winChance(page).locator("dd").textContent()) ?? null);
}

/**
 * Chooses the level on the format stage, then sets up a Micro match India v Australia at the
 * Narendra Modi Stadium, where the computer, if it wins the toss, bowls first: the user bats.
 */
async function setUp(page: Page, level: "Club" | "International"): Promise<void> {
  await page.goto("/game");
  await setUpToToss(page, { format: /Micro/, ground: "Narendra Modi Stadium", level });
  await expect(page.getByTestId("summary-level")).toContainText(level);
  await callToss(page);
  await startAs(page, "Bat");
}

/**
 * Plays to the result. After each ball the figure must come (the worker answers); every figure
 * seen is returned, in order.
 */
async function playToResult(page: Page): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 200 && (await stage(page)) !== "result"; i++) {
    await playOne(page, i % 3);
    if ((await stage(page)) !== "play") continue;
    await expect(winChance(page)).not.toHaveClass(/pending/);
    const figure = await shownChance(page);
    if (figure) seen.push(figure);
  }
  await expect(page.getByTestId("result-text")).toBeVisible();
  return seen;
}

async function feedTexts(page: Page): Promise<string[]> {
  return page.getByTestId("feed").locator(".feed__item--ball .feed__text").allTextContents();
}

/** The result screen's win-chance chart: drawn, with its key moments one click away. */
async function expectChanceChart(page: Page): Promise<void> {
  const chart = page.getByTestId("chance-chart");
  await expect(chart.locator(".chart__title")).toHaveText("Your win chance (India), ball by ball");
  await expect(chart.locator("canvas")).toHaveCount(1);
  await expect(page.getByTestId("result-charts").locator("canvas")).toHaveCount(3);
  await chart.getByText("Key moments", { exact: true }).click();
  const rows = chart.locator("tbody tr");
  await expect(rows.first()).toContainText("Start of play");
  await expect(rows.last()).toContainText(/Last ball: .*(100|0)%/);
}

test.describe("opponent levels", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(quickQuietGame);
  });

  test("a Club micro match: Club by default, the win chance after every ball, the coach's three figures, the chart", async ({
    page,
  }) => {
    await page.goto("/game");
    await expect(page.getByRole("radio", { name: "Club" })).toBeChecked();
    await expect(page.getByText("like a sensible club captain")).toBeVisible();
    await setUp(page, "Club");

    // The chance shows before the first ball, once the worker has built its tables.
    await expect(winChance(page)).not.toHaveClass(/pending/);
    await expect(winChance(page)).toContainText(/Your win chance · IND.*\d{1,3}%/);

    // The coach is off until switched on in the settings; then each style shows its figure.
    await expect(page.getByTestId("coach-figure")).toHaveCount(0);
    await page.getByText("Settings", { exact: true }).click();
    await page.getByRole("checkbox", { name: "Coach" }).check();
    await page.getByText("Settings", { exact: true }).click();
    await expect(page.getByTestId("coach-figure")).toHaveCount(3);
    for (const figure of await page.getByTestId("coach-figure").all())
      await expect(figure).toHaveText(/→ .*\d{1,3}%$/);
    // Under the buttons the coach says which of the computer's habits the best button plays against.
    await expect(page.getByTestId("coach-note")).toContainText(
      /most likely to play .+ does best against its mix/,
    );

    await playOne(page);
    await playOne(page);
    // Club: the computer's intent is said after a ball it explains, at most once in the over.
    const feed = await feedTexts(page);
    expect(feed.length).toBeGreaterThan(0);
    expect(feed.filter((text) => INTENT.test(text)).length).toBeLessThanOrEqual(1);
    const seen = await playToResult(page);
    // The figure moved during play.
    expect(new Set(seen).size).toBeGreaterThan(1);
    await expect(page.getByTestId("result-level")).toHaveText("Club");
    await expectChanceChart(page);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("howzat:match"))) ?? "{}").level).toBe(
      "club",
    );
  });

  test("an International micro match, the level remembered for the next one", async ({ page }) => {
    await setUp(page, "International");
    await expect(winChance(page)).not.toHaveClass(/pending/);
    const before = await shownChance(page);
    await playOne(page);
    const feed = await feedTexts(page);
    expect(feed.length).toBeGreaterThan(0);
    // The computer says what it was trying after the ball, if at all, never before it.
    expect(feed.filter((text) => INTENT.test(text)).length).toBeLessThanOrEqual(1);
    const seen = await playToResult(page);
    expect([before, ...seen].filter(Boolean).length).toBeGreaterThan(3);
    await expect(page.getByTestId("result-level")).toHaveText("International");
    await expectChanceChart(page);

    await page.getByRole("button", { name: "New match" }).click();
    await expect(title(page)).toHaveText("Choose a format");
    await expect(page.getByRole("radio", { name: "International" })).toBeChecked();
  });

  test("a saved International match resumes from the worker's window of its tables and plays on through the chase", async ({
    page,
  }) => {
    // Three balls into the first innings: the page replays them from the window the worker cut there.
    await startFromSave(page, {
      seed: 707,
      level: "international",
      format: "micro",
      until: (state) => (state.innings[0]?.ballCompleted ?? 0) >= 3,
    });
    await expect(page.getByTestId("summary-level")).toContainText("International");
    await expect(title(page)).toHaveText("First innings");
    await expect(winChance(page)).not.toHaveClass(/pending/);
    // On to the result: the chase's window comes from the worker at the change of innings.
    const seen = await playToResult(page);
    expect(seen.length).toBeGreaterThan(3);
    await expect(page.getByTestId("result-level")).toHaveText("International");
    // The match played from windows is the one the whole tables give for the same actions.
    const saved = JSON.parse(
      (await page.evaluate(() => localStorage.getItem("howzat:match"))) ?? "{}",
    ) as MatchRecord;
    const whole = replay(createEngine(catalog), saved);
    expect(whole.refusedAt).toBeNull();
    await expect(page.getByTestId("result-text")).toHaveText(whole.state.result?.text ?? "");
    await expectChanceChart(page);
  });

  test("a Classic match still plays the original game: no intent in the commentary", async ({ page }) => {
    // A Classic Micro match at Wankhede, at its first ball: the level is the save's, not chosen here.
    await startFromSave(page, { seed: 606, level: "classic", format: "micro" });
    await expect(page.getByTestId("summary-level")).toContainText("Classic");
    await expect(title(page)).toHaveText("First innings");
    for (let i = 0; i < 4; i++) await playOne(page);
    const feed = await feedTexts(page);
    await playToResult(page);
    await expect(page.getByTestId("result-level")).toHaveText("Classic");
    // Captions are the catalogue's lines alone: nothing about what the computer was trying.
    expect(feed.length).toBeGreaterThan(0);
    for (const text of feed) expect(text).not.toMatch(INTENT);
    const all = await page.evaluate(() => localStorage.getItem("howzat:match"));
    expect(JSON.parse(all ?? "{}").level).toBe("classic");
  });
});
