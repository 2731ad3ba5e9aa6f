import { STANDARD_FORMATS, type Format } from "../engine/index.ts";

/**
 * The match formats the game offers, shortest first: the engine's standard formats, each a rules
 * object (one innings a side of 1, 5, 10, 20 or 50 overs).
 */
export const formats: readonly Format[] = STANDARD_FORMATS;
