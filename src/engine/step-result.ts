/**
 * The value a step returns. A refused action is an error value, never an exception, and the
 * caller's state stays as it was.
 */
import type { MatchEvent } from "./events.ts";
import type { MatchState } from "./match-state.ts";

/** Why an action was refused. */
export type EngineErrorCode =
  /** Not an action object, or an unknown `type`, or a field of the wrong kind. */
  | "invalidAction"
  /** The action is not the one this stage takes. */
  | "wrongStage"
  /** The match is finished; nothing more can be played. */
  | "matchOver"
  | "unknownFormat"
  | "unknownCountry"
  /** The country has no playable eleven. */
  | "noSquad"
  /** Opponent equals the user's own team. */
  | "sameTeam"
  /** The location has no grounds to pick from. */
  | "noStadiums"
  | "unknownStadium"
  /** The stadium is not in the chosen location. */
  | "stadiumNotInLocation"
  /** `back` at the first stage, or once the toss is called. */
  | "backNotAllowed"
  | "invalidCall"
  | "invalidChoice"
  /** chooseBatOrBowl when the computer won the toss. */
  | "notTossWinner"
  | "unknownPlayer"
  /** setBattingOrder whose order is not the user's players, each once. */
  | "invalidBattingOrder"
  /** Keeper, last over's bowler, or quota used up. */
  | "ineligibleBowler"
  /** playBall before the user picked the over's bowler. */
  | "bowlerRequired"
  | "unknownStyle"
  /** A batting style while bowling, or a bowling style while batting. */
  | "wrongStyle"
  /** A kept match's rules version is not one this engine can play (see `replay`). */
  | "unknownRulesVersion";

/** A refused action: a stable code for programs and a sentence for people. */
export interface EngineError {
  readonly code: EngineErrorCode;
  readonly message: string;
}

/** The outcome of one step. */
export type StepResult =
  | { readonly ok: true; readonly state: MatchState; readonly events: readonly MatchEvent[] }
  | { readonly ok: false; readonly error: EngineError };
