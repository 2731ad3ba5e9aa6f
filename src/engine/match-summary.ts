/**
 * The match in a few figures: its innings' lines, result, top batter and best bowler (what a
 * kept match's list and scorecard head with).
 */
import { namesOf, type EngineContext } from "./engine-context.ts";
import type { InningsSummary } from "./formats/format-rules.ts";
import { inningsSummary } from "./innings-summary.ts";
import type { BatterFigures, MatchState } from "./match-state.ts";

/** One side's innings as a match summary lists it: the figures of its {@link InningsSummary}. */
export type InningsLine = Pick<
  InningsSummary,
  "teamId" | "teamName" | "runs" | "wickets" | "balls" | "overs"
>;

/** A compact record of a match, e.g. for saving a finished game. */
export interface MatchSummary {
  readonly format: string | null;
  readonly stadiumId: string | null;
  readonly stadiumName: string | null;
  readonly userTeamId: number | null;
  /** The match's own innings (a super over is not one of them). */
  readonly innings: readonly InningsLine[];
  /**
   * A knockout match's super-over innings, in order, when it had any (the field is absent
   * otherwise); they count in no figure of the summary but the result.
   */
  readonly superOvers?: readonly InningsLine[];
  readonly result: string | null;
  readonly winnerTeamId: number | null;
  /** Highest score of the match (first in batting order on equal runs, fewer balls first). */
  readonly topBatter: {
    readonly teamId: number;
    readonly name: string;
    readonly runs: number;
    readonly balls: number;
  } | null;
  /** Most wickets, then fewest runs conceded; null when no bowler took a wicket ("0/6" is no best bowling). */
  readonly bestBowler: {
    readonly teamId: number;
    readonly name: string;
    readonly wickets: number;
    readonly runs: number;
  } | null;
}

/**
 * Whether a figure ranks above the best so far: more of what counts (runs, wickets), or as much
 * for less (fewer balls, fewer runs conceded). A tie on both keeps the one found first.
 */
function ranksAbove(more: number, less: number, bestMore: number, bestLess: number): boolean {
  return more > bestMore || (more === bestMore && less < bestLess);
}

/**
 * The match in a few figures; innings are listed once started, the super overs apart from the
 * match's own and out of the top batter and best bowler (a super over is not in the players'
 * match figures).
 */
export function matchSummary(ctx: EngineContext, state: MatchState): MatchSummary {
  const sides = state.sides;
  const innings: InningsLine[] = [];
  const superOvers: InningsLine[] = [];
  let topBatter: MatchSummary["topBatter"] = null;
  let bestBowler: MatchSummary["bestBowler"] = null;
  const own = state.innings.filter((played) => played.superOver === null);
  if (sides) {
    state.innings.forEach((played, n) => {
      const { teamId, teamName, runs, wickets, balls, overs } = inningsSummary(
        sides,
        played,
        n,
        state.totalBall,
      );
      (played.superOver === null ? innings : superOvers).push({
        teamId,
        teamName,
        runs,
        wickets,
        balls,
        overs,
      });
    });
    sides.forEach((side, s) => {
      const names = namesOf(ctx, side.id);
      for (const played of own) {
        if (played.battingSide !== s) continue;
        for (const i of side.battingOrder) {
          const p = played.batting[i] as BatterFigures;
          if (
            p.ball > 0 &&
            (topBatter === null || ranksAbove(p.run, p.ball, topBatter.runs, topBatter.balls))
          ) {
            topBatter = { teamId: side.id, name: names[i] ?? "", runs: p.run, balls: p.ball };
          }
        }
      }
      for (const played of own) {
        if (played.battingSide === s) continue;
        played.bowling.forEach((p, i) => {
          if (
            p.b_wkt > 0 &&
            (bestBowler === null || ranksAbove(p.b_wkt, p.b_run, bestBowler.wickets, bestBowler.runs))
          ) {
            bestBowler = { teamId: side.id, name: names[i] ?? "", wickets: p.b_wkt, runs: p.b_run };
          }
        });
      }
    });
  }
  const stadium = state.stadiumId === null ? undefined : ctx.stadiums.get(state.stadiumId);
  return {
    format: state.format,
    stadiumId: state.stadiumId,
    stadiumName: stadium?.name ?? null,
    userTeamId: state.teamId,
    innings,
    ...(superOvers.length > 0 ? { superOvers } : {}),
    result: state.result?.text ?? null,
    winnerTeamId: state.result?.winnerTeamId ?? null,
    topBatter,
    bestBowler,
  };
}
