/**
 * What a member's career counts of one finished match: the result for their side, their
 * innings' total and each of their players' batting and bowling. The server reads it from the
 * replay it runs to keep a match and stores it beside the match, so the career figures never
 * replay a kept match again (an International match from rules version 2 on needs its own win
 * tables, a second or two each for a one-day match); the browser reads it the same way from a
 * match it replays itself (one kept before the line was stored). The member's side only: the
 * computer's players are not the member's career.
 */
import type { Engine } from "./engine.ts";
import type { OpponentLevel } from "./actions.ts";
import type { MatchState } from "./match-state.ts";

/** One of the member's players in one match. */
export interface CareerPlayerLine {
  readonly playerId: number;
  readonly name: string;
  /** Batted in this match (faced a ball or was dismissed). */
  readonly batted: boolean;
  readonly runs: number;
  readonly balls: number;
  readonly out: boolean;
  readonly ballsBowled: number;
  readonly runsConceded: number;
  readonly wickets: number;
}

/** A finished match reduced to what the career counts. */
export interface CareerLine {
  /** "India v Kenya · T20": the sides in batting order and the format. */
  readonly label: string;
  readonly format: string;
  readonly level: OpponentLevel;
  readonly teamId: number;
  readonly teamName: string;
  readonly outcome: "won" | "lost" | "tied";
  /** The member's innings. */
  readonly total: { readonly runs: number; readonly wickets: number; readonly balls: number };
  readonly players: readonly CareerPlayerLine[];
}

/**
 * The career line of a finished match, or null when the state is not one (a record that does
 * not replay to a result is left out of the career rather than counted wrongly).
 */
export function careerLine(
  engine: Pick<Engine, "matchSummary" | "battingCard" | "bowlingCard" | "catalog">,
  state: MatchState,
): CareerLine | null {
  const summary = engine.matchSummary(state);
  if (state.result === null || state.format === null || summary.innings.length !== 2) return null;
  const mine = summary.innings.findIndex((i) => i.teamId === state.teamId);
  const theirs = summary.innings[1 - mine];
  const own = summary.innings[mine];
  if (mine < 0 || !own || !theirs) return null;
  const batting = engine.battingCard(state, mine === 0 ? 1 : 2);
  const bowled = new Map(engine.bowlingCard(state, mine === 0 ? 2 : 1).map((row) => [row.playerId, row]));
  const players = batting.map((bat): CareerPlayerLine => {
    const bowl = bowled.get(bat.playerId);
    return {
      playerId: bat.playerId,
      name: bat.name,
      batted: bat.balls > 0 || bat.out,
      runs: bat.runs,
      balls: bat.balls,
      out: bat.out,
      ballsBowled: bowl?.balls ?? 0,
      runsConceded: bowl?.runs ?? 0,
      wickets: bowl?.wickets ?? 0,
    };
  });
  const format = engine.catalog.formats.find((f) => f.key === state.format);
  const winner = state.result.winnerTeamId;
  return {
    label: [summary.innings.map((i) => i.teamName).join(" v "), format?.label].filter(Boolean).join(" · "),
    format: state.format,
    level: state.level,
    teamId: own.teamId,
    teamName: own.teamName,
    outcome: winner === null ? "tied" : winner === own.teamId ? "won" : "lost",
    total: { runs: own.runs, wickets: own.wickets, balls: own.balls },
    players,
  };
}
