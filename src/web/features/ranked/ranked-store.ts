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
import type { RankedClientMessage, RankedEnding, RankedServerMessage } from "../../../shared/ranked-types.ts";
import type { GameSnapshot } from "@/features/game/index.ts";
import type { RankedMatchView } from "./ranked-api.ts";
import { ReconnectingSocket, type SocketLike, type SocketTimer, ViewEvents } from "@/api/socket.ts";

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
  /** How the match ended when it was not played out (abandoned, idle); null otherwise. */
  readonly ended: RankedEnding | null;
}

interface RankedStoreOptions {
  readonly id: string;
  /** Opens the socket (the browser's WebSocket on the page). */
  readonly open: () => SocketLike;
  /** Each new event as it arrives (speech); never for events caught up after a reconnect. */
  readonly reveal?: (event: MatchEvent) => void;
  readonly setTimer?: SocketTimer;
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
  private snapshot: RankedSnapshot = { connection: "connecting", game: null, pending: false, ended: null };
  private readonly listeners = new Set<() => void>();
  private readonly socket: ReconnectingSocket;
  private view: RankedMatchView | null = null;
  private readonly events = new ViewEvents<MatchEvent>();
  private refusal: string | null = null;

  constructor(private readonly options: RankedStoreOptions) {
    this.socket = new ReconnectingSocket({
      open: options.open,
      ...(options.setTimer ? { setTimer: options.setTimer } : {}),
      onOpen: () => this.send({ type: "follow", id: this.options.id, seen: this.view?.seq ?? 0 }),
      onMessage: (data) => {
        let message: RankedServerMessageOf;
        try {
          message = JSON.parse(data) as RankedServerMessageOf;
        } catch {
          return;
        }
        this.receive(message);
      },
      onDrop: () => {
        const { connection } = this.snapshot;
        if (connection === "missing" || connection === "signedOut") return false;
        this.publish({ connection: "reconnecting", pending: false });
        return true;
      },
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): RankedSnapshot => this.snapshot;

  /** Opens the socket and follows the match (the page calls it when the screen mounts). */
  start(): void {
    this.socket.start();
  }

  /** Closes the socket for good (the screen left the page). */
  stop(): void {
    this.socket.stop();
  }

  /** Sends the member's choice for the match's next place; ignored while one is on its way. */
  dispatch(action: Action): void {
    const { connection, pending } = this.snapshot;
    if (this.view === null || !this.socket.connected || connection !== "live" || pending) return;
    this.send({ type: "act", id: this.options.id, seq: this.view.seq, action });
    this.refusal = null;
    this.publish({ pending: true });
  }

  /** Shows a view the server answered outside the socket (the match abandoned): it is over. */
  showEnded(view: RankedMatchView): void {
    if (view.id !== this.options.id || view.ended === null) return;
    this.view = view;
    this.publish({ pending: false });
  }

  private send(message: RankedClientMessage<Action>): void {
    this.socket.send(message);
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
    this.events.add(message.from, message.view.seq, message.events);
    this.view = message.view;
    if (caughtUp) for (const event of message.events) this.options.reveal?.(event);
    this.publish({ connection: "live", pending: false });
  }

  private publish(change: Partial<RankedSnapshot>): void {
    const view = this.view;
    this.snapshot = {
      ...this.snapshot,
      ...change,
      game: view === null ? null : gameSnapshotOf(view, this.events.all, this.refusal),
      ended: view?.ended ?? null,
    };
    for (const listener of this.listeners) listener();
  }
}
