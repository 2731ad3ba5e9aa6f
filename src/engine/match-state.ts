/**
 * The shape of a match in progress. Everything is plain JSON (numbers, strings, booleans, null,
 * arrays, plain objects; never `undefined`), so `JSON.parse(JSON.stringify(state))` gives back
 * an equal state and play continues exactly as it would have. States are never mutated: a step
 * builds a new state that shares every untouched part with the old one.
 */
import type { OpponentLevel } from "./actions.ts";
import type { DismissalKind, FormatKey } from "./catalog.ts";
import type { MatchResultOf } from "./formats/format-rules.ts";
import type { RngState, Seed } from "./rng.ts";
import type { RulesVersion } from "./rules-version.ts";

/**
 * The spec's match status: 1 format, 2 own team, 3 opponent, 4 location, 5 stadium, 7 toss,
 * 8 toss result and bat/bowl choice, 9 first innings, 10 second innings, 11 finished; and 12,
 * the super overs of a knockout match tied after both innings (every super-over innings is
 * played at 12; which one is the last of the innings list). 6 is not used.
 */
export type MatchStatus = 1 | 2 | 3 | 4 | 5 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * An innings by its number in the match as players count it: 1 for the first innings, 2 for the
 * second (and so on, for a format of more innings). Views and events name innings this way;
 * the engine's own lists index them from 0.
 */
export type InningsNumber = number;

/** How a batter got out, kept for the scorecard and the fall of wickets. */
export interface Dismissal {
  readonly kind: DismissalKind;
  /** Index in the bowling side's playerList of the bowler of that ball (also for run-outs). */
  readonly bowlerIndex: number;
  /**
   * Index in the bowling side's playerList of the catcher, stumper or run-out fielder; the
   * bowler for caught-and-bowled; -1 when no fielder is involved (bowled, lbw, hit wicket).
   */
  readonly fielderIndex: number;
  /** 1..10: which wicket of the innings this was. */
  readonly wicketNumber: number;
  /** The batting side's total when the wicket fell. */
  readonly teamRuns: number;
  /** The batting side's legal balls completed, including the wicket ball. */
  readonly teamBalls: number;
}

/**
 * One batter's figures in one innings, by the spec's names: `run`, `ball`, and `isBatting`
 * (1 batting, 0 waiting, -1 out).
 */
export interface BatterFigures {
  readonly run: number;
  readonly ball: number;
  readonly isBatting: 1 | 0 | -1;
  readonly dismissal: Dismissal | null;
}

/** One bowler's figures in one innings, by the spec's names. */
export interface BowlerFigures {
  readonly b_run: number;
  readonly b_ball: number;
  /** Wickets credited to the bowler: run-outs are not. */
  readonly b_wkt: number;
}

/** What stays the same about a side for the whole match. */
export interface SideState {
  /** The country id. */
  readonly id: number;
  readonly teamName: string;
  /**
   * The squad's player ids in squad order (index i is the squad's player i + 1): every index
   * into a side (striker, bowler, fielder, figures, names) means a place in this list, whatever
   * the batting order.
   */
  readonly playerIds: readonly number[];
  /**
   * The batting order as indices in playerIds, first to bat first: the squad's order
   * (0, 1, .. 10) unless the user set another for their own side at the toss.
   */
  readonly battingOrder: readonly number[];
}

/**
 * What makes an innings a super over (super-over.ts): one over, two wickets, three named batters,
 * and the bowlers barred from it by the ICC's rule.
 */
export interface SuperOverInnings {
  /** Which super over: 1 for the first, 2 for the second played after the first was tied, … */
  readonly round: number;
  /** The batting side's three batters, as indices in its playerIds, in the order they go in. */
  readonly batters: readonly number[];
  /** Bowling-side players (indices in its playerIds) who bowled its previous super over and may not bowl this one. */
  readonly barredBowlers: readonly number[];
}

/** One innings: who bats, its score, who is in and bowling, every ball and both sides' figures. */
export interface InningsState {
  /** Index in the match's `sides` of the side batting; the other side bowls. */
  readonly battingSide: number;
  readonly totalRun: number;
  readonly ballCompleted: number;
  readonly wicketTaken: number;
  /** Index in the batting side's playerIds of the striker; -1 when nobody is left to come in. */
  readonly currentStrikerIndex: number;
  readonly currentNonStrikerIndex: number;
  /** Index in the bowling side's playerIds of the current over's bowler; -1 between overs. */
  readonly currentBowlerIndex: number;
  /**
   * One character per ball: `0` `1` `2` `3` `4` `6` for runs, a letter for a wicket or an extra
   * (see `BALL_CODE` in ball-outcome.ts). Strings append cheaply and stay JSON.
   */
  readonly ballLog: string;
  /** The bowler of each over, as indices in the bowling side's playerIds. */
  readonly overBowlers: readonly number[];
  /** The batting side's figures, by index in its playerIds. */
  readonly batting: readonly BatterFigures[];
  /** The bowling side's figures, by index in its playerIds. */
  readonly bowling: readonly BowlerFigures[];
  /** Null for an innings of the match itself; for a super over, what makes it one. */
  readonly superOver: SuperOverInnings | null;
}

/** The toss once called. */
export interface TossState {
  /** The user's call: 0 crown, 1 money. */
  readonly call: 0 | 1;
  /** How the coin fell. */
  readonly face: 0 | 1;
  readonly winner: "user" | "computer";
  /** The toss winner's decision; null while the user, having won, has not yet chosen. */
  readonly choice: "bat" | "bowl" | null;
}

/**
 * How the match ended, as its format decided it (formats/format-rules.ts): won by runs, by
 * wickets or by an innings and runs, tied, or drawn. The limited-overs formats played so far end
 * in the first three kinds only.
 */
export type MatchResult = MatchResultOf;

/** A whole match, from format choice to result. */
export interface MatchState {
  /**
   * The shape's version: 2 since the innings became a list (ADR 0031). A state of the first
   * shape (a pair of teams) is read by `upgradeMatchState` (state-upgrade.ts).
   */
  readonly version: 2;
  /** A narrow seed (a uint32) or a wide one (128 bits as 32 hexadecimal digits); see {@link Seed}. */
  readonly seed: Seed;
  /** How the computer plays; fixed when the match is created. */
  readonly level: OpponentLevel;
  /**
   * The rules the match is played by, fixed when it is created, so a kept match replays as it was
   * played: every rule that differs between versions is read through `playRulesOf`
   * (match-rules.ts), which combines it with the level and the format.
   */
  readonly rulesVersion: RulesVersion;
  /**
   * Whether the match is a knockout, fixed when it is created: a tie after both innings then goes
   * to super overs (rules version 3 on; super-over.ts). False for every other match.
   */
  readonly knockout: boolean;
  /** The sfc32 generator state; never changed in place (a step draws from a copy). */
  readonly rng: Readonly<RngState>;
  readonly status: MatchStatus;
  readonly format: FormatKey | null;
  /** The spec's totalBall: the format's balls an innings (overs × 6) once one is chosen; 120 before. */
  readonly totalBall: number;
  /** The user's country. */
  readonly teamId: number | null;
  /** The computer's country. */
  readonly opponentId: number | null;
  /** The country whose grounds the user picks from. */
  readonly locationId: number | null;
  readonly stadiumId: string | null;
  readonly toss: TossState | null;
  /** The spec's playerAction: 0 the user bats first, 1 the user bowls first; null before. */
  readonly playerAction: 0 | 1 | null;
  /**
   * The user's batting order as set at the toss: the user's player ids, first to bat first;
   * null for the squad's order (the default, and again after Back from the toss).
   */
  readonly battingOrder: readonly number[] | null;
  /**
   * The two sides, the one batting first first; null until the match starts (status 9), and at
   * the toss only in the two orders the computer's decision reads (`tossOrders`).
   */
  readonly sides: readonly [SideState, SideState] | null;
  /** The index in `sides` of the user's side; null while `sides` is. */
  readonly userSide: number | null;
  /** The innings played or in play, in order; a new one is added as it opens. */
  readonly innings: readonly InningsState[];
  /**
   * For each commentary key (see `COMMENTARY_KEYS`), the index of the last line used, -1 for
   * none, so the same line is never spoken twice in a row. With match-aware commentary (a rules
   * version's `matchAwareCommentary`, Club and International) the same places hold instead the
   * ids of the lines said so far in the over being bowled, -1 in the places left, so none is
   * said twice in an over (match-commentary.ts); the level and the version are fixed for the
   * match, so one match never mixes the two.
   */
  readonly lastLine: readonly number[];
  /**
   * With match-aware commentary: whether the computer's intent ("Starc was going for the
   * wicket") has been said in the over being bowled; it is said at most once an over, and only
   * on a ball it explains (ball-voice.ts). Always false otherwise.
   */
  readonly intentSaid: boolean;
  readonly result: MatchResult | null;
}
