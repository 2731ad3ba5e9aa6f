/**
 * Playing the rest of a one-day International match ahead in Chromium: from its first ball,
 * "End of the match" with the default plan, the time from the click to the result on screen
 * (read from the page's own clock: the result text in the document and the frame after it
 * drawn), and the longest main-thread task meanwhile. The announcement pause is 0, so only the
 * work is timed. The match's tables are in the page before the click (the win chance shown).
 *
 * Run alone (after `npx vite build`) with `node --import tsx bench/play-ahead.ts`.
 */
import type { Browser } from "@playwright/test";
import { catalog } from "../src/data/catalog.ts";
import { createEngine, simulateMatch } from "../src/engine/index.ts";
import {
  MATCH_KEY,
  SCHEMA_VERSION,
  type SavedMatchRecord,
} from "../src/web/features/game/saving/match-storage.ts";
import { ROUTES } from "../src/web/routes.ts";
import { median } from "./stats.ts";
import { launchChromium, measureAlone, runAlone } from "./browser.ts";

const SEED = 20_261_124;

/** The row: the median over the runs, and each run's figures. */
export interface PlayAheadFigures {
  readonly resultMs: number;
  readonly longestTaskMs: number;
  readonly deliveries: number;
  readonly runs: readonly { readonly resultMs: number; readonly longestTaskMs: number }[];
}

/** A one-day International match saved at its first ball (the setup and the toss played). */
function savedAtFirstBall(): string {
  const engine = createEngine(catalog);
  const { state, actions } = simulateMatch(engine, SEED, "oneDay", "random", { level: "international" });
  const first = actions.findIndex((a) => a.type === "playBall" || a.type === "chooseBowler");
  const saved: SavedMatchRecord = {
    schemaVersion: SCHEMA_VERSION,
    seed: SEED,
    level: "international",
    rulesVersion: state.rulesVersion,
    actions: actions.slice(0, first),
    uploaded: false,
  };
  return JSON.stringify(saved);
}

async function onePlay(browser: Browser, baseUrl: string, blankUrl: string, saved: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(blankUrl);
  await page.evaluate(
    ([key, value]) => {
      localStorage.clear();
      localStorage.setItem(key, value);
      localStorage.setItem("howzat:settings", JSON.stringify({ pauseMs: 0, muted: true }));
    },
    [MATCH_KEY, saved] as const,
  );
  await page.addInitScript(() => {
    const w = window as unknown as { __longest: number; __from: number; __shown?: number };
    w.__longest = 0;
    w.__from = Infinity;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.startTime >= w.__from) w.__longest = Math.max(w.__longest, entry.duration);
    }).observe({ type: "longtask", buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="result-text"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (w.__shown = performance.now()), 0));
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(`${baseUrl}${ROUTES.game}`);
  await page.locator('main[data-stage="play"]').waitFor({ timeout: 60_000 });
  await page
    .locator('[data-testid="win-chance"]:not(.score-bug__stat--pending)')
    .waitFor({ timeout: 60_000 });
  const form = page.getByRole("form", { name: "Play ahead" });
  await form.getByLabel("How far").selectOption("match");
  // The clock starts in the page as the click is dispatched.
  await form.getByRole("button", { name: "Play ahead" }).evaluate((button: HTMLButtonElement) => {
    (window as unknown as { __from: number }).__from = performance.now();
    button.click();
  });
  await page.waitForFunction(() => (window as unknown as { __shown?: number }).__shown, null, {
    timeout: 60_000,
  });
  const figures = await page.evaluate(() => {
    const w = window as unknown as { __longest: number; __from: number; __shown: number };
    return { resultMs: w.__shown - w.__from, longestTaskMs: w.__longest };
  });
  const deliveries = await page.evaluate((key) => {
    const record = JSON.parse(localStorage.getItem(key) ?? "null") as { actions: { type: string }[] } | null;
    return (record?.actions ?? []).filter((a) => a.type === "playBall").length;
  }, MATCH_KEY);
  await context.close();
  return { ...figures, deliveries };
}

/** `runs` plays of the rest of the match, each in a fresh tab. */
export async function measurePlayAhead(
  baseUrl: string,
  blankUrl: string,
  runs: number,
): Promise<PlayAheadFigures> {
  const browser = await launchChromium();
  try {
    const saved = savedAtFirstBall();
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await onePlay(browser, baseUrl, blankUrl, saved));
    return {
      resultMs: Math.round(median(all.map((r) => r.resultMs))),
      longestTaskMs: Math.round(median(all.map((r) => r.longestTaskMs))),
      deliveries: all[0]?.deliveries ?? 0,
      runs: all.map((r) => ({
        resultMs: Math.round(r.resultMs),
        longestTaskMs: Math.round(r.longestTaskMs),
      })),
    };
  } finally {
    await browser.close();
  }
}

if (runAlone(import.meta.url)) {
  await measureAlone((baseUrl, blankUrl) => measurePlayAhead(baseUrl, blankUrl, 3));
}
