/**
 * The spec's row colours, read from the engine's row flags: green for the batters at the
 * crease and the current bowler, red for dismissed batters and the wicketkeeper.
 */
import type { BattingRow, BowlingRow } from "../../../../engine/index.ts";

/** Class of a row in the colour it stands for. */
type RowColor = "row--green" | "row--red" | "";

/** A batting row: out is red; at the crease is green (a keeper batting is batting); a keeper is red. */
export function battingRowColor(row: BattingRow): RowColor {
  if (row.out) return "row--red";
  if (row.atCrease) return "row--green";
  return row.isWicketKeeper ? "row--red" : "";
}

/** A bowling row: the current bowler green, the wicketkeeper red. */
export function bowlingRowColor(row: BowlingRow): RowColor {
  if (row.isCurrent) return "row--green";
  return row.isWicketKeeper ? "row--red" : "";
}

/** Whether a batter has not come in yet (neither batting, nor out). */
export function yetToBat(row: BattingRow): boolean {
  return !row.atCrease && !row.out;
}
