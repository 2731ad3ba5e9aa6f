/**
 * What a view of one match reads, in play or finished: the engine and the win-chance answers.
 * The game page's services carry these among the rest; a kept match (in the archive) is shown
 * on these two alone, with no store, speaker or settings behind it.
 */
import { catalog } from "../../../../data/catalog.ts";
import {
  createEngine,
  levelRules,
  replayTablesState,
  tablesKey,
  type Engine,
} from "../../../../engine/index.ts";
import { answer, type WinChanceRequest } from "@/features/game/win-chance/win-chance-answers.ts";
import {
  startWinChanceWorker,
  WinChanceClient,
  type WinChancePort,
} from "@/features/game/win-chance/win-chance-client.ts";

export interface MatchView {
  /** Bound to Howzat's catalog; the server builds its own from the same catalog. */
  readonly engine: Engine;
  /** Answers about the chance of winning, from the worker; never waited on. */
  readonly winChance: WinChanceClient;
}

/**
 * The win-chance client of `engine`. International's computer reads the win tables on every
 * ball: the worker builds them as soon as the format is known and hands the page's engine the
 * window of them the match in play can still reach, so none is built on this thread. Questions
 * that window can answer are answered here.
 */
export function winChanceFor(engine: Engine, start: () => WinChancePort | null): WinChanceClient {
  const answerHere = (request: WinChanceRequest) => {
    // Only International's tables are the page's (Club's, the same numbers, stay the worker's).
    const needs = request.kind === "series" ? replayTablesState(engine, request.record) : request.state;
    if (request.kind === "tables" || needs == null || !levelRules(needs.level).playNeedsTables) return null;
    // The page holds a window of them, enough for the match in play; a whole match's chart is the worker's.
    const here =
      request.kind === "series" ? engine.tables.hasWhole(tablesKey(needs)) : engine.tables.covers(needs);
    if (!here) return null;
    return answer(engine, request);
  };
  return new WinChanceClient(start, (data) => engine.tables.adopt(data), answerHere);
}

/** A finished match's view in the browser: a fresh engine and the win-chance worker. */
export function createMatchView(start: () => WinChancePort | null = startWinChanceWorker): MatchView {
  const engine = createEngine(catalog);
  return { engine, winChance: winChanceFor(engine, start) };
}
