/**
 * What the replay workers do, as plain functions of an engine, so a worker and a page without
 * workers (tests) do the same: rebuild one match with its events, or read pages of the
 * member's replays straight from the API and reduce each match to its career figures (the
 * megabytes of actions never cross to the page's thread).
 */
import {
  type Action,
  type CareerLine,
  type Engine,
  isOpponentLevel,
  type MatchEvent,
  type MatchState,
  mirrored,
  replay,
} from "../../../engine/index.ts";
import type { CareerLineRecord, ReplayRecord } from "../../../shared/api-types.ts";
import { type ArchiveProblem, fetchReplayPage } from "./archive-api.ts";
import { lineFigures, matchFigures, type MatchFigures } from "./career-figures.ts";

/**
 * A question for a worker: one match, or one page of the career, the one below the id `before`
 * (the first page when null).
 */
export type ReplayRequest =
  | { readonly id: number; readonly kind: "replay"; readonly record: ReplayRecord }
  | { readonly id: number; readonly kind: "career"; readonly before: number | null };

/** The figures of one page of replays. */
export interface CareerPage {
  readonly figures: readonly MatchFigures[];
  /** Records that did not replay to a finished match. */
  readonly skipped: number;
  readonly read: number;
}

/**
 * A worker's answers: one for a match; for a career page, its `next` cursor as soon as the
 * page is in (so another worker can fetch the next page while this one replays), then its
 * figures; or, instead of both, the problem that stopped it.
 */
export type ReplayAnswer =
  | {
      readonly id: number;
      readonly kind: "replay";
      /** Null when the record does not replay to a finished match. */
      readonly match: { readonly state: MatchState; readonly events: readonly MatchEvent[] } | null;
    }
  | { readonly id: number; readonly kind: "career-next"; readonly next: number | null }
  | ({ readonly id: number; readonly kind: "career-page" } & CareerPage)
  | { readonly id: number; readonly kind: "career-problem"; readonly problem: ArchiveProblem };

function replayed(engine: Engine, record: ReplayRecord, withEvents: boolean) {
  const level = isOpponentLevel(record.level) ? record.level : "classic";
  // The toss's values the server kept: the replay reads them instead of building two matches'
  // win tables to decide the toss again (the same numbers, so the same decision).
  if (record.toss) engine.adoptTossValues(record.toss);
  const result = replay(
    engine,
    {
      seed: record.seed,
      level,
      rulesVersion: record.rulesVersion,
      ...(record.knockout === true ? { knockout: true } : {}),
      actions: record.actions as Action[],
    },
    withEvents,
  );
  if (result.refusedAt !== null || result.state.result === null) return null;
  // The guest's copy of a live match: the replay is the host's, the member's match its mirror.
  return record.side === "friend" ? { ...result, state: mirrored(result.state) } : result;
}

/**
 * One kept match rebuilt with every event, from the member's side, or null when it does not
 * replay to a result.
 */
export function replayOne(
  engine: Engine,
  record: ReplayRecord,
): { readonly state: MatchState; readonly events: readonly MatchEvent[] } | null {
  const result = replayed(engine, record, true);
  return result ? { state: result.state, events: result.events } : null;
}

/**
 * The career figures of a page of records: a match's stored career line as it is, a match kept
 * before lines were stored from its replay. The engine is asked for only when a record needs a
 * replay, so a worker whose pages are all lines never builds one.
 */
export function figuresOf(
  engine: () => Engine,
  records: readonly (ReplayRecord | CareerLineRecord)[],
): CareerPage {
  const figures: MatchFigures[] = [];
  let skipped = 0;
  for (const record of records) {
    if ("line" in record) {
      // Written by the server from the engine's careerLine of the replay it kept the match by.
      figures.push(lineFigures(record.line as CareerLine, record));
      continue;
    }
    const result = replayed(engine(), record, false);
    const figure = result ? matchFigures(engine(), result.state, record) : null;
    if (figure) figures.push(figure);
    else skipped++;
  }
  return { figures, skipped, read: records.length };
}

/**
 * Fetches the replay page below `before` (the first when null), tells `onNext` its `next`
 * cursor at once, then replays it: its figures, or the problem that stopped the fetch.
 */
export async function careerPage(
  engine: () => Engine,
  before: number | null,
  onNext: (next: number | null) => void,
): Promise<CareerPage | ArchiveProblem> {
  const answer = await fetchReplayPage(before);
  if (answer.kind !== "ok") return answer;
  onNext(answer.body.next);
  return figuresOf(engine, answer.body.records);
}

/**
 * Every replay page in turn on one thread, each page's figures to `onPage`; the next page
 * downloads while this one is replayed. Resolves with the first problem, or null once a page
 * says it is the last.
 */
export async function careerPages(
  engine: () => Engine,
  onPage: (page: CareerPage) => void,
): Promise<ArchiveProblem | null> {
  let answer = await fetchReplayPage(null);
  for (;;) {
    if (answer.kind !== "ok") return answer;
    const { records, next } = answer.body;
    const following = next === null ? null : fetchReplayPage(next);
    onPage(figuresOf(engine, records));
    if (following === null) return null;
    answer = await following;
  }
}
