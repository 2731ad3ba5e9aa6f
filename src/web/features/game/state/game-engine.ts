/**
 * The rules engine the game screen plays with, bound once to Howzat's catalog. Every screen
 * component asks it for views and sends it actions; none of them knows a cricket rule.
 */
import { catalog } from "../../../../data/catalog.ts";
import { createEngine, type Engine } from "../../../../engine/index.ts";

/** The one engine of the web app (the server builds its own from the same catalog). */
export const engine: Engine = createEngine(catalog);
