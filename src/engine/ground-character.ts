/**
 * A ground's character in words, from its ratings: what the pitch helps, how many runs it
 * gives, whether the chase gets easier or harder, and the size of the field. Shown on the
 * stadium cards; pure, like the rest of the engine.
 */
import type { Stadium } from "./catalog.ts";

/** The ratings a ground's character is read from. */
export type GroundRatings = Pick<Stadium, "betterFor" | "pitchAssist" | "battingCondition" | "outfieldType">;

/** What the pitch does, by the bowling it helps (1 pace, 2 spin) and how much (1..3). */
const PITCH: Readonly<Record<Stadium["betterFor"], readonly [string, string, string]>> = {
  1: ["Slight help for pace", "Pace and bounce", "Big seam and bounce"],
  2: ["Slight help for spin", "Spin-friendly", "Sharp turn for spin"],
};

/** Boundary size and outfield speed, 1 (big, slow) .. 5 (small, lightning). */
const OUTFIELD = [
  "big slow outfield",
  "big boundaries",
  "medium boundaries",
  "short boundaries",
  "small fast outfield",
] as const;

function pitchWords(betterFor: Stadium["betterFor"], assist: number): string {
  if (assist <= 0) return "True pitch";
  const phrases = PITCH[betterFor];
  return phrases[Math.min(assist, phrases.length) - 1] ?? phrases[0];
}

/** The first innings' scoring level, 6 being an average international ground. */
function scoringWords(first: number): string {
  if (first <= 2) return "very low-scoring";
  if (first <= 3) return "low-scoring";
  if (first <= 5) return "modest scores";
  if (first <= 6) return "even contest";
  if (first <= 7) return "good for batting";
  if (first <= 9) return "high-scoring";
  return "very high-scoring";
}

function chaseWords(first: number, second: number): string | null {
  if (second > first) return "easier chasing";
  if (second < first) return "slows later";
  return null;
}

function outfieldWords(outfieldType: number): string {
  const index = Math.min(Math.max(Math.round(outfieldType), 1), OUTFIELD.length) - 1;
  return OUTFIELD[index] ?? OUTFIELD[2];
}

/**
 * A ground's character in a short line, e.g. "Spin-friendly, low-scoring, big boundaries" or
 * "Pace and bounce, high-scoring, small fast outfield"; a ground whose second innings differs
 * from its first says so ("slows later", "easier chasing").
 */
export function groundCharacter(stadium: GroundRatings): string {
  const [first, second] = stadium.battingCondition;
  const parts = [
    pitchWords(stadium.betterFor, stadium.pitchAssist),
    scoringWords(first),
    chaseWords(first, second),
    outfieldWords(stadium.outfieldType),
  ];
  return parts.filter((part): part is string => part !== null).join(", ");
}
