/**
 * The ladder of ranked matches against the computer (ADR 0018): the page at /ladder and the
 * member's rating in one line for the career figures.
 */
export { FriendRatingLine, LadderScreen, LadderTable, RankedRatingLine } from "./ladder-screen.tsx";
