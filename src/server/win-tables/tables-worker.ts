/**
 * Builds win tables on a worker thread and hands the arrays back (moved, not copied), so the
 * server's event loop never spends a second on them: a length's shared tables (rules version
 * 1), or one match's own (version 2 on), read from its record with the catalog's players and
 * grounds, with the first-ball values of the two orders its toss weighed (replaying the coin's
 * call reads them).
 */
import { parentPort, workerData } from "node:worker_threads";
import { catalog } from "../../data/catalog.ts";
import {
  buildEquilibriumTables,
  createEngine,
  replayTablesState,
  replayTossState,
} from "../../engine/index.ts";
import type { TablesAnswer, TablesJob } from "./off-thread-tables.ts";

function build(job: TablesJob): TablesAnswer {
  if (job.kind === "shared")
    return { tables: buildEquilibriumTables(job.totalBalls, undefined, job.rulesVersion).data(), toss: [] };
  const engine = createEngine(catalog);
  // The toss first: its values are remembered, so the replay to the first ball reads them.
  const atToss = replayTossState(engine, job.record);
  const toss = (atToss === null ? null : engine.tossValues(atToss)) ?? [];
  const needs = replayTablesState(engine, job.record);
  return { tables: needs === null ? null : engine.tables.forMatch(needs).data(), toss };
}

const answer = build(workerData as TablesJob);
const moved = answer.tables === null ? [] : [answer.tables.values.buffer, answer.tables.wins.buffer];
parentPort?.postMessage(answer, moved as ArrayBuffer[]);
