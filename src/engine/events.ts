/**
 * What a step reports: everything the game says aloud or shows in its news feed. Every event
 * carries a ready-to-use `text`, so the UI neither composes cricket sentences nor knows rules.
 */
import type { StyleLevel } from "./actions.ts";
import type { DismissalKind, RunOutcome } from "./catalog.ts";
import type { MatchResult, InningsNumber } from "./match-state.ts";

/** The user called the toss. */
export interface TossCalledEvent {
  readonly type: "tossCalled";
  readonly call: 0 | 1;
  readonly text: string;
}

/** The coin fell; when the computer won, `choice` is already its decision. */
export interface TossResultEvent {
  readonly type: "tossResult";
  readonly face: 0 | 1;
  readonly winner: "user" | "computer";
  readonly winnerTeamId: number;
  readonly choice: "bat" | "bowl" | null;
  readonly text: string;
}

/** The toss winner decided to bat or bowl. */
export interface ChoiceEvent {
  readonly type: "choice";
  readonly by: "user" | "computer";
  readonly teamId: number;
  readonly choice: "bat" | "bowl";
  readonly text: string;
}

/** One ball bowled. `text` is the commentary line with its placeholders filled. */
export interface BallEvent {
  readonly type: "ball";
  readonly innings: InningsNumber;
  /** 0-based over of this ball. */
  readonly over: number;
  /** 1..6 within the over. */
  readonly ball: number;
  /** Runs off the bat; 0 on a wicket (a run-out completes no runs). */
  readonly runs: RunOutcome;
  /**
   * Rules version 2 on: what kind of extra the delivery was (a wide or a no-ball, not one of the
   * over's six; a bye or a leg-bye, a legal ball whose run is not the batter's); null otherwise.
   */
  readonly extra: "wide" | "noBall" | "bye" | "legBye" | null;
  /** Runs to the side besides the batter's (1 for a wide, a no-ball, a bye or a leg-bye). */
  readonly extraRuns: number;
  /** Whether it was one of the over's six legal balls (false for a wide or a no-ball). */
  readonly legal: boolean;
  /** Whether it was a free hit (the delivery after a no-ball): the batter could not be out. */
  readonly freeHit: boolean;
  readonly wicket: DismissalKind | null;
  /** Player ids (1..11) of the striker and the bowler. */
  readonly batterId: number;
  readonly bowlerId: number;
  /** The scoreboard's last-ball figure: "0".."6", "WKT", "w", "nb", "4nb", "1b" or "1lb". */
  readonly display: string;
  /** The style the computer chose for this ball (Club and International); null in Classic. */
  readonly computerStyle: StyleLevel | null;
  /** What the computer was trying, said after the ball ("Bumrah was going for the wicket"); null in Classic. */
  readonly intent: string | null;
  readonly text: string;
}

/** A batter is out; `text` is the scorecard line, e.g. "Steve Smith c Jones b Starc 23 (18)". */
export interface WicketEvent {
  readonly type: "wicket";
  readonly innings: InningsNumber;
  readonly batterId: number;
  readonly kind: DismissalKind;
  readonly bowlerId: number;
  /** Player id of the fielder, or null when none took part. */
  readonly fielderId: number | null;
  /** The side's wickets now down. */
  readonly wickets: number;
  readonly teamRuns: number;
  readonly text: string;
}

/** Six balls done. */
export interface OverEndEvent {
  readonly type: "overEnd";
  readonly innings: InningsNumber;
  /** Overs now completed. */
  readonly over: number;
  readonly runsInOver: number;
  readonly teamRuns: number;
  readonly wickets: number;
  readonly text: string;
}

/** A bowler takes the ball for the next over. */
export interface BowlerChangeEvent {
  readonly type: "bowlerChange";
  readonly innings: InningsNumber;
  /** 0-based over this bowler is about to bowl. */
  readonly over: number;
  readonly teamId: number;
  readonly bowlerId: number;
  readonly by: "user" | "computer";
  readonly text: string;
}

/** An innings is over. After the first, `target` is what the chasing side must reach. */
export interface InningsEndEvent {
  readonly type: "inningsEnd";
  readonly innings: InningsNumber;
  readonly teamId: number;
  readonly runs: number;
  readonly wickets: number;
  /** Overs as `overs.balls`. */
  readonly overs: string;
  /** Runs the chasing side needs (first-innings total + 1); null after the second innings. */
  readonly target: number | null;
  /** e.g. "India 156/7 (20.0 overs). Australia need 157 runs to win." */
  readonly text: string;
}

/**
 * The super overs of a knockout match (super-over.ts): `called` when the scores are level after
 * the match's innings or a super over ("The scores are level: a super over"), `start` as a side
 * goes out to bat one (its three batters named), `end` once both sides have batted it, with the
 * side that won it (null when it was tied too and another follows).
 */
export interface SuperOverEvent {
  readonly type: "superOver";
  readonly moment: "called" | "start" | "end";
  /** 1 for the first super over, 2 for the second, … */
  readonly round: number;
  /** The side batting (`start`), the side that won it (`end`), null otherwise. */
  readonly teamId: number | null;
  /** At `start`, the batting side's three batters (player ids) in the order they go in; else empty. */
  readonly batterIds: readonly number[];
  readonly text: string;
}

/** The match is decided. */
export interface ResultEvent {
  readonly type: "result";
  readonly result: MatchResult;
  readonly text: string;
}

/** Any event a step can report. */
export type MatchEvent =
  | TossCalledEvent
  | TossResultEvent
  | ChoiceEvent
  | BallEvent
  | WicketEvent
  | OverEndEvent
  | BowlerChangeEvent
  | InningsEndEvent
  | SuperOverEvent
  | ResultEvent;
