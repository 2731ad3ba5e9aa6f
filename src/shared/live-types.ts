import type { MatchReveal } from "./match-reveal.ts";
import type { ViewMessage } from "./view-message.ts";

/**
 * Live matches between two members, refereed by the server: the wire format shared by the
 * server and the page. The member who makes the match (the host) is the engine's "user" side;
 * the member who accepts the invite (the guest) plays the other side (the engine's level
 * "friend"). The server holds the match, its seed and every action; each ball both members
 * choose a style without seeing the other's, and the server plays the ball once it has both
 * (or once the choice clock runs out, playing the default style for whoever had not chosen).
 *
 * Like ranked-types.ts this layer does not import the engine: state, action and event types are
 * parameters, filled with the engine's (`MatchState`, `Action`, `MatchEvent`).
 */

/** Where the live routes and the socket live. */
export const LIVE_API = {
  /** `POST`: a new match and its invite; `GET`: the member's open invites and matches on. */
  matches: "/api/live",
  /** The WebSocket (same origin, the session cookie). */
  socket: "/api/live/socket",
  /** `GET`: the members the member has played, the latest first, to invite again (ADR 0032). */
  opponents: "/api/live/opponents",
} as const;

/** `GET`: the rematch offered after a live match; `POST` (`{ swap }`): offer one. */
export function rematchPath(id: string): string {
  return `${LIVE_API.matches}/${encodeURIComponent(id)}/rematch`;
}

/** `POST /api/live/:id/rematch`: the same sides again, or each member playing the other's. */
export interface RematchRequest {
  readonly swap?: boolean;
}

/** A rematch offered after a live match: a new invite, open only to the other member. */
export interface RematchOffer {
  /** The new match's id and invite code (accepted at `POST /api/live/invite/:code/accept`). */
  readonly id: string;
  readonly code: string;
  /** Whether the member asking offered it (and so waits for the other to accept). */
  readonly byYou: boolean;
  /** The member who offered it. */
  readonly from: string;
  /** Whether each member plays the other's side of the match before. */
  readonly swapped: boolean;
  /** "invited" until accepted; "playing" (and on) once it is. */
  readonly status: LiveStatus;
}

/** `GET` and `POST /api/live/:id/rematch`. */
export interface RematchResponse {
  /** The newest rematch not withdrawn; null when none has been offered. */
  readonly offer: RematchOffer | null;
}

/** A member played before, to invite again with one click. */
export interface RecentOpponent {
  readonly name: string;
  /** Live matches played to the end (or forfeited) between the two. */
  readonly played: number;
  /** The latest of them: a rematch of it is the invite again. */
  readonly lastMatchId: string;
  readonly lastPlayedAt: string;
  /** A rematch either member has offered and the other has not yet accepted. */
  readonly offer: RematchOffer | null;
}

/** `GET /api/live/opponents`. */
export interface OpponentsResponse {
  readonly opponents: readonly RecentOpponent[];
}

/** How many recent opponents the lobby lists. */
export const RECENT_OPPONENTS = 8;

/** `GET` of one live match (either of its members): its view now. */
export function livePath(id: string): string {
  return `${LIVE_API.matches}/${encodeURIComponent(id)}`;
}

/** `GET`: what an invite is for (any member); `POST …/accept`: join it as the guest. */
export function invitePath(code: string): string {
  return `${LIVE_API.matches}/invite/${encodeURIComponent(code.toUpperCase())}`;
}

/** Where a member opens an invite in the app (the link the host shares). */
export function inviteLink(code: string): string {
  return `/live/join/${encodeURIComponent(code)}`;
}

/** An invite's short code: 6 characters from this alphabet (no 0/O, 1/I/L). */
export const INVITE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const INVITE_CODE_LENGTH = 6;

/** `POST /api/live`: the setup the host chose (no computer level: both sides are people). */
export interface CreateLiveRequest {
  readonly format: string;
  readonly teamId: number;
  readonly opponentId: number;
  readonly stadiumId: string;
}

/** Which member a side is. */
export type LiveSide = "host" | "guest";

/** Where a live match is. */
export type LiveStatus =
  /** Made, waiting for a member to accept the invite. */
  | "invited"
  /** Both members are in; the match is being played. */
  | "playing"
  /** Played to its result. */
  | "finished"
  /**
   * Ended early by a side (`forfeitedBy`): away past the forfeit time, or its clock ran out on
   * {@link LIVE_RUN_OUTS_FORFEIT} choices in a row.
   */
  | "forfeited"
  /** The host withdrew the invite before anyone accepted it. */
  | "cancelled";

/** The fixed quick reactions (no free text between members). */
export const REACTIONS = [
  "Well played!",
  "Good luck!",
  "Oh no!",
  "Howzat!",
  "Great shot!",
  "Good ball!",
] as const;
export type Reaction = (typeof REACTIONS)[number];

/** The clock on what the match waits for now. */
export interface LiveClock {
  /** Who it waits for: both (a ball's styles) or one side (the toss, the choice, a bowler). */
  readonly waitingFor: LiveSide | "both";
  /** When the clock runs out, as epoch milliseconds (the server's clock). */
  readonly deadline: number;
  /** The clock's whole length in milliseconds (20 s for a ball by default). */
  readonly length: number;
  /** For a ball: which sides have chosen (never what they chose). */
  readonly chosen: { readonly host: boolean; readonly guest: boolean };
}

/** One member as the other sees them. */
export interface LivePlayer {
  readonly name: string;
  /** Whether the member has a socket open on the match now. */
  readonly connected: boolean;
  /**
   * When the member's absence forfeits the match, as epoch milliseconds; null while they are
   * connected (or the match is not being played).
   */
  readonly forfeitAt: number | null;
  /**
   * How many of the member's choices in a row the clock has played (its style for a ball, or
   * its decision); 0 once they choose in time. At {@link LIVE_RUN_OUTS_FORFEIT} they forfeit.
   */
  readonly runOuts: number;
}

/**
 * A live match as a member may see it. `state` is the match from the host's side (the engine's
 * "user"), with `seed` 0 and `rng` [0, 0, 0, 0]: the guest's page mirrors it (the engine's
 * `mirrored`). `side` is which side the member who asked is.
 */
export interface LiveView<State, Act> {
  readonly id: string;
  /** The invite's short code (the host shares it, or the link {@link inviteLink}). */
  readonly code: string;
  readonly side: LiveSide;
  readonly status: LiveStatus;
  /** How many actions have been played. */
  readonly seq: number;
  readonly state: State;
  readonly host: LivePlayer;
  /** Null until the invite is accepted. */
  readonly guest: LivePlayer | null;
  /** The clock on the coming choice; null when the match waits for nothing. */
  readonly clock: LiveClock | null;
  /** The side that forfeited, when `status` is "forfeited". */
  readonly forfeitedBy: LiveSide | null;
  /** Set once the match is over (finished or forfeited): what replays it. */
  readonly reveal: LiveReveal<Act> | null;
}

export interface LiveReveal<Act> extends MatchReveal<Act> {
  /** The match as kept in this member's archive (`/api/matches/:id`); null when it was not kept (a forfeit). */
  readonly keptId: number | null;
}

/** `GET /api/live/invite/:code`: what an invite is for, before accepting it. */
export interface InvitePreview {
  readonly code: string;
  readonly id: string;
  readonly hostName: string;
  /** The format's key and label ("t20", "T20"). */
  readonly format: string;
  readonly formatLabel: string;
  /** The host's side and the side the guest would play. */
  readonly hostTeam: string;
  readonly guestTeam: string;
  readonly stadium: string;
  readonly status: LiveStatus;
  /** Whether the member asking made this invite (and so cannot accept it). */
  readonly yours: boolean;
}

/** Messages from the page. */
export type LiveClientMessage<Act> =
  /** Follow a match: the server answers with its view and the events after `seen` actions. */
  | { readonly type: "follow"; readonly id: string; readonly seen: number }
  /**
   * The member's action as the match's `seq`-th, for what only one side does (the toss call, the
   * choice to bat or bowl, a bowler); the action is as the engine takes it (the same from
   * either side).
   */
  | { readonly type: "act"; readonly id: string; readonly seq: number; readonly action: Act }
  /**
   * The member's style for the ball that will be the match's `seq`-th action: kept hidden from
   * the other side until both have chosen. A second choice for the same ball is refused.
   */
  | { readonly type: "choose"; readonly id: string; readonly seq: number; readonly style: string }
  /** A quick reaction, shown to both. */
  | { readonly type: "react"; readonly id: string; readonly reaction: string };

/** Messages from the server. */
export type LiveServerMessage<State, Act, Event> =
  /** The match now, with the events of the actions from `from` to `view.seq`. */
  | (ViewMessage<LiveView<State, Act>, Event> & {
      /**
       * Said with the view when the clock played for someone: e.g. "Time ran out for Priya:
       * Hit Normally was played".
       */
      readonly notice: string | null;
    })
  /** A member reacted. */
  | { readonly type: "reaction"; readonly id: string; readonly side: LiveSide; readonly reaction: Reaction }
  /** A message refused: nothing changed. */
  | { readonly type: "error"; readonly code: LiveErrorCode; readonly message: string; readonly id?: string };

/**
 * A server message as it arrives: every message on a socket is stamped with the server's clock
 * when it was sent (epoch ms), from which the page estimates how far its own clock is off.
 */
export type Stamped<Message> = Message & { readonly sentAt?: number };

export type LiveErrorCode =
  | "bad_message"
  | "not_found"
  /** Not this side's turn, `seq` not the next action, or a second choice for the same ball. */
  | "out_of_turn"
  /** The engine refused the action (its message says why). */
  | "refused"
  | "too_fast"
  /** A reaction past the member's limit (README): not delivered. */
  | "rate_limited"
  | "signed_out";

/** Largest message the page may send, in bytes. */
export const LIVE_MESSAGE_LIMIT = 4096;

/** The default clocks and absence rules (the server's; tests shorten them). */
export const LIVE_TIMING = {
  /** A ball's choice clock. */
  choiceMs: 20_000,
  /** The clock on a toss call, a bat-or-bowl choice, a bowler. */
  decisionMs: 30_000,
  /** An absent side is warned after this long away... */
  warnAfterMs: 30_000,
  /** ...and forfeits after this long away. */
  forfeitAfterMs: 90_000,
} as const;

/**
 * A side whose clock runs out on this many of its choices in a row, while the other side plays,
 * forfeits the match (when both let the clock run out, neither count moves).
 */
export const LIVE_RUN_OUTS_FORFEIT = 6;
