/**
 * A competition's match as its rules read it: the two sides, the innings' summaries (what net run
 * rate needs: runs, legal balls, bowled out or not, the balls allowed) and how it was decided.
 * Nothing here reads a match's state: a finished match hands over its summaries and result.
 */
import type { InningsSummary } from "../formats/format-rules.ts";
import type { TableMatch } from "../net-run-rate.ts";
import { CompetitionError, type TeamId } from "./shapes.ts";

/**
 * How a match was decided: won (a knockout match tied on the field and settled by a super over
 * says so with `superOver`), tied, or no result (abandoned).
 */
export type Decision =
  | { readonly kind: "won"; readonly winner: TeamId; readonly superOver: boolean }
  | { readonly kind: "tied" }
  | { readonly kind: "noResult" };

/** One played match of a competition. */
export interface PlayedMatch {
  /** The fixture it was: "M2", "G17", "SF1", "F". */
  readonly fixtureId: string;
  readonly home: TeamId;
  readonly away: TeamId;
  /** The innings in order; those of an abandoned match may be few or none. */
  readonly innings: readonly InningsSummary[];
  readonly decision: Decision;
}

/** Where a match stands in a competition: a tie stands in a series or group; a knockout needs a winner. */
export type MatchStage = "series" | "group" | "knockout";

/** A win for `winner`, by a super over when `superOver` (a knockout match only). */
export function wonBy(winner: TeamId, superOver = false): Decision {
  return { kind: "won", winner, superOver };
}

export const TIED: Decision = { kind: "tied" };
export const NO_RESULT: Decision = { kind: "noResult" };

/** Throws a `CompetitionError` if `match` is not a result its stage allows. */
export function checkResult(match: PlayedMatch, stage: MatchStage): void {
  const { home, away, decision, fixtureId } = match;
  const sides = new Set([home, away]);
  if (home === away) throw new CompetitionError(`Match ${fixtureId}: a side cannot play itself`);
  for (const innings of match.innings) {
    if (!sides.has(innings.teamId)) {
      throw new CompetitionError(
        `Match ${fixtureId}: team ${innings.teamId} batted but is not playing in it`,
      );
    }
  }
  if (decision.kind === "won" && !sides.has(decision.winner)) {
    throw new CompetitionError(
      `Match ${fixtureId}: the winner, team ${decision.winner}, was not playing in it`,
    );
  }
  if (stage === "knockout" && decision.kind !== "won") {
    throw new CompetitionError(
      `Match ${fixtureId}: a knockout match needs a winner (a tie is settled by a super over)`,
    );
  }
  if (stage !== "knockout" && decision.kind === "won" && decision.superOver) {
    throw new CompetitionError(
      `Match ${fixtureId}: only a knockout match has a super over; a tie here stands`,
    );
  }
}

/** The match as net run rate reads it (net-run-rate.ts). */
export function tableMatchOf(match: PlayedMatch): TableMatch {
  return { innings: match.innings, hasResult: match.decision.kind !== "noResult" };
}

/** Whether `team` played in `match`. */
export function playedIn(team: TeamId, match: PlayedMatch): boolean {
  return match.home === team || match.away === team;
}
