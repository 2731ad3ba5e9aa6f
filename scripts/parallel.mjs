// Runs npm scripts at the same time (one a core: lint and typecheck each keep one busy) and
// fails if any fails. Each script's output is held and printed whole when it ends, so two
// scripts' lines never interleave.
//
//   node scripts/parallel.mjs lint typecheck
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/parallel.mjs <npm script> [<npm script> …]");
  process.exit(2);
}

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (c) => chunks.push(c));
    child.stderr.on("data", (c) => chunks.push(c));
    child.on("error", (error) => resolve({ script, code: 1, output: `${error.message}\n`, ms: 0 }));
    child.on("close", (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString("utf8"),
        ms: Date.now() - started,
      }),
    );
  });
}

const results = await Promise.all(scripts.map(run));
for (const { script, code, output, ms } of results) {
  const seconds = (ms / 1000).toFixed(1);
  console.log(`> npm run ${script}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds} s`);
  if (output.trim() !== "") console.log(output.trimEnd());
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
