/**
 * The result screen's charts, drawn with uPlot: the Manhattan (runs in each over, the two
 * innings side by side, wickets marked above the bars) and the worm (the running totals,
 * wickets marked on the lines), and the user's chance of winning ball by ball beside the worm.
 * Loaded with React.lazy only on the result screen, so the
 * chart library never weighs on the rest of the game.
 */
import { useEffect, useMemo, useRef } from "react";
import uPlot from "uplot";
import "./uplot.css";
import type { MatchEvent, OverSummary } from "../../../../engine/index.ts";
import type { WinChancePoint } from "@/features/game/win-chance/win-chance-answers.ts";
import { chanceChartSeries, keyMoments, type BatterName } from "./chance-data.ts";
import { manhattanSeries, wicketsPerOver, wormSeries, type ChartSeries } from "./chart-data.ts";
import { cssColor } from "./css-color.ts";
import "./charts.css";
import "./chance-chart.css";
import { ColumnHeads } from "@/components/column-heads.tsx";

const HEIGHT = 240;

interface ChartPalette {
  /** The wicket markers' ring and their fill. */
  readonly wicket: string;
  readonly marker: string;
  /** The axes' lines and labels, their grid and ticks. */
  readonly axis: {
    readonly stroke: string;
    readonly grid: { readonly stroke: string; readonly width: number };
    readonly ticks: { readonly stroke: string; readonly width: number };
  };
}

let palette: ChartPalette | null = null;

/** The colours the charts draw in, read once from the tokens of styles.css. */
function colors(): ChartPalette {
  palette ??= {
    wicket: cssColor("--color-ball"),
    marker: cssColor("--color-white"),
    axis: {
      stroke: cssColor("--color-muted"),
      grid: { stroke: cssColor("--color-chart-grid"), width: 1 },
      ticks: { stroke: cssColor("--color-line"), width: 1 },
    },
  };
  return palette;
}

/** One innings on the charts. */
export interface ChartInnings {
  readonly label: string;
  readonly color: string;
  readonly overs: readonly OverSummary[];
}

/** One marker per wicket, stacked upwards from (x, y). */
function wicketBalls(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  count: number,
  ratio: number,
): void {
  const r = 5 * ratio;
  for (let k = 0; k < count; k++) {
    const cy = y - r - k * (2 * r + 2 * ratio);
    ctx.beginPath();
    ctx.arc(x, cy, r, 0, Math.PI * 2);
    // White with a red ring, so it stands out on a bar or line of any team colour.
    ctx.fillStyle = colors().marker;
    ctx.fill();
    ctx.lineWidth = 2.5 * ratio;
    ctx.strokeStyle = colors().wicket;
    ctx.stroke();
  }
}

/**
 * Draws the wicket markers after the series: a marker per wicket above that innings' bar
 * on the Manhattan (shifted to its half of the over), above the point on the worm.
 */
function wicketHook(innings: readonly ChartInnings[], data: ChartSeries, kind: "bars" | "line") {
  return (u: uPlot): void => {
    const ratio = uPlot.pxRatio;
    const ctx = u.ctx;
    ctx.save();
    innings.forEach((inn, s) => {
      const ys = data[(s + 1) as 1 | 2];
      wicketsPerOver(inn.overs).forEach((count, i) => {
        if (count === 0) return;
        const yValue = ys[kind === "bars" ? i : i + 1];
        if (yValue === null || yValue === undefined) return;
        let x = u.valToPos(i + 1, "x", true);
        if (kind === "bars") {
          const column = u.valToPos(2, "x", true) - u.valToPos(1, "x", true);
          const width = Math.min(column * 0.35, 36 * ratio);
          x += s === 0 ? -width / 2 : width / 2;
        }
        const y = u.valToPos(yValue, "y", true) - (kind === "bars" ? 3 : 6) * ratio;
        wicketBalls(ctx, x, y, count, ratio);
      });
    });
    ctx.restore();
  };
}

function xAxisValues(_u: uPlot, ticks: number[]): string[] {
  return ticks.map((t) => (Number.isInteger(t) ? String(t) : ""));
}

/** What every chart shares: its height, and no legend or cursor (new objects for each chart). */
function plainChart(): Pick<uPlot.Options, "height" | "legend" | "cursor"> {
  return { height: HEIGHT, legend: { show: false }, cursor: { show: false } };
}

/** The highest score in either innings' series, and at least 6, so a quiet innings still has a scale. */
function highest(data: ChartSeries): number {
  return Math.max(6, ...data[1].map((v) => v ?? 0), ...data[2].map((v) => v ?? 0));
}

/** The overs along the bottom of an innings chart. */
function oversAxis(axis: uPlot.Axis): uPlot.Axis {
  return { ...axis, label: "Over", labelSize: 20, incrs: [1, 2, 5, 10], space: 24, values: xAxisValues };
}

function manhattanOptions(innings: readonly ChartInnings[], data: ChartSeries): Omit<uPlot.Options, "width"> {
  const AXIS = colors().axis;
  const n = data[0].length;
  const bars = uPlot.paths.bars;
  const top = highest(data);
  return {
    ...plainChart(),
    scales: {
      x: { time: false, range: () => [0.4, n + 0.6] },
      // Headroom above the tallest bar for a stack of wicket markers.
      y: { range: () => [0, Math.ceil((top * 1.25 + 4) / 2) * 2] },
    },
    axes: [oversAxis(AXIS), { ...AXIS, label: "Runs", labelSize: 20, incrs: [1, 2, 5, 10], space: 24 }],
    series: [
      {},
      ...innings.map((inn, s) => ({
        label: inn.label,
        stroke: inn.color,
        fill: inn.color,
        width: 0,
        points: { show: false },
        paths: bars ? bars({ size: [0.35, 36], align: s === 0 ? -1 : 1, radius: 0.15 }) : undefined,
      })),
    ],
    hooks: { draw: [wicketHook(innings, data, "bars")] },
  };
}

function wormOptions(innings: readonly ChartInnings[], data: ChartSeries): Omit<uPlot.Options, "width"> {
  const AXIS = colors().axis;
  const n = data[0].length - 1;
  const top = highest(data);
  return {
    ...plainChart(),
    scales: {
      x: { time: false, range: () => [0, Math.max(1, n)] },
      y: { range: () => [0, Math.ceil((top * 1.1 + 2) / 5) * 5] },
    },
    axes: [oversAxis(AXIS), { ...AXIS, label: "Runs", labelSize: 20 }],
    series: [
      {},
      ...innings.map((inn) => ({
        label: inn.label,
        stroke: inn.color,
        width: 3,
        points: { show: true, size: 5, fill: inn.color },
      })),
    ],
    hooks: { draw: [wicketHook(innings, data, "line")] },
  };
}

/** A dashed line across the chart at an even chance. */
function evenChanceHook(u: uPlot): void {
  const ratio = uPlot.pxRatio;
  const y = u.valToPos(50, "y", true);
  const ctx = u.ctx;
  ctx.save();
  ctx.setLineDash([6 * ratio, 5 * ratio]);
  ctx.lineWidth = 1.5 * ratio;
  ctx.strokeStyle = colors().axis.stroke;
  ctx.beginPath();
  ctx.moveTo(u.bbox.left, y);
  ctx.lineTo(u.bbox.left + u.bbox.width, y);
  ctx.stroke();
  ctx.restore();
}

function chanceOptions(innings: readonly ChartInnings[], data: ChartSeries): Omit<uPlot.Options, "width"> {
  const AXIS = colors().axis;
  const n = data[0].at(-1) ?? 1;
  return {
    ...plainChart(),
    scales: {
      x: { time: false, range: () => [0, Math.max(1, n)] },
      y: { range: () => [0, 100] },
    },
    axes: [
      { ...AXIS, label: "Ball", labelSize: 20, space: 32, values: xAxisValues },
      {
        ...AXIS,
        label: "Your win chance",
        labelSize: 20,
        incrs: [25],
        values: (_u, ticks) => ticks.map((t) => `${t}%`),
      },
    ],
    series: [
      {},
      ...innings.map((inn) => ({ label: inn.label, stroke: inn.color, width: 3, points: { show: false } })),
    ],
    hooks: { draw: [evenChanceHook] },
  };
}

/** A uPlot canvas that follows its container's width. */
function Plot({
  options,
  data,
}: {
  readonly options: Omit<uPlot.Options, "width">;
  readonly data: ChartSeries;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const chart = new uPlot({ ...options, width: Math.max(240, el.clientWidth) } as uPlot.Options, data, el);
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(240, el.clientWidth), height: options.height });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [options, data]);
  // The canvas says nothing to assistive technology; the table under each chart does.
  return <div ref={ref} className="chart__plot" aria-hidden="true" />;
}

function Legend({ innings }: { readonly innings: readonly ChartInnings[] }) {
  return (
    <ul className="inline-list chart__legend">
      {innings.map((inn) => (
        <li key={inn.label} className="chart__key">
          <span className="chart__swatch" style={{ background: inn.color }} aria-hidden="true" />
          {inn.label}
        </li>
      ))}
      <li className="chart__key">
        <span className="chart__swatch chart__swatch--wicket" aria-hidden="true" />
        Wickets
      </li>
    </ul>
  );
}

/** The over-by-over table's id: each chart links to it, its text equivalent. */
const TABLE_ID = "over-by-over";

/** A chart's way to its words: opens the over-by-over table and puts focus on it. */
function TableLink() {
  return (
    <a
      className="chart__table-link"
      href={`#${TABLE_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const table = document.getElementById(TABLE_ID);
        if (table instanceof HTMLDetailsElement) table.open = true;
        table?.querySelector("summary")?.focus();
      }}
    >
      This chart as a table
    </a>
  );
}

function DataTable({
  innings,
  caption,
}: {
  readonly innings: readonly ChartInnings[];
  readonly caption: string;
}) {
  const n = Math.max(...innings.map((i) => i.overs.length), 0);
  return (
    <details className="chart__data" id={TABLE_ID}>
      <summary>Over by over</summary>
      <div className="table-wrap">
        <table className="chart__table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Over</th>
              {innings.map((inn) => (
                <th key={inn.label} scope="col">
                  {inn.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: n }, (_, i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                {innings.map((inn) => {
                  const over = inn.overs[i];
                  return (
                    <td key={inn.label}>
                      {over
                        ? `${over.runs} run${over.runs === 1 ? "" : "s"}${over.wickets > 0 ? `, ${over.wickets} wkt` : ""} (total ${over.cumulative})`
                        : "–"}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The user's chance of winning ball by ball; null points while the worker replays the match. */
export interface ChanceChartData {
  /** The user's team, for the title. */
  readonly team: string;
  readonly points: readonly WinChancePoint[] | null;
  /** The match's events in order, for the key moments. */
  readonly events: readonly MatchEvent[];
  /** A batter's name by innings and player id, for the key moments' milestones. */
  readonly nameOf: BatterName;
}

function ChanceChart({
  innings,
  chance,
}: {
  readonly innings: readonly ChartInnings[];
  readonly chance: ChanceChartData;
}) {
  const { points, events, nameOf, team } = chance;
  const data = useMemo(() => (points && points.length > 1 ? chanceChartSeries(points) : null), [points]);
  const options = useMemo(() => (data ? chanceOptions(innings, data) : null), [innings, data]);
  return (
    <figure className="chart" data-testid="chance-chart" aria-busy={points === null}>
      <figcaption className="chart__title">Your win chance ({team}), ball by ball</figcaption>
      <ul className="inline-list chart__legend">
        {innings.map((inn) => (
          <li key={inn.label} className="chart__key">
            <span className="chart__swatch" style={{ background: inn.color }} aria-hidden="true" />
            {inn.label} batting
          </li>
        ))}
      </ul>
      {options && data ? (
        <Plot options={options} data={data} />
      ) : points === null ? (
        // The chart's room, kept while the worker replays the match.
        <div className="chart__plot" aria-hidden="true" />
      ) : (
        <p className="chart__plot chart__note">The win chance is not available in this browser.</p>
      )}
      {points && points.length > 1 ? <KeyMoments points={points} events={events} nameOf={nameOf} /> : null}
    </figure>
  );
}

/** The chance chart in words: the start, the wickets, milestones and biggest swings, the break and the end. */
function KeyMoments({
  points,
  events,
  nameOf,
}: {
  readonly points: readonly WinChancePoint[];
  readonly events: readonly MatchEvent[];
  readonly nameOf: BatterName;
}) {
  const moments = useMemo(() => keyMoments(points, events, nameOf), [points, events, nameOf]);
  return (
    <details className="chart__data chart__data--inline">
      <summary>Key moments</summary>
      <div className="table-wrap">
        <table className="chart__table">
          <caption className="visually-hidden">Your win chance at the key moments of the match</caption>
          <ColumnHeads names={["Moment", "When", "Win chance"]} />
          <tbody>
            {moments.map((m, i) => (
              <tr key={i}>
                <th scope="row">{m.moment}</th>
                <td>{m.when || "–"}</td>
                <td>{m.chance}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The charts for a finished match; the chance chart when `chance` is given. */
export function ResultCharts({
  innings,
  chance,
}: {
  readonly innings: readonly [ChartInnings, ChartInnings];
  readonly chance?: ChanceChartData;
}) {
  const [first, second] = innings;
  const manhattan = useMemo(() => manhattanSeries(first.overs, second.overs), [first.overs, second.overs]);
  const worm = useMemo(() => wormSeries(first.overs, second.overs), [first.overs, second.overs]);
  const manhattanOpts = useMemo(() => manhattanOptions(innings, manhattan), [innings, manhattan]);
  const wormOpts = useMemo(() => wormOptions(innings, worm), [innings, worm]);
  return (
    <div className={chance ? "charts charts--with-chance" : "charts"} data-testid="result-charts">
      <figure className="chart chart--manhattan">
        <figcaption className="chart__title">Runs per over</figcaption>
        <Legend innings={innings} />
        <Plot options={manhattanOpts} data={manhattan} />
        <TableLink />
      </figure>
      <figure className="chart">
        <figcaption className="chart__title">The worm</figcaption>
        <Legend innings={innings} />
        <Plot options={wormOpts} data={worm} />
        <TableLink />
      </figure>
      {chance ? <ChanceChart innings={innings} chance={chance} /> : null}
      <DataTable innings={innings} caption="Runs, wickets and running total in each over" />
    </div>
  );
}
