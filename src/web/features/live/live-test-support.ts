/**
 * Helpers for the live screens' tests (only tests import this): a live match's view made by
 * stepping the real engine (level "friend", India v Australia at the Wankhede), and a fake
 * socket the screens open, which the test answers as the server would.
 */
import { type Action, type MatchEvent, type MatchState, mirrored, turnOf } from "../../../engine/index.ts";
import type { LiveClientMessage, LiveSide } from "../../../shared/live-types.ts";
import type { SocketLike } from "@/api/socket.ts";
import { engine, playOn, REFEREED_SETUP } from "@/test-support/refereed-match.ts";
import type { LiveMatchView } from "./live-api.ts";
import type { LiveServerMessageOf } from "./live-store.ts";

export { engine };

/** A friend match from the setup on: its state and every event. */
export interface LivePlayed {
  readonly state: MatchState;
  readonly events: readonly MatchEvent[];
  /** How many actions have been played. */
  readonly seq: number;
}

/** Steps `played` on with `actions`, throwing on a refusal. */
export function step(played: LivePlayed, ...actions: Action[]): LivePlayed {
  const { state, events } = playOn(played.state, actions);
  return { state, events: [...played.events, ...events], seq: played.seq + actions.length };
}

/** A friend match up to the toss. */
export function atToss(seed = 3): LivePlayed {
  return step({ state: engine.createMatch(seed, "friend"), events: [], seq: 0 }, ...REFEREED_SETUP);
}

/** The match played on to its first over's bowler: the toss (the host batting first). */
export function atFirstBowler(seed = 3): LivePlayed {
  const played = step(atToss(seed), { type: "callToss", call: 0 });
  // Whoever won the toss, the host bats first.
  const hostWon = played.state.toss?.winner === "user";
  return step(played, { type: "chooseBatOrBowl", choice: hostWon ? "bat" : "bowl" });
}

/** The match played on to its first ball: the toss (the host batting first) and the first bowler. */
export function atFirstBall(seed = 3): LivePlayed {
  const played = atFirstBowler(seed);
  const picker = turnOf(played.state) === "user" ? played.state : mirrored(played.state);
  return step(played, { type: "chooseBowler", playerId: engine.eligibleBowlers(picker)[0] as number });
}

/** The view of `played` for `side`, as the server sends it (seed and generator blanked). */
export function viewOf(
  played: LivePlayed,
  side: LiveSide,
  change: Partial<LiveMatchView> = {},
): LiveMatchView {
  return {
    id: "m7",
    code: "ABC234",
    side,
    status: "playing",
    seq: played.seq,
    state: { ...played.state, seed: 0, rng: [0, 0, 0, 0] },
    host: { name: "Asha", connected: true, forfeitAt: null, runOuts: 0 },
    guest: { name: "Priya", connected: true, forfeitAt: null, runOuts: 0 },
    clock: null,
    forfeitedBy: null,
    reveal: null,
    ...change,
  };
}

/** A socket a screen opened: what it sent, and a way to answer it. */
export interface FakeSocket extends SocketLike {
  readonly sent: LiveClientMessage<Action>[];
  closed: boolean;
  deliver(message: LiveServerMessageOf): void;
}

/** A socket that records what it is sent, and lets the test answer it as the server would. */
export function fakeSocket(): FakeSocket {
  const socket: FakeSocket = {
    sent: [],
    closed: false,
    onopen: null,
    onmessage: null,
    onclose: null,
    send(data: string) {
      socket.sent.push(JSON.parse(data) as LiveClientMessage<Action>);
    },
    close() {
      socket.closed = true;
    },
    deliver(message) {
      socket.onmessage?.({ data: JSON.stringify(message) });
    },
  };
  return socket;
}

/** An opener for the screens, and every socket it opened. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const open = (): SocketLike => {
    const socket = fakeSocket();
    sockets.push(socket);
    return socket;
  };
  return { sockets, open };
}

/** The match played to its result, each side always choosing its first option. */
export function finished(seed = 3): LivePlayed {
  let played = atFirstBall(seed);
  for (let guard = 0; guard < 500 && turnOf(played.state) !== null; guard++) {
    const input = engine.nextInput(played.state);
    if (input === "chooseBowler") {
      const picker = turnOf(played.state) === "user" ? played.state : mirrored(played.state);
      played = step(played, { type: "chooseBowler", playerId: engine.eligibleBowlers(picker)[0] as number });
    } else if (input === "playBall") {
      const style = engine.styleOptions(played.state)[0]!.style;
      const other = engine.styleOptions(mirrored(played.state))[0]!.style;
      played = step(played, { type: "playBall", style, other });
    } else throw new Error(`unexpected input ${String(input)}`);
  }
  return played;
}
