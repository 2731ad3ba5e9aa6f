import { describe, expect, it } from "vitest";
import { ReconnectingSocket, reconnectDelayMs, type SocketLike, socketUrl, ViewEvents } from "./socket.ts";

describe("the page's sockets", () => {
  it("are addressed on the page's own origin, wss under https", () => {
    expect(socketUrl({ protocol: "https:", host: "howzat.example" }, "/api/live/socket")).toBe(
      "wss://howzat.example/api/live/socket",
    );
    expect(socketUrl({ protocol: "http:", host: "localhost:3000" }, "/api/ranked/socket")).toBe(
      "ws://localhost:3000/api/ranked/socket",
    );
  });

  it("open again after a growing pause, reset once one answers, and never after stop or a no", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelayMs)).toEqual([
      500, 1000, 2000, 5000, 10_000, 10_000, 10_000,
    ]);
    const sockets: SocketLike[] = [];
    const waits: { run: () => void; ms: number }[] = [];
    let retry = true;
    const opened: string[] = [];
    const socket = new ReconnectingSocket({
      open: () => {
        const s: SocketLike = {
          send: () => {},
          close: () => {},
          onopen: null,
          onmessage: null,
          onclose: null,
        };
        sockets.push(s);
        return s;
      },
      setTimer: (run, ms) => {
        waits.push({ run, ms });
        return () => {};
      },
      onOpen: () => opened.push("open"),
      onMessage: (data) => opened.push(data),
      onDrop: () => retry,
    });
    socket.start();
    sockets[0]!.onopen?.({});
    sockets[0]!.onmessage?.({ data: "hello" });
    sockets[0]!.onclose?.({});
    waits.shift()!.run();
    sockets[1]!.onclose?.({});
    expect(waits.map((w) => w.ms)).toEqual([1000]);
    waits.shift()!.run();
    // Opened and closed with no answer (a server refusing one socket too many): still growing.
    sockets[2]!.onopen?.({});
    sockets[2]!.onclose?.({});
    expect(waits.map((w) => w.ms)).toEqual([2000]);
    waits.shift()!.run();
    sockets[3]!.onopen?.({});
    // A message from a socket already dropped is not passed on.
    sockets[1]!.onmessage?.({ data: "stale" });
    sockets[3]!.onmessage?.({ data: "again" });
    sockets[3]!.onclose?.({});
    expect(waits.map((w) => w.ms)).toEqual([500]);
    expect(opened).toEqual(["open", "hello", "open", "open", "again"]);
    waits.shift()!.run();
    retry = false;
    sockets[4]!.onclose?.({});
    expect(waits).toEqual([]);
    socket.start();
    socket.stop();
    sockets[5]!.onclose?.({});
    expect(waits).toEqual([]);
    expect(socket.connected).toBe(false);
  });

  it("keep a match's events once each, in order, whatever views repeat", () => {
    const events = new ViewEvents<string>();
    events.add(0, 2, ["a", "b"]);
    events.add(2, 3, ["c"]);
    // The same step again, then a catch-up from the start.
    events.add(2, 3, ["c"]);
    expect(events.all).toEqual(["a", "b", "c"]);
    events.add(0, 4, ["a", "b", "c", "d"]);
    expect(events.all).toEqual(["a", "b", "c", "d"]);
    events.add(4, 4, []);
    expect(events.all).toEqual(["a", "b", "c", "d"]);
  });
});
