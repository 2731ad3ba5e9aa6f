/**
 * A one-day International match resumed in Chromium: the longest main-thread task while the
 * page opens it (no win tables may be built on that thread), and the JavaScript heap of the
 * tab with the match in play beyond the same page with no match. The heap is the page's and
 * its workers' (each read over the DevTools protocol after a garbage collection), counting the
 * typed arrays' backing stores, where the win tables live.
 *
 * Run alone (after `npx vite build`) with `node --import tsx bench/resume-international.ts`.
 */
import type { Browser, CDPSession, Page } from "@playwright/test";
import { catalog } from "../src/data/catalog.ts";
import { createEngine, simulateMatch } from "../src/engine/index.ts";
import {
  MATCH_KEY,
  SCHEMA_VERSION,
  type SavedMatchRecord,
} from "../src/web/features/game/saving/match-storage.ts";
import { ROUTES } from "../src/web/routes.ts";
import { launchChromium, measureAlone, runAlone } from "./browser.ts";

const SEED = 20_240_616;
/** How far into the match's actions the save stops: the first innings, half way. */
const SHARE = 0.25;

/** The heap row and the long-task row. */
export interface ResumeFigures {
  /** Heap of the tab (page and workers) with the match in play, minus the same with no match. */
  readonly heapBeyondIdleMb: number;
  readonly idleHeapMb: number;
  readonly inPlayHeapMb: number;
  /** The longest task on the page's main thread from navigation to the win chance on screen. */
  readonly longestTaskMs: number;
}

function savedInternational(): string {
  const engine = createEngine(catalog);
  const { state, actions } = simulateMatch(engine, SEED, "oneDay", "random", { level: "international" });
  const saved: SavedMatchRecord = {
    schemaVersion: SCHEMA_VERSION,
    seed: SEED,
    level: "international",
    rulesVersion: state.rulesVersion,
    actions: actions.slice(0, Math.floor(actions.length * SHARE)),
    uploaded: false,
  };
  return JSON.stringify(saved);
}

/** Sends one protocol command to an attached target (a worker) through the browser session. */
function sendToTarget(browserSession: CDPSession, sessionId: string, method: string): Promise<unknown> {
  const id = Math.floor(Math.random() * 1e9);
  return new Promise((resolve) => {
    const listener = (event: { sessionId: string; message: string }) => {
      const message = JSON.parse(event.message) as { id?: number; result?: unknown };
      if (event.sessionId !== sessionId || message.id !== id) return;
      browserSession.off("Target.receivedMessageFromTarget", listener);
      resolve(message.result);
    };
    browserSession.on("Target.receivedMessageFromTarget", listener);
    void browserSession.send("Target.sendMessageToTarget", {
      sessionId,
      message: JSON.stringify({ id, method }),
    });
  });
}

interface HeapUsage {
  readonly usedSize: number;
  readonly backingStorageSize?: number;
}

const heapBytes = (usage: HeapUsage) => usage.usedSize + (usage.backingStorageSize ?? 0);

/** The JS heap of every page and worker of the browser, after a garbage collection in each. */
async function tabHeapMb(browser: Browser, page: Page): Promise<number> {
  const pageSession = await page.context().newCDPSession(page);
  await pageSession.send("HeapProfiler.collectGarbage");
  let bytes = heapBytes((await pageSession.send("Runtime.getHeapUsage")) as HeapUsage);
  await pageSession.detach();
  const browserSession = await browser.newBrowserCDPSession();
  const { targetInfos } = (await browserSession.send("Target.getTargets")) as {
    targetInfos: { targetId: string; type: string }[];
  };
  for (const target of targetInfos.filter((t) => t.type === "worker")) {
    const { sessionId } = (await browserSession.send("Target.attachToTarget", {
      targetId: target.targetId,
      flatten: false,
    })) as { sessionId: string };
    await sendToTarget(browserSession, sessionId, "HeapProfiler.collectGarbage");
    bytes += heapBytes((await sendToTarget(browserSession, sessionId, "Runtime.getHeapUsage")) as HeapUsage);
    await browserSession.send("Target.detachFromTarget", { sessionId });
  }
  await browserSession.detach();
  return bytes / (1024 * 1024);
}

/** Opens /game on a fresh page, with `saved` in local storage (or none), and waits for it. */
async function openGame(browser: Browser, baseUrl: string, blankUrl: string, saved: string | null) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(blankUrl);
  await page.evaluate(
    ([key, value]) => (value === null ? localStorage.clear() : localStorage.setItem(key, value)),
    [MATCH_KEY, saved] as const,
  );
  await page.addInitScript(() => {
    const w = window as unknown as { __longestTask: number };
    w.__longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longestTask = Math.max(w.__longestTask, entry.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(`${baseUrl}${ROUTES.game}`);
  // Past the shell drawn while the game's code loads (its stage is "loading").
  await page.locator('main[data-stage]:not([data-stage="loading"])').waitFor({ timeout: 15_000 });
  return { context, page };
}

/** Both rows, from one visit with no match and one resuming the International match. */
export async function measureResumeInternational(baseUrl: string, blankUrl: string): Promise<ResumeFigures> {
  const browser = await launchChromium();
  try {
    const idle = await openGame(browser, baseUrl, blankUrl, null);
    const idleHeapMb = await tabHeapMb(browser, idle.page);
    await idle.context.close();

    const resumed = await openGame(browser, baseUrl, blankUrl, savedInternational());
    await resumed.page.locator('main[data-stage="play"]').waitFor({ timeout: 60_000 });
    // The win chance is on screen once the tables are in the page's engine.
    await resumed.page
      .locator('[data-testid="win-chance"]:not(.score-bug__stat--pending)')
      .waitFor({ timeout: 60_000 });
    const longestTaskMs = await resumed.page.evaluate(
      () => (window as unknown as { __longestTask: number }).__longestTask,
    );
    const inPlayHeapMb = await tabHeapMb(browser, resumed.page);
    await resumed.context.close();
    return {
      heapBeyondIdleMb: Math.round((inPlayHeapMb - idleHeapMb) * 10) / 10,
      idleHeapMb: Math.round(idleHeapMb * 10) / 10,
      inPlayHeapMb: Math.round(inPlayHeapMb * 10) / 10,
      longestTaskMs: Math.round(longestTaskMs),
    };
  } finally {
    await browser.close();
  }
}

if (runAlone(import.meta.url)) {
  await measureAlone((baseUrl, blankUrl) => measureResumeInternational(baseUrl, blankUrl));
}
