/**
 * The engine against another checkout of itself, for "did this change slow the engine": both
 * engines are bundled (as bench/engine.ts bundles one, as the page ships it) and loaded into one
 * child process, which plays the bench's matches with each in turn, a short timed run of one,
 * then of the other, many times over. Whatever else the machine is doing falls on both alike,
 * so the ratio of each pair of runs holds where two separate bench runs minutes apart do not
 * (on a busy two-core machine those were seen 25% apart for the same code).
 *
 *   node --import tsx bench/engine-ab.ts <other checkout root> [pairs, default 15] [formats, e.g. micro,t20]
 *
 * Prints, per format and level, the median balls a second of CPU time of each (rules version 1,
 * as the bench's engine rows) and the median of the paired ratios this checkout ÷ the other.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/**
 * One engine's entry: plays matches for about `ms` of CPU time and answers balls a CPU second,
 * timed by this checkout's bench/engine-sample.ts, the same for both engines.
 */
function entrySource(root: string): string {
  const at = (file: string) => JSON.stringify(path.join(root, file));
  const sample = JSON.stringify(path.join(ROOT, "bench/engine-sample.ts"));
  return `
import { catalog } from ${at("src/data/catalog.ts")};
import { createEngine, simulateMatch } from ${at("src/engine/index.ts")};
import { timedMatches } from ${sample};
const engine = createEngine(catalog);
export const formats = catalog.formats.map((f) => f.key);
export function run(format, level, seed, ms) {
  const play = (next) => simulateMatch(engine, next, format, "random", { level, rulesVersion: 1, recordActions: false }).balls;
  return timedMatches(play, seed, ms, "cpu").ballsPerCpuSecond;
}
`;
}

/** The child: loads both bundles, warms each up, then alternates timed runs row by row. */
const CHILD = `
const [a, b] = await Promise.all([import(process.argv[2]), import(process.argv[3])]);
const pairs = Number(process.argv[4]);
const only = process.argv[5] ? process.argv[5].split(",") : a.formats;
const levels = ["classic", "club", "international"];
const median = (xs) => { const s = [...xs].sort((x, y) => x - y); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const rows = [];
for (const format of a.formats.filter((f) => only.includes(f))) for (const level of levels) {
  const seedA = { next: 1 }, seedB = { next: 1 };
  a.run(format, level, seedA, 300); b.run(format, level, seedB, 300);
  const ra = [], rb = [], ratio = [];
  for (let i = 0; i < pairs; i++) {
    // Which goes first alternates too, so neither always follows the other's garbage.
    const x = i % 2 === 0 ? a.run(format, level, seedA, 120) : undefined;
    const y = b.run(format, level, seedB, 120);
    const z = x === undefined ? a.run(format, level, seedA, 120) : x;
    ra.push(z); rb.push(y); ratio.push(z / y);
  }
  rows.push({ format, level, a: median(ra), b: median(rb), ratio: median(ratio) });
}
process.stdout.write(JSON.stringify(rows));
`;

async function main(): Promise<void> {
  const other = process.argv[2];
  if (other === undefined) throw new Error("Usage: engine-ab.ts <other checkout root> [pairs]");
  const pairs = Number(process.argv[3] ?? 15);
  const formats = process.argv[4] ?? "";
  const dir = mkdtempSync(path.join(tmpdir(), "howzat-engine-ab-"));
  try {
    const bundles: string[] = [];
    for (const [name, root] of [
      ["this", ROOT],
      ["other", path.resolve(other)],
    ] as const) {
      const entry = path.join(dir, `${name}-entry.ts`);
      writeFileSync(entry, entrySource(root));
      const outfile = path.join(dir, `${name}.mjs`);
      await build({
        entryPoints: [entry],
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20",
        outfile,
        logLevel: "warning",
      });
      bundles.push(outfile);
    }
    const child = path.join(dir, "child.mjs");
    writeFileSync(child, CHILD);
    const out = execFileSync(process.execPath, [child, ...bundles, String(pairs), formats], {
      encoding: "utf8",
    });
    const rows = JSON.parse(out) as { format: string; level: string; a: number; b: number; ratio: number }[];
    console.log(`balls a CPU second, this checkout (${ROOT}) and ${other}; median of ${pairs} paired runs`);
    for (const r of rows) {
      const name = `${r.format} ${r.level}`.padEnd(24);
      console.log(
        `${name} this ${Math.round(r.a).toLocaleString("en").padStart(10)}  other ${Math.round(r.b).toLocaleString("en").padStart(10)}  ratio ${r.ratio.toFixed(3)}`,
      );
    }
    const ratios = rows.map((r) => r.ratio).sort((x, y) => x - y);
    console.log(
      `median row ratio ${ratios[ratios.length >> 1]?.toFixed(3)}, lowest ${ratios[0]?.toFixed(3)}, highest ${ratios[ratios.length - 1]?.toFixed(3)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
