/**
 * From the group tables to the champion: who meets whom in the knockouts, and who goes through.
 * The knockouts are drawn once every group match has a result: the top two of one table meet in
 * the final; the top four play semi-finals 1 v 4 and 2 v 3; two tables cross, A1 v B2 and
 * B1 v A2. A knockout match needs a winner: one tied on the field is given as won by the side
 * that won the super over (`superOver` on the result), which the bracket carries.
 */
import type { Fixture } from "./fixtures.ts";
import { pointsTable, type TableRow } from "./points-table.ts";
import { checkResult, type PlayedMatch } from "./results.ts";
import { CompetitionError, GROUP_NAMES, type TeamId, type TournamentShape } from "./shapes.ts";

/** A knockout match: the first semi-final "SF1", the second "SF2", the final "F". */
export interface KnockoutTie {
  readonly id: "SF1" | "SF2" | "F";
  /** "First semi-final", "Second semi-final", "Final". */
  readonly label: string;
  /** Where each side comes from: "1st", "A 2nd", "Winner of the first semi-final". */
  readonly from: readonly [string, string];
  /** The sides once known (the first named is the higher placed); null until then. */
  readonly sides: readonly [TeamId, TeamId] | null;
  readonly winner: TeamId | null;
  /** Whether the winner won a super over after a tie. */
  readonly superOver: boolean;
}

/** The knockouts as they stand. */
export interface Bracket {
  /** The group tables, in group order. */
  readonly tables: readonly (readonly TableRow[])[];
  /** Whether every group match has a result, so the knockout places are settled. */
  readonly groupsComplete: boolean;
  readonly ties: readonly KnockoutTie[];
  /** The next knockout match to play: its sides known, no winner yet; null when none is. */
  readonly next: KnockoutTie | null;
  readonly champion: TeamId | null;
}

const ORDINALS = ["1st", "2nd", "3rd", "4th"];

/** A place in a table by group and position (0-based both). */
type Place = readonly [group: number, position: number];

function placeName(shape: TournamentShape, [group, position]: Place): string {
  const ordinal = ORDINALS[position] ?? `${position + 1}th`;
  return shape.groups.length > 1 ? `${GROUP_NAMES[group] ?? "?"} ${ordinal}` : ordinal;
}

/** The places the first round of knockouts draws on, pair by pair. */
function firstRound(shape: TournamentShape): readonly (readonly [Place, Place])[] {
  switch (shape.knockout) {
    case "finalTopTwo":
      return [
        [
          [0, 0],
          [0, 1],
        ],
      ];
    case "semisTopFour":
      return [
        [
          [0, 0],
          [0, 3],
        ],
        [
          [0, 1],
          [0, 2],
        ],
      ];
    case "semisCrossGroups":
      return [
        [
          [0, 0],
          [1, 1],
        ],
        [
          [1, 0],
          [0, 1],
        ],
      ];
  }
}

/** The group tables of `shape` over its group `matches`, each match placed by its sides' group. */
export function groupTables(shape: TournamentShape, matches: readonly PlayedMatch[]): TableRow[][] {
  return shape.groups.map((teams) => {
    const inGroup = new Set(teams);
    const own = matches.filter((m) => inGroup.has(m.home) || inGroup.has(m.away));
    return pointsTable(teams, own, shape.tieBreakers);
  });
}

function tieFrom(
  id: KnockoutTie["id"],
  label: string,
  from: readonly [string, string],
  sides: readonly [TeamId, TeamId] | null,
  results: ReadonlyMap<string, PlayedMatch>,
): KnockoutTie {
  const result = results.get(id);
  if (result === undefined) return { id, label, from, sides, winner: null, superOver: false };
  if (sides === null) throw new CompetitionError(`${label}: a result was given before its sides are known`);
  checkResult(result, "knockout");
  const given = new Set([result.home, result.away]);
  if (!given.has(sides[0]) || !given.has(sides[1])) {
    throw new CompetitionError(`${label}: the result is not between team ${sides[0]} and team ${sides[1]}`);
  }
  const decision = result.decision;
  if (decision.kind !== "won") throw new CompetitionError(`${label}: a knockout match needs a winner`);
  return { id, label, from, sides, winner: decision.winner, superOver: decision.superOver };
}

/**
 * The knockouts of `shape` given its group `fixtures`, the group matches played and the knockout
 * results (fixture ids "SF1", "SF2", "F").
 */
export function bracketOf(
  shape: TournamentShape,
  fixtures: readonly Fixture[],
  groupMatches: readonly PlayedMatch[],
  knockoutMatches: readonly PlayedMatch[],
): Bracket {
  const tables = groupTables(shape, groupMatches);
  const played = new Set(groupMatches.map((m) => m.fixtureId));
  const groupsComplete = fixtures.every((f) => played.has(f.id));
  const results = new Map(knockoutMatches.map((m) => [m.fixtureId, m]));
  for (const id of results.keys()) {
    if (id !== "SF1" && id !== "SF2" && id !== "F")
      throw new CompetitionError(`No knockout match is called ${id}`);
  }
  const teamAt = ([group, position]: Place): TeamId => {
    const row = tables[group]?.[position];
    if (row === undefined)
      throw new CompetitionError(`Group ${placeName(shape, [group, position])} does not exist`);
    return row.teamId;
  };
  const pairs = firstRound(shape);
  const sidesOf = (pair: readonly [Place, Place]): readonly [TeamId, TeamId] | null =>
    groupsComplete ? [teamAt(pair[0]), teamAt(pair[1])] : null;
  const fromOf = (pair: readonly [Place, Place]): readonly [string, string] => [
    placeName(shape, pair[0]),
    placeName(shape, pair[1]),
  ];
  const ties: KnockoutTie[] = [];
  let finalSides: readonly [TeamId, TeamId] | null;
  let finalFrom: readonly [string, string];
  const [only, second] = pairs;
  if (second === undefined && only !== undefined) {
    finalSides = sidesOf(only);
    finalFrom = fromOf(only);
  } else if (only !== undefined && second !== undefined) {
    const sf1 = tieFrom("SF1", "First semi-final", fromOf(only), sidesOf(only), results);
    const sf2 = tieFrom("SF2", "Second semi-final", fromOf(second), sidesOf(second), results);
    ties.push(sf1, sf2);
    finalSides = sf1.winner !== null && sf2.winner !== null ? [sf1.winner, sf2.winner] : null;
    finalFrom = ["Winner of the first semi-final", "Winner of the second semi-final"];
  } else {
    throw new CompetitionError("A knockout draw has one or two first-round matches");
  }
  const final = tieFrom("F", "Final", finalFrom, finalSides, results);
  ties.push(final);
  const next = ties.find((tie) => tie.sides !== null && tie.winner === null) ?? null;
  return { tables, groupsComplete, ties, next, champion: final.winner };
}
