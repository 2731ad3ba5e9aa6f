/**
 * The rules of a Test match that decide its shape and its result, as pure functions of the
 * innings played: two innings a side within a time limit (5 days of 90 overs, or a 3-day Test of
 * 270 overs), the follow-on (Law 14), the fourth innings' target, when the match is over, and
 * the result — won by runs, by wickets, by an innings and runs, a tie, or a draw.
 *
 * This is the first part of the Test format: the engine does not play it yet. What it still
 * needs before a Test can be played (a declaration and the follow-on as actions, the match's
 * overs counted across innings, the batting side of an innings read from who followed on, Test
 * odds) is in docs/decisions/0035-test-match-rules.md.
 */
import { plural } from "../figures.ts";
import type { InningsSummary, MatchResultOf } from "./format-rules.ts";

/** What a Test of a given length is. */
export interface TestLength {
  readonly key: "test5" | "test3";
  readonly label: string;
  /** Scheduled days. */
  readonly days: number;
  /** Overs a day, and so in the match: days × overs a day. */
  readonly oversPerDay: number;
  readonly oversInMatch: number;
  /** Overs a session: three a day (lunch and tea between them, stumps after the third). */
  readonly oversPerSession: number;
  /** The overs of an innings after which the fielding side may take a new ball. */
  readonly newBallAfterOvers: number;
}

const OVERS_PER_DAY = 90;

function testLength(key: TestLength["key"], label: string, days: number): TestLength {
  return {
    key,
    label,
    days,
    oversPerDay: OVERS_PER_DAY,
    oversInMatch: days * OVERS_PER_DAY,
    oversPerSession: OVERS_PER_DAY / 3,
    newBallAfterOvers: 80,
  };
}

/** The two Tests the game is to offer: five days (450 overs) and three (270). */
export const TEST_LENGTHS: readonly TestLength[] = [
  testLength("test5", "Test (5 days)", 5),
  testLength("test3", "Test (3 days)", 3),
];

/** Innings in a Test: two a side. */
export const TEST_INNINGS = 4;

/**
 * The first-innings lead that lets the side batting first make the other follow on, by the
 * match's scheduled days (Law 14.1): 200 for five days or more, 150 for three or four, 100 for
 * two, 75 for one.
 */
export function followOnLead(days: number): number {
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError(`A match lasts a whole number of days, not ${days}`);
  if (days >= 5) return 200;
  if (days >= 3) return 150;
  return days === 2 ? 100 : 75;
}

/**
 * Whether the side that batted first may enforce the follow-on: both first innings are over and
 * it leads by at least {@link followOnLead}. It is the side ahead's choice, never forced.
 */
export function mayEnforceFollowOn(days: number, innings: readonly InningsSummary[]): boolean {
  const [first, second] = innings;
  if (innings.length !== 2 || first === undefined || second === undefined) return false;
  return first.runs - second.runs >= followOnLead(days);
}

/**
 * The side (country id) batting innings `index` (0-based): the sides take turns, except that
 * after the follow-on the side batting second bats again at once, and the side batting first
 * bats fourth. `sides` are the side batting first and the other.
 */
export function testBattingSide(
  sides: readonly [number, number],
  index: number,
  followedOn: boolean,
): number {
  if (index < 0 || index >= TEST_INNINGS || !Number.isInteger(index)) {
    throw new RangeError(`A Test has innings 0 to ${TEST_INNINGS - 1}, not ${index}`);
  }
  const [first, second] = sides;
  if (!followedOn) return index % 2 === 0 ? first : second;
  return index === 0 || index === 3 ? first : second;
}

/** The runs each side has made in `innings`, by country id. */
function totals(innings: readonly InningsSummary[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const one of innings) out.set(one.teamId, (out.get(one.teamId) ?? 0) + one.runs);
  return out;
}

/** The other side's id: the one in `innings` that is not `teamId`. */
function otherSide(innings: readonly InningsSummary[], teamId: number): InningsSummary | undefined {
  return innings.find((one) => one.teamId !== teamId);
}

/**
 * The runs the side batting the fourth innings needs to win: one more than the other side's
 * lead over it after three innings. Null before the fourth innings, and when it needs none (it
 * leads already: then the third innings ended the match, see {@link testMatchOver}).
 */
export function fourthInningsTarget(innings: readonly InningsSummary[]): number | null {
  if (innings.length !== 3) return null;
  const third = innings[2] as InningsSummary;
  // The side batting fourth is whichever did not bat third.
  const chasing = otherSide(innings, third.teamId);
  if (chasing === undefined) return null;
  const runs = totals(innings);
  const behind = (runs.get(third.teamId) ?? 0) - (runs.get(chasing.teamId) ?? 0);
  return behind >= 0 ? behind + 1 : null;
}

/**
 * Whether the match is over after `innings` (each of them complete: bowled out, declared or a
 * chase won), time apart: after the fourth; after the third when the side that batted it is
 * still behind the other's one innings (an innings win: the other side need not bat again).
 */
export function testMatchOver(innings: readonly InningsSummary[]): boolean {
  if (innings.length >= TEST_INNINGS) return true;
  if (innings.length !== 3) return false;
  return fourthInningsTarget(innings) === null;
}

/**
 * The result of a Test from its innings. `timeUp`: the match's overs ran out before it was over.
 * - A side that batted once and made more than the other's two innings won by an innings and
 *   the difference.
 * - The fourth innings passing its target won by the wickets in hand.
 * - The fourth innings bowled out short won the other side the match by the runs it fell
 *   short; level with its last wicket down is a tie — the only tie in a Test.
 * - Time running out first is a draw, even with the scores level (`timeUp`: the last innings
 *   ended because the match's overs ran out, not by a wicket, a declaration or a chase won).
 */
export function testResult(innings: readonly InningsSummary[], timeUp: boolean): MatchResultOf {
  const runs = totals(innings);
  const last = innings[innings.length - 1];
  if (last === undefined) throw new RangeError("A Test's result needs its innings");
  const other = otherSide(innings, last.teamId);
  if (innings.length === 3 && !timeUp && other !== undefined && testMatchOver(innings)) {
    // The side batting third is still behind the other's single innings.
    const margin = (runs.get(other.teamId) ?? 0) - (runs.get(last.teamId) ?? 0);
    return {
      winnerTeamId: other.teamId,
      kind: "innings",
      margin,
      text: `${other.teamName} won by an innings and ${plural(margin, "run")}`,
    };
  }
  if (innings.length === TEST_INNINGS && other !== undefined) {
    const chased = (runs.get(last.teamId) ?? 0) - (runs.get(other.teamId) ?? 0);
    if (chased > 0) {
      const margin = last.wicketsAvailable - last.wickets;
      return {
        winnerTeamId: last.teamId,
        kind: "wickets",
        margin,
        text: `${last.teamName} won by ${plural(margin, "wicket")}`,
      };
    }
    if (last.bowledOut) {
      if (chased === 0) return { winnerTeamId: null, kind: "tie", margin: 0, text: "Match tied" };
      return {
        winnerTeamId: other.teamId,
        kind: "runs",
        margin: -chased,
        text: `${other.teamName} won by ${plural(-chased, "run")}`,
      };
    }
  }
  if (timeUp) return { winnerTeamId: null, kind: "draw", margin: 0, text: "Match drawn" };
  throw new RangeError("The Test is not over: its result cannot be told yet");
}
