/**
 * The saved game Lighthouse measures `/game` with: a one-day match (the longest format, so the
 * most balls to restore and the fullest scorecards and feed) well into its second innings,
 * written where the game keeps its match in progress, so that loading `/game` resumes it. The
 * text is the game's own: the match is resumed once in a browser of its own (so Lighthouse's
 * stays cold) and the save read back, with the game bar the game keeps beside it.
 */
import type { Page } from "@playwright/test";
import { launchChromium } from "./browser.ts";
import { catalog } from "../src/data/catalog.ts";
import { createEngine, simulateMatch, type FormatKey } from "../src/engine/index.ts";
import { MATCH_KEY, savedMatchText } from "../src/web/test-support/saved-match.ts";
import type { PageState } from "./lighthouse.ts";

const FORMAT: FormatKey = "oneDay";
const SEED = 20_240_615;
/** How far into the second innings's actions the saved match stops. */
const SECOND_INNINGS_SHARE = 0.6;
/** The engine's status while the second innings is being played. */
const SECOND_INNINGS = 10;

/** The save as the game keeps it once it has resumed `text` at `baseUrl` (`blankUrl` loads no app code). */
async function savedByTheGame(baseUrl: string, blankUrl: string, text: string): Promise<string> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(blankUrl);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [MATCH_KEY, text] as const);
    await page.goto(`${baseUrl}/game`);
    await page.locator('main[data-stage="play"]').waitFor({ timeout: 30_000 });
    const kept = await page.evaluate((key) => localStorage.getItem(key), MATCH_KEY);
    if (kept === null) throw new Error("/game dropped the saved match it resumed");
    return kept;
  } finally {
    await browser.close();
  }
}

/**
 * The page state for Lighthouse on the app at `baseUrl`, with `blankUrl` a same-origin URL that
 * loads no app code.
 */
export async function matchInPlay(
  baseUrl: string,
  blankUrl: string,
): Promise<PageState & { readonly balls: number }> {
  const engine = createEngine(catalog);
  const { actions } = simulateMatch(engine, SEED, FORMAT);
  let state = engine.createMatch(SEED);
  let secondInningsStart = -1;
  for (let i = 0; i < actions.length && secondInningsStart < 0; i++) {
    const result = engine.step(state, actions[i] as (typeof actions)[number]);
    if (!result.ok) throw new Error(`the simulated match does not replay: ${result.error.message}`);
    state = result.state;
    if (state.status === SECOND_INNINGS) secondInningsStart = i + 1;
  }
  if (secondInningsStart < 0) throw new Error("the simulated match never reached its second innings");
  const cut = secondInningsStart + Math.floor((actions.length - secondInningsStart) * SECOND_INNINGS_SHARE);
  return {
    blankUrl,
    balls: actions.slice(0, cut).filter((action) => action.type === "playBall").length,
    localStorage: {
      [MATCH_KEY]: await savedByTheGame(
        baseUrl,
        blankUrl,
        savedMatchText({
          seed: SEED,
          rulesVersion: state.rulesVersion,
          actions: actions.slice(0, cut),
          uploaded: false,
        }),
      ),
    },
    verify: async (page: Page) => {
      // Past the shell drawn while the game's code loads (its stage is "loading").
      const main = page.locator('main[data-stage]:not([data-stage="loading"])');
      await main.waitFor({ timeout: 15_000 });
      const stage = await main.getAttribute("data-stage");
      if (stage !== "play")
        throw new Error(
          `/game showed the "${stage}" stage, not the saved match in play: the seeded save was not resumed`,
        );
    },
  };
}
