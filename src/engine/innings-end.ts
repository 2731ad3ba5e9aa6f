/**
 * What an innings' end and a match's end write, shared by the innings of a match
 * (play-steps.ts) and its super overs (super-over.ts): the score line announced (with the
 * target it sets, when it sets one) and the finished match's state.
 */
import type { MatchEvent } from "./events.ts";
import { oversText } from "./figures.ts";
import { battingSideOf, bowlingSideOf, inningsNumberOf, type Sides } from "./innings-summary.ts";
import type { InningsState, MatchResult, MatchState } from "./match-state.ts";
import { scoreText, targetText } from "./result.ts";
import type { RngState } from "./rng.ts";
import { STAGE } from "./stages.ts";
import { matchWith } from "./state-build.ts";
import type { StepResult } from "./step-result.ts";

/** Innings `index` (0-based), `ended`, is over: its score, and the target it sets if any. */
export function inningsEndEvent(
  sides: Sides,
  ended: InningsState,
  index: number,
  target: number | null,
): MatchEvent {
  const side = battingSideOf(sides, ended);
  const score = scoreText(side, ended);
  return {
    type: "inningsEnd",
    innings: inningsNumberOf(index),
    teamId: side.id,
    runs: ended.totalRun,
    wickets: ended.wicketTaken,
    overs: oversText(ended.ballCompleted),
    target,
    text: target === null ? score : `${score}. ${targetText(bowlingSideOf(sides, ended), target)}`,
  };
}

/** The step that ends the match with `result` (its events already in `events`). */
export function finishedMatch(
  state: MatchState,
  innings: readonly InningsState[],
  result: MatchResult,
  rng: RngState,
  lastLine: readonly number[],
  events: MatchEvent[],
): StepResult {
  return {
    ok: true,
    state: matchWith(state, {
      innings,
      rng,
      lastLine,
      intentSaid: false,
      status: STAGE.finished.status,
      result,
    }),
    events,
  };
}
