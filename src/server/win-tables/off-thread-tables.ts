/**
 * Replaying an International match needs its win tables (the computer's choice on every ball
 * comes from them), and building a one-day match's takes over a second of CPU. The server
 * builds them on a worker thread and the engine adopts them: rules version 1's once per format
 * and process (every match of a length shares them); from version 2 a match's own (its sides,
 * batting orders and ground), one match's held at a time. From version 2 a toss the computer won
 * in Club or International read two orders' first-ball values, which replaying the call would
 * build here: the worker computes those too, and the engine takes them before it replays. The
 * numbers are the same the engine would build itself, so only where the work happens changes,
 * never a replay's outcome.
 */
import { Worker } from "node:worker_threads";
import {
  matchKeyOf,
  replayTablesState,
  replayTossState,
  tablesKey,
  type Engine,
  type MatchRecord,
  type RulesVersion,
  type TossValue,
  type WinTablesData,
} from "../../engine/index.ts";

/** What a kept match's replay reads of it to know its tables. */
export type TablesRecord = Pick<MatchRecord, "seed" | "level" | "rulesVersion" | "actions">;

/** Makes sure a match's tables are in the engine before it is replayed. */
export interface TablesPreparer {
  prepare(record: TablesRecord): Promise<void>;
  /** How many tables were built on a worker thread (for tests and logs). */
  readonly builtOffThread: () => number;
}

/**
 * What the worker thread builds: a length's shared tables, or what one match's replay reads
 * (from its record): its own tables and its toss's values.
 */
export type TablesJob =
  | { readonly kind: "shared"; readonly totalBalls: number; readonly rulesVersion: RulesVersion }
  | { readonly kind: "match"; readonly record: TablesRecord };

/** The worker's answer: the tables (none for a match that never reached its first ball) and the toss's values. */
export interface TablesAnswer {
  readonly tables: WinTablesData | null;
  readonly toss: readonly TossValue[];
}

function buildOnWorker(job: TablesJob): Promise<TablesAnswer> {
  return new Promise((resolve, reject) => {
    // The worker is TypeScript like the rest of the server; its plain entry loads tsx first.
    const worker = new Worker(new URL("./tables-worker-entry.mjs", import.meta.url), {
      workerData: job,
    });
    worker.once("message", (answer: TablesAnswer) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the tables worker stopped with code ${code}`));
    });
  });
}

/** How a preparer keeps matches' own tables (rules version 2 on). */
export interface PreparerOptions {
  /**
   * Bytes of matches' own tables kept at once, the most recently used kept (the newest always,
   * whatever its size). 0, the default, keeps one match's: right for saves, each a different
   * match once. A server that plays several matches a ball at a time (ranked matches) keeps
   * more, or each ball of one would rebuild what the ball of another let go.
   */
  readonly keepBytes?: number;
}

/** A preparer for `engine`; concurrent saves needing the same tables wait for the same build. */
export function createTablesPreparer(engine: Engine, options: PreparerOptions = {}): TablesPreparer {
  const building = new Map<string, Promise<void>>();
  let offThread = 0;
  const keepBytes = options.keepBytes ?? 0;
  /** The matches' own tables kept, least recently used first, with their sizes. */
  const kept = new Map<string, number>();
  /** Adopts a match's own tables, letting go of the least recently used beyond the budget. */
  const adoptOwn = (tables: WinTablesData & { readonly key: string }) => {
    if (keepBytes <= 0) {
      engine.tables.releaseOtherMatches(tables.key);
    } else {
      kept.delete(tables.key);
      kept.set(tables.key, tables.values.byteLength + tables.wins.byteLength);
      let total = [...kept.values()].reduce((sum, bytes) => sum + bytes, 0);
      for (const [key, bytes] of kept) {
        if (total <= keepBytes || key === tables.key) break;
        engine.tables.release(key);
        kept.delete(key);
        total -= bytes;
      }
    }
    engine.tables.adopt(tables);
  };
  /** A match's own tables read again: the most recently used now. */
  const touch = (key: string) => {
    const bytes = kept.get(key);
    if (bytes === undefined) return;
    kept.delete(key);
    kept.set(key, bytes);
  };
  /**
   * The toss's values for a record whose coin was called (rules version 2 on, Club and
   * International), from the worker, when the engine lacks them; a match that reached its first
   * ball brings its tables along (International's replay reads them; Club's are let go).
   */
  const tossValues = async (record: TablesRecord): Promise<void> => {
    const atToss = replayTossState(engine, record);
    if (atToss === null || !engine.tossValuesMissing(atToss)) return;
    // A toss the user won reads no values: the coin's call alone says who won it.
    const call = record.actions.find((a) => a.type === "callToss");
    if (call?.type === "callToss" && engine.tossWinner(atToss, call.call) === "user") return;
    const key = `toss:${record.seed}:${record.level ?? "classic"}:${record.rulesVersion ?? 1}:${JSON.stringify(
      record.actions.slice(
        0,
        record.actions.findIndex((a) => a.type === "callToss"),
      ),
    )}`;
    let pending = building.get(key);
    if (!pending) {
      pending = buildOnWorker({ kind: "match", record }).then(
        ({ tables, toss }) => {
          engine.adoptTossValues(toss);
          if (tables === null || tables.key === undefined) return;
          const needs = replayTablesState(engine, record);
          if (needs === null || tablesKey(needs) !== tables.key) return;
          adoptOwn({ ...tables, key: tables.key });
          offThread++;
        },
        // Without a worker the replay computes them itself: slower, never wrong.
        () => undefined,
      );
      building.set(key, pending);
      void pending.then(() => building.delete(key));
    }
    await pending;
  };
  return {
    builtOffThread: () => offThread,
    async prepare(record) {
      await tossValues(record);
      const needs = replayTablesState(engine, record);
      if (needs === null) return;
      const key = tablesKey(needs);
      if (engine.tables.has(key)) {
        touch(key);
        return;
      }
      const own = matchKeyOf(needs) !== null;
      let pending = building.get(key);
      if (!pending) {
        const job: TablesJob = own
          ? { kind: "match", record }
          : { kind: "shared", totalBalls: needs.totalBall, rulesVersion: needs.rulesVersion };
        pending = buildOnWorker(job).then(
          ({ tables }) => {
            if (tables === null) return;
            // No other match reads a match's own tables: the last match's (or, with a budget,
            // the least recently used) go when the next come.
            if (own && tables.key !== undefined) adoptOwn({ ...tables, key: tables.key });
            else engine.tables.adopt(tables);
            offThread++;
          },
          // Without a worker the replay builds the tables itself: slower, never wrong.
          () => undefined,
        );
        building.set(key, pending);
        // A match's own tables are asked for once: the entry goes when they are in (or not).
        if (own) void pending.then(() => building.delete(key));
      }
      await pending;
    },
  };
}
