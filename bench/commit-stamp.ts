/**
 * Which code a set of results measured: the commit checked out and whether the working tree
 * held uncommitted changes, read from git when the benchmarks run and again when they are
 * checked, so that budgets are never judged on figures from other code.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The commit and tree state the benchmarks ran on. */
export interface CommitStamp {
  /** `git rev-parse HEAD`, or null outside a git checkout. */
  readonly sha: string | null;
  /** Whether `git status --porcelain` listed any change (tracked or untracked). */
  readonly dirty: boolean;
}

function git(args: readonly string[]): string {
  return execFileSync("git", args, {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
}

/** The checkout as it is now (a null `sha` when git or the repository is not there). */
export function currentCommit(): CommitStamp {
  try {
    return { sha: git(["rev-parse", "HEAD"]), dirty: git(["status", "--porcelain"]) !== "" };
  } catch {
    return { sha: null, dirty: false };
  }
}
