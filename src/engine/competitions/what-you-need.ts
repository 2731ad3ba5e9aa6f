/**
 * What a side needs from its next match to go above another on net run rate, worked out exactly
 * from the integer runs and legal balls (exact-rate.ts), never estimated. Batting first with a
 * given score: "win by at least N runs" (the side chasing uses its whole quota, or is bowled out
 * and charged it, either way the quota). Chasing a given score: "reach the target within X.Y
 * overs", taking the chase to end on the target exactly (a bigger last hit only helps). Equal net
 * run rates do not count as above: the next tie-breaker decides those. Only net run rate is
 * compared; the sides are taken to be level on whatever comes before it.
 */
import { oversPhrase } from "../figures.ts";
import { runRateParts, type RunRateParts } from "../net-run-rate.ts";
import { addParts, compareNetRunRate } from "./exact-rate.ts";
import { tableMatchOf, type PlayedMatch } from "./results.ts";
import { CompetitionError, type TeamId } from "./shapes.ts";

/** The coming match and the side to overtake. */
export interface NeedQuestion {
  readonly team: TeamId;
  readonly opponent: TeamId;
  /** The side to go above; it may be the opponent, whose rate the match moves too. */
  readonly rival: TeamId;
  /** The competition's matches so far. */
  readonly matches: readonly PlayedMatch[];
  /** The legal balls each innings of the coming match is allowed. */
  readonly quotaBalls: number;
  readonly nameOf: (team: TeamId) => string;
}

/** An innings already batted in the coming match. */
export interface InningsScore {
  readonly runs: number;
  readonly balls: number;
  readonly bowledOut: boolean;
}

/** What the side needs. */
export type Need =
  /** Any win takes it above. */
  | { readonly kind: "anyWin"; readonly text: string }
  /** Batting first: win by at least `runs` runs. */
  | { readonly kind: "winByRuns"; readonly runs: number; readonly text: string }
  /** Chasing: reach the target within `balls` legal balls. */
  | { readonly kind: "chaseWithin"; readonly balls: number; readonly text: string }
  /** No win is big enough. */
  | { readonly kind: "notEnough"; readonly text: string };

function check(question: NeedQuestion, innings: InningsScore): void {
  const { team, opponent, rival, quotaBalls } = question;
  if (team === opponent) throw new CompetitionError("A side cannot play itself");
  if (team === rival) throw new CompetitionError("A side cannot go above itself");
  if (!Number.isInteger(quotaBalls) || quotaBalls < 1) {
    throw new CompetitionError(
      `An innings is allowed a whole number of balls, at least 1, not ${quotaBalls}`,
    );
  }
  const { runs, balls } = innings;
  if (!Number.isInteger(runs) || runs < 0 || !Number.isInteger(balls) || balls < 1 || balls > quotaBalls) {
    throw new CompetitionError(
      `An innings of ${runs} runs off ${balls} balls cannot be in a match of ${quotaBalls}`,
    );
  }
}

/** The sides' parts before the match. */
function before(question: NeedQuestion): { team: RunRateParts; rival: RunRateParts } {
  const table = question.matches.map(tableMatchOf);
  return { team: runRateParts(question.team, table), rival: runRateParts(question.rival, table) };
}

/** Whether `team` is strictly above the rival once the match adds `forTeam` (from the team's side). */
function above(question: NeedQuestion, start: ReturnType<typeof before>, forTeam: RunRateParts): boolean {
  const team = addParts(start.team, forTeam);
  const mirrored: RunRateParts = {
    runsFor: forTeam.runsAgainst,
    ballsFaced: forTeam.ballsBowled,
    runsAgainst: forTeam.runsFor,
    ballsBowled: forTeam.ballsFaced,
  };
  const rival = question.rival === question.opponent ? addParts(start.rival, mirrored) : start.rival;
  return compareNetRunRate(team, rival) > 0;
}

/** Batting first, `first` made: the smallest winning margin in runs that takes the side above. */
export function needBattingFirst(question: NeedQuestion, first: InningsScore): Need {
  check(question, first);
  const start = before(question);
  const faced = first.bowledOut ? question.quotaBalls : first.balls;
  const rival = question.nameOf(question.rival);
  // The opponent, beaten, is charged the whole quota; the fewer it makes, the better.
  for (let against = first.runs - 1; against >= 0; against--) {
    const forTeam = {
      runsFor: first.runs,
      ballsFaced: faced,
      runsAgainst: against,
      ballsBowled: question.quotaBalls,
    };
    if (!above(question, start, forTeam)) continue;
    const margin = first.runs - against;
    if (margin === 1) return { kind: "anyWin", text: `Any win takes you above ${rival}` };
    return { kind: "winByRuns", runs: margin, text: `Win by at least ${margin} runs to go above ${rival}` };
  }
  return { kind: "notEnough", text: `No win is big enough to go above ${rival} on net run rate` };
}

/** Chasing `opponentInnings`: the most legal balls the chase may take to take the side above. */
export function needChasing(question: NeedQuestion, opponentInnings: InningsScore): Need {
  check(question, opponentInnings);
  const start = before(question);
  const bowled = opponentInnings.bowledOut ? question.quotaBalls : opponentInnings.balls;
  const target = opponentInnings.runs + 1;
  const rival = question.nameOf(question.rival);
  // The chase ends on the target exactly; the sooner, the better.
  for (let balls = question.quotaBalls; balls >= 1; balls--) {
    const forTeam = {
      runsFor: target,
      ballsFaced: balls,
      runsAgainst: opponentInnings.runs,
      ballsBowled: bowled,
    };
    if (!above(question, start, forTeam)) continue;
    if (balls === question.quotaBalls) return { kind: "anyWin", text: `Any win takes you above ${rival}` };
    return {
      kind: "chaseWithin",
      balls,
      text: `Reach ${target} within ${oversPhrase(balls, "balls")} to go above ${rival}`,
    };
  }
  return { kind: "notEnough", text: `No chase is quick enough to go above ${rival} on net run rate` };
}
