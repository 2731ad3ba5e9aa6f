import { describe, expect, it, vi } from "vitest";
import { type Action, type MatchEvent, playAheadRng, playStretch, styleFor } from "../../../engine/index.ts";
import type { RankedClientMessage } from "../../../shared/ranked-types.ts";
import type { RankedAheadOutcome, RankedAheadRequest, RankedMatchView } from "./ranked-api.ts";
import { engine, expectMissingForGood, manualTimers, refereedMatch } from "@/test-support/refereed-match.ts";
import { RankedStore, type RankedServerMessageOf, type SocketLike } from "./ranked-store.ts";

/**
 * The server's side of a ranked match, for the store to talk to: the real engine plays the
 * match from its seed, each view has the seed and generator blanked, as the server sends them.
 * Each socket the store opens is recorded; the test opens, closes and answers them.
 */
function referee(seed: number) {
  const match = refereedMatch(seed, "international");
  const { play, steps } = match;
  const view = (): RankedMatchView => ({
    id: "m1",
    seq: steps.length,
    state: { ...match.state(), seed: 0, rng: [0, 0, 0, 0] },
    reveal: null,
    ended: null,
  });
  const sockets: (SocketLike & { sent: RankedClientMessage<Action>[]; closed: boolean })[] = [];
  const open = (): SocketLike => {
    const socket = {
      sent: [] as RankedClientMessage<Action>[],
      closed: false,
      onopen: null as SocketLike["onopen"],
      onmessage: null as SocketLike["onmessage"],
      onclose: null as SocketLike["onclose"],
      send(data: string) {
        socket.sent.push(JSON.parse(data) as RankedClientMessage<Action>);
      },
      close() {
        socket.closed = true;
      },
    };
    sockets.push(socket);
    return socket;
  };
  const deliver = (socket: SocketLike, message: RankedServerMessageOf) =>
    socket.onmessage?.({ data: JSON.stringify(message) });
  /** Answers a socket's last message as the server would. */
  const answer = (socket: (typeof sockets)[number]) => {
    const message = socket.sent[socket.sent.length - 1];
    if (message?.type === "follow") {
      const events = steps.slice(message.seen).flatMap((s) => s.events);
      deliver(socket, { type: "view", view: view(), from: message.seen, events });
    } else if (message?.type === "act") {
      if (message.seq !== steps.length) {
        deliver(socket, { type: "error", code: "out_of_turn", message: "Not your turn", id: "m1" });
        return;
      }
      const from = steps.length;
      play(message.action);
      deliver(socket, { type: "view", view: view(), from, events: steps[from]?.events ?? [] });
    }
  };
  return { sockets, open, answer, deliver, play, state: match.state, steps };
}

/**
 * A store following match m1 on a referee seeded `seed`, with `extra` options, its first socket
 * open: the server, the store and that socket.
 */
function opened(seed: number, extra: Partial<ConstructorParameters<typeof RankedStore>[0]> = {}) {
  const server = referee(seed);
  const store = new RankedStore({ id: "m1", open: server.open, ...extra });
  store.start();
  const socket = server.sockets[0]!;
  socket.onopen?.({});
  return { server, store, socket };
}

/** {@link opened}, its pauses on a clock the test moves. */
function openOnClock(seed: number) {
  const clock = manualTimers();
  return { clock, ...opened(seed, { setTimer: clock.setTimer }) };
}

/**
 * Checks that an open socket asked to follow m1 from action `seen`, answers it, and checks that
 * the store is live: the game it then shows.
 */
function answerFollow(
  server: ReturnType<typeof referee>,
  store: RankedStore,
  socket: ReturnType<typeof referee>["sockets"][number],
  seen: number,
) {
  expect(socket.sent).toEqual([{ type: "follow", id: "m1", seen }]);
  server.answer(socket);
  const { connection, game } = store.getSnapshot();
  expect(connection).toBe("live");
  return game!;
}

describe("a ranked match in the page", () => {
  it("follows the match once the socket opens, and shows the server's view as a game snapshot", () => {
    const server = referee(5);
    const store = new RankedStore({ id: "m1", open: server.open });
    store.start();
    expect(store.getSnapshot().connection).toBe("connecting");
    const socket = server.sockets[0]!;
    socket.onopen?.({});
    const game = answerFollow(server, store, socket, 0);
    expect(engine.stage(game.state).name).toBe("toss");
    // Nothing of the seed: the page renders what it was sent.
    expect(game.seed).toBe(0);
    expect(game.state.rng).toEqual([0, 0, 0, 0]);
    expect(game.events).toEqual(server.steps.flatMap((s) => s.events));
  });

  it("sends one choice at a time for the match's next place, and says only its own step's events", () => {
    const said: MatchEvent[] = [];
    const { server, store, socket } = opened(6, { reveal: (e) => said.push(e) });
    server.answer(socket);
    expect(said).toEqual([]);
    store.dispatch({ type: "callToss", call: 0 });
    // A second click while the first is on its way is not sent.
    store.dispatch({ type: "callToss", call: 1 });
    expect(store.getSnapshot().pending).toBe(true);
    expect(socket.sent.filter((m) => m.type === "act")).toEqual([
      { type: "act", id: "m1", seq: 5, action: { type: "callToss", call: 0 } },
    ]);
    server.answer(socket);
    expect(store.getSnapshot().pending).toBe(false);
    expect(said).toEqual(server.steps[5]?.events);
    expect(store.getSnapshot().game!.events).toEqual(server.steps.flatMap((s) => s.events));
  });

  it("catches up after the match moved on elsewhere (out of turn), and shows the engine's refusal in its words", () => {
    const { server, store, socket } = opened(7);
    server.answer(socket);
    // Another tab called the toss meanwhile.
    server.play({ type: "callToss", call: 1 });
    store.dispatch({ type: "callToss", call: 0 });
    server.answer(socket);
    expect(socket.sent[socket.sent.length - 1]).toEqual({ type: "follow", id: "m1", seen: 5 });
    server.answer(socket);
    const { game } = store.getSnapshot();
    expect(game!.events).toEqual(server.steps.flatMap((s) => s.events));
    expect(engine.stage(game!.state).name).not.toBe("toss");
    server.deliver(socket, {
      type: "error",
      code: "refused",
      message: "The toss has been called already",
      id: "m1",
    });
    expect(store.getSnapshot().game!.refusal).toBe("The toss has been called already");
  });

  it("opens a dropped socket again with a growing pause and catches up from the last action it saw", () => {
    const { server, clock, store, socket: first } = openOnClock(8);
    server.answer(first);
    first.onclose?.({});
    expect(store.getSnapshot().connection).toBe("reconnecting");
    expect(clock.waiting.map((t) => t.ms)).toEqual([500]);
    clock.waiting.shift()!.run();
    // The second try fails too: a longer pause.
    server.sockets[1]!.onclose?.({});
    expect(clock.waiting.map((t) => t.ms)).toEqual([1000]);
    clock.waiting.shift()!.run();
    // Meanwhile the match went on (another tab): the third socket catches up from seq 5.
    server.play({ type: "callToss", call: 0 });
    const third = server.sockets[2]!;
    third.onopen?.({});
    const game = answerFollow(server, store, third, 5);
    // Every event once, in order.
    expect(game.events).toEqual(server.steps.flatMap((s) => s.events));
  });

  it("says a match that is not the member's is missing, and stops for good when the screen leaves", () => {
    const { server, clock, store, socket } = openOnClock(9);
    expectMissingForGood({
      server,
      clock,
      store,
      socket,
      another: () => new RankedStore({ id: "m1", open: server.open, setTimer: clock.setTimer }),
    });
  });

  it("plays ahead on the server an innings a request to the stretch's end, and sums it up once", async () => {
    const asked: RankedAheadRequest[] = [];
    const said: string[] = [];
    let server: ReturnType<typeof referee> | null = null;
    // The server's side: the engine's own play ahead from the match it holds, an innings at most.
    const playAhead = async (_id: string, request: RankedAheadRequest): Promise<RankedAheadOutcome> => {
      asked.push(request);
      const match = server!;
      const from = match.steps.length;
      const stretch = playStretch(engine, match.state(), request.plan, "innings", playAheadRng(9, from));
      for (const action of stretch.actions) match.play(action);
      const view: RankedMatchView = {
        id: "m1",
        seq: match.steps.length,
        state: { ...match.state(), seed: 0, rng: [0, 0, 0, 0] },
        reveal: null,
        ended: null,
      };
      const done = engine.stage(match.state()).name === "finished";
      return { ok: true, value: { view, from, events: stretch.events, done, stop: null, startChance: 0.5 } };
    };
    const opening = opened(10, { playAhead, say: (text) => said.push(text) });
    server = opening.server;
    const { store, socket } = opening;
    server.play({ type: "callToss", call: 0 });
    server.play({ type: "chooseBatOrBowl", choice: "bat" });
    while (engine.stage(server.state()).innings === null) server.play({ type: "startMatch" });
    server.answer(socket);
    const before = store.getSnapshot().game!.events.length;

    store.playAhead({ batting: "attack", bowling: "defend" }, "match", { milestone: true });
    expect(store.getSnapshot().pending).toBe(true);
    expect(store.getSnapshot().game!.ahead).not.toBeNull();
    // A click meanwhile sends nothing.
    store.dispatch({ type: "playBall", style: styleFor("bat", "normal") });
    await vi.waitFor(() => expect(store.getSnapshot().pending).toBe(false));

    expect(socket.sent.filter((m) => m.type === "act")).toEqual([]);
    // Micro: an over an innings, a request each; the second goes on from the first's end.
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatchObject({
      seq: 7,
      plan: { batting: "attack", bowling: "defend" },
      until: "match",
    });
    expect(asked[0]?.startChance).toBeUndefined();
    expect(asked[1]?.startChance).toBe(0.5);
    const game = store.getSnapshot().game!;
    expect(engine.stage(game.state).name).toBe("finished");
    expect(game.events).toEqual(server.steps.flatMap((s) => s.events));
    expect(game.ahead).toBeNull();
    expect(game.playedAhead).toEqual([{ from: before, to: game.events.length, state: game.state }]);
    expect(game.stretch?.summary).toMatch(/^Played ahead/);
    expect(said).toEqual([game.stretch?.summary]);
  });
});
