import type { OpponentLevel } from "../../../../engine/index.ts";

/**
 * The levels' names as the web app shows them, its one spelling of them. Written out here, not
 * read from the engine's list of levels, so a page that needs only the names (the home page's
 * recent matches) carries none of the engine; a test holds them to the engine's.
 */
export const LEVEL_NAMES: Readonly<Record<OpponentLevel, string>> = {
  classic: "Classic",
  club: "Club",
  international: "International",
  friend: "Friend",
};

/** A level's name as the game shows it ("Club"). */
export function levelLabel(level: OpponentLevel): string {
  return LEVEL_NAMES[level] ?? level;
}
