/**
 * The rules of a live match that need no reading (ADR 0019): the clock on the coming choice, what
 * the clock plays when it runs out and how that is said, each side's styles, and invite codes.
 */
import {
  type Action,
  BATTING_STYLES,
  BOWLING_STYLES,
  type Engine,
  type MatchRecord,
  type MatchState,
  turnOf,
} from "../../engine/index.ts";
import { INVITE_ALPHABET, INVITE_CODE_LENGTH, type LiveClock } from "../../shared/live-types.ts";
import { randomInt } from "node:crypto";
import type { LiveRow, Side } from "../db/live-repository.ts";
import { type Entry, type Facts, LIVE_LEVEL, type LiveTiming } from "./live-referee-types.ts";

const STYLE_LABELS = new Map([...BATTING_STYLES, ...BOWLING_STYLES].map((o) => [o.style as string, o.label]));

export function recordOf(row: LiveRow, actions: readonly Action[]): MatchRecord {
  return { seed: row.seed, level: LIVE_LEVEL, rulesVersion: row.rulesVersion, actions };
}

export function newCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

export const sideOfTurn = (turn: "user" | "friend"): Side => (turn === "user" ? "host" : "guest");

/** The clock on the coming choice; null when the match waits for nothing. */
export function clockOf(
  row: LiveRow,
  entry: Entry,
  chosen: Facts["chosen"],
  timing: LiveTiming,
): LiveClock | null {
  if (row.status !== "playing") return null;
  const turn = turnOf(entry.state);
  if (turn === null) return null;
  const start = Math.max(entry.lastAt, row.acceptedAt?.getTime() ?? 0);
  if (turn === "both") {
    return {
      waitingFor: "both",
      deadline: start + timing.choiceMs,
      length: timing.choiceMs,
      chosen: { host: chosen.host !== undefined, guest: chosen.guest !== undefined },
    };
  }
  return {
    waitingFor: sideOfTurn(turn),
    deadline: start + timing.decisionMs,
    length: timing.decisionMs,
    chosen: { host: false, guest: false },
  };
}

/** "Time ran out for Priya: Hit Normally was played", for an action the clock played. */
export function noticeOf(row: LiveRow, action: Action, timedOut: Side | "both"): string {
  const nameOf = (side: Side) => (side === "host" ? row.hostName : (row.guestName ?? "the guest"));
  const what = (side: Side): string => {
    switch (action.type) {
      case "playBall": {
        const style = side === "host" ? action.style : action.other;
        return `${STYLE_LABELS.get(style ?? "") ?? "the normal style"} was played`;
      }
      case "callToss":
        return `${action.call === 0 ? "crown" : "money"} was called`;
      case "chooseBatOrBowl":
        return `they chose to ${action.choice}`;
      case "chooseBowler":
        return "the captain's choice of bowler was sent on";
      default:
        return "the default was played";
    }
  };
  if (timedOut === "both") {
    return `Time ran out for ${nameOf("host")} (${what("host")}) and ${nameOf("guest")} (${what("guest")})`;
  }
  return `Time ran out for ${nameOf(timedOut)}: ${what(timedOut)}`;
}

/** The default action of a decision whose clock ran out. */
export function defaultDecision(engine: Engine, state: MatchState): Action | null {
  switch (engine.nextInput(state)) {
    case "callToss":
      return { type: "callToss", call: 0 };
    case "chooseBatOrBowl":
      return { type: "chooseBatOrBowl", choice: "bat" };
    case "chooseBowler": {
      const playerId = engine.suggestedBowler(state)?.playerId ?? engine.eligibleBowlers(state)[0];
      return playerId === undefined ? null : { type: "chooseBowler", playerId };
    }
    default:
      return null;
  }
}

/** The normal style of each side's role at the ball now. */
export function normalStyles(engine: Engine, state: MatchState): Record<Side, string> {
  const hostBats = engine.userRole(state) === "bat";
  return hostBats
    ? { host: "hitNormally", guest: "regularBall" }
    : { host: "regularBall", guest: "hitNormally" };
}

/** The styles of a side's role at the ball now. */
export function rolesStyles(engine: Engine, state: MatchState, side: Side): readonly string[] {
  const hostBats = engine.userRole(state) === "bat";
  const bats = side === "host" ? hostBats : !hostBats;
  return (bats ? BATTING_STYLES : BOWLING_STYLES).map((o) => o.style);
}

/** The ball of the two styles chosen. */
export const ballOf = (choices: Record<Side, string>): Action =>
  ({ type: "playBall", style: choices.host, other: choices.guest }) as Action;
