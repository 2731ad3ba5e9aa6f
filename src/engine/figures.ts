/**
 * Small derived figures shown on the scoreboard and the cards. Pure functions of numbers and
 * profiles, so the UI never does cricket arithmetic.
 */
import { bowlerType, PART_TIMER_BELOW } from "./bowlers.ts";
import type { DismissalKind, PlayerProfile } from "./catalog.ts";

/** Legal balls in an over. */
export const BALLS_PER_OVER = 6;

/** Balls as `overs.balls`, e.g. 22 → "3.4", 120 → "20.0". */
export function oversText(balls: number): string {
  const whole = Math.floor(balls / BALLS_PER_OVER);
  return `${whole}.${balls - whole * BALLS_PER_OVER}`;
}

/**
 * Overs as said and written in a sentence, singular for one whole over: 6 balls or "1.0" → "1
 * over", 120 or "20.0" → "20 overs", 22 or "3.4" → "3.4 overs", 0 → "0 overs". Takes balls, or
 * overs as `overs.balls` or whole overs.
 */
export function oversPhrase(overs: number | string, unit: "balls" | "overs" = "overs"): string {
  const text = typeof overs === "number" ? (unit === "balls" ? oversText(overs) : String(overs)) : overs;
  const said = text.endsWith(".0") ? text.slice(0, -2) : text;
  return `${said} ${said === "1" ? "over" : "overs"}`;
}

/**
 * A bowler's wickets and runs as one figure, written the same way everywhere (the live
 * scoreboard, the result, the career tables): "3/18".
 */
export function wicketsForRuns(wickets: number, runs: number): string {
  return `${wickets}/${runs}`;
}

/**
 * Strike rate 100 × runs / balls to 2 decimals. With no balls faced it is "0.00": a number
 * keeps the column aligned and reads as "nothing yet" rather than as an error.
 */
export function strikeRate(runs: number, balls: number): string {
  return balls > 0 ? ((100 * runs) / balls).toFixed(2) : "0.00";
}

/** Runs per over 6 × runs / balls to 2 decimals; "0.00" before the first ball, as above. */
export function runsPerOver(runs: number, balls: number): string {
  return balls > 0 ? ((BALLS_PER_OVER * runs) / balls).toFixed(2) : "0.00";
}

/** "Spinner" when spin ability exceeds pace ability, otherwise "Pacer" (ties are pacers). */
export function bowlerKind(profile: Pick<PlayerProfile, "spinAbility" | "paceAbility">): "Spinner" | "Pacer" {
  return bowlerType(profile) === "spin" ? "Spinner" : "Pacer";
}

/**
 * The surname used on scorecards: the last word, keeping lower-case particles before it
 * ("Quinton de Kock" → "de Kock", "Rassie van der Dussen" → "van der Dussen").
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  let start = words.length - 1;
  while (start > 1 && /^[a-z]/.test(words[start - 1] as string)) start--;
  return words.slice(Math.max(0, start)).join(" ");
}

/**
 * The scorecard's "how out" text, in the usual notation: "c Smith b Starc", "c & b Starc",
 * "run out (Jadeja)", "lbw b Starc", "b Starc", "st Carey b Zampa", "hit wicket b Starc".
 */
export function dismissalText(kind: DismissalKind, bowler: string, fielder: string | null): string {
  switch (kind) {
    case "caught":
      return `c ${fielder ?? "sub"} b ${bowler}`;
    case "caughtAndBowled":
      return `c & b ${bowler}`;
    case "runOut":
      return fielder === null ? "run out" : `run out (${fielder})`;
    case "lbw":
      return `lbw b ${bowler}`;
    case "bowled":
      return `b ${bowler}`;
    case "stumped":
      return `st ${fielder ?? "sub"} b ${bowler}`;
    case "hitWicket":
      return `hit wicket b ${bowler}`;
  }
}

/** "1 run", "2 runs", "1 wicket", ... */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** A bowler's skill in words, as the bowler picker reads it. */
export type SkillWord = "world-class" | "strong" | "steady" | "useful" | "part-time";

/** "world-class" from 88, "strong" from 75, "steady" from 60, "useful" from 50, else "part-time". */
export function skillWord(skill: number): SkillWord {
  if (skill >= 88) return "world-class";
  if (skill >= 75) return "strong";
  if (skill >= 60) return "steady";
  if (skill >= PART_TIMER_BELOW) return "useful";
  return "part-time";
}

/** Bowling figures as overs-maidens-runs-wickets, e.g. "3.2-0-21-1". */
export function bowlingFigures(balls: number, maidens: number, runs: number, wickets: number): string {
  const overs = oversText(balls);
  return `${overs.endsWith(".0") ? overs.slice(0, -2) : overs}-${maidens}-${runs}-${wickets}`;
}
