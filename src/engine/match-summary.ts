/**
 * The match in a few figures: its innings' lines, result, top batter and best bowler (what a
 * kept match's list and scorecard head with).
 */
import { namesOf, type EngineContext } from "./engine-context.ts";
import type { InningsSummary } from "./formats/format-rules.ts";
import { inningsSummary } from "./innings-summary.ts";
import type { MatchState, PlayerMatchState, TeamMatchState } from "./match-state.ts";
import { inPlayInnings } from "./stages.ts";

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
  readonly innings: readonly InningsLine[];
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

/** The match in a few figures; innings are listed once started. */
export function matchSummary(ctx: EngineContext, state: MatchState): MatchSummary {
  const teams = state.teams;
  const innings: InningsLine[] = [];
  let topBatter: MatchSummary["topBatter"] = null;
  let bestBowler: MatchSummary["bestBowler"] = null;
  if (teams) {
    const started = inPlayInnings(state) === 0 ? 1 : 2;
    for (let n = 0; n < started; n++) {
      const { teamId, teamName, runs, wickets, balls, overs } = inningsSummary(
        teams[n] as TeamMatchState,
        n,
        state.totalBall,
      );
      innings.push({ teamId, teamName, runs, wickets, balls, overs });
    }
    for (const t of teams) {
      const names = namesOf(ctx, t.id);
      for (const i of t.battingOrder) {
        const p = t.playerList[i] as PlayerMatchState;
        if (
          p.ball > 0 &&
          (topBatter === null || ranksAbove(p.run, p.ball, topBatter.runs, topBatter.balls))
        ) {
          topBatter = { teamId: t.id, name: names[i] ?? "", runs: p.run, balls: p.ball };
        }
      }
      t.playerList.forEach((p, i) => {
        if (
          p.b_wkt > 0 &&
          (bestBowler === null || ranksAbove(p.b_wkt, p.b_run, bestBowler.wickets, bestBowler.runs))
        ) {
          bestBowler = { teamId: t.id, name: names[i] ?? "", wickets: p.b_wkt, runs: p.b_run };
        }
      });
    }
  }
  const stadium = state.stadiumId === null ? undefined : ctx.stadiums.get(state.stadiumId);
  return {
    format: state.format,
    stadiumId: state.stadiumId,
    stadiumName: stadium?.name ?? null,
    userTeamId: state.teamId,
    innings,
    result: state.result?.text ?? null,
    winnerTeamId: state.result?.winnerTeamId ?? null,
    topBatter,
    bestBowler,
  };
}
