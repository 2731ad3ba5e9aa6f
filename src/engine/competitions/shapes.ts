/**
 * The shapes a competition can take, as data: a series of three or five matches between two
 * sides, a World Cup of ten (one round robin as in 2023, or two groups of five), or a league of
 * four to ten sides. A shape says who plays, how many times each pair meets, how many go through
 * to the knockouts and how a points table breaks ties; fixtures.ts builds its matches from it.
 * Bad input throws a `CompetitionError` naming what is wrong.
 */

/** A side in a competition: its country id. */
export type TeamId = number;

/** A shape or result the rules refuse, with a message that says why in plain words. */
export class CompetitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CompetitionError";
  }
}

/**
 * One way of separating sides level in the table, applied in the order a competition lists them:
 * points; matches won; net run rate (exact, from the integer runs and balls); head to head (points
 * from the matches between the sides still level only).
 */
export type TieBreaker = "points" | "wins" | "netRunRate" | "headToHead";

/** The 2019 (and 2023) men's World Cup: points, wins, net run rate, then head to head. */
export const TIE_BREAKERS_2019: readonly TieBreaker[] = ["points", "wins", "netRunRate", "headToHead"];
/** The 2003 World Cup: points, then head to head before net run rate. */
export const TIE_BREAKERS_2003: readonly TieBreaker[] = ["points", "headToHead", "netRunRate"];

/** A series of three or five matches between two sides, the first at `teams[0]`'s home. */
export interface SeriesShape {
  readonly kind: "series";
  readonly name: string;
  readonly teams: readonly [TeamId, TeamId];
  readonly matches: 3 | 5;
}

/** How the knockouts are drawn from the group tables. */
export type KnockoutDraw =
  /** One table: the top two meet in the final. */
  | "finalTopTwo"
  /** One table: semi-finals 1 v 4 and 2 v 3, then the final. */
  | "semisTopFour"
  /** Two tables: semi-finals A1 v B2 and B1 v A2, then the final. */
  | "semisCrossGroups";

/** A round-robin stage (one table or two) followed by knockouts. */
export interface TournamentShape {
  readonly kind: "tournament";
  readonly name: string;
  /** Each group's sides in seeding (draw) order, the order a table falls back on. */
  readonly groups: readonly (readonly TeamId[])[];
  /** 1: each pair in a group meets once; 2: twice, once at each side's home. */
  readonly legs: 1 | 2;
  readonly knockout: KnockoutDraw;
  readonly tieBreakers: readonly TieBreaker[];
}

export type CompetitionShape = SeriesShape | TournamentShape;

/** The group names in order: A, B. */
export const GROUP_NAMES = ["A", "B"] as const;

function checkTeams(teams: readonly TeamId[], what: string): void {
  for (const team of teams) {
    if (!Number.isInteger(team))
      throw new CompetitionError(`${what}: a team is a whole-number id, not ${String(team)}`);
  }
  const seen = new Set<TeamId>();
  for (const team of teams) {
    if (seen.has(team)) throw new CompetitionError(`${what}: team ${team} is entered twice`);
    seen.add(team);
  }
}

function checkTieBreakers(tieBreakers: readonly TieBreaker[]): void {
  if (tieBreakers[0] !== "points") throw new CompetitionError("A table is ordered by points first");
  if (new Set(tieBreakers).size !== tieBreakers.length) {
    throw new CompetitionError("A tie-breaker is listed twice");
  }
}

/** A series of `matches` (3 or 5) between `teams`, the first match at `teams[0]`'s home. */
export function series(name: string, teams: readonly [TeamId, TeamId], matches: number): SeriesShape {
  checkTeams(teams, "A series");
  if (teams.length !== 2) throw new CompetitionError(`A series is between two sides, not ${teams.length}`);
  if (matches !== 3 && matches !== 5) {
    throw new CompetitionError(`A series is of 3 or 5 matches, not ${matches}`);
  }
  return { kind: "series", name, teams, matches };
}

/** A World Cup of the ten `teams`, in `groups`, one leg, then `knockout`. */
function worldCup(
  name: string,
  teams: readonly TeamId[],
  groups: TournamentShape["groups"],
  knockout: TournamentShape["knockout"],
  tieBreakers: readonly TieBreaker[],
): TournamentShape {
  checkTeams(teams, "A World Cup");
  if (teams.length !== 10) throw new CompetitionError(`A World Cup is for 10 teams, not ${teams.length}`);
  checkTieBreakers(tieBreakers);
  return { kind: "tournament", name, groups, legs: 1, knockout, tieBreakers };
}

/**
 * A World Cup of ten as the men's ODI World Cup of 2023 (and 2019): one round robin, semi-finals
 * 1 v 4 and 2 v 3, and a final. `teams` is the seeding order.
 */
export function worldCupRoundRobin(
  name: string,
  teams: readonly TeamId[],
  tieBreakers: readonly TieBreaker[] = TIE_BREAKERS_2019,
): TournamentShape {
  return worldCup(name, teams, [teams], "semisTopFour", tieBreakers);
}

/**
 * A World Cup of ten in two groups of five: the first five of `teams` in group A, the rest in B,
 * the top two of each through to the semi-finals (A1 v B2, B1 v A2).
 */
export function worldCupGroups(
  name: string,
  teams: readonly TeamId[],
  tieBreakers: readonly TieBreaker[] = TIE_BREAKERS_2019,
): TournamentShape {
  return worldCup(name, teams, [teams.slice(0, 5), teams.slice(5)], "semisCrossGroups", tieBreakers);
}

/** What a league is given: its sides in seeding order, legs, and how many go through. */
export interface LeagueSpec {
  readonly name: string;
  readonly teams: readonly TeamId[];
  readonly legs: number;
  /** 2: the top two meet in the final; 4: semi-finals 1 v 4, 2 v 3, then the final. */
  readonly qualifiers: number;
  readonly tieBreakers?: readonly TieBreaker[];
}

/** A league of 4 to 10 sides, one or two legs, the top 2 or 4 into the knockouts. */
export function league(spec: LeagueSpec): TournamentShape {
  const { name, teams, legs, qualifiers } = spec;
  const tieBreakers = spec.tieBreakers ?? TIE_BREAKERS_2019;
  checkTeams(teams, "A league");
  if (teams.length < 4 || teams.length > 10) {
    throw new CompetitionError(`A league has 4 to 10 teams, not ${teams.length}`);
  }
  if (legs !== 1 && legs !== 2)
    throw new CompetitionError(`A league is played over 1 or 2 legs, not ${legs}`);
  if (qualifiers !== 2 && qualifiers !== 4) {
    throw new CompetitionError(`The top 2 or 4 of a league go through, not ${qualifiers}`);
  }
  if (qualifiers >= teams.length) {
    throw new CompetitionError(
      `A league of ${teams.length} cannot send ${qualifiers} through: some side must go out`,
    );
  }
  checkTieBreakers(tieBreakers);
  return {
    kind: "tournament",
    name,
    groups: [teams],
    legs,
    knockout: qualifiers === 2 ? "finalTopTwo" : "semisTopFour",
    tieBreakers,
  };
}
