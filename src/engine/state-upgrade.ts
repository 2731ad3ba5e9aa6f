/**
 * The match state's first shape (version 1: a pair of teams, each carrying its own innings and
 * one batting and one bowling record per player for the whole match) and the one converter
 * between it and today's (version 2: the sides, and the innings as a list; ADR 0031). A state of
 * the first shape is read with {@link upgradeMatchState}; {@link firstShapeOf} writes a state
 * back in the first shape, field for field in its order, so a digest of states taken before
 * the change can be compared with one taken after.
 */
import type { Dismissal, InningsState, MatchState, SideState } from "./match-state.ts";
import { stateWith } from "./state-build.ts";

/** A player's record in the first shape: their batting and their bowling for the whole match. */
export interface PlayerStateV1 {
  readonly id: number;
  readonly run: number;
  readonly ball: number;
  readonly isBatting: 1 | 0 | -1;
  readonly b_run: number;
  readonly b_ball: number;
  readonly b_wkt: number;
  readonly dismissal: Dismissal | null;
}

/** A side in the first shape: its innings' figures, and the bowler while it bowls. */
export interface TeamStateV1 {
  readonly id: number;
  readonly teamName: string;
  readonly ballCompleted: number;
  readonly wicketTaken: number;
  readonly totalRun: number;
  readonly currentStrikerIndex: number;
  readonly currentNonStrikerIndex: number;
  readonly currentBowlerIndex: number;
  readonly playerList: readonly PlayerStateV1[];
  readonly battingOrder: readonly number[];
  readonly ballLog: string;
  readonly overBowlers: readonly number[];
}

/** A match in the first shape: `teams[0]` batted first. */
export type MatchStateV1 = Omit<MatchState, "version" | "knockout" | "sides" | "userSide" | "innings"> & {
  readonly version: 1;
  readonly teams: readonly [TeamStateV1, TeamStateV1] | null;
};

/** The innings a first-shape state at `status` has opened: 9 first innings, 10 second, 11 finished. */
function openedInnings(status: MatchState["status"]): number {
  return status === 9 ? 1 : status === 10 || status === 11 ? 2 : 0;
}

function sideOf(team: TeamStateV1): SideState {
  return {
    id: team.id,
    teamName: team.teamName,
    playerIds: team.playerList.map((p) => p.id),
    battingOrder: team.battingOrder,
  };
}

function inningsOf(batting: TeamStateV1, bowling: TeamStateV1, battingSide: number): InningsState {
  return {
    battingSide,
    totalRun: batting.totalRun,
    ballCompleted: batting.ballCompleted,
    wicketTaken: batting.wicketTaken,
    currentStrikerIndex: batting.currentStrikerIndex,
    currentNonStrikerIndex: batting.currentNonStrikerIndex,
    currentBowlerIndex: bowling.currentBowlerIndex,
    ballLog: batting.ballLog,
    overBowlers: batting.overBowlers,
    batting: batting.playerList.map((p) => ({
      run: p.run,
      ball: p.ball,
      isBatting: p.isBatting,
      dismissal: p.dismissal,
    })),
    bowling: bowling.playerList.map((p) => ({ b_run: p.b_run, b_ball: p.b_ball, b_wkt: p.b_wkt })),
    superOver: null,
  };
}

/** A state of either shape in today's: a first-shape state converted, today's as it is. */
export function upgradeMatchState(state: MatchState | MatchStateV1): MatchState {
  if (state.version === 2) return state;
  const { teams, ...shared } = state;
  const innings: InningsState[] = [];
  if (teams !== null) {
    const [first, second] = teams;
    const opened = openedInnings(state.status);
    if (opened >= 1) innings.push(inningsOf(first, second, 0));
    if (opened >= 2) innings.push(inningsOf(second, first, 1));
  }
  // stateWith writes the fields in today's order, whatever order the stored state held them in.
  return stateWith(
    {
      ...shared,
      version: 2,
      knockout: false,
      sides: teams === null ? null : [sideOf(teams[0]), sideOf(teams[1])],
      userSide: teams === null ? null : state.playerAction === 0 ? 0 : 1,
      innings,
    },
    {},
  );
}

/** Side `s` of a state as the first shape held it: its batting from its innings, its bowling from the other's. */
function teamOf(state: MatchState, side: SideState, s: number): TeamStateV1 {
  const bat = state.innings.find((i) => i.battingSide === s);
  const bowl = state.innings.find((i) => i.battingSide !== s);
  return {
    id: side.id,
    teamName: side.teamName,
    ballCompleted: bat?.ballCompleted ?? 0,
    wicketTaken: bat?.wicketTaken ?? 0,
    totalRun: bat?.totalRun ?? 0,
    currentStrikerIndex: bat?.currentStrikerIndex ?? -1,
    currentNonStrikerIndex: bat?.currentNonStrikerIndex ?? -1,
    currentBowlerIndex: bowl?.currentBowlerIndex ?? -1,
    playerList: side.playerIds.map((id, i) => {
      const b = bat?.batting[i];
      const w = bowl?.bowling[i];
      return {
        id,
        run: b?.run ?? 0,
        ball: b?.ball ?? 0,
        isBatting: b?.isBatting ?? 0,
        b_run: w?.b_run ?? 0,
        b_ball: w?.b_ball ?? 0,
        b_wkt: w?.b_wkt ?? 0,
        dismissal: b?.dismissal ?? null,
      };
    }),
    battingOrder: side.battingOrder,
    ballLog: bat?.ballLog ?? "",
    overBowlers: bat?.overBowlers ?? [],
  };
}

/**
 * A state of today's shape written in the first shape, field for field in that shape's order
 * (of a match whose sides bat once each, the only matches the first shape could hold).
 */
export function firstShapeOf(state: MatchState): MatchStateV1 {
  // The fields both shapes share, in today's order (which is the first shape's, up to the teams).
  const {
    version: _version,
    knockout: _knockout,
    sides,
    userSide: _userSide,
    innings: _innings,
    lastLine,
    intentSaid,
    result,
    ...shared
  } = stateWith(state, {});
  return {
    version: 1,
    ...shared,
    teams: sides === null ? null : [teamOf(state, sides[0], 0), teamOf(state, sides[1], 1)],
    lastLine,
    intentSaid,
    result,
  };
}
