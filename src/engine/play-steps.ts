/**
 * The steps of an innings: the user's bowler for an over, and one ball. A ball reads like the
 * rules: draw the outcome, score the runs or take the wicket, charge the bowler, decide whether
 * the innings is over, send the next batter in, change ends at the over's end, say what
 * happened, then end the over, the innings or the match.
 *
 * playBall runs a million times a second in the benchmark, so it touches only what a ball
 * changes (the striker, the next batter after a wicket, the bowler, the two team records and the
 * log string) and shares everything else with the previous state. Every check that can refuse
 * an action lives in legality.ts; these steps are only called with actions it allowed.
 */
import type { StyleLevel } from "./actions.ts";
import { isFreeHitNext, WICKET_SLOT } from "./ball-outcome.ts";
import { bowlerType } from "./bowlers.ts";
import { squadOf, type EngineContext } from "./engine-context.ts";
import type { MatchEvent } from "./events.ts";
import { BALLS_PER_OVER } from "./figures.ts";
import { drawComputerLevel } from "./computer-style.ts";
import {
  assignBowler,
  bowlerChangeEvent,
  inningsIndex,
  nextBowler,
  openInnings,
  userBatsIn,
} from "./innings.ts";
import { clearSaid } from "./match-commentary.ts";
import { overEndContext } from "./match-context.ts";
import type { BatterFigures, InningsState, MatchState } from "./match-state.ts";
import { oddsForBall } from "./odds/ball-odds.ts";
import { drawOutcome } from "./odds/pair-odds.ts";
import {
  BYES_PER_THOUSAND_SINGLES,
  deliveryForDraw,
  extraRatesAt,
  hasExtras,
  type Delivery,
} from "./odds/extras.ts";
import { lengthOf } from "./odds/rated-odds.ts";
import type { RngState } from "./rng.ts";
import { randomBelow } from "./rng.ts";
import { inningsStage } from "./stages.ts";
import { matchWith, replaced, walkingIn } from "./state-build.ts";
import { afterInningsOfKnockout, playsSuperOvers } from "./super-over.ts";
import { superOverEnded } from "./super-over-rules.ts";
import type { StepResult } from "./step-result.ts";
import { finishedMatch, inningsEndEvent } from "./innings-end.ts";
import { chargeBowler, nextWaiting, scoreExtra, scoreRuns, takeWicket } from "./ball-facts.ts";
import { announceBall, contextOfBall, overEndEvent, type BallVoice } from "./ball-voice.ts";
import { formatOf, playRulesOf } from "./match-rules.ts";
import type { FormatRules, InningsSummary } from "./formats/format-rules.ts";
import {
  battingSideOf,
  bowlingSideOf,
  inningsNumberOf,
  summariesOf,
  targetOf,
  type Sides,
} from "./innings-summary.ts";

/** The user names the bowler of the next over (legality.ts has checked the choice). */
export function chooseBowler(ctx: EngineContext, state: MatchState, playerId: number): StepResult {
  const index = inningsIndex(state);
  const sides = state.sides as Sides;
  const innings = state.innings[index] as InningsState;
  const playerIndex = bowlingSideOf(sides, innings).playerIds.indexOf(playerId);
  const assigned = assignBowler(innings, playerIndex);
  return {
    ok: true,
    state: matchWith(state, { innings: replaced(state.innings, index, assigned) }),
    events: [bowlerChangeEvent(ctx, sides, assigned, index, playerIndex, "user")],
  };
}

/**
 * Innings `ended` is over and the format says another follows: announce the score (with the
 * target when the format sets one for the next innings) and open innings `ended + 1`.
 */
function openNextInnings(
  ctx: EngineContext,
  state: MatchState,
  format: FormatRules,
  innings: readonly InningsState[],
  summaries: readonly InningsSummary[],
  ended: number,
  rng: RngState,
  lastLine: readonly number[],
  events: MatchEvent[],
): StepResult {
  const sides = state.sides as Sides;
  const next = ended + 1;
  events.push(
    inningsEndEvent(sides, innings[ended] as InningsState, ended, format.targetFor(next, summaries)),
  );
  const opened = openInnings(sides, next);
  const withBowler = nextBowler(ctx, state, sides, opened, next, rng, events);
  return {
    ok: true,
    state: matchWith(state, {
      innings: replaced(innings, next, withBowler),
      rng,
      lastLine,
      intentSaid: false,
      status: inningsStage(next).status,
    }),
    events,
  };
}

/** The last innings is over: announce it and the result. */
function endMatch(
  state: MatchState,
  format: FormatRules,
  innings: readonly InningsState[],
  summaries: readonly InningsSummary[],
  rng: RngState,
  lastLine: readonly number[],
  events: MatchEvent[],
): StepResult {
  const last = innings.length - 1;
  const result = format.resultOf(summaries);
  events.push(inningsEndEvent(state.sides as Sides, innings[last] as InningsState, last, null), {
    type: "result",
    result,
    text: result.text,
  });
  return finishedMatch(state, innings, result, rng, lastLine, events);
}

/**
 * One ball of the current innings with the user's style `level`. The computer picks its style
 * too (except in Classic) and the outcome is drawn from the ball's odds for the pair; in Classic
 * those odds are the spec's row of the user's style whatever the other index says. Against a
 * friend the other side's style is `friend` (the action's `other`) and nothing is drawn for it.
 */
export function playBall(
  ctx: EngineContext,
  state: MatchState,
  level: StyleLevel,
  friend: StyleLevel | null = null,
): StepResult {
  const index = inningsIndex(state);
  const sides = state.sides as Sides;
  const batting = state.innings[index] as InningsState;
  const battingSide = battingSideOf(sides, batting);
  const bowlingSide = bowlingSideOf(sides, batting);
  const format = formatOf(ctx, state);
  const bowlerIndex = batting.currentBowlerIndex;
  const strikerIndex = batting.currentStrikerIndex;
  const nonStrikerIndex = batting.currentNonStrikerIndex;
  const striker = batting.batting[strikerIndex] as BatterFigures;
  const from = state.rng;
  const rng: RngState = [from[0], from[1], from[2], from[3]];

  // The computer chooses first, from the state and the generator alone (in Classic it does not
  // choose, and the other side's index is the user's own); then the outcome is drawn.
  const computer = friend ?? drawComputerLevel(ctx, state, index, rng);
  const userBats = userBatsIn(state, index);
  const other = computer ?? level;
  // From rules version 2 (Club and International) a delivery may be a wide or a no-ball, drawn
  // before its outcome (odds/extras.ts); a wide has no outcome at all.
  const extras = hasExtras(state);
  const delivery: Delivery = extras
    ? deliveryForDraw(
        randomBelow(rng, 1000),
        // A super over is bowled as the last over of an innings (its odds read the death too).
        extraRatesAt(
          batting.superOver === null ? batting.overBowlers.length - 1 : state.totalBall / BALLS_PER_OVER - 1,
          state.totalBall,
        ),
      )
    : "legal";
  const slot =
    delivery === "wide"
      ? 0
      : userBats
        ? drawOutcome(rng, oddsForBall(ctx, state), level, other)
        : drawOutcome(rng, oddsForBall(ctx, state), other, level);
  const batPlayers = batting.batting.slice();
  const extra = extras
    ? scoreExtra(
        rng,
        batPlayers,
        strikerIndex,
        delivery,
        slot,
        isFreeHitNext(batting.ballLog),
        BYES_PER_THOUSAND_SINGLES[lengthOf(state.totalBall / BALLS_PER_OVER)],
      )
    : null;
  const wicket = extra === null && slot === WICKET_SLOT;
  const legalBall = delivery === "legal";
  const balls = legalBall ? batting.ballCompleted + 1 : batting.ballCompleted;
  const wickets = wicket ? batting.wicketTaken + 1 : batting.wicketTaken;
  const ball =
    extra ??
    (wicket
      ? takeWicket(
          ctx,
          rng,
          batPlayers,
          strikerIndex,
          bowlingSide,
          bowlerIndex,
          wickets,
          batting.totalRun,
          balls,
          playRulesOf(state).realDismissals,
        )
      : scoreRuns(batPlayers, strikerIndex, slot));
  const total = batting.totalRun + ball.runs + ball.extraRuns;
  const bowlPlayers = batting.bowling.slice();
  chargeBowler(bowlPlayers, bowlerIndex, ball);

  // Is the innings over? The format says (for limited overs: the balls ran out, ten wickets
  // fell, nobody is left to come in, or the chase has passed the target).
  // A super over's batters are its three named (super-over.ts), and it has rules of its own.
  const superOver = batting.superOver;
  const waiting = wicket
    ? nextWaiting(batPlayers, superOver === null ? battingSide.battingOrder : superOver.batters)
    : -2;
  const overEnd = legalBall && balls % format.ballsPerOver === 0;
  const target = targetOf(format, sides, state.innings, index, state.totalBall);
  const inningsOver =
    superOver === null
      ? format.inningsEnd(index, total, balls, wickets, waiting !== -1, target) !== null
      : superOverEnded(total, balls, wickets, waiting !== -1, target);

  // Runs of 1 or 3 cross the batters; a wicket brings the next batter to the striker's end,
  // but only if the innings goes on; at the over's end the batters change ends.
  let nextStriker = strikerIndex;
  let nextNonStriker = nonStrikerIndex;
  const ran = ball.extra === "wide" ? 0 : ball.extra === "bye" || ball.extra === "legBye" ? 1 : ball.runs;
  if (ran === 1 || ran === 3) {
    nextStriker = nonStrikerIndex;
    nextNonStriker = strikerIndex;
  }
  if (wicket) {
    nextStriker = inningsOver ? -1 : waiting;
    if (!inningsOver) batPlayers[waiting] = walkingIn(batPlayers[waiting] as BatterFigures);
  }
  if (overEnd && !inningsOver) {
    const t = nextStriker;
    nextStriker = nextNonStriker;
    nextNonStriker = t;
  }

  const lastLine = state.lastLine.slice();
  const innings = inningsNumberOf(index);
  const overBefore = batting.overBowlers.length - 1;
  // Match-aware commentary (never in Classic, where the computer plays no style): the match's
  // sentences always, the tagged lines when the catalog has them.
  const matchAware = computer !== null && playRulesOf(state).matchAwareCommentary;
  const voice: BallVoice | null =
    matchAware && ctx.taggedCommentary !== null
      ? {
          batting: userBats ? level : other,
          bowling: userBats ? other : level,
          bowler: bowlerType(squadOf(ctx, bowlingSide.id)[bowlerIndex] ?? { paceAbility: 0, spinAbility: 0 }),
        }
      : null;
  const context = matchAware
    ? contextOfBall(ctx, state, ball, {
        innings,
        target,
        battingSide,
        bowlingSide,
        batting,
        batPlayers,
        bowlPlayers,
        strikerIndex,
        nonStrikerIndex,
        total,
        wickets,
        balls,
        overEnd,
        inningsOver,
      })
    : "";
  const events = announceBall(
    ctx,
    rng,
    lastLine,
    ball,
    computer,
    userBats ? "bowl" : "bat",
    matchAware,
    state.intentSaid,
    voice,
    context,
    innings,
    overBefore,
    batting.ballCompleted + 1 - overBefore * BALLS_PER_OVER,
    battingSide,
    bowlingSide,
    bowlerIndex,
    striker,
    strikerIndex,
    nonStrikerIndex,
    wickets,
    total,
  );

  const newInnings: InningsState = {
    battingSide: batting.battingSide,
    totalRun: total,
    ballCompleted: balls,
    wicketTaken: wickets,
    currentStrikerIndex: nextStriker,
    currentNonStrikerIndex: nextNonStriker,
    currentBowlerIndex: overEnd || inningsOver ? -1 : bowlerIndex,
    ballLog: batting.ballLog + ball.code,
    overBowlers: batting.overBowlers,
    batting: batPlayers,
    bowling: bowlPlayers,
    superOver: batting.superOver,
  };
  let latest = newInnings;

  // Match-aware commentary never repeats a line within an over: a new over (or innings) starts afresh.
  if (voice !== null && (overEnd || inningsOver)) clearSaid(lastLine);
  const intentSaid =
    matchAware &&
    !overEnd &&
    !inningsOver &&
    (state.intentSaid || (events[0]?.type === "ball" && events[0].intent !== null));
  if (overEnd) {
    const chase = matchAware
      ? overEndContext(innings, target, battingSide.teamName, total, balls, state.totalBall, inningsOver)
      : "";
    events.push(overEndEvent(innings, sides, newInnings, chase));
  }
  if (!inningsOver) {
    if (overEnd) latest = nextBowler(ctx, state, sides, latest, index, rng, events);
    return {
      ok: true,
      state: matchWith(state, { innings: replaced(state.innings, index, latest), rng, lastLine, intentSaid }),
      events,
    };
  }
  // The innings played so far, summed up once for the format's three questions at an innings'
  // end: what comes next, the target it sets, the result.
  const played = replaced(state.innings, index, latest);
  if (state.knockout && playsSuperOvers(state)) {
    const knockout = afterInningsOfKnockout(ctx, state, format, played, index, rng, lastLine, events);
    if (knockout !== null) return knockout;
  }
  const summaries = summariesOf(sides, played, state.totalBall);
  return format.afterInnings(index, summaries) === "nextInnings"
    ? openNextInnings(ctx, state, format, played, summaries, index, rng, lastLine, events)
    : endMatch(state, format, played, summaries, rng, lastLine, events);
}
