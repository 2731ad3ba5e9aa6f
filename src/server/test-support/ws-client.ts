import { createRequire } from "node:module";
import type WsWebSocket from "ws";
import { ORIGIN } from "./test-config.ts";

/**
 * The `ws` client of the same copy the server's @fastify/websocket runs (Node 20 has no global
 * WebSocket), loaded from beside it so the tests need no dependency of their own.
 */
const fromPlugin = createRequire(createRequire(import.meta.url).resolve("@fastify/websocket"));
const WebSocket = fromPlugin("ws") as typeof WsWebSocket;

/** How a socket ended. */
export interface Closed {
  readonly code: number;
  readonly reason: string;
}

/** A WebSocket client that queues what it receives, for tests to read in order. */
export class TestSocket {
  /** Every text message received, as sent. */
  readonly received: string[] = [];
  readonly closed: Promise<Closed>;
  private read = 0;
  private waiting: (() => void) | null = null;

  private constructor(readonly ws: WsWebSocket) {
    ws.on("message", (data) => {
      this.received.push(String(data));
      this.waiting?.();
    });
    this.closed = new Promise((resolve) => {
      ws.on("close", (code, reason) => {
        resolve({ code, reason: String(reason) });
        this.waiting?.();
      });
    });
  }

  /**
   * Opens a socket to `url` with the member's cookie, from our origin unless told otherwise;
   * rejects with the HTTP status when the upgrade is refused.
   */
  static open(
    url: string,
    {
      cookie,
      origin = ORIGIN,
      autoPong = true,
    }: { cookie?: string; origin?: string; autoPong?: boolean } = {},
  ): Promise<TestSocket> {
    const ws = new WebSocket(url, {
      headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
      autoPong,
    });
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(new TestSocket(ws)));
      ws.once("unexpected-response", (_request, response) => {
        reject(new UpgradeRefused(response.statusCode ?? 0));
        ws.terminate();
      });
      ws.once("error", reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** The next message received (parsed), waiting up to `ms`. */
  async next<T = unknown>(ms = 10_000): Promise<T> {
    const deadline = Date.now() + ms;
    while (this.read >= this.received.length) {
      if (this.ws.readyState === this.ws.CLOSED) throw new Error("the socket closed");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("no message came");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = null;
    }
    return JSON.parse(this.received[this.read++] as string) as T;
  }

  close(): void {
    this.ws.close();
  }
}

/** An upgrade the server answered with an HTTP status instead of a socket. */
export class UpgradeRefused extends Error {
  constructor(readonly status: number) {
    super(`the upgrade was refused with ${status}`);
  }
}
