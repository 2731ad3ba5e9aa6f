/**
 * What the server's match sockets share (ranked and live): the sockets one member may hold
 * open, the heartbeat with its session re-check, the message rate limit, the size limit and
 * JSON parsing, the bounded send queue, the messages answered one at a time in order, and what
 * a client's faulty frames write to the log.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { WebSocket } from "@fastify/websocket";
import type { RawData } from "ws";
import type { z } from "zod";
import { memberOf } from "../auth/require-member.ts";
import type { SessionReader } from "../auth/session-reader.ts";

/** How a socket guards itself; tests shorten the heartbeat. */
export interface SocketLimits {
  /** Milliseconds between pings; a socket that has not answered the last one is ended. */
  readonly heartbeat: number;
  /** Messages a socket may send in one second; more are refused as `too_fast`. */
  readonly messagesPerSecond: number;
  /** Seconds in which a socket went over the limit before it is closed (1008). */
  readonly tooFastStrikes: number;
  /** Bytes waiting to be sent to a client that does not read, before its socket is closed (1013). */
  readonly maxBuffered: number;
  /** Sockets one member may hold open at once on one address, per process; one more is closed (4429). */
  readonly perMember: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  heartbeat: 25_000,
  messagesPerSecond: 20,
  tooFastStrikes: 3,
  maxBuffered: 1024 * 1024,
  perMember: 4,
};

/** The close code of a socket past its member's {@link SocketLimits.perMember} (cf. HTTP 429). */
export const TOO_MANY_SOCKETS = 4429;

/** How many sockets each member holds open on one address of this process. */
export type OpenSockets = Map<string, number>;

/** One socket address of this process: its limits and the sockets open on it. */
export interface SocketAddress {
  readonly limits: SocketLimits;
  /** Counted against {@link SocketLimits.perMember}. */
  readonly open: OpenSockets;
}

/** A socket address with the default limits but for `limits`, and no socket open yet. */
export function socketAddress(limits?: Partial<SocketLimits>): SocketAddress {
  return { limits: { ...DEFAULT_SOCKET_LIMITS, ...limits }, open: new Map() };
}

/** The refusals every match socket makes itself. */
type GuardCode = "bad_message" | "too_fast" | "signed_out";

export type Parsed<T> = { ok: true; message: T } | { ok: false; message: string; id?: string };

/**
 * A client's frame as a message of `schema`: JSON text of at most `limit` bytes; what is wrong
 * said in words (`what` names the messages expected), with the message's id when it has one.
 */
export function parseMessage<T>(
  data: RawData,
  isBinary: boolean,
  schema: z.ZodType<T>,
  limit: number,
  what: string,
): Parsed<T> {
  if (isBinary) return { ok: false, message: "Send messages as JSON text" };
  const bytes = Array.isArray(data)
    ? data.reduce((sum, part) => sum + part.length, 0)
    : data instanceof ArrayBuffer
      ? data.byteLength
      : data.length;
  if (bytes > limit) return { ok: false, message: `A message may be at most ${limit} bytes` };
  const text = Array.isArray(data)
    ? Buffer.concat(data).toString("utf8")
    : Buffer.from(data as ArrayBuffer).toString("utf8");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: "A message must be JSON" };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const raw = (json as { id?: unknown } | null)?.id;
  const id = typeof raw === "string" && raw.length <= 64 ? raw : undefined;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  return {
    ok: false,
    message: `The message is not ${what} in the expected form${where}`,
    ...(id === undefined ? {} : { id }),
  };
}

/** An error message in the match sockets' wire format. */
export interface SocketError<Code extends string> {
  readonly type: "error";
  readonly code: Code;
  readonly message: string;
  readonly id?: string;
}

/** The error message for `code`, naming the match `id` when there is one. */
export function socketError<Code extends string>(
  code: Code,
  message: string,
  id?: string,
): SocketError<Code> {
  return { type: "error", code, message, ...(id === undefined ? {} : { id }) };
}

export interface GuardedSocket<Out> {
  /** Sends a message, unless the client has left too much unread (then its socket is closed). */
  send(message: Out): void;
}

export interface GuardOptions<In, Out> {
  readonly readSession: SessionReader;
  /** The address the socket came to, with its limits and the sockets open on it. */
  readonly address: SocketAddress;
  /** A frame as a message (see {@link parseMessage}). */
  readonly parse: (data: RawData, isBinary: boolean) => Parsed<In>;
  /** Answers one message; messages are handled one at a time, in order. */
  readonly handle: (message: In, socket: GuardedSocket<Out>) => Promise<void>;
  /** An error message in the socket's wire format. */
  readonly error: (code: GuardCode, message: string, id?: string) => Out;
  /** Called once when the socket closes. */
  readonly onClose?: () => void;
  /** Names the socket in the log. */
  readonly name: string;
}

/**
 * Serves one member's socket within its limits; answers the handle for sending, or null when
 * the member has as many sockets open here as they may (this one is closed, 4429).
 */
export function guardSocket<In, Out extends object>(
  socket: WebSocket,
  request: FastifyRequest,
  options: GuardOptions<In, Out>,
): GuardedSocket<Out> | null {
  const { readSession, parse, handle, error, name } = options;
  const { limits, open } = options.address;
  const userId = memberOf(request).id;
  const log = request.log;
  const opened = open.get(userId) ?? 0;
  if (opened >= limits.perMember) {
    socket.close(TOO_MANY_SOCKETS, `Too many sockets open: at most ${limits.perMember} a member`);
    return null;
  }
  open.set(userId, opened + 1);
  let windowStart = Date.now();
  let inWindow = 0;
  let strikes = 0;
  let alive = true;
  let pending = 0;
  let queue: Promise<void> = Promise.resolve();

  const guarded: GuardedSocket<Out> = {
    send(message) {
      if (socket.readyState !== socket.OPEN) return;
      // A client that does not read its answers may not make us hold them all.
      if (socket.bufferedAmount > limits.maxBuffered) {
        socket.close(1013, "Too much unread");
        return;
      }
      // Stamped with the server's clock, so the page can tell how far its own clock is off.
      socket.send(JSON.stringify({ ...message, sentAt: Date.now() }));
    },
  };
  const refuse = (code: GuardCode, message: string, id?: string): void =>
    guarded.send(error(code, message, id));

  const heartbeat = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
    // A sign-out (on any process) ends the socket's session too.
    void readSession(request, ignoredReply).then(
      (member) => {
        if (member?.id === userId) return;
        refuse("signed_out", "You are signed out");
        socket.close(4401, "Signed out");
      },
      (failure: unknown) => log.warn({ err: failure }, `${name} socket: session check failed`),
    );
  }, limits.heartbeat);
  socket.on("pong", () => {
    alive = true;
  });
  socket.on("close", () => {
    clearInterval(heartbeat);
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
    options.onClose?.();
  });

  socket.on("message", (data: RawData, isBinary: boolean) => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      inWindow = 0;
    }
    inWindow++;
    if (inWindow > limits.messagesPerSecond || pending >= limits.messagesPerSecond) {
      if (inWindow === limits.messagesPerSecond + 1) strikes++;
      refuse("too_fast", `Send at most ${limits.messagesPerSecond} messages a second`);
      if (strikes >= limits.tooFastStrikes) socket.close(1008, "Too many messages");
      return;
    }
    const parsed = parse(data, isBinary);
    if (!parsed.ok) {
      refuse("bad_message", parsed.message, parsed.id);
      return;
    }
    const message = parsed.message;
    pending++;
    queue = queue
      .then(() => handle(message, guarded))
      .catch((failure: unknown) => {
        log.error({ err: failure }, `${name} socket: a message failed`);
        // Nothing the client can mend: it reconnects and follows again.
        socket.close(1011, "Server error");
      })
      .finally(() => {
        pending--;
      });
  });
  return guarded;
}

/** Socket errors a client causes (a frame over the limit, a broken frame, a dropped connection). */
const CLIENT_FAULT = /^(WS_ERR_|ECONNRESET$|EPIPE$|ETIMEDOUT$)/;
/** Sockets whose client fault is in the log already. */
const faultLogged = new WeakSet<object>();

/**
 * @fastify/websocket's errorHandler: a fault of the client's (ws has refused its frame and is
 * closing the socket, e.g. 1009 for one over the size limit) is one warning per socket, without
 * a stack, so a client cannot fill the log; anything else is the server's, logged as an error.
 * Either way the socket is ended.
 */
export function socketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && CLIENT_FAULT.test(code)) {
    if (!faultLogged.has(socket)) {
      faultLogged.add(socket);
      request.log.warn(
        { code, reason: error.message, url: request.url },
        "match socket: ended by the client's fault",
      );
    }
  } else {
    request.log.error({ err: error }, "match socket: failed");
  }
  socket.terminate();
}

/** What the heartbeat's session check may write to: nothing (the upgrade's reply is long gone). */
const ignoredReply = {
  header: () => ignoredReply,
  headers: () => ignoredReply,
} as unknown as FastifyReply;
