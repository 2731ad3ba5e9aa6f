/**
 * The archive's public surface: the member's kept matches (the list, one kept match), the
 * career figures, and the recent matches on the home page. Everything else under
 * features/archive is the feature's own (see docs/decisions/0013-feature-borders.md).
 */
export { ArchiveHeader, OnlineOnly } from "./archive-frame.tsx";
export { ArchiveScreen, type MatchesState } from "./archive-screen.tsx";
export { CareerScreen } from "./career-screen.tsx";
export { MatchReport } from "./match-report.tsx";
export { RecentMatches } from "./recent-matches.tsx";
