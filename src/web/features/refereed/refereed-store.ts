/**
 * What a match the server referees asks of the page's store, alike for a ranked match and a live
 * one: a socket that opens itself again when it drops and follows the match from the last action
 * it saw, the snapshot the screen subscribes to, the two errors that end the following (the match
 * is not the member's, the session ended), and the game snapshot the game's own stages render.
 * Each kind of match keeps its own snapshot, its own messages and what it does with a view.
 */
import type { Action, MatchEvent, MatchState } from "../../../engine/index.ts";
import type { GameSnapshot } from "@/features/game/index.ts";
import { ReconnectingSocket, type SocketLike, type SocketTimer, ViewEvents } from "@/api/socket.ts";

/** Where the connection stands. */
export type RefereedConnection = "connecting" | "live" | "reconnecting" | "missing" | "signedOut";

/** What every refereed match's snapshot holds. */
export interface RefereedSnapshot {
  readonly connection: RefereedConnection;
  /** The match as the game's stages render it, from this member's side; null until the first view. */
  readonly game: GameSnapshot | null;
  /** Set while a choice is on its way: nothing more is sent until the server answers. */
  readonly pending: boolean;
}

export interface RefereedStoreOptions {
  readonly id: string;
  /** Opens the socket (the browser's WebSocket on the page). */
  readonly open: () => SocketLike;
  /** Each new event as it arrives (speech); never for events caught up on following the match. */
  readonly reveal?: (event: MatchEvent) => void;
  /** Says a line that is not an event's: a stretch played ahead's summary (speech). */
  readonly say?: (text: string) => void;
  readonly setTimer?: SocketTimer;
}

/** What the page sends to follow a match from the `seen`-th action on. */
interface FollowMessage {
  readonly type: "follow";
  readonly id: string;
  readonly seen: number;
}

/** What a view from the server tells every refereed store. */
interface RefereedView {
  readonly seq: number;
}

/**
 * The game snapshot of a refereed match: its state as this member sees it, the events so far and
 * the server's last refusal. The seed and the actions are there only once the server has revealed
 * them at the end; `saved` says whether the server kept the match in the member's archive;
 * `played` where a stretch played ahead stands (none for a live match).
 */
export function refereedGame(
  reveal: { readonly seed: number | string; readonly actions: readonly Action[] } | null,
  state: MatchState,
  events: readonly MatchEvent[],
  refusal: string | null,
  saved: boolean,
  played: PlayedAheadNow = NOT_PLAYED_AHEAD,
): GameSnapshot {
  return {
    seed: reveal?.seed ?? 0,
    level: state.level,
    actions: reveal?.actions ?? [],
    state,
    events,
    hold: null,
    refusal,
    notice: null,
    upload: saved ? "saved" : "idle",
    resuming: false,
    ...played,
  };
}

/** Where a match played ahead on the server stands (a ranked match's; see the game snapshot's fields). */
export type PlayedAheadNow = Pick<GameSnapshot, "ahead" | "stretch" | "playedAhead">;

const NOT_PLAYED_AHEAD: PlayedAheadNow = { ahead: null, stretch: null, playedAhead: [] };

/** See the module comment. */
export abstract class RefereedStore<
  Snapshot extends RefereedSnapshot,
  View extends RefereedView,
  ServerMessage,
  ClientMessage,
> {
  protected snapshot: Snapshot;
  private readonly listeners = new Set<() => void>();
  protected readonly socket: ReconnectingSocket;
  protected view: View | null = null;
  protected readonly events = new ViewEvents<MatchEvent>();
  protected refusal: string | null = null;

  constructor(
    protected readonly options: RefereedStoreOptions,
    initial: Snapshot,
  ) {
    this.snapshot = initial;
    this.socket = new ReconnectingSocket({
      open: options.open,
      ...(options.setTimer ? { setTimer: options.setTimer } : {}),
      onOpen: () => this.follow(),
      onMessage: (data) => {
        let message: ServerMessage;
        try {
          message = JSON.parse(data) as ServerMessage;
        } catch {
          return;
        }
        this.receive(message);
      },
      onDrop: () => {
        this.dropped();
        const { connection } = this.snapshot;
        if (connection === "missing" || connection === "signedOut") return false;
        this.publish({ connection: "reconnecting", pending: false } as Partial<Snapshot>);
        return true;
      },
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): Snapshot => this.snapshot;

  /** Opens the socket and follows the match (the page calls it when the screen mounts). */
  start(): void {
    this.socket.start();
  }

  /** Closes the socket for good (the screen left the page). */
  stop(): void {
    this.socket.stop();
  }

  /** Asks the server for the match from the last action this page saw. */
  protected follow(): void {
    this.send({ type: "follow", id: this.options.id, seen: this.view?.seq ?? 0 });
  }

  protected send(message: ClientMessage | FollowMessage): void {
    this.socket.send(message);
  }

  /** The view this page may act on now: null while there is none or the socket is not live. */
  protected actionable(): View | null {
    if (this.view === null || !this.socket.connected || this.snapshot.connection !== "live") return null;
    return this.view;
  }

  /**
   * Answers the errors after which there is nothing to follow (the match is not the member's,
   * or the session ended), and says whether `code` was one of them.
   */
  protected lost(code: string): boolean {
    if (code === "not_found") this.publish({ connection: "missing", pending: false } as Partial<Snapshot>);
    else if (code === "signed_out")
      this.publish({ connection: "signedOut", pending: false } as Partial<Snapshot>);
    else return false;
    return true;
  }

  /** Tells every subscriber that the snapshot changed. */
  protected notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** The socket dropped (before the store says it is reconnecting). */
  protected dropped(): void {}

  protected abstract receive(message: ServerMessage): void;

  /** Makes the next snapshot with `change` and what the view says, and tells the subscribers. */
  protected abstract publish(change: Partial<Snapshot>): void;
}
