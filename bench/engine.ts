/**
 * Engine throughput: whole simulated matches (setup, toss, every ball and bowler choice, all
 * through `step`) per format, reported as matches per second and balls per second, each the
 * median of several timed runs after a warm-up, plus balls per second of CPU time (see Sample).
 * Runs on the shipped catalog (src/data), the one players play on.
 *
 * Run alone with `node --import tsx bench/engine.ts`.
 */
import { pathToFileURL } from "node:url";
import { catalog } from "../src/data/catalog.ts";
import { createEngine, simulateMatch, type Engine, type FormatKey } from "../src/engine/index.ts";
import { median } from "./stats.ts";

interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

const RUNS = 7;
const RUN_MILLISECONDS = 250;
/** Per format, before any timing, so every format runs optimised code when measured. */
const WARMUP_MILLISECONDS = 400;

interface Sample {
  matchesPerSecond: number;
  ballsPerSecond: number;
  /**
   * Balls per second of CPU time used by the whole process (main thread plus GC and compiler
   * threads). On a busy machine wall-clock figures fall with the load; this one counts only the
   * time the engine actually ran, so it stays a fair, if slightly pessimistic, one-core figure.
   */
  ballsPerCpuSecond: number;
}

/** Plays matches for about `milliseconds`, continuing the seed sequence from `seed`. */
function timedRun(engine: Engine, format: FormatKey, seed: { next: number }, milliseconds: number): Sample {
  let matches = 0;
  let balls = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let elapsed: number;
  do {
    // Batches of matches between clock reads keep the timer out of the measurement.
    for (let i = 0; i < 16; i++) {
      balls += simulateMatch(engine, seed.next++, format, "random", { recordActions: false }).balls;
      matches++;
    }
    elapsed = performance.now() - start;
  } while (elapsed < milliseconds);
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    matchesPerSecond: (matches * 1000) / elapsed,
    ballsPerSecond: (balls * 1000) / elapsed,
    ballsPerCpuSecond: balls / cpuSeconds,
  };
}

/** Median matches/s and balls/s for each format, random style mix. */
export async function benchEngine(): Promise<BenchResult[]> {
  const engine = createEngine(catalog);
  const formats = catalog.formats.map((f) => f.key);
  const results: BenchResult[] = [];
  const seed = { next: 1 };
  for (const format of formats) timedRun(engine, format, seed, WARMUP_MILLISECONDS);
  for (const format of formats) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run++) {
      samples.push(timedRun(engine, format, seed, RUN_MILLISECONDS));
      // Let other work (and the runner) breathe between runs without holding the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    }
    results.push(
      {
        name: `engine ${format} matches/s`,
        value: Math.round(median(samples.map((s) => s.matchesPerSecond))),
        unit: "matches/s",
      },
      {
        name: `engine ${format} balls/s`,
        value: Math.round(median(samples.map((s) => s.ballsPerSecond))),
        unit: "balls/s",
      },
      {
        name: `engine ${format} balls/CPU-s`,
        value: Math.round(median(samples.map((s) => s.ballsPerCpuSecond))),
        unit: "balls/CPU-s",
      },
    );
  }
  return results;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await benchEngine();
  console.table(results.map((r) => ({ name: r.name, value: r.value.toLocaleString("en-US"), unit: r.unit })));
}
