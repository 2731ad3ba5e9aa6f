/**
 * The game's screens at phone and desktop width: the stadium step passes every axe rule, each
 * pause's countdown (toss, innings break, result) sits under the message it delays, the result charts follow the window when it
 * narrows, and after a bowler is chosen by keyboard the focus is on the first style button.
 */
import type { Locator, Page } from "@playwright/test";
import { EDEN_GARDENS } from "../src/web/test-support/saved-match.ts";
import {
  expect,
  expectAccessible,
  playOne,
  presetNoPause,
  startFromSave,
  tabTo,
  test,
  title,
} from "./support/fixtures.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The element's box, failing if it has none (not rendered). */
async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/** The countdown sits inside the banner, under its text: both can be read, neither covers the other. */
async function expectCountdownUnderBanner(page: Page, heading: string): Promise<void> {
  const banner = page.locator(".play__banner");
  await expect(banner.locator(".play__banner-title")).toHaveText(heading);
  const countdown = page.getByTestId("pause-countdown");
  await expect(countdown).toBeVisible();
  const [outer, text, count] = [
    await box(banner),
    await box(banner.locator(".play__banner-text")),
    await box(countdown),
  ];
  expect(count.y, "countdown below the banner's text").toBeGreaterThanOrEqual(text.y + text.height - 0.5);
  expect(count.y + count.height, "countdown within the banner").toBeLessThanOrEqual(
    outer.y + outer.height + 0.5,
  );
  expect(count.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(count.x + count.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  // Both wholly on screen, and nothing sideways.
  await expect(banner.locator(".play__banner-text")).toBeInViewport({ ratio: 1 });
  await expect(countdown).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

for (const [name, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`at ${name} width (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("the stadium step passes every axe rule, experimental ones included", async ({ page }) => {
      await page.addInitScript(presetNoPause);
      await page.goto("/game");
      await page.getByRole("button", { name: /\bMicro\b/ }).click();
      await page.getByRole("button", { name: /^India/ }).click();
      await page.getByRole("button", { name: /^Australia/ }).click();
      await page.getByRole("button", { name: /^India/ }).click();
      await expect(title(page)).toHaveText("Choose a stadium");
      await expectAccessible(page, `stadium step, ${viewport.width} px`);
      // Each card is named by what it shows, its ground's name first.
      await expect(page.getByRole("button", { name: /^Wankhede Stadium\b/ })).toHaveAccessibleName(
        /^Wankhede Stadium .*Mumbai, Maharashtra.*33,000.*1974$/,
      );
    });

    test("the toss's countdown sits under the call, in the coin's panel, in sight", async ({ page }) => {
      await page.goto("/game");
      await page.getByRole("button", { name: /\bMicro\b/ }).click();
      await page.getByRole("button", { name: /^India/ }).click();
      await page.getByRole("button", { name: /^Australia/ }).click();
      await page.getByRole("button", { name: /^India/ }).click();
      await page.getByRole("button", { name: /^Wankhede Stadium\b/ }).click();
      await expect(title(page)).toHaveText("The toss");
      await page.getByRole("button", { name: "Crown" }).click();
      const countdown = page.getByTestId("pause-countdown");
      await expect(countdown).toHaveText(/^Toss result in [123]…$/);
      const caption = page.locator(".toss__caption");
      await expect(caption).toHaveText("India called crown");
      const [panel, call, count] = [
        await box(page.locator(".toss")),
        await box(caption),
        await box(countdown),
      ];
      expect(count.y, "countdown below the call").toBeGreaterThanOrEqual(call.y + call.height - 0.5);
      expect(count.y + count.height, "countdown within the panel").toBeLessThanOrEqual(
        panel.y + panel.height + 0.5,
      );
      await expect(caption).toBeInViewport({ ratio: 1 });
      await expect(countdown).toBeInViewport({ ratio: 1 });
    });

    test("the pause countdown sits under the innings-break and the result text", async ({ page }) => {
      // The standard 3-second pauses; a Micro match one ball before the first innings ends.
      await startFromSave(page, {
        seed: 31,
        level: "club",
        format: "micro",
        until: (state) => (state.innings[0]?.ballCompleted ?? 0) >= 5,
      });
      await playOne(page);
      await expectCountdownUnderBanner(page, "Innings break");
      await expect(page.getByTestId("pause-countdown")).toHaveText(/^Second innings in [123]…$/);

      await startFromSave(page, { seed: 31, level: "club", format: "micro", ballsLeft: 1 });
      await playOne(page);
      await expectCountdownUnderBanner(page, "Match over");
      await expect(page.getByTestId("pause-countdown")).toHaveText(/^Scorecards in [123]…$/);
    });
  });
}

test.describe("the result charts", () => {
  test.use({ viewport: DESKTOP });

  test("follow the window from 1280 px down to 390 px: no sideways scrolling", async ({ page }) => {
    await page.addInitScript(presetNoPause);
    await startFromSave(page, {
      seed: 12,
      level: "club",
      format: "mini",
      until: (state) => state.result !== null,
    });
    const canvases = page.getByTestId("result-charts").locator("canvas");
    await expect(page.getByTestId("chance-chart").locator("canvas")).toBeVisible();
    const widths = () => canvases.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(Math.max(...(await widths()))).toBeGreaterThan(600);

    await page.setViewportSize(PHONE);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: "page width" })
      .toBeLessThanOrEqual(PHONE.width);
    // Each chart is redrawn to its card's width, not merely cut off.
    await expect
      .poll(() =>
        canvases.evaluateAll((els) =>
          els.every((el) => {
            const card = el.closest(".chart")?.getBoundingClientRect();
            const own = el.getBoundingClientRect();
            return card !== undefined && own.left >= card.left && own.right <= card.right;
          }),
        ),
      )
      .toBe(true);
    expect(Math.max(...(await widths()))).toBeLessThan(PHONE.width);
  });
});

test.describe("choosing a bowler by keyboard", () => {
  test.use({ viewport: DESKTOP });

  test("leaves the focus on the first style button, ready to play", async ({ page }) => {
    await page.addInitScript(presetNoPause);
    await startFromSave(page, {
      seed: 2024,
      level: "club",
      format: "mini",
      stadiumId: EDEN_GARDENS,
      choice: "bowl",
      // Six deliveries an over, counted below: version 1's rules have no wides or no-balls.
      rulesVersion: 1,
    });
    const picker = page.getByTestId("bowler-picker");
    const firstStyle = page.locator(".style-button").first();
    for (let over = 1; over <= 2; over++) {
      await expect(picker).toBeVisible();
      const group = picker.getByRole("group", { name: `Choose the bowler for over ${over}` });
      await tabTo(page, group.getByRole("radio", { checked: true }));
      await page.keyboard.press("ArrowDown");
      await tabTo(page, picker.getByRole("button", { name: new RegExp(`^Bowl over ${over} with `) }));
      await page.keyboard.press("Enter");
      await expect(picker).toBeHidden();
      await expect(firstStyle).toBeFocused();
      // Enter plays the ball with the focused button; the keys play the rest of the over.
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("overs")).toContainText(`${over - 1}.1`);
      for (let ball = 2; ball <= 6; ball++) {
        await expect(page.locator(".style-button:enabled").first().or(picker)).toBeVisible();
        if (await picker.isVisible()) break;
        await page.keyboard.press("1");
        await expect(page.getByTestId("overs")).toContainText(ball === 6 ? `${over}` : `${over - 1}.${ball}`);
      }
    }
  });
});
