/**
 * The server compiled once for a test run. Every server a test starts (and the kill -9 files
 * start one 24 times over) would otherwise compile the whole server's TypeScript again under
 * `tsx` and resolve and read hundreds of package files before it listens (2.3 s a start on a
 * quiet machine of two cores, 0.7 s bundled). The runners' global set-ups call
 * {@link bundleServerForRun} once and hand the file to every process they start through the
 * environment; spawnServer runs it with plain `node`. The same sources and packages, bundled
 * by esbuild (the compiler `tsx` itself uses); `src/server/main.test.ts` still starts
 * `src/server/main.ts` under `tsx` as `npm start` does.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { SERVER_BUNDLE_ENV } from "./spawn-server.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** Packages with a compiled addon (and the optional PostgreSQL one), left as imports. */
const NATIVE_PACKAGES = ["better-sqlite3", "better-sqlite3-napi", "@node-rs/argon2", "pg-native"];

/** A bundled server: its entry, and a way to remove it when the run ends. */
export interface ServerBundle {
  readonly entry: string;
  remove(): void;
}

/**
 * Bundles `src/server/main.ts` and its workers (tables, competition fixtures) into a folder of their own under
 * `node_modules/.cache` (inside the checkout, so the bundle's imports of the native packages
 * and the SQLite driver's `require` find this checkout's `node_modules`). Each worker's file keeps the
 * name the server asks for beside itself (`tables-worker-entry.mjs`, `fixture-worker-entry.mjs`),
 * compiled from the TypeScript worker, so it needs no loader.
 */
export async function bundleServer(): Promise<ServerBundle> {
  const parent = path.join(ROOT, "node_modules", ".cache", "howzat-test-server");
  mkdirSync(parent, { recursive: true });
  const outdir = mkdtempSync(path.join(parent, "run-"));
  try {
    await build({
      entryPoints: {
        main: path.join(ROOT, "src/server/main.ts"),
        "tables-worker-entry": path.join(ROOT, "src/server/win-tables/tables-worker.ts"),
        "fixture-worker-entry": path.join(ROOT, "src/server/competitions/fixture-worker.ts"),
      },
      outdir,
      outExtension: { ".js": ".mjs" },
      bundle: true,
      platform: "node",
      format: "esm",
      target: `node${process.versions.node.split(".")[0]}`,
      // Packages bundled too (resolving and reading hundreds of their files was most of a
      // start), except those that load a compiled addon from beside themselves.
      external: NATIVE_PACKAGES,
      // Bundled CommonJS packages call require: the bundle's own, resolved from node_modules.
      banner: {
        js: 'import { createRequire as bundleRequireOf } from "node:module"; const require = bundleRequireOf(import.meta.url);',
      },
      sourcemap: "linked",
      logLevel: "error",
    });
  } catch (error) {
    rmSync(outdir, { recursive: true, force: true });
    throw error;
  }
  return {
    entry: path.join(outdir, "main.mjs"),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

/**
 * A runner's global set-up: bundles the server and names it in the environment the runner's
 * workers inherit; the returned teardown removes it.
 */
export async function bundleServerForRun(): Promise<() => void> {
  // Called once per project of a run with several: the first bundle serves them all.
  const made = process.env[SERVER_BUNDLE_ENV];
  if (made && existsSync(made)) return () => {};
  const bundle = await bundleServer();
  process.env[SERVER_BUNDLE_ENV] = bundle.entry;
  return () => {
    delete process.env[SERVER_BUNDLE_ENV];
    bundle.remove();
  };
}
