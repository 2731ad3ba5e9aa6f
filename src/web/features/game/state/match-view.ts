/**
 * What a view of one match reads, in play or finished: the engine and the win-chance answers.
 * The game page's services carry these among the rest; a kept match (in the archive) is shown
 * on these two alone, with no store, speaker or settings behind it.
 */
import { catalog } from "../../../../data/catalog.ts";
import {
  createEngine,
  levelRules,
  playableRulesVersionOf,
  replayTablesState,
  tablesKey,
  tablesKeyOf,
  tablesPerMatch,
  type Engine,
  type WinTablesData,
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
 * ball: the worker builds them as soon as they are known (the format for rules version 1's, the
 * start of play for a match's own from version 2) and hands the page's engine the window of
 * them the match in play can still reach, so none is built on this thread. Questions that
 * window can answer are answered here.
 */
export function winChanceFor(engine: Engine, start: () => WinChancePort | null): WinChanceClient {
  const answerHere = (request: WinChanceRequest) => {
    // A match's own tables (rules version 2 on) are held here a window at a time, never whole,
    // so their chart is the worker's: the page does not even name them, which would replay the
    // coin's call (and build what the toss weighed) here.
    if (request.kind === "series") {
      const level = request.record.level ?? "classic";
      const version = playableRulesVersionOf(request.record.rulesVersion);
      if (version === null || tablesPerMatch(level, version)) return null;
    }
    // Only International's tables are the page's (Club's, the same numbers, stay the worker's).
    const needs = request.kind === "series" ? replayTablesState(engine, request.record) : request.state;
    if (request.kind === "tables" || needs == null || !levelRules(needs.level).playNeedsTables) return null;
    // The page holds a window of them, enough for the match in play; a whole match's chart is the worker's.
    const here =
      request.kind === "series" ? engine.tables.hasWhole(tablesKey(needs)) : engine.tables.covers(needs);
    if (!here) return null;
    return answer(engine, request);
  };
  // A match's own tables (rules version 2 on) serve it alone: the page holds one match's.
  const adopt = (data: WinTablesData) => {
    if (data.key !== undefined) engine.tables.releaseOtherMatches(tablesKeyOf(data));
    engine.tables.adopt(data);
  };
  return new WinChanceClient(start, adopt, answerHere, (values) => engine.adoptTossValues(values));
}

/** A finished match's view in the browser: a fresh engine and the win-chance worker. */
export function createMatchView(start: () => WinChancePort | null = startWinChanceWorker): MatchView {
  const engine = createEngine(catalog);
  return { engine, winChance: winChanceFor(engine, start) };
}

/**
 * `view` for the other side of a friend match (the guest of a live match): its engine, and the
 * win chance turned to that side. The chance series of a finished match is worked out by
 * replaying it, which gives the engine's "user" (the host's) chance; the guest's is the rest.
 */
export function fromFriendSide(view: MatchView): MatchView {
  const client = view.winChance;
  const turned = Object.create(client) as WinChanceClient;
  turned.chanceSeries = (record) =>
    client.chanceSeries(record).then((points) => points.map((p) => ({ ...p, chance: 1 - p.chance })));
  return { engine: view.engine, winChance: turned };
}
