/**
 * Ranked matches against the computer, held and refereed by the server: the lobby (start one,
 * go back to one) and the match's screen. See docs/decisions/0017-ranked-matches-on-the-server.md.
 */
export { RankedLobby, RankedMatchScreen } from "./ranked-screen.tsx";
