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
  /** The Google popup's first page: it starts the provider's flow. */
  googleStart: "/auth/google",
  /** Where the provider sends the popup back, with `?error=` when sign-in failed. */
  googleReturn: "/auth/popup",
} as const;

/** The address of one kept match. */
export function matchRoute(id: number): string {
  return ROUTES.match.replace(":id", String(id));
}
