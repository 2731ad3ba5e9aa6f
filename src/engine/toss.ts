/**
 * The computer's bat-or-bowl decision when it wins the toss.
 */
import type { Stadium } from "./catalog.ts";

/**
 * Bat first when the ground's first-innings batting rating beats its second-innings rating
 * (a surface that gets harder to bat on), bowl first when batting gets easier later. On equal
 * ratings the pitch's help decides: a spin-friendly pitch wears and turns more as the match
 * goes on, so batting last on it is the harder task and the computer bats first; a
 * pace-friendly pitch helps seam bowlers most while fresh, so the computer bowls first.
 */
export function computerTossChoice(stadium: Pick<Stadium, "battingCondition" | "betterFor">): "bat" | "bowl" {
  const [first, second] = stadium.battingCondition;
  if (first > second) return "bat";
  if (first < second) return "bowl";
  return stadium.betterFor === 2 ? "bat" : "bowl";
}
