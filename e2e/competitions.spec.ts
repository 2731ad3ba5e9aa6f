/**
 * A competition played in the browser by a guest, end to end: a league of four in Micro (one
 * leg, the top two to a final) started on /competitions; each of the guest's matches opened from
 * the competition's page at the toss, played to its end with play ahead, and kept into the
 * competition from its result screen; the computer's matches played in between; a reload in the
 * middle of a match keeps both the match and the competition; the champion named at the end;
 * the computer's matches played by the page's fixture worker.
 * Screenshots of both pages at a desktop's width and a phone's.
 */
import type { Page } from "@playwright/test";
import {
  callToss,
  expect,
  expectAccessible,
  presetNoPause,
  startAs,
  test,
  title,
} from "./support/fixtures.ts";

const NAME = "Micro League";

/** Screenshots of the page at 1280 and 390 wide, for a look; back to the desktop's width after. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways, `${name} at ${width} scrolls sideways`).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Plays the open match from the toss to its result with play ahead, reloading mid-match when asked. */
async function playMatch(page: Page, reload: boolean): Promise<void> {
  await expect(title(page)).toHaveText("The toss");
  await callToss(page);
  await startAs(page, "Bat");
  if (reload) {
    await page.reload();
    await expect(title(page)).toHaveText("First innings");
  }
  const form = page.getByRole("form", { name: "Play ahead" });
  await form.getByLabel("How far").selectOption({ label: "End of the match" });
  await form.getByRole("button", { name: "Play ahead" }).click();
  await expect(page.getByTestId("result-text")).toBeVisible({ timeout: 20_000 });
}

/**
 * Runs in the page: notes in session storage the script of every worker the page starts, so the
 * test can tell the computer's fixtures were played off the page's thread (across reloads).
 */
function recordWorkers(): void {
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      const seen = JSON.parse(sessionStorage.getItem("e2e:workers") ?? "[]") as string[];
      sessionStorage.setItem("e2e:workers", JSON.stringify([...seen, String(url)]));
    }
  };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordWorkers);
  await page.addInitScript(presetNoPause);
  // A voice that is never heard: speech ends each line at once.
  await page.addInitScript(() => {
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      setTimeout(() => utterance.dispatchEvent(new Event("end")), 0);
    };
  });
});

test("a guest plays a Micro league of four to its champion, a reload in the middle keeping it", async ({
  page,
}) => {
  // Three to five whole matches played ahead, and the computer's between them: about 35 s alone,
  // past a minute beside another spec on a busy two-core machine.
  test.setTimeout(150_000);
  await page.goto("/competitions");
  await expect(title(page)).toHaveText("Competitions");
  await expect(page.getByRole("link", { name: "Competitions" }).first()).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByLabel("Format").selectOption({ label: "Micro" });
  await expect(page.getByLabel("Kind")).toHaveValue("league");
  await expect(page.getByLabel("Teams")).toHaveValue("4");
  await expectAccessible(page, "the competitions hub");
  await shoot(page, "hub");
  await page.getByRole("button", { name: "Start the competition" }).click();

  await expect(title(page)).toHaveText(NAME);
  const table = page.getByRole("table", { name: `${NAME}: the top 2 go through` });
  await expect(table.getByRole("columnheader")).toHaveText([
    "#",
    "Team",
    "Pld",
    "W",
    "L",
    "T",
    "NR",
    "Pts",
    "NRR",
  ]);
  await expectAccessible(page, "a competition's page");
  await shoot(page, "competition-start");
  const address = page.url();

  let matches = 0;
  for (let step = 0; step < 8; step++) {
    const play = page.getByRole("button", { name: /^(Play your next match|Play the other matches)$/ });
    // The page shows either the champion or the way on.
    await expect(page.getByTestId("champion").or(play)).toBeVisible();
    if (await page.getByTestId("champion").isVisible()) break;
    const others = (await play.textContent()) === "Play the other matches";
    await play.click();
    if (others) {
      // The others played: the champion, or a match of the guest's after all (a final reached).
      await expect(page.getByTestId("champion").or(page.getByText(/^Your next match: /))).toBeVisible({
        timeout: 20_000,
      });
      continue;
    }
    await expect(page).toHaveURL(/\/game$/);
    await playMatch(page, matches === 1);
    matches++;
    const back = page.getByRole("link", { name: `Back to ${NAME}` });
    await expect(page.getByText(`This match counts in ${NAME}.`)).toBeVisible();
    if (matches === 1) await shoot(page, "result");
    await back.click();
    await expect(title(page)).toHaveText(NAME);
  }
  expect(matches).toBeGreaterThanOrEqual(3);
  // The computer's fixtures were played by the fixture worker, not on the page's thread.
  const workers = await page.evaluate(() => sessionStorage.getItem("e2e:workers") ?? "[]");
  expect((JSON.parse(workers) as string[]).some((url) => /fixture\.worker/.test(url))).toBe(true);

  const champion = page.getByTestId("champion");
  await expect(champion).toHaveText(/^Champion: /);
  await expect(page.getByTestId("tie-F")).toContainText(/won/);
  // Every group match has a result; the table's points sum to two a match.
  await expect(page.getByTestId(/^fixture-G/)).toHaveCount(6);
  const points = await table.locator("tbody tr td:nth-of-type(7)").allTextContents();
  expect(points.map(Number).reduce((a, b) => a + b, 0)).toBe(12);
  await shoot(page, "competition-over");

  // Kept in the browser: the hub lists it as finished, with its champion, after a reload.
  await page.reload();
  await expect(page.getByTestId("champion")).toHaveText((await champion.textContent()) ?? "");
  await page.goto("/competitions");
  await expect(page.getByRole("region", { name: "Finished" })).toContainText(NAME);
  await shoot(page, "hub-finished");
  expect(page.url()).not.toBe(address);

  // A World Cup in two groups: two tables, the knockouts waiting on them.
  await page.getByLabel("Kind").selectOption({ label: "World Cup" });
  await page.getByLabel("Draw").selectOption("groups");
  await page.getByRole("button", { name: "Start the competition" }).click();
  await expect(page.getByRole("table")).toHaveCount(2);
  await expect(page.getByTestId("tie-SF1")).toContainText("A 1st v B 2nd");
  await shoot(page, "world-cup");
});
