/**
 * What one ball does to the figures: runs, an extra or a wicket charged to the batter, the bowler
 * and the fielder, and who comes in next. The step (play-steps.ts) draws the ball; these work out
 * its facts, allocating nothing where a ball is common.
 */
import {
  BALL_CODE,
  BYE_CODE,
  drawDismissal,
  drawRealDismissal,
  LEG_BYE_CODE,
  NO_BALL_CODES,
  OUTCOME_RUNS,
  WICKET_SLOT,
  WIDE_CODE,
} from "./ball-outcome.ts";
import { bowlerType } from "./bowlers.ts";
import type { DismissalKind, RunOutcome } from "./catalog.ts";
import { COMMENTARY_KEY_INDEX } from "./commentary.ts";
import { squadOf, type EngineContext } from "./engine-context.ts";
import type { BatterFigures, BowlerFigures, Dismissal, SideState } from "./match-state.ts";
import { BYES_SHARE_PER_THOUSAND, type Delivery } from "./odds/extras.ts";
import type { RngState } from "./rng.ts";
import { randomBelow } from "./rng.ts";
import { batterWith, bowlerWith } from "./state-build.ts";

export const RUN_CODES = ["0", "1", "2", "3", "4", "6"] as const;
export const DISMISSAL_KEY_INDEX: Readonly<Record<DismissalKind, number>> = {
  caught: COMMENTARY_KEY_INDEX.caught,
  runOut: COMMENTARY_KEY_INDEX.runOut,
  lbw: COMMENTARY_KEY_INDEX.lbw,
  bowled: COMMENTARY_KEY_INDEX.bowled,
  stumped: COMMENTARY_KEY_INDEX.stumped,
  caughtAndBowled: COMMENTARY_KEY_INDEX.caughtAndBowled,
  hitWicket: COMMENTARY_KEY_INDEX.hitWicket,
};

export function fielderFor(
  rng: RngState,
  kind: DismissalKind,
  bowlerIndex: number,
  bowlingSize: number,
  keeperIndex: number,
): number {
  switch (kind) {
    case "caught": {
      // Any fielder but the bowler: the bowler's own catches are "caught and bowled".
      const j = randomBelow(rng, bowlingSize - 1);
      return j >= bowlerIndex ? j + 1 : j;
    }
    case "stumped":
      if (keeperIndex >= 0) return keeperIndex;
      // A side without a named keeper still has someone behind the stumps.
      return fielderFor(rng, "caught", bowlerIndex, bowlingSize, -1);
    case "runOut":
      return randomBelow(rng, bowlingSize);
    case "caughtAndBowled":
      return bowlerIndex;
    default:
      return -1;
  }
}

/** What one ball did, before anything is announced. */
export interface BallFacts {
  /** Runs off the bat. */
  readonly runs: RunOutcome;
  /** Extra runs and their kind (a bye or a leg-bye on a legal ball; a wide or a no-ball otherwise). */
  readonly extra: "wide" | "noBall" | "bye" | "legBye" | null;
  readonly extraRuns: number;
  /** Whether the batter could not be out (a no-ball, or a free hit after one). */
  readonly freeHit: boolean;
  /** A sentence said before the commentary line ("No-ball!"), or a line of its own for a wide. */
  readonly call: string | null;
  readonly kind: DismissalKind | null;
  readonly dismissal: Dismissal | null;
  /** The ball's character in the log and its commentary key. */
  readonly code: string;
  readonly commentaryKey: number;
}

/** Scores the runs of a ball that was not a wicket: the striker's runs and ball faced. */
export function scoreRuns(batPlayers: BatterFigures[], strikerIndex: number, slot: number): BallFacts {
  const runs = OUTCOME_RUNS[slot] as RunOutcome;
  const striker = batPlayers[strikerIndex] as BatterFigures;
  batPlayers[strikerIndex] = batterWith(striker.run + runs, striker.ball + 1, 1, null);
  return RUN_FACTS[slot] as BallFacts;
}

/** The facts of a ball that scored runs, by outcome slot: the same for every such ball, so built once. */
export const RUN_FACTS: readonly BallFacts[] = RUN_CODES.map((code, slot) => ({
  runs: OUTCOME_RUNS[slot] as RunOutcome,
  extra: null,
  extraRuns: 0,
  freeHit: false,
  call: null,
  kind: null,
  dismissal: null,
  code,
  commentaryKey: slot,
}));

/** A commentary key that is not a line of the book: the call alone is said (a wide). */
export const CALL_ONLY = -1;

/**
 * A delivery of rules version 2 that is not a plain legal ball: a wide (nothing drawn), a
 * no-ball (its outcome drawn, a wicket not out), a free hit (a wicket not out), or a single
 * that was a bye or a leg-bye. The striker's record is updated here as for any ball.
 */
export function scoreExtra(
  rng: RngState,
  batPlayers: BatterFigures[],
  strikerIndex: number,
  delivery: Delivery,
  slot: number,
  freeHit: boolean,
  byesPerThousand: number,
): BallFacts | null {
  const striker = batPlayers[strikerIndex] as BatterFigures;
  if (delivery === "wide") {
    return {
      runs: 0,
      extra: "wide",
      extraRuns: 1,
      freeHit,
      call: freeHit ? "Wide, and the free hit is still to come." : "Wide, called by the umpire.",
      kind: null,
      dismissal: null,
      code: WIDE_CODE,
      commentaryKey: CALL_ONLY,
    };
  }
  if (delivery === "noBall") {
    const batSlot = slot === WICKET_SLOT ? 0 : slot;
    const runs = OUTCOME_RUNS[batSlot] as RunOutcome;
    batPlayers[strikerIndex] = batterWith(striker.run + runs, striker.ball + 1, 1, null);
    return {
      runs,
      extra: "noBall",
      extraRuns: 1,
      freeHit: true,
      call:
        slot === WICKET_SLOT
          ? "He is out... no, the umpire calls no-ball! Not out, and a free hit to come."
          : "No-ball! A free hit to come.",
      kind: null,
      dismissal: null,
      code: NO_BALL_CODES.charAt(batSlot),
      commentaryKey: slot === WICKET_SLOT ? CALL_ONLY : batSlot,
    };
  }
  if (freeHit && slot === WICKET_SLOT) {
    batPlayers[strikerIndex] = batterWith(striker.run, striker.ball + 1, 1, null);
    return {
      runs: 0,
      extra: null,
      extraRuns: 0,
      freeHit: true,
      call: "That would have been out, but it is a free hit: not out.",
      kind: null,
      dismissal: null,
      code: RUN_CODES[0],
      commentaryKey: CALL_ONLY,
    };
  }
  if (slot === 1 && randomBelow(rng, 1000) < byesPerThousand) {
    const bye = randomBelow(rng, 1000) < BYES_SHARE_PER_THOUSAND;
    batPlayers[strikerIndex] = batterWith(striker.run, striker.ball + 1, 1, null);
    return {
      runs: 0,
      extra: bye ? "bye" : "legBye",
      extraRuns: 1,
      freeHit,
      call: bye ? "Past everything, and they run a bye." : "Off the pad, and they scamper a leg-bye.",
      kind: null,
      dismissal: null,
      code: bye ? BYE_CODE : LEG_BYE_CODE,
      commentaryKey: CALL_ONLY,
    };
  }
  return null;
}

/**
 * Takes the striker's wicket (run-outs included: the spec's table has no "runs and a wicket"
 * slot, so the ball completes no runs). The next batter is not sent in here: that waits until
 * we know the innings goes on, or he would be listed as batting without having come out.
 */
export function takeWicket(
  ctx: EngineContext,
  rng: RngState,
  batPlayers: BatterFigures[],
  strikerIndex: number,
  bowling: SideState,
  bowlerIndex: number,
  wicketNumber: number,
  teamRuns: number,
  teamBalls: number,
  realDismissals: boolean,
): BallFacts {
  const bowler = realDismissals ? squadOf(ctx, bowling.id)[bowlerIndex] : undefined;
  const kind =
    bowler === undefined ? drawDismissal(rng) : drawRealDismissal(rng, bowlerType(bowler) === "spin");
  const keeperIndex = ctx.keeperIndex.get(bowling.id) ?? -1;
  const dismissal: Dismissal = {
    kind,
    bowlerIndex,
    fielderIndex: fielderFor(rng, kind, bowlerIndex, bowling.playerIds.length, keeperIndex),
    wicketNumber,
    teamRuns,
    teamBalls,
  };
  const striker = batPlayers[strikerIndex] as BatterFigures;
  batPlayers[strikerIndex] = batterWith(striker.run, striker.ball + 1, -1, dismissal);
  return {
    runs: 0,
    extra: null,
    extraRuns: 0,
    freeHit: false,
    call: null,
    kind,
    dismissal,
    code: BALL_CODE[kind],
    commentaryKey: DISMISSAL_KEY_INDEX[kind],
  };
}

/**
 * The bowler's figures after the ball. A run-out counts the ball against him, not the wicket;
 * a wide or a no-ball costs him its runs but is not a ball of his over; byes and leg-byes are
 * not his runs.
 */
export function chargeBowler(bowlPlayers: BowlerFigures[], bowlerIndex: number, ball: BallFacts): void {
  const bowler = bowlPlayers[bowlerIndex] as BowlerFigures;
  const credited = ball.kind !== null && ball.kind !== "runOut";
  const legal = ball.extra !== "wide" && ball.extra !== "noBall";
  const conceded = legal ? ball.runs : ball.runs + ball.extraRuns;
  bowlPlayers[bowlerIndex] = bowlerWith(
    bowler.b_run + conceded,
    legal ? bowler.b_ball + 1 : bowler.b_ball,
    credited ? bowler.b_wkt + 1 : bowler.b_wkt,
  );
}

/** Index (in the side's playerIds) of the next batter in the batting order waiting to come in, or -1 when nobody is left. */
export function nextWaiting(batPlayers: readonly BatterFigures[], battingOrder: readonly number[]): number {
  for (let k = 0; k < battingOrder.length; k++) {
    const i = battingOrder[k] as number;
    if ((batPlayers[i] as BatterFigures).isBatting === 0) return i;
  }
  return -1;
}
