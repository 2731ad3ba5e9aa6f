/**
 * The competition row: a whole T20 World Cup at Club (bench/competition-measure.ts), bundled by
 * esbuild as the page's bundle holds the engine and run by plain Node in a child process, as the
 * engine rows are (bench/engine.ts says why). Rows are the medians of three World Cups after one
 * played to warm up.
 *
 * Run alone with `node --import tsx bench/competition.ts`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { CompetitionRun } from "./competition-measure.ts";
import type { BenchResult } from "./engine-measure.ts";
import { median } from "./stats.ts";

export async function benchCompetition(): Promise<BenchResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "howzat-competition-bench-"));
  try {
    const bundle = path.join(dir, "competition-bench.mjs");
    await build({
      entryPoints: [fileURLToPath(new URL("./competition-measure.ts", import.meta.url))],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile: bundle,
      logLevel: "warning",
    });
    const out = execFileSync(process.execPath, [bundle, "--json"], { encoding: "utf8", maxBuffer: 1 << 24 });
    const runs = JSON.parse(out) as CompetitionRun[];
    const fixtures = runs[0]?.fixtures ?? 0;
    return [
      { name: "competition t20 worldCup club cpu", value: median(runs.map((r) => r.cpuMs)), unit: "ms" },
      { name: "competition t20 worldCup club fixtures", value: fixtures, unit: "matches" },
      {
        name: "competition t20 worldCup club longest fixture",
        value: median(runs.map((r) => r.longestFixtureMs)),
        unit: "ms",
      },
      {
        name: "competition t20 worldCup club longest fixture cpu",
        value: median(runs.map((r) => r.longestFixtureCpuMs)),
        unit: "ms",
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const row of await benchCompetition()) console.log(`${row.name}: ${row.value} ${row.unit}`);
}
