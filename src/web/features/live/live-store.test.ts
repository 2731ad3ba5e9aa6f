import { describe, expect, it } from "vitest";
import { type MatchEvent, mirrored, turnOf } from "../../../engine/index.ts";
import type { LiveClock, LivePlayer, LiveSide, LiveStatus } from "../../../shared/live-types.ts";
import type { SocketLike } from "@/api/socket.ts";
import type { LiveMatchView } from "./live-api.ts";
import { expectMissingForGood, manualTimers, refereedMatch } from "@/test-support/refereed-match.ts";
import { LiveStore, type LiveServerMessageOf } from "./live-store.ts";
import { engine, fakeSocket } from "./live-test-support.ts";

const SERVER_NOW = 1_000_000;

type FakeSocket = ReturnType<typeof fakeSocket> & { side: LiveSide };

/**
 * The server's side of a live match for two stores to talk to: the real engine plays the match
 * (level "friend") from the host's side; each view has the seed and generator blanked and names
 * the side it is for. The test opens, closes and answers the sockets the stores open.
 */
function referee(seed: number) {
  const match = refereedMatch(seed, "friend");
  const { play, steps } = match;
  const players: Record<LiveSide, LivePlayer> = {
    host: { name: "Asha", connected: true, forfeitAt: null, runOuts: 0 },
    guest: { name: "Priya", connected: true, forfeitAt: null, runOuts: 0 },
  };
  const styles: { host?: string; guest?: string } = {};
  let status: LiveStatus = "playing";
  let clockStart = SERVER_NOW;
  const clock = (): LiveClock | null => {
    const turn = turnOf(match.state());
    if (turn === null) return null;
    const length = turn === "both" ? 20_000 : 30_000;
    return {
      waitingFor: turn === "both" ? "both" : turn === "user" ? "host" : "guest",
      deadline: clockStart + length,
      length,
      chosen: { host: styles.host !== undefined, guest: styles.guest !== undefined },
    };
  };
  const view = (side: LiveSide): LiveMatchView => ({
    id: "m1",
    code: "ABC234",
    side,
    status,
    seq: steps.length,
    state: { ...match.state(), seed: 0, rng: [0, 0, 0, 0] },
    host: players.host,
    guest: players.guest,
    clock: clock(),
    forfeitedBy: null,
    reveal: null,
  });
  const sockets: FakeSocket[] = [];
  const opener = (side: LiveSide) => (): SocketLike => {
    const socket: FakeSocket = Object.assign(fakeSocket(), { side });
    sockets.push(socket);
    return socket;
  };
  /** Delivers a message stamped as the server does, with its clock (at SERVER_NOW). */
  const deliver = (socket: SocketLike, message: LiveServerMessageOf) =>
    socket.onmessage?.({ data: JSON.stringify({ ...message, sentAt: SERVER_NOW }) });
  const open = () => sockets.filter((s) => !s.closed && s.onmessage !== null);
  /** Sends every open socket the match now, with the events from `from`. */
  const broadcast = (from: number, notice: string | null = null) => {
    const events = steps.slice(from).flatMap((s) => s.events);
    for (const socket of open())
      deliver(socket, { type: "view", view: view(socket.side), from, events, notice });
  };
  /** Answers a socket's last message as the server would. */
  const answer = (socket: FakeSocket) => {
    const message = socket.sent[socket.sent.length - 1];
    const refuse = () =>
      deliver(socket, { type: "error", code: "out_of_turn", message: "Not your turn", id: "m1" });
    if (message?.type === "follow") {
      const events = steps.slice(message.seen).flatMap((s) => s.events);
      deliver(socket, { type: "view", view: view(socket.side), from: message.seen, events, notice: null });
    } else if (message?.type === "act") {
      const turn = turnOf(match.state());
      if (message.seq !== steps.length || turn !== (socket.side === "host" ? "user" : "friend"))
        return refuse();
      const from = steps.length;
      play(message.action);
      clockStart += 1000;
      broadcast(from);
    } else if (message?.type === "choose") {
      if (
        message.seq !== steps.length ||
        turnOf(match.state()) !== "both" ||
        styles[socket.side] !== undefined
      )
        return refuse();
      styles[socket.side] = message.style;
      const from = steps.length;
      if (styles.host !== undefined && styles.guest !== undefined) {
        play({ type: "playBall", style: styles.host as never, other: styles.guest as never });
        delete styles.host;
        delete styles.guest;
        clockStart += 1000;
      }
      broadcast(from);
    } else if (message?.type === "react") {
      for (const s of open())
        deliver(s, { type: "reaction", id: "m1", side: socket.side, reaction: message.reaction as never });
    }
  };
  /** Plays the toss and the first bowler straight on the server, up to the first ball. */
  const toFirstBall = () => {
    play({ type: "callToss", call: 0 });
    play({ type: "chooseBatOrBowl", choice: "bat" });
    const now = match.state();
    const picker = turnOf(now) === "user" ? now : mirrored(now);
    play({ type: "chooseBowler", playerId: engine.eligibleBowlers(picker)[0] as number });
  };
  return {
    sockets,
    opener,
    answer,
    deliver,
    broadcast,
    play,
    toFirstBall,
    players,
    setStatus: (next: LiveStatus) => (status = next),
    state: match.state,
    steps,
  };
}

/** A store for `side`, started, its socket opened and its follow answered. */
function joined(
  server: ReturnType<typeof referee>,
  side: LiveSide,
  extra: Partial<ConstructorParameters<typeof LiveStore>[0]> = {},
) {
  const store = new LiveStore({ id: "m1", open: server.opener(side), now: () => SERVER_NOW, ...extra });
  store.start();
  const socket = server.sockets[server.sockets.length - 1] as FakeSocket;
  socket.onopen?.({});
  server.answer(socket);
  return { store, socket };
}

const last = (socket: FakeSocket) => socket.sent[socket.sent.length - 1];

describe("a live match in the page", () => {
  it("follows the match and shows it from each member's own side", () => {
    const server = referee(5);
    const host = joined(server, "host");
    const guest = joined(server, "guest");
    expect(host.socket.sent).toEqual([{ type: "follow", id: "m1", seen: 0 }]);
    const h = host.store.getSnapshot();
    const g = guest.store.getSnapshot();
    expect(h.connection).toBe("live");
    // The host plays India (1), the guest Australia (2): each is the "user" of their own screen.
    expect(h.game!.state.teamId).toBe(1);
    expect(g.game!.state.teamId).toBe(2);
    expect(g.game!.state.opponentId).toBe(1);
    expect(h.opponentName).toBe("Priya");
    expect(g.opponentName).toBe("Asha");
    // Only the guest calls the toss.
    expect(h.turn).toBe("theirs");
    expect(g.turn).toBe("mine");
    expect(g.game!.seed).toBe(0);
    expect(g.game!.events).toEqual(server.steps.flatMap((s) => s.events));

    // The host's click is not sent; the guest's call goes up as the match's next action.
    host.store.dispatch({ type: "callToss", call: 0 });
    expect(host.socket.sent.filter((m) => m.type === "act")).toEqual([]);
    guest.store.dispatch({ type: "callToss", call: 1 });
    guest.store.dispatch({ type: "callToss", call: 0 });
    expect(guest.store.getSnapshot().pending).toBe(true);
    expect(guest.socket.sent.filter((m) => m.type === "act")).toEqual([
      { type: "act", id: "m1", seq: 5, action: { type: "callToss", call: 1 } },
    ]);
    server.answer(guest.socket);
    for (const store of [host.store, guest.store]) {
      const { game, pending } = store.getSnapshot();
      expect(pending).toBe(false);
      expect(engine.stage(game!.state).name).toBe("tossResult");
      expect(game!.events).toEqual(server.steps.flatMap((s) => s.events));
    }
    // The toss winner's side chooses; the winner reads "user" on their own screen.
    const winner = server.state().toss!.winner === "user" ? host : guest;
    expect(winner.store.getSnapshot().turn).toBe("mine");
    expect(winner.store.getSnapshot().game!.state.toss!.winner).toBe("user");
    const loser = winner === host ? guest : host;
    expect(loser.store.getSnapshot().turn).toBe("theirs");
    expect(loser.store.getSnapshot().game!.state.toss!.winner).toBe("computer");
  });

  it("speaks the events pushed as the match goes on, never those caught up on following", () => {
    const server = referee(6);
    const said: MatchEvent[] = [];
    const host = joined(server, "host", { reveal: (e) => said.push(e) });
    const guest = joined(server, "guest");
    expect(said).toEqual([]);
    guest.store.dispatch({ type: "callToss", call: 0 });
    server.answer(guest.socket);
    expect(said).toEqual(server.steps[5]?.events);
    expect(host.store.getSnapshot().view!.seq).toBe(6);
  });

  it("says each event once, even when a view repeats events the page had already", () => {
    const server = referee(13);
    const said: MatchEvent[] = [];
    const host = joined(server, "host", { reveal: (e) => said.push(e) });
    const guest = joined(server, "guest");
    guest.store.dispatch({ type: "callToss", call: 0 });
    server.answer(guest.socket);
    expect(said).toEqual(server.steps[5]?.events);
    // A view sent again from before the toss (a push crossing the page's catch-up).
    server.broadcast(5);
    expect(said).toEqual(server.steps[5]?.events);
    expect(host.store.getSnapshot().game!.events).toEqual(server.steps.flatMap((s) => s.events));
  });

  it("sends a ball's style once, shows the member waiting, and never the other's style before the ball", () => {
    const server = referee(7);
    server.toFirstBall();
    const host = joined(server, "host");
    const guest = joined(server, "guest");
    expect(host.store.getSnapshot().turn).toBe("both");
    const seq = server.steps.length;
    // The host's screen offers the host's role's styles; the guest's the other role's.
    const hostStyle = engine.styleOptions(host.store.getSnapshot().game!.state)[0]!.style;
    const guestStyle = engine.styleOptions(guest.store.getSnapshot().game!.state)[0]!.style;
    expect(engine.userRole(host.store.getSnapshot().game!.state)).not.toBe(
      engine.userRole(guest.store.getSnapshot().game!.state),
    );
    host.store.dispatch({ type: "playBall", style: hostStyle });
    host.store.dispatch({ type: "playBall", style: hostStyle });
    expect(host.socket.sent.filter((m) => m.type === "choose")).toEqual([
      { type: "choose", id: "m1", seq, style: hostStyle },
    ]);
    expect(host.store.getSnapshot()).toMatchObject({ chosen: true, otherChosen: false });
    server.answer(host.socket);
    // The guest hears that the host has chosen, and nothing of what.
    expect(guest.store.getSnapshot()).toMatchObject({ chosen: false, otherChosen: true });
    expect(JSON.stringify(guest.store.getSnapshot().view)).not.toContain(`"${hostStyle}"`);
    guest.store.dispatch({ type: "playBall", style: guestStyle });
    server.answer(guest.socket);
    for (const store of [host.store, guest.store]) {
      const snapshot = store.getSnapshot();
      expect(snapshot.view!.seq).toBe(seq + 1);
      expect(snapshot.game!.events.at(-1)?.type).toBe("ball");
      // The next ball is open to both again.
      expect(snapshot).toMatchObject({ turn: "both", chosen: false, otherChosen: false });
    }
  });

  it("catches up when a choice was out of turn, and shows a refusal in the server's words", () => {
    const server = referee(8);
    const guest = joined(server, "guest");
    // Another tab of the guest's called the toss meanwhile.
    server.play({ type: "callToss", call: 1 });
    guest.store.dispatch({ type: "callToss", call: 0 });
    server.answer(guest.socket);
    expect(last(guest.socket)).toEqual({ type: "follow", id: "m1", seen: 5 });
    server.answer(guest.socket);
    const { game, pending } = guest.store.getSnapshot();
    expect(pending).toBe(false);
    expect(engine.stage(game!.state).name).toBe("tossResult");
    expect(game!.events).toEqual(server.steps.flatMap((s) => s.events));
    server.deliver(guest.socket, { type: "error", code: "refused", message: "Choose bat or bowl", id: "m1" });
    expect(guest.store.getSnapshot().game!.refusal).toBe("Choose bat or bowl");
    // Too fast: said, and the page asks for the match again to know what counted.
    const sent = guest.socket.sent.length;
    server.deliver(guest.socket, { type: "error", code: "too_fast", message: "Slow down", id: "m1" });
    expect(guest.store.getSnapshot().game!.refusal).toBe("Slow down");
    expect(guest.socket.sent.slice(sent)).toEqual([{ type: "follow", id: "m1", seen: 6 }]);
    // Too many reactions: said, and nothing else is asked for.
    const later = guest.socket.sent.length;
    server.deliver(guest.socket, {
      type: "error",
      code: "rate_limited",
      message: "Too many reactions",
      id: "m1",
    });
    expect(guest.store.getSnapshot().game!.refusal).toBe("Too many reactions");
    expect(guest.socket.sent.length).toBe(later);
  });

  it("opens a dropped socket again with a growing pause and catches up from the last action it saw", () => {
    const server = referee(9);
    const clock = manualTimers();
    server.toFirstBall();
    const { store, socket: first } = joined(server, "host", { setTimer: clock.setTimer });
    const seq = server.steps.length;
    const style = engine.styleOptions(store.getSnapshot().game!.state)[0]!.style;
    store.dispatch({ type: "playBall", style });
    expect(store.getSnapshot().chosen).toBe(true);
    first.onclose?.({});
    expect(store.getSnapshot().connection).toBe("reconnecting");
    // The style may not have arrived: the page no longer claims it did.
    expect(store.getSnapshot().chosen).toBe(false);
    expect(clock.waiting.map((t) => t.ms)).toEqual([500]);
    clock.waiting.shift()!.run();
    server.sockets.at(-1)!.onclose?.({});
    expect(clock.waiting.map((t) => t.ms)).toEqual([1000]);
    clock.waiting.shift()!.run();
    // Meanwhile both styles went in (the host's other tab) and the ball was played.
    server.play({ type: "playBall", style, other: engine.styleOptions(mirrored(server.state()))[0]!.style });
    const third = server.sockets.at(-1)!;
    third.onopen?.({});
    expect(third.sent).toEqual([{ type: "follow", id: "m1", seen: seq }]);
    server.answer(third);
    const snapshot = store.getSnapshot();
    expect(snapshot.connection).toBe("live");
    expect(snapshot.view!.seq).toBe(seq + 1);
    expect(snapshot.game!.events).toEqual(server.steps.flatMap((s) => s.events));
  });

  it("surfaces the server's notice and both members' reactions with their names", () => {
    const server = referee(10);
    const host = joined(server, "host");
    const guest = joined(server, "guest");
    // The notices caught up with the match on opening the page are not news.
    const late = new LiveStore({ id: "m1", open: server.opener("guest"), now: () => SERVER_NOW });
    late.start();
    const lateSocket = server.sockets.at(-1)!;
    lateSocket.onopen?.({});
    server.deliver(lateSocket, {
      type: "view",
      view: host.store.getSnapshot().view!,
      from: 0,
      events: [],
      notice: "Time ran out for Asha: the toss was called",
    });
    expect(late.getSnapshot().notice).toBeNull();
    late.stop();
    server.broadcast(server.steps.length, "Time ran out for Priya: Hit Normally was played");
    expect(host.store.getSnapshot().notice?.text).toBe("Time ran out for Priya: Hit Normally was played");
    const firstKey = host.store.getSnapshot().notice!.key;
    // A view without a notice keeps the last one; a new notice has a new key.
    server.broadcast(server.steps.length);
    expect(host.store.getSnapshot().notice?.key).toBe(firstKey);
    server.broadcast(server.steps.length, "Time ran out again");
    expect(host.store.getSnapshot().notice?.key).not.toBe(firstKey);

    guest.store.react("Good luck!");
    expect(last(guest.socket)).toEqual({ type: "react", id: "m1", reaction: "Good luck!" });
    server.answer(guest.socket);
    expect(host.store.getSnapshot().reaction).toMatchObject({
      name: "Priya",
      reaction: "Good luck!",
      mine: false,
    });
    expect(guest.store.getSnapshot().reaction).toMatchObject({
      name: "Priya",
      reaction: "Good luck!",
      mine: true,
    });
  });

  it("counts down to the forfeit while the opponent is away, and reads deadlines on the page's clock", () => {
    const server = referee(11);
    // The page's clock is 4 s behind the server's.
    const { store } = joined(server, "host", { now: () => SERVER_NOW - 4000 });
    // The toss clock started at SERVER_NOW: the page sees it end 4 s earlier on its own clock.
    expect(store.getSnapshot().clockEndsAt).toBe(SERVER_NOW + 30_000 - 4000);
    expect(store.getSnapshot().opponentAway).toBe(false);
    server.players.guest = { name: "Priya", connected: false, forfeitAt: SERVER_NOW + 45_000, runOuts: 0 };
    server.broadcast(server.steps.length);
    expect(store.getSnapshot()).toMatchObject({ opponentAway: true, awayUntil: SERVER_NOW + 45_000 - 4000 });
    server.players.guest = { name: "Priya", connected: true, forfeitAt: null, runOuts: 0 };
    server.broadcast(server.steps.length);
    expect(store.getSnapshot()).toMatchObject({
      opponentAway: false,
      opponentConnected: true,
      awayUntil: null,
    });
  });

  it("reads the server's deadline right on a page whose clock is ahead of the server's", () => {
    const server = referee(11);
    // The page's clock is 19 s ahead: the toss clock's 30 s still show as 30 s.
    const { store } = joined(server, "guest", { now: () => SERVER_NOW + 19_000 });
    expect(store.getSnapshot().clockEndsAt).toBe(SERVER_NOW + 30_000 + 19_000);
  });

  it("says a match that is not the member's is missing, and stops for good when the screen leaves", () => {
    const server = referee(12);
    const clock = manualTimers();
    const store = new LiveStore({ id: "m1", open: server.opener("host"), setTimer: clock.setTimer });
    store.start();
    const socket = server.sockets[0]!;
    socket.onopen?.({});
    expectMissingForGood({
      server,
      clock,
      store,
      socket,
      another: () => new LiveStore({ id: "m1", open: server.opener("host"), setTimer: clock.setTimer }),
    });
  });
});
