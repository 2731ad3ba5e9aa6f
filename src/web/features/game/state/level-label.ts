import { OPPONENT_LEVELS, type OpponentLevel } from "../../../../engine/index.ts";

/** A level's name as the game shows it ("Club"). */
export function levelLabel(level: OpponentLevel): string {
  return OPPONENT_LEVELS.find((option) => option.level === level)?.label ?? level;
}
