import type { Action, Engine, MatchEvent, MatchState } from "../../engine/index.ts";
import type { LiveServerMessage } from "../../shared/live-types.ts";
import type { TestSocket } from "./ws-client.ts";

/** A live match's server messages, with the engine's types. */
export type LiveMessage = LiveServerMessage<MatchState, Action, MatchEvent>;
export type LiveViewMessage = Extract<LiveMessage, { type: "view" }>;

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
