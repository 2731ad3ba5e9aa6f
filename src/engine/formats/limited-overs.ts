/**
 * The limited-overs format: one innings a side of a fixed number of overs. The side batting
 * second chases one more than the first innings and wins as soon as it passes it; otherwise the
 * side batting first wins by the runs it was ahead, and level scores are a tie. A format changes
 * only what it needs by passing overrides (a 100-ball innings, another bowler's quota).
 */
import { bowlerQuota } from "../bowlers.ts";
import { plural } from "../figures.ts";
import { lengthOf, phaseOf } from "../odds/rated-odds.ts";
import type {
  AfterInnings,
  FormatKey,
  FormatRules,
  InningsEnd,
  InningsSummary,
  MatchResultOf,
  Phase,
} from "./format-rules.ts";

/** Legal balls an over in every format played so far. */
export const STANDARD_BALLS_PER_OVER = 6;

/** The wickets that end an innings whatever the squad: ten, as in every real match. */
export const ALL_OUT_WICKETS = 10;

/** What defines a limited-overs format: its key, its name and its overs, and any rule it changes. */
export interface LimitedOversSpec<K extends FormatKey = FormatKey> extends Partial<
  Omit<FormatRules, "key" | "label" | "overs">
> {
  readonly key: K;
  readonly label: string;
  readonly overs: number;
}

/** The runs a chase needs: one more than the innings before it. */
function chaseTarget(index: number, before: readonly InningsSummary[]): number | null {
  // Asked every ball of the first innings too: the index is tested before any read, since
  // reading an array at -1 is a slow miss.
  if (index !== 1) return null;
  const first = before[0];
  return first === undefined ? null : first.runs + 1;
}

/**
 * The result of a one-innings-a-side match: the chasing side wins by the wickets it has left
 * once it passes the first innings; otherwise the side batting first wins by the runs it was
 * ahead; level scores are a tie.
 */
export function limitedOversResult(innings: readonly InningsSummary[]): MatchResultOf {
  const first = innings[0] as InningsSummary;
  const second = innings[1] as InningsSummary;
  if (second.runs === first.runs) return { winnerTeamId: null, kind: "tie", margin: 0, text: "Match tied" };
  const chased = second.runs > first.runs;
  const winner = chased ? second : first;
  const margin = chased ? second.wicketsAvailable - second.wickets : first.runs - second.runs;
  const unit = chased ? "wicket" : "run";
  return {
    winnerTeamId: winner.teamId,
    kind: chased ? "wickets" : "runs",
    margin,
    text: `${winner.teamName} won by ${plural(margin, unit)}`,
  };
}

// The standard rules are functions written once and read the format's figures through `this`,
// so every format shares them: a call site that meets several formats (the engine plays them all)
// then always meets the same function, and stays fast.

function standardPhaseOf(this: FormatRules, over: number): Phase {
  return phaseOf(over, this.overs);
}

function limitedOversInningsEnd(
  this: FormatRules,
  _index: number,
  runs: number,
  legalBalls: number,
  wickets: number,
  battersLeft: boolean,
  target: number | null,
): InningsEnd | null {
  if (target !== null && runs >= target) return "targetPassed";
  if (wickets >= ALL_OUT_WICKETS || !battersLeft) return "allOut";
  if (legalBalls >= this.ballsPerInnings) return "oversUsed";
  return null;
}

function nextOrOver(this: FormatRules, index: number): AfterInnings {
  return index + 1 < this.inningsInMatch ? "nextInnings" : "matchOver";
}

/** A limited-overs format from its key, name and overs, with any rule overridden. */
export function limitedOvers<K extends FormatKey>(
  spec: LimitedOversSpec<K>,
): FormatRules & { readonly key: K } {
  const { key, label, overs } = spec;
  const ballsPerOver = spec.ballsPerOver ?? STANDARD_BALLS_PER_OVER;
  const inningsPerSide = spec.inningsPerSide ?? 1;
  return {
    key,
    label,
    overs,
    ballsPerOver,
    ballsPerInnings: spec.ballsPerInnings ?? overs * ballsPerOver,
    inningsPerSide,
    inningsInMatch: spec.inningsInMatch ?? 2 * inningsPerSide,
    bowlerQuota: spec.bowlerQuota ?? bowlerQuota(overs),
    length: spec.length ?? lengthOf(overs),
    results: spec.results ?? ["runs", "wickets", "tie"],
    phaseOf: spec.phaseOf ?? standardPhaseOf,
    inningsEnd: spec.inningsEnd ?? limitedOversInningsEnd,
    targetFor: spec.targetFor ?? chaseTarget,
    afterInnings: spec.afterInnings ?? nextOrOver,
    resultOf: spec.resultOf ?? limitedOversResult,
  };
}
