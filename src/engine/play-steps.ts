/**
 * The steps of an innings: the user's bowler for an over, and one ball. playBall runs a million
 * times a second in the benchmark, so it touches only what a ball changes: the striker (and the
 * next batter after a wicket), the bowler, the two team records and the log string; everything
 * else is shared with the previous state.
 */
import { STYLE_INFO, type PlayStyle, type StyleInfo } from "./actions.ts";
import { BALL_CODE, drawDismissal, drawOutcome, OUTCOME_RUNS, WICKET_SLOT } from "./ball-outcome.ts";
import type { DismissalKind, RunOutcome } from "./catalog.ts";
import { COMMENTARY_KEY_INDEX, fillLine, pickLineIndex, type CompiledLine } from "./commentary.ts";
import { namesOf, shortNamesOf, type EngineContext } from "./engine-context.ts";
import type { MatchEvent } from "./events.ts";
import { BALLS_PER_OVER, dismissalText, oversText } from "./figures.ts";
import {
  assignBowler,
  bowlerChangeEvent,
  eligibleFor,
  inningsIndex,
  nextBowler,
  openInnings,
  userBatsIn,
} from "./innings.ts";
import type { Dismissal, MatchState, PlayerMatchState, TeamMatchState } from "./match-state.ts";
import { decideResult, scoreText, targetFor, targetText } from "./result.ts";
import { randomBelow, type RngState } from "./rng.ts";
import { matchWith, walkingIn } from "./state-build.ts";
import { refuse, type StepResult } from "./step-result.ts";

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

// A switch with fixed property reads rather than a lookup keyed by the incoming string: this
// runs on every ball, and the style arrives from outside so it must be checked anyway.
function styleInfo(style: string): StyleInfo | null {
  switch (style) {
    case "hitAggressively":
      return STYLE_INFO.hitAggressively;
    case "hitNormally":
      return STYLE_INFO.hitNormally;
    case "nextDefensively":
      return STYLE_INFO.nextDefensively;
    case "takeWicket":
      return STYLE_INFO.takeWicket;
    case "regularBall":
      return STYLE_INFO.regularBall;
    case "saveRun":
      return STYLE_INFO.saveRun;
    default:
      return null;
  }
}

/** The user names the bowler of the next over (only while the user bowls and one is due). */
export function chooseBowler(ctx: EngineContext, state: MatchState, playerId: number): StepResult {
  const index = inningsIndex(state);
  const teams = state.teams;
  if (!teams) return refuse("wrongStage", "The match has not started.");
  const bowling = teams[index === 0 ? 1 : 0];
  if (userBatsIn(state, index)) {
    return refuse("wrongStage", "You are batting; the computer picks its own bowlers.");
  }
  if (bowling.currentBowlerIndex >= 0) {
    return refuse("wrongStage", "This over already has its bowler; play the ball.");
  }
  let playerIndex = -1;
  for (let i = 0; i < bowling.playerList.length; i++) {
    if (bowling.playerList[i]?.id === playerId) {
      playerIndex = i;
      break;
    }
  }
  if (playerIndex < 0) return refuse("unknownPlayer", `There is no player ${playerId} in your side.`);
  if (!eligibleFor(ctx, state, index).includes(playerIndex)) {
    const name = namesOf(ctx, bowling.id)[playerIndex] ?? `Player ${playerId}`;
    return refuse(
      "ineligibleBowler",
      `${name} cannot bowl this over: wicketkeepers, the last over's bowler and bowlers who have used their quota may not.`,
    );
  }
  const assigned = assignBowler(teams, index, playerIndex);
  return {
    ok: true,
    state: matchWith(state, assigned, state.rng, state.lastLine, state.status, state.result),
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

/** One ball of the current innings with the user's chosen style. */
export function playBall(ctx: EngineContext, state: MatchState, style: PlayStyle): StepResult {
  const info = styleInfo(style);
  if (info === null) return refuse("unknownStyle", `There is no playing style "${String(style)}".`);
  const index = inningsIndex(state);
  const userBats = userBatsIn(state, index);
  if (info.side !== (userBats ? "bat" : "bowl")) {
    return refuse(
      "wrongStyle",
      userBats ? "You are batting: choose a batting style." : "You are bowling: choose a bowling style.",
    );
  }
  const teams = state.teams as readonly [TeamMatchState, TeamMatchState];
  const batting = teams[index];
  const bowling = teams[index === 0 ? 1 : 0];
  const bowlerIndex = bowling.currentBowlerIndex;
  if (bowlerIndex < 0) return refuse("bowlerRequired", "Choose a bowler for this over first.");

  const rng = state.rng.slice() as RngState;
  const slot = drawOutcome(rng, info.level);
  const strikerIndex = batting.currentStrikerIndex;
  const nonStrikerIndex = batting.currentNonStrikerIndex;
  const batPlayers = batting.playerList.slice();
  const striker = batPlayers[strikerIndex] as PlayerMatchState;
  const bowlPlayers = bowling.playerList.slice();
  const bowler = bowlPlayers[bowlerIndex] as PlayerMatchState;
  const balls = batting.ballCompleted + 1;
  const overBefore = batting.overBowlers.length - 1;

  let runs: RunOutcome = 0;
  let total = batting.totalRun;
  let wickets = batting.wicketTaken;
  let kind: DismissalKind | null = null;
  let nextStriker = strikerIndex;
  let nextNonStriker = nonStrikerIndex;
  let code: string;
  let commentaryKey: number;
  let dismissal: Dismissal | null = null;

  if (slot !== WICKET_SLOT) {
    runs = OUTCOME_RUNS[slot] as RunOutcome;
    total += runs;
    code = RUN_CODES[slot] as string;
    commentaryKey = slot;
    batPlayers[strikerIndex] = {
      id: striker.id,
      run: striker.run + runs,
      ball: striker.ball + 1,
      isBatting: 1,
      b_run: striker.b_run,
      b_ball: striker.b_ball,
      b_wkt: striker.b_wkt,
      dismissal: null,
    };
    if (runs === 1 || runs === 3) {
      nextStriker = nonStrikerIndex;
      nextNonStriker = strikerIndex;
    }
  } else {
    // The striker is the one out, run-outs included, and a run-out completes no runs: the
    // spec's outcome table has no "runs plus wicket" slot, so the ball scores nothing.
    kind = drawDismissal(rng);
    wickets += 1;
    code = BALL_CODE[kind];
    commentaryKey = DISMISSAL_KEY_INDEX[kind];
    const keeperIndex = ctx.keeperIndex.get(bowling.id) ?? -1;
    dismissal = {
      kind,
      bowlerIndex,
      fielderIndex: fielderFor(rng, kind, bowlerIndex, bowlPlayers.length, keeperIndex),
      wicketNumber: wickets,
      teamRuns: total,
      teamBalls: balls,
    };
    batPlayers[strikerIndex] = {
      id: striker.id,
      run: striker.run,
      ball: striker.ball + 1,
      isBatting: -1,
      b_run: striker.b_run,
      b_ball: striker.b_ball,
      b_wkt: striker.b_wkt,
      dismissal,
    };
    nextStriker = -1;
    for (let i = 0; i < batPlayers.length; i++) {
      const p = batPlayers[i] as PlayerMatchState;
      if (p.isBatting === 0) {
        batPlayers[i] = walkingIn(p);
        nextStriker = i;
        break;
      }
    }
  }

  bowlPlayers[bowlerIndex] = {
    id: bowler.id,
    run: bowler.run,
    ball: bowler.ball,
    isBatting: bowler.isBatting,
    b_run: bowler.b_run + runs,
    b_ball: bowler.b_ball + 1,
    // A run-out is the fielders' work: the ball counts against the bowler, the wicket does not.
    b_wkt: kind !== null && kind !== "runOut" ? bowler.b_wkt + 1 : bowler.b_wkt,
    dismissal: bowler.dismissal,
  };

  const overEnd = balls % BALLS_PER_OVER === 0;
  const first = teams[0];
  const inningsOver =
    balls >= state.totalBall || wickets >= 10 || nextStriker < 0 || (index === 1 && total > first.totalRun);
  if (overEnd && !inningsOver) {
    const t = nextStriker;
    nextStriker = nextNonStriker;
    nextNonStriker = t;
  }

  const lines = ctx.commentary[commentaryKey] as readonly CompiledLine[];
  const lastLine = state.lastLine.slice();
  const lineIndex = pickLineIndex(rng, lines.length, lastLine[commentaryKey] as number);
  lastLine[commentaryKey] = lineIndex;
  const battingNames = namesOf(ctx, batting.id);
  const bowlingNames = namesOf(ctx, bowling.id);
  const text = fillLine(
    lines[lineIndex] as CompiledLine,
    battingNames[strikerIndex] ?? "",
    bowlingNames[bowlerIndex] ?? "",
    battingNames[nonStrikerIndex] ?? "",
  );

  const inningsNumber = index === 0 ? 1 : 2;
  const events: MatchEvent[] = [
    {
      type: "ball",
      innings: inningsNumber,
      over: overBefore,
      ball: balls - overBefore * BALLS_PER_OVER,
      runs,
      wicket: kind,
      batterId: striker.id,
      bowlerId: bowler.id,
      display: kind === null ? code : "WKT",
      text,
    },
  ];
  if (dismissal !== null && kind !== null) {
    const shortNames = shortNamesOf(ctx, bowling.id);
    const fielderIndex = dismissal.fielderIndex;
    const how = dismissalText(
      kind,
      shortNames[bowlerIndex] ?? "",
      fielderIndex >= 0 ? (shortNames[fielderIndex] ?? null) : null,
    );
    events.push({
      type: "wicket",
      innings: inningsNumber,
      batterId: striker.id,
      kind,
      bowlerId: bowler.id,
      fielderId: fielderIndex >= 0 ? (bowlPlayers[fielderIndex]?.id ?? null) : null,
      wickets,
      teamRuns: total,
      text: `${battingNames[strikerIndex] ?? ""} ${how} ${striker.run} (${striker.ball + 1})`,
    });
  }

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
    ballLog: batting.ballLog + code,
    overBowlers: batting.overBowlers,
  };
  const newBowling: TeamMatchState = {
    id: bowling.id,
    teamName: bowling.teamName,
    ballCompleted: bowling.ballCompleted,
    wicketTaken: bowling.wicketTaken,
    totalRun: bowling.totalRun,
    currentStrikerIndex: bowling.currentStrikerIndex,
    currentNonStrikerIndex: bowling.currentNonStrikerIndex,
    currentBowlerIndex: overEnd || inningsOver ? -1 : bowlerIndex,
    playerList: bowlPlayers,
    ballLog: bowling.ballLog,
    overBowlers: bowling.overBowlers,
  };
  let newTeams: readonly [TeamMatchState, TeamMatchState] =
    index === 0 ? [newBatting, newBowling] : [newBowling, newBatting];

  if (overEnd) {
    const overStart = (balls / BALLS_PER_OVER - 1) * BALLS_PER_OVER;
    let runsInOver = 0;
    const log = newBatting.ballLog;
    for (let i = overStart; i < balls; i++) {
      const c = log.charCodeAt(i) - 48;
      if (c >= 0 && c <= 9) runsInOver += c;
    }
    events.push({
      type: "overEnd",
      innings: inningsNumber,
      over: balls / BALLS_PER_OVER,
      runsInOver,
      teamRuns: total,
      wickets,
      text: `End of over ${balls / BALLS_PER_OVER}: ${batting.teamName} ${total}/${wickets}`,
    });
  }

  if (!inningsOver) {
    if (overEnd) newTeams = nextBowler(ctx, state, newTeams, index, rng, events);
    return { ok: true, state: matchWith(state, newTeams, rng, lastLine, state.status, null), events };
  }

  if (index === 0) {
    const target = targetFor(newBatting);
    const chasing = newTeams[1];
    events.push({
      type: "inningsEnd",
      innings: 1,
      teamId: newBatting.id,
      runs: total,
      wickets,
      overs: oversText(balls),
      target,
      text: `${scoreText(newBatting)}. ${targetText(chasing, target)}`,
    });
    const opened = openInnings(newTeams, 1);
    const withBowler = nextBowler(ctx, state, opened, 1, rng, events);
    return { ok: true, state: matchWith(state, withBowler, rng, lastLine, 10, null), events };
  }

  const result = decideResult(newTeams[0], newBatting);
  events.push(
    {
      type: "inningsEnd",
      innings: 2,
      teamId: newBatting.id,
      runs: total,
      wickets,
      overs: oversText(balls),
      target: null,
      text: scoreText(newBatting),
    },
    { type: "result", result, text: result.text },
  );
  return { ok: true, state: matchWith(state, newTeams, rng, lastLine, 11, result), events };
}
