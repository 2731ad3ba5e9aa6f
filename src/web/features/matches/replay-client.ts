/**
 * The page's side of the replay worker: one promise per question. Where the browser has no
 * workers (and in component tests) the same answers are worked out on the page's thread.
 */
import { catalog } from "../../../data/catalog.ts";
import { createEngine, type Engine, type MatchEvent, type MatchState } from "../../../engine/index.ts";
import type { ReplayRecord } from "../../../shared/api-types.ts";
import { answerReplay, type ReplayAnswer, type ReplayRequest } from "./replay-answers.ts";
import type { MatchFigures } from "./career-figures.ts";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Asks the worker; see the module comment. */
export class ReplayClient {
  private worker: Worker | null | undefined;
  private engine: Engine | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, (answer: ReplayAnswer) => void>();

  private ask(request: DistributiveOmit<ReplayRequest, "id">): Promise<ReplayAnswer> {
    const id = this.nextId++;
    const full = { ...request, id } as ReplayRequest;
    if (this.worker === undefined) {
      this.worker =
        typeof Worker === "undefined"
          ? null
          : new Worker(new URL("./replay.worker.ts", import.meta.url), { type: "module" });
      this.worker?.addEventListener("message", (event: MessageEvent<ReplayAnswer>) => {
        this.waiting.get(event.data.id)?.(event.data);
        this.waiting.delete(event.data.id);
      });
    }
    if (this.worker === null) {
      this.engine ??= createEngine(catalog);
      return Promise.resolve(answerReplay(this.engine, full));
    }
    const worker = this.worker;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage(full);
    });
  }

  /** The match rebuilt with every event; null when it does not replay to a result. */
  async replayMatch(
    record: ReplayRecord,
  ): Promise<{ readonly state: MatchState; readonly events: readonly MatchEvent[] } | null> {
    const answer = await this.ask({ kind: "replay", record });
    return answer.kind === "replay" ? answer.match : null;
  }

  /** The career figures of a page of records. */
  async figuresOf(
    records: readonly ReplayRecord[],
  ): Promise<{ figures: readonly MatchFigures[]; skipped: number }> {
    const answer = await this.ask({ kind: "figures", records });
    return answer.kind === "figures"
      ? { figures: answer.figures, skipped: answer.skipped }
      : { figures: [], skipped: 0 };
  }

  /** Stops the worker; the client starts a new one if asked again. */
  close(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.waiting.clear();
  }
}
