/**
 * What the draft rules' analysis scripts share (analyse-players.ts, analyse-decisions.ts,
 * analyse-policies.ts): the sides they draw from, how many matches share a pairing's tables, their
 * command-line options, and the seeded draws they make.
 */
import { nextUint32, randomBelow, type FormatKey, type RngState } from "../src/engine/index.ts";

/** The top eight of the ranking, by country id. */
export const TOP_EIGHT: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** Matches (or seeds) played at each drawn pairing and ground, sharing that match's win tables. */
export const REPEATS = 25;

export interface Options {
  /** Matches (or seeds) per format. */
  readonly matches: number;
  readonly formats: readonly FormatKey[];
}

/** `--matches N` and `--formats t20,oneDay` from a command line; N is `defaultMatches` when not given. */
export function parseOptions(argv: readonly string[], defaultMatches: number): Options {
  let matches = defaultMatches;
  let formats: FormatKey[] = ["t20", "oneDay"];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--matches") matches = Number(argv[++i]);
    else if (argv[i] === "--formats") formats = String(argv[++i]).split(",") as FormatKey[];
  }
  if (!Number.isInteger(matches) || matches < 1) throw new Error("--matches takes a whole number");
  return { matches, formats };
}

/** One of `list`, drawn with `rng`. */
export function pick<T>(rng: RngState, list: readonly T[]): T {
  return list[randomBelow(rng, list.length)] as T;
}

/** A level (0 aggressive, 1 normal, 2 defensive) drawn from a mix with the side's own generator. */
export function drawLevel(rng: RngState, mix: readonly number[]): 0 | 1 | 2 {
  const u = nextUint32(rng) / 4294967296;
  if (u < (mix[0] as number)) return 0;
  if (u < (mix[0] as number) + (mix[1] as number)) return 1;
  return 2;
}
