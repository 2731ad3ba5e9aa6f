/**
 * Commentary picking: a seeded choice among a key's lines that never repeats the key's previous
 * line, and placeholder filling. Lines are split into pieces once, when the engine is created,
 * because filling happens on every ball.
 */
import type { CommentaryBook, DismissalKind, RunOutcome } from "./catalog.ts";
import { randomBelow, type RngState } from "./rng.ts";

/** The run outcomes that have commentary, as keys of the book's `runs`. */
export const RUN_KEYS = ["0", "1", "2", "3", "4", "6"] as const;

/** Every way a batter can be out, as keys of the book's `dismissals`. */
export const DISMISSAL_KINDS = [
  "caught",
  "runOut",
  "lbw",
  "bowled",
  "stumped",
  "caughtAndBowled",
  "hitWicket",
] as const satisfies readonly DismissalKind[];

/** The order of keys in `MatchState.lastLine`. */
export const COMMENTARY_KEYS = [...RUN_KEYS, ...DISMISSAL_KINDS] as const;

/** One commentary key: a run outcome or a dismissal kind. */
export type CommentaryKey = (typeof COMMENTARY_KEYS)[number];

/** Index of each key in {@link COMMENTARY_KEYS}. */
export const COMMENTARY_KEY_INDEX: Readonly<Record<CommentaryKey, number>> = Object.fromEntries(
  COMMENTARY_KEYS.map((key, index) => [key, index]),
) as Record<CommentaryKey, number>;

const PLACEHOLDERS = ["batter", "bowler", "partner"] as const;
const PLACEHOLDER_PATTERN = /\{(batter|bowler|partner)\}/g;

/**
 * A line cut at its placeholders: `texts` has one more entry than `slots`, and the line is
 * texts[0] + name(slots[0]) + texts[1] + ...; a slot is an index into {@link PLACEHOLDERS}.
 */
export interface CompiledLine {
  readonly texts: readonly string[];
  readonly slots: readonly number[];
}

/** A commentary book made ready for fast filling, in {@link COMMENTARY_KEYS} order. */
export type CompiledCommentary = readonly (readonly CompiledLine[])[];

/** Used when a book has no line for a key, so a ball is never silent. */
export const FALLBACK_LINES: Readonly<Record<CommentaryKey, string>> = {
  "0": "{bowler} to {batter}, no run.",
  "1": "{bowler} to {batter}, one run.",
  "2": "{bowler} to {batter}, two runs.",
  "3": "{bowler} to {batter}, three runs.",
  "4": "{bowler} to {batter}, four runs.",
  "6": "{bowler} to {batter}, six!",
  caught: "{batter} is caught off {bowler}.",
  runOut: "{batter} is run out.",
  lbw: "{batter} is out lbw to {bowler}.",
  bowled: "{bowler} bowls {batter}.",
  stumped: "{batter} is stumped off {bowler}.",
  caughtAndBowled: "{bowler} takes a return catch to dismiss {batter}.",
  hitWicket: "{batter} treads on his stumps off {bowler}.",
};

/** Cuts a line at its placeholders. */
export function compileLine(line: string): CompiledLine {
  const texts: string[] = [];
  const slots: number[] = [];
  let last = 0;
  for (const match of line.matchAll(PLACEHOLDER_PATTERN)) {
    texts.push(line.slice(last, match.index));
    slots.push(PLACEHOLDERS.indexOf(match[1] as (typeof PLACEHOLDERS)[number]));
    last = match.index + match[0].length;
  }
  texts.push(line.slice(last));
  return { texts, slots };
}

/** Prepares a book; keys with no lines get a plain fallback line. */
export function compileCommentary(book: CommentaryBook): CompiledCommentary {
  return COMMENTARY_KEYS.map((key) => {
    const lines =
      key in book.runs ? book.runs[key as `${RunOutcome}`] : book.dismissals[key as DismissalKind];
    const usable = lines && lines.length > 0 ? lines : [FALLBACK_LINES[key]];
    return usable.map(compileLine);
  });
}

/**
 * Picks a line index for a key with `count` lines, never `previous` again when there is a
 * choice: draws among the other count − 1 lines uniformly.
 */
export function pickLineIndex(rng: RngState, count: number, previous: number): number {
  if (count <= 1) return 0;
  if (previous < 0 || previous >= count) return randomBelow(rng, count);
  const j = randomBelow(rng, count - 1);
  return j >= previous ? j + 1 : j;
}

/** Fills a compiled line's placeholders (names passed singly: this runs on every ball). */
export function fillLine(line: CompiledLine, batter: string, bowler: string, partner: string): string {
  const { texts, slots } = line;
  let text = texts[0] as string;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    text += (slot === 0 ? batter : slot === 1 ? bowler : partner) + (texts[i + 1] as string);
  }
  return text;
}
