import type { Catalog } from "../engine/index.ts";
import { commentary } from "./commentary.ts";
import { countries } from "./countries.ts";
import { formats } from "./formats.ts";
import { squads } from "./squads.ts";
import { stadiums } from "./stadiums.ts";
import { groundsV1 } from "./stadiums-v1.ts";

/** Howzat's whole cricket world, ready for `createEngine`. */
export const catalog: Catalog = { countries, squads, stadiums, formats, commentary, groundsV1 };
