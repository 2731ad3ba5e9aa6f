/**
 * Engine throughput: whole simulated matches (setup, toss, every ball and bowler choice, all
 * through `step`) per format and opponent level, reported as matches per second and balls per second, each the
 * median of several timed runs after a warm-up, plus balls per second of CPU time (see Sample).
 * Runs on the shipped catalog (src/data), the one players play on.
 *
 * Run alone with `node --import tsx bench/engine.ts`.
 */
import { pathToFileURL } from "node:url";
import { catalog } from "../src/data/catalog.ts";
import {
  createEngine,
  OPPONENT_LEVELS,
  simulateMatch,
  type Engine,
  type FormatKey,
  type OpponentLevel,
} from "../src/engine/index.ts";
import { median } from "./stats.ts";

interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

const RUNS = 7;
const RUN_MILLISECONDS = 250;
/**
 * Per format and level, before any timing, so every row runs optimised code when measured (and
 * International's tables are built before its clock starts: they are timed on their own).
 */
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
function timedRun(
  engine: Engine,
  format: FormatKey,
  level: OpponentLevel,
  seed: { next: number },
  milliseconds: number,
): Sample {
  let matches = 0;
  let balls = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let elapsed: number;
  do {
    // Batches of matches between clock reads keep the timer out of the measurement.
    for (let i = 0; i < 16; i++) {
      balls += simulateMatch(engine, seed.next++, format, "random", { level, recordActions: false }).balls;
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

/** Every opponent level players can choose, in the order the setup offers them. */
const LEVELS: readonly OpponentLevel[] = OPPONENT_LEVELS.map((option) => option.level);

/**
 * Median matches/s and balls/s for each format at each level, random style mix. Rows are named
 * `engine <format> <level> …`.
 */
export async function benchEngine(): Promise<BenchResult[]> {
  const engine = createEngine(catalog);
  const formats = catalog.formats.map((f) => f.key);
  const results: BenchResult[] = [];
  const seed = { next: 1 };
  for (const format of formats) {
    for (const level of LEVELS) timedRun(engine, format, level, seed, WARMUP_MILLISECONDS);
  }
  for (const format of formats) {
    for (const level of LEVELS) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++) {
        samples.push(timedRun(engine, format, level, seed, RUN_MILLISECONDS));
        // Let other work (and the runner) breathe between runs without holding the event loop.
        await new Promise((resolve) => setImmediate(resolve));
      }
      const row = `engine ${format} ${level}`;
      results.push(
        {
          name: `${row} matches/s`,
          value: Math.round(median(samples.map((s) => s.matchesPerSecond))),
          unit: "matches/s",
        },
        {
          name: `${row} balls/s`,
          value: Math.round(median(samples.map((s) => s.ballsPerSecond))),
          unit: "balls/s",
        },
        {
          name: `${row} balls/CPU-s`,
          value: Math.round(median(samples.map((s) => s.ballsPerCpuSecond))),
          unit: "balls/CPU-s",
        },
      );
    }
  }
  return results;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await benchEngine();
  console.table(results.map((r) => ({ name: r.name, value: r.value.toLocaleString("en-US"), unit: r.unit })));
}
