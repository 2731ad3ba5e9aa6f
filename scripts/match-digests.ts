/**
 * Digests of seeded matches, to show that a change to the engine's code left every match as it
 * was: plays the same matches (each rules version, level and format; several styles) and prints,
 * for each cell, two SHA-256 digests: one over every final state, and one over what the match
 * shows — its actions, every event of every step, the match summary and each innings' cards —
 * which stays the same when only the state's shape changes. Run it in two checkouts and compare
 * the outputs (`diff`): one differing byte anywhere shows.
 *
 *   node --import tsx scripts/match-digests.ts [matches per cell, default 400] [checkout root]
 *
 * International's own tables (rules version 2) and one-day matches are the slow cells, so they
 * play a twentieth of the count (at least five), T20s a quarter.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as EngineModule from "../src/engine/index.ts";
import type * as CatalogModule from "../src/data/catalog.ts";

const perCell = Number(process.argv[2] ?? 400);
const root = path.resolve(process.argv[3] ?? fileURLToPath(new URL("..", import.meta.url)));
const engineModule = (await import(
  pathToFileURL(path.join(root, "src/engine/index.ts")).href
)) as typeof EngineModule;
const { createEngine, simulateMatch } = engineModule;
// States of the second shape (ADR 0031) are digested as the first shape held them, so a checkout
// from before the change and one after give the same state digests for the same matches.
const stateOf = (state: EngineModule.MatchState): unknown =>
  "firstShapeOf" in engineModule ? engineModule.firstShapeOf(state) : state;
const { catalog } = (await import(
  pathToFileURL(path.join(root, "src/data/catalog.ts")).href
)) as typeof CatalogModule;

const engine = createEngine(catalog);
const STYLES = ["aggressive", "normal", "defensive"] as const;
for (const rulesVersion of [1, 2] as const) {
  for (const level of ["classic", "club", "international"] as const) {
    for (const format of ["micro", "mini", "10aSide", "t20", "oneDay"]) {
      const slow = format === "oneDay" || (level === "international" && rulesVersion === 2);
      const matches = slow ? Math.max(5, Math.floor(perCell / 20)) : format === "t20" ? perCell / 4 : perCell;
      const hash = createHash("sha256");
      const shown = createHash("sha256");
      let balls = 0;
      for (let n = 1; n <= matches; n++) {
        const strategy = n % 4 === 0 ? "random" : (STYLES[n % 3] as (typeof STYLES)[number]);
        const played = simulateMatch(engine, n * 7919, format, strategy, { level, rulesVersion });
        hash.update(JSON.stringify(stateOf(played.state)));
        shown.update(JSON.stringify(played.actions));
        let state = engine.createMatch(n * 7919, level, rulesVersion);
        for (const action of played.actions) {
          const step = engine.step(state, action);
          if (!step.ok) throw new Error(`the replay was refused: ${step.error.message}`);
          shown.update(JSON.stringify(step.events));
          state = step.state;
        }
        shown.update(JSON.stringify(engine.matchSummary(state)));
        for (const innings of [1, 2]) {
          shown.update(JSON.stringify(engine.battingCard(state, innings)));
          shown.update(JSON.stringify(engine.bowlingCard(state, innings)));
          shown.update(JSON.stringify(engine.fallOfWickets(state, innings)));
          shown.update(JSON.stringify(engine.overSummary(state, innings)));
          shown.update(JSON.stringify(engine.extras(state, innings)));
        }
        balls += played.balls;
      }
      console.log(
        `v${rulesVersion} ${level} ${format} matches=${matches} balls=${balls} state ${hash.digest("hex").slice(0, 16)} shown ${shown.digest("hex").slice(0, 16)}`,
      );
    }
  }
}
