/**
 * The ladder of ranked matches against the computer (ADR 0018): each member's Glicko-2 rating,
 * as the server and the page share it. Only matches the server refereed (ranked ones) count.
 */

/** Where the ladder lives. */
export const LADDER_API = {
  /** `GET`: the top of the ladder and the member's own line (`?kind=friend`: between members). */
  ladder: "/api/ladder",
} as const;

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
