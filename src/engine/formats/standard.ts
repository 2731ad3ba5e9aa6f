/**
 * The formats the game offers, shortest first: every one a limited-overs match of one innings a
 * side, differing only in its overs.
 */
import type { FormatRules } from "./format-rules.ts";
import { limitedOvers } from "./limited-overs.ts";

/** The keys of the standard formats, which kept matches and requests name. */
export type StandardFormatKey = "micro" | "mini" | "10aSide" | "t20" | "oneDay";

/** The standard formats, shortest first. */
export const STANDARD_FORMATS: readonly (FormatRules & { readonly key: StandardFormatKey })[] = [
  limitedOvers({ key: "micro", label: "Micro", overs: 1 }),
  limitedOvers({ key: "mini", label: "Mini", overs: 5 }),
  limitedOvers({ key: "10aSide", label: "10 a side", overs: 10 }),
  limitedOvers({ key: "t20", label: "T20", overs: 20 }),
  limitedOvers({ key: "oneDay", label: "One Day", overs: 50 }),
];
