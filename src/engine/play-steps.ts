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
import { BALL_CODE, drawDismissal, drawRealDismissal, OUTCOME_RUNS, WICKET_SLOT } from "./ball-outcome.ts";
import { bowlerType } from "./bowlers.ts";
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
import { levelRules } from "./level-rules.ts";
import type { Dismissal, MatchState, PlayerMatchState, TeamMatchState } from "./match-state.ts";
import { drawOutcome, oddsForBall } from "./odds/ball-odds.ts";
import { decideResult, scoreText, targetFor, targetText } from "./result.ts";
import type { RngState } from "./rng.ts";
import { randomBelow } from "./rng.ts";
import { rulesFor } from "./rules-version.ts";
import { STAGE } from "./stages.ts";
import { batterWith, bowlerWith, matchWith, teamWith, walkingIn } from "./state-build.ts";
import type { StepResult } from "./step-result.ts";

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
  const bowling = teams[index === 0 ? 1 : 0];
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
  readonly runs: RunOutcome;
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
  return { runs, kind: null, dismissal: null, code: RUN_CODES[slot] as string, commentaryKey: slot };
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
  return { runs: 0, kind, dismissal, code: BALL_CODE[kind], commentaryKey: DISMISSAL_KEY_INDEX[kind] };
}

/** The bowler's figures after the ball. A run-out counts the ball against him, not the wicket. */
function chargeBowler(bowlPlayers: PlayerMatchState[], bowlerIndex: number, ball: BallFacts): void {
  const bowler = bowlPlayers[bowlerIndex] as PlayerMatchState;
  const credited = ball.kind !== null && ball.kind !== "runOut";
  bowlPlayers[bowlerIndex] = bowlerWith(
    bowler,
    bowler.b_run + ball.runs,
    bowler.b_ball + 1,
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

/** The ball's commentary line and, after a wicket, the scorecard line of the batter out. */
function announceBall(
  ctx: EngineContext,
  rng: RngState,
  lastLine: number[],
  ball: BallFacts,
  computer: { readonly level: StyleLevel; readonly side: "bat" | "bowl" } | null,
  facts: {
    readonly innings: 1 | 2;
    readonly over: number;
    readonly ballInOver: number;
    readonly batting: TeamMatchState;
    readonly bowling: TeamMatchState;
    readonly striker: PlayerMatchState;
    readonly strikerIndex: number;
    readonly nonStrikerIndex: number;
    readonly wickets: number;
    readonly total: number;
    readonly bowlPlayers: readonly PlayerMatchState[];
  },
  events: MatchEvent[],
): void {
  const { batting, bowling, striker, strikerIndex } = facts;
  const bowlerIndex = bowling.currentBowlerIndex;
  const lines = ctx.commentary[ball.commentaryKey] as readonly CompiledLine[];
  const lineIndex = pickLineIndex(rng, lines.length, lastLine[ball.commentaryKey] as number);
  lastLine[ball.commentaryKey] = lineIndex;
  const battingNames = namesOf(ctx, batting.id);
  const bowlingNames = namesOf(ctx, bowling.id);
  const bowlerId = (bowling.playerList[bowlerIndex] as PlayerMatchState).id;
  const line = fillLine(
    lines[lineIndex] as CompiledLine,
    battingNames[strikerIndex] ?? "",
    bowlingNames[bowlerIndex] ?? "",
    battingNames[facts.nonStrikerIndex] ?? "",
  );
  // Said only after the ball, never before: the user must read it from the match, not be told.
  const intent =
    computer === null
      ? null
      : intentText(
          computer.side,
          computer.level,
          computer.side === "bat" ? (battingNames[strikerIndex] ?? "") : (bowlingNames[bowlerIndex] ?? ""),
        );
  events.push({
    type: "ball",
    innings: facts.innings,
    over: facts.over,
    ball: facts.ballInOver,
    runs: ball.runs,
    wicket: ball.kind,
    batterId: striker.id,
    bowlerId,
    display: ball.kind === null ? ball.code : "WKT",
    computerStyle: computer?.level ?? null,
    intent,
    text: intent === null ? line : `${line} ${intent}.`,
  });
  if (ball.dismissal === null || ball.kind === null) return;
  const shortNames = shortNamesOf(ctx, bowling.id);
  const fielderIndex = ball.dismissal.fielderIndex;
  const how = dismissalText(
    ball.kind,
    shortNames[bowlerIndex] ?? "",
    fielderIndex >= 0 ? (shortNames[fielderIndex] ?? null) : null,
  );
  events.push({
    type: "wicket",
    innings: facts.innings,
    batterId: striker.id,
    kind: ball.kind,
    bowlerId,
    fielderId: fielderIndex >= 0 ? (facts.bowlPlayers[fielderIndex]?.id ?? null) : null,
    wickets: facts.wickets,
    teamRuns: facts.total,
    text: `${battingNames[strikerIndex] ?? ""} ${how} ${striker.run} (${striker.ball + 1})`,
  });
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

/** The end-of-over announcement, with the runs the over cost. */
function overEndEvent(innings: 1 | 2, batting: TeamMatchState): MatchEvent {
  const balls = batting.ballCompleted;
  const log = batting.ballLog;
  let runsInOver = 0;
  for (let i = balls - BALLS_PER_OVER; i < balls; i++) {
    const c = log.charCodeAt(i) - 48;
    if (c >= 0 && c <= 9) runsInOver += c;
  }
  return {
    type: "overEnd",
    innings,
    over: balls / BALLS_PER_OVER,
    runsInOver,
    teamRuns: batting.totalRun,
    wickets: batting.wicketTaken,
    text: `End of over ${balls / BALLS_PER_OVER}: ${batting.teamName} ${batting.totalRun}/${batting.wicketTaken}`,
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
  teams: Teams,
  rng: RngState,
  lastLine: readonly number[],
  events: MatchEvent[],
): StepResult {
  const chasing = teams[1];
  const result = decideResult(teams[0], chasing);
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
 * One ball of the current innings with the user's style `level`. The computer picks its style
 * too (except in Classic) and the outcome is drawn from the ball's odds for the pair; in Classic
 * those odds are the spec's row of the user's style whatever the other index says.
 */
export function playBall(ctx: EngineContext, state: MatchState, level: StyleLevel): StepResult {
  const index = inningsIndex(state);
  const teams = state.teams as Teams;
  const batting = teams[index];
  const bowling = teams[index === 0 ? 1 : 0];
  const bowlerIndex = bowling.currentBowlerIndex;
  const strikerIndex = batting.currentStrikerIndex;
  const nonStrikerIndex = batting.currentNonStrikerIndex;
  const striker = batting.playerList[strikerIndex] as PlayerMatchState;
  const balls = batting.ballCompleted + 1;
  const rng = state.rng.slice() as RngState;

  // The computer chooses first, from the state and the generator alone (in Classic it does not
  // choose, and the other side's index is the user's own); then the outcome is drawn.
  const computer = drawComputerLevel(ctx, state, index, rng);
  const userBats = userBatsIn(state, index);
  const other = computer ?? level;
  const odds = oddsForBall(ctx, state);
  const slot = userBats ? drawOutcome(rng, odds, level, other) : drawOutcome(rng, odds, other, level);
  const batPlayers = batting.playerList.slice();
  const wicket = slot === WICKET_SLOT;
  const wickets = wicket ? batting.wicketTaken + 1 : batting.wicketTaken;
  const ball = wicket
    ? takeWicket(
        ctx,
        rng,
        batPlayers,
        strikerIndex,
        bowling,
        wickets,
        batting.totalRun,
        balls,
        levelRules(state.level).odds !== "classic" && rulesFor(state.rulesVersion).realDismissals,
      )
    : scoreRuns(batPlayers, strikerIndex, slot);
  const total = batting.totalRun + ball.runs;
  const bowlPlayers = bowling.playerList.slice();
  chargeBowler(bowlPlayers, bowlerIndex, ball);

  // Is the innings over? The balls ran out, ten wickets fell, nobody is left to come in, or
  // the chase has passed the first innings.
  const waiting = wicket ? nextWaiting(batPlayers, batting.battingOrder) : -2;
  const overEnd = balls % BALLS_PER_OVER === 0;
  const inningsOver =
    balls >= state.totalBall || wickets >= 10 || waiting === -1 || (index === 1 && total > teams[0].totalRun);

  // Runs of 1 or 3 cross the batters; a wicket brings the next batter to the striker's end,
  // but only if the innings goes on; at the over's end the batters change ends.
  let nextStriker = strikerIndex;
  let nextNonStriker = nonStrikerIndex;
  if (ball.runs === 1 || ball.runs === 3) {
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
  const events: MatchEvent[] = [];
  const innings = index === 0 ? 1 : 2;
  const overBefore = batting.overBowlers.length - 1;
  announceBall(
    ctx,
    rng,
    lastLine,
    ball,
    computer === null ? null : { level: computer, side: userBats ? "bowl" : "bat" },
    {
      innings,
      over: overBefore,
      ballInOver: balls - overBefore * BALLS_PER_OVER,
      batting,
      bowling,
      striker,
      strikerIndex,
      nonStrikerIndex,
      wickets,
      total,
      bowlPlayers,
    },
    events,
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

  if (overEnd) events.push(overEndEvent(innings, newBatting));
  if (!inningsOver) {
    if (overEnd) newTeams = nextBowler(ctx, state, newTeams, index, rng, events);
    return { ok: true, state: matchWith(state, { teams: newTeams, rng, lastLine }), events };
  }
  return index === 0
    ? endFirstInnings(ctx, state, newTeams, rng, lastLine, events)
    : endMatch(state, newTeams, rng, lastLine, events);
}
