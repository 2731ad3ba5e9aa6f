/**
 * What one ball says: its commentary line (match-aware from rules version 2), the sentence on the
 * match after it, what the computer was trying, the scorecard line of a wicket and the end of an
 * over. The step (play-steps.ts) has worked out the ball; these put it into words.
 */
import type { StyleLevel } from "./actions.ts";
import { deliveryOf } from "./ball-outcome.ts";
import { type BowlerType } from "./bowlers.ts";
import { fillLine, pickLineIndex, type CompiledLine } from "./commentary.ts";
import { namesOf, shortNamesOf, type EngineContext } from "./engine-context.ts";
import type { MatchEvent } from "./events.ts";
import { BALLS_PER_OVER, dismissalText } from "./figures.ts";
import { contextIndex, pickFreshLine, recordSaid } from "./match-commentary.ts";
import { ballContext, wicketStreak } from "./match-context.ts";
import type {
  BatterFigures,
  BowlerFigures,
  InningsNumber,
  InningsState,
  MatchState,
  SideState,
} from "./match-state.ts";
import { battingSideOf, type Sides } from "./innings-summary.ts";
import type { RngState } from "./rng.ts";
import { ballsAllowed } from "./super-over-rules.ts";
import type { BallFacts } from "./ball-facts.ts";
import { CALL_ONLY } from "./ball-facts.ts";

/**
 * What match-aware commentary (rules version 2, Club and International) picks a line by besides
 * the outcome: both sides' styles on the ball and the bowler's type.
 */
export interface BallVoice {
  readonly batting: StyleLevel;
  readonly bowling: StyleLevel;
  readonly bowler: BowlerType;
}

/**
 * The line for a ball of commentary key `key`, picked with one draw. Match-aware commentary
 * picks among the lines that fit the ball, none said before in the over (`lastLine` then holds
 * the over's line ids); otherwise among the key's lines, never its previous one again.
 */
export function pickLine(
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
export function announceBall(
  ctx: EngineContext,
  rng: RngState,
  lastLine: number[],
  ball: BallFacts,
  computerLevel: StyleLevel | null,
  computerSide: "bat" | "bowl",
  /** Match-aware commentary: the intent only on a ball it explains, once an over. */
  intentOnce: boolean,
  /** Whether the intent has been said already in this over. */
  intentSaid: boolean,
  voice: BallVoice | null,
  context: string,
  innings: InningsNumber,
  over: number,
  ballInOver: number,
  batting: SideState,
  bowling: SideState,
  bowlerIndex: number,
  striker: BatterFigures,
  strikerIndex: number,
  nonStrikerIndex: number,
  wickets: number,
  total: number,
): MatchEvent[] {
  const battingNames = namesOf(ctx, batting.id);
  const bowlingNames = namesOf(ctx, bowling.id);
  const bowlerId = bowling.playerIds[bowlerIndex] as number;
  const batterId = batting.playerIds[strikerIndex] as number;
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
  // With match-aware commentary only where it explains the ball, and once an over at most.
  const intent =
    computerLevel === null || (intentOnce && (intentSaid || !intentFits(computerSide, computerLevel, ball)))
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
    batterId,
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
      batterId,
      kind: ball.kind,
      bowlerId,
      fielderId: fielderIndex >= 0 ? (bowling.playerIds[fielderIndex] ?? null) : null,
      wickets,
      teamRuns: total,
      text: `${battingNames[strikerIndex] ?? ""} ${how} ${striker.run} (${striker.ball + 1})`,
    },
  ];
}

/** A line with a sentence on the match after it, when there is one. */
export function withContext(line: string, context: string): string {
  return context === "" ? line : `${line} ${context}`;
}

/**
 * Whether what the computer was trying explains the ball just played, so that saying it adds
 * something: an attacking bowler's wicket or the boundary he paid for it, a tight line that gave
 * nothing away, a big shot that went for four or six or got the batter out, a careful batter's
 * quiet ball. Never "keeping it tight" after a boundary, nor "going for the big shot" after a dot.
 */
export function intentFits(side: "bat" | "bowl", level: StyleLevel, ball: BallFacts): boolean {
  const wicket = ball.kind !== null;
  const wide = ball.extra === "wide" || ball.extra === "noBall";
  const conceded = ball.runs + ball.extraRuns;
  if (side === "bowl") {
    if (level === "aggressive") return (wicket && ball.kind !== "runOut") || ball.runs >= 4;
    if (level === "normal") return !wicket && !wide && conceded === 0;
    return !wicket && !wide && conceded <= 1;
  }
  if (level === "aggressive") return wicket || ball.runs >= 4;
  if (level === "normal") return !wicket && !wide && ball.runs >= 1 && ball.runs <= 3;
  return !wicket && !wide && ball.runs <= 1;
}

/** What the computer was trying on the ball just played, e.g. "Bumrah was going for the wicket". */
export function intentText(side: "bat" | "bowl", level: StyleLevel, name: string): string {
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
export function overEndEvent(
  innings: InningsNumber,
  sides: Sides,
  batting: InningsState,
  context: string,
): MatchEvent {
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
      `End of over ${balls / BALLS_PER_OVER}: ${battingSideOf(sides, batting).teamName} ${batting.totalRun}/${batting.wicketTaken}${context === "" ? "" : "."}`,
      context,
    ),
  };
}

/**
 * The sentence on the match after a ball (match-context.ts) from the ball and both sides as they
 * stand after it; "" when the ball needs none.
 */
export function contextOfBall(
  ctx: EngineContext,
  state: MatchState,
  ball: BallFacts,
  after: {
    readonly innings: InningsNumber;
    readonly target: number | null;
    readonly battingSide: SideState;
    readonly bowlingSide: SideState;
    /** The innings as it stood before the ball. */
    readonly batting: InningsState;
    readonly batPlayers: readonly BatterFigures[];
    readonly bowlPlayers: readonly BowlerFigures[];
    readonly strikerIndex: number;
    readonly nonStrikerIndex: number;
    readonly total: number;
    readonly wickets: number;
    readonly balls: number;
    readonly overEnd: boolean;
    readonly inningsOver: boolean;
  },
): string {
  const { batting, battingSide, bowlingSide, strikerIndex } = after;
  const bowlerIndex = batting.currentBowlerIndex;
  const battingNames = namesOf(ctx, battingSide.id);
  const before = batting.batting[strikerIndex] as BatterFigures;
  const striker = after.batPlayers[strikerIndex] as BatterFigures;
  const credited = ball.kind !== null && ball.kind !== "runOut";
  const fallOfWickets: number[] = [];
  for (const player of after.batPlayers) {
    if (player.dismissal !== null)
      fallOfWickets[player.dismissal.wicketNumber - 1] = player.dismissal.teamRuns;
  }
  return ballContext({
    innings: after.innings,
    totalBall: ballsAllowed(batting, state.totalBall),
    target: after.target,
    battingTeam: battingSide.teamName,
    bowlingTeam: bowlingSide.teamName,
    batter: battingNames[strikerIndex] ?? "",
    partner: battingNames[after.nonStrikerIndex] ?? "",
    bowler: namesOf(ctx, bowlingSide.id)[bowlerIndex] ?? "",
    batterRunsBefore: before.run,
    batterRuns: striker.run,
    batterBalls: striker.ball,
    wicket: ball.kind,
    bowlerWickets: (after.bowlPlayers[bowlerIndex] as BowlerFigures).b_wkt,
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
