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
