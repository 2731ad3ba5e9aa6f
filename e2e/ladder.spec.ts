/**
 * The ladder end to end: a member plays a whole Micro ranked match against the International
 * computer from the lobby; then /ladder lists them with one rated match (their row marked), and
 * their career figures on /stats give their ranked rating.
 */
import {
  expect,
  expectAccessible,
  newMember,
  playToResult,
  registerMember,
  test,
  title,
} from "./support/fixtures.ts";

test("after a ranked match the member is on the ladder with one match, and /stats gives their rating", async ({
  page,
}) => {
  await registerMember(page, newMember(`ladder-${Math.floor(Math.random() * 1e6)}`, { name: "Lata Ladder" }));

  // Before any rated match: not on the ladder, and the career figures say so.
  await page.goto("/ladder");
  await expect(title(page)).toHaveText("Ladder");
  await expect(page.locator("main")).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("ladder-table").locator('[aria-current="true"]')).toHaveCount(0);

  await page.goto("/ranked");
  await expect(title(page)).toHaveText("Ranked matches");
  await page.getByRole("link", { name: "see the ladder" }).click();
  await expect(title(page)).toHaveText("Ladder");
  await page.goto("/ranked");
  await page.getByLabel("Format").selectOption({ label: "Micro (1 over)" });
  await page.getByRole("button", { name: "Start the ranked match" }).click();
  await expect(title(page)).toHaveText("The toss");
  await page.getByRole("button", { name: "Crown" }).click();
  await expect(title(page)).toHaveText("Toss result");
  const bat = page.getByRole("button", { name: "Bat", exact: true });
  if (await bat.isVisible()) await bat.click();
  else await page.getByRole("button", { name: "Start match" }).click();
  await expect(title(page)).toHaveText("First innings");
  await playToResult(page);
  await expect(page.getByTestId("result-text")).toBeVisible();
  await expect(page.getByTestId("upload-status")).toContainText("Saved to your matches");
  // The result says what the match did to the rating, and shows the record it revealed.
  const card = page.getByTestId("rated-result");
  await expect(card.getByTestId("rating-before")).toHaveText("1500 ± 350");
  await expect(card.getByTestId("rating-after")).toHaveText(/^\d{3,4} ± \d{2,3}$/);
  await expect(card.getByTestId("rating-place")).toContainText(
    /You are \d+(st|nd|rd|th) on the ladder against the computer/,
  );
  await expect(card.getByTestId("rated-record")).toContainText(/seed [0-9a-f]+ and \d+ actions/);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("ranked-rated-result.png"), fullPage: true });
  const afterText = (await card.getByTestId("rating-after").textContent()) ?? "";
  // The archive marks it as ranked; the header links to the ladder.
  await page.goto("/matches");
  await expect(page.getByTestId("archive-list")).toContainText("Ranked v the computer");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Ladder" })).toBeVisible();

  await page.goto("/ladder");
  await expect(title(page)).toHaveText("Ladder");
  const own = page.getByTestId("ladder-table").locator('[aria-current="true"]');
  await expect(own).toHaveCount(1);
  await expect(own.locator("th")).toHaveText("Lata Ladder (you)");
  const cells = own.locator("td");
  await expect(cells.nth(2)).toHaveText("1");
  await expect(cells.nth(1)).toHaveText(/^\d{3,4} ± \d{2,3}$/);
  const ratingText = (await cells.nth(1).textContent()) ?? "";
  await expectAccessible(page, "the ladder");
  await page.screenshot({ path: test.info().outputPath("ladder.png"), fullPage: true });
  // On a phone the table fits the width: the names wrap, the figures do not.
  await page.setViewportSize({ width: 360, height: 740 });
  const scroll = page.getByRole("region", { name: "Against the computer" }).locator(".ladder__scroll");
  expect(await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath("ladder-phone.png") });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The ladder between members sits under it, and this member, with no rated live match, is not on it.
  const between = page.getByRole("region", { name: "Between members" });
  await expect(between.getByRole("heading", { level: 2 })).toHaveText("Between members");
  await expect(between).toContainText(
    /No rated match between members has been played yet|You are not on the ladder yet/,
  );
  await expect(between.locator('[aria-current="true"]')).toHaveCount(0);

  await page.goto("/stats");
  await expect(page.getByTestId("ranked-rating")).toHaveText(
    `Ranked rating ${ratingText} after 1 match · the ladder`,
  );
  await expect(page.getByTestId("friend-rating")).toHaveText("No rated matches between members yet");
  await expect(page.getByTestId("latest-rated")).toContainText(
    `Ranked v the computer: 1500 ± 350 → ${afterText}`,
  );
  await page.screenshot({ path: test.info().outputPath("stats-rating.png") });
});
