/**
 * The record book and achievements end to end: a member keeps a match at its result; `/stats`
 * shows the book read from it (checked against the engine's own summary of the kept match) and
 * the achievements the server says were earned; the home page gives the news of a new one once,
 * aloud and in a status region, and not again after a reload.
 */
import { catalog } from "../src/data/catalog.ts";
import { createEngine, replay } from "../src/engine/index.ts";
import { RECORDS_API, type RecordsResponse } from "../src/shared/records-types.ts";
import {
  expect,
  expectAccessible,
  installSpeechRecorder,
  newMember,
  playToResult,
  quickQuietGame,
  registerMember,
  savedRecord,
  spokenLines,
  startFromSave,
  test,
} from "./support/fixtures.ts";

const engine = createEngine(catalog);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(quickQuietGame);
  await page.addInitScript(installSpeechRecorder);
});

test("a kept match fills the record book on /stats; its achievement is news on home once", async ({
  page,
}) => {
  await registerMember(page, newMember("records"));
  // A Club Micro match three balls from its end that the member's side wins whatever styles they
  // play (seed 4: every one of the 27 ways of playing the three balls wins).
  await startFromSave(page, { seed: 4, level: "club", format: "micro", ballsLeft: 3 });
  await playToResult(page);
  await expect(page.getByTestId("upload-status")).toContainText("Saved to your matches");
  const record = await savedRecord(page);
  expect(record).not.toBeNull();
  const { state } = replay(engine, {
    seed: record!.seed,
    level: "club",
    rulesVersion: record!.rulesVersion,
    actions: record!.actions,
  });
  const summary = engine.matchSummary(state);
  const won = summary.winnerTeamId !== null && summary.winnerTeamId === summary.userTeamId;
  expect(won, "the plan is a match the member's side wins").toBe(true);

  // Home, reached from the result's own link (a page the member has clicked may speak): the news,
  // said once.
  await page.getByRole("link", { name: "See them on your home page" }).click();
  const news = page.getByTestId("achievement-news");
  await expect(news).toContainText("New achievement: Off the mark");
  await expect(news.getByRole("link", { name: "See all your achievements" })).toBeVisible();
  await expect
    .poll(async () => (await spokenLines(page)).filter((l) => l.includes("Off the mark")).length)
    .toBe(1);
  await page.screenshot({ path: test.info().outputPath("home-news.png"), fullPage: true });

  // The book: the highest total is the match's, by its side, linked to the kept match.
  await news.getByRole("link", { name: "See all your achievements" }).click();
  await expect(page).toHaveURL(/\/stats$/);
  const book = page.getByTestId("record-book");
  await expect(book).toBeVisible();
  const top = [...summary.innings].sort((a, b) => b.runs - a.runs || a.balls - b.balls)[0]!;
  const highest = book.getByRole("table", { name: "Highest totals" }).getByRole("row").nth(1);
  await expect(highest).toContainText(top.teamName);
  await expect(highest).toContainText(`${top.runs}/${top.wickets}`);
  await expect(highest.getByRole("link")).toHaveAttribute("href", /^\/matches\/\d+$/);

  // The achievements as the server decided them: its count, and "Off the mark" earned.
  const records = (await (await page.request.get(RECORDS_API.records)).json()) as RecordsResponse;
  const earned = records.achievements.filter((a) => a.earned !== null);
  expect(earned.map((a) => a.id)).toContain("first-win");
  const list = page.getByTestId("achievements");
  await expect(list).toContainText(`${earned.length} of ${records.achievements.length} earned`);
  await expect(list.getByRole("listitem").filter({ hasText: "Off the mark" })).toContainText(/earned/i);
  await expectAccessible(page, "/stats with the record book and achievements");
  await page.screenshot({ path: test.info().outputPath("stats-records.png"), fullPage: true });

  // Told once: the server has it as seen, and home has no news after a reload.
  await expect
    .poll(async () => {
      const again = (await (await page.request.get(RECORDS_API.records)).json()) as RecordsResponse;
      return again.achievements.find((a) => a.id === "first-win")?.earned?.isNew;
    })
    .toBe(false);
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("achievement-news")).not.toContainText("New achievement");
});
