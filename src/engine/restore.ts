/**
 * Checking a match that comes back from storage (a reloaded page, a saved game) before the
 * engine plays on with it. Anything the engine itself could not have produced closely enough
 * to play on safely is rejected, so a damaged save starts a new match instead of crashing one.
 */
import { COMMENTARY_KEYS } from "./commentary.ts";
import type { EngineContext } from "./engine-context.ts";
import type { MatchState, TeamMatchState } from "./match-state.ts";

type Json = Record<string, unknown>;

const STATUSES = new Set([1, 2, 3, 4, 5, 7, 8, 9, 10, 11]);
const BALL_CODES = /^[012346crlbskh]*$/;
const KINDS = new Set(["caught", "runOut", "lbw", "bowled", "stumped", "caughtAndBowled", "hitWicket"]);

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isInt(value: unknown, min: number, max: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

function isIntArray(value: unknown, min: number, max: number): value is number[] {
  return Array.isArray(value) && value.every((v) => isInt(v, min, max));
}

function validTeam(
  ctx: EngineContext,
  value: unknown,
  totalBall: number,
  otherSize: number,
): value is TeamMatchState {
  if (!isObject(value) || !isInt(value.id, -Infinity, Infinity)) return false;
  const squad = ctx.squads.get(value.id);
  if (!squad) return false;
  const size = squad.length;
  const players = value.playerList;
  if (!Array.isArray(players) || players.length !== size) return false;
  const playersOk = players.every((p, i) => {
    if (!isObject(p) || p.id !== squad[i]?.id) return false;
    if (![p.run, p.ball, p.b_run, p.b_ball, p.b_wkt].every((n) => isInt(n, 0, 100000))) return false;
    if (p.isBatting !== 1 && p.isBatting !== 0 && p.isBatting !== -1) return false;
    const d = p.dismissal;
    if (d === null) return p.isBatting !== -1;
    return (
      p.isBatting === -1 &&
      isObject(d) &&
      typeof d.kind === "string" &&
      KINDS.has(d.kind) &&
      isInt(d.bowlerIndex, 0, otherSize - 1) &&
      isInt(d.fielderIndex, -1, otherSize - 1) &&
      [d.wicketNumber, d.teamRuns, d.teamBalls].every((n) => isInt(n, 0, 100000))
    );
  });
  return (
    playersOk &&
    typeof value.teamName === "string" &&
    isInt(value.ballCompleted, 0, totalBall) &&
    isInt(value.wicketTaken, 0, size) &&
    isInt(value.totalRun, 0, 100000) &&
    isInt(value.currentStrikerIndex, -1, size - 1) &&
    isInt(value.currentNonStrikerIndex, -1, size - 1) &&
    isInt(value.currentBowlerIndex, -1, size - 1) &&
    typeof value.ballLog === "string" &&
    value.ballLog.length === value.ballCompleted &&
    BALL_CODES.test(value.ballLog) &&
    isIntArray(value.overBowlers, 0, otherSize - 1)
  );
}

/** The same match if `value` is a state this engine can safely play on, otherwise null. */
export function restoreMatch(ctx: EngineContext, value: unknown): MatchState | null {
  if (!isObject(value) || value.version !== 1) return null;
  const v = value;
  const status = v.status;
  if (!isInt(status, 1, 11) || !STATUSES.has(status)) return null;
  if (!isInt(v.seed, 0, 0xffffffff)) return null;
  if (!Array.isArray(v.rng) || v.rng.length !== 4 || !isIntArray(v.rng, -0x80000000, 0x7fffffff)) return null;
  if (!Array.isArray(v.lastLine) || v.lastLine.length !== COMMENTARY_KEYS.length) return null;
  const linesOk = v.lastLine.every((n, i) => isInt(n, -1, (ctx.commentary[i]?.length ?? 0) - 1));
  if (!linesOk) return null;

  const format = v.format === null ? null : ctx.formats.get(v.format as never);
  if (format === undefined) return null;
  if (v.totalBall !== (format === null ? 120 : format.overs * 6)) return null;
  const countryOrNull = (id: unknown, needsSquad: boolean): boolean =>
    id === null ||
    (isInt(id, -Infinity, Infinity) && ctx.countries.has(id) && (!needsSquad || ctx.squads.has(id)));
  if (
    !countryOrNull(v.teamId, true) ||
    !countryOrNull(v.opponentId, true) ||
    !countryOrNull(v.locationId, false)
  ) {
    return null;
  }
  if (v.teamId !== null && v.teamId === v.opponentId) return null;
  const stadium = v.stadiumId === null ? null : ctx.stadiums.get(v.stadiumId as string);
  if (stadium === undefined || (stadium !== null && stadium.countryId !== v.locationId)) return null;
  // Each stage's choice is set exactly when the match has passed that stage.
  const chosen = [format, v.teamId, v.opponentId, v.locationId, stadium];
  const passed = [status >= 2, status >= 3, status >= 4, status >= 5, status >= 7];
  if (chosen.some((c, i) => (c !== null) !== passed[i])) return null;

  const toss = v.toss;
  if (status >= 8) {
    if (
      !isObject(toss) ||
      (toss.call !== 0 && toss.call !== 1) ||
      (toss.face !== 0 && toss.face !== 1) ||
      (toss.winner === "user") !== (toss.call === toss.face) ||
      (toss.winner !== "user" && toss.winner !== "computer") ||
      (toss.choice !== null && toss.choice !== "bat" && toss.choice !== "bowl") ||
      (toss.winner === "computer" && toss.choice === null)
    ) {
      return null;
    }
  } else if (toss !== null) {
    return null;
  }
  const choiceMade = isObject(toss) && toss.choice !== null;
  if (choiceMade ? v.playerAction !== 0 && v.playerAction !== 1 : v.playerAction !== null) return null;

  const teams = v.teams;
  if (status >= 9) {
    if (!Array.isArray(teams) || teams.length !== 2) return null;
    const [first, second] = teams as unknown[];
    const sizeOf = (team: unknown): number =>
      isObject(team) ? (ctx.squads.get(team.id as number)?.length ?? 0) : 0;
    if (
      !validTeam(ctx, first, v.totalBall, sizeOf(second)) ||
      !validTeam(ctx, second, v.totalBall, sizeOf(first))
    ) {
      return null;
    }
    const userFirst = v.playerAction === 0;
    if (
      (userFirst ? first.id : second.id) !== v.teamId ||
      (userFirst ? second.id : first.id) !== v.opponentId
    ) {
      return null;
    }
    if (status === 9 || status === 10) {
      const batting = status === 9 ? first : second;
      const bowling = status === 9 ? second : first;
      const striker = batting.playerList[batting.currentStrikerIndex];
      const partner = batting.playerList[batting.currentNonStrikerIndex];
      if (
        striker?.isBatting !== 1 ||
        partner?.isBatting !== 1 ||
        batting.currentStrikerIndex === batting.currentNonStrikerIndex
      ) {
        return null;
      }
      // One bowler per over started: mid-over the bowler is set, between overs it may be due.
      const balls = batting.ballCompleted;
      const assigned = bowling.currentBowlerIndex >= 0;
      const started = balls % 6 === 0 ? balls / 6 + (assigned ? 1 : 0) : Math.ceil(balls / 6);
      if (batting.overBowlers.length !== started || (balls % 6 !== 0 && !assigned)) return null;
      if (assigned && batting.overBowlers.at(-1) !== bowling.currentBowlerIndex) return null;
    }
  } else if (teams !== null) {
    return null;
  }
  const result = v.result;
  if (status === 11) {
    if (!isObject(result) || typeof result.text !== "string") return null;
  } else if (result !== null) {
    return null;
  }
  return value as unknown as MatchState;
}
