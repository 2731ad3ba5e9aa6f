import type { MatchReveal } from "./match-reveal.ts";
import type { ViewMessage } from "./view-message.ts";

/**
 * Ranked matches against the computer, refereed by the server: the wire format shared by the
 * server and the page. The server holds the match (its seed and every action); the page sends
 * the member's choices over a WebSocket and gets each step back as the match's public view (the
 * state with its generator and seed blanked, and the step's events). The seed and the actions
 * are revealed only once the match is finished, and the match is then kept in the member's
 * archive like any other.
 *
 * This layer does not import the engine: the state, action and event types are parameters,
 * which the server and the page fill with the engine's (`MatchState`, `Action`, `MatchEvent`).
 */

/** Where the ranked routes and the socket live. */
export const RANKED_API = {
  /** `POST`: a new ranked match; `GET`: the member's unfinished ones. */
  matches: "/api/ranked",
  /** The WebSocket (same origin, the session cookie). */
  socket: "/api/ranked/socket",
} as const;

/** How a ranked match ended without being played out; see {@link RankedView.ended}. */
export type RankedEnding = "abandoned" | "idle" | "closed";

/** What each ending means, as the page and the server say it. */
export const RANKED_ENDINGS: Readonly<Record<RankedEnding, string>> = {
  abandoned: "You abandoned this ranked match: it counts as a loss",
  idle: "This ranked match had no play for 24 hours: it counts as a loss",
  closed: "This ranked match was closed unrated when one ranked match at a time became the rule",
};

/** A ranked match with no action for this many hours ends, and counts as a loss. */
export const RANKED_IDLE_HOURS = 24;

/** `POST`: abandons the member's unfinished ranked match, rated as a loss. */
export function rankedAbandonPath(id: string): string {
  return `${rankedPath(id)}/abandon`;
}

/** `POST`: plays ahead in the member's ranked match with a plan, on the server (ADR 0030). */
export function rankedPlayAheadPath(id: string): string {
  return `${rankedPath(id)}/play-ahead`;
}

/**
 * `POST /api/ranked/:id/play-ahead`: the member's plan and where to stop, played by the server
 * from the match's `seq`-th action with the engine's play ahead (each ball stored as an
 * ordinary action). Refused as any action is when `seq` is not the next place. The plan's and
 * the stops' shapes are the engine's (`PlayAheadPlan`, `PlayAheadUntil`, `PlayAheadStops`).
 */
export interface RankedPlayAheadRequest<Plan, Until, Stops> {
  readonly seq: number;
  readonly plan: Plan;
  readonly until: Until;
  readonly stops?: Stops;
  /**
   * Where the member's chance of winning stood when the stretch began, for a swing stop when a
   * stretch goes on in a second request (it is the chance the page shows); left out at first.
   */
  readonly startChance?: number | null;
}

/**
 * The answer: the match now and the events of the balls played (from `from`), what the member
 * would have seen ball by ball; `done` is false when the server stopped at its bound (the end
 * of an innings, or {@link RANKED_AHEAD_STEPS} actions) before the stretch's own end, so the
 * page may ask again; `stop` is the ticked stop that ended it, if one did.
 */
export interface RankedPlayAheadResponse<State, Act, Event, Stop> {
  readonly view: RankedView<State, Act>;
  readonly from: number;
  readonly events: readonly Event[];
  readonly done: boolean;
  readonly stop: Stop | null;
  readonly startChance: number | null;
}

/** Most actions one play-ahead request plays (it stops sooner at the end of an innings). */
export const RANKED_AHEAD_STEPS = 600;

/** `GET` of one ranked match: its public view now. */
export function rankedPath(id: string): string {
  return `${RANKED_API.matches}/${encodeURIComponent(id)}`;
}

/** `POST /api/ranked`: the setup the member chose; the server plays these steps itself. */
export interface CreateRankedRequest {
  /** The engine's format key ("t20", "oneDay", …). */
  readonly format: string;
  readonly teamId: number;
  readonly opponentId: number;
  readonly stadiumId: string;
}

/**
 * A match as the page may see it: the state with `seed` 0 and `rng` [0, 0, 0, 0] (what the
 * computer will draw cannot be read from it), how many actions have been played (`seq`), and,
 * once the match is finished, the whole record.
 */
export interface RankedView<State, Act> {
  readonly id: string;
  readonly seq: number;
  readonly state: State;
  /**
   * How the match ended when it was not played out (ADR 0018): abandoned by the member or idle
   * past {@link RANKED_IDLE_HOURS} (each rated as a loss), or closed unrated when one
   * unfinished match at a time became the rule. Null while it is on and once played out.
   */
  readonly ended: RankedEnding | null;
  /** Set once the match is finished: what replays it, and the kept match's id in the archive. */
  readonly reveal: RankedReveal<Act> | null;
}

export interface RankedReveal<Act> extends MatchReveal<Act> {
  /** The match as kept in the member's archive (`/api/matches/:id`). */
  readonly keptId: number;
}

/** `POST /api/ranked` answers 201 with the match's view; `GET /api/ranked/:id` with the same. */
export type RankedMatchResponse<State, Act> = RankedView<State, Act>;

/** Messages from the page. */
export type RankedClientMessage<Act> =
  /** Follow a match: the server answers with its view and the events after `seen` actions. */
  | { readonly type: "follow"; readonly id: string; readonly seen: number }
  /** The member's action as the `seq`-th (0-based) of the match: played once, in turn. */
  | { readonly type: "act"; readonly id: string; readonly seq: number; readonly action: Act };

/** Messages from the server. */
export type RankedServerMessage<State, Act, Event> =
  /**
   * The match now, with the events of the actions from `from` to `view.seq` (for "follow", those
   * after what the page had seen; for "act", the step's own). Sent after the action is stored.
   */
  | ViewMessage<RankedView<State, Act>, Event>
  /** A message refused: nothing changed. `id` names the match when the message named one. */
  | {
      readonly type: "error";
      readonly code: RankedErrorCode;
      readonly message: string;
      readonly id?: string;
    };

export type RankedErrorCode =
  /** Not valid JSON, not a known message, too large. */
  | "bad_message"
  /** No such match, or not the member's. */
  | "not_found"
  /** `seq` is not the next action (already played, or ahead of the match). */
  | "out_of_turn"
  /** The engine refused the action (its message says why). */
  | "refused"
  /** Too many messages in a second. */
  | "too_fast"
  /** The socket's session ended. */
  | "signed_out";

/** Largest message the page may send, in bytes. */
export const RANKED_MESSAGE_LIMIT = 4096;
