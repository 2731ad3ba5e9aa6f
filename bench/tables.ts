/**
 * The win tables behind International's computer and the live win chance: how long one
 * format's equilibrium tables take to build (the worker's cost before the figure can show) and
 * how long one situation's lookup takes once they exist. Built in this process on one thread,
 * so the figure is one core's work, as in the browser's worker.
 *
 * Run alone with `node --import tsx bench/tables.ts`.
 */
import { pathToFileURL } from "node:url";
import { buildEquilibriumTables } from "../src/engine/index.ts";
import { median } from "./stats.ts";

const BUILDS = 5;
const LOOKUPS = 20_000;

/** Median build time of a format's tables, in milliseconds. */
function buildMs(totalBalls: number): number {
  const times: number[] = [];
  for (let i = 0; i < BUILDS; i++) {
    const start = performance.now();
    buildEquilibriumTables(totalBalls);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Median time of one situation's value, mix and win chance, in microseconds, over many situations. */
function lookupUs(totalBalls: number): number {
  const tables = buildEquilibriumTables(totalBalls);
  const times: number[] = [];
  let sink = 0;
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    for (let i = 0; i < LOOKUPS; i++) {
      const s = {
        innings: 2 as const,
        ballsLeft: 1 + (i % totalBalls),
        wicketsLeft: 1 + (i % 10),
        runs: 1 + (i % 150),
      };
      sink += tables.value(s) + tables.winProbability(s) + (tables.mix(s).bat[0] as number);
    }
    times.push(((performance.now() - start) * 1000) / LOOKUPS);
  }
  if (Number.isNaN(sink)) throw new Error("a lookup gave NaN");
  return median(times);
}

/** The tables' figures for the T20 and one-day formats. */
export function benchTables(): Array<{ name: string; value: number; unit: string }> {
  return [
    { name: "tables t20 build", value: buildMs(120), unit: "ms" },
    { name: "tables oneDay build", value: buildMs(300), unit: "ms" },
    { name: "tables oneDay lookup", value: lookupUs(300), unit: "µs" },
  ];
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of benchTables()) console.log(`${row.name}: ${row.value.toFixed(1)} ${row.unit}`);
}
