import type { OpponentLevel } from "../../../engine/index.ts";
import type { SavedMatch } from "../../../shared/api-types.ts";
import { LEVEL_NAMES } from "@/features/game/index.ts";

/**
 * Whom a kept match was played against, as the match lists say it: a rated match names the
 * ladder it counted on (ADR 0032), any other the computer's level ("Club opponent"; Classic for
 * a match kept before the levels). Null for a level this page does not know.
 */
export function opponentText(match: Pick<SavedMatch, "level" | "rated">): string | null {
  if (match.rated === "ranked") return "Ranked v the computer";
  if (match.rated === "friend") return "Rated v a friend";
  const level: string = match.level ?? "classic";
  return Object.hasOwn(LEVEL_NAMES, level) ? `${LEVEL_NAMES[level as OpponentLevel]} opponent` : null;
}
