/**
 * The worker's chance after every ball, laid out for the result screen: the chart's series (one
 * line per innings, in percent) and the key moments that say the same in words. Arranging
 * numbers only; the chances are the engine's.
 */
import type { BallEvent, MatchEvent } from "../../../../engine/index.ts";
import type { WinChancePoint } from "@/features/game/win-chance/win-chance-answers.ts";
import type { ChartSeries } from "./chart-data.ts";
import { percent } from "@/features/game/win-chance/use-win-chance.ts";

/**
 * Balls of the match (0 = before the first) and the chance in percent during each innings.
 * The second innings' line starts where the first ends, so the two lines join.
 */
export function chanceChartSeries(points: readonly WinChancePoint[]): ChartSeries {
  const x = points.map((p) => p.ball);
  const first = points.map((p) => (p.innings === 1 ? p.chance * 100 : null));
  const second = points.map((p, i) => {
    if (p.innings === 2) return p.chance * 100;
    return points[i + 1]?.innings === 2 ? p.chance * 100 : null;
  });
  return [x, first, second];
}

/** One line of the key moments. */
export interface ChanceMoment {
  readonly moment: string;
  /** Where in the match, e.g. "2nd innings, over 3.2"; "" for the start. */
  readonly when: string;
  /** The chance, or how the ball moved it ("54% → 31%"). */
  readonly chance: string;
}

/** How many of the biggest swings (besides wickets and milestones) the key moments list. */
const SWINGS = 3;
/** A ball that moves the chance by less than this is no key moment. */
const MIN_SWING = 0.05;
/** A batter's scores worth a line of their own. */
const MILESTONES = [
  { runs: 100, name: "Hundred" },
  { runs: 50, name: "Fifty" },
] as const;

function inningsName(innings: number): string {
  return innings === 1 ? "1st innings" : "2nd innings";
}

function whatHappened(ball: BallEvent | undefined): string {
  if (!ball) return "A ball";
  if (ball.display === "WKT") return "Wicket";
  if (ball.extra === "wide") return "Wide";
  if (ball.extra === "noBall") return ball.runs === 0 ? "No-ball" : `No-ball, ${ball.runs} off the bat`;
  if (ball.extra === "bye" || ball.extra === "legBye") return ball.extra === "bye" ? "Bye" : "Leg-bye";
  if (ball.runs === 0) return "Dot ball";
  if (ball.runs === 4) return "Four";
  if (ball.runs === 6) return "Six";
  return `${ball.runs} run${ball.runs === 1 ? "" : "s"}`;
}

/** A batter's name: `innings` (1, 2, ..) and the batter's player id (1..11). */
export type BatterName = (innings: number, batterId: number) => string;

/**
 * What each ball of the match was worth a line for, by its place among the balls: the wicket's
 * scorecard line, or the milestone the batter reached with it.
 */
function notableBalls(events: readonly MatchEvent[], nameOf: BatterName): Map<number, string> {
  const notable = new Map<number, string>();
  const scores = new Map<string, number>();
  let k = -1;
  for (const event of events) {
    if (event.type === "ball") {
      k++;
      const key = `${event.innings} ${event.batterId}`;
      const before = scores.get(key) ?? 0;
      const after = before + event.runs;
      scores.set(key, after);
      const reached = MILESTONES.find((m) => before < m.runs && after >= m.runs);
      if (reached) notable.set(k, `${reached.name} for ${nameOf(event.innings, event.batterId)}`);
    } else if (event.type === "wicket" && k >= 0) {
      notable.set(k, `Wicket: ${event.text}`);
    }
  }
  return notable;
}

/**
 * The story of the chance in a few lines, in match order: the start, every wicket, every batter's
 * fifty and hundred, the biggest other swings of the chance, the innings break and the last ball.
 * `events` are the match's events in order (the point after the k-th ball event belongs to it).
 */
export function keyMoments(
  points: readonly WinChancePoint[],
  events: readonly MatchEvent[],
  nameOf: BatterName,
): ChanceMoment[] {
  const start = points[0];
  const end = points.at(-1);
  if (!start || !end) return [];
  const startLine: ChanceMoment = { moment: "Start of play", when: "", chance: percent(start.chance) };
  if (points.length === 1) return [startLine];
  const balls = events.filter((e): e is BallEvent => e.type === "ball");
  const notable = notableBalls(events, nameOf);
  // Point i is the chance after ball i (1-based); the last point is the last ball's own line.
  const chosen = new Set<number>();
  for (const k of notable.keys()) if (k + 1 < points.length - 1) chosen.add(k + 1);
  points
    .map((p, i) => ({ i, swing: i === 0 ? 0 : p.chance - (points[i - 1] as WinChancePoint).chance }))
    .filter((s) => s.i < points.length - 1 && !chosen.has(s.i) && Math.abs(s.swing) >= MIN_SWING)
    .sort((a, b) => Math.abs(b.swing) - Math.abs(a.swing))
    .slice(0, SWINGS)
    .forEach((s) => chosen.add(s.i));
  const momentAt = (i: number): ChanceMoment => {
    const point = points[i] as WinChancePoint;
    const ball = balls[point.ball - 1];
    const when = ball
      ? `${inningsName(ball.innings)}, over ${ball.over}.${ball.ball}`
      : inningsName(point.innings);
    const before = (points[i - 1] as WinChancePoint).chance;
    const moment = notable.get(point.ball - 1) ?? whatHappened(ball);
    return { moment, when, chance: `${percent(before)} → ${percent(point.chance)}` };
  };
  const lastOfFirst = points.findLastIndex((p) => p.innings === 1);
  const breakLine: ChanceMoment = {
    moment: "Innings break",
    when: "",
    chance: percent((points[lastOfFirst] as WinChancePoint).chance),
  };
  const moments: ChanceMoment[] = [startLine];
  let breakShown = lastOfFirst >= points.length - 1;
  for (const i of [...chosen].sort((a, b) => a - b)) {
    if (!breakShown && i > lastOfFirst) {
      moments.push(breakLine);
      breakShown = true;
    }
    moments.push(momentAt(i));
  }
  if (!breakShown) moments.push(breakLine);
  const last = momentAt(points.length - 1);
  const lastMoment = notable.has(end.ball - 1) ? last.moment : last.moment.toLowerCase();
  moments.push({ moment: `Last ball: ${lastMoment}`, when: last.when, chance: last.chance });
  return moments;
}
