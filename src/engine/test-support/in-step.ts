/** Plays the same actions on two match states side by side, for tests that compare two routes. */
import { expect } from "vitest";
import type { Action } from "../actions.ts";
import type { Engine } from "../engine.ts";
import type { MatchState } from "../match-state.ts";

/**
 * Steps `first` and `second` through `actions`: each action must be taken by both and tell the
 * same events. Answers the two states reached.
 */
export function stepInStep(
  engine: Pick<Engine, "step">,
  first: MatchState,
  second: MatchState,
  actions: readonly Action[],
): [MatchState, MatchState] {
  let a = first;
  let b = second;
  for (const action of actions) {
    const ra = engine.step(a, action);
    const rb = engine.step(b, action);
    if (!ra.ok || !rb.ok) throw new Error(`refused: ${JSON.stringify(action)}`);
    expect(rb.events).toEqual(ra.events);
    a = ra.state;
    b = rb.state;
  }
  return [a, b];
}
