/**
 * Helpers for the tests of the stores that follow a match the server referees, ranked and live
 * (only tests import this): the match as the server holds it, stepped by the real engine from
 * the same setup (a micro match, India v Australia at the Wankhede), and timers the test runs by
 * hand for the pauses before a dropped socket is opened again. Also what the game's tests step
 * their matches with: the engine and a way to play actions on from a state.
 */
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
