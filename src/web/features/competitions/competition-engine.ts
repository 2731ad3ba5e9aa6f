/**
 * The engine the competition pages play and show with: one for the page's life, built when a
 * competition page first asks (the whole catalogue: squads, grounds, formats).
 */
import { catalog } from "../../../data/catalog.ts";
import { createEngine, type Engine } from "../../../engine/index.ts";

let built: Engine | null = null;

export function competitionEngine(): Engine {
  built ??= createEngine(catalog);
  return built;
}
