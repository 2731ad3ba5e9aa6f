/**
 * Builders for the objects a step replaces on every ball. They write every field out in one
 * fixed order instead of spreading, so all states and teams share one object layout and the
 * hot path stays fast in JavaScript engines (spreads of objects built in different places give
 * different layouts and slow every later property read).
 */
import type {
  MatchResult,
  MatchState,
  MatchStatus,
  PlayerMatchState,
  TeamMatchState,
} from "./match-state.ts";
import type { RngState } from "./rng.ts";

/** `state` with its teams, generator, commentary memory, status and result replaced. */
export function matchWith(
  state: MatchState,
  teams: MatchState["teams"],
  rng: Readonly<RngState>,
  lastLine: readonly number[],
  status: MatchStatus,
  result: MatchResult | null,
): MatchState {
  return {
    version: state.version,
    seed: state.seed,
    rng,
    status,
    format: state.format,
    totalBall: state.totalBall,
    teamId: state.teamId,
    opponentId: state.opponentId,
    locationId: state.locationId,
    stadiumId: state.stadiumId,
    toss: state.toss,
    playerAction: state.playerAction,
    teams,
    lastLine,
    result,
  };
}

/** A team with its bowler, strike pair, players or over list replaced. */
export function teamWith(
  team: TeamMatchState,
  currentBowlerIndex: number,
  currentStrikerIndex: number,
  currentNonStrikerIndex: number,
  playerList: readonly PlayerMatchState[],
  overBowlers: readonly number[],
): TeamMatchState {
  return {
    id: team.id,
    teamName: team.teamName,
    ballCompleted: team.ballCompleted,
    wicketTaken: team.wicketTaken,
    totalRun: team.totalRun,
    currentStrikerIndex,
    currentNonStrikerIndex,
    currentBowlerIndex,
    playerList,
    ballLog: team.ballLog,
    overBowlers,
  };
}

/** A player sent in to bat. */
export function walkingIn(player: PlayerMatchState): PlayerMatchState {
  return {
    id: player.id,
    run: player.run,
    ball: player.ball,
    isBatting: 1,
    b_run: player.b_run,
    b_ball: player.b_ball,
    b_wkt: player.b_wkt,
    dismissal: player.dismissal,
  };
}
