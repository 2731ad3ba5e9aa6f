/**
 * Live matches between two members, refereed by the server: the lobby (make an invite, open
 * one by its code, go back to one), an invite opened from its link, and the match's screen.
 * The wire format is src/shared/live-types.ts.
 */
export { LiveJoinScreen } from "./live-join.tsx";
export { LiveLobby } from "./live-lobby.tsx";
export { LiveMatchScreen } from "./live-match-screen.tsx";
