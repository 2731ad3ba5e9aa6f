/**
 * Page speed with Lighthouse (mobile settings, simulated throttling) in Debian's Chromium.
 * Several runs per page; the caller reports medians. A page may be measured in a given state:
 * its origin's localStorage is written first (over the DevTools protocol, from a document that
 * loads none of the app, so the HTTP cache stays cold) and Lighthouse keeps that storage.
 */
import { chromium, type Page } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

interface PageSpeed {
  readonly score: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
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
