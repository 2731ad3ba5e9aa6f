/**
 * Career figures from kept matches. Two pure steps: {@link lineFigures} puts a match's career
 * line (the engine's `careerLine`: stored by the server with the match, or read from a replay
 * of one kept before lines were stored) together with where it was made, and {@link careerOf}
 * adds any list of those up. The member's side only: the computer's players are not the
 * member's career.
 */
import { type CareerLine, careerLine, type Engine, type MatchState } from "../../../engine/index.ts";
import { LEVEL_NAMES } from "@/features/game/index.ts";

/** Where a figure was made, to link to the match. */
export interface MatchRef {
  readonly id: number;
  /** "India v Kenya · T20". */
  readonly label: string;
  readonly createdAt: string;
}

/** A kept match reduced to what the career counts, with where it was made. */
export interface MatchFigures extends Omit<CareerLine, "label"> {
  readonly ref: MatchRef;
}

/** A match's career line with its id and date. */
export function lineFigures(
  line: CareerLine,
  match: { readonly id: number; readonly createdAt: string },
): MatchFigures {
  const { label, ...rest } = line;
  return { ref: { id: match.id, label, createdAt: match.createdAt }, ...rest };
}

/**
 * The figures of a replayed match, or null when the state is not a finished one (a record that
 * does not replay to a result is left out of the career rather than counted wrongly).
 */
export function matchFigures(
  engine: Engine,
  state: MatchState,
  match: { readonly id: number; readonly createdAt: string },
): MatchFigures | null {
  const line = careerLine(engine, state);
  return line === null ? null : lineFigures(line, match);
}

/** Wickets that end an innings: eleven batters, ten partnerships. */
const ALL_OUT = 10;

/** Played, won, lost and tied. */
export interface WinLossRecord {
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  readonly tied: number;
}

/** A record for one level or team, with its win rate (won ÷ played). */
export interface RateRow extends WinLossRecord {
  readonly key: string;
  readonly label: string;
  readonly winRate: number;
}

/** A team total and where it was made. */
export interface TotalFigure {
  readonly runs: number;
  readonly wickets: number;
  readonly balls: number;
  readonly match: MatchRef;
}

/** One player's career for the member's side. */
export interface PlayerCareer {
  /** `${teamId}:${playerId}`. */
  readonly key: string;
  readonly name: string;
  readonly teamName: string;
  readonly matches: number;
  readonly innings: number;
  readonly runs: number;
  readonly balls: number;
  readonly outs: number;
  /** Runs per dismissal; null while never out. */
  readonly average: number | null;
  /** Runs per 100 balls; null before a ball faced. */
  readonly strikeRate: number | null;
  readonly best: { readonly runs: number; readonly balls: number; readonly match: MatchRef } | null;
  readonly wickets: number;
  readonly ballsBowled: number;
  readonly runsConceded: number;
  /** Runs per over bowled; null before a ball bowled. */
  readonly economy: number | null;
  readonly bestBowling: { readonly wickets: number; readonly runs: number; readonly match: MatchRef } | null;
}

/** The career: results, rates, extremes and players. */
export interface Career {
  readonly overall: WinLossRecord;
  readonly byLevel: readonly RateRow[];
  readonly byTeam: readonly RateRow[];
  readonly highestTotal: TotalFigure | null;
  /** Lowest total in which the member's side lost all ten wickets. */
  readonly lowestAllOut: TotalFigure | null;
  /** Most runs first. */
  readonly players: readonly PlayerCareer[];
}

interface MutableRecord {
  played: number;
  won: number;
  lost: number;
  tied: number;
}

function tally(record: MutableRecord, outcome: MatchFigures["outcome"]): void {
  record.played++;
  record[outcome === "won" ? "won" : outcome === "lost" ? "lost" : "tied"]++;
}

/**
 * Played, won, lost and tied over `matches`: {@link careerOf}'s `overall` alone, for the results
 * table's rows (a format's, all formats'), which need no players or records.
 */
export function recordOf(matches: readonly MatchFigures[]): WinLossRecord {
  const record: MutableRecord = { played: 0, won: 0, lost: 0, tied: 0 };
  for (const m of matches) tally(record, m.outcome);
  return record;
}

function rateRows(rows: Map<string, MutableRecord & { label: string }>): RateRow[] {
  return [...rows.entries()]
    .map(([key, r]) => ({ key, ...r, winRate: r.played === 0 ? 0 : r.won / r.played }))
    .sort((a, b) => b.played - a.played || a.label.localeCompare(b.label));
}

interface MutablePlayer {
  key: string;
  name: string;
  teamName: string;
  matches: number;
  innings: number;
  runs: number;
  balls: number;
  outs: number;
  best: PlayerCareer["best"];
  wickets: number;
  ballsBowled: number;
  runsConceded: number;
  bestBowling: PlayerCareer["bestBowling"];
}

/** Adds up the figures of any set of matches (all of them, or one format's). */
export function careerOf(matches: readonly MatchFigures[]): Career {
  const overall: MutableRecord = { played: 0, won: 0, lost: 0, tied: 0 };
  const byLevel = new Map<string, MutableRecord & { label: string }>();
  const byTeam = new Map<string, MutableRecord & { label: string }>();
  const players = new Map<string, MutablePlayer>();
  let highestTotal: TotalFigure | null = null;
  let lowestAllOut: TotalFigure | null = null;

  for (const m of matches) {
    tally(overall, m.outcome);
    const level = byLevel.get(m.level) ?? {
      label: LEVEL_NAMES[m.level],
      played: 0,
      won: 0,
      lost: 0,
      tied: 0,
    };
    tally(level, m.outcome);
    byLevel.set(m.level, level);
    const team = byTeam.get(String(m.teamId)) ?? { label: m.teamName, played: 0, won: 0, lost: 0, tied: 0 };
    tally(team, m.outcome);
    byTeam.set(String(m.teamId), team);

    const total = { ...m.total, match: m.ref };
    // Equal totals: the earlier match keeps the record, as in any record book.
    if (highestTotal === null || m.total.runs > highestTotal.runs) highestTotal = total;
    if (m.total.wickets >= ALL_OUT && (lowestAllOut === null || m.total.runs < lowestAllOut.runs)) {
      lowestAllOut = total;
    }

    for (const line of m.players) {
      const key = `${m.teamId}:${line.playerId}`;
      const p: MutablePlayer = players.get(key) ?? {
        key,
        name: line.name,
        teamName: m.teamName,
        matches: 0,
        innings: 0,
        runs: 0,
        balls: 0,
        outs: 0,
        best: null,
        wickets: 0,
        ballsBowled: 0,
        runsConceded: 0,
        bestBowling: null,
      };
      p.matches++;
      if (line.batted) {
        p.innings++;
        p.runs += line.runs;
        p.balls += line.balls;
        if (line.out) p.outs++;
        if (
          p.best === null ||
          line.runs > p.best.runs ||
          (line.runs === p.best.runs && line.balls < p.best.balls)
        ) {
          p.best = { runs: line.runs, balls: line.balls, match: m.ref };
        }
      }
      if (line.ballsBowled > 0) {
        p.wickets += line.wickets;
        p.ballsBowled += line.ballsBowled;
        p.runsConceded += line.runsConceded;
        const bb = p.bestBowling;
        if (
          bb === null ||
          line.wickets > bb.wickets ||
          (line.wickets === bb.wickets && line.runsConceded < bb.runs)
        ) {
          p.bestBowling = { wickets: line.wickets, runs: line.runsConceded, match: m.ref };
        }
      }
      players.set(key, p);
    }
  }

  return {
    overall,
    byLevel: rateRows(byLevel),
    byTeam: rateRows(byTeam),
    highestTotal,
    lowestAllOut,
    players: [...players.values()]
      .map((p): PlayerCareer => ({
        ...p,
        average: p.outs === 0 ? null : p.runs / p.outs,
        strikeRate: p.balls === 0 ? null : (100 * p.runs) / p.balls,
        economy: p.ballsBowled === 0 ? null : (6 * p.runsConceded) / p.ballsBowled,
      }))
      .sort((a, b) => b.runs - a.runs || b.wickets - a.wickets || a.name.localeCompare(b.name)),
  };
}
