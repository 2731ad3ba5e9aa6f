/**
 * The engine's throughput measured in this process (see bench/engine.ts, which runs this file
 * bundled, as the engine ships, in a child process): `node engine-measure.mjs --json` prints the
 * rows as JSON.
 */
import { catalog } from "../src/data/catalog.ts";
import {
  createEngine,
  OPPONENT_LEVELS,
  simulateMatch,
  type Engine,
  type FormatKey,
  type OpponentLevel,
} from "../src/engine/index.ts";
import { type Sample, timedMatches } from "./engine-sample.ts";
import { median } from "./stats.ts";

export interface BenchResult {
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

/** Plays matches for about `milliseconds`, continuing the seed sequence from `seed`. */
function timedRun(
  engine: Engine,
  format: FormatKey,
  level: OpponentLevel,
  seed: { next: number },
  milliseconds: number,
): Sample {
  const play = (next: number) =>
    simulateMatch(engine, next, format, "random", {
      level,
      rulesVersion: ENGINE_RULES_VERSION,
      recordActions: false,
    }).balls;
  return timedMatches(play, seed, milliseconds);
}

/**
 * The rules the engine rows play: version 1, whose tables are a length's, built once before the
 * clock, so the rows time the engine's per-ball work. From version 2 every Club and International
 * match builds tables of its own (the toss's two orders, International's match), which would
 * make these rows time table builds (see the `tables … match v2 build` rows) rather than balls.
 */
const ENGINE_RULES_VERSION = 1;

/** Every opponent level players can choose, in the order the setup offers them. */
const LEVELS: readonly OpponentLevel[] = OPPONENT_LEVELS.map((option) => option.level);

/** The measurement itself, in the process that runs it. */
export function measureEngine(): BenchResult[] {
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

if (process.argv.includes("--json")) process.stdout.write(JSON.stringify(measureEngine()));
