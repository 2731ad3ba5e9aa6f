/**
 * Helpers for the tests of the stores that follow a match the server referees, ranked and live
 * (only tests import this): the match as the server holds it, stepped by the real engine from
 * the same setup (a micro match, India v Australia at the Wankhede), and timers the test runs by
 * hand for the pauses before a dropped socket is opened again. Also what the game's tests step
 * their matches with: the engine and a way to play actions on from a state.
 */
import { expect } from "vitest";
import type { SocketLike } from "@/api/socket.ts";
import { catalog } from "../../data/catalog.ts";
import {
  type Action,
  createEngine,
  type MatchEvent,
  type MatchState,
  type OpponentLevel,
} from "../../engine/index.ts";

/** The engine the server's side of the tests plays with. */
export const engine = createEngine(catalog);

/**
 * Plays `actions` on from `state`, throwing on a refusal (a test that expects success should
 * fail loudly): the state after them, and their events.
 */
export function playOn(
  state: MatchState,
  actions: readonly Action[],
): { state: MatchState; events: MatchEvent[] } {
  const events: MatchEvent[] = [];
  for (const action of actions) {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(`refused ${action.type}: ${result.error.message}`);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** The setup every refereed test match is made with, up to the toss. */
export const REFEREED_SETUP: readonly Action[] = [
  { type: "chooseFormat", format: "micro" },
  { type: "chooseTeam", countryId: 1 },
  { type: "chooseOpponent", countryId: 2 },
  { type: "chooseLocation", countryId: 1 },
  { type: "chooseStadium", stadiumId: "in-wankhede" },
];

/**
 * The match the server plays from `seed` at `level`, set up to the toss: its state now, every
 * step so far (its action and events), and a way to play the next action, which throws on a
 * refusal.
 */
export function refereedMatch(seed: number, level: OpponentLevel) {
  let state: MatchState = engine.createMatch(seed, level);
  const steps: { action: Action; events: MatchEvent[] }[] = [];
  const play = (action: Action) => {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    steps.push({ action, events: [...result.events] });
  };
  for (const action of REFEREED_SETUP) play(action);
  return { play, state: () => state, steps };
}

/** Timers the test runs by hand: each one waiting, with its pause in ms. */
export function manualTimers() {
  const waiting: { run: () => void; ms: number }[] = [];
  return {
    waiting,
    setTimer: (run: () => void, ms: number) => {
      const entry = { run, ms };
      waiting.push(entry);
      return () => waiting.splice(waiting.indexOf(entry), 1);
    },
  };
}

/** A socket of the tests' server side as {@link expectMissingForGood} drives it. */
interface ServedSocket extends SocketLike {
  readonly closed: boolean;
}

/**
 * A store told on `socket` that its match is not the member's: it says the match is missing and
 * opens no socket again when that one closes; and `another` store started and stopped (the
 * screen left) before its socket opened closes that socket and waits for nothing either.
 */
export function expectMissingForGood(parts: {
  readonly server: {
    readonly sockets: readonly ServedSocket[];
    deliver(
      socket: SocketLike,
      message: { type: "error"; code: "not_found"; message: string; id: string },
    ): void;
  };
  readonly clock: ReturnType<typeof manualTimers>;
  readonly store: { getSnapshot(): { readonly connection: string } };
  readonly socket: ServedSocket;
  readonly another: () => { start(): void; stop(): void };
}): void {
  const { server, clock, store, socket } = parts;
  server.deliver(socket, { type: "error", code: "not_found", message: "No such match", id: "m1" });
  expect(store.getSnapshot().connection).toBe("missing");
  socket.onclose?.({});
  expect(clock.waiting).toEqual([]);
  const other = parts.another();
  other.start();
  const next = server.sockets[1]!;
  other.stop();
  expect(next.closed).toBe(true);
  next.onclose?.({});
  expect(clock.waiting).toEqual([]);
}
