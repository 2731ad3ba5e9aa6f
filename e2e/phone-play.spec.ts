/**
 * The play screen on a phone (390 × 844): the compact score line shows the score, and the
 * controls (the style buttons, or the bowler picker's confirm) and the latest ball's caption are
 * in the first screen without scrolling, batting and bowling, in either innings; nothing scrolls
 * sideways; the screen passes the axe rules. The full score bug is still on the page, further down.
 */
import type { Locator, Page } from "@playwright/test";
import type { MatchState } from "../src/engine/index.ts";
import { EDEN_GARDENS, savedMatchEngine as engine } from "../src/web/test-support/saved-match.ts";
import { expect, expectAccessible, playOne, presetNoPause, startFromSave, test } from "./support/fixtures.ts";

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Stops the match once the given innings has had `balls` deliveries. */
const after =
  (innings: number, balls: number) =>
  (state: MatchState): boolean =>
    (state.innings[innings]?.ballCompleted ?? 0) >= balls;

/** The element's bottom edge, failing if it has no box. */
async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box.y + box.height;
}

/** The page has not been scrolled, and is no wider than the window. */
async function expectUnscrolled(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.scrollY), "page scrolled").toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "page width").toBeLessThanOrEqual(
    PHONE.width,
  );
}

/** The style buttons and the latest caption wholly in the first screen; the score line shows `score`. */
async function expectFirstScreen(page: Page, score: string): Promise<void> {
  const buttons = page.getByRole("group", { name: "Playing style for the next ball" });
  const latest = page.getByTestId("feed").getByRole("listitem").first();
  await expect(page.locator(".style-button:enabled").first()).toBeVisible();
  await expect(latest).toBeVisible();
  await expect(page.getByTestId("score-line")).toBeVisible();
  await expect(page.getByTestId("score-line-score")).toHaveText(score);
  await expectUnscrolled(page);
  expect(await bottomOf(buttons), "style buttons' bottom").toBeLessThanOrEqual(PHONE.height);
  expect(await bottomOf(latest), "latest caption's bottom").toBeLessThanOrEqual(PHONE.height);
  await expect(buttons).toBeInViewport({ ratio: 1 });
  await expect(latest).toBeInViewport({ ratio: 1 });
}

const plans = [
  {
    name: "batting first",
    plan: { seed: 32, level: "club", format: "t20", until: after(0, 15) },
    role: "batting",
  },
  {
    name: "batting in the chase",
    plan: {
      seed: 32,
      level: "club",
      format: "t20",
      choice: "bowl",
      stadiumId: EDEN_GARDENS,
      until: after(1, 15),
    },
    role: "batting",
  },
  {
    name: "bowling first",
    plan: {
      seed: 2024,
      level: "club",
      format: "t20",
      choice: "bowl",
      stadiumId: EDEN_GARDENS,
      until: after(0, 9),
    },
    role: "bowling",
  },
  {
    name: "bowling in the chase",
    plan: { seed: 32, level: "club", format: "t20", until: after(1, 9) },
    role: "bowling",
  },
] as const;

for (const { name, plan, role } of plans) {
  test(`${name}: the score line, the style buttons and the latest ball in the first screen`, async ({
    page,
  }) => {
    await page.addInitScript(presetNoPause);
    const match = await startFromSave(page, plan);
    await expect(page.locator(".stage-head__lede")).toContainText(`you are ${role}`);
    const board = engine.scoreboard(match.state);
    if (!board) throw new Error("the match is in play");
    await expectFirstScreen(page, `${board.runs}/${board.wickets}`);
    if (board.target !== null) {
      await expect(page.getByTestId("score-line-chase")).toContainText(
        `Need ${board.runsNeeded} off ${board.ballsLeft}`,
      );
    }
    await expectAccessible(page, `play screen, ${name}, 390 px`);
    // The full score bug is still on the page, below the controls.
    await expect(page.getByTestId("score")).toHaveText(`${board.runs}/${board.wickets}`);

    // After a ball, the new caption is in the first screen too, the page still where it was.
    const story = () =>
      Promise.all([
        page.getByTestId("overs").innerText(),
        page.getByTestId("feed").getByRole("listitem").first().innerText(),
      ]).then((parts) => parts.join(" | "));
    const before = await story();
    await playOne(page);
    await expect.poll(story).not.toBe(before);
    await expect(page.getByTestId("score-line-score")).toHaveText(
      await page.getByTestId("score").innerText(),
    );
    if (await page.locator(".style-button:enabled").first().isVisible()) {
      await expectFirstScreen(page, await page.getByTestId("score").innerText());
    }
  });
}

test("choosing a bowler: the confirm in the first screen", async ({ page }) => {
  await page.addInitScript(presetNoPause);
  await startFromSave(page, {
    seed: 2024,
    level: "club",
    format: "t20",
    choice: "bowl",
    stadiumId: EDEN_GARDENS,
  });
  const confirm = page.getByTestId("bowler-picker").getByRole("button", { name: /^Bowl over 1 with / });
  await expect(confirm).toBeVisible();
  await expect(page.getByTestId("score-line-score")).toHaveText("0/0");
  await expectUnscrolled(page);
  expect(await bottomOf(confirm), "confirm's bottom").toBeLessThanOrEqual(PHONE.height);
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await expectAccessible(page, "bowler picker, 390 px");
  await confirm.click();
  await expect(page.locator(".style-button:enabled").first()).toBeVisible();
  await expectUnscrolled(page);
  await expect(page.getByRole("group", { name: "Playing style for the next ball" })).toBeInViewport({
    ratio: 1,
  });
});
