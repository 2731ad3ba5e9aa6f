import {
  type Engine,
  type MatchEvent,
  type MatchRecord,
  type MatchState,
  bookFactsOf,
  careerLine,
  mirrored,
  replay,
  replayTossState,
} from "../../engine/index.ts";
import type { KeptSide } from "../../shared/api-types.ts";
import { catalog } from "../../data/catalog.ts";
import type { MatchRepository, MatchRow } from "../db/match-repository.ts";
import { matchFactsOf } from "../db/migrations.ts";
import type { RecordsRepository } from "../db/records-repository.ts";
import { settleAchievements } from "./records.ts";

/** Where kept matches go: the archive, and the record book and achievements read from it. */
export interface ArchiveStore {
  readonly matches: MatchRepository;
  readonly records: RecordsRepository;
}

/** A finished match kept in a member's archive: its row, and whether this call wrote it. */
export interface Kept {
  readonly row: MatchRow;
  /** False when the member already had it (same seed): a retry, a second tab, a lost race. */
  readonly created: boolean;
}

/**
 * Keeps a finished match (its record replayed by `engine` to `finished`) in the member's
 * archive: the title, summary and facts the lists show, the career line and the toss's values
 * the replay learnt; then drops all but the member's `kept` newest. A match the member already
 * has (same seed) is answered with that one, whichever writer won the race. The caller has
 * checked that `finished` is the replay of `record` and that it is finished.
 *
 * `side` is the member's side of the replay: "user", or "friend" for the guest of a live match
 * (the replay is the host's), whose summary, teams and career line are then the guest's, read
 * from the match `mirrored`.
 *
 * The record book's facts are read from the replay's events (`events`, when the caller has
 * them; else the match is replayed once more here), and a match newly kept settles the member's
 * achievements.
 */
export async function keepFinishedMatch(
  engine: Engine,
  store: ArchiveStore,
  kept: number,
  userId: string,
  record: MatchRecord,
  finished: MatchState,
  side: KeptSide = "user",
  events?: readonly MatchEvent[],
): Promise<Kept> {
  const { matches, records } = store;
  const result = finished.result?.text;
  if (result === undefined) throw new Error("only a finished match can be kept");
  const level = record.level ?? "classic";
  const own = side === "friend" ? mirrored(finished) : finished;
  const summary = engine.matchSummary(own);
  const title = titleOf(
    summary.innings.map((i) => i.teamName),
    summary.format,
    summary.stadiumName,
  );
  const stored = { title, result, level, summary };
  const facts = matchFactsOf(JSON.stringify(stored));

  const existing = await matches.findBySeed(userId, record.seed);
  if (existing) return { row: existing, created: false };

  const row = await matches.insert({
    userId,
    seed: record.seed,
    createdAt: new Date(),
    actions: JSON.stringify(record.actions),
    summary: JSON.stringify(stored),
    level,
    rulesVersion: record.rulesVersion ?? 1,
    format: facts.format,
    teamId: facts.teamId,
    opponentId: facts.opponentId,
    // What this replay learnt, so no later read replays the match again.
    careerLine: JSON.stringify(careerLine(engine, own)),
    tossValues: tossValuesRead(engine, record, finished),
    side,
    bookFacts: bookFactsRead(engine, record, finished, events),
    knockout: record.knockout === true,
  });
  if (!row) {
    // A concurrent save of the same match won the race; answer with that one.
    const again = await matches.findBySeed(userId, record.seed);
    if (!again) throw new Error("a match lost its insert race to a match that is gone");
    return { row: again, created: false };
  }
  await matches.keepNewest(userId, kept);
  await settleAchievements(records, userId);
  return { row, created: true };
}

/**
 * The record book's facts of `finished` as JSON, from its replay's events; null when they cannot
 * be read (a rules version this engine no longer replays), so the match is kept all the same and
 * counted as unread by the book.
 */
function bookFactsRead(
  engine: Engine,
  record: MatchRecord,
  finished: MatchState,
  events: readonly MatchEvent[] | undefined,
): string | null {
  let all = events;
  if (all === undefined) {
    const again = replay(engine, record, true, "playable");
    if (again.refusedAt !== null) return null;
    all = again.events;
  }
  try {
    const facts = bookFactsOf(finished, all);
    return facts === null ? null : JSON.stringify(facts);
  } catch {
    return null;
  }
}

/**
 * The first-ball values the computer's toss decision read in `record`'s replay, as JSON: only
 * where it read any (a toss the computer won, rules version 2 on, Club and International), and
 * only when the engine still remembers them from that replay (never built again here).
 */
function tossValuesRead(engine: Engine, record: MatchRecord, finished: MatchState): string | null {
  if (finished.toss?.winner !== "computer") return null;
  const atToss = replayTossState(engine, record);
  if (atToss === null || engine.tossValuesMissing(atToss)) return null;
  const values = engine.tossValues(atToss);
  return values === null ? null : JSON.stringify(values);
}

function titleOf(teams: readonly string[], format: string | null, ground: string | null): string {
  return [teams.join(" v "), formatLabel(format), ground].filter((part) => part).join(" · ");
}

/** A format's label ("T20"), or null for a key the catalog does not have. */
export function formatLabel(key: string | null): string | null {
  return catalog.formats.find((f) => f.key === key)?.label ?? null;
}
