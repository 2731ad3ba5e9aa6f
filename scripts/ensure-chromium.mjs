// Makes sure Debian's Chromium is there for the end-to-end tests; test tools never download
// a browser of their own. As root it installs the package; otherwise it says what to install.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install Debian's package as root:\n  apt-get update && apt-get install -y chromium\n(or set CHROMIUM_PATH to an installed Chromium).`,
  );
  process.exit(1);
}

console.log("Installing Debian's chromium for the end-to-end tests…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
try {
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync(
    "apt-get",
    ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-liberation"],
    {
      stdio: "inherit",
      env,
    },
  );
} catch {
  console.error("Could not install chromium with apt-get; install it by hand: apt-get install -y chromium");
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
