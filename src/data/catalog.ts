import type { Catalog } from "../engine/index.ts";
import { commentary } from "./commentary.ts";
import { countries } from "./countries.ts";
import { formats } from "./formats.ts";
import { matchCommentary } from "./match-commentary.ts";
import { squads } from "./squads.ts";
import { squadsV1 } from "./squads-v1.ts";
import { stadiums } from "./stadiums.ts";
import { stadiumsV1 } from "./stadiums-v1.ts";

/**
 * Howzat's whole cricket world, ready for `createEngine`. Rules version 1 keeps the squads and
 * the grounds' ratings it was released with, so its kept matches replay exactly; later versions
 * play `squads` and `stadiums`.
 */
export const catalog: Catalog = {
  countries,
  squads,
  squadsByRulesVersion: { 1: squadsV1 },
  stadiums,
  stadiumsByRulesVersion: { 1: stadiumsV1 },
  formats,
  commentary,
  taggedCommentary: matchCommentary,
};
