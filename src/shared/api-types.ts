/**
 * The JSON the API speaks, shared by the server and the web app. Every error answer is
 * `{ error: { message, field? } }`; `field` names the registration field at fault.
 */

/** A member as the API shows them: never a password. Fields a Google member never gave are null. */
export interface Member {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly address: string | null;
  readonly dob: string | null;
  readonly gender: string | null;
  /** Picture URL from Google, if any. */
  readonly image: string | null;
}

/** `GET /api/me` (200) and `POST /api/new_user_regi` (201). */
export interface MemberResponse {
  readonly member: Member;
}

/**
 * `GET /api/session` (200 for everyone): who is signed in, `member` null for a guest. The page
 * asks this; `GET /api/me` answers 401 for a guest, for callers that want only a member.
 */
export interface SessionResponse {
  readonly member: Member | null;
}

/** `GET /api/auth-config`: which sign-in methods this server offers. */
export interface AuthConfigResponse {
  readonly google: boolean;
}

/** Paths of the API, in one place for both sides. */
export const API = {
  health: "/api/health",
  register: "/api/new_user_regi",
  me: "/api/me",
  session: "/api/session",
  authConfig: "/api/auth-config",
  signInEmail: "/api/auth/sign-in/email",
  /** Better Auth's sign-in start for every provider, the generic OpenID one included. */
  signInSocial: "/api/auth/sign-in/social",
  /** Where the provider sends the browser back: `${oauthCallback}/${GOOGLE_PROVIDER_ID}`. */
  oauthCallback: "/api/auth/callback",
  signOut: "/api/auth/sign-out",
  matches: "/api/matches",
  /** The member's kept matches as replays, paged (the career figures). */
  matchReplays: "/api/matches/replays",
} as const;

/** `GET` and `DELETE` of one kept match. */
export function matchPath(id: number): string {
  return `${API.matches}/${id}`;
}

/** The provider id of Google sign-in (generic OAuth / OpenID Connect). */
export const GOOGLE_PROVIDER_ID = "google";

/** Message the Google popup posts to its opener when the flow ends. */
export interface PopupResultMessage {
  readonly type: "howzat:google-sign-in";
  readonly ok: boolean;
  readonly message?: string;
}

/**
 * Who played the other side of a match: the computer at one of its levels, or a friend (a live
 * match the server refereed); the engine's opponent levels, spelled out here because this layer
 * does not import the engine (the web app's types check that the two agree).
 */
export type MatchLevel = "classic" | "club" | "international" | "friend";

/** One saved match in `GET /api/matches`. */
export interface SavedMatch {
  readonly id: number;
  readonly createdAt: string;
  /** e.g. "India v Australia · T20 · Wankhede Stadium". */
  readonly title: string;
  /** e.g. "India won by 5 wickets". */
  readonly result: string;
  /** How the computer played; matches kept before levels existed are Classic. */
  readonly level?: MatchLevel;
  /**
   * A rated match (ADR 0032): "ranked" against the computer, "friend" live against a member.
   * Absent for a match that moved no rating.
   */
  readonly rated?: "ranked" | "friend";
}

/** A side of a saved match. */
export interface MatchTeam {
  readonly id: number;
  readonly name: string;
}

/** What the archive lists of a saved match besides its title and result. */
export interface ArchivedMatch extends SavedMatch {
  readonly level: MatchLevel;
  /** The format's key ("t20"), and its name ("T20"). */
  readonly format: string | null;
  readonly formatName: string | null;
  readonly ground: string | null;
  /** In batting order. */
  readonly teams: readonly MatchTeam[];
  /** The member's side. */
  readonly userTeamId: number | null;
  /** The side that won; null for a tie (and for a summary that names no winner). */
  readonly winnerTeamId: number | null;
}

/**
 * `GET /api/matches?page=&pageSize=&format=&team=&level=`: one page of the member's matches,
 * newest first (page 1 of 10 without parameters). `team` is a country on either side.
 */
export interface SavedMatchesResponse {
  readonly matches: readonly ArchivedMatch[];
  readonly page: number;
  readonly pageSize: number;
  /** Matches passing the filters, on every page. */
  readonly total: number;
}

/**
 * One first-ball value the computer's toss decision read (the engine's `TossValue`): kept by
 * the server from the save's replay and sent with the match, so a replay in the browser takes
 * it instead of building two matches' win tables to decide the toss again.
 */
export interface KeptTossValue {
  readonly key: string;
  readonly value: number;
}

/**
 * Which side of a kept match's replay is the member's: the engine's "user" side (every match
 * but one) or, for the guest's copy of a live match between two members, the "friend" side,
 * whose match is the replay seen `mirrored` (the engine's).
 */
export type KeptSide = "user" | "friend";

/** `GET /api/matches/:id`: a kept match as its replay; the browser rebuilds the rest. */
export interface MatchReplayResponse {
  readonly match: ArchivedMatch & {
    /** A uint32, or a refereed match's wide seed (32 hexadecimal digits, 128 bits). */
    readonly seed: number | string;
    /** The engine's rules version it was played by and replays at (1 for matches kept before versions). */
    readonly rulesVersion: number;
    /** True for a match created as a knockout (a tie goes to super overs); absent for any other. */
    readonly knockout?: boolean;
    readonly actions: readonly unknown[];
    /** The toss's first-ball values, when its replay reads them (see {@link KeptTossValue}). */
    readonly toss?: readonly KeptTossValue[];
    /** The member's side of the replay. */
    readonly side: KeptSide;
  };
}

/** A kept match as its replay, in `GET /api/matches/replays` when the server has no career line of it. */
export interface ReplayRecord {
  readonly id: number;
  readonly createdAt: string;
  /** A uint32, or a refereed match's wide seed (32 hexadecimal digits, 128 bits). */
  readonly seed: number | string;
  readonly level: MatchLevel;
  /** The engine's rules version it was played by and replays at (1 for matches kept before versions). */
  readonly rulesVersion: number;
  /** True for a match created as a knockout (a tie goes to super overs); absent for any other. */
  readonly knockout?: boolean;
  readonly format: string | null;
  readonly actions: readonly unknown[];
  /** The toss's first-ball values, when its replay reads them (see {@link KeptTossValue}). */
  readonly toss?: readonly KeptTossValue[];
  /** The member's side of the replay; "user" when absent. */
  readonly side?: KeptSide;
}

/**
 * A kept match in `GET /api/matches/replays` as the career line the server read from its
 * replay when it kept it (the engine's `CareerLine`), so the browser need not replay it.
 */
export interface CareerLineRecord {
  readonly id: number;
  readonly createdAt: string;
  readonly format: string | null;
  /** The engine's `CareerLine`, as the save's replay gave it. */
  readonly line: object;
}

/**
 * `GET /api/matches/replays?before=&limit=&format=`: what the career figures count of the
 * member's kept matches, highest id first, a page at a time: each match's career line, or its
 * replay when it was kept before lines were. Without `before` the first page; each page's
 * `next` is the `before` of the page after it (the lowest id on this one), null at the end.
 */
export interface ReplayPageResponse {
  readonly records: readonly (ReplayRecord | CareerLineRecord)[];
  /** The `before` that asks for the next page; null when this page is the last. */
  readonly next: number | null;
}

/** Most matches one `GET /api/matches` page or one replay page may ask for. */
export const MAX_PAGE_SIZE = 50;
/** Most replays one `GET /api/matches/replays` page holds, and its size when none is asked for: a hundred one-day matches are under 2 MB. */
export const MAX_REPLAY_PAGE = 100;
/**
 * Most matches one `GET /api/matches/replays` page may ask for, and what the career figures ask
 * for: as many as a member keeps. A page still holds at most {@link MAX_REPLAY_PAGE} replays; a
 * match sent as its career line (about 1.5 KB) is not a replay, so a career of lines is one page.
 */
export const MAX_CAREER_PAGE = 500;

/**
 * `POST /api/matches`: a finished match as its seed and actions, plus the result the browser
 * saw. The server replays it with the same engine and keeps it only if the result agrees.
 */
export interface SaveMatchRequest {
  readonly seed: number;
  /** The level the match was played at; absent (older pages) means Classic. */
  readonly level?: MatchLevel;
  /**
   * The engine's rules version the match was played by; absent means 1 (pages send version 1
   * without it, as before versions existed, so every server accepts them). The server refuses a
   * version it cannot play.
   */
  readonly rulesVersion?: number;
  /**
   * True for a match created as a knockout (a competition's knockout fixture: a tie goes to super
   * overs; rules version 3 on); absent for any other, as pages older than knockouts send it.
   */
  readonly knockout?: boolean;
  readonly actions: readonly unknown[];
  readonly result: string;
}

/** Most actions a match can take: setup, toss, 50 overs a side with a bowler each over. */
export const MAX_MATCH_ACTIONS = 1000;
