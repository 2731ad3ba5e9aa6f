/**
 * A match format as one rules object: how long an innings is, how many innings each side has,
 * how an innings ends, what follows it, how the match ends and which results it can have. The
 * engine asks the match's format instead of assuming one innings a side, so a new format is an
 * object written once (see limited-overs.ts), the way a chess variant overrides only the rules it
 * changes. Every format the catalog lists is one of these.
 */

/** The phase of an innings, as the reference tables split it. */
export type Phase = "powerplay" | "middle" | "death";

/** The length of a match as the reference tables split them: up to 20 overs, or one-day. */
export type MatchLength = "short" | "long";

/** A format's key: one of the standard formats (standard.ts) or any other a catalog defines. */
export type FormatKey = string;

/**
 * One innings as everything downstream reads it (the result, scorecards, archive lines and net
 * run rate): the batting side, its runs, legal balls and wickets, whether it was bowled out and
 * the balls it was allowed.
 */
export interface InningsSummary {
  /** The batting side's country id. */
  readonly teamId: number;
  readonly teamName: string;
  /** 0-based place of this innings in the match. */
  readonly index: number;
  readonly runs: number;
  readonly wickets: number;
  /** Legal balls faced (wides and no-balls are not). */
  readonly balls: number;
  /** The legal balls as overs, "16.4". */
  readonly overs: string;
  /** Wickets the side could lose: one fewer than the players it has. */
  readonly wicketsAvailable: number;
  /** Whether the innings ended with every wicket gone (or nobody left to come in). */
  readonly bowledOut: boolean;
  /** The legal balls the innings was allowed (net run rate counts a side bowled out as having faced them). */
  readonly quotaBalls: number;
}

/** Why an innings ended. */
export type InningsEnd = "oversUsed" | "allOut" | "targetPassed";

/**
 * The kinds of result a match can have: won by runs, by wickets, by an innings and runs, a tie
 * (the scores level), or a draw (time ran out with neither side winning).
 */
export type ResultKind = "runs" | "wickets" | "innings" | "tie" | "draw" | "superOver";

/** What follows the end of an innings. */
export type AfterInnings = "nextInnings" | "matchOver";

/** The rules of one format. */
export interface FormatRules {
  readonly key: FormatKey;
  /** The name players see: "T20", "One Day". */
  readonly label: string;
  /** Overs in one side's innings. */
  readonly overs: number;
  /** Legal balls an over. */
  readonly ballsPerOver: number;
  /** Legal balls in one side's innings: overs × balls an over. */
  readonly ballsPerInnings: number;
  /** Innings each side bats. */
  readonly inningsPerSide: number;
  /** Innings in the whole match: two sides times `inningsPerSide`. */
  readonly inningsInMatch: number;
  /** Overs one bowler may bowl in an innings. */
  readonly bowlerQuota: number;
  /** Which reference tables the format's odds follow: short (up to 20 overs) or long. */
  readonly length: MatchLength;
  /** The kinds of result this format can end in. */
  readonly results: readonly ResultKind[];
  // The rules are called on the format (`format.inningsEnd(…)`): the standard ones read the
  // format's figures through `this`, so they are shared by every format.

  /** The phase (powerplay, middle, death) of over `over`, 0-based, of an innings. */
  phaseOf(this: FormatRules, over: number): Phase;
  /**
   * Whether the innings at `index` (0-based) is over after its latest ball, and why; null while
   * it goes on. It stands at `runs` for `wickets` after `legalBalls`; `battersLeft` is false when
   * nobody is left to come in; `target` is the runs the side must reach to win, null when it
   * sets no chase. (The figures come singly: this is asked every ball.)
   */
  inningsEnd(
    this: FormatRules,
    index: number,
    runs: number,
    legalBalls: number,
    wickets: number,
    battersLeft: boolean,
    target: number | null,
  ): InningsEnd | null;
  /** The runs the side batting in innings `index` needs to win, from the innings before it; null when none is set. */
  targetFor(this: FormatRules, index: number, before: readonly InningsSummary[]): number | null;
  /** What follows the end of innings `index`, given every innings so far (that one included). */
  afterInnings(this: FormatRules, index: number, innings: readonly InningsSummary[]): AfterInnings;
  /** The result once the match is over, from every innings played. */
  resultOf(this: FormatRules, innings: readonly InningsSummary[]): MatchResultOf;
}

/** A result as a format decides it (match-state.ts's `MatchResult` has the same shape). */
export interface MatchResultOf {
  /** Country id of the winner; null for a tie or a draw. */
  readonly winnerTeamId: number | null;
  readonly kind: ResultKind;
  /** Runs or wickets to spare (the runs for a win by an innings); 0 for a tie or a draw. */
  readonly margin: number;
  /** "India won by 5 wickets", "England won by an innings and 12 runs", "Match tied", "Match drawn". */
  readonly text: string;
}
