/**
 * What recovering a refereed match's seed by brute force costs (ADR 0017): the time to seed the
 * generator and draw what one match's first balls show (the coin, then a style, an extra and
 * the runs for each of six balls: about 20 outputs), per candidate seed, on one core. From it,
 * the time to scan every narrow seed (2^32, what refereed matches drew before) and every wide
 * seed (2^128, what they draw now). A scan needs nothing else: the engine check of the few
 * candidates left is instant.
 *
 * Run alone with `node --import tsx bench/seed-scan.ts`.
 */
import { nextUint32, seedRng } from "../src/engine/index.ts";
import { median } from "./stats.ts";

const CANDIDATES = 2_000_000;
const RUNS = 5;
const DRAWS = 20;

/** Nanoseconds per candidate: seed the generator and draw what the first balls show. */
function scan(draw: (i: number) => ReturnType<typeof seedRng>): number {
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < CANDIDATES; i++) {
    const rng = draw(i);
    for (let d = 0; d < DRAWS; d++) sink ^= nextUint32(rng);
  }
  const ns = Number(process.hrtime.bigint() - start) / CANDIDATES;
  if (sink === 0.5) console.log(sink); // keeps the loop's work observable
  return ns;
}

const hex = (i: number) => `${"0".repeat(24)}${(i >>> 0).toString(16).padStart(8, "0")}`;

/**
 * Nanoseconds per narrow candidate, and per wide candidate as the engine seeds one (from its
 * text; a scan would set the four words directly, so the narrow figure is the fairer cost).
 */
export function measureSeedScan(): { narrowNs: number; wideNs: number } {
  scan((i) => seedRng(i)); // warm-up
  const narrowNs = median(Array.from({ length: RUNS }, () => scan((i) => seedRng(i))));
  const wideNs = median(Array.from({ length: RUNS }, () => scan((i) => seedRng(hex(i)))));
  return { narrowNs, wideNs };
}

const YEAR_S = 365.25 * 24 * 3600;
const { narrowNs, wideNs } = measureSeedScan();
const narrowScanMinutes = (narrowNs * 2 ** 32) / 1e9 / 60;
const wideScanYears = (narrowNs * 2 ** 128) / 1e9 / YEAR_S;
console.log(
  `narrow seed (2^32): ${narrowNs.toFixed(0)} ns a candidate; every seed in ${narrowScanMinutes.toFixed(1)} core-minutes`,
);
console.log(
  `wide seed (2^128): ${wideNs.toFixed(0)} ns a candidate from its text; every seed, at the narrow cost a candidate, in ${wideScanYears.toExponential(2)} core-years`,
);
