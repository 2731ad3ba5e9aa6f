/**
 * The record book and achievements of a member (ADR 0033), from the facts the server read of
 * each kept match in its own replay (keep-match.ts): never from what a page says happened.
 * Achievements are settled — the new ones stored, each once, with the match that earned it —
 * whenever a match is kept and whenever the book is read.
 */
import {
  ACHIEVEMENTS,
  type AchievementMatch,
  achievementsOf,
  type BookFacts,
  type Entry,
  isOpponentLevel,
  type KeptFacts,
  oversText,
  type PlayerRef,
  type PlayerTotal,
  recordBook,
  type TeamTotal,
  type Win,
} from "../../engine/index.ts";
import type { BatterFacts, BowlerFacts, PartnershipFacts } from "../../engine/index.ts";
import { catalog } from "../../data/catalog.ts";
import type { FactsRow, RecordsRepository } from "../db/records-repository.ts";
import {
  type AchievementsResponse,
  type AchievementView,
  type BattingEntry,
  type BowlingEntry,
  type LeaderEntry,
  RECORD_BOOK_LIMIT,
  type RecordBookView,
  type RecordMatch,
  type RecordsResponse,
  type TotalEntry,
  type WinEntry,
} from "../../shared/records-types.ts";

/** A kept match's facts as stored, parsed; null for text that is not (never written so). */
function parsedFacts(row: FactsRow): BookFacts | null {
  try {
    const facts = JSON.parse(row.bookFacts) as BookFacts;
    return Array.isArray(facts.innings) ? facts : null;
  } catch {
    return null;
  }
}

/** A kept match with readable facts, and the title the archive lists it by (read once). */
interface KeptMatch {
  readonly row: FactsRow;
  readonly facts: BookFacts;
  readonly title: string;
}

/** The member's kept matches with readable facts, in the order kept. */
async function keptFacts(records: RecordsRepository, userId: string): Promise<KeptMatch[]> {
  const rows = await records.facts(userId);
  return rows.flatMap((row) => {
    const facts = parsedFacts(row);
    return facts === null ? [] : [{ row, facts, title: titleOf(row.summary) }];
  });
}

/**
 * Stores the achievements the member's kept matches have earned and the store lacks, each with
 * the first match that earned it. Safe to run any number of times, and by two requests at once.
 */
export async function settleAchievements(records: RecordsRepository, userId: string, at = new Date()) {
  const kept = await keptFacts(records, userId);
  const matches: AchievementMatch[] = kept.flatMap(({ row, facts }) =>
    row.teamId === null
      ? []
      : [
          {
            matchId: String(row.id),
            facts,
            teamId: row.teamId,
            level: isOpponentLevel(row.level) ? row.level : "classic",
          },
        ],
  );
  const have = new Set((await records.earned(userId)).map((e) => e.achievementId));
  const fresh = achievementsOf(matches)
    .filter((e) => !have.has(e.id))
    .map((e) => ({ achievementId: e.id, matchId: e.by.kind === "match" ? Number(e.by.matchId) : null }));
  await records.addEarned(userId, fresh, at);
  return kept;
}

/** Names of sides and players, each player by his match's rules version (squads differ by version). */
function namer(versionOf: (matchId: string) => number) {
  const teams = new Map(catalog.countries.map((c) => [c.id, c.name]));
  const teamName = (teamId: number) => teams.get(teamId) ?? `Team ${teamId}`;
  const playerName = (version: number, ref: PlayerRef) => {
    const squads = catalog.squadsByRulesVersion?.[version as 1] ?? catalog.squads;
    const squad = squads.find((s) => s.countryId === ref.teamId);
    return squad?.players.find((p) => p.id === ref.playerId)?.name ?? `Player ${ref.playerId}`;
  };
  const player = (matchId: string, ref: PlayerRef) => ({
    teamId: ref.teamId,
    teamName: teamName(ref.teamId),
    name: playerName(versionOf(matchId), ref),
  });
  return { teamName, playerName, player };
}

/** The title the archive lists a kept match by. */
function titleOf(summary: string): string {
  try {
    const stored = JSON.parse(summary) as { title?: unknown };
    return typeof stored.title === "string" ? stored.title : "";
  } catch {
    return "";
  }
}

/** The member's record book, every entry named and linked to its kept match. */
export function bookView(
  kept: readonly { row: FactsRow; facts: BookFacts }[],
  unread: number,
): RecordBookView {
  const rows = new Map(kept.map(({ row }) => [String(row.id), row]));
  const versionOf = (matchId: string) => rows.get(matchId)?.rulesVersion ?? 1;
  const names = namer(versionOf);
  const match = (matchId: string): RecordMatch => ({
    matchId: Number(matchId),
    title: titleOf(rows.get(matchId)?.summary ?? ""),
  });
  const total = (t: Entry<TeamTotal>): TotalEntry => ({
    ...match(t.matchId),
    teamId: t.teamId,
    teamName: names.teamName(t.teamId),
    opponentName: names.teamName(t.opponentId),
    runs: t.runs,
    wickets: t.wickets,
    balls: t.balls,
    overs: oversText(t.balls),
  });
  const win = (w: Entry<Win>): WinEntry => ({
    ...match(w.matchId),
    winner: { teamId: w.winnerTeamId, teamName: names.teamName(w.winnerTeamId) },
    loser: { teamId: w.loserTeamId, teamName: names.teamName(w.loserTeamId) },
    margin: w.margin,
  });
  // An entry's figures are the facts' own, less the ids they are named and linked by.
  const batting = ({ matchId, teamId, playerId, ...figures }: Entry<BatterFacts>): BattingEntry => ({
    ...match(matchId),
    ...names.player(matchId, { teamId, playerId }),
    ...figures,
  });
  const bowling = ({ matchId, teamId, playerId, ...figures }: Entry<BowlerFacts>): BowlingEntry => ({
    ...match(matchId),
    ...names.player(matchId, { teamId, playerId }),
    ...figures,
    overs: oversText(figures.balls),
  });
  const stand = (p: Entry<PartnershipFacts>) => ({
    ...match(p.matchId),
    teamName: names.teamName(p.batters[0].teamId),
    wicket: p.wicket,
    runs: p.runs,
    balls: p.balls,
    batters: [
      names.player(p.matchId, p.batters[0]).name,
      names.player(p.matchId, p.batters[1]).name,
    ] as const,
    unbroken: p.unbroken,
  });
  // A leader spans matches: named by the squads of the member's latest kept match.
  const latest = kept.at(-1)?.row.rulesVersion ?? 1;
  const leader = (p: PlayerTotal): LeaderEntry => ({
    teamId: p.teamId,
    teamName: names.teamName(p.teamId),
    name: names.playerName(latest, p),
    matches: p.matches,
    runs: p.runs,
    balls: p.balls,
    wickets: p.wickets,
    runsConceded: p.runsConceded,
    points: p.points,
  });
  const book = recordBook(
    kept.map(({ row, facts }): KeptFacts => ({ matchId: String(row.id), facts })),
    RECORD_BOOK_LIMIT,
  );
  return {
    matches: kept.length,
    unread,
    highestTotals: book.highestTotals.map(total),
    lowestTotals: book.lowestTotals.map(total),
    biggestWinsByRuns: book.biggestWinsByRuns.map(win),
    biggestWinsByWickets: book.biggestWinsByWickets.map(win),
    highestScores: book.highestScores.map(batting),
    fastestFifties: book.fastestFifties.map(batting),
    fastestHundreds: book.fastestHundreds.map(batting),
    mostSixes: book.mostSixes.map(batting),
    highestPartnerships: book.highestPartnerships.map(stand),
    bestFigures: book.bestFigures.map(bowling),
    hatTricks: book.hatTricks.slice(0, RECORD_BOOK_LIMIT).map(bowling),
    mostRuns: book.mostRuns.map(leader),
    mostWickets: book.mostWickets.map(leader),
    playerOfTheTournament: book.playerOfTheTournament === null ? null : leader(book.playerOfTheTournament),
  };
}

/** Every achievement, earned or not, as the page lists them; `kept` names the matches that earned them. */
async function achievementViews(
  records: RecordsRepository,
  userId: string,
  kept: readonly KeptMatch[],
): Promise<AchievementView[]> {
  const byId = new Map((await records.earned(userId)).map((e) => [e.achievementId, e]));
  const titles = new Map(kept.map(({ row, title }) => [row.id, title]));
  return ACHIEVEMENTS.map((a) => {
    const e = byId.get(a.id);
    if (e === undefined) return { ...a, earned: null };
    const title = e.matchId === null ? undefined : titles.get(e.matchId);
    return {
      ...a,
      earned: {
        at: new Date(e.earnedAt).toISOString(),
        match: e.matchId === null || title === undefined ? null : { matchId: e.matchId, title },
        isNew: e.seenAt === null,
      },
    };
  });
}

/** What `GET /api/stats/records` answers: the achievements settled first, so none is missed. */
export async function recordsOf(records: RecordsRepository, userId: string): Promise<RecordsResponse> {
  const kept = await settleAchievements(records, userId);
  const [achievements, unread] = await Promise.all([
    achievementViews(records, userId, kept),
    records.unread(userId),
  ]);
  return { book: bookView(kept, unread), achievements };
}

/** What `GET /api/stats/achievements` answers: the achievements alone, settled, no book built. */
export async function achievementsAnswer(
  records: RecordsRepository,
  userId: string,
): Promise<AchievementsResponse> {
  const kept = await settleAchievements(records, userId);
  return { achievements: await achievementViews(records, userId, kept) };
}
