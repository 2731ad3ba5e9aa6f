/**
 * The page's side of the win-chance worker: an external store (for `useSyncExternalStore`)
 * holding the latest answer for the match on screen. Questions are asked after every step;
 * only the newest one's answer is kept, so a slow first answer (the tables being built) never
 * overwrites a newer one, and play never waits for any of it.
 */
import type { CoachAdvice, MatchRecord, MatchState, WinTablesData } from "../../../../engine/index.ts";
import type { WinChanceAnswer, WinChancePoint, WinChanceRequest } from "./win-chance-answers.ts";

/** What the scoreboard shows: null until the worker has answered for the current state. */
export interface WinChanceView {
  readonly state: MatchState;
  readonly chance: number | null;
  readonly coach: readonly CoachAdvice[];
}

/** The worker, or what stands in for it (tests; browsers without workers get none). */
export interface WinChancePort {
  post(request: WinChanceRequest): void;
  onAnswer(listener: (answer: WinChanceAnswer) => void): void;
}

/** Starts the real worker; null where the browser has none (the figure is then not shown). */
export function startWinChanceWorker(): WinChancePort | null {
  if (typeof Worker === "undefined") return null;
  const worker = new Worker(new URL("./win-chance.worker.ts", import.meta.url), { type: "module" });
  return {
    post: (request) => worker.postMessage(request),
    onAnswer: (listener) =>
      worker.addEventListener("message", (event: MessageEvent<WinChanceAnswer>) => listener(event.data)),
  };
}

/** Asks the worker about the match on screen and keeps the latest answer. */
export class WinChanceClient {
  private port: WinChancePort | null | undefined;
  private nextId = 1;
  private latestNow = 0;
  private asked: MatchState | null = null;
  private view: WinChanceView | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly series = new Map<number, (points: readonly WinChancePoint[]) => void>();

  private readonly tablesAsked = new Set<string>();

  /**
   * `start` is called on the first question only, so the worker loads when play begins.
   * `adopt` receives tables the worker built for the page's own engine (International's
   * computer needs them for every ball), so the page never builds them on its thread.
   */
  constructor(
    private readonly start: () => WinChancePort | null = startWinChanceWorker,
    private readonly adopt: (data: WinTablesData) => void = () => {},
  ) {}

  private connect(): WinChancePort | null {
    if (this.port === undefined) {
      this.port = this.start();
      this.port?.onAnswer((answer) => this.receive(answer));
    }
    return this.port;
  }

  private receive(answer: WinChanceAnswer): void {
    if (answer.kind === "tables") {
      this.adopt(answer.data);
      return;
    }
    if (answer.kind === "series") {
      this.series.get(answer.id)?.(answer.points);
      this.series.delete(answer.id);
      return;
    }
    if (answer.id !== this.latestNow || this.asked === null) return;
    this.view = { state: this.asked, chance: answer.chance, coach: answer.coach };
    for (const listener of this.listeners) listener();
  }

  /** Asks about `state` unless it was the last one asked about. */
  ask(state: MatchState): void {
    if (state === this.asked) return;
    const port = this.connect();
    if (!port) return;
    this.asked = state;
    this.latestNow = this.nextId++;
    port.post({ id: this.latestNow, kind: "now", state });
  }

  /**
   * Has the worker build the tables an International match needs for the computer's choices
   * and hand them to the page's engine: asked as soon as the format is known, so they are
   * there long before the first ball. Once per match length.
   */
  prepareTables(state: MatchState): void {
    if (state.level !== "international" || state.format === null) return;
    const key = `${state.totalBall}`;
    if (this.tablesAsked.has(key)) return;
    const port = this.connect();
    if (!port) return;
    this.tablesAsked.add(key);
    port.post({ id: this.nextId++, kind: "tables", state });
  }

  /** The chance after every ball of a match, for the result chart; [] without a worker. */
  chanceSeries(record: MatchRecord): Promise<readonly WinChancePoint[]> {
    const port = this.connect();
    if (!port) return Promise.resolve([]);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.series.set(id, resolve);
      port.post({ id, kind: "series", record });
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The latest answer; check its `state` against the one on screen before showing it. */
  get = (): WinChanceView | null => this.view;
}
