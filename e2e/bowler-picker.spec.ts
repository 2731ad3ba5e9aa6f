/**
 * The bowler picker when the user bowls: the computer captain's pick chosen to start with and
 * explained, each bowler's type, skill and overs left, part-timers marked, and a bowler's
 * figures once he has bowled an over.
 */
import type { Locator, Page } from "@playwright/test";
import { EDEN_GARDENS, savedMatchEngine as engine } from "../src/web/test-support/saved-match.ts";
import { expect, expectAccessible, presetNoPause, startFromSave, test } from "./support/fixtures.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Plays balls with the first style until the picker asks for the next over's bowler. */
async function playToNextOver(page: Page, picker: Locator): Promise<void> {
  const ready = picker.or(page.locator(".style-button:enabled"));
  for (let ball = 0; ball < 6; ball++) {
    await expect(ready.first()).toBeVisible();
    if (await picker.isVisible()) return;
    await page.locator(".style-button").first().click();
  }
  await expect(picker).toBeVisible();
}

test("bowling: the captain's pick chosen with its reason, part-timers marked, overs left, and figures after an over", async ({
  page,
}) => {
  await page.addInitScript(presetNoPause);
  // A T20 at Eden Gardens (a ground that helps spin), the user bowling first.
  const match = await startFromSave(page, {
    seed: 2024,
    level: "club",
    format: "t20",
    stadiumId: EDEN_GARDENS,
    choice: "bowl",
  });
  expect(engine.nextInput(match.state)).toBe("chooseBowler");
  const suggestion = engine.suggestedBowler(match.state);
  if (!suggestion) throw new Error("a bowler is due, so the captain has a pick");
  const rows = engine.bowlingCard(match.state, 1);
  const eligible = rows.filter((r) => r.eligible);
  const opener = rows.find((r) => r.playerId === suggestion.playerId)?.name ?? "";

  const picker = page.getByTestId("bowler-picker");
  const group = picker.getByRole("group", { name: "Choose the bowler for over 1" });
  await expect(group).toBeVisible();
  await expect(group.getByRole("radio")).toHaveCount(eligible.length);

  // The captain's pick, and only it, is chosen and named so; the reason is shown and describes it.
  const checked = group.getByRole("radio", { checked: true });
  await expect(checked).toHaveCount(1);
  await expect(checked).toHaveAccessibleName(
    new RegExp(
      `^${escape(opener)}, (Pace|Spin), (world-class|strong|steady|useful), 4 overs left, yet to bowl, captain's pick$`,
    ),
  );
  await expect(group.getByRole("radio", { name: /captain's pick/ })).toHaveCount(1);
  const advice = picker.getByTestId("captains-pick");
  await expect(advice).toHaveText(`Captain’s pick: ${opener}. ${suggestion.reason}.`);
  await expect(checked).toHaveAccessibleDescription(`Captain’s pick: ${opener}. ${suggestion.reason}.`);
  await expect(picker.locator(".bowler-picker__choice--pick")).toContainText("Captain’s pick");

  // Every bowler has his four overs left; the part-timers (India's top order) are marked.
  await expect(picker.getByText("4 overs left", { exact: true })).toHaveCount(eligible.length);
  const partTimers = eligible.filter((r) => r.partTimer);
  expect(partTimers.length).toBeGreaterThan(0);
  await expect(picker.getByText("part-timer", { exact: true })).toHaveCount(partTimers.length);
  for (const row of partTimers) {
    await expect(
      group.getByRole("radio", {
        name: new RegExp(`^${escape(row.name)}, (Pace|Spin), part-time, part-timer, `),
      }),
    ).toHaveCount(1);
  }
  await expectAccessible(page, "bowler picker with the captain's pick");

  // The button gives the pick the over; after it, and another bowler's, he has figures.
  await picker.getByRole("button", { name: `Bowl over 1 with ${opener}` }).click();
  await expect(picker).toBeHidden();
  await playToNextOver(page, picker);
  await expect(picker.locator("legend")).toHaveText("Choose the bowler for over 2");
  await expect(picker.locator(".bowler-picker__name", { hasText: opener })).toHaveCount(0);
  await expect(picker.getByTestId("captains-pick")).toBeVisible();
  await picker.getByRole("button", { name: /^Bowl over 2 with / }).click();
  await playToNextOver(page, picker);
  await expect(picker.locator("legend")).toHaveText("Choose the bowler for over 3");

  const runs = await bowlingFigure(page, opener);
  if (!runs) throw new Error(`${opener} is in the bowling table`);
  const name = new RegExp(
    `^${escape(opener)}, (Pace|Spin), \\S+, 3 overs left, 1 over(, 1 maiden)?, ${runs.wickets} for ${runs.runs}(, captain's pick)?$`,
  );
  const choice = picker.getByRole("radio", { name });
  await expect(choice).toHaveCount(1);
  const card = choice.locator("xpath=ancestor::label");
  await expect(card).toContainText("3 overs left");
  await expect(card).toContainText(new RegExp(`1-[01]-${runs.runs}-${runs.wickets}`));
});

/** A bowler's runs and wickets as the bowling table shows them. */
async function bowlingFigure(page: Page, bowler: string): Promise<{ runs: string; wickets: string } | null> {
  const row = page.locator("table.scorecard--bowling tr", { has: page.locator("th", { hasText: bowler }) });
  if ((await row.count()) !== 1) return null;
  const cells = await row.locator("td").allTextContents();
  // O, R, W, Econ.
  return { runs: cells[1] ?? "", wickets: cells[2] ?? "" };
}
