/**
 * The super over of a knockout match (rules version 3 on, a match created with `knockout`), as
 * the ICC plays it: when the match's innings end level, each side bats one over, the side that
 * batted second in the match first; an innings ends after its over or at the loss of two wickets;
 * each side sends in its three batters (the first three of its batting order who may bat); the
 * bowling side picks one bowler as it does in the match; the side with more runs wins, extras
 * counted, no boundary count-back. A tied super over is followed by another, the side that
 * batted second in it batting first, until one side wins; a batter dismissed in an earlier super
 * over cannot bat in a later one, and a bowler who bowled the previous one cannot bowl the next.
 *
 * The super overs are innings of the match's list (2 and 3, then 4 and 5, …), each marked as such
 * (`InningsState.superOver`), played at the super overs' stage. A match's summaries, its result's
 * margin, net run rate and career figures leave them out (`summariesOf`).
 */
import { namesOf, type EngineContext } from "./engine-context.ts";
import type { MatchEvent } from "./events.ts";
import type { FormatRules } from "./formats/format-rules.ts";
import { nextBowler } from "./innings.ts";
import {
  battingSideIn,
  battingSideOf,
  blankInnings,
  summariesOf,
  type Sides,
} from "./innings-summary.ts";
import { playRulesOf } from "./match-rules.ts";
import type { BatterFigures, InningsState, MatchResult, MatchState } from "./match-state.ts";
import type { RngState } from "./rng.ts";
import { STAGE } from "./stages.ts";
import { inningsWith, matchWith, replaced, walkingIn } from "./state-build.ts";
import type { StepResult } from "./step-result.ts";
import { finishedMatch, inningsEndEvent } from "./innings-end.ts";
import {
  isSuperOverChase,
  MATCH_INNINGS,
  SUPER_OVER_BATTERS,
  superOverName,
  superOverRound,
} from "./super-over-rules.ts";

/** Whether a match plays super overs after a tie: a knockout match by rules that have them. */
export function playsSuperOvers(state: Pick<MatchState, "knockout" | "level" | "rulesVersion">): boolean {
  return state.knockout && playRulesOf(state).version.superOver;
}

/**
 * The batters side `battingSide` sends in for the super over opening at innings `next`: the first
 * three of its batting order not dismissed in an earlier super over.
 */
export function superOverBatters(
  sides: Sides,
  played: readonly InningsState[],
  battingSide: number,
): number[] {
  const out: Set<number> = new Set();
  for (let n = MATCH_INNINGS; n < played.length; n++) {
    const one = played[n] as InningsState;
    if (one.battingSide !== battingSide) continue;
    one.batting.forEach((figures, i) => {
      if (figures.dismissal !== null) out.add(i);
    });
  }
  const order = sides[battingSide === 0 ? 0 : 1].battingOrder;
  return order.filter((i) => !out.has(i)).slice(0, SUPER_OVER_BATTERS);
}

/** The bowlers who bowled the bowling side's previous super over (none before the second). */
function barredBowlers(played: readonly InningsState[], battingSide: number): number[] {
  for (let n = played.length - 1; n >= MATCH_INNINGS; n--) {
    const one = played[n] as InningsState;
    if (one.superOver !== null && one.battingSide === battingSide) return [...new Set(one.overBowlers)];
  }
  return [];
}

/** "A, B and C". */
function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] as string}`;
}

/** Opens super-over innings `next` (0-based): its batters in, its bowler picked or awaited. */
function openSuperOver(
  ctx: EngineContext,
  state: MatchState,
  played: readonly InningsState[],
  next: number,
  rng: RngState,
  lastLine: readonly number[],
  events: MatchEvent[],
): StepResult {
  const sides = state.sides as Sides;
  const battingSide = battingSideIn(next);
  const round = superOverRound(next);
  const batters = superOverBatters(sides, played, battingSide);
  const blank = blankInnings(sides, next);
  const players = blank.batting.slice();
  for (const i of batters.slice(0, 2)) players[i] = walkingIn(players[i] as BatterFigures);
  const opened = inningsWith(blank, {
    currentStrikerIndex: batters[0] ?? -1,
    currentNonStrikerIndex: batters[1] ?? -1,
    batting: players,
    superOver: { round, batters, barredBowlers: barredBowlers(played, battingSide) },
  });
  const side = battingSideOf(sides, opened);
  const names = namesOf(ctx, side.id);
  const who = listed(batters.map((i) => names[i] ?? `Player ${i + 1}`));
  events.push({
    type: "superOver",
    moment: "start",
    round,
    teamId: side.id,
    batterIds: batters.map((i) => side.playerIds[i] ?? i + 1),
    text: isSuperOverChase(next)
      ? `${side.teamName} bat second in ${superOverName(round)}: ${who}`
      : `${side.teamName} bat first in ${superOverName(round)}: ${who}`,
  });
  const withBowler = nextBowler(ctx, state, sides, opened, next, rng, events);
  return {
    ok: true,
    state: matchWith(state, {
      innings: replaced(played, next, withBowler),
      rng,
      lastLine,
      intentSaid: false,
      status: STAGE.superOver.status,
    }),
    events,
  };
}

/** The scores are level after the match or super over `round − 1`: super over `round` is called. */
function calledEvent(round: number): MatchEvent {
  return {
    type: "superOver",
    moment: "called",
    round,
    teamId: null,
    batterIds: [],
    text:
      round === 1
        ? "The scores are level: a super over"
        : `The super over is tied too: ${superOverName(round)}`,
  };
}

/**
 * What follows the end of innings `index` of a knockout match that plays super overs: the first
 * super over when the match's last innings ends level, the next innings of a super over, another
 * super over after a tied one, or the result. Null when the match goes on or ends as any match
 * does (an innings of the match before its last, or a last innings that did not tie).
 */
export function afterInningsOfKnockout(
  ctx: EngineContext,
  state: MatchState,
  format: FormatRules,
  played: readonly InningsState[],
  index: number,
  rng: RngState,
  lastLine: readonly number[],
  events: MatchEvent[],
): StepResult | null {
  const sides = state.sides as Sides;
  const ended = played[index] as InningsState;
  if (ended.superOver === null) {
    if (index !== MATCH_INNINGS - 1 || format.inningsInMatch !== MATCH_INNINGS) return null;
    if (format.resultOf(summariesOf(sides, played, state.totalBall)).kind !== "tie") return null;
    events.push(inningsEndEvent(sides, ended, index, null), calledEvent(1));
    return openSuperOver(ctx, state, played, index + 1, rng, lastLine, events);
  }
  const round = ended.superOver.round;
  if (!isSuperOverChase(index)) {
    events.push(inningsEndEvent(sides, ended, index, ended.totalRun + 1));
    return openSuperOver(ctx, state, played, index + 1, rng, lastLine, events);
  }
  const first = played[index - 1] as InningsState;
  events.push(inningsEndEvent(sides, ended, index, null));
  if (first.totalRun === ended.totalRun) {
    events.push(
      {
        type: "superOver",
        moment: "end",
        round,
        teamId: null,
        batterIds: [],
        text: `${capital(superOverName(round))} is tied`,
      },
      calledEvent(round + 1),
    );
    return openSuperOver(ctx, state, played, index + 1, rng, lastLine, events);
  }
  const winner = battingSideOf(sides, ended.totalRun > first.totalRun ? ended : first);
  const text =
    round === 1
      ? `${winner.teamName} won the super over`
      : `${winner.teamName} won after ${superOverName(round)}`;
  const result: MatchResult = { winnerTeamId: winner.id, kind: "superOver", margin: 0, text };
  events.push(
    { type: "superOver", moment: "end", round, teamId: winner.id, batterIds: [], text },
    { type: "result", result, text },
  );
  return finishedMatch(state, played, result, rng, lastLine, events);
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
