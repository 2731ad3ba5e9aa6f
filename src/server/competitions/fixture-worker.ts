/**
 * Checks competitions' played fixtures on a worker thread, one job at a time, so the server's
 * event loop never spends the replay's CPU (a fixture the computer played is played again ball by
 * ball, building the match's win tables at Club and International): the engine's own check,
 * `checkFixtureRecord`. Its engine lives as long as the worker, so what one check builds (a
 * length's shared tables) serves the next.
 */
import { parentPort } from "node:worker_threads";
import { catalog } from "../../data/catalog.ts";
import { CompetitionError, checkFixtureRecord, createEngine } from "../../engine/index.ts";
import type { FixtureCheckAnswer, FixtureCheckJob } from "./fixture-checker.ts";

const engine = createEngine(catalog);

function check(job: FixtureCheckJob): FixtureCheckAnswer {
  try {
    const played = checkFixtureRecord(engine, job.definition, job.fixture, job.record);
    return { id: job.id, kind: "kept", played };
  } catch (error) {
    if (error instanceof CompetitionError) return { id: job.id, kind: "refused", message: error.message };
    return { id: job.id, kind: "failed", message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on("message", (job: FixtureCheckJob) => {
  parentPort?.postMessage(check(job));
});
