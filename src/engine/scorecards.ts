/**
 * The cards of one innings, ready to render: batting and bowling, the overs (for the charts),


 */
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
import { eligibleFor } from "./innings.ts";
import { battingSideOf, bowlingSideOf, inningsIndexOf, inningsOrBlank } from "./innings-summary.ts";
import { formatOf } from "./match-rules.ts";
import type { BatterFigures, InningsNumber, InningsState, MatchState, SideState } from "./match-state.ts";
import { hasExtras } from "./odds/extras.ts";
import { inPlayInnings } from "./stages.ts";
import { SUPER_OVER_QUOTA } from "./super-over-rules.ts";

/** Whether innings `index` is the one being played. */
function live(state: MatchState, index: number): boolean {
  return inPlayInnings(state) === index;
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

/** An innings with the sides batting and bowling in it. */
interface CardInnings {
  readonly played: InningsState;
  readonly batting: SideState;
  readonly bowling: SideState;
}

function cardFor(state: MatchState, innings: InningsNumber): CardInnings | null {
  // An innings the match does not have (none yet, or a number past its last) has no card; one
  // not yet opened has a card of players yet to bat.
  const played = inningsOrBlank(state, inningsIndexOf(innings));
  if (played === null || state.sides === null) return null;
  return { played, batting: battingSideOf(state.sides, played), bowling: bowlingSideOf(state.sides, played) };
}

/** The batting table of an innings, every player in batting order; [] before the match. */
export function battingCard(ctx: EngineContext, state: MatchState, innings: InningsNumber): BattingRow[] {
  const card = cardFor(state, innings);
  if (!card) return [];
  const { played, batting, bowling } = card;
  const names = namesOf(ctx, batting.id);
  const profiles = squadOf(ctx, batting.id);
  const bowlerNames = shortNamesOf(ctx, bowling.id);
  const isLive = live(state, inningsIndexOf(innings));
  return batting.battingOrder.map((i) => {
    const p = played.batting[i] as BatterFigures;
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
      playerId: batting.playerIds[i] as number,
      name: names[i] ?? "",
      runs: p.run,
      balls: p.ball,
      strikeRate: strikeRate(p.run, p.ball),
      isStriker: isLive && p.isBatting === 1 && i === played.currentStrikerIndex,
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
  const card = cardFor(state, innings);
  if (!card) return [];
  const { played, bowling } = card;
  const index = inningsIndexOf(innings);
  const names = namesOf(ctx, bowling.id);
  const profiles = squadOf(ctx, bowling.id);
  const isLive = live(state, index);
  const eligible = isLive && played.currentBowlerIndex < 0 ? new Set(eligibleFor(ctx, state, index)) : null;
  const overs = oversByBowler(played.overBowlers, bowling.playerIds.length);
  const quota = played.superOver === null ? formatOf(ctx, state).bowlerQuota : SUPER_OVER_QUOTA;
  const maidens = maidensByIndex(played, bowling.playerIds.length);
  return played.bowling.map((p, i) => {
    const profile = profiles[i];
    const skill = profile ? bowlingSkill(profile) : 0;
    const maidenOvers = maidens[i] ?? 0;
    return {
      playerId: bowling.playerIds[i] as number,
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
      isCurrent: isLive && i === played.currentBowlerIndex,
      isWicketKeeper: profile?.isWicketKeeper ?? false,
      eligible: eligible?.has(i) ?? false,
      hasBowled: p.b_ball > 0 || p.b_run > 0,
      cameOn: p.b_ball > 0 || p.b_run > 0 ? played.overBowlers.indexOf(i) : null,
    };
  });
}

/** Maidens (complete overs without a run) of each player of the bowling side in `batting`. */
function maidensByIndex(batting: InningsState, players: number): number[] {
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
  const card = cardFor(state, innings);
  if (!card) return [];
  const { played: batting, bowling } = card;
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
      bowlerId: bowlerIndex === undefined ? null : (bowling.playerIds[bowlerIndex] ?? null),
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
  const card = cardFor(state, innings);
  if (!card) return [];
  const { played, batting } = card;
  const names = namesOf(ctx, batting.id);
  const fallen: FallOfWicket[] = [];
  played.batting.forEach((p, i) => {
    const d = p.dismissal;
    if (d) {
      fallen.push({
        wicket: d.wicketNumber,
        runs: d.teamRuns,
        overs: oversText(d.teamBalls),
        playerId: batting.playerIds[i] as number,
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
  const log = inningsOrBlank(state, inningsIndexOf(innings))?.ballLog ?? "";
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
