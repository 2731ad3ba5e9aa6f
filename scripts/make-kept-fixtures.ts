/**
 * Writes the committed kept matches of the engine's current rules version: one match of every
 * opponent level in every format, played by the engine's own simulation from fixed seeds, with
 * the scorecard its replay must give, to `src/data/kept-matches/v<version>.json`.
 *
 *   node --import tsx scripts/make-kept-fixtures.ts
 *
 * Run it once, when a new rules version is made. A version's file is its lock (the test replays
 * it and compares the scorecards), so an existing file is never replaced unless `--overwrite`
 * is given, which is only right if that version has never been released to players: see
 * docs/decisions/0011-rules-versions.md.
 */
import { existsSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { keptMatchesJson, playKeptMatches } from "../src/data/kept-matches/kept-matches.ts";
import { CURRENT_RULES_VERSION } from "../src/engine/index.ts";

const path = fileURLToPath(
  new URL(`../src/data/kept-matches/v${CURRENT_RULES_VERSION}.json`, import.meta.url),
);
if (existsSync(path) && !process.argv.includes("--overwrite")) {
  console.error(
    `${path} exists: rules version ${CURRENT_RULES_VERSION}'s kept matches are its lock and are not replaced.\n` +
      "If the rules changed, make a new version (docs/decisions/0011-rules-versions.md); " +
      "pass --overwrite only for a version players have never had.",
  );
  process.exit(1);
}
const file = playKeptMatches(CURRENT_RULES_VERSION);
const text = keptMatchesJson(file);
writeFileSync(path, text);
console.log(`${path}: ${file.matches.length} matches, ${(text.length / 1024).toFixed(0)} KB`);
