/**
 * Replaying an International match needs its format's equilibrium tables (the computer's
 * choice on every ball comes from them), and building a one-day match's takes over a second
 * of CPU. The server builds them on a worker thread, once per format and process, and the
 * engine adopts them; the tables are the same numbers the engine would build itself, so only
 * where the work happens changes, never a replay's outcome.
 */
import { Worker } from "node:worker_threads";
import {
  replayTablesState,
  tablesKey,
  type Action,
  type Engine,
  type OpponentLevel,
  type WinTablesData,
} from "../../engine/index.ts";

/** Makes sure a match's tables are in the engine before it is replayed. */
export interface TablesPreparer {
  prepare(level: OpponentLevel, actions: readonly Action[]): Promise<void>;
  /** How many tables were built on a worker thread (for tests and logs). */
  readonly builtOffThread: () => number;
}

function buildOnWorker(totalBalls: number): Promise<WinTablesData> {
  return new Promise((resolve, reject) => {
    // The worker is TypeScript like the rest of the server; its plain entry loads tsx first.
    const worker = new Worker(new URL("./tables-worker-entry.mjs", import.meta.url), {
      workerData: { totalBalls },
    });
    worker.once("message", (data: WinTablesData) => {
      resolve(data);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the tables worker stopped with code ${code}`));
    });
  });
}

/** A preparer for `engine`; concurrent saves of one format wait for the same build. */
export function createTablesPreparer(engine: Engine): TablesPreparer {
  const building = new Map<number, Promise<void>>();
  let offThread = 0;
  return {
    builtOffThread: () => offThread,
    async prepare(level, actions) {
      const needs = replayTablesState(engine, { level, actions });
      if (needs === null || engine.tables.has(tablesKey(needs))) return;
      const totalBalls = needs.totalBall;
      let pending = building.get(totalBalls);
      if (!pending) {
        pending = buildOnWorker(totalBalls).then(
          (data) => {
            engine.tables.adopt(data);
            offThread++;
          },
          // Without a worker the replay builds the tables itself: slower, never wrong.
          () => undefined,
        );
        building.set(totalBalls, pending);
      }
      await pending;
    },
  };
}
