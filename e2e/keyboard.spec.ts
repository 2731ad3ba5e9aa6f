/**
 * Whole matches played with the keyboard alone (no mouse, no click), the commentary voice muted,
 * followed through what reaches the page's live regions only, as a screen reader would read it:
 * every stage, the toss call and result, the decision, every ball with the score after it, the
 * overs' ends, the bowler changes, the innings' end with the target, and the result. The
 * accessibility check runs on every stage.
 *
 * The expected lines come from replaying the saved match (seed, level and actions from the
 * page's storage) with the engine in the test's own process.
 */
import type { Page } from "@playwright/test";
import { catalog } from "../src/data/catalog.ts";
import {
  createEngine,
  replay,
  type Action,
  type MatchEvent,
  type OpponentLevel,
} from "../src/engine/index.ts";
import {
  announced,
  expect,
  expectAccessible,
  installLiveRegionRecorder,
  installSpeechRecorder,
  spoken,
  spokenForm,
  tabTo,
  test,
  title,
} from "./support/fixtures.ts";
import { MATCH_KEY } from "../src/web/test-support/saved-match.ts";

const engine = createEngine(catalog);

/** Muted, and no announcement pause: a quick match that speaks no word aloud. */
function presetMutedNoPause(): void {
  if (!localStorage.getItem("howzat:settings"))
    localStorage.setItem("howzat:settings", JSON.stringify({ pauseMs: 0, muted: true }));
}

/** Tabs to the control named `name` and presses Enter on it, then waits for the next heading. */
async function choose(page: Page, name: RegExp, next: string): Promise<void> {
  await tabTo(page, page.getByRole("button", { name }));
  await page.keyboard.press("Enter");
  await expect(title(page)).toHaveText(next);
  // Each stage puts focus on its heading, so the next Tab starts from the top of the stage.
  await expect(title(page)).toBeFocused();
}

/** Format, teams (India v Australia), location India, `ground`, the toss called "Crown". */
async function setUpByKeyboard(page: Page, format: RegExp, ground: RegExp): Promise<void> {
  await page.goto("/game");
  await expect(title(page)).toHaveText("Choose a format");
  await expectAccessible(page, "format");
  await choose(page, format, "Choose your team");
  await expectAccessible(page, "team");
  await choose(page, /^India/, "Choose the opponent");
  await expectAccessible(page, "opponent");
  await choose(page, /^Australia/, "Choose the match location");
  await expectAccessible(page, "location");
  await choose(page, /^India/, "Choose a stadium");
  await expectAccessible(page, "stadium");
  await choose(page, ground, "The toss");
  await expectAccessible(page, "toss");
  await choose(page, /^Crown$/, "Toss result");
  await expectAccessible(page, "toss result");
}

/** Takes the first innings as `role`: the user's choice if they won the toss, else Start match. */
async function startByKeyboard(page: Page, role: "Bat" | "Bowl"): Promise<void> {
  const won = await page.getByRole("button", { name: role, exact: true }).isVisible();
  await choose(page, won ? new RegExp(`^${role}$`) : /^Start match$/, "First innings");
}

/**
 * Runs in the page: once more than `linesBefore` lines have reached the live regions, the
 * screen as the loop below reads it (its stage, whether the bowler picker shows, the line that
 * says who bats, and that count of lines); null (wait on) before that.
 */
function screenAfter(linesBefore: number) {
  const lines = (window as unknown as { __announced: unknown[] }).__announced.length;
  if (lines <= linesBefore) return null;
  const picker = document.querySelector('[data-testid="bowler-picker"]');
  return {
    stage: document.querySelector("main")?.getAttribute("data-stage") ?? null,
    picker: picker !== null && picker.checkVisibility({ visibilityProperty: true }),
    role: document.querySelector(".stage-head__lede")?.textContent ?? "",
    lines,
  };
}

/** The screen once more than `linesBefore` lines were announced (see {@link screenAfter}). */
async function screenOnceAnnounced(page: Page, linesBefore = -1) {
  const handle = await page.waitForFunction(screenAfter, linesBefore, { timeout: 10_000 });
  return (await handle.jsonValue())!;
}

/**
 * Plays to the result by keyboard: a bowler chosen with the arrow keys in the picker's radio
 * group and given the over with Enter on its button, every ball with the key 1, each ball's
 * line waited for in the live regions before the next key. Runs the accessibility check at the
 * first picker and the first ball of each side.
 */
async function playToResultByKeyboard(page: Page): Promise<void> {
  const picker = page.getByTestId("bowler-picker");
  const checked = new Set<string>();
  let screen = await screenOnceAnnounced(page);
  for (let i = 0; i < 400 && screen.stage !== "result"; i++) {
    if (screen.picker) {
      if (!checked.has("picker")) {
        checked.add("picker");
        await expectAccessible(page, "bowler picker");
      }
      const group = picker.getByRole("group", { name: /^Choose the bowler for over \d+$/ });
      await tabTo(page, group.getByRole("radio", { checked: true }));
      await expect(page.locator(":focus")).toHaveAccessibleName(
        /, (Pace|Spin), (world-class|strong|steady|useful|part-time)(, part-timer)?, \d+ overs? left, (yet to bowl|\d+ overs?(, \d+ maidens?)?, \d+ for \d+), captain's pick$/,
      );
      // The captain's pick is chosen to start with. The arrow moves the choice along the group;
      // the button says whose over it will be.
      await page.keyboard.press("ArrowDown");
      const name = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
      const bowler = name.split(",")[0] ?? "";
      await tabTo(page, picker.getByRole("button", { name: new RegExp(`^Bowl over \\d+ with ${bowler}$`) }));
      await page.keyboard.press("Enter");
      await expect(picker).toBeHidden();
      screen = await screenOnceAnnounced(page);
      continue;
    }
    if (!checked.has(screen.role)) {
      checked.add(screen.role);
      await expectAccessible(page, screen.role);
    }
    await page.keyboard.press("1");
    screen = await screenOnceAnnounced(page, screen.lines);
  }
  await expect(page.getByTestId("result-text")).toBeVisible();
  await expect(title(page)).toBeFocused();
  await expectAccessible(page, "result");
}

/** The saved match replayed by the engine here: every event the page should have revealed. */
async function replayedEvents(page: Page): Promise<readonly MatchEvent[]> {
  const saved = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), MATCH_KEY)) ?? "null",
  ) as {
    seed: number;
    level: OpponentLevel;
    actions: Action[];
  };
  const replayed = replay(engine, saved, true);
  expect(replayed.refusedAt).toBeNull();
  return replayed.events;
}

/** `expected` appear in `lines` in this order (other lines may come between). */
function expectInOrder(lines: readonly string[], expected: readonly (string | RegExp)[]): void {
  let at = 0;
  for (const want of expected) {
    const found = lines.findIndex(
      (line, i) => i >= at && (typeof want === "string" ? line.startsWith(want) : want.test(line)),
    );
    expect(
      found,
      `"${String(want)}" after line ${at} of:\n${lines.slice(at, at + 8).join("\n")}`,
    ).toBeGreaterThanOrEqual(0);
    at = found + 1;
  }
}

/**
 * Checks what a screen reader heard against the match: the setup stages, then every event in
 * order (a ball with the score after it, which must reach each innings' final total), the
 * innings' start lines, a wicket and the result assertive; nothing spoken aloud (muted).
 */
async function expectMatchAnnounced(page: Page, role: "bat" | "bowl"): Promise<void> {
  const heard = await announced(page);
  const lines = heard.map((h) => h.text);
  const events = await replayedEvents(page);
  const expected: (string | RegExp)[] = [
    "Choose your team.",
    "Choose the opponent.",
    "Choose the match location.",
    "Choose a stadium.",
    "The toss.",
  ];
  const runs = [0, 0];
  const wickets = [0, 0];
  const started = new Set<number>();
  for (const event of events) {
    if (event.type === "tossResult") expected.push("Toss result.");
    if (event.type === "ball") {
      if (started.size === 0) expected.push(new RegExp(`^First innings: .* batting\\. You ${role}\\.$`));
      started.add(event.innings);
      const side = event.innings - 1;
      // A wide's or a no-ball's run counts in the score; it is not one of the over's six.
      runs[side] = (runs[side] ?? 0) + event.runs + event.extraRuns;
      if (event.wicket) wickets[side] = (wickets[side] ?? 0) + 1;
      const legalBalls = event.legal ? event.ball : event.ball - 1;
      const overs =
        legalBalls === 6
          ? `${event.over + 1}`
          : legalBalls === 0
            ? `${event.over}`
            : `${event.over}.${legalBalls}`;
      expected.push(
        `${spokenForm(event.text)} Score ${runs[side]} for ${wickets[side]} after ${overs} ${overs === "1" ? "over" : "overs"}.`,
      );
      continue;
    }
    if (event.type === "wicket") {
      expected.push(`Wicket: ${event.text}.`);
      continue;
    }
    // An innings' opening bowler is named in the same step as the innings' start line, on
    // either side of it; the later bowler changes are checked in order.
    if (event.type === "bowlerChange" && !started.has(event.innings)) continue;
    expected.push(spokenForm(event.text));
    if (event.type === "inningsEnd") {
      const side = event.innings - 1;
      expect(
        [runs[side], wickets[side]],
        `the last ball's score is innings ${event.innings}'s total`,
      ).toEqual([event.runs, event.wickets]);
      if (event.target !== null) expected.push(new RegExp(`^Second innings: .* Target ${event.target}\\.$`));
    }
  }
  expected.push("Match result.");
  expectInOrder(lines, expected);

  // Each ball is read once: as many score lines as balls.
  const balls = events.filter((e) => e.type === "ball").length;
  expect(lines.filter((l) => / Score \d+ for \d+ after [\d.]+ overs?\.$/.test(l))).toHaveLength(balls);
  // A wicket and the result interrupt; the balls wait their turn.
  const result = events.find((e) => e.type === "result");
  for (const h of heard) {
    if (h.text.startsWith("Wicket: ") || h.text === result?.text)
      expect(h.politeness, h.text).toBe("assertive");
    if (/ Score \d+ for \d+ after/.test(h.text)) expect(h.politeness, h.text).toBe("polite");
  }
  // Muted: the screen reader was the only voice.
  expect(await spoken(page)).toEqual([]);
}

test.describe("keyboard only, followed by the live regions", () => {
  // A whole match one key at a time, with an accessibility check on every stage.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installSpeechRecorder);
    await page.addInitScript(installLiveRegionRecorder);
    await page.addInitScript(presetMutedNoPause);
  });

  test("a whole micro match batting first", async ({ page }) => {
    // At the Narendra Modi Stadium the computer, if it wins the toss, bowls first (its tables weigh both sides there): the user bats either way.
    await setUpByKeyboard(page, /\bMicro\b/, /^Narendra Modi Stadium/);
    await startByKeyboard(page, "Bat");
    await playToResultByKeyboard(page);
    await expectMatchAnnounced(page, "bat");

    // Each chart's words are one key away: its link opens the over-by-over table and focuses it.
    const link = page.getByRole("link", { name: "This chart as a table" }).first();
    await expect(link).toBeVisible();
    await tabTo(page, link);
    await page.keyboard.press("Enter");
    const table = page.locator("#over-by-over");
    await expect(table).toHaveAttribute("open", "");
    await expect(table.locator("summary")).toBeFocused();
    await expect(table.getByRole("table")).toBeVisible();
  });

  test("a whole mini match bowling first, every bowler chosen in the picker's radio group", async ({
    page,
  }) => {
    // At Eden Gardens the computer, if it wins the toss, bats first: the user bowls either way.
    await setUpByKeyboard(page, /\bMini\b/, /^Eden Gardens/);
    await startByKeyboard(page, "Bowl");
    await playToResultByKeyboard(page);
    await expectMatchAnnounced(page, "bowl");
  });
});
