/**
 * The page's WebSockets to its own server (a ranked match, a live match): what the stores need
 * of a socket, the browser's socket in that shape, the socket's address on the page's origin,
 * and the growing pauses before a dropped socket is opened again. Stores take a socket opener,
 * so tests hand them a fake one.
 */

/** What the page needs of a WebSocket (the browser's, or a test's). */
export interface SocketLike {
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
}

/** The browser's WebSocket at `url`, as a {@link SocketLike}. */
export function browserSocket(url: string): SocketLike {
  const ws = new WebSocket(url);
  const socket: SocketLike = {
    send: (data) => ws.send(data),
    close: () => ws.close(),
    onopen: null,
    onmessage: null,
    onclose: null,
  };
  ws.onopen = (event) => socket.onopen?.(event);
  ws.onmessage = (event) => socket.onmessage?.(event);
  ws.onclose = (event) => socket.onclose?.(event);
  return socket;
}

/** The address of the socket at `path` on this page's own origin (ws, or wss under https). */
export function socketUrl(location: Pick<Location, "protocol" | "host">, path: string): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${path}`;
}

/** The pauses before opening a dropped socket again, in ms (the last repeats). */
export const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000] as const;

/** The pause before the `attempt`-th try (0-based) to open a dropped socket again. */
export function reconnectDelayMs(attempt: number): number {
  return RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)] as number;
}

/** Runs `run` after `ms`; the answer cancels it. Tests pass their own. */
export type SocketTimer = (run: () => void, ms: number) => () => void;

/** {@link SocketTimer} on the browser's timers. */
export const realSocketTimer: SocketTimer = (run, ms) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

/** What a {@link ReconnectingSocket} tells its owner. */
interface ReconnectingSocketOptions {
  /** Opens a socket (the browser's WebSocket on the page, a fake in tests). */
  readonly open: () => SocketLike;
  readonly setTimer?: SocketTimer;
  /** The socket opened: the owner says what it follows. */
  readonly onOpen: () => void;
  /** A text message arrived (never sent after `stop`, nor from a socket already dropped). */
  readonly onMessage: (data: string) => void;
  /**
   * The socket closed without `stop`: the answer says whether to open another (after a growing
   * pause, {@link reconnectDelayMs}); the owner says meanwhile that it is reconnecting.
   */
  readonly onDrop: () => boolean;
}

/**
 * A socket that opens itself again when it drops, with a growing pause between tries (reset once
 * the server answers on one), until its owner stops it or says not to (the match is not the
 * member's, the session ended). What the owner follows and how it catches up is its own business.
 */
export class ReconnectingSocket {
  private socket: SocketLike | null = null;
  private attempts = 0;
  private cancelRetry: (() => void) | null = null;
  private stopped = false;
  private readonly setTimer: SocketTimer;

  constructor(private readonly options: ReconnectingSocketOptions) {
    this.setTimer = options.setTimer ?? realSocketTimer;
  }

  /** Whether a socket is open or opening now. */
  get connected(): boolean {
    return this.socket !== null;
  }

  /** Opens the socket, unless one is open already. */
  start(): void {
    this.stopped = false;
    if (this.socket === null && this.cancelRetry === null) this.connect();
  }

  /** Closes the socket for good, and any try waiting to open one. */
  stop(): void {
    this.stopped = true;
    this.cancelRetry?.();
    this.cancelRetry = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  /** Sends `message` as JSON on the open socket; false when there is none. */
  send(message: unknown): boolean {
    if (this.socket === null) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    const socket = this.options.open();
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.options.onOpen();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket || typeof event.data !== "string") return;
      // Only a socket the server answers resets the pause: one it opens and closes at once (a
      // member with too many sockets open, 4429) is tried again ever more slowly.
      this.attempts = 0;
      this.options.onMessage(event.data);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped || !this.options.onDrop()) return;
      const wait = reconnectDelayMs(this.attempts);
      this.attempts++;
      this.cancelRetry = this.setTimer(() => {
        this.cancelRetry = null;
        if (!this.stopped) this.connect();
      }, wait);
    };
  }
}

/**
 * The events a page has of a match the server holds, kept per action: each view from the server
 * brings the events of the actions from `from` to its `seq`, which replace whatever the page had
 * after `from` (a catch-up after a reconnect, a view sent again), so every event is kept once,
 * in order.
 */
export class ViewEvents<Event> {
  private list: Event[] = [];
  /** Where the events of the actions from `seq` on begin, for each view's `seq` the page has had. */
  private readonly marks: number[] = [];

  /** Every event so far, oldest first. */
  get all(): readonly Event[] {
    return this.list;
  }

  /** Takes a view's events (those of the actions from `from` to `seq`). */
  add(from: number, seq: number, events: readonly Event[]): void {
    const known = this.before(from);
    this.list = [...this.list.slice(0, known), ...events];
    this.marks.length = Math.min(this.marks.length, from + 1);
    this.marks[seq] = this.list.length;
  }

  private before(seq: number): number {
    for (let s = seq; s >= 0; s--) {
      const at = this.marks[s];
      if (at !== undefined) return at;
    }
    return 0;
  }
}
