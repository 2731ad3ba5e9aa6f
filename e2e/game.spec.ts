/**
 * The game screen end to end, on the real server and a real Chromium: whole matches batting
 * and bowling first, what is spoken and captioned, the stage order, resuming after a reload,
 * a member's finished match reaching their home page, and an accessibility check per stage.
 *
 * Headless Chromium cannot speak, so before the page loads its `speechSynthesis.speak` and
 * `cancel` are replaced by a recorder (the browser's speech engine is the one thing faked).
 */
import type { Page } from "@playwright/test";
import { EDEN_GARDENS } from "../src/web/test-support/saved-match.ts";
import {
  ballsPlayed,
  expect,
  expectAccessible,
  installSpeechRecorder,
  newMember,
  playOne,
  playOutOver,
  playToResult,
  presetNoPause,
  registerMember,
  spokenForm,
  spokenLines as spoken,
  stage,
  startFromSave,
  test,
  title,
} from "./support/fixtures.ts";

/** Captions in the ball-by-ball feed, oldest first. */
async function captions(page: Page): Promise<string[]> {
  const items = await page.getByTestId("feed").locator(".feed__text").allTextContents();
  return items.reverse();
}

/** The user's side in the first innings, as the play screen says it. */
async function expectRole(page: Page, role: "Bat" | "Bowl"): Promise<void> {
  await expect(title(page)).toHaveText("First innings");
  await expect(page.getByText(`you are ${role === "Bat" ? "batting" : "bowling"}`)).toBeVisible();
}

/** Takes the first innings in `role`: Bat/Bowl if the user won the toss, else Start match. */
async function startAs(page: Page, role: "Bat" | "Bowl"): Promise<void> {
  const choice = page.getByRole("button", { name: role, exact: true });
  if (await choice.isVisible()) await choice.click();
  else await page.getByRole("button", { name: "Start match" }).click();
  await expectRole(page, role);
}

test.describe("the game", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installSpeechRecorder);
  });

  test("a micro match batting first: every stage in order, spoken and captioned, resumed after a reload", async ({
    page,
  }) => {
    // Every stage of a whole match with its pauses: 52-56 s with both workers busy.
    test.setTimeout(120_000);
    const stages: string[] = [];
    const seen = async () => {
      stages.push((await title(page).textContent()) ?? "");
    };
    await page.goto("/game");
    await expect(title(page)).toHaveText("Choose a format");
    await seen();
    // The announcement pause is a player setting; 0 s keeps the test quick, and it is remembered.
    await page.getByText("Settings", { exact: true }).click();
    await page.getByLabel("Announcement pause").selectOption("0");
    await page.getByText("Settings", { exact: true }).click();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem("howzat:settings") ?? "{}").pauseMs),
    ).toBe(0);
    await expectAccessible(page, "stage 1, format");

    await page.getByRole("button", { name: /Micro/ }).click();
    await expect(title(page)).toHaveText("Choose your team");
    await seen();
    await expectAccessible(page, "stage 2, team");
    await page.getByRole("button", { name: /^India/ }).click();

    await expect(title(page)).toHaveText("Choose the opponent");
    await seen();
    await expect(page.getByRole("button", { name: /^India/ })).toBeDisabled();
    await expect(page.getByRole("button", { name: /^India/ })).toContainText("Your team");
    await expectAccessible(page, "stage 3, opponent");
    await page.getByRole("button", { name: /^Australia/ }).click();

    await expect(title(page)).toHaveText("Choose the match location");
    await seen();
    await expect(page.locator(".country-card--flag")).toHaveCount(20);
    await expectAccessible(page, "stage 4, location");
    await page.getByRole("button", { name: /^India/ }).click();

    await expect(title(page)).toHaveText("Choose a stadium");
    await seen();
    await expect(page.getByRole("button", { name: "Wankhede Stadium" })).toContainText("33,000");
    // Each card says what its ground favours, and a screen reader hears it in the card's name.
    const chepauk = page.getByRole("button", { name: "M. A. Chidambaram Stadium" });
    await expect(chepauk).toContainText("Sharp turn for spin");
    await expect(chepauk).toHaveAccessibleName(
      /^M\. A\. Chidambaram Stadium Sharp turn for spin, .*Chennai, Tamil Nadu/,
    );
    await expectAccessible(page, "stage 5, stadium");
    // At the Narendra Modi Stadium the computer, if it wins the toss, bowls first (its tables weigh both sides there): the user bats either way.
    await page.getByRole("button", { name: "Narendra Modi Stadium" }).click();

    await expect(title(page)).toHaveText("The toss");
    await seen();
    await expectAccessible(page, "stage 7, toss");
    await page.getByRole("button", { name: "Crown" }).click();
    await expect(title(page)).toHaveText("Toss result");
    await seen();
    const tossText = (await page.locator(".toss__headline").textContent()) ?? "";
    expect(tossText).toMatch(/^It's (crown|money)! /);
    await expect.poll(() => spoken(page)).toEqual(expect.arrayContaining(["India called crown", tossText]));
    await expectAccessible(page, "stage 8, toss result");

    await startAs(page, "Bat");
    await seen();
    await expect(page.getByRole("group", { name: /Playing style/ }).getByRole("button")).toHaveText([
      /Hit Aggrisively/,
      /Hit Normally/,
      /Next Difensively/,
    ]);
    await expectAccessible(page, "stage 9, batting");

    // Three balls (one by key), then a reload: the same score, overs and feed come back.
    await page.locator(".style-button").nth(1).click();
    await page.keyboard.press("2");
    await page.locator(".style-button").nth(2).click();
    // Three deliveries: 0.3 overs, or fewer if one was a wide or a no-ball.
    await expect.poll(() => ballsPlayed(page)).toBe(3);
    const oversShown = (await page.getByTestId("overs").textContent()) ?? "";
    expect(oversShown).toMatch(/^0\.[0-3] /);
    const score = await page.getByTestId("score").textContent();
    const feedBefore = await captions(page);
    // The recorder starts afresh with the page; what was said before the reload is kept here.
    const saidBeforeReload = await spoken(page);
    const saidSoFar = async () => [...saidBeforeReload, ...(await spoken(page))];
    await page.reload();
    await expect(title(page)).toHaveText("First innings");
    await expect(page.getByTestId("score")).toHaveText(score ?? "");
    await expect(page.getByTestId("overs")).toHaveText(oversShown);
    expect(await captions(page)).toEqual(feedBefore);
    // Resuming replays the match silently: nothing already said is said again.
    expect(await spoken(page)).toEqual([]);

    // The rest of the match. After each ball, every ball's caption so far must have been said.
    let ballsCaptioned = 0;
    const collect = async () => {
      const texts = await page.getByTestId("feed").locator(".feed__item--ball .feed__text").allTextContents();
      ballsCaptioned = texts.length;
      const said = await saidSoFar();
      for (const text of texts) expect(said).toContain(spokenForm(text));
    };
    await collect();
    while ((await title(page).textContent()) === "First innings") {
      await playOne(page);
      if ((await stage(page)) === "play") await collect();
    }
    await expect(title(page)).toHaveText("Second innings");
    await seen();
    await expect(page.getByTestId("chase")).toBeVisible();
    const target = Number(await page.getByTestId("chase").locator("dd").first().textContent());
    const inningsEnd = (await captions(page)).find((c) => / need \d+ runs? to win$/.test(c)) ?? "";
    expect(inningsEnd).toMatch(new RegExp(`Australia need ${target} runs? to win$`));
    expect(await saidSoFar()).toContain(spokenForm(inningsEnd));
    while ((await stage(page)) === "play") {
      await playOne(page);
      if ((await stage(page)) === "play") await collect();
    }
    await expect(page.getByTestId("result-text")).toBeVisible();
    const result = (await page.getByTestId("result-text").textContent()) ?? "";
    stages.push(result);
    expect(result).toMatch(/^(India|Australia) won by \d+ (runs?|wickets?)$|^Match tied$/);
    expect(stages).toEqual([
      "Choose a format",
      "Choose your team",
      "Choose the opponent",
      "Choose the match location",
      "Choose a stadium",
      "The toss",
      "Toss result",
      "First innings",
      "Second innings",
      result,
    ]);

    // The result screen: both scorecards, the charts (loaded now: runs per over, the worm and
    // the win chance), the guest's invitation.
    await expect(page.getByRole("heading", { name: /India innings/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Australia innings/ })).toBeVisible();
    await expect(page.getByTestId("result-charts").locator("canvas")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Sign in to keep your matches" })).toBeVisible();
    await expectAccessible(page, "stage 11, result");

    // Spoken in order: the toss call and result first, the innings end with the target, the
    // result last. Every delivery but the last was captioned (and said) on the play screen;
    // deliveries, not balls in the overs, since a wide or no-ball is captioned but not counted.
    const all = await saidSoFar();
    expect(all.slice(0, 2)).toEqual(["India called crown", tossText]);
    expect(all.indexOf(result)).toBeGreaterThan(all.indexOf(spokenForm(inningsEnd)));
    expect(all[all.length - 1]).toBe(result);
    const deliveries = await ballsPlayed(page);
    expect(deliveries).toBeGreaterThan(6);
    expect(ballsCaptioned).toBe(deliveries - 1);

    await page.getByRole("button", { name: "New match" }).click();
    await expect(title(page)).toHaveText("Choose a format");
  });

  test("a mini match bowling first: the picker lists only eligible bowlers, every over", async ({ page }) => {
    // Five overs clicked ball by ball: 57 s with both workers busy, past the default once.
    test.setTimeout(120_000);
    await page.addInitScript(presetNoPause);
    // A Mini match at Eden Gardens, the user bowling first, at the choice of the first bowler.
    await startFromSave(page, {
      seed: 2024,
      level: "club",
      format: "mini",
      stadiumId: EDEN_GARDENS,
      choice: "bowl",
    });
    await expectRole(page, "Bowl");

    const picker = page.getByTestId("bowler-picker");
    await expect(picker).toBeVisible();
    for (const button of await page.locator(".style-button").all()) await expect(button).toBeDisabled();
    await expectAccessible(page, "stage 9, bowling, bowler picker");

    const keeper =
      (await page
        .locator("table.scorecard--bowling tr", { hasText: "(wicketkeeper)" })
        .locator("th")
        .textContent()) ?? "";
    const keeperName = keeper.replace(/\s*†.*$/s, "").trim();
    expect(keeperName).toBe("KL Rahul");
    let previous: string | null = null;
    for (let over = 1; over <= 5; over++) {
      await expect(picker).toBeVisible();
      await expect(picker.locator("legend")).toHaveText(`Choose the bowler for over ${over}`);
      const names = await picker.locator(".bowler-picker__name").allTextContents();
      expect(names).not.toContain(keeperName);
      if (previous) expect(names).not.toContain(previous);
      expect(names.length).toBeGreaterThan(0);
      // The captain's pick is chosen to start with; the button gives him the over.
      const chosen = picker.locator("label", { has: page.locator("input:checked") });
      previous = (await chosen.locator(".bowler-picker__name").textContent()) ?? "";
      expect(names).toContain(previous);
      await picker.getByRole("button").first().click();
      await expect(page.locator("table.scorecard--bowling tr.row--green")).toContainText(previous);
      if (over === 1) {
        await page.locator(".style-button").first().click();
        await expectAccessible(page, "stage 9, bowling in progress");
      }
      await playOutOver(page);
      if ((await title(page).textContent()) !== "First innings") break;
    }
    await expect(title(page)).toHaveText("Second innings");
    const lines = await spoken(page);
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/to open the bowling$/)]));
    expect(lines.some((l) => / need \d+ runs? to win$/.test(l))).toBe(true);
    // Now the user bats and the computer picks its bowlers, announced in the feed.
    await expect(page.getByText("you are batting")).toBeVisible();
    expect((await captions(page)).some((c) => /to open the bowling$/.test(c))).toBe(true);
    await playToResult(page);
  });

  test("a member's finished match is kept and listed on their home page", async ({ page }) => {
    await page.addInitScript(presetNoPause);
    await registerMember(
      page,
      newMember("game-e2e", {
        name: "Game Tester",
        address: "1 Lord's Road",
        password: "cover-drive-42",
        dob: "1990-05-01",
        gender: "male",
      }),
    );

    // A Micro match at Wankhede, the user batting first, three balls from its end.
    await startFromSave(page, { seed: 77, level: "club", format: "micro", ballsLeft: 3 });
    await playToResult(page);
    const result = (await page.getByTestId("result-text").textContent()) ?? "";
    await expect(page.getByTestId("upload-status")).toContainText("Saved to your matches");

    const listed = await page.request.get("/api/matches");
    const body = (await listed.json()) as { matches: { result: string }[] };
    expect(body.matches.map((m) => m.result)).toEqual([result]);

    await page.goto("/home");
    await expect(page.getByRole("heading", { name: "Recent matches" })).toBeVisible();
    await expect(page.locator(".recent-matches__result").first()).toHaveText(result);
  });
});
