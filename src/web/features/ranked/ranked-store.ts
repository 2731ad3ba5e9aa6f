/**
 * A ranked match in the page: the server holds it (its seed and every action) and referees
 * it; this store follows it over a WebSocket and keeps what the screen shows. It never holds
 * the seed or the match's generator before the end: each view from the server has them blanked,
 * and the page only renders the state it is sent. The member's choices go up as "act" messages
 * naming the place in the match they are for, so a choice sent twice, or after the match moved
 * on elsewhere, is refused by the server and changes nothing.
 *
 * A dropped connection is opened again by itself, with a growing pause, and catches up from
 * the last action it saw. The snapshot is shaped as the game store's, so the game's own stage
 * components render a ranked match.
 */
import type { Action, MatchEvent, MatchState } from "../../../engine/index.ts";
import type { RankedClientMessage, RankedServerMessage } from "../../../shared/ranked-types.ts";
import type { GameSnapshot } from "@/features/game/index.ts";
import type { RankedMatchView } from "./ranked-api.ts";
import { realSocketTimer, reconnectDelayMs, type SocketLike } from "@/api/socket.ts";

export { browserSocket, type SocketLike } from "@/api/socket.ts";

/** The engine's types in the shared wire format. */
export type RankedServerMessageOf = RankedServerMessage<MatchState, Action, MatchEvent>;

/** Where the connection stands. */
export type RankedConnection = "connecting" | "live" | "reconnecting" | "missing" | "signedOut";

export interface RankedSnapshot {
  readonly connection: RankedConnection;
  /** The match as the game's stages render it; null until the first view arrives. */
  readonly game: GameSnapshot | null;
  /** Set while a choice is on its way: nothing more is sent until the server answers. */
  readonly pending: boolean;
}

interface RankedStoreOptions {
  readonly id: string;
  /** Opens the socket (the browser's WebSocket on the page). */
  readonly open: () => SocketLike;
  /** Each new event as it arrives (speech); never for events caught up after a reconnect. */
  readonly reveal?: (event: MatchEvent) => void;
  readonly setTimer?: (run: () => void, ms: number) => () => void;
}

/** The game snapshot of a ranked match's view and its events. */
function gameSnapshotOf(
  view: RankedMatchView,
  events: readonly MatchEvent[],
  refusal: string | null,
): GameSnapshot {
  return {
    seed: view.reveal?.seed ?? 0,
    level: view.state.level,
    actions: view.reveal?.actions ?? [],
    state: view.state,
    events,
    hold: null,
    refusal,
    notice: null,
    // The server kept the match in the member's archive as it finished it.
    upload: view.reveal === null ? "idle" : "saved",
    resuming: false,
    ahead: null,
    stretch: null,
    playedAhead: [],
  };
}

/** See the module comment. */
export class RankedStore {
  private snapshot: RankedSnapshot = { connection: "connecting", game: null, pending: false };
  private readonly listeners = new Set<() => void>();
  private socket: SocketLike | null = null;
  private view: RankedMatchView | null = null;
  private events: MatchEvent[] = [];
  /** Where the events of the actions from `seq` on begin, for each view's `seq` the page has had. */
  private readonly marks: number[] = [];
  private refusal: string | null = null;
  private attempts = 0;
  private cancelRetry: (() => void) | null = null;
  private stopped = false;
  private readonly setTimer: (run: () => void, ms: number) => () => void;

  constructor(private readonly options: RankedStoreOptions) {
    this.setTimer = options.setTimer ?? realSocketTimer;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): RankedSnapshot => this.snapshot;

  /** Opens the socket and follows the match (the page calls it when the screen mounts). */
  start(): void {
    this.stopped = false;
    if (this.socket === null) this.connect();
  }

  /** Closes the socket for good (the screen left the page). */
  stop(): void {
    this.stopped = true;
    this.cancelRetry?.();
    this.cancelRetry = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  /** Sends the member's choice for the match's next place; ignored while one is on its way. */
  dispatch(action: Action): void {
    const { connection, pending } = this.snapshot;
    if (this.view === null || this.socket === null || connection !== "live" || pending) return;
    this.send({ type: "act", id: this.options.id, seq: this.view.seq, action });
    this.refusal = null;
    this.publish({ pending: true });
  }

  private connect(): void {
    const socket = this.options.open();
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      this.send({ type: "follow", id: this.options.id, seen: this.view?.seq ?? 0 });
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket || typeof event.data !== "string") return;
      let message: RankedServerMessageOf;
      try {
        message = JSON.parse(event.data) as RankedServerMessageOf;
      } catch {
        return;
      }
      this.receive(message);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      const { connection } = this.snapshot;
      if (this.stopped || connection === "missing" || connection === "signedOut") return;
      this.publish({ connection: "reconnecting", pending: false });
      const wait = reconnectDelayMs(this.attempts);
      this.attempts++;
      this.cancelRetry = this.setTimer(() => {
        this.cancelRetry = null;
        if (!this.stopped) this.connect();
      }, wait);
    };
  }

  private send(message: RankedClientMessage<Action>): void {
    this.socket?.send(JSON.stringify(message));
  }

  private receive(message: RankedServerMessageOf): void {
    if (message.type === "error") {
      if (message.code === "not_found") return this.publish({ connection: "missing", pending: false });
      if (message.code === "signed_out") return this.publish({ connection: "signedOut", pending: false });
      if (message.code === "out_of_turn") {
        // The match moved on without this page (another tab, a lost answer): catch up.
        this.send({ type: "follow", id: this.options.id, seen: this.view?.seq ?? 0 });
        return this.publish({ pending: false });
      }
      this.refusal = message.message;
      return this.publish({ pending: false });
    }
    const caughtUp = this.view !== null && message.from === this.view.seq && this.snapshot.pending;
    // Events are kept per action: those after `from` replace anything the page had after it.
    const known = this.view === null ? 0 : this.eventsBefore(message.from);
    this.events = [...this.events.slice(0, known), ...message.events];
    this.marks.length = Math.min(this.marks.length, message.from + 1);
    this.marks[message.view.seq] = this.events.length;
    this.view = message.view;
    if (caughtUp) for (const event of message.events) this.options.reveal?.(event);
    this.publish({ connection: "live", pending: false });
  }

  private eventsBefore(seq: number): number {
    for (let s = seq; s >= 0; s--) {
      const at = this.marks[s];
      if (at !== undefined) return at;
    }
    return 0;
  }

  private publish(change: Partial<RankedSnapshot>): void {
    const view = this.view;
    this.snapshot = {
      ...this.snapshot,
      ...change,
      game: view === null ? null : gameSnapshotOf(view, this.events, this.refusal),
    };
    for (const listener of this.listeners) listener();
  }
}
