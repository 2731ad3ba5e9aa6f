/** Answers of `GET /api/stats/records` for the records' component tests, as the server shapes them. */
import type {
  AchievementView,
  BattingEntry,
  BowlingEntry,
  RecordBookView,
  RecordsResponse,
} from "../../shared/records-types.ts";

const FINAL = { matchId: 7, title: "India v Australia · T20 · Eden Gardens" };
const OPENER = { matchId: 3, title: "England v Pakistan · ODI · Lord's" };

const KOHLI: BattingEntry = {
  ...FINAL,
  teamId: 1,
  teamName: "India",
  name: "Virat Kohli",
  runs: 104,
  balls: 58,
  fours: 9,
  sixes: 6,
  out: false,
  ballsTo50: 27,
  ballsTo100: 55,
};

const STARC: BowlingEntry = {
  ...OPENER,
  teamId: 2,
  teamName: "Australia",
  name: "Mitchell Starc",
  wickets: 5,
  runs: 23,
  balls: 24,
  overs: "4.0",
  hatTricks: 1,
};

/** A book of no kept match: every list empty. */
export const EMPTY_BOOK: RecordBookView = {
  matches: 0,
  unread: 0,
  highestTotals: [],
  lowestTotals: [],
  biggestWinsByRuns: [],
  biggestWinsByWickets: [],
  highestScores: [],
  fastestFifties: [],
  fastestHundreds: [],
  mostSixes: [],
  highestPartnerships: [],
  bestFigures: [],
  hatTricks: [],
  mostRuns: [],
  mostWickets: [],
  playerOfTheTournament: null,
};

/** A book of two kept matches; the fastest fifties and the wins by wickets are left empty. */
export const BOOK: RecordBookView = {
  ...EMPTY_BOOK,
  matches: 2,
  highestTotals: [
    {
      ...FINAL,
      teamId: 1,
      teamName: "India",
      opponentName: "Australia",
      runs: 212,
      wickets: 4,
      balls: 120,
      overs: "20.0",
    },
  ],
  lowestTotals: [
    {
      ...OPENER,
      teamId: 4,
      teamName: "Pakistan",
      opponentName: "England",
      runs: 98,
      wickets: 10,
      balls: 170,
      overs: "28.2",
    },
  ],
  biggestWinsByRuns: [
    {
      ...OPENER,
      winner: { teamId: 3, teamName: "England" },
      loser: { teamId: 4, teamName: "Pakistan" },
      margin: 131,
    },
  ],
  highestScores: [KOHLI],
  fastestHundreds: [KOHLI],
  mostSixes: [KOHLI],
  highestPartnerships: [
    {
      ...FINAL,
      teamName: "India",
      wicket: 2,
      runs: 121,
      balls: 70,
      batters: ["Virat Kohli", "Rohit Sharma"],
      unbroken: true,
    },
  ],
  bestFigures: [STARC],
  hatTricks: [STARC],
  mostRuns: [
    {
      teamId: 1,
      teamName: "India",
      name: "Virat Kohli",
      matches: 2,
      runs: 131,
      balls: 80,
      wickets: 0,
      runsConceded: 0,
      points: 131,
    },
  ],
  mostWickets: [
    {
      teamId: 2,
      teamName: "Australia",
      name: "Mitchell Starc",
      matches: 1,
      runs: 4,
      balls: 6,
      wickets: 5,
      runsConceded: 23,
      points: 129,
    },
  ],
  playerOfTheTournament: {
    teamId: 2,
    teamName: "Australia",
    name: "Mitchell Starc",
    matches: 1,
    runs: 40,
    balls: 30,
    wickets: 5,
    runsConceded: 23,
    points: 165,
  },
};

/** An achievement not earned yet. */
export function locked(id: string, title: string, text: string): AchievementView {
  return { id, title, text, earned: null };
}

/** An achievement earned on 29 Nov 2026 in the final (or with its match gone from the archive). */
export function earned(
  id: string,
  title: string,
  text: string,
  isNew = false,
  inMatch = true,
): AchievementView {
  return {
    id,
    title,
    text,
    earned: { at: "2026-11-29T15:00:00.000Z", match: inMatch ? FINAL : null, isNew },
  };
}

/** The answer with `achievements` and the book of two matches unless another is given. */
export function recordsAnswer(
  achievements: readonly AchievementView[],
  book: RecordBookView = BOOK,
): RecordsResponse {
  return { book, achievements };
}

export { FINAL, OPENER };
