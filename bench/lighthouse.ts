/**
 * Page speed with Lighthouse (mobile settings, simulated throttling) in Debian's Chromium.
 * Several runs per page; the caller reports medians. A page may be measured in a given state:
 * its origin's localStorage is written first (over the DevTools protocol, from a document that
 * loads none of the app, so the HTTP cache stays cold) and Lighthouse keeps that storage.
 *
 * Run alone (after a build, e.g. `node scripts/build.mjs --outDir /tmp/web` and
 * `WEB_ROOT=/tmp/web`) with `node --import tsx bench/lighthouse.ts [runs]`: the Lighthouse rows
 * of `npm run bench` only, each with the element Lighthouse took for the largest paint.
 */
import { chromium, type Page } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { measureAlone, runAlone } from "./browser.ts";
import { matchInPlay } from "./match-in-play.ts";
import type { Results } from "./results.ts";
import { median } from "./stats.ts";

interface PageSpeed {
  readonly score: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** The element Lighthouse took for the largest contentful paint (its selector). */
  readonly lcpElement: string;
}

const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The state a page is measured in. */
export interface PageState {
  /** localStorage entries of the page's origin, written before Lighthouse loads the page. */
  readonly localStorage: Readonly<Record<string, string>>;
  /** A same-origin URL that serves no app code (e.g. a JSON endpoint), used to write them. */
  readonly blankUrl: string;
  /**
   * Checks, after a run, that the page really showed the intended state: given a page of the
   * same browser on `url`, it throws with a reason when not.
   */
  readonly verify: (page: Page) => Promise<void>;
}

async function withBrowserPage<T>(port: number, use: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    // The default context is the one Lighthouse's tab uses, so storage written here is shared.
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium exposed no default browser context");
    const page = await context.newPage();
    try {
      return await use(page);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** The selector of the LCP element in the audit's details (a table of one node, in Lighthouse 12). */
function lcpElementOf(details: unknown): string {
  const text = JSON.stringify(details ?? null);
  return /"selector":"([^"]*)"/.exec(text)?.[1] ?? "?";
}

/** Runs Lighthouse `runs` times against `url`, each in a fresh browser, optionally in `state`. */
export async function measurePage(url: string, runs: number, state?: PageState): Promise<PageSpeed[]> {
  const results: PageSpeed[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: FLAGS,
    });
    try {
      if (state) {
        await withBrowserPage(chrome.port, async (page) => {
          await page.goto(state.blankUrl);
          await page.evaluate((entries) => {
            for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
          }, state.localStorage);
        });
      }
      const answer = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
        // Without this Lighthouse clears the origin's storage and the state written above.
        disableStorageReset: state !== undefined,
      });
      const lhr = answer?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        lcpElement: lcpElementOf(lhr.audits["largest-contentful-paint-element"]?.details),
      });
      if (state) {
        await withBrowserPage(chrome.port, async (page) => {
          await page.goto(url);
          await state.verify(page);
        });
      }
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

/** The page /game shows when nothing is saved: the first stage of a new match. */
function beforeAMatch(blankUrl: string): PageState {
  return {
    blankUrl,
    localStorage: {},
    verify: async (page) => {
      // Past the shell drawn while the game's code loads (its stage is "loading").
      const main = page.locator('main[data-stage]:not([data-stage="loading"])');
      await main.waitFor({ timeout: 15_000 });
      const stage = await main.getAttribute("data-stage");
      if (stage !== "format") throw new Error(`/game with nothing saved showed the "${stage}" stage`);
    },
  };
}

/** Results' key of each page measured, its path and the state it is measured in. */
async function pagesToMeasure(
  baseUrl: string,
  blankUrl: string,
): Promise<{ key: string; path: string; state?: PageState }[]> {
  return [
    { key: "/login", path: "/login" },
    { key: "/game (before a match)", path: "/game", state: beforeAMatch(blankUrl) },
    // "/game" alone is the heaviest: resuming a one-day match well into its second innings.
    { key: "/game", path: "/game", state: await matchInPlay(baseUrl, blankUrl) },
  ];
}

/**
 * The Lighthouse rows of the bench: /login, /game before a match and /game with a one-day match
 * in play, `runs` times each, as medians; `onRun` hears each run (with its LCP element).
 */
export async function lighthouseRows(
  baseUrl: string,
  blankUrl: string,
  runs: number,
  onRun: (key: string, run: PageSpeed) => void = () => {},
): Promise<Results["lighthouse"]> {
  const rows: Results["lighthouse"] = {};
  for (const { key, path, state } of await pagesToMeasure(baseUrl, blankUrl)) {
    const all = await measurePage(`${baseUrl}${path}`, runs, state);
    for (const run of all) onRun(key, run);
    rows[key] = {
      score: median(all.map((r) => r.score)),
      lcpMs: Math.round(median(all.map((r) => r.lcpMs))),
      tbtMs: Math.round(median(all.map((r) => r.tbtMs))),
      cls: Math.round(median(all.map((r) => r.cls)) * 1000) / 1000,
      runs: all.length,
    };
  }
  return rows;
}

if (runAlone(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 3);
  await measureAlone((baseUrl, blankUrl) =>
    lighthouseRows(baseUrl, blankUrl, runs, (key, run) =>
      console.error(
        `${key}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms (${run.lcpElement}), ` +
          `TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
      ),
    ),
  );
}
