/**
 * A record book over kept matches — a member's, or a competition's — ranked from each match's
 * facts (book-facts.ts), every entry naming its match:
 * - team: highest and lowest totals (the lowest among completed innings only: bowled out or
 *   the overs used up, as record books list them; a chase won with balls to spare is not a low
 *   total), biggest wins by runs and by wickets;
 * - batting: highest scores, fastest 50 and 100 (fewest balls), most sixes in an innings,
 *   highest partnerships;
 * - bowling: best figures (most wickets, then fewest runs), hat-tricks;
 * - leaders over all the matches: most runs, most wickets, and the player of the tournament.
 * Level entries keep the order the matches were given in (the earlier first).
 */
import type {
  BatterFacts,
  BowlerFacts,
  InningsFacts,
  BookFacts,
  PartnershipFacts,
  PlayerRef,
} from "./book-facts.ts";

/** A match's facts and how to find the match (an archive id, a fixture id). */
export interface KeptFacts {
  readonly matchId: string;
  readonly facts: BookFacts;
}

/** An entry: the record itself and the match it was set in. */
export type Entry<T> = T & { readonly matchId: string };

export interface TeamTotal {
  readonly teamId: number;
  readonly opponentId: number;
  readonly runs: number;
  readonly wickets: number;
  readonly balls: number;
}

export interface Win {
  readonly winnerTeamId: number;
  readonly loserTeamId: number;
  readonly margin: number;
}

export interface PlayerTotal extends PlayerRef {
  readonly matches: number;
  readonly runs: number;
  readonly balls: number;
  readonly wickets: number;
  readonly runsConceded: number;
  /** The player of the tournament's points: a run 1, a wicket 25 (see ADR 0033). */
  readonly points: number;
}

export interface RecordBook {
  readonly highestTotals: readonly Entry<TeamTotal>[];
  readonly lowestTotals: readonly Entry<TeamTotal>[];
  readonly biggestWinsByRuns: readonly Entry<Win>[];
  readonly biggestWinsByWickets: readonly Entry<Win>[];
  readonly highestScores: readonly Entry<BatterFacts>[];
  readonly fastestFifties: readonly Entry<BatterFacts>[];
  readonly fastestHundreds: readonly Entry<BatterFacts>[];
  readonly mostSixes: readonly Entry<BatterFacts>[];
  readonly highestPartnerships: readonly Entry<PartnershipFacts>[];
  readonly bestFigures: readonly Entry<BowlerFacts>[];
  readonly hatTricks: readonly Entry<BowlerFacts>[];
  readonly mostRuns: readonly PlayerTotal[];
  readonly mostWickets: readonly PlayerTotal[];
  /** Most points (a run 1, a wicket 25), then most runs; null before any match. */
  readonly playerOfTheTournament: PlayerTotal | null;
}

/** Points toward the player of the tournament for a wicket; a run is 1. */
export const WICKET_POINTS = 25;

/** The best `limit` of `items` by `better` (negative when its first argument ranks higher), stable. */
function top<T>(items: readonly T[], better: (a: T, b: T) => number, limit: number): T[] {
  return items
    .map((item, order) => ({ item, order }))
    .sort((a, b) => better(a.item, b.item) || a.order - b.order)
    .slice(0, limit)
    .map(({ item }) => item);
}

function inningsOf(kept: readonly KeptFacts[]): { matchId: string; quota: number; innings: InningsFacts }[] {
  return kept.flatMap(({ matchId, facts }) =>
    facts.innings.map((innings) => ({ matchId, quota: facts.quotaBalls, innings })),
  );
}

function totalOf(matchId: string, i: InningsFacts): Entry<TeamTotal> {
  return {
    matchId,
    teamId: i.teamId,
    opponentId: i.opponentId,
    runs: i.runs,
    wickets: i.wickets,
    balls: i.balls,
  };
}

function winsOf(kept: readonly KeptFacts[], kind: "runs" | "wickets"): Entry<Win>[] {
  return kept.flatMap(({ matchId, facts }) => {
    if (facts.resultKind !== kind || facts.winnerTeamId === null) return [];
    const loser = facts.innings.find((i) => i.teamId !== facts.winnerTeamId)?.teamId;
    if (loser === undefined) return [];
    return [{ matchId, winnerTeamId: facts.winnerTeamId, loserTeamId: loser, margin: facts.margin }];
  });
}

const key = (p: PlayerRef) => `${p.teamId}:${p.playerId}`;

/** Each player's runs and wickets over every match, with the matches he played in. */
function playerTotals(kept: readonly KeptFacts[]): PlayerTotal[] {
  const totals = new Map<
    string,
    { ref: PlayerRef; matches: Set<string>; runs: number; balls: number; wickets: number; conceded: number }
  >();
  const of = (p: PlayerRef, matchId: string) => {
    let t = totals.get(key(p));
    if (t === undefined) {
      t = {
        ref: { teamId: p.teamId, playerId: p.playerId },
        matches: new Set(),
        runs: 0,
        balls: 0,
        wickets: 0,
        conceded: 0,
      };
      totals.set(key(p), t);
    }
    t.matches.add(matchId);
    return t;
  };
  for (const { matchId, innings } of inningsOf(kept)) {
    for (const b of innings.batters) {
      const t = of(b, matchId);
      t.runs += b.runs;
      t.balls += b.balls;
    }
    for (const b of innings.bowlers) {
      const t = of(b, matchId);
      t.wickets += b.wickets;
      t.conceded += b.runs;
    }
  }
  return [...totals.values()].map((t) => ({
    ...t.ref,
    matches: t.matches.size,
    runs: t.runs,
    balls: t.balls,
    wickets: t.wickets,
    runsConceded: t.conceded,
    points: t.runs + WICKET_POINTS * t.wickets,
  }));
}

/** The record book of `kept` (in the order the matches were played), `limit` entries a list. */
export function recordBook(kept: readonly KeptFacts[], limit = 5): RecordBook {
  const all = inningsOf(kept);
  const totals = all.map(({ matchId, innings }) => totalOf(matchId, innings));
  const completed = all
    .filter(({ quota, innings }) => innings.bowledOut || innings.balls >= quota)
    .map(({ matchId, innings }) => totalOf(matchId, innings));
  const batters = all.flatMap(({ matchId, innings }) => innings.batters.map((b) => ({ ...b, matchId })));
  const bowlers = all.flatMap(({ matchId, innings }) => innings.bowlers.map((b) => ({ ...b, matchId })));
  const stands = all.flatMap(({ matchId, innings }) => innings.partnerships.map((p) => ({ ...p, matchId })));
  const players = playerTotals(kept);
  const fastest = (field: "ballsTo50" | "ballsTo100") =>
    top(
      batters.filter((b) => b[field] !== null),
      (a, b) => (a[field] as number) - (b[field] as number),
      limit,
    );
  return {
    highestTotals: top(totals, (a, b) => b.runs - a.runs || a.balls - b.balls, limit),
    lowestTotals: top(completed, (a, b) => a.runs - b.runs || a.balls - b.balls, limit),
    biggestWinsByRuns: top(winsOf(kept, "runs"), (a, b) => b.margin - a.margin, limit),
    biggestWinsByWickets: top(winsOf(kept, "wickets"), (a, b) => b.margin - a.margin, limit),
    highestScores: top(batters, (a, b) => b.runs - a.runs || a.balls - b.balls, limit),
    fastestFifties: fastest("ballsTo50"),
    fastestHundreds: fastest("ballsTo100"),
    mostSixes: top(
      batters.filter((b) => b.sixes > 0),
      (a, b) => b.sixes - a.sixes || b.runs - a.runs,
      limit,
    ),
    highestPartnerships: top(stands, (a, b) => b.runs - a.runs || a.balls - b.balls, limit),
    bestFigures: top(
      bowlers.filter((b) => b.wickets > 0),
      (a, b) => b.wickets - a.wickets || a.runs - b.runs,
      limit,
    ),
    hatTricks: bowlers.filter((b) => b.hatTricks > 0),
    mostRuns: top(
      players.filter((p) => p.runs > 0),
      (a, b) => b.runs - a.runs || a.balls - b.balls,
      limit,
    ),
    mostWickets: top(
      players.filter((p) => p.wickets > 0),
      (a, b) => b.wickets - a.wickets || a.runsConceded - b.runsConceded,
      limit,
    ),
    playerOfTheTournament: top(players, (a, b) => b.points - a.points || b.runs - a.runs, 1)[0] ?? null,
  };
}
