import type { Catalog } from "../engine/index.ts";
import { commentary } from "./commentary.ts";
import { countries } from "./countries.ts";
import { formats } from "./formats.ts";
import { squads } from "./squads.ts";
import { squadsV1 } from "./squads-v1.ts";
import { stadiums } from "./stadiums.ts";

/**
 * Howzat's whole cricket world, ready for `createEngine`. Rules version 1 keeps the squads it
 * was released with, so its kept matches replay exactly; later versions play `squads`.
 */
export const catalog: Catalog = {
  countries,
  squads,
  squadsByRulesVersion: { 1: squadsV1 },
  stadiums,
  formats,
  commentary,
};
