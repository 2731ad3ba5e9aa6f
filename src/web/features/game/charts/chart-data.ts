/**
 * The engine's per-over summaries of both innings, laid out as chart series: runs per over
 * (the Manhattan) and the running total (the worm). Only arranging numbers; no cricket.
 */
import type { OverSummary } from "../../../../engine/index.ts";

/** x values, then one y series per innings; null where an innings has no such over. */
export type ChartSeries = [x: number[], first: (number | null)[], second: (number | null)[]];

/** Overs 1..n (n the longer innings) with each innings' runs in that over. */
export function manhattanSeries(first: readonly OverSummary[], second: readonly OverSummary[]): ChartSeries {
  const n = Math.max(first.length, second.length, 1);
  const x = Array.from({ length: n }, (_, i) => i + 1);
  return [x, x.map((_, i) => first[i]?.runs ?? null), x.map((_, i) => second[i]?.runs ?? null)];
}

/** Overs 0..n with each innings' total at the end of that over (0 at the start). */
export function wormSeries(first: readonly OverSummary[], second: readonly OverSummary[]): ChartSeries {
  const n = Math.max(first.length, second.length, 1);
  const x = Array.from({ length: n + 1 }, (_, i) => i);
  const total = (overs: readonly OverSummary[]) =>
    x.map((over) => (over === 0 ? 0 : (overs[over - 1]?.cumulative ?? null)));
  return [x, total(first), total(second)];
}

/** Wickets in each over of an innings, for the markers (index 0 is over 1). */
export function wicketsPerOver(overs: readonly OverSummary[]): number[] {
  return overs.map((o) => o.wickets);
}
