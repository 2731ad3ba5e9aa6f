/**
 * What the replay worker answers, as a pure function of the engine and the question, so the
 * worker and a page without workers (tests) give the same answers.
 */
import {
  type Action,
  type Engine,
  isOpponentLevel,
  type MatchEvent,
  type MatchState,
  replay,
} from "../../../engine/index.ts";
import type { ReplayRecord } from "../../../shared/api-types.ts";
import { matchFigures, type MatchFigures } from "./career-figures.ts";

/** A question for the worker. */
export type ReplayRequest =
  | { readonly id: number; readonly kind: "replay"; readonly record: ReplayRecord }
  | { readonly id: number; readonly kind: "figures"; readonly records: readonly ReplayRecord[] };

/** Its answer. */
export type ReplayAnswer =
  | {
      readonly id: number;
      readonly kind: "replay";
      /** Null when the record does not replay to a finished match. */
      readonly match: { readonly state: MatchState; readonly events: readonly MatchEvent[] } | null;
    }
  | {
      readonly id: number;
      readonly kind: "figures";
      readonly figures: readonly MatchFigures[];
      /** Records that did not replay to a finished match. */
      readonly skipped: number;
    };

function replayed(engine: Engine, record: ReplayRecord, withEvents: boolean) {
  const level = isOpponentLevel(record.level) ? record.level : "classic";
  const result = replay(
    engine,
    { seed: record.seed, level, actions: record.actions as Action[] },
    withEvents,
  );
  return result.refusedAt === null && result.state.result !== null ? result : null;
}

/** Replays what is asked: one match with its events, or a page of matches into figures. */
export function answerReplay(engine: Engine, request: ReplayRequest): ReplayAnswer {
  if (request.kind === "replay") {
    const result = replayed(engine, request.record, true);
    return {
      id: request.id,
      kind: "replay",
      match: result ? { state: result.state, events: result.events } : null,
    };
  }
  const figures: MatchFigures[] = [];
  let skipped = 0;
  for (const record of request.records) {
    const result = replayed(engine, record, false);
    const figure = result ? matchFigures(engine, result.state, record) : null;
    if (figure) figures.push(figure);
    else skipped++;
  }
  return { id: request.id, kind: "figures", figures, skipped };
}
