import type { MatchTeam } from "../../../shared/api-types.ts";

/** How a kept match went for the member. */
export type MatchOutcome = "Won" | "Lost" | "Tied";

/** The member's side in a kept match and how it went for them. */
export interface YourSide {
  /** "India". */
  readonly teamName: string;
  /** Null when the list did not say who won (a server from before it did). */
  readonly outcome: MatchOutcome | null;
}

/** What a kept match in a list says of its sides (the summary kept with it, see ArchivedMatch). */
export interface SidesOfMatch {
  readonly teams?: readonly MatchTeam[];
  readonly userTeamId?: number | null;
  readonly winnerTeamId?: number | null;
}

/**
 * The member's side and the outcome for them, from the kept match's own summary: the side they
 * played (`userTeamId`, named from the match's teams) and the side that won (`winnerTeamId`,
 * null for a tie; every kept match is finished). Null when the match names no side of the
 * member's among its teams.
 */
export function yourSide(match: SidesOfMatch): YourSide | null {
  const team = match.teams?.find((t) => t.id === match.userTeamId);
  if (team === undefined || typeof match.userTeamId !== "number") return null;
  const winner = match.winnerTeamId;
  const outcome: MatchOutcome | null =
    winner === undefined ? null : winner === null ? "Tied" : winner === team.id ? "Won" : "Lost";
  return { teamName: team.name, outcome };
}

/** The sides of a row of `GET /api/matches` as far as they are well formed; the rest left out. */
export function sidesOfRow(row: Readonly<Record<string, unknown>>): SidesOfMatch {
  const teams = Array.isArray(row.teams)
    ? row.teams.filter(
        (t): t is MatchTeam =>
          typeof t === "object" &&
          t !== null &&
          typeof (t as MatchTeam).id === "number" &&
          typeof (t as MatchTeam).name === "string",
      )
    : [];
  const id = (value: unknown) => (typeof value === "number" ? value : value === null ? null : undefined);
  const userTeamId = id(row.userTeamId);
  const winnerTeamId = id(row.winnerTeamId);
  return {
    teams,
    ...(userTeamId === undefined ? {} : { userTeamId }),
    ...(winnerTeamId === undefined ? {} : { winnerTeamId }),
  };
}
