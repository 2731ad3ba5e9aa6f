import { catalog } from "../../data/catalog.ts";
import { createEngine } from "../../engine/index.ts";

/** The engine the server plays with, on the shipped catalog: what the tests play and replay with. */
export const engine = createEngine(catalog);
