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
   * with the first problem, or null when all are in. Each page starts below the last id of the
   * one before, so only one page is asked for at a time, but its worker says where the next
   * starts as soon as it has the page, and the next page goes to an idle worker while the
   * first replays: the replaying, which is most of the time, runs on every worker at once.
   */
  async career(onPage: (page: CareerPage) => void): Promise<ArchiveProblem | null> {
    if (!this.worker(0)) {
      const { engine, answers } = await onThisThread();
      return answers.careerPages(() => engine, onPage);
    }
    const idle = Array.from({ length: careerWorkers() }, (_, k) => k);
    // Every worker is started now, while the first page downloads: the second page goes to the
    // second worker as soon as the first page's cursor is known, and a worker started only then
    // would hold that page back by its whole start-up.
    for (const k of idle) this.worker(k);
    let waiting: { readonly before: number } | null = null;
    let busy = 0;
    let last = false;
    let problem: ArchiveProblem | null = null;
    return new Promise((resolve) => {
      const settle = () => {
        if (busy === 0 && (last || problem !== null)) resolve(problem);
      };
      const ask = (before: number | null) => {
        const k = idle.shift();
        if (k === undefined) {
          if (before !== null) waiting = { before };
          return;
        }
        busy++;
        const id = this.post(this.worker(k) as Worker, { kind: "career", before }, (answer) => {
          if (answer.kind === "career-next") {
            if (answer.next === null) last = true;
            else if (problem === null) ask(answer.next);
            return;
          }
          if (answer.kind === "career-page") onPage(answer);
          if (answer.kind === "career-problem") problem ??= answer.problem;
          this.listeners.delete(id);
          busy--;
          idle.push(k);
          if (waiting !== null && problem === null) {
            const { before: next } = waiting;
            waiting = null;
            ask(next);
          }
          settle();
        });
      };
      ask(null);
    });
  }

  /** Stops the workers; the client starts new ones if asked again. */
  close(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers.length = 0;
    this.listeners.clear();
  }
}
