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
import {
  BALL_CODE,
  BYE_CODE,
  deliveryOf,
  drawDismissal,
  drawRealDismissal,
  isFreeHitNext,
  LEG_BYE_CODE,
  NO_BALL_CODES,
  OUTCOME_RUNS,
  WICKET_SLOT,
  WIDE_CODE,
} from "./ball-outcome.ts";
import { bowlerType, type BowlerType } from "./bowlers.ts";
import type { DismissalKind, RunOutcome } from "./catalog.ts";
import { COMMENTARY_KEY_INDEX, fillLine, pickLineIndex, type CompiledLine } from "./commentary.ts";
import { namesOf, shortNamesOf, squadOf, type EngineContext } from "./engine-context.ts";
import type { MatchEvent } from "./events.ts";
import { BALLS_PER_OVER, dismissalText, oversText } from "./figures.ts";
import { drawComputerLevel } from "./computer-style.ts";
import {
  assignBowler,
  bowlerChangeEvent,
  inningsIndex,
  nextBowler,
  openInnings,
  userBatsIn,
} from "./innings.ts";
import { clearSaid, contextIndex, pickFreshLine, recordSaid } from "./match-commentary.ts";
import { ballContext, overEndContext, wicketStreak } from "./match-context.ts";
import type {
  Dismissal,
  MatchState,
  PlayerMatchState,
  TeamMatchState,
  InningsNumber,
} from "./match-state.ts";
import { drawOutcome, oddsForBall } from "./odds/ball-odds.ts";
import {
  BYES_PER_THOUSAND_SINGLES,
  BYES_SHARE_PER_THOUSAND,
  deliveryForDraw,
  extraRatesAt,
  hasExtras,
  type Delivery,
} from "./odds/extras.ts";
import { lengthOf } from "./odds/rated-odds.ts";
import { scoreText, targetFor, targetText } from "./result.ts";
import type { RngState } from "./rng.ts";
import { randomBelow } from "./rng.ts";
import { STAGE } from "./stages.ts";
import { batterWith, bowlerWith, matchWith, teamWith, walkingIn } from "./state-build.ts";
import type { StepResult } from "./step-result.ts";
import { formatOf, playRulesOf } from "./match-rules.ts";
import type { FormatRules } from "./formats/format-rules.ts";
import { inningsSummary, targetOf, bowlingIn } from "./innings-summary.ts";

const RUN_CODES = ["0", "1", "2", "3", "4", "6"] as const;
const DISMISSAL_KEY_INDEX: Readonly<Record<DismissalKind, number>> = {
  caught: COMMENTARY_KEY_INDEX.caught,
  runOut: COMMENTARY_KEY_INDEX.runOut,
  lbw: COMMENTARY_KEY_INDEX.lbw,
  bowled: COMMENTARY_KEY_INDEX.bowled,
  stumped: COMMENTARY_KEY_INDEX.stumped,
  caughtAndBowled: COMMENTARY_KEY_INDEX.caughtAndBowled,
  hitWicket: COMMENTARY_KEY_INDEX.hitWicket,
};

type Teams = readonly [TeamMatchState, TeamMatchState];

/** The user names the bowler of the next over (legality.ts has checked the choice). */
export function chooseBowler(ctx: EngineContext, state: MatchState, playerId: number): StepResult {
  const index = inningsIndex(state);
  const teams = state.teams as Teams;
  const bowling = bowlingIn(teams, index);
  const playerIndex = bowling.playerList.findIndex((p) => p.id === playerId);
  const assigned = assignBowler(teams, index, playerIndex);
  return {
    ok: true,
    state: matchWith(state, { teams: assigned }),
    events: [bowlerChangeEvent(ctx, assigned, index, playerIndex, "user")],
  };
}

function fielderFor(
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
interface BallFacts {
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
function scoreRuns(batPlayers: PlayerMatchState[], strikerIndex: number, slot: number): BallFacts {
  const runs = OUTCOME_RUNS[slot] as RunOutcome;
  const striker = batPlayers[strikerIndex] as PlayerMatchState;
  batPlayers[strikerIndex] = batterWith(striker, striker.run + runs, striker.ball + 1, 1, null);
  return RUN_FACTS[slot] as BallFacts;
}

/** The facts of a ball that scored runs, by outcome slot: the same for every such ball, so built once. */
const RUN_FACTS: readonly BallFacts[] = RUN_CODES.map((code, slot) => ({
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
const CALL_ONLY = -1;

/**
 * A delivery of rules version 2 that is not a plain legal ball: a wide (nothing drawn), a
 * no-ball (its outcome drawn, a wicket not out), a free hit (a wicket not out), or a single
 * that was a bye or a leg-bye. The striker's record is updated here as for any ball.
 */
function scoreExtra(
  rng: RngState,
  batPlayers: PlayerMatchState[],
  strikerIndex: number,
  delivery: Delivery,
  slot: number,
  freeHit: boolean,
  byesPerThousand: number,
): BallFacts | null {
  const striker = batPlayers[strikerIndex] as PlayerMatchState;
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
    batPlayers[strikerIndex] = batterWith(striker, striker.run + runs, striker.ball + 1, 1, null);
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
    batPlayers[strikerIndex] = batterWith(striker, striker.run, striker.ball + 1, 1, null);
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
    batPlayers[strikerIndex] = batterWith(striker, striker.run, striker.ball + 1, 1, null);
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
function takeWicket(
  ctx: EngineContext,
  rng: RngState,
  batPlayers: PlayerMatchState[],
  strikerIndex: number,
  bowling: TeamMatchState,
  wicketNumber: number,
  teamRuns: number,
  teamBalls: number,
  realDismissals: boolean,
): BallFacts {
  const bowlerIndex = bowling.currentBowlerIndex;
  const bowler = realDismissals ? squadOf(ctx, bowling.id)[bowlerIndex] : undefined;
  const kind =
    bowler === undefined ? drawDismissal(rng) : drawRealDismissal(rng, bowlerType(bowler) === "spin");
  const keeperIndex = ctx.keeperIndex.get(bowling.id) ?? -1;
  const dismissal: Dismissal = {
    kind,
    bowlerIndex,
    fielderIndex: fielderFor(rng, kind, bowlerIndex, bowling.playerList.length, keeperIndex),
    wicketNumber,
    teamRuns,
    teamBalls,
  };
  const striker = batPlayers[strikerIndex] as PlayerMatchState;
  batPlayers[strikerIndex] = batterWith(striker, striker.run, striker.ball + 1, -1, dismissal);
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
function chargeBowler(bowlPlayers: PlayerMatchState[], bowlerIndex: number, ball: BallFacts): void {
  const bowler = bowlPlayers[bowlerIndex] as PlayerMatchState;
  const credited = ball.kind !== null && ball.kind !== "runOut";
  const legal = ball.extra !== "wide" && ball.extra !== "noBall";
  const conceded = legal ? ball.runs : ball.runs + ball.extraRuns;
  bowlPlayers[bowlerIndex] = bowlerWith(
    bowler,
    bowler.b_run + conceded,
    legal ? bowler.b_ball + 1 : bowler.b_ball,
    credited ? bowler.b_wkt + 1 : bowler.b_wkt,
  );
}

/** Index (in playerList) of the next batter in the batting order waiting to come in, or -1 when nobody is left. */
function nextWaiting(batPlayers: readonly PlayerMatchState[], battingOrder: readonly number[]): number {
  for (let k = 0; k < battingOrder.length; k++) {
    const i = battingOrder[k] as number;
    if ((batPlayers[i] as PlayerMatchState).isBatting === 0) return i;
  }
  return -1;
}

/**
 * What match-aware commentary (rules version 2, Club and International) picks a line by besides
 * the outcome: both sides' styles on the ball and the bowler's type.
 */
interface BallVoice {
  readonly batting: StyleLevel;
  readonly bowling: StyleLevel;
  readonly bowler: BowlerType;
}

/**
 * The line for a ball of commentary key `key`, picked with one draw. Match-aware commentary
 * picks among the lines that fit the ball, none said before in the over (`lastLine` then holds
 * the over's line ids); otherwise among the key's lines, never its previous one again.
 */
function pickLine(
  ctx: EngineContext,
  rng: RngState,
  lastLine: number[],
  key: number,
  voice: BallVoice | null,
): CompiledLine {
  const tagged = ctx.taggedCommentary;
  if (voice !== null && tagged !== null) {
    const candidates = tagged.contexts[
      contextIndex(key, voice.batting, voice.bowling, voice.bowler)
    ] as number[];
    const id = pickFreshLine(rng, candidates, lastLine);
    recordSaid(lastLine, id);
    return tagged.lines[id] as CompiledLine;
  }
  const lines = ctx.commentary[key] as readonly CompiledLine[];
  const lineIndex = pickLineIndex(rng, lines.length, lastLine[key] as number);
  lastLine[key] = lineIndex;
  return lines[lineIndex] as CompiledLine;
}

/**
 * The ball's commentary line (and, with match-aware commentary, a sentence on the match after
 * it) and, after a wicket, the scorecard line of the batter out: the step's first events, in a
 * new list. The ball's facts come singly (this runs on every ball, so nothing is built to carry
 * them); `striker` is the batter on strike before the ball.
 */
function announceBall(
  ctx: EngineContext,
  rng: RngState,
  lastLine: number[],
  ball: BallFacts,
  computerLevel: StyleLevel | null,
  computerSide: "bat" | "bowl",
  voice: BallVoice | null,
  context: string,
  innings: InningsNumber,
  over: number,
  ballInOver: number,
  batting: TeamMatchState,
  bowling: TeamMatchState,
  striker: PlayerMatchState,
  strikerIndex: number,
  nonStrikerIndex: number,
  wickets: number,
  total: number,
  bowlPlayers: readonly PlayerMatchState[],
): MatchEvent[] {
  const bowlerIndex = bowling.currentBowlerIndex;
  const battingNames = namesOf(ctx, batting.id);
  const bowlingNames = namesOf(ctx, bowling.id);
  const bowlerId = (bowling.playerList[bowlerIndex] as PlayerMatchState).id;
  let line = ball.call ?? "";
  if (ball.commentaryKey !== CALL_ONLY) {
    const said = fillLine(
      pickLine(ctx, rng, lastLine, ball.commentaryKey, voice),
      battingNames[strikerIndex] ?? "",
      bowlingNames[bowlerIndex] ?? "",
      battingNames[nonStrikerIndex] ?? "",
    );
    line = ball.call === null ? said : `${ball.call} ${said}`;
  }
  // Said only after the ball, never before: the user must read it from the match, not be told.
  const intent =
    computerLevel === null
      ? null
      : intentText(
          computerSide,
          computerLevel,
          computerSide === "bat" ? (battingNames[strikerIndex] ?? "") : (bowlingNames[bowlerIndex] ?? ""),
        );
  const ballEvent: MatchEvent = {
    type: "ball",
    innings,
    over,
    ball: ballInOver,
    runs: ball.runs,
    extra: ball.extra,
    extraRuns: ball.extraRuns,
    legal: ball.extra !== "wide" && ball.extra !== "noBall",
    freeHit: ball.freeHit,
    wicket: ball.kind,
    batterId: striker.id,
    bowlerId,
    display: deliveryOf(ball.code).display,
    computerStyle: computerLevel,
    intent,
    text: withContext(intent === null ? line : `${line} ${intent}.`, context),
  };
  if (ball.dismissal === null || ball.kind === null) return [ballEvent];
  const shortNames = shortNamesOf(ctx, bowling.id);
  const fielderIndex = ball.dismissal.fielderIndex;
  const how = dismissalText(
    ball.kind,
    shortNames[bowlerIndex] ?? "",
    fielderIndex >= 0 ? (shortNames[fielderIndex] ?? null) : null,
  );
  return [
    ballEvent,
    {
      type: "wicket",
      innings,
      batterId: striker.id,
      kind: ball.kind,
      bowlerId,
      fielderId: fielderIndex >= 0 ? (bowlPlayers[fielderIndex]?.id ?? null) : null,
      wickets,
      teamRuns: total,
      text: `${battingNames[strikerIndex] ?? ""} ${how} ${striker.run} (${striker.ball + 1})`,
    },
  ];
}

/** A line with a sentence on the match after it, when there is one. */
function withContext(line: string, context: string): string {
  return context === "" ? line : `${line} ${context}`;
}

/** What the computer was trying on the ball just played, e.g. "Bumrah was going for the wicket". */
function intentText(side: "bat" | "bowl", level: StyleLevel, name: string): string {
  if (side === "bowl") {
    if (level === "aggressive") return `${name} was going for the wicket`;
    if (level === "normal") return `${name} was bowling a regular line`;
    return `${name} was keeping it tight`;
  }
  if (level === "aggressive") return `${name} was going for the big shot`;
  if (level === "normal") return `${name} was playing it straight`;
  return `${name} was playing it safe`;
}

/** The end-of-over announcement, with the runs the over cost (and `context`, the chase, after it). */
function overEndEvent(innings: InningsNumber, batting: TeamMatchState, context: string): MatchEvent {
  const balls = batting.ballCompleted;
  const log = batting.ballLog;
  // Back from the over's last ball to the end of the over before (the previous over's sixth
  // legal ball): wides and no-balls anywhere in this over count.
  let runsInOver = 0;
  let legal = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    const delivery = deliveryOf(log.charAt(i));
    if (delivery.legal && legal === BALLS_PER_OVER) break;
    runsInOver += delivery.runs;
    if (delivery.legal) legal++;
  }
  return {
    type: "overEnd",
    innings,
    over: balls / BALLS_PER_OVER,
    runsInOver,
    teamRuns: batting.totalRun,
    wickets: batting.wicketTaken,
    text: withContext(
      `End of over ${balls / BALLS_PER_OVER}: ${batting.teamName} ${batting.totalRun}/${batting.wicketTaken}${context === "" ? "" : "."}`,
      context,
    ),
  };
}

/** The first innings is over: announce the target and open the chase. */
function endFirstInnings(
  ctx: EngineContext,
  state: MatchState,
  teams: Teams,
  rng: RngState,
  lastLine: readonly number[],
  events: MatchEvent[],
): StepResult {
  const first = teams[0];
  const target = targetFor(first);
  events.push({
    type: "inningsEnd",
    innings: 1,
    teamId: first.id,
    runs: first.totalRun,
    wickets: first.wicketTaken,
    overs: oversText(first.ballCompleted),
    target,
    text: `${scoreText(first)}. ${targetText(teams[1], target)}`,
  });
  const opened = openInnings(teams, 1);
  const withBowler = nextBowler(ctx, state, opened, 1, rng, events);
  return {
    ok: true,
    state: matchWith(state, { teams: withBowler, rng, lastLine, status: STAGE.secondInnings.status }),
    events,
  };
}

/** The chase is over: announce the innings and the result. */
function endMatch(
  state: MatchState,
  format: FormatRules,
  teams: Teams,
  rng: RngState,
  lastLine: readonly number[],
  events: MatchEvent[],
): StepResult {
  const chasing = teams[1];
  const result = format.resultOf(teams.map((side, n) => inningsSummary(side, n, state.totalBall)));
  events.push(
    {
      type: "inningsEnd",
      innings: 2,
      teamId: chasing.id,
      runs: chasing.totalRun,
      wickets: chasing.wicketTaken,
      overs: oversText(chasing.ballCompleted),
      target: null,
      text: scoreText(chasing),
    },
    { type: "result", result, text: result.text },
  );
  return {
    ok: true,
    state: matchWith(state, { teams, rng, lastLine, status: STAGE.finished.status, result }),
    events,
  };
}

/**
 * The sentence on the match after a ball (match-context.ts) from the ball and both sides as they
 * stand after it; "" when the ball needs none.
 */
function contextOfBall(
  ctx: EngineContext,
  state: MatchState,
  ball: BallFacts,
  after: {
    readonly innings: InningsNumber;
    readonly target: number | null;
    readonly batting: TeamMatchState;
    readonly bowling: TeamMatchState;
    readonly batPlayers: readonly PlayerMatchState[];
    readonly bowlPlayers: readonly PlayerMatchState[];
    readonly strikerIndex: number;
    readonly nonStrikerIndex: number;
    readonly total: number;
    readonly wickets: number;
    readonly balls: number;
    readonly overEnd: boolean;
    readonly inningsOver: boolean;
  },
): string {
  const { batting, bowling, strikerIndex } = after;
  const bowlerIndex = bowling.currentBowlerIndex;
  const battingNames = namesOf(ctx, batting.id);
  const before = batting.playerList[strikerIndex] as PlayerMatchState;
  const striker = after.batPlayers[strikerIndex] as PlayerMatchState;
  const credited = ball.kind !== null && ball.kind !== "runOut";
  const fallOfWickets: number[] = [];
  for (const player of after.batPlayers) {
    if (player.dismissal !== null)
      fallOfWickets[player.dismissal.wicketNumber - 1] = player.dismissal.teamRuns;
  }
  return ballContext({
    innings: after.innings,
    totalBall: state.totalBall,
    target: after.target,
    battingTeam: batting.teamName,
    bowlingTeam: bowling.teamName,
    batter: battingNames[strikerIndex] ?? "",
    partner: battingNames[after.nonStrikerIndex] ?? "",
    bowler: namesOf(ctx, bowling.id)[bowlerIndex] ?? "",
    batterRunsBefore: before.run,
    batterRuns: striker.run,
    batterBalls: striker.ball,
    wicket: ball.kind,
    bowlerWickets: (after.bowlPlayers[bowlerIndex] as PlayerMatchState).b_wkt,
    wicketStreak: credited ? wicketStreak(batting.ballLog + ball.code, batting.overBowlers, bowlerIndex) : 0,
    totalBefore: batting.totalRun,
    total: after.total,
    wickets: after.wickets,
    balls: after.balls,
    fallOfWickets,
    overEnd: after.overEnd,
    inningsOver: after.inningsOver,
  });
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
  const teams = state.teams as Teams;
  const batting = teams[index];
  const bowling = bowlingIn(teams, index);
  const format = formatOf(ctx, state);
  const bowlerIndex = bowling.currentBowlerIndex;
  const strikerIndex = batting.currentStrikerIndex;
  const nonStrikerIndex = batting.currentNonStrikerIndex;
  const striker = batting.playerList[strikerIndex] as PlayerMatchState;
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
    ? deliveryForDraw(randomBelow(rng, 1000), extraRatesAt(batting.overBowlers.length - 1, state.totalBall))
    : "legal";
  const slot =
    delivery === "wide"
      ? 0
      : userBats
        ? drawOutcome(rng, oddsForBall(ctx, state), level, other)
        : drawOutcome(rng, oddsForBall(ctx, state), other, level);
  const batPlayers = batting.playerList.slice();
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
          bowling,
          wickets,
          batting.totalRun,
          balls,
          playRulesOf(state).realDismissals,
        )
      : scoreRuns(batPlayers, strikerIndex, slot));
  const total = batting.totalRun + ball.runs + ball.extraRuns;
  const bowlPlayers = bowling.playerList.slice();
  chargeBowler(bowlPlayers, bowlerIndex, ball);

  // Is the innings over? The format says (for limited overs: the balls ran out, ten wickets
  // fell, nobody is left to come in, or the chase has passed the target).
  const waiting = wicket ? nextWaiting(batPlayers, batting.battingOrder) : -2;
  const overEnd = legalBall && balls % format.ballsPerOver === 0;
  const target = targetOf(format, teams, index, state.totalBall);
  const inningsOver = format.inningsEnd(index, total, balls, wickets, waiting !== -1, target) !== null;

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
    if (!inningsOver) batPlayers[waiting] = walkingIn(batPlayers[waiting] as PlayerMatchState);
  }
  if (overEnd && !inningsOver) {
    const t = nextStriker;
    nextStriker = nextNonStriker;
    nextNonStriker = t;
  }

  const lastLine = state.lastLine.slice();
  const innings = index + 1;
  const overBefore = batting.overBowlers.length - 1;
  // Match-aware commentary (never in Classic, where the computer plays no style): the match's
  // sentences always, the tagged lines when the catalog has them.
  const matchAware = computer !== null && playRulesOf(state).matchAwareCommentary;
  const voice: BallVoice | null =
    matchAware && ctx.taggedCommentary !== null
      ? {
          batting: userBats ? level : other,
          bowling: userBats ? other : level,
          bowler: bowlerType(squadOf(ctx, bowling.id)[bowlerIndex] ?? { paceAbility: 0, spinAbility: 0 }),
        }
      : null;
  const context = matchAware
    ? contextOfBall(ctx, state, ball, {
        innings,
        target,
        batting,
        bowling,
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
    voice,
    context,
    innings,
    overBefore,
    batting.ballCompleted + 1 - overBefore * BALLS_PER_OVER,
    batting,
    bowling,
    striker,
    strikerIndex,
    nonStrikerIndex,
    wickets,
    total,
    bowlPlayers,
  );

  const newBatting: TeamMatchState = {
    id: batting.id,
    teamName: batting.teamName,
    ballCompleted: balls,
    wicketTaken: wickets,
    totalRun: total,
    currentStrikerIndex: nextStriker,
    currentNonStrikerIndex: nextNonStriker,
    currentBowlerIndex: batting.currentBowlerIndex,
    playerList: batPlayers,
    battingOrder: batting.battingOrder,
    ballLog: batting.ballLog + ball.code,
    overBowlers: batting.overBowlers,
  };
  const newBowling = teamWith(bowling, {
    currentBowlerIndex: overEnd || inningsOver ? -1 : bowlerIndex,
    playerList: bowlPlayers,
  });
  let newTeams: Teams = index === 0 ? [newBatting, newBowling] : [newBowling, newBatting];

  // Match-aware commentary never repeats a line within an over: a new over (or innings) starts afresh.
  if (voice !== null && (overEnd || inningsOver)) clearSaid(lastLine);
  if (overEnd) {
    const chase = matchAware
      ? overEndContext(innings, target, batting.teamName, total, balls, state.totalBall, inningsOver)
      : "";
    events.push(overEndEvent(innings, newBatting, chase));
  }
  if (!inningsOver) {
    if (overEnd) newTeams = nextBowler(ctx, state, newTeams, index, rng, events);
    return { ok: true, state: matchWith(state, { teams: newTeams, rng, lastLine }), events };
  }
  const played = newTeams.slice(0, index + 1).map((side, n) => inningsSummary(side, n, state.totalBall));
  return format.afterInnings(index, played) === "nextInnings" && index === 0
    ? endFirstInnings(ctx, state, newTeams, rng, lastLine, events)
    : endMatch(state, format, newTeams, rng, lastLine, events);
}
