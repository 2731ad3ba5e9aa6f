/**
 * The announcement pauses and the voice for real: a match with the standard 3-second pauses
 * (the toss result only after the pause, the innings-break and match-over banners, a visible
 * countdown, one line for the screen reader per pause), and the voice settings (mute, voice,
 * rate) changing what is said and surviving a reload.
 *
 * Headless Chromium has no audio device: the recorder from the fixtures takes its place, and
 * this file's init script gives the page two English voices, as a device would.
 */
import type { Page } from "@playwright/test";
import {
  announced,
  ballsPlayed,
  expect,
  installLiveRegionRecorder,
  installSpeechRecorder,
  presetNoPause,
  setUpToToss,
  spoken,
  stage,
  startAs,
  test,
  title,
} from "./support/fixtures.ts";

/** Two voices, and utterances that accept them (the real ones take only the device's voices). */
function installTestVoices(): void {
  const voices = [
    { voiceURI: "test-gb", name: "Test Britain", lang: "en-GB", default: true, localService: true },
    { voiceURI: "test-us", name: "Test America", lang: "en-US", default: false, localService: true },
  ];
  window.speechSynthesis.getVoices = () => voices as unknown as SpeechSynthesisVoice[];
  class TestUtterance extends SpeechSynthesisUtterance {
    private chosen: SpeechSynthesisVoice | null = null;
    override get voice(): SpeechSynthesisVoice | null {
      return this.chosen;
    }
    override set voice(voice: SpeechSynthesisVoice | null) {
      this.chosen = voice;
    }
  }
  window.SpeechSynthesisUtterance = TestUtterance;
}

/** Plays balls (and bowlers) until a pause banner shows. */
async function playUntilBanner(page: Page): Promise<void> {
  const banner = page.locator(".play__banner");
  const picker = page.getByTestId("bowler-picker");
  for (let i = 0; i < 100 && !(await banner.isVisible()); i++) {
    if (await picker.isVisible()) await picker.getByRole("button").click();
    else await page.locator(".style-button").first().click();
  }
  await expect(banner).toBeVisible();
}

/** How many lines for the screen reader contain `part`. */
async function linesWith(page: Page, part: string): Promise<number> {
  return (await announced(page)).filter((a) => a.text.includes(part)).length;
}

test.describe("the pauses and the voice", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installTestVoices);
    await page.addInitScript(installSpeechRecorder);
    await page.addInitScript(installLiveRegionRecorder);
  });

  test("a match with the standard 3-second pauses: toss, innings break and match over", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/game");
    await expect(page.getByTestId("pause-select")).toHaveValue("3000");
    await setUpToToss(page, { format: /\bMicro\b/, ground: "Narendra Modi Stadium" });

    const called = Date.now();
    await page.getByRole("button", { name: "Crown" }).click();
    // The coin is in the air: the call is shown and said, the result waits, the pause says so.
    await expect(page.getByTestId("pause-countdown")).toHaveText(/^Toss result in [123]…$/);
    await expect(title(page)).toHaveText("The toss");
    await expect(page.locator(".toss__caption")).toHaveText("India called crown");
    await expect(page.getByRole("button", { name: "Crown" })).toBeDisabled();
    expect((await spoken(page)).map((s) => s.text)).toEqual(["India called crown"]);
    await expect(title(page)).toHaveText("Toss result", { timeout: 6000 });
    expect(Date.now() - called).toBeGreaterThanOrEqual(2900);
    await expect(page.getByTestId("pause-countdown")).toHaveCount(0);
    // Said once for the screen reader, not a number every second.
    expect(await linesWith(page, "The coin is in the air. The result in 3 seconds.")).toBe(1);
    expect((await announced(page)).filter((a) => /in [12] seconds?/.test(a.text))).toEqual([]);
    const toss = (await page.locator(".toss__headline").textContent()) ?? "";
    await expect.poll(async () => (await spoken(page)).map((s) => s.text)).toContain(toss);

    await startAs(page, "Bat");
    await playUntilBanner(page);
    await expect(page.locator(".play__banner-title")).toHaveText("Innings break");
    await expect(page.locator(".play__banner-text")).toHaveText(/need \d+ runs? to win$/);
    await expect(page.getByTestId("pause-countdown")).toHaveText(/^Second innings in [123]…$/);
    await expect(page.locator(".style-button")).toHaveCount(0);
    expect(await linesWith(page, "Innings break. The second innings starts in 3 seconds.")).toBe(1);
    await expect(page.locator(".play__banner")).toBeHidden({ timeout: 6000 });
    await expect(title(page)).toHaveText("Second innings");
    expect(await linesWith(page, "Second innings: Australia batting. You bowl. Target")).toBe(1);

    await playUntilBanner(page);
    await expect(page.locator(".play__banner-title")).toHaveText("Match over");
    const result = (await page.locator(".play__banner-text").textContent()) ?? "";
    expect(result).toMatch(/^(India|Australia) won by \d+ (runs?|wickets?)$|^Match tied$/);
    await expect(page.getByTestId("pause-countdown")).toHaveText(/^Scorecards in [123]…$/);
    expect(await stage(page)).toBe("play");
    await expect(page.getByTestId("result-text")).toHaveText(result, { timeout: 6000 });
    await expect(page.getByTestId("pause-countdown")).toHaveCount(0);
    expect(await linesWith(page, "Match over. The scorecards in 3 seconds.")).toBe(1);
  });

  test("mute, voice and rate change what is said, and survive a reload", async ({ page }) => {
    await page.addInitScript(presetNoPause);
    await page.goto("/game");
    await page.getByText("Settings", { exact: true }).click();
    const voice = page.getByLabel("Voice");
    await expect(voice.locator("option")).toHaveText([
      "Default English voice",
      "Test Britain (en-GB)",
      "Test America (en-US)",
    ]);
    await voice.selectOption("test-us");
    await page.getByLabel("Speech rate").fill("1.5");
    await page.getByText("Settings", { exact: true }).click();

    await setUpToToss(page, { format: /\bMicro\b/, ground: "Narendra Modi Stadium" });
    await page.getByRole("button", { name: "Crown" }).click();
    await expect(title(page)).toHaveText("Toss result");
    await expect
      .poll(() => spoken(page))
      .toContainEqual({ text: "India called crown", rate: 1.5, voice: "test-us" });

    // Muted: the next lines reach the screen reader and not the voice.
    await page.getByTestId("mute-toggle").click();
    await expect(page.getByTestId("mute-toggle")).toHaveAttribute("aria-pressed", "true");
    const before = (await spoken(page)).length;
    await startAs(page, "Bat");
    await page.locator(".style-button").first().click();
    await expect.poll(() => ballsPlayed(page)).toBe(1);
    expect(await linesWith(page, "Score ")).toBe(1);
    expect((await spoken(page)).length).toBe(before);

    // After a reload: still muted, the same voice and rate; unmuted, the next ball is said so.
    await page.reload();
    await expect(title(page)).toHaveText("First innings");
    await expect(page.getByTestId("mute-toggle")).toHaveAttribute("aria-pressed", "true");
    await page.getByText("Settings", { exact: true }).click();
    await expect(page.getByLabel("Voice")).toHaveValue("test-us");
    await expect(page.getByLabel("Speech rate")).toHaveValue("1.5");
    await page.getByText("Settings", { exact: true }).click();
    await page.locator(".style-button").first().click();
    await expect.poll(() => ballsPlayed(page)).toBe(2);
    expect(await spoken(page)).toEqual([]);
    await page.getByTestId("mute-toggle").click();
    await expect(page.getByTestId("mute-toggle")).toHaveAttribute("aria-pressed", "false");
    await page.locator(".style-button").first().click();
    await expect.poll(() => ballsPlayed(page)).toBe(3);
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
    expect((await spoken(page))[0]).toMatchObject({ rate: 1.5, voice: "test-us" });
  });
});
