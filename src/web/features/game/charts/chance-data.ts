/**
 * The worker's chance after every ball, laid out for the result screen: the chart's series (one
 * line per innings, in percent) and the key moments that say the same in words. Arranging
 * numbers only; the chances are the engine's.
 */
import type { BallEvent } from "../../../../engine/index.ts";
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

/** How many of the biggest swings the key moments list. */
const SWINGS = 3;
/** A ball that moves the chance by less than this is no key moment. */
const MIN_SWING = 0.05;

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
  return `${ball.runs} run${ball.runs === 1 ? "" : "s"}`;
}

/**
 * The story of the chance in a few lines: at the start, the biggest swings (in match order),
 * at the innings break and at the end. `balls` are the match's ball events in order (the
 * point after ball k belongs to the k-th).
 */
export function keyMoments(points: readonly WinChancePoint[], balls: readonly BallEvent[]): ChanceMoment[] {
  const start = points[0];
  const end = points.at(-1);
  if (!start || !end) return [];
  if (points.length === 1) return [{ moment: "Start of play", when: "", chance: percent(start.chance) }];
  const swings = points
    .map((p, i) => ({ i, swing: i === 0 ? 0 : p.chance - (points[i - 1] as WinChancePoint).chance }))
    .filter((s) => Math.abs(s.swing) >= MIN_SWING)
    .sort((a, b) => Math.abs(b.swing) - Math.abs(a.swing))
    .slice(0, SWINGS)
    .sort((a, b) => a.i - b.i);
  const lastOfFirst = points.findLastIndex((p) => p.innings === 1);
  const moments: ChanceMoment[] = [{ moment: "Start of play", when: "", chance: percent(start.chance) }];
  const swingAt = (i: number): ChanceMoment => {
    const point = points[i] as WinChancePoint;
    const ball = balls[point.ball - 1];
    const when = ball
      ? `${inningsName(ball.innings)}, over ${ball.over}.${ball.ball}`
      : inningsName(point.innings);
    const before = (points[i - 1] as WinChancePoint).chance;
    return { moment: whatHappened(ball), when, chance: `${percent(before)} → ${percent(point.chance)}` };
  };
  let breakShown = false;
  for (const { i } of swings) {
    if (!breakShown && lastOfFirst < points.length - 1 && i > lastOfFirst) {
      moments.push({
        moment: "Innings break",
        when: "",
        chance: percent((points[lastOfFirst] as WinChancePoint).chance),
      });
      breakShown = true;
    }
    if (i < points.length - 1) moments.push(swingAt(i));
  }
  if (!breakShown && lastOfFirst < points.length - 1) {
    moments.push({
      moment: "Innings break",
      when: "",
      chance: percent((points[lastOfFirst] as WinChancePoint).chance),
    });
  }
  const last = swingAt(points.length - 1);
  moments.push({ moment: `Last ball: ${last.moment.toLowerCase()}`, when: last.when, chance: last.chance });
  return moments;
}
