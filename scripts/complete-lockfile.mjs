// `npm ci` insists that every optional dependency in the tree has an entry in the lock file,
// but npm leaves out the platform packages its registry does not carry (the registry these
// machines reach has no Android or BSD builds of rollup, for one). This adds an entry for each
// such package, marked with its platform, so `npm ci` accepts the lock; npm never fetches a
// package whose os/cpu/libc do not match the machine. Run it after changing dependencies:
//   node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
const PLATFORM =
  /-(android|darwin|freebsd|linux|openbsd|openharmony|win32)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x)(?:-([a-z0-9]+))?$/;
let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = `node_modules/${name}`;
    if (packages[at] || packages[`${key}/node_modules/${name}`]) continue;
    const match = PLATFORM.exec(name);
    if (!match) {
      console.log(`left alone (not a platform package): ${name}`);
      continue;
    }
    const [, os, cpu, abi] = match;
    const added_entry = { version, optional: true, os: [os], cpu: [cpu] };
    if (entry.dev) added_entry.dev = true;
    if (abi === "gnu" || abi === "gnueabihf") added_entry.libc = ["glibc"];
    if (abi === "musl" || abi === "musleabihf") added_entry.libc = ["musl"];
    packages[at] = added_entry;
    added++;
  }
}
const root = packages[""];
const rest = Object.keys(packages)
  .filter((k) => k !== "")
  .sort((a, b) => a.localeCompare(b, "en"));
lock.packages = { "": root, ...Object.fromEntries(rest.map((k) => [k, packages[k]])) };
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform entr${added === 1 ? "y" : "ies"} added`);
