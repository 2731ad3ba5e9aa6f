/**
 * Every path of the web app, in one place: route definitions, links and redirects read it, so
 * a path changes here and nowhere else. The server serves index.html for any of them.
 */
export const ROUTES = {
  root: "/",
  login: "/login",
  /** The registration screen; the spec calls the address /new. */
  register: "/new",
  home: "/home",
  profile: "/profile",
  /** Open to guests. */
  game: "/game",
  error: "/error",
  /** The member's kept matches, newest first, paged and filtered (members only). */
  matches: "/matches",
  /** One kept match's full result screen, rebuilt from its replay: see {@link matchRoute}. */
  match: "/matches/:id",
  /** The member's career figures. */
  stats: "/stats",
  /** Ranked matches against the computer, held by the server (members only). */
  ranked: "/ranked",
  /** One ranked match: see {@link rankedMatchRoute}. */
  rankedMatch: "/ranked/:id",
  /** Live matches between two members: make an invite, open one, go back to one (members only). */
  live: "/live",
  /** An invite opened from its code or link: see {@link liveJoinRoute}. */
  liveJoin: "/live/join/:code",
  /** One live match: see {@link liveMatchRoute}. */
  liveMatch: "/live/:id",
  /** The ladder of ranked matches against the computer (members only). */
  ladder: "/ladder",
  /** Competitions kept in this browser: start one, resume one (open to guests). */
  competitions: "/competitions",
  /** One competition: see {@link competitionRoute}. */
  competition: "/competitions/:id",
  /** The Google popup's first page: it starts the provider's flow. */
  googleStart: "/auth/google",
  /** Where the provider sends the popup back, with `?error=` when sign-in failed. */
  googleReturn: "/auth/popup",
} as const;

/** The address of one competition. */
export function competitionRoute(id: string): string {
  return ROUTES.competition.replace(":id", encodeURIComponent(id));
}

/** The address of one ranked match. */
export function rankedMatchRoute(id: string): string {
  return ROUTES.rankedMatch.replace(":id", encodeURIComponent(id));
}

/** The address of one live match. */
export function liveMatchRoute(id: string): string {
  return ROUTES.liveMatch.replace(":id", encodeURIComponent(id));
}

/** The address of an invite, from its code (the shared format's `inviteLink`, upper-cased). */
export function liveJoinRoute(code: string): string {
  return ROUTES.liveJoin.replace(":code", encodeURIComponent(code.trim().toUpperCase()));
}

/** The address of one kept match. */
export function matchRoute(id: number): string {
  return ROUTES.match.replace(":id", String(id));
}

/**
 * Navigation state of a link that means "play" (the header's Play, home's "Play a match"): the
 * game page then shows the match in progress, or sets up a new one when the match kept on this
 * device is finished, rather than that match's result again. A plain visit of /game (a reload,
 * an address typed) shows whatever is kept, the result included.
 */
export interface GameNavigationState {
  readonly play?: boolean;
}

/** See {@link GameNavigationState}. */
export const PLAY_STATE: GameNavigationState = { play: true };

/** Whether a navigation state asks the game page to play (see {@link GameNavigationState}). */
export function wantsToPlay(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as GameNavigationState).play === true;
}

/**
 * Navigation state of a link to the sign-in or join screen that wants the member back where it
 * was (the result screen's "Sign in to keep your matches": the guest's match is offered there).
 * Passed on between the two screens; without it, signing in goes to /home (or /profile).
 */
export interface SignInReturnState {
  readonly returnTo?: string;
}

/** The state that brings the member back to `path` after signing in or joining. */
export function returnAfterSignIn(path: string): SignInReturnState {
  return { returnTo: path };
}

/**
 * Where a navigation state asks to go after signing in: a path of this app (one slash, so never
 * another site's address), or null.
 */
export function signInReturnOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null) return null;
  const path = (state as SignInReturnState).returnTo;
  if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//") || path.includes("\\"))
    return null;
  return path;
}
