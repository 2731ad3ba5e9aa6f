/**
 * The archive and the career figures end to end: a match kept at its result opens again from
 * /matches with the same scorecards, copies as text and deletes for good; another member gets
 * "not found"; /stats adds up three matches whose scorecards the engine gives here.
 */
import { catalog } from "../src/data/catalog.ts";
import { createEngine, simulateMatch } from "../src/engine/index.ts";
import {
  expect,
  expectAccessible,
  newMember,
  playToResult,
  quickQuietGame,
  registerMember,
  startFromSave,
  test,
} from "./support/fixtures.ts";

const engine = createEngine(catalog);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(quickQuietGame);
});

test("a finished match opens again from /matches with the scorecards it finished with, copies and deletes", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  await registerMember(page, newMember("archive"));
  // A Club Micro match at Wankhede, three balls from its end: the page finishes it.
  await startFromSave(page, { seed: 31, level: "club", format: "micro", ballsLeft: 3 });
  await playToResult(page);
  await expect(page.getByTestId("upload-status")).toContainText("Saved to your matches");
  const result = await page.getByTestId("result-text").textContent();
  const cards = await page.locator(".result__cards").innerText();
  const hero = await page.getByRole("list", { name: "Innings totals" }).innerText();

  await page.goto("/matches");
  const rows = page.getByTestId("archive-list").getByRole("listitem");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(result ?? "");
  await expect(rows.first()).toContainText("Micro · Club opponent · Wankhede Stadium");
  await expectAccessible(page, "/matches");
  await rows.first().getByRole("link").click();

  await expect(page).toHaveURL(/\/matches\/\d+$/);
  await expect(page.getByTestId("result-text")).toHaveText(result ?? "");
  expect(await page.locator(".result__cards").innerText()).toBe(cards);
  expect(await page.getByRole("list", { name: "Innings totals" }).innerText()).toBe(hero);
  // The charts and the whole feed are there too.
  await expect(page.locator(".charts canvas").first()).toBeVisible();
  await expect(page.getByTestId("feed").locator(".feed__item--result")).toHaveCount(1);
  await expectAccessible(page, "/matches/:id");

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy scorecard" }).click();
  await expect(page.getByText("Scorecard copied.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(result ?? "");
  expect(copied).toContain("India innings");
  expect(copied.trimEnd()).toBe((await page.getByTestId("scorecard-text").textContent())?.trimEnd());

  // Another member gets the same "not found" as for a match that does not exist.
  const address = page.url();
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await registerMember(other, newMember("archive-stranger"));
  await other.goto(address);
  await expect(other.getByRole("heading", { name: "Match not found" })).toBeVisible();
  const refused = await other.request.delete(address.replace(/\/matches\//, "/api/matches/"), {
    headers: { origin: baseURL ?? "" },
  });
  expect(refused.status()).toBe(404);
  await stranger.close();

  // Deleting asks once, then the match is gone for good.
  let asked = 0;
  page.on("dialog", (dialog) => {
    asked++;
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Delete match" }).click();
  await expect(page).toHaveURL(/\/matches$/);
  await expect(page.getByRole("status").filter({ hasText: "Deleted:" })).toBeVisible();
  expect(asked).toBe(1);
  await expect(page.getByText("No matches yet")).toBeVisible();
  await page.goto(address);
  await expect(page.getByRole("heading", { name: "Match not found" })).toBeVisible();
});

test("career figures add up three known matches", async ({ page, baseURL }) => {
  await registerMember(page, newMember("career"));
  const matches = [11, 22, 33].map((seed) => {
    const format = seed === 33 ? "mini" : "micro";
    const { state, actions } = simulateMatch(engine, seed, format, "random", { level: "club" });
    return { seed, state, actions, format };
  });
  for (const { seed, state, actions } of matches) {
    const res = await page.request.post("/api/matches", {
      headers: { origin: baseURL ?? "" },
      data: { seed, level: "club", rulesVersion: state.rulesVersion, actions, result: state.result?.text },
    });
    expect(res.status()).toBe(201);
  }
  const mine = matches.map(({ state }) => {
    const summary = engine.matchSummary(state);
    const own = summary.innings.find((i) => i.teamId === state.teamId);
    const winner = state.result?.winnerTeamId;
    return {
      runs: own?.runs ?? 0,
      wickets: own?.wickets ?? 0,
      won: winner === state.teamId,
      tied: winner === null,
    };
  });
  const won = mine.filter((m) => m.won).length;
  const tied = mine.filter((m) => m.tied).length;
  const highest = mine.reduce((best, m) => (m.runs > best.runs ? m : best));

  await page.goto("/stats");
  await expect(page.getByTestId("stats")).toHaveAttribute("data-ready", "true");
  const all = page.getByTestId("results-table").getByRole("row", { name: /All formats/ });
  await expect(all.getByRole("cell")).toHaveText(["3", String(won), String(3 - won - tied), String(tied)]);
  await expect(
    page.getByTestId("results-table").getByRole("row", { name: /Micro/ }).getByRole("cell").first(),
  ).toHaveText("2");
  await expect(page.getByTestId("highest-total")).toContainText(`${highest.runs}/${highest.wickets}`);
  await expect(
    page.getByTestId("stats-levels").getByRole("row", { name: /Club/ }).getByRole("cell").first(),
  ).toHaveText("3");

  // The top run-scorer's runs are the sum of their innings in the member's side of the three.
  const totals = new Map<string, number>();
  for (const { state } of matches) {
    const innings =
      engine.matchSummary(state).innings.findIndex((i) => i.teamId === state.teamId) === 0 ? 1 : 2;
    for (const row of engine.battingCard(state, innings))
      totals.set(row.name, (totals.get(row.name) ?? 0) + row.runs);
  }
  const [topName, topRuns] = [...totals.entries()].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  const firstRow = page.getByTestId("players-table").locator("tbody tr").first();
  await expect(firstRow.getByRole("rowheader")).toContainText(topName);
  await expect(firstRow.getByRole("cell").nth(1)).toHaveText(String(topRuns));

  await expectAccessible(page, "/stats");

  // One format's figures only.
  await page.getByTestId("stats-format").selectOption("mini");
  await expect(
    page.getByTestId("stats-levels").getByRole("row", { name: /Club/ }).getByRole("cell").first(),
  ).toHaveText("1");
});
