/**
 * Ready-to-render views of a match for the UI: scoreboard, batting and bowling cards, overs
 * for the charts, fall of wickets, summary. They hold all the cricket reading of the state so
 * the UI holds none. Innings are numbered 1 and 2; innings n is batted by teams[n − 1].
 */
import { BATTING_STYLES, BOWLING_STYLES, type InputKind, type StyleOption } from "./actions.ts";
import { deliveryOf, overStarts } from "./ball-outcome.ts";
import { bowlerType, oversByBowler, bowlingSkill, isPartTimer, type BowlerType } from "./bowlers.ts";
import type { DismissalKind } from "./catalog.ts";
import { namesOf, shortNamesOf, squadOf, type EngineContext } from "./engine-context.ts";
import {
  BALLS_PER_OVER,
  bowlerKind,
  bowlingFigures,
  dismissalText,
  oversText,
  runsPerOver,
  skillWord,
  strikeRate,
  type SkillWord,
} from "./figures.ts";
import { captainsChoiceIn, eligibleFor, userBatsIn } from "./innings.ts";
import type { InningsSummary } from "./formats/format-rules.ts";
import { inningsSummary, bowlingIn } from "./innings-summary.ts";
import { formatOf } from "./match-rules.ts";
import type { MatchState, PlayerMatchState, TeamMatchState, InningsNumber } from "./match-state.ts";
import { levelRules } from "./level-rules.ts";
import { targetFor } from "./result.ts";
import { hasExtras } from "./odds/extras.ts";
import { inPlayInnings, isFinished, stageOf } from "./stages.ts";

/** The action the match is waiting for, or null once it is finished. */
export function nextInput(state: MatchState): InputKind | null {
  const stage = stageOf(state);
  if (stage.innings !== null) {
    const bowling = state.teams?.[stage.innings === 0 ? 1 : 0];
    return bowling && bowling.currentBowlerIndex < 0 ? "chooseBowler" : "playBall";
  }
  if (stage.name === "tossResult") {
    if (
      state.toss?.choice === null &&
      (state.toss.winner === "user" || levelRules(state.level).computer === "person")
    ) {
      return "chooseBatOrBowl";
    }
    return "startMatch";
  }
  return stage.accepts[0] ?? null;
}

/** Whether the user bats or bowls right now; null outside an innings. */
export function userRole(state: MatchState): "bat" | "bowl" | null {
  const innings = inPlayInnings(state);
  if (innings === null) return null;
  return userBatsIn(state, innings) ? "bat" : "bowl";
}

/** The three style buttons for the user's current role; none outside an innings. */
export function styleOptions(state: MatchState): readonly StyleOption[] {
  const role = userRole(state);
  return role === "bat" ? BATTING_STYLES : role === "bowl" ? BOWLING_STYLES : [];
}

/**
 * Player ids (1..11) of the bowling side who may bowl the coming over, whenever an over is
 * waiting for its bowler (for either side); an empty list when no bowler is due.
 */
export function eligibleBowlers(ctx: EngineContext, state: MatchState): number[] {
  const index = inPlayInnings(state);
  if (index === null || !state.teams) return [];
  const bowling = bowlingIn(state.teams, index);
  if (bowling.currentBowlerIndex >= 0) return [];
  return eligibleFor(ctx, state, index).map((i) => bowling.playerList[i]?.id ?? i + 1);
}

/** The computer captain's bowler for the over now waiting for one, and why. */
export interface SuggestedBowler {
  /** Player id (1..11) of the bowling side; always one of {@link eligibleBowlers}. */
  readonly playerId: number;
  /** A few words, e.g. "Spin on a turning pitch in the middle overs". */
  readonly reason: string;
}

/**
 * Whom the computer captain would send on for the over now waiting for a bowler (for either
 * side), from the ground, the phase of the innings, the two batters at the crease and the
 * overs each bowler has left; null when no bowler is due.
 */
export function suggestedBowler(ctx: EngineContext, state: MatchState): SuggestedBowler | null {
  const index = inPlayInnings(state);
  if (index === null || !state.teams) return null;
  const bowling = bowlingIn(state.teams, index);
  if (bowling.currentBowlerIndex >= 0) return null;
  const choice = captainsChoiceIn(ctx, state, state.teams, index);
  if (choice === null) return null;
  const playerId = bowling.playerList[choice.playerIndex]?.id ?? choice.playerIndex + 1;
  return { playerId, reason: choice.reason };
}

/** The innings the scoreboard shows: the current one, or the second once finished. */
function shownInnings(state: MatchState): 0 | 1 | null {
  if (isFinished(state)) return 1;
  return inPlayInnings(state);
}

function live(state: MatchState, index: 0 | 1): boolean {
  return inPlayInnings(state) === index;
}

/** Runs the second innings is chasing; null before the first innings is complete. */
export function target(state: MatchState): number | null {
  if ((inPlayInnings(state) !== 1 && !isFinished(state)) || !state.teams) return null;
  return targetFor(state.teams[0]);
}

/** Runs the chasing side still needs (never below 0); null outside the chase. */
export function runsNeeded(state: MatchState): number | null {
  const t = target(state);
  if (t === null || !state.teams) return null;
  return Math.max(0, t - state.teams[1].totalRun);
}

/** Balls left in the shown innings; null before the match starts. */
export function ballsLeft(state: MatchState): number | null {
  const index = shownInnings(state);
  if (index === null || !state.teams) return null;
  return Math.max(0, state.totalBall - state.teams[index].ballCompleted);
}

/** The shown innings' last ball: "0".."6", "WKT", or "" before its first ball. */
export function lastBall(state: MatchState): string {
  const index = shownInnings(state);
  if (index === null || !state.teams) return "";
  const log = state.teams[index].ballLog;
  if (log.length === 0) return "";
  return deliveryOf(log.charAt(log.length - 1)).display;
}

/** The over on show in an innings: its number (0-based) and its balls so far ("0".."6" or "WKT"). */
export interface OverInProgress {
  readonly over: number;
  readonly balls: readonly string[];
}

/**
 * The latest over of an innings: the over being bowled, or the one just finished until a
 * bowler takes the next. Before any ball, over 0 with no balls.
 */
export function overInProgress(state: MatchState, innings: InningsNumber): OverInProgress {
  const batting = state.teams?.[innings - 1];
  if (!batting) return { over: 0, balls: [] };
  const over = Math.max(0, batting.overBowlers.length - 1);
  const balls: string[] = [];
  const log = batting.ballLog;
  for (let i = overStarts(log)[over] ?? log.length; i < log.length; i++)
    balls.push(deliveryOf(log.charAt(i)).display);
  return { over, balls };
}

/** The result sentence, or null while the match is on. */
export function resultText(state: MatchState): string | null {
  return state.result?.text ?? null;
}

/** Everything the scoreboard strip shows. */
export interface Scoreboard {
  readonly innings: InningsNumber;
  readonly battingTeamId: number;
  readonly battingTeamName: string;
  readonly bowlingTeamId: number;
  readonly bowlingTeamName: string;
  readonly runs: number;
  readonly wickets: number;
  /** `overs.balls`. */
  readonly overs: string;
  readonly lastBall: string;
  /** Current run rate, 2 decimals. */
  readonly runRate: string;
  readonly target: number | null;
  readonly runsNeeded: number | null;
  readonly ballsLeft: number;
  /** Runs per over needed from the balls left, 2 decimals; null outside the chase. */
  readonly requiredRate: string | null;
  readonly userRole: "bat" | "bowl" | null;
}

/** The scoreboard, or null before the first innings starts. */
export function scoreboard(state: MatchState): Scoreboard | null {
  const index = shownInnings(state);
  if (index === null || !state.teams) return null;
  const batting = state.teams[index];
  const bowling = bowlingIn(state.teams, index);
  const left = Math.max(0, state.totalBall - batting.ballCompleted);
  const need = runsNeeded(state);
  return {
    innings: index === 0 ? 1 : 2,
    battingTeamId: batting.id,
    battingTeamName: batting.teamName,
    bowlingTeamId: bowling.id,
    bowlingTeamName: bowling.teamName,
    runs: batting.totalRun,
    wickets: batting.wicketTaken,
    overs: oversText(batting.ballCompleted),
    lastBall: lastBall(state),
    runRate: runsPerOver(batting.totalRun, batting.ballCompleted),
    target: target(state),
    runsNeeded: need,
    ballsLeft: left,
    requiredRate: need === null ? null : runsPerOver(need, left),
    userRole: userRole(state),
  };
}

/** One row of the batting table. */
export interface BattingRow {
  readonly playerId: number;
  readonly name: string;
  readonly runs: number;
  readonly balls: number;
  /** 100 × runs / balls, 2 decimals ("0.00" before a ball is faced). */
  readonly strikeRate: string;
  /** On strike in a live innings (the star). */
  readonly isStriker: boolean;
  /** Batting now, or not out at the end (green). */
  readonly atCrease: boolean;
  /** Dismissed (red). */
  readonly out: boolean;
  /** "c Smith b Starc", "run out (Jadeja)", "not out", or "" for those yet to bat. */
  readonly dismissal: string;
  readonly dismissalKind: DismissalKind | null;
  readonly isWicketKeeper: boolean;
  /** The batter's ratings against pace and against spin bowling (0..100), from his squad. */
  readonly abilityToPlayPaceBall: number;
  readonly abilityToPlaySpinBall: number;
}

function teamsFor(state: MatchState, innings: InningsNumber): [TeamMatchState, TeamMatchState] | null {
  // An innings the match does not have (none yet, or a number past its last) has no card.
  const batting = state.teams?.[innings - 1];
  if (!state.teams || batting === undefined) return null;
  return [batting, bowlingIn(state.teams, innings - 1)];
}

/** The batting table of an innings, every player in batting order; [] before the match. */
export function battingCard(ctx: EngineContext, state: MatchState, innings: InningsNumber): BattingRow[] {
  const pair = teamsFor(state, innings);
  if (!pair) return [];
  const [batting, bowling] = pair;
  const names = namesOf(ctx, batting.id);
  const profiles = squadOf(ctx, batting.id);
  const bowlerNames = shortNamesOf(ctx, bowling.id);
  const isLive = live(state, innings === 1 ? 0 : 1);
  return batting.battingOrder.map((i) => {
    const p = batting.playerList[i] as PlayerMatchState;
    const d = p.dismissal;
    let how = "";
    if (d !== null) {
      how = dismissalText(
        d.kind,
        bowlerNames[d.bowlerIndex] ?? "",
        d.fielderIndex >= 0 ? (bowlerNames[d.fielderIndex] ?? null) : null,
      );
    } else if (p.isBatting === 1) {
      how = "not out";
    }
    return {
      playerId: p.id,
      name: names[i] ?? "",
      runs: p.run,
      balls: p.ball,
      strikeRate: strikeRate(p.run, p.ball),
      isStriker: isLive && p.isBatting === 1 && i === batting.currentStrikerIndex,
      atCrease: p.isBatting === 1,
      out: p.isBatting === -1,
      dismissal: how,
      dismissalKind: d?.kind ?? null,
      isWicketKeeper: profiles[i]?.isWicketKeeper ?? false,
      abilityToPlayPaceBall: profiles[i]?.abilityToPlayPaceBall ?? 0,
      abilityToPlaySpinBall: profiles[i]?.abilityToPlaySpinBall ?? 0,
    };
  });
}

/** One row of the bowling table. */
export interface BowlingRow {
  readonly playerId: number;
  readonly name: string;
  /** `overs.balls` bowled. */
  readonly overs: string;
  readonly balls: number;
  readonly runs: number;
  readonly wickets: number;
  /** Runs per over, 2 decimals. */
  readonly economy: string;
  readonly kind: "Spinner" | "Pacer";
  /** The type of his stronger bowling (the same reading as `kind`). */
  readonly bowlerType: BowlerType;
  /** His skill in that type, 0..100, and in words ("world-class" .. "part-time"). */
  readonly skill: number;
  readonly skillWord: SkillWord;
  /** A bowling skill below 50: he may bowl, but is not picked to. */
  readonly partTimer: boolean;
  /** Overs he may still bowl in this innings under the quota (never below 0). */
  readonly oversLeft: number;
  /** Complete overs of his in which no run was scored. */
  readonly maidens: number;
  /** Overs-maidens-runs-wickets, e.g. "2-0-14-1". */
  readonly figures: string;
  /** Bowling the current over (green). */
  readonly isCurrent: boolean;
  /** Red in the table; never eligible. */
  readonly isWicketKeeper: boolean;
  /** May be picked for the over now waiting for a bowler. */
  readonly eligible: boolean;
  /** Has bowled in this innings (for the final scorecard): a ball, or a wide or a no-ball. */
  readonly hasBowled: boolean;
  /** The over (0-based) he first bowled in this innings; null before he has: scorecards list bowlers in this order. */
  readonly cameOn: number | null;
}

/** The bowling table of an innings: every player of the bowling side in squad order. */
export function bowlingCard(ctx: EngineContext, state: MatchState, innings: InningsNumber): BowlingRow[] {
  const pair = teamsFor(state, innings);
  if (!pair) return [];
  const [batting, bowling] = pair;
  const index = innings === 1 ? 0 : 1;
  const names = namesOf(ctx, bowling.id);
  const profiles = squadOf(ctx, bowling.id);
  const isLive = live(state, index);
  const eligible = isLive && bowling.currentBowlerIndex < 0 ? new Set(eligibleFor(ctx, state, index)) : null;
  const overs = oversByBowler(batting.overBowlers, bowling.playerList.length);
  const quota = formatOf(ctx, state).bowlerQuota;
  const maidens = maidensByIndex(batting, bowling.playerList.length);
  return bowling.playerList.map((p, i) => {
    const profile = profiles[i];
    const skill = profile ? bowlingSkill(profile) : 0;
    const maidenOvers = maidens[i] ?? 0;
    return {
      playerId: p.id,
      name: names[i] ?? "",
      overs: oversText(p.b_ball),
      balls: p.b_ball,
      runs: p.b_run,
      wickets: p.b_wkt,
      economy: runsPerOver(p.b_run, p.b_ball),
      kind: profile ? bowlerKind(profile) : "Pacer",
      bowlerType: profile ? bowlerType(profile) : "pace",
      skill,
      skillWord: skillWord(skill),
      partTimer: profile ? isPartTimer(profile) : true,
      oversLeft: Math.max(0, quota - (overs[i] ?? 0)),
      maidens: maidenOvers,
      figures: bowlingFigures(p.b_ball, maidenOvers, p.b_run, p.b_wkt),
      isCurrent: isLive && i === bowling.currentBowlerIndex,
      isWicketKeeper: profile?.isWicketKeeper ?? false,
      eligible: eligible?.has(i) ?? false,
      hasBowled: p.b_ball > 0 || p.b_run > 0,
      cameOn: p.b_ball > 0 || p.b_run > 0 ? batting.overBowlers.indexOf(i) : null,
    };
  });
}

/** Maidens (complete overs without a run) of each player of the bowling side in `batting`'s innings. */
function maidensByIndex(batting: TeamMatchState, players: number): number[] {
  const maidens = new Array<number>(players).fill(0);
  const log = batting.ballLog;
  const starts = overStarts(log);
  batting.overBowlers.forEach((bowler, over) => {
    const start = starts[over];
    if (start === undefined) return;
    // Complete overs only: the next over has begun, or the innings ended on this over's sixth ball.
    const end = starts[over + 1] ?? log.length;
    let legal = 0;
    for (let i = start; i < end; i++) {
      const ball = deliveryOf(log.charAt(i));
      if (ball.conceded > 0) return;
      if (ball.legal) legal++;
    }
    if (legal === BALLS_PER_OVER) maidens[bowler] = (maidens[bowler] ?? 0) + 1;
  });
  return maidens;
}

/** One over of an innings, for the Manhattan (runs) and worm (cumulative) charts. */
export interface OverSummary {
  /** 1-based. */
  readonly over: number;
  readonly runs: number;
  readonly wickets: number;
  /** Team total at the end of this over. */
  readonly cumulative: number;
  /** Balls bowled in it (6 except perhaps the last). */
  readonly balls: number;
  readonly bowlerId: number | null;
}

/** Runs, wickets and running total per over of an innings, the last over possibly partial. */
export function overSummary(state: MatchState, innings: InningsNumber): OverSummary[] {
  const pair = teamsFor(state, innings);
  if (!pair) return [];
  const [batting, bowling] = pair;
  const log = batting.ballLog;
  const result: OverSummary[] = [];
  let cumulative = 0;
  const starts = overStarts(log);
  for (let over = 0; over < starts.length; over++) {
    let runs = 0;
    let wickets = 0;
    let legal = 0;
    const end = starts[over + 1] ?? log.length;
    for (let i = starts[over] as number; i < end; i++) {
      const ball = deliveryOf(log.charAt(i));
      if (ball.wicket) wickets++;
      runs += ball.runs;
      if (ball.legal) legal++;
    }
    cumulative += runs;
    const bowlerIndex = batting.overBowlers[over];
    result.push({
      over: over + 1,
      runs,
      wickets,
      cumulative,
      balls: legal,
      bowlerId: bowlerIndex === undefined ? null : (bowling.playerList[bowlerIndex]?.id ?? null),
    });
  }
  return result;
}

/** A fallen wicket for the scorecard's fall-of-wickets line. */
export interface FallOfWicket {
  readonly wicket: number;
  readonly runs: number;
  /** `overs.balls` when it fell. */
  readonly overs: string;
  readonly playerId: number;
  readonly name: string;
}

/** The innings' wickets in the order they fell, e.g. 1-23 (4.2) Smith. */
export function fallOfWickets(ctx: EngineContext, state: MatchState, innings: InningsNumber): FallOfWicket[] {
  const pair = teamsFor(state, innings);
  if (!pair) return [];
  const [batting] = pair;
  const names = namesOf(ctx, batting.id);
  const fallen: FallOfWicket[] = [];
  batting.playerList.forEach((p, i) => {
    const d = p.dismissal;
    if (d) {
      fallen.push({
        wicket: d.wicketNumber,
        runs: d.teamRuns,
        overs: oversText(d.teamBalls),
        playerId: p.id,
        name: names[i] ?? "",
      });
    }
  });
  return fallen.sort((a, b) => a.wicket - b.wicket);
}

/** An innings' extras, for the scorecard's extras line. */
export interface Extras {
  readonly byes: number;
  readonly legByes: number;
  readonly wides: number;
  readonly noBalls: number;
  readonly total: number;
  /** As a scorecard writes them: "7 (b 1, lb 2, w 3, nb 1)", or "0". */
  readonly text: string;
}

/**
 * The extras of an innings; null when the match's rules have none (rules version 1, and Classic
 * in every version), so its scorecards show no extras line.
 */
export function extrasOf(state: MatchState, innings: InningsNumber): Extras | null {
  if (!hasExtras(state)) return null;
  const counts = { bye: 0, legBye: 0, wide: 0, noBall: 0 };
  const log = state.teams?.[innings - 1]?.ballLog ?? "";
  for (let i = 0; i < log.length; i++) {
    const delivery = deliveryOf(log.charAt(i));
    // A no-ball's runs off the bat are the batter's: one run of it is an extra.
    if (delivery.extra !== null) counts[delivery.extra] += delivery.extra === "noBall" ? 1 : delivery.runs;
  }
  const total = counts.bye + counts.legBye + counts.wide + counts.noBall;
  const parts = [
    counts.bye > 0 ? `b ${counts.bye}` : null,
    counts.legBye > 0 ? `lb ${counts.legBye}` : null,
    counts.wide > 0 ? `w ${counts.wide}` : null,
    counts.noBall > 0 ? `nb ${counts.noBall}` : null,
  ].filter((part) => part !== null);
  return {
    byes: counts.bye,
    legByes: counts.legBye,
    wides: counts.wide,
    noBalls: counts.noBall,
    total,
    text: parts.length === 0 ? `${total}` : `${total} (${parts.join(", ")})`,
  };
}

/** One side's innings as a match summary lists it: the figures of its {@link InningsSummary}. */
export type InningsLine = Pick<
  InningsSummary,
  "teamId" | "teamName" | "runs" | "wickets" | "balls" | "overs"
>;

/** A compact record of a match, e.g. for saving a finished game. */
export interface MatchSummary {
  readonly format: string | null;
  readonly stadiumId: string | null;
  readonly stadiumName: string | null;
  readonly userTeamId: number | null;
  readonly innings: readonly InningsLine[];
  readonly result: string | null;
  readonly winnerTeamId: number | null;
  /** Highest score of the match (first in batting order on equal runs, fewer balls first). */
  readonly topBatter: {
    readonly teamId: number;
    readonly name: string;
    readonly runs: number;
    readonly balls: number;
  } | null;
  /** Most wickets, then fewest runs conceded; null when no bowler took a wicket ("0/6" is no best bowling). */
  readonly bestBowler: {
    readonly teamId: number;
    readonly name: string;
    readonly wickets: number;
    readonly runs: number;
  } | null;
}

/**
 * Whether a figure ranks above the best so far: more of what counts (runs, wickets), or as much
 * for less (fewer balls, fewer runs conceded). A tie on both keeps the one found first.
 */
function ranksAbove(more: number, less: number, bestMore: number, bestLess: number): boolean {
  return more > bestMore || (more === bestMore && less < bestLess);
}

/** The match in a few figures; innings are listed once started. */
export function matchSummary(ctx: EngineContext, state: MatchState): MatchSummary {
  const teams = state.teams;
  const innings: InningsLine[] = [];
  let topBatter: MatchSummary["topBatter"] = null;
  let bestBowler: MatchSummary["bestBowler"] = null;
  if (teams) {
    const started = inPlayInnings(state) === 0 ? 1 : 2;
    for (let n = 0; n < started; n++) {
      const { teamId, teamName, runs, wickets, balls, overs } = inningsSummary(
        teams[n] as TeamMatchState,
        n,
        state.totalBall,
      );
      innings.push({ teamId, teamName, runs, wickets, balls, overs });
    }
    for (const t of teams) {
      const names = namesOf(ctx, t.id);
      for (const i of t.battingOrder) {
        const p = t.playerList[i] as PlayerMatchState;
        if (
          p.ball > 0 &&
          (topBatter === null || ranksAbove(p.run, p.ball, topBatter.runs, topBatter.balls))
        ) {
          topBatter = { teamId: t.id, name: names[i] ?? "", runs: p.run, balls: p.ball };
        }
      }
      t.playerList.forEach((p, i) => {
        if (
          p.b_wkt > 0 &&
          (bestBowler === null || ranksAbove(p.b_wkt, p.b_run, bestBowler.wickets, bestBowler.runs))
        ) {
          bestBowler = { teamId: t.id, name: names[i] ?? "", wickets: p.b_wkt, runs: p.b_run };
        }
      });
    }
  }
  const stadium = state.stadiumId === null ? undefined : ctx.stadiums.get(state.stadiumId);
  return {
    format: state.format,
    stadiumId: state.stadiumId,
    stadiumName: stadium?.name ?? null,
    userTeamId: state.teamId,
    innings,
    result: state.result?.text ?? null,
    winnerTeamId: state.result?.winnerTeamId ?? null,
    topBatter,
    bestBowler,
  };
}
