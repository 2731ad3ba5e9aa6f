/**
 * Playing ahead with a plan, end to end on the real server and a real Chromium: a T20 finished
 * in two decisions ("to the end of the innings" twice) whose scorecard is the engine's replay of
 * the saved match; a stretch to the next wicket played by keyboard alone, said once as its
 * summary (not ball by ball); a screenshot of the control at a phone's width and a desktop's.
 */
import type { Page } from "@playwright/test";
import { catalog } from "../src/data/catalog.ts";
import { createEngine, isOpponentLevel, replay } from "../src/engine/index.ts";
import {
  ballsPlayed,
  expect,
  expectAccessible,
  installLiveRegionRecorder,
  installSpeechRecorder,
  presetNoPause,
  spoken,
  savedRecord,
  spokenForm,
  startFromSave,
  tabTo,
  test,
  title,
} from "./support/fixtures.ts";

const engine = createEngine(catalog);

/** The match as the page saved it, replayed by the engine here. */
async function savedReplay(page: Page) {
  const saved = await savedRecord(page);
  if (saved === null) throw new Error("the page kept no match");
  const level = isOpponentLevel(saved.level) ? saved.level : "classic";
  return {
    saved,
    replayed: replay(engine, {
      seed: saved.seed,
      level,
      rulesVersion: saved.rulesVersion,
      actions: saved.actions,
    }),
  };
}

const form = (page: Page) => page.getByRole("form", { name: "Play ahead" });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(presetNoPause);
  await page.addInitScript(installSpeechRecorder);
  await page.addInitScript(installLiveRegionRecorder);
});

test("a T20 finished in two decisions: to the end of the innings, twice; the scorecard is the saved match's replay", async ({
  page,
}) => {
  const built = await startFromSave(page, { seed: 2026, level: "club", format: "t20" });
  const before = built.actions.length;
  await expect(form(page)).toBeVisible();
  await expectAccessible(page, "play ahead, first innings");
  await form(page).getByLabel("How far").selectOption({ label: "End of the innings" });
  await form(page).getByLabel("Batting").selectOption({ label: "Attack" });
  await expect(form(page).getByLabel("Batting")).toHaveAccessibleDescription(
    "Attack: 60% aggressive, 30% normal, 10% defensive",
  );
  await form(page).getByRole("button", { name: "Play ahead" }).click();
  await expect(title(page)).toHaveText("Second innings");
  await expect(page.getByTestId("stretch-summary")).toContainText(
    /^Played ahead \d+ balls: \d+ runs?, \d+ wickets?\. /,
  );

  await form(page).getByRole("button", { name: "Play ahead" }).click();
  await expect(page.getByTestId("result-text")).toBeVisible();
  const resultText = (await page.getByTestId("result-text").textContent()) ?? "";

  const { saved, replayed } = await savedReplay(page);
  expect(replayed.refusedAt).toBeNull();
  expect(replayed.state.result?.text).toBe(resultText);
  // Every ball was an ordinary action of the record: a whole T20 of them.
  expect(saved.actions.length - before).toBeGreaterThan(150);
  // The result screen's totals are the replay's.
  const summary = engine.matchSummary(replayed.state);
  const heroes = await page.locator(".result-hero__overs").allTextContents();
  expect(heroes).toHaveLength(2);
  for (const [i, innings] of summary.innings.entries()) {
    await expect(
      page.getByRole("heading", { name: new RegExp(`${innings.teamName} innings`) }),
    ).toBeVisible();
    expect(heroes[i]).toContain(`${Math.floor(innings.balls / 6)}.${innings.balls % 6}`);
  }
});

test("to the next wicket by keyboard alone, said once as its summary, not ball by ball", async ({ page }) => {
  await startFromSave(page, { seed: 77, level: "club", format: "t20" });
  const heardBefore = (await spoken(page)).length;
  const announcedBefore = await page.evaluate(
    () => (window as unknown as { __announced: unknown[] }).__announced.length,
  );
  const howFar = form(page).getByLabel("How far");
  await tabTo(page, howFar);
  await page.keyboard.press("ArrowDown"); // To the next wicket
  await expect(howFar).toHaveValue("wicket");
  await tabTo(page, form(page).getByRole("button", { name: "Play ahead" }));
  await page.keyboard.press("Enter");
  const summary = page.getByTestId("stretch-summary");
  await expect(summary).toBeVisible();
  const text = (await summary.textContent()) ?? "";
  // A wicket ends it, or the innings (all out is a wicket too; a full 20 overs may have none).
  expect(text).toMatch(
    /: \d+ runs?, 1 wicket\. (India|Australia) \d+\/1 after \d+\.\d overs$|: \d+ runs?, 0 wickets\. .* need \d+ runs? to win$/,
  );

  const { replayed } = await savedReplay(page);
  expect(replayed.refusedAt).toBeNull();
  const said = (await spoken(page)).slice(heardBefore).map((s) => s.text);
  expect(said).toEqual([spokenForm(text)]);
  // The screen reader hears the summary once, and none of the stretch's balls one by one (at
  // most the new innings' lines besides, if the stretch ended the first).
  const announced = await page.evaluate(
    (from) =>
      (window as unknown as { __announced: { text: string }[] }).__announced.slice(from).map((a) => a.text),
    announcedBefore,
  );
  expect(announced.filter((line) => line === text)).toHaveLength(1);
  expect(announced.length).toBeLessThanOrEqual(3);

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await form(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`play-ahead-${width}.png`) });
  }
});

test("a ticked stop ends the stretch first: before the last over", async ({ page }) => {
  await startFromSave(page, { seed: 31, level: "club", format: "t20" });
  await form(page).getByLabel("How far").selectOption({ label: "End of the innings" });
  await form(page).getByLabel("before the last over").check();
  await form(page).getByRole("button", { name: "Play ahead" }).click();
  await expect(page.getByTestId("stretch-summary")).toBeVisible();
  // Stopped with six balls left in the first innings, or the side was all out before them.
  if ((await title(page).textContent()) === "First innings") {
    await expect(page.getByTestId("overs")).toContainText("19.0");
    await expect(page.getByTestId("stretch-summary")).toContainText(
      /after 19 overs\. Stopped before the last over$/,
    );
  } else {
    await expect(page.getByTestId("stretch-summary")).toContainText(/need \d+ runs? to win$/);
  }
});

test("on a phone it is one line under the buttons, opened to play", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startFromSave(page, { seed: 2026, level: "club", format: "t20" });
  const disclosure = page.locator("details.play-ahead");
  await expect(disclosure).not.toHaveAttribute("open", "");
  const line = disclosure.locator("summary");
  const box = await line.boundingBox();
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  await page.screenshot({ path: test.info().outputPath("play-ahead-phone-closed.png") });
  await line.click();
  await form(page).getByRole("button", { name: "Play ahead" }).click();
  await expect(page.getByTestId("stretch-summary")).toContainText(/^Played ahead \d+ balls?: /);
  await expectAccessible(page, "play ahead on a phone");
  await page.screenshot({ path: test.info().outputPath("play-ahead-phone-open.png") });
});

test("watched a ball a second, Esc stops it at once; what was played stays", async ({ page }) => {
  const built = await startFromSave(page, { seed: 2027, level: "club", format: "t20" });
  await form(page).getByLabel("How far").selectOption({ label: "End of the innings" });
  await form(page).getByLabel("Pace").selectOption({ label: "Watch, a ball a second" });
  await form(page).getByRole("button", { name: "Play ahead" }).click();
  const stop = form(page).getByRole("button", { name: /Stop/ });
  await expect(stop).toBeVisible();
  // Balls come one at a time while it runs.
  await expect
    .poll(() => ballsPlayed(page), { timeout: 5_000 })
    .toBeGreaterThan(built.actions.filter((a) => a.type === "playBall").length + 1);
  await page.keyboard.press("Escape");
  await expect(form(page).getByRole("button", { name: "Play ahead" })).toBeVisible();
  await expect(page.getByTestId("stretch-summary")).toContainText(/^Played ahead \d+ balls?: /);
  const stoppedAt = await ballsPlayed(page);
  await page.waitForTimeout(1_500);
  expect(await ballsPlayed(page)).toBe(stoppedAt);
  await expect(title(page)).toHaveText("First innings");
});

test("as the coach advises, stopping on a swing of the win chance (Club: the worker plays it); the feed sums it up an over a line", async ({
  page,
}) => {
  await startFromSave(page, { seed: 2028, level: "club", format: "t20" });
  await form(page).getByLabel("How far").selectOption({ label: "End of the match" });
  await form(page).getByLabel("Batting").selectOption({ label: "Coach's advice" });
  await form(page).getByLabel("Bowling").selectOption({ label: "Coach's advice" });
  await expect(form(page).getByLabel("Batting")).toHaveAccessibleDescription(
    "Each ball the style the coach shows with the best chance of winning",
  );
  await form(page).getByLabel("if the win chance moves more than 10 points").check();
  await form(page).getByRole("button", { name: "Play ahead" }).click();
  await expect(page.getByTestId("stretch-summary")).toContainText(/^Played ahead \d+ balls?: /);
  // It says why it stopped (or the match ended first).
  await expect(page.getByTestId("stretch-summary")).toContainText(
    /Stopped: your win chance went from \d+% to \d+%$|won|tied/,
  );
  // The feed: a line an over of the stretch, the score at its end.
  const feed = page.getByTestId("feed");
  await expect(feed.locator(".feed__item--overLine").first()).toContainText(
    /^Over \d+Over \d+(, (first|last) \d+ balls?)?: \d+ runs?, \d+ wickets? — .+ \d+\/\d+$/,
  );
  await expect(feed.locator(".feed__item--ball")).toHaveCount(0);
  const { replayed } = await savedReplay(page);
  expect(replayed.refusedAt).toBeNull();
  await page.screenshot({ path: test.info().outputPath("play-ahead-coach.png"), fullPage: true });
});

test("as the coach advises in an International T20 (the page's window plays it) to the end of the innings", async ({
  page,
}) => {
  await startFromSave(page, { seed: 2029, level: "international", format: "t20" });
  await form(page).getByLabel("How far").selectOption({ label: "End of the innings" });
  await form(page).getByLabel("Batting").selectOption({ label: "Coach's advice" });
  await form(page).getByLabel("Bowling").selectOption({ label: "Coach's advice" });
  await form(page).getByRole("button", { name: "Play ahead" }).click();
  await expect(title(page)).toHaveText("Second innings", { timeout: 15_000 });
  const { replayed } = await savedReplay(page);
  expect(replayed.refusedAt).toBeNull();
  expect(engine.stage(replayed.state).innings).toBe(1);
});

test("bowling to the user's own rotation: each over to the next of it who may bowl", async ({ page }) => {
  const built = await startFromSave(page, { seed: 2030, level: "club", format: "t20" });
  await form(page).getByLabel("How far").selectOption({ label: "End of the match" });
  await form(page).getByLabel("Bowlers").selectOption({ label: "My rotation" });
  const turn = form(page).getByRole("group", { name: "In turn" });
  await expect(turn).toBeVisible();
  await turn.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("play-ahead-rotation.png") });
  await form(page).getByRole("button", { name: "Play ahead" }).click();
  await expect(page.getByTestId("result-text")).toBeVisible();

  const { saved, replayed } = await savedReplay(page);
  expect(replayed.refusedAt).toBeNull();
  // The user's side bowls the second innings if it batted first.
  const bowlingInnings = replayed.state.playerAction === 0 ? 2 : 1;
  const rotation = engine
    .bowlingCard(replayed.state, bowlingInnings)
    .filter((row) => !row.partTimer)
    .map((row) => row.playerId);
  const picked = saved.actions
    .slice(built.actions.length)
    .flatMap((a) => (a.type === "chooseBowler" ? [a.playerId] : []));
  expect(picked.length).toBeGreaterThan(3);
  // Whoever follows whom: the next of the rotation after the last over's bowler who may bowl.
  for (const id of picked) expect(rotation).toContain(id);
  expect(picked[0]).toBe(rotation[0]);
});
