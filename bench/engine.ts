/**
 * Engine throughput: whole simulated matches (setup, toss, every ball and bowler choice, all
 * through `step`) per format and opponent level, reported as matches per second and balls per second, each the
 * median of several timed runs after a warm-up, plus balls per second of CPU time (see Sample).
 * Runs on the shipped catalog (src/data), the one players play on.
 *
 * Measured as the engine ships: bundled into one module by esbuild (as the page's bundle holds
 * it) and run by plain Node in a child process. Run through tsx's loader, every call across a
 * module boundary goes through an export getter, which halves Classic's throughput and says
 * nothing about the engine a player runs.
 *
 * Run alone with `node --import tsx bench/engine.ts`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import type { BenchResult } from "./engine-measure.ts";

/**
 * Median matches/s and balls/s for each format at each level, random style mix, measured in a
 * child process on the bundled engine (see the top of this file). Rows are named
 * `engine <format> <level> …`.
 */
export async function benchEngine(): Promise<BenchResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "howzat-engine-bench-"));
  try {
    const bundle = path.join(dir, "engine-bench.mjs");
    await build({
      entryPoints: [fileURLToPath(new URL("./engine-measure.ts", import.meta.url))],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile: bundle,
      logLevel: "warning",
    });
    const out = execFileSync(process.execPath, [bundle, "--json"], { encoding: "utf8", maxBuffer: 1 << 24 });
    return JSON.parse(out) as BenchResult[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await benchEngine();
  console.table(results.map((r) => ({ name: r.name, value: r.value.toLocaleString("en-US"), unit: r.unit })));
}
