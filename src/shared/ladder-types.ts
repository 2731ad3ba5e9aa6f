/**
 * The ladder of ranked matches against the computer (ADR 0018): each member's Glicko-2 rating,
 * as the server and the page share it. Only matches the server refereed (ranked ones) count.
 */

/** Where the ladder lives. */
export const LADDER_API = {
  /** `GET`: the top of the ladder and the member's own line (`?kind=friend`: between members). */
  ladder: "/api/ladder",
  /** `GET`: the member's latest rating changes, newest first (`?kind=`, `?limit=`). */
  history: "/api/ladder/history",
  /** `GET …/:id`: what one rated match (ranked or live) did to the member's rating. */
  matches: "/api/ladder/matches",
} as const;

/** The address of one rated match's change to the member's rating. */
export function ratingChangePath(matchId: string): string {
  return `${LADDER_API.matches}/${encodeURIComponent(matchId)}`;
}

/** How many changes the history answers at most, and without `?limit=`. */
export const HISTORY_LIMIT = { most: 50, usual: 10 } as const;

/**
 * The two ladders: ranked matches against the computer, and rated live matches between members
 * (ADR 0019), each its own Glicko-2 rating.
 */
export type LadderKind = "computer" | "friend";

/** The address of one ladder. */
export function ladderUrl(kind: LadderKind): string {
  return kind === "friend" ? `${LADDER_API.ladder}?kind=friend` : LADDER_API.ladder;
}

/** How many members the ladder shows. */
export const LADDER_SIZE = 50;

/** One member's line: their place, display name and rating (rounded to whole points). */
export interface LadderEntry {
  /** 1 for the top of the ladder. */
  readonly rank: number;
  /** The member's display name (never their e-mail). */
  readonly name: string;
  readonly rating: number;
  /** The rating deviation: how far the rating may be off (smaller is surer). */
  readonly rd: number;
  /** Ranked matches rated. */
  readonly matches: number;
}

/** `GET /api/ladder`. */
export interface LadderResponse {
  /** The top {@link LADDER_SIZE} members with a rated match, rank 1 first. */
  readonly entries: readonly LadderEntry[];
  /** The member's own line, wherever they stand; null before their first rated match. */
  readonly you: LadderEntry | null;
}

/** A rating and its deviation, rounded to whole points. */
export interface RatingFigure {
  readonly rating: number;
  readonly rd: number;
}

/** What one rated match did to the member's rating (ADR 0032). */
export interface RatingChange {
  /** The ranked or live match's id. */
  readonly matchId: string;
  readonly kind: LadderKind;
  readonly outcome: "won" | "tied" | "lost";
  readonly before: RatingFigure;
  readonly after: RatingFigure;
  /** The other member of a live match; null against the computer. */
  readonly opponent: string | null;
  /** The match in the member's archive (`/matches/:id`); null when it was not kept. */
  readonly keptId: number | null;
  /** When it was rated (ISO 8601). */
  readonly at: string;
}

/** `GET /api/ladder/matches/:id`: the change, and the member's place on that ladder now. */
export interface RatingChangeResponse {
  readonly change: RatingChange;
  readonly place: number | null;
}

/** `GET /api/ladder/history`: the member's latest changes, newest first. */
export interface RatingHistoryResponse {
  readonly changes: readonly RatingChange[];
}
