/**
 * A group's points table: played, won, lost, tied, no result, points (2 a win, 1 a tie or no
 * result) and net run rate by the ICC's rule (net-run-rate.ts), ordered by the competition's own
 * list of tie-breakers, applied in turn. Head to head is worked out among the sides still level at
 * that point only, from the matches between them. Sides level on everything keep their seeding
 * (draw) order, so the table is always a total order.
 */
import { netRunRateOf, runRateParts, type RunRateParts } from "../net-run-rate.ts";
import { compareNetRunRate } from "./exact-rate.ts";
import { checkResult, playedIn, tableMatchOf, type PlayedMatch } from "./results.ts";
import { CompetitionError, type TeamId, type TieBreaker } from "./shapes.ts";

export const POINTS_FOR_WIN = 2;
export const POINTS_FOR_TIE = 1;
export const POINTS_FOR_NO_RESULT = 1;

/** One side's line in the table. */
export interface TableRow {
  readonly teamId: TeamId;
  /** 1-based place. */
  readonly position: number;
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  readonly tied: number;
  readonly noResult: number;
  readonly points: number;
  /** Runs and legal balls for and against, matches without a result left out. */
  readonly parts: RunRateParts;
  readonly netRunRate: number;
}

type Tally = Omit<TableRow, "position" | "parts" | "netRunRate">;

/** The side's played, won, lost, tied, no result and points over `matches`. */
function tally(teamId: TeamId, matches: readonly PlayedMatch[]): Tally {
  let won = 0;
  let lost = 0;
  let tied = 0;
  let noResult = 0;
  for (const match of matches) {
    if (!playedIn(teamId, match)) continue;
    const { decision } = match;
    if (decision.kind === "won") {
      if (decision.winner === teamId) won++;
      else lost++;
    } else if (decision.kind === "tied") tied++;
    else noResult++;
  }
  const points = won * POINTS_FOR_WIN + tied * POINTS_FOR_TIE + noResult * POINTS_FOR_NO_RESULT;
  return { teamId, played: won + lost + tied + noResult, won, lost, tied, noResult, points };
}

/** Points `teamId` took from its matches against the other sides of `among` only. */
function headToHeadPoints(
  teamId: TeamId,
  among: ReadonlySet<TeamId>,
  matches: readonly PlayedMatch[],
): number {
  const between = matches.filter((m) => among.has(m.home) && among.has(m.away));
  return tally(teamId, between).points;
}

type Compare = (a: TableRow, b: TableRow) => number;

/** How `criterion` orders two sides of `block` (higher first); head to head reads the block. */
function comparerFor(
  criterion: TieBreaker,
  block: readonly TableRow[],
  matches: readonly PlayedMatch[],
): Compare {
  switch (criterion) {
    case "points":
      return (a, b) => b.points - a.points;
    case "wins":
      return (a, b) => b.won - a.won;
    case "netRunRate":
      return (a, b) => compareNetRunRate(b.parts, a.parts);
    case "headToHead": {
      const among = new Set(block.map((row) => row.teamId));
      const h2h = new Map(block.map((row) => [row.teamId, headToHeadPoints(row.teamId, among, matches)]));
      return (a, b) => (h2h.get(b.teamId) ?? 0) - (h2h.get(a.teamId) ?? 0);
    }
  }
}

/**
 * `block` ordered by the criteria in turn: sorted by the first, then each run of sides level on
 * it ordered by the rest (head to head recomputed among that run alone). Sides level on every
 * criterion keep their order in `block`, the seeding order.
 */
function rankBlock(
  block: readonly TableRow[],
  criteria: readonly TieBreaker[],
  matches: readonly PlayedMatch[],
): TableRow[] {
  const [criterion, ...rest] = criteria;
  if (block.length <= 1 || criterion === undefined) return [...block];
  const compare = comparerFor(criterion, block, matches);
  const sorted = [...block].sort(compare); // stable: level sides keep the seeding order
  const out: TableRow[] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    const here = sorted[i];
    const first = sorted[start] as TableRow;
    if (here === undefined || compare(first, here) !== 0) {
      out.push(...rankBlock(sorted.slice(start, i), rest, matches));
      start = i;
    }
  }
  return out;
}

/**
 * The table of the sides `teams` (in seeding order) over `matches` (any not between two of them
 * are refused, and so is a super over: a tied group match stands), ordered by `tieBreakers`.
 */
export function pointsTable(
  teams: readonly TeamId[],
  matches: readonly PlayedMatch[],
  tieBreakers: readonly TieBreaker[],
): TableRow[] {
  const inGroup = new Set(teams);
  for (const match of matches) {
    if (!inGroup.has(match.home) || !inGroup.has(match.away)) {
      throw new CompetitionError(`Match ${match.fixtureId} is not between two sides of this table`);
    }
    checkResult(match, "group");
  }
  const tableMatches = matches.map(tableMatchOf);
  const rows: TableRow[] = teams.map((teamId) => {
    const parts = runRateParts(teamId, tableMatches);
    return { ...tally(teamId, matches), position: 0, parts, netRunRate: netRunRateOf(parts) };
  });
  return rankBlock(rows, tieBreakers, matches).map((row, i) => ({ ...row, position: i + 1 }));
}

/** A net run rate as tables print it: "+0.809", "-1.322", "0.000". */
export function netRunRateText(rate: number): string {
  const text = Math.abs(rate).toFixed(3);
  if (text === "0.000") return text;
  return `${rate > 0 ? "+" : "-"}${text}`;
}
