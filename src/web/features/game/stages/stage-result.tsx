import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { InningsLine, MatchState } from "../../../../engine/index.ts";
import { superOverTitle, wicketsForRuns } from "../../../../engine/index.ts";
import { countryOf, squadOf } from "@/features/game/state/catalog-lookup.ts";
import { inningsColors } from "@/features/game/charts/chart-colors.ts";
import { Flag } from "./flag.tsx";
import { useMatchView } from "@/features/game/state/game-context.ts";
import { levelLabel } from "@/features/game/state/level-label.ts";
import type { WinChancePoint } from "@/features/game/win-chance/win-chance-answers.ts";
import { InningsScorecard } from "@/features/game/scorecard/innings-scorecard.tsx";
import type { ChartInnings } from "@/features/game/charts/result-charts.tsx";
import { StageHeading } from "./stage-heading.tsx";
import type { StageProps } from "./stage-props.ts";
import { teamColorVars } from "@/features/game/scorecard/team-colors.ts";
import { UploadStatusLine } from "@/features/game/saving/upload-status.tsx";
import "./result.css";
import "@/features/game/charts/charts.css";

/** One innings' total in the result's hero: the side (with its flag, if given), runs/wickets and overs. */
function InningsTotal({
  innings,
  country,
  children,
}: {
  readonly innings: InningsLine;
  readonly country?: Parameters<typeof Flag>[0]["country"];
  readonly children: ReactNode;
}) {
  return (
    <li className="result-hero__team">
      <Flag country={country} className="result-hero__flag" />
      <span className="result-hero__name">{children}</span>
      <span className="result-hero__score">
        {innings.runs}/{innings.wickets}
      </span>
      <span className="result-hero__overs">({innings.overs} ov)</span>
    </li>
  );
}

// The chart library is fetched only when a match reaches this screen.
const ResultCharts = lazy(() =>
  import("@/features/game/charts/result-charts.tsx").then((m) => ({ default: m.ResultCharts })),
);

/**
 * Stage 11: the winner and margin, the opponent level, the match in figures, runs-per-over,
 * worm and win-chance charts, both full scorecards, whether the match was kept, and a new match.
 */
export function ResultStage({
  snapshot,
  onNewMatch,
  onRetryUpload,
  actions: archiveActions,
}: Pick<StageProps, "snapshot"> & {
  readonly onNewMatch: () => void;
  readonly onRetryUpload: () => void;
  /** What a kept match shows (in the archive) instead of "New match" and the saving line. */
  readonly actions?: ReactNode;
}) {
  const { engine, winChance } = useMatchView();
  const { state, seed, level, actions, events } = snapshot;
  // The worker replays the match for the chance after every ball, while the charts' code loads.
  const [series, setSeries] = useState<{
    readonly state: MatchState;
    readonly points: readonly WinChancePoint[];
  } | null>(null);
  useEffect(() => {
    let current = true;
    const { rulesVersion, knockout } = state;
    void winChance.chanceSeries({ seed, level, rulesVersion, knockout, actions }).then((points) => {
      if (current) setSeries({ state, points });
    });
    return () => {
      current = false;
    };
  }, [winChance, seed, level, actions, state]);
  const userTeam = countryOf(state.teamId)?.name ?? "Your team";
  const summary = useMemo(() => engine.matchSummary(state), [engine, state]);
  const nameOf = useCallback(
    (innings: number, batterId: number) =>
      squadOf(summary.innings[innings - 1]?.teamId)[batterId - 1]?.name ?? "the batter",
    [summary],
  );
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
      <div className="result-hero team-stripe" style={teamColorVars(winner)}>
        <p className="result-hero__kicker">
          Match result · <span data-testid="result-level">{levelLabel(level)}</span> opponent
        </p>
        <StageHeading title={<span data-testid="result-text">{engine.resultText(state)}</span>} />
        <ul className="result-hero__innings" aria-label="Innings totals">
          {summary.innings.map((inn) => (
            <InningsTotal key={inn.teamId} innings={inn} country={countryOf(inn.teamId)}>
              {inn.teamName}
            </InningsTotal>
          ))}
        </ul>
        {summary.superOvers ? (
          <ul className="result-hero__innings" aria-label="Super overs">
            {summary.superOvers.map((inn, i) => (
              <InningsTotal key={i} innings={inn}>
                {superOverTitle(Math.floor(i / 2) + 1)} · {inn.teamName}
              </InningsTotal>
            ))}
          </ul>
        ) : null}
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
                  {bestBowler.name} {wicketsForRuns(bestBowler.wickets, bestBowler.runs)}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className="result-hero__actions">
          {archiveActions ?? (
            <>
              <button type="button" className="button button--primary button--large" onClick={onNewMatch}>
                New match
              </button>
              <UploadStatusLine status={snapshot.upload} onRetry={onRetryUpload} />
            </>
          )}
        </div>
      </div>
      {chartInnings ? (
        <Suspense fallback={<div className="charts charts--loading" aria-hidden="true" />}>
          <ResultCharts
            innings={chartInnings}
            chance={{
              team: userTeam,
              points: series?.state === state ? series.points : null,
              events,
              nameOf,
            }}
          />
        </Suspense>
      ) : null}
      <div className="result__cards card-pair">
        {summary.innings.map((inn, i) => (
          <InningsScorecard key={inn.teamId} state={state} innings={i === 0 ? 1 : 2} summary={inn} />
        ))}
      </div>
      {summary.superOvers ? (
        <div className="result__cards card-pair">
          {summary.superOvers.map((inn, i) => (
            <InningsScorecard
              key={i}
              state={state}
              innings={summary.innings.length + i + 1}
              summary={inn}
              title={`${inn.teamName} · ${superOverTitle(Math.floor(i / 2) + 1)}`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
