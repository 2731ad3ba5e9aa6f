import { type Action, type Engine, type MatchState, turnOf } from "../../engine/index.ts";
import type { LiveMatchView, LiveMessage, LiveViewMessage } from "./match-messages.ts";
import type { TestSocket } from "./ws-client.ts";

export type { LiveMessage, LiveViewMessage } from "./match-messages.ts";

/** Reads messages until a view `accept`s; an error on the way fails the test. */
export async function untilView(
  socket: TestSocket,
  accept: (message: LiveViewMessage) => boolean,
  ms = 10_000,
): Promise<LiveViewMessage> {
  for (;;) {
    const message = await socket.next<LiveMessage>(ms);
    if (message.type === "error") throw new Error(`refused: ${message.code} ${message.message}`);
    if (message.type === "view" && accept(message)) return message;
  }
}

/** Both members follow the new live match `id` from its start; answers the guest's first view. */
export async function followBoth(host: TestSocket, guest: TestSocket, id: string): Promise<LiveMatchView> {
  host.send({ type: "follow", id, seen: 5 });
  guest.send({ type: "follow", id, seen: 5 });
  await untilView(host, () => true);
  return (await untilView(guest, () => true)).view;
}

/**
 * The decision of the side whose turn it is in a live match: the toss called "money", the
 * first innings taken as `choice` says, the first bowler offered.
 */
export function liveDecision(engine: Engine, state: MatchState, choice: "bat" | "bowl"): Action {
  const input = engine.nextInput(state);
  if (input === "callToss") return { type: "callToss", call: 1 };
  if (input === "chooseBatOrBowl") return { type: "chooseBatOrBowl", choice };
  if (input === "chooseBowler") {
    return { type: "chooseBowler", playerId: engine.eligibleBowlers(state)[0] as number };
  }
  throw new Error(`no decision at ${String(input)}`);
}

/**
 * A style for a side's role at the ball that will be action `seq`, varied from ball to ball
 * (the aggressive ones, more often, so a match moves on to its end).
 */
export function liveStyle(engine: Engine, state: MatchState, side: "host" | "guest", seq: number): string {
  const hostBats = engine.userRole(state) === "bat";
  const bats = side === "host" ? hostBats : !hostBats;
  const styles = bats
    ? ["hitAggressively", "hitNormally", "hitAggressively"]
    : ["takeWicket", "regularBall", "saveRun"];
  return styles[seq % 3] as string;
}

/**
 * Plays a live match to its end (or to action `upTo`) from `start` over the two members'
 * sockets: each decision by the side whose turn it is (the toss winner bowls), each ball chosen
 * by both with {@link liveStyle}, `pauseMs` apart (a player's pace keeps a socket inside the
 * server's messages-per-second limit). Answers the last view each side was sent.
 */
export async function playLiveOut(
  engine: Engine,
  host: TestSocket,
  guest: TestSocket,
  start: LiveMatchView,
  upTo = Number.POSITIVE_INFINITY,
  pauseMs = 0,
): Promise<{ host: LiveMatchView; guest: LiveMatchView }> {
  let view = start;
  let guestView = start;
  for (let steps = 0; view.status === "playing" && view.seq < upTo; steps++) {
    if (steps > 300) throw new Error("the match did not end");
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const turn = turnOf(view.state);
    const seq = view.seq;
    if (turn === "both") {
      host.send({ type: "choose", id: view.id, seq, style: liveStyle(engine, view.state, "host", seq) });
      guest.send({ type: "choose", id: view.id, seq, style: liveStyle(engine, view.state, "guest", seq) });
    } else if (turn !== null) {
      (turn === "user" ? host : guest).send({
        type: "act",
        id: view.id,
        seq,
        action: liveDecision(engine, view.state, "bowl"),
      });
    }
    // (Nobody's turn while playing: the last ball is played, and the status follows once the
    // match is kept.)
    const moved = (m: Pick<LiveViewMessage, "view">) => m.view.seq > seq || m.view.status !== "playing";
    view = (await untilView(host, moved)).view;
    // The guest's process may have sent the end without the last ball's view before it.
    if (!moved({ view: guestView })) guestView = (await untilView(guest, moved)).view;
  }
  return { host: view, guest: guestView };
}
