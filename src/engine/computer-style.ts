/**
 * The computer's style for a ball (International's from the win tables in the engine's cache).
 * The choice is made from the match state and the match's generator only, before the user's
 * style for that ball is looked at, so what the user picks can never change what the computer
 * picks (a property test holds it to that).
 */
import type { StyleLevel } from "./actions.ts";
import type { EngineContext } from "./engine-context.ts";
import { userBatsIn } from "./innings.ts";
import { levelRules } from "./level-rules.ts";
import type { InningsState, MatchState } from "./match-state.ts";
import { tableProbabilitiesForBall } from "./odds/ball-odds.ts";
import { nextUint32, type RngState } from "./rng.ts";
import { clubMix, clubWeightsInto } from "./strategy/club-captain.ts";
import { WICKETS, type LevelMix, type Situation } from "./strategy/win-tables.ts";
import { playRulesOf } from "./match-rules.ts";
import { battingSideOf, blankInnings, inningsNumberOf, type Sides } from "./innings-summary.ts";
import { isSuperOverChase, MATCH_INNINGS, SUPER_OVER_BALLS, SUPER_OVER_WICKETS } from "./super-over-rules.ts";

/** The situation of the innings `index` for the tables: legal balls and wickets left, runs (or runs needed). */
export function situationOf(
  state: Pick<MatchState, "sides" | "innings">,
  index: number,
  totalBall: number,
): Situation {
  const sides = state.sides as Sides;
  const batting = state.innings[index] ?? blankInnings(sides, index);
  const wickets = Math.min(WICKETS, battingSideOf(sides, batting).playerIds.length - 1);
  return {
    innings: inningsNumberOf(index),
    ballsLeft: Math.max(0, totalBall - batting.ballCompleted),
    wicketsLeft: Math.max(0, wickets - batting.wicketTaken),
    // Extras (rules version 2) can put more runs on the board than six a legal ball, which the
    // tables do not hold; only in an innings' first balls, and the excess is read as that bound.
    runs:
      index === 0
        ? Math.min(batting.totalRun, 6 * batting.ballCompleted)
        : (state.innings[0] as InningsState).totalRun + 1 - batting.totalRun,
  };
}

/**
 * A super over's situation as the Club captain's rule reads the end of an innings (super-over.ts):
 * the balls and wickets it has left of its one over and two wickets, its runs (or the runs its
 * chase needs), in an innings of the match's length, so the over reads as the last of one.
 */
function superOverSituation(state: Pick<MatchState, "innings">, index: number): Situation {
  const batting = state.innings[index] as InningsState;
  return {
    innings: isSuperOverChase(index) ? 2 : 1,
    ballsLeft: Math.max(0, SUPER_OVER_BALLS - batting.ballCompleted),
    wicketsLeft: Math.max(0, SUPER_OVER_WICKETS - batting.wicketTaken),
    runs: isSuperOverChase(index)
      ? (state.innings[index - 1] as InningsState).totalRun + 1 - batting.totalRun
      : batting.totalRun,
  };
}

/**
 * In a super over the computer plays, at Club and International alike, the Club captain's rule
 * for the end of an innings or of a chase (the match's win tables hold no super over); its mix
 * for the side batting (`bats`) or bowling. Null when innings `index` is not a super over or the
 * level has no style rule.
 */
function superOverMix(
  state: MatchState,
  index: number,
  bats: boolean,
  out: [number, number, number],
): boolean {
  const batting = state.innings[index];
  if (batting === undefined || batting.superOver === null) return false;
  const chooser = levelRules(state.level).computer;
  if (chooser !== "clubCaptain" && chooser !== "equilibrium") return false;
  const striker = batting.batting[batting.currentStrikerIndex];
  clubWeightsInto(
    bats ? "bat" : "bowl",
    superOverSituation(state, index),
    state.totalBall,
    striker?.ball ?? 0,
    out,
  );
  const total = out[0] + out[1] + out[2];
  out[0] /= total;
  out[1] /= total;
  out[2] /= total;
  return true;
}

const superOverWeights: [number, number, number] = [0, 0, 0];

/**
 * Draws a level from a mix (given by its aggressive and normal shares) with one draw of the
 * generator. The mix is compared with a uniform in [0, 1) built from 32 bits: plain
 * arithmetic, so browser and server agree.
 */
function drawLevel(rng: RngState, aggressive: number, normal: number): StyleLevel {
  const u = nextUint32(rng) / 4294967296;
  if (u < aggressive) return "aggressive";
  if (u < aggressive + normal) return "normal";
  return "defensive";
}

/**
 * The computer's mix for the coming ball of innings `index`: batting or bowling, by level. By
 * default for the computer's own side; `computerBats` asks what its rule would play for the side
 * batting (true) or bowling (false) whoever plays it, as when it plays both sides of a match.
 */
export function computerMix(
  ctx: EngineContext,
  state: MatchState,
  index: number,
  computerBats = !userBatsIn(state, index),
): LevelMix | null {
  const chooser = levelRules(state.level).computer;
  if (chooser === "none" || !state.sides) return null;
  const superMix: [number, number, number] = [0, 0, 0];
  if (superOverMix(state, index, computerBats, superMix)) return superMix;
  const situation = situationOf(state, index, state.totalBall);
  if (chooser === "clubCaptain") {
    const batting = state.innings[index];
    const striker = batting?.batting[batting.currentStrikerIndex];
    return clubMix(computerBats ? "bat" : "bowl", {
      ...situation,
      totalBalls: state.totalBall,
      strikerBalls: striker?.ball ?? 0,
    });
  }
  const solved = solvedBall(ctx, state, index);
  if (solved !== null) {
    return computerBats
      ? [solved[0] as number, solved[1] as number, solved[2] as number]
      : [solved[3] as number, solved[4] as number, solved[5] as number];
  }
  const mix = ctx.tables.forMatch(state).mix(situation);
  return computerBats ? mix.bat : mix.bowl;
}

// The ball solved afresh: mixes, value, win (see WinTables.solveWith). One ball at a time.
const solvedScratch = new Float64Array(8);

/**
 * From rules version 2 on, Club's and International's coming ball solved with its own odds (its
 * striker, bowler, ground and phase) against the equilibrium tables' values of what follows:
 * both mixes in [0..5], the batting side's expected score in [6], its win probability in [7].
 * Null in Classic, in version 1 (whose balls all have the tables' odds) and before a bowler is
 * on. The array is scratch, overwritten by the next call.
 */
export function solvedBall(ctx: EngineContext, state: MatchState, index: number): Float64Array | null {
  if (!state.sides || !playRulesOf(state).tablesPerMatch) return null;
  const innings = state.innings[index];
  if (innings === undefined || innings.currentBowlerIndex < 0) return null;
  const situation = situationOf(state, index, state.totalBall);
  ctx.tables.forMatch(state).solveWith(situation, tableProbabilitiesForBall(ctx, state), solvedScratch);
  return solvedScratch;
}

// Club's weights for the ball being played: the per-ball path writes them here rather than
// allocating a mix (one ball at a time per thread, and nothing keeps them past the draw).
const clubWeights: [number, number, number] = [0, 0, 0];

/** The computer's level for the coming ball, drawn from its mix; null in Classic. */
export function drawComputerLevel(
  ctx: EngineContext,
  state: MatchState,
  index: number,
  rng: RngState,
): StyleLevel | null {
  if (index >= MATCH_INNINGS && superOverMix(state, index, !userBatsIn(state, index), superOverWeights)) {
    return drawLevel(rng, superOverWeights[0], superOverWeights[1]);
  }
  if (levelRules(state.level).computer === "clubCaptain" && state.sides) {
    // The mix computerMix gives, with the same arithmetic (weights over their sum), unallocated.
    const batting = state.innings[index];
    const striker = batting?.batting[batting.currentStrikerIndex];
    const side = userBatsIn(state, index) ? "bowl" : "bat";
    const situation = situationOf(state, index, state.totalBall);
    clubWeightsInto(side, situation, state.totalBall, striker?.ball ?? 0, clubWeights);
    const total = clubWeights[0] + clubWeights[1] + clubWeights[2];
    return drawLevel(rng, clubWeights[0] / total, clubWeights[1] / total);
  }
  if (levelRules(state.level).computer === "equilibrium" && state.sides) {
    // computerMix's figures, read into scratch rather than allocated: the per-ball path.
    const computerBats = !userBatsIn(state, index);
    const solved = solvedBall(ctx, state, index);
    if (solved !== null) {
      return computerBats
        ? drawLevel(rng, solved[0] as number, solved[1] as number)
        : drawLevel(rng, solved[3] as number, solved[4] as number);
    }
    const sides = state.sides;
    const batting = state.innings[index] ?? blankInnings(sides, index);
    const first = state.innings[0] as InningsState;
    const wickets = Math.min(WICKETS, battingSideOf(sides, batting).playerIds.length - 1);
    ctx.tables
      .forMatch(state)
      .mixInto(
        inningsNumberOf(index),
        Math.max(0, state.totalBall - batting.ballCompleted),
        Math.max(0, wickets - batting.wicketTaken),
        index === 0 ? batting.totalRun : first.totalRun + 1 - batting.totalRun,
        mixScratch,
      );
    return computerBats
      ? drawLevel(rng, mixScratch[0] as number, mixScratch[1] as number)
      : drawLevel(rng, mixScratch[3] as number, mixScratch[4] as number);
  }
  const mix = computerMix(ctx, state, index);
  return mix === null ? null : drawLevel(rng, mix[0], mix[1]);
}

const mixScratch = new Float64Array(6);
