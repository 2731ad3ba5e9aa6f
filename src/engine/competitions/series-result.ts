/**
 * A series' score and how it reads: "India won the series 2–1", "Series drawn 1–1", a tied match
 * counting half to each side ("England won the series 1½–½"), and a whitewash named when the
 * winners won every match of a full series that had a result, at least two of them.
 */
import { checkResult, type PlayedMatch } from "./results.ts";
import { CompetitionError, type SeriesShape, type TeamId } from "./shapes.ts";

/** Where a series stands. */
export interface SeriesStanding {
  /** Each side's score in half-points (a win 2, a tie 1), in the order of the shape's teams. */
  readonly halves: readonly [number, number];
  readonly played: number;
  /** Every match played. */
  readonly complete: boolean;
  /** The side that has won it (unassailable, or ahead once complete); null while open or drawn. */
  readonly winner: TeamId | null;
  readonly whitewash: boolean;
  /** "India won the series 3–0, a whitewash", "Series drawn 1–1", "India lead the series 1–0". */
  readonly text: string;
}

/** A score of half-points as written: 2 → "1", 3 → "1½", 1 → "½", 0 → "0". */
export function seriesScore(halves: number): string {
  const whole = Math.floor(halves / 2);
  if (halves % 2 === 0) return String(whole);
  return whole === 0 ? "½" : `${whole}½`;
}

/** The series `shape` after `matches` (its played matches, any order), with names from `nameOf`. */
export function seriesStanding(
  shape: SeriesShape,
  matches: readonly PlayedMatch[],
  nameOf: (team: TeamId) => string,
): SeriesStanding {
  const [first, second] = shape.teams;
  if (matches.length > shape.matches) {
    throw new CompetitionError(`A series of ${shape.matches} cannot have ${matches.length} results`);
  }
  const halves: [number, number] = [0, 0];
  let withResult = 0;
  let tied = 0;
  for (const match of matches) {
    checkResult(match, "series");
    const pair = new Set([match.home, match.away]);
    if (!pair.has(first) || !pair.has(second)) {
      throw new CompetitionError(`Match ${match.fixtureId} is not between the series' two sides`);
    }
    const { decision } = match;
    if (decision.kind === "won") {
      halves[decision.winner === first ? 0 : 1] += 2;
      withResult++;
    } else if (decision.kind === "tied") {
      halves[0] += 1;
      halves[1] += 1;
      withResult++;
      tied++;
    }
  }
  const played = matches.length;
  const complete = played === shape.matches;
  const left = 2 * (shape.matches - played);
  const lead = halves[0] >= halves[1] ? 0 : 1;
  const ahead = halves[lead] as number;
  const behind = halves[1 - lead] as number;
  const decided = ahead > behind && (complete || ahead > behind + left);
  const winner = decided ? shape.teams[lead] : null;
  const whitewash = complete && decided && tied === 0 && behind === 0 && withResult >= 2;
  const score = `${seriesScore(ahead)}–${seriesScore(behind)}`;
  let text: string;
  if (winner !== null && complete) {
    text = `${nameOf(winner)} won the series ${score}${whitewash ? ", a whitewash" : ""}`;
  } else if (winner !== null) {
    text = `${nameOf(winner)} have won the series, ${score} up with ${shape.matches - played} to play`;
  } else if (complete) {
    text = `Series drawn ${score}`;
  } else if (ahead === behind) {
    text = `Series level at ${score}`;
  } else {
    text = `${nameOf(shape.teams[lead])} lead the series ${score}`;
  }
  return { halves, played, complete, winner, whitewash, text };
}
