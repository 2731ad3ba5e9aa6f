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

/** `GET /api/auth-config`: which sign-in methods this server offers. */
export interface AuthConfigResponse {
  readonly google: boolean;
}

/** Paths of the API, in one place for both sides. */
export const API = {
  health: "/api/health",
  register: "/api/new_user_regi",
  me: "/api/me",
  authConfig: "/api/auth-config",
  signInEmail: "/api/auth/sign-in/email",
  /** Better Auth's sign-in start for every provider, the generic OpenID one included. */
  signInSocial: "/api/auth/sign-in/social",
  /** Where the provider sends the browser back: `${oauthCallback}/${GOOGLE_PROVIDER_ID}`. */
  oauthCallback: "/api/auth/callback",
  signOut: "/api/auth/sign-out",
  matches: "/api/matches",
} as const;

/** The provider id of Google sign-in (generic OAuth / OpenID Connect). */
export const GOOGLE_PROVIDER_ID = "google";

/** Message the Google popup posts to its opener when the flow ends. */
export interface PopupResultMessage {
  readonly type: "howzat:google-sign-in";
  readonly ok: boolean;
  readonly message?: string;
}

/**
 * How the computer played a match: the engine's opponent levels, spelled out here because this
 * layer does not import the engine (the web app's types check that the two agree).
 */
export type MatchLevel = "classic" | "club" | "international";

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
}

/** `GET /api/matches`: the member's most recent matches, newest first. */
export interface SavedMatchesResponse {
  readonly matches: readonly SavedMatch[];
}

/**
 * `POST /api/matches`: a finished match as its seed and actions, plus the result the browser
 * saw. The server replays it with the same engine and keeps it only if the result agrees.
 */
export interface SaveMatchRequest {
  readonly seed: number;
  /** The level the match was played at; absent (older pages) means Classic. */
  readonly level?: MatchLevel;
  readonly actions: readonly unknown[];
  readonly result: string;
}

/** Most actions a match can take: setup, toss, 50 overs a side with a bowler each over. */
export const MAX_MATCH_ACTIONS = 1000;
