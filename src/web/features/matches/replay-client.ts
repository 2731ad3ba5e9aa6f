/**
 * The page's side of the replay workers. One worker rebuilds a single match; the career is
 * shared among a few (the pages of replays dealt out in turn), each fetching and replaying
 * its own pages. Where the browser has no workers (and in component tests) the same work runs
 * on the page's thread; the engine is then loaded on demand, so a page with workers never
 * downloads it itself.
 */
import type { MatchEvent, MatchState } from "../../../engine/index.ts";
import type { ReplayRecord } from "../../../shared/api-types.ts";
import type { ArchiveProblem } from "./archive-api.ts";
import type { CareerPage, ReplayAnswer, ReplayRequest } from "./replay-answers.ts";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Workers for a career: one per core, at most four. */
function careerWorkers(): number {
  const cores = typeof navigator === "undefined" ? 1 : navigator.hardwareConcurrency || 2;
  return Math.max(1, Math.min(4, cores));
}

async function onThisThread() {
  const [{ createEngine }, { catalog }, answers] = await Promise.all([
    import("../../../engine/index.ts"),
    import("../../../data/catalog.ts"),
    import("./replay-answers.ts"),
  ]);
  return { engine: createEngine(catalog), answers };
}

/** See the module comment. */
export class ReplayClient {
  private readonly workers: Worker[] = [];
  private nextId = 1;
  private readonly listeners = new Map<number, (answer: ReplayAnswer) => void>();

  private worker(index: number): Worker | null {
    if (typeof Worker === "undefined") return null;
    while (this.workers.length <= index) {
      const worker = new Worker(new URL("./replay.worker.ts", import.meta.url), { type: "module" });
      worker.addEventListener("message", (event: MessageEvent<ReplayAnswer>) =>
        this.listeners.get(event.data.id)?.(event.data),
      );
      this.workers.push(worker);
    }
    return this.workers[index] ?? null;
  }

  private post(
    worker: Worker,
    request: DistributiveOmit<ReplayRequest, "id">,
    listener: (a: ReplayAnswer) => void,
  ): number {
    const id = this.nextId++;
    this.listeners.set(id, listener);
    worker.postMessage({ ...request, id });
    return id;
  }

  /** The match rebuilt with every event; null when it does not replay to a result. */
  async replayMatch(
    record: ReplayRecord,
  ): Promise<{ readonly state: MatchState; readonly events: readonly MatchEvent[] } | null> {
    const worker = this.worker(0);
    if (!worker) {
      const { engine, answers } = await onThisThread();
      return answers.replayOne(engine, record);
    }
    return new Promise((resolve) => {
      const id = this.post(worker, { kind: "replay", record }, (answer) => {
        this.listeners.delete(id);
        resolve(answer.kind === "replay" ? answer.match : null);
      });
    });
  }

  /**
   * Every kept match's career figures, page by page through `onPage` as they come; resolves
   * with the first problem, or null when all are in.
   */
  async career(onPage: (page: CareerPage) => void): Promise<ArchiveProblem | null> {
    if (!this.worker(0)) {
      const { engine, answers } = await onThisThread();
      return answers.careerPages(engine, 1, 1, onPage);
    }
    const count = careerWorkers();
    const ends = Array.from({ length: count }, (_, k) => {
      const worker = this.worker(k) as Worker;
      return new Promise<ArchiveProblem | null>((resolve) => {
        const id = this.post(worker, { kind: "career", first: k + 1, step: count }, (answer) => {
          if (answer.kind === "career-page") onPage(answer);
          if (answer.kind === "career-end") {
            this.listeners.delete(id);
            resolve(answer.problem);
          }
        });
      });
    });
    const problems = await Promise.all(ends);
    return problems.find((p) => p !== null) ?? null;
  }

  /** Stops the workers; the client starts new ones if asked again. */
  close(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers.length = 0;
    this.listeners.clear();
  }
}
