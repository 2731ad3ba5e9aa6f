import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";
import { webAlias } from "./scripts/web-alias.ts";

/**
 * Files that assert on latency under load (a p95 or a longest wait in milliseconds): they run
 * after the rest, one at a time, so another file's work on the other core does not decide them.
 */
const ALONE = ["src/server/hardening/follow-flood.test.ts", "src/server/hardening/slow-client.test.ts"];

/**
 * The files that take minutes (servers killed and started again dozens of times, thousands of
 * fuzzed requests), started first so that neither worker is left with one of them at the end.
 * Without timings of an earlier run (a fresh clone) Vitest would start the largest files first,
 * and these are small.
 */
const LONG = [
  "src/server/hardening/ranked-crash.test.ts",
  "src/server/hardening/live-crash.test.ts",
  "src/server/hardening/fuzz.test.ts",
  "src/server/hardening/crash.test.ts",
  "src/server/hardening/live-restart.test.ts",
];

/** Files of the pure engine, its data and the shared validation: see the "pure" project. */
const PURE = ["src/engine/**/*.test.ts", "src/data/**/*.test.ts", "src/shared/**/*.test.ts"];

/**
 * Files that share their worker's process with the files before them (`isolate: false`: the
 * server, React and jsdom are imported once a worker, not once a file): the server's routes and
 * stores, each file with its own databases and servers, and the web's pages and features.
 */
const SHARED_SERVER = [
  "src/server/{routes,db,auth,live,ranked,referee,archive,win-tables}/**/*.test.ts",
];
const SHARED_WEB = ["src/web/**/*.test.ts", "src/web/**/*.test.tsx"];
/** Files that stub a module, a global or the clock: each keeps a process of its own. */
const STUBBING = [
  "src/web/features/game/game-screen.test.tsx",
  "src/web/features/game/state/game-store-owner.test.tsx",
  "src/web/features/live/live-lobby.test.tsx",
  "src/web/features/live/live-match-screen.test.tsx",
  "src/web/pages/home-page.test.tsx",
];

class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONG.findIndex((long) => file.moduleId.endsWith(long));
      return at === -1 ? LONG.length : at;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: { alias: webAlias },
  test: {
    environment: "node",
    pool: "forks",
    // Every other file two at a time (Vitest's own default is one fewer than the cores: one, here).
    // Each file has a process of its own, and makes its own databases, servers and ports.
    maxWorkers: 2,
    sequence: { sequencer: LongFirst },
    // The server bundled once for every server process the files start (server-bundle.ts).
    globalSetup: ["src/server/test-support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // Pure files (no server, no DOM, no mocks, no globals changed): one process imports the
        // engine once for many files instead of once a file.
        extends: true,
        // Whole-match property tests and Monte Carlo runs take 10-20 s each alone; on a busy
        // two-core machine they can pass Vitest's default of 30 s.
        test: { name: "pure", include: PURE, isolate: false, testTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: "server", include: SHARED_SERVER, isolate: false },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: SHARED_WEB,
          exclude: STUBBING,
          isolate: false,
          setupFiles: ["src/web/test-support/dom-timeouts.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "suite",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          exclude: [...ALONE, ...PURE, ...SHARED_SERVER, ...SHARED_WEB],
          setupFiles: ["src/web/test-support/dom-timeouts.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "stubbing",
          include: STUBBING,
          setupFiles: ["src/web/test-support/dom-timeouts.ts"],
        },
      },
      {
        extends: true,
        test: { name: "alone", include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
