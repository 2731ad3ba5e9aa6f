/**
 * Play ahead on a phone (390 × 844): the member has scrolled down to the plan, plays ahead to the
 * end of the innings, and when the stretch is over the score bar (the compact score line, with
 * the target) is in view, clear of the sticky header, not left above the screen.
 */
import { expect, startFromSave, test } from "./support/fixtures.ts";

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test("after a stretch played ahead the score bar is back in view", async ({ page }) => {
  await startFromSave(page, { seed: 2031, level: "club", format: "t20" });
  const disclosure = page.locator("details.play-ahead");
  await disclosure.locator("summary").click();
  const form = page.getByRole("form", { name: "Play ahead" });
  await form.getByLabel("How far").selectOption({ label: "End of the innings" });
  // Down at the plan, as a member is when they start it: the score is above the screen.
  await form.getByRole("button", { name: "Play ahead" }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = page.getByTestId("score-line");
  await expect(bar).not.toBeInViewport();
  await form.getByRole("button", { name: "Play ahead" }).click();
  await expect(page.getByTestId("stretch-summary")).toContainText(/^Played ahead \d+ balls?: /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Second innings");
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId("score-line-score")).toBeVisible();
  // Clear of the sticky header, not under it.
  const header = await page.locator(".site-header").boundingBox();
  const line = await bar.boundingBox();
  expect(line!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  await page.screenshot({ path: test.info().outputPath("play-ahead-phone-after.png") });
});
