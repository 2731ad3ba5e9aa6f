/**
 * What one ball produces: the mapping of a draw to an outcome slot, and the dismissal roll, as
 * pure lookups plus the dismissal's seeded draw. The outcome weights and their draw live in
 * odds/ball-odds.ts. Probabilities are exact: P(outcome) = weight / sum.
 */
import type { DismissalKind, RunOutcome } from "./catalog.ts";
import { randomBelow, type RngState } from "./rng.ts";

/** Outcome slots in the spec's order: dot, 1, 2, 3, 4, 6, wicket. */
export const OUTCOME_RUNS: readonly RunOutcome[] = [0, 1, 2, 3, 4, 6];
/** Slot index of the wicket in a weights row. */
export const WICKET_SLOT = 6;

/**
 * The outcome slot (0..6) that owns integer `draw` in [0, sum of weights): slot i owns exactly
 * weights[i] consecutive values. The prototype's boundary comparison was off by one; this is
 * the reference the seeded draw is tested against.
 */
export function outcomeForDraw(weights: readonly number[], draw: number): number {
  let r = draw;
  for (let i = 0; i < weights.length - 1; i++) {
    const w = weights[i] as number;
    if (r < w) return i;
    r -= w;
  }
  return weights.length - 1;
}

/**
 * The dismissal for a roll 0..99: over 60 caught, over 50 run-out, over 27 LBW, over 10 bowled,
 * over 5 stumped, over 4 caught and bowled, over 1 hit wicket, and 0–1 bowled (the prototype
 * left those two rolls without a kind).
 */
export function dismissalForRoll(roll: number): DismissalKind {
  if (roll > 60) return "caught";
  if (roll > 50) return "runOut";
  if (roll > 27) return "lbw";
  if (roll > 10) return "bowled";
  if (roll > 5) return "stumped";
  if (roll > 4) return "caughtAndBowled";
  if (roll > 1) return "hitWicket";
  return "bowled";
}

/** Exact probability of each dismissal kind under {@link dismissalForRoll}, in hundredths. */
export const DISMISSAL_ROLL_COUNTS: Readonly<Record<DismissalKind, number>> = {
  caught: 39,
  runOut: 10,
  lbw: 23,
  bowled: 19,
  stumped: 5,
  caughtAndBowled: 1,
  hitWicket: 3,
};

/** Draws a dismissal kind. */
export function drawDismissal(rng: RngState): DismissalKind {
  return dismissalForRoll(randomBelow(rng, 100));
}

/**
 * Real dismissal shares (rules version 2, Club and International), per 1000 wickets, for a pace
 * bowler and a spinner. Men's internationals 2016–2025: caught (with caught and bowled) about
 * 63%, bowled 18%, lbw 7–10%, run out 6%, stumped 2–3% of all wickets and only off spin (about
 * 39% of balls are spin, so a spinner's wickets are stumpings 6.5% of the time), hit wicket
 * rare. A pace bowler's would-be stumpings are edges to the keeper, so caught takes them.
 */
export const REAL_DISMISSALS: Readonly<Record<"pace" | "spin", Readonly<Record<DismissalKind, number>>>> = {
  pace: { caught: 630, caughtAndBowled: 30, bowled: 185, lbw: 90, runOut: 62, stumped: 0, hitWicket: 3 },
  spin: { caught: 565, caughtAndBowled: 30, bowled: 185, lbw: 90, runOut: 62, stumped: 65, hitWicket: 3 },
};

const REAL_DISMISSAL_ORDER: readonly DismissalKind[] = [
  "caught",
  "caughtAndBowled",
  "bowled",
  "lbw",
  "runOut",
  "stumped",
  "hitWicket",
];

/** Draws a dismissal kind at the real shares of a pace bowler or a spinner. */
export function drawRealDismissal(rng: RngState, spin: boolean): DismissalKind {
  const shares = REAL_DISMISSALS[spin ? "spin" : "pace"];
  let r = randomBelow(rng, 1000);
  for (const kind of REAL_DISMISSAL_ORDER) {
    const w = shares[kind];
    if (r < w) return kind;
    r -= w;
  }
  return "caught";
}

/**
 * One character per ball in a team's `ballLog`: digits for runs, a letter per dismissal kind.
 * Letters rather than a single `W` keep the log enough for the scorecard on its own.
 */
export const BALL_CODE: Readonly<Record<DismissalKind, string>> = {
  caught: "c",
  runOut: "r",
  lbw: "l",
  bowled: "b",
  stumped: "s",
  caughtAndBowled: "k",
  hitWicket: "h",
};

/** A wide in a team's `ballLog` (rules version 2): one run, not a ball of the over. */
export const WIDE_CODE = "w";
/** A no-ball with 0, 1, 2, 3, 4 or 6 off the bat (outcome slots 0..5): the run for the no-ball plus those. */
export const NO_BALL_CODES = "NOPQRS";
/** A legal ball whose single was a bye, or a leg-bye. */
export const BYE_CODE = "x";
export const LEG_BYE_CODE = "y";

/** What a delivery's code in a `ballLog` means. */
export interface DeliveryFacts {
  /** Runs to the side. */
  readonly runs: number;
  /** Runs off the bat, credited to the striker. */
  readonly batRuns: number;
  /** Runs charged to the bowler (everything but byes and leg-byes). */
  readonly conceded: number;
  /** Whether it is one of the over's six (not a wide or a no-ball). */
  readonly legal: boolean;
  readonly wicket: boolean;
  /** Extra runs, by kind. */
  readonly extra: "wide" | "noBall" | "bye" | "legBye" | null;
  /** How the over strip and the scoreboard show it: "0".."6", "WKT", "w", "nb", "4nb", "1b", "1lb". */
  readonly display: string;
}

const DELIVERY_FACTS: readonly (DeliveryFacts | undefined)[] = (() => {
  const table: (DeliveryFacts | undefined)[] = new Array(128).fill(undefined);
  for (const runs of OUTCOME_RUNS)
    table[48 + runs] = {
      runs,
      batRuns: runs,
      conceded: runs,
      legal: true,
      wicket: false,
      extra: null,
      display: String(runs),
    };
  for (const code of Object.values(BALL_CODE))
    table[code.charCodeAt(0)] = {
      runs: 0,
      batRuns: 0,
      conceded: 0,
      legal: true,
      wicket: true,
      extra: null,
      display: "WKT",
    };
  table[WIDE_CODE.charCodeAt(0)] = {
    runs: 1,
    batRuns: 0,
    conceded: 1,
    legal: false,
    wicket: false,
    extra: "wide",
    display: "w",
  };
  OUTCOME_RUNS.forEach((bat, slot) => {
    table[NO_BALL_CODES.charCodeAt(slot)] = {
      runs: 1 + bat,
      batRuns: bat,
      conceded: 1 + bat,
      legal: false,
      wicket: false,
      extra: "noBall",
      display: bat === 0 ? "nb" : `${bat}nb`,
    };
  });
  table[BYE_CODE.charCodeAt(0)] = {
    runs: 1,
    batRuns: 0,
    conceded: 0,
    legal: true,
    wicket: false,
    extra: "bye",
    display: "1b",
  };
  table[LEG_BYE_CODE.charCodeAt(0)] = {
    runs: 1,
    batRuns: 0,
    conceded: 0,
    legal: true,
    wicket: false,
    extra: "legBye",
    display: "1lb",
  };
  return table;
})();

/** What the delivery logged as `code` (one character of a `ballLog`) was. */
export function deliveryOf(code: string): DeliveryFacts {
  const facts = DELIVERY_FACTS[code.charCodeAt(0)];
  if (facts === undefined) throw new Error(`Not a delivery code: ${JSON.stringify(code)}`);
  return facts;
}

/** Runs to the side on a logged delivery (0 for a wicket; extras included). */
export function runsOfCode(code: string): number {
  return deliveryOf(code).runs;
}

/** Whether a logged delivery was a wicket. */
export function isWicketCode(code: string): boolean {
  return deliveryOf(code).wicket;
}

/** Whether a logged delivery was one of the over's six (not a wide or a no-ball). */
export function isLegalCode(code: string): boolean {
  return deliveryOf(code).legal;
}

/**
 * Where each over starts in a `ballLog`: the index of the first delivery of over k (0-based),
 * for every over begun, counting six legal balls to an over (wides and no-balls are bowled
 * again). With no extras in the log, over k starts at 6k.
 */
export function overStarts(log: string): number[] {
  const starts: number[] = [];
  let legal = 0;
  for (let i = 0; i < log.length; i++) {
    if (legal === 6 * starts.length) starts.push(i);
    if (DELIVERY_FACTS[log.charCodeAt(i)]?.legal !== false) legal++;
  }
  return starts;
}

/** Whether the next delivery after `log` is a free hit: the last delivery other than wides was a no-ball. */
export function isFreeHitNext(log: string): boolean {
  for (let i = log.length - 1; i >= 0; i--) {
    const facts = DELIVERY_FACTS[log.charCodeAt(i)];
    if (facts?.extra === "wide") continue;
    return facts?.extra === "noBall";
  }
  return false;
}
