/**
 * How long `/stats` takes to show a member's career from 500 kept one-day matches: a member is
 * registered and given the matches through the real API, then Chromium opens /stats signed in
 * as them and the time from navigation start to the figures being on screen (the page's
 * `data-ready`, and the frame after it drawn) is read from the page's own clock. Classic and Club matches: an International
 * one's replay needs the win tables, built once per visit in each replay worker.
 *
 * Run alone with `node --import tsx bench/stats-page.ts [--keep DIR]` against the app built into
 * WEB_ROOT (default dist/web). Seeding the matches takes minutes; with `--keep` the seeded
 * database and the member's cookie are kept in DIR and a later run measures a copy of them.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnServer, stopAllServers } from "../src/server/test-support/spawn-server.ts";
import { ROUTES } from "../src/web/routes.ts";
import { registerMember } from "./api.ts";
import { seedMatches } from "./seed-matches.ts";
import { median } from "./stats.ts";
import { launchChromium, runAlone } from "./browser.ts";

/** Matches and format measured. */
export const STATS_MATCHES = 500;
export const STATS_FORMAT = "oneDay";

/** Registers a member and keeps {@link STATS_MATCHES} matches for them; their cookie. */
export async function seedStatsMember(baseUrl: string, origin: string): Promise<string> {
  const member = await registerMember(baseUrl, origin, `stats-${Date.now()}`);
  await seedMatches({
    baseUrl,
    origin,
    cookie: member.cookie,
    count: STATS_MATCHES,
    format: STATS_FORMAT,
    levels: ["classic", "club"],
  });
  return member.cookie;
}

/**
 * The median time to a rendered /stats over `runs` visits, and each run's, for a member seeded
 * here (or the one whose cookie is given, already seeded by {@link seedStatsMember}).
 */
export async function measureStatsPage(
  baseUrl: string,
  origin: string,
  runs: number,
  seededCookie?: string,
): Promise<{ readyMs: number; runsMs: number[]; matches: number; format: string }> {
  const member = { cookie: seededCookie ?? (await seedStatsMember(baseUrl, origin)) };
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(
      member.cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
      }),
    );
    const page = await context.newPage();
    // Timed in the page: when the figures are in the document and the frame after has been
    // drawn. Playwright's own waiting polls, which would add up to half a second of its own.
    await page.addInitScript(() => {
      const w = window as unknown as { __statsOnScreen?: number };
      new MutationObserver((_, observer) => {
        if (!document.querySelector("[data-ready=true]")) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (w.__statsOnScreen = performance.now()), 0));
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["data-ready"],
      });
    });
    const runsMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto(`${baseUrl}${ROUTES.stats}`);
      await page.waitForFunction(
        () => (window as unknown as { __statsOnScreen?: number }).__statsOnScreen,
        null,
        {
          timeout: 60_000,
        },
      );
      const played = await page.locator(".stats-table__total td").first().textContent();
      if (played !== String(STATS_MATCHES))
        throw new Error(`/stats counted ${played} matches, not ${STATS_MATCHES}`);
      runsMs.push(
        await page.evaluate(() => (window as unknown as { __statsOnScreen?: number }).__statsOnScreen ?? NaN),
      );
    }
    return {
      readyMs: Math.round(median(runsMs)),
      runsMs: runsMs.map(Math.round),
      matches: STATS_MATCHES,
      format: STATS_FORMAT,
    };
  } finally {
    await browser.close();
  }
}

/** Seeds into `keep` (once) or a throwaway folder, then measures a copy of the seeded database. */
async function measureAloneKept(keep: string | null, runs: number): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), "howzat-stats-"));
  const env = { RATE_LIMITS: "off", WEB_ROOT: process.env.WEB_ROOT ?? path.resolve("dist/web") };
  const seeded = keep ?? work;
  const memberFile = path.join(seeded, "member.json");
  try {
    if (!existsSync(memberFile)) {
      mkdirSync(seeded, { recursive: true });
      const seeding = await spawnServer({
        baseUrl: null,
        databaseUrl: `sqlite:${path.join(seeded, "stats.db")}`,
        env,
      });
      const cookie = await seedStatsMember(seeding.url, seeding.url);
      await seeding.stop();
      writeFileSync(memberFile, JSON.stringify({ cookie }));
    }
    const { cookie } = JSON.parse(readFileSync(memberFile, "utf8")) as { cookie: string };
    const copy = path.join(work, "measured.db");
    copyFileSync(path.join(seeded, "stats.db"), copy);
    const server = await spawnServer({ baseUrl: null, databaseUrl: `sqlite:${copy}`, env });
    console.log(await measureStatsPage(server.url, server.url, runs, cookie));
    await server.stop();
  } finally {
    await stopAllServers();
    rmSync(work, { recursive: true, force: true });
  }
}

if (runAlone(import.meta.url)) {
  const at = process.argv.indexOf("--keep");
  await measureAloneKept(at >= 0 ? path.resolve(process.argv[at + 1] ?? "") : null, 5);
}
