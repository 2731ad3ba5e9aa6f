/**
 * The archive's public surface: the member's kept matches (the list, one kept match), the
 * career figures, and the recent matches on the home page. Everything else under
 * features/archive is the feature's own (see docs/decisions/0013-feature-borders.md). The app
 * loads the offline frame (`archive-frame.tsx`) lazily on its own, as a split point.
 */
export { ArchiveScreen } from "./archive-screen.tsx";
export { CareerScreen } from "./career-screen.tsx";
export { MatchReport } from "./match-report.tsx";
export { RecentMatches } from "./recent-matches.tsx";
