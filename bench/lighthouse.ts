/**
 * Page speed with Lighthouse (mobile settings, simulated throttling) in Debian's Chromium.
 * Several runs per page; the caller reports medians.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface PageSpeed {
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

/** Runs Lighthouse `runs` times against `url`, each in a fresh browser. */
export async function measurePage(url: string, runs: number): Promise<PageSpeed[]> {
  const results: PageSpeed[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: FLAGS,
    });
    try {
      const answer = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" });
      const lhr = answer?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}
