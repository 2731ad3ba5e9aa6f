/**
 * The ladders (ADR 0018, 0019, 0032): the page at /ladder, the member's rating in one line for
 * the career figures, the latest rated matches, and the rated-result card of a match.
 */
export { FriendRatingLine, LadderScreen, LadderTable, RankedRatingLine } from "./ladder-screen.tsx";
export { LatestRatedMatches } from "./latest-rated.tsx";
export { RatedResult } from "./rated-result.tsx";
