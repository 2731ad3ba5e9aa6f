/**
 * Knockout matches that go to a super over, found by playing seeds in turn (tests only): a tie
 * after both innings is rare, so the tests search for one rather than name a seed that a change
 * to the catalog would move.
 */
import type { OpponentLevel } from "../actions.ts";
import type { Engine } from "../engine.ts";
import { SUPER_OVER_RULES_VERSION } from "../rules-version.ts";
import {
  simulateMatch,
  type SimulationOptions,
  type SimulationResult,
  type SimulationStrategy,
} from "../simulate.ts";

/** A knockout match played to its end from its seed. */
export interface PlayedKnockout extends SimulationResult {
  readonly seed: number;
}

/**
 * The first `count` knockout Micro matches from seed `from` on (by rules version 3) that
 * `accept` takes, among those that went to a super over; throws if `tries` seeds find too few.
 */
export function tiedKnockouts(
  engine: Engine,
  level: OpponentLevel,
  strategy: SimulationStrategy,
  count: number,
  accept: (played: PlayedKnockout) => boolean = () => true,
  options: SimulationOptions = {},
  from = 1,
  tries = 4000,
): PlayedKnockout[] {
  const found: PlayedKnockout[] = [];
  for (let seed = from; seed < from + tries && found.length < count; seed++) {
    const played = simulateMatch(engine, seed, "micro", strategy, {
      ...options,
      level,
      rulesVersion: SUPER_OVER_RULES_VERSION,
      knockout: true,
    });
    const knockout = { ...played, seed };
    if (played.state.innings.length > 2 && accept(knockout)) found.push(knockout);
  }
  if (found.length < count)
    throw new Error(`Only ${found.length} of ${count} tied knockout matches in ${tries} seeds from ${from}`);
  return found;
}
