/**
 * A member's record book and achievements (ADR 0033), as the server and the page share them.
 * The server decides both from the matches it has kept — each read from its own replay of the
 * match, never from what a page says happened — and names every player and side, so the page
 * only lays them out.
 */

/** Where they live. */
export const RECORDS_API = {
  /** `GET`: the member's record book over their kept matches, and every achievement. */
  records: "/api/stats/records",
  /** `GET`: every achievement alone (no book): what the home page's news reads. */
  achievements: "/api/stats/achievements",
  /** `POST`: the achievements the member has been told of (they are then no longer new). */
  seen: "/api/stats/achievements/seen",
} as const;

/** How many entries each of the book's lists holds at most. */
export const RECORD_BOOK_LIMIT = 5;

/** The kept match an entry was set in: its id in the archive and its title ("India v Australia · T20 · Eden Gardens"). */
export interface RecordMatch {
  readonly matchId: number;
  readonly title: string;
}

/** A side, named. */
export interface NamedTeam {
  readonly teamId: number;
  readonly teamName: string;
}

/** A player, named, with his side. */
export interface NamedPlayer extends NamedTeam {
  readonly name: string;
}

/** A team's innings total: runs/wickets in legal balls, against `opponent`. */
export interface TotalEntry extends RecordMatch, NamedTeam {
  readonly opponentName: string;
  readonly runs: number;
  readonly wickets: number;
  readonly balls: number;
  /** "19.4" */
  readonly overs: string;
}

/** A win by `margin` runs or wickets. */
export interface WinEntry extends RecordMatch {
  readonly winner: NamedTeam;
  readonly loser: NamedTeam;
  readonly margin: number;
}

/** A batter's innings. */
export interface BattingEntry extends RecordMatch, NamedPlayer {
  readonly runs: number;
  readonly balls: number;
  readonly fours: number;
  readonly sixes: number;
  readonly out: boolean;
  /** Balls faced to reach 50 (100), where he did. */
  readonly ballsTo50: number | null;
  readonly ballsTo100: number | null;
}

/** A stand between two batters for one wicket. */
export interface PartnershipEntry extends RecordMatch {
  readonly teamName: string;
  readonly wicket: number;
  readonly runs: number;
  readonly balls: number;
  readonly batters: readonly [string, string];
  readonly unbroken: boolean;
}

/** A bowler's figures in an innings. */
export interface BowlingEntry extends RecordMatch, NamedPlayer {
  readonly wickets: number;
  readonly runs: number;
  readonly balls: number;
  /** "4-0-23-3" style overs of his figures: "4.0". */
  readonly overs: string;
  readonly hatTricks: number;
}

/** A player's figures over every kept match. */
export interface LeaderEntry extends NamedPlayer {
  readonly matches: number;
  readonly runs: number;
  readonly balls: number;
  readonly wickets: number;
  readonly runsConceded: number;
  /** A run 1, a wicket 25. */
  readonly points: number;
}

/** Lists named `K`, each of entries `T`, best first. */
type Lists<K extends string, T> = { readonly [P in K]: readonly T[] };

/** The record book over the member's kept matches (both sides of each match count). */
export type RecordBookView = {
  /** Kept matches whose facts the book was read from. */
  readonly matches: number;
  /** Kept matches not read yet: kept before the server read a match's facts on keeping it. */
  readonly unread: number;
  readonly playerOfTheTournament: LeaderEntry | null;
} & Lists<"highestTotals" | "lowestTotals", TotalEntry> &
  Lists<"biggestWinsByRuns" | "biggestWinsByWickets", WinEntry> &
  Lists<"highestScores" | "fastestFifties" | "fastestHundreds" | "mostSixes", BattingEntry> &
  Lists<"highestPartnerships", PartnershipEntry> &
  Lists<"bestFigures" | "hatTricks", BowlingEntry> &
  Lists<"mostRuns" | "mostWickets", LeaderEntry>;

/** One achievement, earned or not. */
export interface AchievementView {
  readonly id: string;
  readonly title: string;
  /** What it takes, in a sentence. */
  readonly text: string;
  /** Null while it is not earned. */
  readonly earned: {
    /** ISO time. */
    readonly at: string;
    /** The kept match that earned it, while the archive still holds it. */
    readonly match: RecordMatch | null;
    /** Earned since the member was last told (the page says it once, then posts `seen`). */
    readonly isNew: boolean;
  } | null;
}

/** `GET /api/stats/records`. */
export interface RecordsResponse {
  readonly book: RecordBookView;
  /** Every achievement there is, in the order the page lists them. */
  readonly achievements: readonly AchievementView[];
}

/** `GET /api/stats/achievements`. */
export interface AchievementsResponse {
  /** Every achievement there is, in the order the page lists them. */
  readonly achievements: readonly AchievementView[];
}

/** `POST /api/stats/achievements/seen`: the ids the page has told the member of. */
export interface SeenRequest {
  readonly ids: readonly string[];
}
