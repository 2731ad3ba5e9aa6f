/**
 * The result screen's charts, drawn with uPlot: the Manhattan (runs in each over, the two
 * innings side by side, wickets marked above the bars) and the worm (the running totals,
 * wickets marked on the lines). Loaded with React.lazy only on the result screen, so the
 * chart library never weighs on the rest of the game.
 */
import { useEffect, useMemo, useRef } from "react";
import uPlot from "uplot";
import "./uplot.css";
import type { OverSummary } from "../../../../engine/index.ts";
import { manhattanSeries, wicketsPerOver, wormSeries, type ChartSeries } from "./chart-data.ts";
import "./charts.css";

const HEIGHT = 240;
const WICKET_COLOR = "#b3202a";
const AXIS = {
  stroke: "#56665d",
  grid: { stroke: "#e4e8e2", width: 1 },
  ticks: { stroke: "#d7dcd4", width: 1 },
};

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
    ctx.fillStyle = "#fff";
    ctx.fill();
    ctx.lineWidth = 2.5 * ratio;
    ctx.strokeStyle = WICKET_COLOR;
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

function manhattanOptions(innings: readonly ChartInnings[], data: ChartSeries): Omit<uPlot.Options, "width"> {
  const n = data[0].length;
  const bars = uPlot.paths.bars;
  const top = Math.max(6, ...data[1].map((v) => v ?? 0), ...data[2].map((v) => v ?? 0));
  return {
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: () => [0.4, n + 0.6] },
      // Headroom above the tallest bar for a stack of wicket markers.
      y: { range: () => [0, Math.ceil((top * 1.25 + 4) / 2) * 2] },
    },
    axes: [
      { ...AXIS, label: "Over", labelSize: 20, incrs: [1, 2, 5, 10], space: 24, values: xAxisValues },
      { ...AXIS, label: "Runs", labelSize: 20, incrs: [1, 2, 5, 10], space: 24 },
    ],
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
  const n = data[0].length - 1;
  const top = Math.max(6, ...data[1].map((v) => v ?? 0), ...data[2].map((v) => v ?? 0));
  return {
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: () => [0, Math.max(1, n)] },
      y: { range: () => [0, Math.ceil((top * 1.1 + 2) / 5) * 5] },
    },
    axes: [
      { ...AXIS, label: "Over", labelSize: 20, incrs: [1, 2, 5, 10], space: 24, values: xAxisValues },
      { ...AXIS, label: "Runs", labelSize: 20 },
    ],
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
    <ul className="chart__legend">
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

function DataTable({
  innings,
  caption,
}: {
  readonly innings: readonly ChartInnings[];
  readonly caption: string;
}) {
  const n = Math.max(...innings.map((i) => i.overs.length), 0);
  return (
    <details className="chart__data">
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

/** Both charts for a finished match. */
export function ResultCharts({ innings }: { readonly innings: readonly [ChartInnings, ChartInnings] }) {
  const [first, second] = innings;
  const manhattan = useMemo(() => manhattanSeries(first.overs, second.overs), [first.overs, second.overs]);
  const worm = useMemo(() => wormSeries(first.overs, second.overs), [first.overs, second.overs]);
  const manhattanOpts = useMemo(() => manhattanOptions(innings, manhattan), [innings, manhattan]);
  const wormOpts = useMemo(() => wormOptions(innings, worm), [innings, worm]);
  return (
    <div className="charts" data-testid="result-charts">
      <figure className="chart">
        <figcaption className="chart__title">Runs per over</figcaption>
        <Legend innings={innings} />
        <Plot options={manhattanOpts} data={manhattan} />
      </figure>
      <figure className="chart">
        <figcaption className="chart__title">The worm</figcaption>
        <Legend innings={innings} />
        <Plot options={wormOpts} data={worm} />
      </figure>
      <DataTable innings={innings} caption="Runs, wickets and running total in each over" />
    </div>
  );
}
