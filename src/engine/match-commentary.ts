/**
 * Match-aware commentary (rules version 2, Club and International): a ball's line is picked by
 * its outcome, the batter's and the bowler's styles and the bowler's type, so it never says what
 * did not happen (a leave from a batter going for the big shot, swing from a leg-spinner), and
 * never twice in the same over.
 *
 * Every line is compiled once, when the engine is created, into one list (a line's id is its
 * place in it), and the ids each ball may say are listed per context, so a ball filters a short
 * list against the few lines already said in its over.
 */
import type { StyleLevel } from "./actions.ts";
import type { BowlerType } from "./bowlers.ts";
import type {
  CommentaryTags,
  DismissalKind,
  RunOutcome,
  TaggedCommentaryBook,
  TaggedLine,
} from "./catalog.ts";
import { COMMENTARY_KEYS, compileLine, FALLBACK_LINES, type CompiledLine } from "./commentary.ts";
import { randomBelow, type RngState } from "./rng.ts";

/** The tags a ball's line may carry, for one pair of styles. */
export interface AllowedTags {
  readonly shots: readonly CommentaryTags["shot"][];
  readonly intents: readonly CommentaryTags["intent"][];
}

const LEVELS: readonly StyleLevel[] = ["aggressive", "normal", "defensive"];
const BOWLER_TYPES: readonly BowlerType[] = ["pace", "spin"];

/**
 * Which lines a pair of styles allows. The batter's style says what he was trying: going for the
 * big shot he attacks and plays at everything (no leaves, nothing defensive); playing it safe he
 * defends and may leave (nothing attacking); playing it straight he is neither, so only lines
 * that name no intent. He leaves a ball playing it straight only when the bowler is keeping it
 * tight (a line wide of off stump that asks for no shot); a bowler attacking the stumps or
 * bowling a regular line gives such a batter no reason to shoulder arms.
 */
export function allowedTags(batting: StyleLevel, bowling: StyleLevel): AllowedTags {
  if (batting === "aggressive") return { shots: ["played", "either"], intents: ["attacking", "either"] };
  if (batting === "defensive")
    return { shots: ["played", "left", "either"], intents: ["defensive", "either"] };
  return {
    shots: bowling === "defensive" ? ["played", "left", "either"] : ["played", "either"],
    intents: ["either"],
  };
}

/** Whether a line may be said of a ball with these styles and this bowler. */
export function lineFits(
  tags: CommentaryTags,
  batting: StyleLevel,
  bowling: StyleLevel,
  bowler: BowlerType,
): boolean {
  const allowed = allowedTags(batting, bowling);
  return (
    allowed.shots.includes(tags.shot) &&
    allowed.intents.includes(tags.intent) &&
    (tags.bowler === "either" || tags.bowler === bowler)
  );
}

/** A tagged book made ready for picking. */
export interface CompiledTaggedCommentary {
  /** Every line, by id. */
  readonly lines: readonly CompiledLine[];
  /** Each line's tags and text as written, by id (what the tests check the picks against). */
  readonly tagged: readonly TaggedLine[];
  /** The ids a ball may say, by {@link contextIndex}. */
  readonly contexts: readonly (readonly number[])[];
}

/** Where a ball's candidate ids are kept: by commentary key, batting and bowling level, bowler type. */
export function contextIndex(
  key: number,
  batting: StyleLevel,
  bowling: StyleLevel,
  bowler: BowlerType,
): number {
  return (
    ((key * 3 + LEVELS.indexOf(batting)) * 3 + LEVELS.indexOf(bowling)) * 2 + BOWLER_TYPES.indexOf(bowler)
  );
}

/**
 * Prepares a tagged book. A context no line fits (a book that lacks a key, or tags too narrow)
 * gets the key's plain fallback line, so a ball is never silent.
 */
export function compileTaggedCommentary(book: TaggedCommentaryBook): CompiledTaggedCommentary {
  const tagged: TaggedLine[] = [];
  const contexts: number[][] = [];
  COMMENTARY_KEYS.forEach((key, k) => {
    const own = key in book.runs ? book.runs[key as `${RunOutcome}`] : book.dismissals[key as DismissalKind];
    const first = tagged.length;
    tagged.push(...(own ?? []));
    const ids = (own ?? []).map((_, i) => first + i);
    for (const batting of LEVELS) {
      for (const bowling of LEVELS) {
        for (const bowler of BOWLER_TYPES) {
          const fits = ids.filter((id) => lineFits(tagged[id] as TaggedLine, batting, bowling, bowler));
          if (fits.length === 0) {
            fits.push(tagged.length);
            tagged.push({ text: FALLBACK_LINES[key], shot: "either", intent: "either", bowler: "either" });
          }
          contexts[contextIndex(k, batting, bowling, bowler)] = fits;
        }
      }
    }
  });
  return { lines: tagged.map((line) => compileLine(line.text)), tagged, contexts };
}

/**
 * Picks one of `candidates` not yet said this over (`said` holds the over's ids, -1 in unused
 * places), with one draw; when every candidate has been said, any of them.
 */
export function pickFreshLine(rng: RngState, candidates: readonly number[], said: readonly number[]): number {
  let fresh = 0;
  for (const id of candidates) if (!said.includes(id)) fresh++;
  if (fresh === 0) return candidates[randomBelow(rng, candidates.length)] as number;
  let j = randomBelow(rng, fresh);
  for (const id of candidates) {
    if (said.includes(id)) continue;
    if (j === 0) return id;
    j--;
  }
  return candidates[0] as number;
}

/**
 * Records a line as said this over in `said` (changed in place: it is the step's own copy). The
 * list keeps its length; were an over ever to say more lines than it holds, the oldest goes.
 */
export function recordSaid(said: number[], id: number): void {
  const free = said.indexOf(-1);
  if (free >= 0) {
    said[free] = id;
    return;
  }
  said.shift();
  said.push(id);
}

/** Forgets the over's lines (at its end, or the innings'). */
export function clearSaid(said: number[]): void {
  said.fill(-1);
}
