/**
 * Fills a member's archive through the real API: finished matches simulated by the engine,
 * sent as the page sends them (the server replays each before keeping it). The benchmark of
 * `/stats` and the screenshots use it.
 */
import { catalog } from "../src/data/catalog.ts";
import { createEngine, type FormatKey, type OpponentLevel, simulateMatch } from "../src/engine/index.ts";
import { API } from "../src/shared/api-types.ts";

/** Saves `count` matches of `format` for the member whose cookie is given, cycling through `levels`. */
export async function seedMatches(options: {
  readonly baseUrl: string;
  readonly origin: string;
  readonly cookie: string;
  readonly count: number;
  readonly format: FormatKey;
  readonly levels: readonly OpponentLevel[];
  readonly firstSeed?: number;
}): Promise<void> {
  const engine = createEngine(catalog);
  const first = options.firstSeed ?? 1;
  for (let i = 0; i < options.count; i++) {
    const seed = first + i;
    const level = options.levels[i % options.levels.length] ?? "classic";
    const { state, actions } = simulateMatch(engine, seed, options.format, "random", { level });
    const answer = await fetch(`${options.baseUrl}${API.matches}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: options.origin, cookie: options.cookie },
      body: JSON.stringify({
        seed,
        level,
        rulesVersion: state.rulesVersion,
        actions,
        result: state.result?.text,
      }),
    });
    if (answer.status !== 201 && answer.status !== 200) {
      throw new Error(`saving match ${seed} answered ${answer.status}: ${await answer.text()}`);
    }
  }
}
