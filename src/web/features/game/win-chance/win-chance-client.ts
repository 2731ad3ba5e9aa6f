/**
 * The page's side of the win-chance worker: an external store (for `useSyncExternalStore`)
 * holding the latest answer for the match on screen. Questions are asked after every step;
 * only the newest one's answer is kept, so a slow first answer (the tables being built) never
 * overwrites a newer one, and play never waits for any of it.
 *
 * Win tables are built only in the worker, never on the page's thread. International's are
 * the exception to "the worker keeps them": the page's engine needs them for the computer's
 * every ball, so the worker hands over a window of them (what the match can still reach in its
 * innings; moved, not copied) and lets the whole tables go, and questions about the match in
 * play are then answered on the page from that window (a few lookups). At the change of
 * innings the page asks for the chase's window. The result chart, which reads the whole
 * match, is the worker's (see docs/decisions/0010-win-tables-memory.md).
 *
 * Which tables, and when, follows the match's rules version: version 1's serve every match of
 * a length and are asked for as soon as the format is chosen; from version 2 each match has its
 * own (its sides, batting orders and ground), asked for once play starts and no earlier, since
 * no ball of the match reads any other (see docs/decisions/0014-players-and-grounds-in-the-odds.md).
 */
import {
  levelRules,
  tablesKey,
  tablesKeyOf,
  tablesKnown,
  type CoachAdvice,
  type MatchRecord,
  type MatchState,
  type PlannedSlice,
  type StretchQuestion,
  type TablesKey,
  type TossValue,
  type WinTablesData,
} from "../../../../engine/index.ts";
import type { WinChanceAnswer, WinChancePoint, WinChanceRequest } from "./win-chance-answers.ts";

/** What the scoreboard shows: null until the worker has answered for the current state. */
export interface WinChanceView {
  readonly state: MatchState;
  readonly chance: number | null;
  readonly coach: readonly CoachAdvice[];
  /** The coach's words for the ball (Club and International), null in Classic. */
  readonly reading: string | null;
}

/** The worker, or what stands in for it (tests; browsers without workers get none). */
export interface WinChancePort {
  post(request: WinChanceRequest): void;
  onAnswer(listener: (answer: WinChanceAnswer) => void): void;
}

/**
 * Answers a question on the page when it can without building anything (the page's engine
 * holds the tables it needs); null sends it to the worker.
 */
export type AnswerHere = (request: WinChanceRequest) => WinChanceAnswer | null;

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
  private readonly slices = new Map<number, (slice: PlannedSlice) => void>();

  /** Tables asked of the worker and not yet adopted, with whoever waits for them. */
  private readonly tablesPending = new Map<TablesKey, (() => void)[]>();

  /** Toss values asked of the worker, by the state at the toss they are for, with whoever waits. */
  private readonly tossPending = new Map<MatchState, (() => void)[]>();
  private readonly tossAsked = new Map<number, MatchState>();

  /**
   * `start` is called on the first question only, so the worker loads when play begins.
   * `adopt` receives tables the worker built for the page's own engine (International's
   * computer needs them for every ball), so the page never builds them on its thread.
   * `answerHere` answers on the page what needs no build there (see {@link AnswerHere}).
   * `adoptToss` receives the first-ball values the computer's toss decision reads, so calling
   * the coin builds nothing on the page either.
   */
  constructor(
    private readonly start: () => WinChancePort | null = startWinChanceWorker,
    private readonly adopt: (data: WinTablesData) => void = () => {},
    private readonly answerHere: AnswerHere = () => null,
    private readonly adoptToss: (values: readonly TossValue[]) => void = () => {},
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
      const key = tablesKeyOf(answer.data);
      const waiting = this.tablesPending.get(key) ?? [];
      this.tablesPending.delete(key);
      for (const resolve of waiting) resolve();
      // A question held while these tables were on their way is answered from them now.
      if (this.asked !== null && tablesKey(this.asked) === key) this.askNow(this.asked);
      return;
    }
    if (answer.kind === "toss") {
      this.adoptToss(answer.values);
      const state = this.tossAsked.get(answer.id);
      this.tossAsked.delete(answer.id);
      if (state === undefined) return;
      const waiting = this.tossPending.get(state) ?? [];
      this.tossPending.delete(state);
      for (const resolve of waiting) resolve();
      return;
    }
    if (answer.kind === "series") {
      this.series.get(answer.id)?.(answer.points);
      this.series.delete(answer.id);
      return;
    }
    if (answer.kind === "stretch") {
      const { id: _id, kind: _kind, ...slice } = answer;
      this.slices.get(answer.id)?.(slice);
      this.slices.delete(answer.id);
      return;
    }
    if (answer.id !== this.latestNow || this.asked === null) return;
    this.view = { state: this.asked, chance: answer.chance, coach: answer.coach, reading: answer.reading };
    for (const listener of this.listeners) listener();
  }

  /** Asks about `state` unless it was the last one asked about. */
  ask(state: MatchState): void {
    if (state === this.asked) return;
    this.askNow(state);
  }

  private askNow(state: MatchState): void {
    const port = this.connect();
    if (!port) return;
    this.asked = state;
    this.latestNow = this.nextId++;
    const request = { id: this.latestNow, kind: "now", state } as const;
    const here = this.answerHere(request);
    if (here !== null) {
      this.receive(here);
      return;
    }
    // The worker is handing these tables to the page: the answer is made here once they land.
    if (this.tablesPending.has(tablesKey(state))) return;
    port.post(request);
  }

  /**
   * Has the worker build the tables an International match needs for the computer's choices
   * and hand the window of them `state` needs to the page's engine: asked as soon as they can
   * be named (see `tablesKnown`), so they are there before the first ball if they can be, and
   * again at the change of innings (the caller asks only when the page's tables do not cover
   * the match). Tables shared by every match of a length (rules version 1) are known once the
   * format is; a match's own (version 2 on) only once play starts, so nothing is asked before.
   * `record` is a saved match being resumed: the window is then cut where it ends. One request
   * at a time per key (match length, or match).
   */
  prepareTables(state: MatchState, record?: MatchRecord): void {
    if (!levelRules(state.level).playNeedsTables || !tablesKnown(state)) return;
    const key = tablesKey(state);
    if (this.tablesPending.has(key)) return;
    const port = this.connect();
    if (!port) return;
    this.tablesPending.set(key, []);
    port.post({ id: this.nextId++, kind: "tables", state, ...(record === undefined ? {} : { record }) });
  }

  /**
   * Settles once the page's engine has the tables `state` (International, its tables known)
   * needs, asking the worker for them if nobody has; null when there is no worker to ask
   * or they are not the worker's to build (yet).
   */
  whenTables(state: MatchState, record?: MatchRecord): Promise<void> | null {
    this.prepareTables(state, record);
    const waiting = this.tablesPending.get(tablesKey(state));
    if (waiting === undefined) return null;
    return new Promise((resolve) => waiting.push(resolve));
  }

  /**
   * Has the worker value the two orders the computer's toss decision reads at `state` (the
   * toss, rules version 2 on; the caller asks only when the page's engine lacks them), so the
   * coin's call builds no tables on the page: asked as soon as the toss is on screen, and again
   * if the batting order changes. One request per state.
   */
  prepareToss(state: MatchState): void {
    if (this.tossPending.has(state)) return;
    const port = this.connect();
    if (!port) return;
    const id = this.nextId++;
    this.tossPending.set(state, []);
    this.tossAsked.set(id, state);
    port.post({ id, kind: "toss", state });
  }

  /** Settles once the page's engine has the toss values for `state`; null when there is no worker to ask. */
  whenToss(state: MatchState): Promise<void> | null {
    this.prepareToss(state);
    const waiting = this.tossPending.get(state);
    if (waiting === undefined) return null;
    return new Promise((resolve) => waiting.push(resolve));
  }

  /** The chance after every ball of a match, for the result chart; [] without a worker. */
  chanceSeries(record: MatchRecord): Promise<readonly WinChancePoint[]> {
    const port = this.connect();
    if (!port) return Promise.resolve([]);
    const id = this.nextId++;
    const request = { id, kind: "series", record } as const;
    const here = this.answerHere(request);
    if (here !== null && here.kind === "series") return Promise.resolve(here.points);
    return new Promise((resolve) => {
      this.series.set(id, resolve);
      port.post(request);
    });
  }

  /**
   * Plays a slice of a stretch whose plan reads the win tables (it follows the coach, or stops
   * on a swing of the chance): on the page from International's window when it covers the
   * state, otherwise in the worker, which holds Classic's and Club's tables; null without a
   * worker. The page steps the slice's actions itself.
   */
  planStretch(question: StretchQuestion): Promise<PlannedSlice> | null {
    const port = this.connect();
    if (!port) return null;
    const id = this.nextId++;
    const request = { id, kind: "stretch", ...question } as const;
    const here = this.answerHere(request);
    if (here !== null && here.kind === "stretch") {
      const { id: _id, kind: _kind, ...slice } = here;
      return Promise.resolve(slice);
    }
    return new Promise((resolve) => {
      this.slices.set(id, resolve);
      port.post(request);
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The latest answer; check its `state` against the one on screen before showing it. */
  get = (): WinChanceView | null => this.view;
}
