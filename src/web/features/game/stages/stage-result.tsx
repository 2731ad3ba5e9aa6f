import { lazy, Suspense, useMemo } from "react";
import { countryOf } from "../state/catalog-lookup.ts";
import { inningsColors } from "../charts/chart-colors.ts";
import { Flag } from "./flag.tsx";
import { useEngine } from "../state/game-context.ts";
import { InningsScorecard } from "../scorecard/innings-scorecard.tsx";
import type { ChartInnings } from "../charts/result-charts.tsx";
import { StageHeading } from "./stage-heading.tsx";
import type { StageProps } from "./stage-props.ts";
import { teamColorVars } from "../scorecard/team-colors.ts";
import { UploadStatusLine } from "../../matches/upload-status.tsx";
import "./result.css";
import "../charts/charts.css";

// The chart library is fetched only when a match reaches this screen.
const ResultCharts = lazy(() =>
  import("../charts/result-charts.tsx").then((m) => ({ default: m.ResultCharts })),
);

/**
 * Stage 11: the winner and margin, the match in figures, runs-per-over and worm charts, both
 * full scorecards, whether the match was kept, and a new match.
 */
export function ResultStage({
  snapshot,
  onNewMatch,
  onRetryUpload,
}: Pick<StageProps, "snapshot"> & { readonly onNewMatch: () => void; readonly onRetryUpload: () => void }) {
  const engine = useEngine();
  const { state } = snapshot;
  const summary = useMemo(() => engine.matchSummary(state), [engine, state]);
  const chartInnings = useMemo((): readonly [ChartInnings, ChartInnings] | null => {
    const [first, second] = summary.innings;
    if (!first || !second) return null;
    const colors = inningsColors(countryOf(first.teamId), countryOf(second.teamId));
    return [
      { label: first.teamName, color: colors[0], overs: engine.overSummary(state, 1) },
      { label: second.teamName, color: colors[1], overs: engine.overSummary(state, 2) },
    ];
  }, [engine, state, summary]);
  const winner = countryOf(summary.winnerTeamId);
  const { topBatter, bestBowler } = summary;

  return (
    <section className="stage result" aria-labelledby="stage-title">
      <div className="result-hero" style={teamColorVars(winner)}>
        <p className="result-hero__kicker">Match result</p>
        <StageHeading title={<span data-testid="result-text">{engine.resultText(state)}</span>} />
        <ul className="result-hero__innings" aria-label="Innings totals">
          {summary.innings.map((inn) => (
            <li key={inn.teamId} className="result-hero__team">
              <Flag country={countryOf(inn.teamId)} className="result-hero__flag" />
              <span className="result-hero__name">{inn.teamName}</span>
              <span className="result-hero__score">
                {inn.runs}/{inn.wickets}
              </span>
              <span className="result-hero__overs">({inn.overs} ov)</span>
            </li>
          ))}
        </ul>
        {topBatter || bestBowler ? (
          <dl className="result-hero__stars">
            {topBatter ? (
              <div>
                <dt>Top score</dt>
                <dd>
                  {topBatter.name} {topBatter.runs} ({topBatter.balls})
                </dd>
              </div>
            ) : null}
            {bestBowler ? (
              <div>
                <dt>Best bowling</dt>
                <dd>
                  {bestBowler.name} {bestBowler.wickets}/{bestBowler.runs}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className="result-hero__actions">
          <button type="button" className="button button--primary button--large" onClick={onNewMatch}>
            New match
          </button>
          <UploadStatusLine status={snapshot.upload} onRetry={onRetryUpload} />
        </div>
      </div>
      {chartInnings ? (
        <Suspense fallback={<div className="charts charts--loading" aria-hidden="true" />}>
          <ResultCharts innings={chartInnings} />
        </Suspense>
      ) : null}
      <div className="result__cards">
        {summary.innings.map((inn, i) => (
          <InningsScorecard key={inn.teamId} state={state} innings={i === 0 ? 1 : 2} summary={inn} />
        ))}
      </div>
    </section>
  );
}
