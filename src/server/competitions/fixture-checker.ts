/**
 * The server's check of a competition's played fixture (ADR 0029, "On the server"), done on one
 * long-lived worker thread (fixture-worker.ts) with the jobs in turn: a T20 fixture's check is up
 * to a second of CPU, which would otherwise stop every other request for as long. The worker is
 * started on the first job, and started afresh after a fixed number of jobs (so the tables its
 * engine keeps do not grow without bound) or if it stops.
 */
import { Worker } from "node:worker_threads";
import type { CompetitionDefinition, FixtureView, MatchRecord, PlayedFixture } from "../../engine/index.ts";

/** A fixture to check: the competition, the fixture as its view gives it, and the record sent. */
export interface FixtureCheckJob {
  readonly id: number;
  readonly definition: CompetitionDefinition;
  readonly fixture: FixtureView;
  readonly record: MatchRecord;
}

/** The worker's answer: the fixture as kept, the rules' refusal, or a failure of the check itself. */
export type FixtureCheckAnswer =
  | { readonly id: number; readonly kind: "kept"; readonly played: PlayedFixture }
  | { readonly id: number; readonly kind: "refused" | "failed"; readonly message: string };

/** What a check found: the fixture as kept, or the rules' message saying why it is refused. */
export type FixtureVerdict =
  | { readonly kind: "kept"; readonly played: PlayedFixture }
  | { readonly kind: "refused"; readonly message: string };

export interface FixtureChecker {
  check(
    definition: CompetitionDefinition,
    fixture: FixtureView,
    record: MatchRecord,
  ): Promise<FixtureVerdict>;
  /** Stops the worker (pending checks are rejected). */
  close(): Promise<void>;
}

/** Jobs one worker runs before it is replaced. */
const JOBS_PER_WORKER = 200;

interface Pending {
  readonly resolve: (verdict: FixtureVerdict) => void;
  readonly reject: (error: Error) => void;
}

export function createFixtureChecker(): FixtureChecker {
  let worker: Worker | null = null;
  let jobsRun = 0;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const start = (): Worker => {
    const started = new Worker(new URL("./fixture-worker-entry.mjs", import.meta.url));
    started.unref();
    started.on("message", (answer: FixtureCheckAnswer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (waiting === undefined) return;
      if (answer.kind === "failed") waiting.reject(new Error(`the fixture check failed: ${answer.message}`));
      else waiting.resolve(answer.kind === "kept" ? answer : { kind: "refused", message: answer.message });
    });
    // A worker is retired only when it has no jobs, so only the current one's end fails any.
    started.on("error", (error) => {
      if (started !== worker) return;
      worker = null;
      failAll(error);
    });
    started.on("exit", (code) => {
      if (started !== worker) return;
      worker = null;
      failAll(new Error(`the fixture worker stopped with code ${code}`));
    });
    return started;
  };
  const current = (): Worker => {
    if (worker !== null && jobsRun >= JOBS_PER_WORKER && pending.size === 0) {
      void worker.terminate();
      worker = null;
    }
    if (worker === null) {
      worker = start();
      jobsRun = 0;
    }
    return worker;
  };

  return {
    check(definition, fixture, record) {
      return new Promise<FixtureVerdict>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        jobsRun += 1;
        const job: FixtureCheckJob = { id, definition, fixture, record };
        current().postMessage(job);
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      failAll(new Error("the fixture checker is closed"));
      if (stopping !== null) await stopping.terminate();
    },
  };
}
