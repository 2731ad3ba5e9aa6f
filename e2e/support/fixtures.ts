/**
 * What the end-to-end specs share: Playwright's `test` with the match seed attached to a failed
 * test's output, the recorders that stand in for the audio device and for a screen reader,
 * keyboard helpers and the accessibility check.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * Playwright's `test`, plus: when a test fails with a match in the page's storage, its seed,
 * level and actions are attached to the report (and printed), so the failing match can be
 * replayed with the engine's `replay`.
 */
export const test = base.extend<{ matchSeedOnFailure: void }>({
  matchSeedOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const saved = await page.evaluate(() => localStorage.getItem("howzat:match")).catch(() => null);
      if (saved === null) return;
      await testInfo.attach("match-seed.json", { body: saved, contentType: "application/json" });
      const { seed, level } = JSON.parse(saved) as { seed?: number; level?: string };
      console.log(
        `[${testInfo.title}] match seed ${seed} (level ${level}); saved match attached as match-seed.json`,
      );
    },
    { auto: true },
  ],
});

export { expect };

type RecordingWindow = Window & {
  __spoken: { text: string; rate: number; voice: string | null }[];
  __announced: { politeness: string; text: string }[];
};

/**
 * Installed before any page script. Headless Chromium has no audio device, so
 * `speechSynthesis.speak` and `cancel` are replaced by a recorder that hears each utterance
 * (with its rate and voice) and ends it at once, as a quick voice would.
 */
export function installSpeechRecorder(): void {
  const w = window as unknown as RecordingWindow;
  w.__spoken = [];
  const synth = window.speechSynthesis;
  synth.speak = (utterance: SpeechSynthesisUtterance) => {
    w.__spoken.push({ text: utterance.text, rate: utterance.rate, voice: utterance.voice?.voiceURI ?? null });
    setTimeout(() => utterance.dispatchEvent(new Event("end")), 0);
  };
  synth.cancel = () => {};
}

/**
 * Installed before any page script: records, in order, every piece of text added to an ARIA
 * live region (aria-live, or a status, alert or log role), as a screen reader would hear it.
 */
export function installLiveRegionRecorder(): void {
  const w = window as unknown as RecordingWindow;
  w.__announced = [];
  const regionOf = (node: Node): Element | null => {
    const el = node instanceof Element ? node : node.parentElement;
    return el?.closest('[aria-live], [role="status"], [role="alert"], [role="log"]') ?? null;
  };
  const politenessOf = (region: Element): string => {
    const live = region.getAttribute("aria-live");
    if (live) return live;
    return region.getAttribute("role") === "alert" ? "assertive" : "polite";
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const nodes = record.type === "characterData" ? [record.target] : [...record.addedNodes];
      for (const node of nodes) {
        const region = regionOf(node);
        const text = node.textContent?.trim() ?? "";
        if (region && region.getAttribute("aria-live") !== "off" && text !== "")
          w.__announced.push({ politeness: politenessOf(region), text });
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The announcement pause the game keeps in its settings: 0 unless a test set it already. */
export function presetNoPause(): void {
  if (!localStorage.getItem("howzat:settings"))
    localStorage.setItem("howzat:settings", JSON.stringify({ pauseMs: 0 }));
}

/** What the recorder heard said so far. */
export const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as RecordingWindow).__spoken.slice());

/** What reached a live region so far, oldest first. */
export const announced = (page: Page) =>
  page.evaluate(() => (window as unknown as RecordingWindow).__announced.slice());

/** The page's h1 (each stage's heading). */
export const title = (page: Page) => page.getByRole("heading", { level: 1 });

/** How the game reads a caption aloud (scores "14/3" become "14 for 3"). */
export const spokenForm = (caption: string) => caption.replace(/\b(\d+)\/(\d+)\b/g, "$1 for $2");

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // A stage fades in; contrast is judged once the (finite) entrance animations are over.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `accessibility at ${where}`,
  ).toEqual([]);
}

/**
 * Presses Tab until `target` has focus (at most `limit` presses), as a keyboard user moves to
 * a control; fails if it never comes.
 */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    // Counted first: evaluating a locator that matches nothing would wait for it to appear.
    if ((await target.count()) === 0) continue;
    if (await target.first().evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
