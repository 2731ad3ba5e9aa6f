import type { BattingRow, BowlingRow, Scoreboard as ScoreboardView } from "../../../../engine/index.ts";
import { wicketsForRuns } from "../../../../engine/index.ts";
import { countryOf } from "@/features/game/state/catalog-lookup.ts";
import { Flag } from "@/features/game/stages/flag.tsx";
import { teamColorVars } from "./team-colors.ts";
import { percent } from "@/features/game/win-chance/use-win-chance.ts";
import "./scoreboard.css";
import "@/features/game/win-chance/win-chance.css";

/** The batters' and the bowler's rows for the score bug's lower strip. */
interface CreaseView {
  readonly batters: readonly BattingRow[];
  readonly bowler: BowlingRow | undefined;
}

/**
 * The broadcast-style score bug: batting side, runs/wickets, overs as `overs.balls`, the last
 * ball (runs or WKT), the run rate and, in the chase, target, runs needed, balls left and the
 * required rate. Every figure is the engine's; the component only lays them out. With
 * `winChance` (null while the worker works) it also shows the user's chance of winning, its
 * room kept from the start so nothing moves when the figure arrives. It is labelled as the
 * user's, with the user's side named, whether the user bats or bowls: the score bug is the
 * batting side's, so an unnamed figure reads as theirs.
 */
export function Scoreboard({
  board,
  totalOvers,
  crease,
  winChance,
  userTeamId,
}: {
  readonly board: ScoreboardView;
  readonly totalOvers: number | undefined;
  readonly crease?: CreaseView;
  /** The user's chance of winning, 0..1; null while not known for this state; absent: not shown. */
  readonly winChance?: number | null;
  /** The user's side, named beside the win chance. */
  readonly userTeamId?: number | null;
}) {
  const batting = countryOf(board.battingTeamId);
  const bowling = countryOf(board.bowlingTeamId);
  const user = countryOf(userTeamId);
  const wicketBall = board.lastBall === "WKT";
  return (
    <section
      className="score-bug team-stripe"
      style={teamColorVars(batting)}
      aria-label="Scoreboard"
      data-testid="scoreboard"
    >
      <div className="score-bug__main">
        <div className="score-bug__team">
          <Flag country={batting} className="score-bug__flag" />
          <span className="score-bug__abbr" aria-hidden="true">
            {batting?.abbreviation ?? board.battingTeamName}
          </span>
          <span className="visually-hidden">{board.battingTeamName}</span>
          <span className="score-bug__versus">
            v {bowling?.abbreviation ?? board.bowlingTeamName}
            <span className="visually-hidden"> ({board.bowlingTeamName})</span>
          </span>
        </div>
        <p className="score-bug__score" data-testid="score">
          <span className="score-bug__runs">{board.runs}</span>
          <span className="score-bug__slash">/</span>
          <span className="score-bug__wickets">{board.wickets}</span>
        </p>
        <dl className="score-bug__stats">
          <div className="score-bug__stat">
            <dt>Overs</dt>
            <dd data-testid="overs">
              {board.overs}
              {totalOvers !== undefined ? <span className="score-bug__of"> / {totalOvers}</span> : null}
            </dd>
          </div>
          <div className="score-bug__stat">
            <dt>Last ball</dt>
            <dd data-testid="last-ball">
              <span className={wicketBall ? "score-bug__last score-bug__last--wkt" : "score-bug__last"}>
                {board.lastBall === "" ? "–" : board.lastBall}
              </span>
            </dd>
          </div>
          <div className="score-bug__stat">
            <dt>Run rate</dt>
            <dd>{board.runRate}</dd>
          </div>
          {winChance !== undefined ? (
            // Hidden (to eyes and screen readers alike) but still taking its room until known.
            <div
              className={
                winChance === null ? "score-bug__stat score-bug__stat--pending" : "score-bug__stat win-stat"
              }
              data-testid="win-chance"
            >
              <dt>
                Your win chance
                {user ? (
                  <>
                    <span aria-hidden="true"> · {user.abbreviation}</span>
                    <span className="visually-hidden"> ({user.name})</span>
                  </>
                ) : null}
              </dt>
              <dd>{winChance === null ? "00%" : percent(winChance)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {board.target !== null ? (
        <dl className="score-bug__chase" data-testid="chase">
          <div className="score-bug__stat">
            <dt>Target</dt>
            <dd>{board.target}</dd>
          </div>
          <div className="score-bug__stat">
            <dt>Need</dt>
            <dd data-testid="runs-needed">{board.runsNeeded}</dd>
          </div>
          <div className="score-bug__stat">
            <dt>Balls left</dt>
            <dd data-testid="balls-left">{board.ballsLeft}</dd>
          </div>
          {board.requiredRate !== null ? (
            <div className="score-bug__stat">
              <dt>Req. rate</dt>
              <dd>{board.requiredRate}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {crease && (crease.batters.length > 0 || crease.bowler) ? (
        <div className="score-bug__crease">
          <ul className="inline-list score-bug__batters" aria-label="At the crease">
            {crease.batters.map((row) => (
              <li
                key={row.playerId}
                className={
                  row.isStriker ? "score-bug__batter score-bug__batter--striker" : "score-bug__batter"
                }
              >
                <span className="score-bug__name">
                  {row.name}
                  {row.isStriker ? (
                    <>
                      <span aria-hidden="true"> ★</span>
                      <span className="visually-hidden"> (on strike)</span>
                    </>
                  ) : null}
                </span>
                <span className="score-bug__figures">
                  {row.runs} ({row.balls})
                </span>
              </li>
            ))}
          </ul>
          {crease.bowler ? (
            <p className="score-bug__bowler">
              <span className="score-bug__tag">Bowling</span>
              <span className="score-bug__name">{crease.bowler.name}</span>
              <span className="score-bug__figures">
                {wicketsForRuns(crease.bowler.wickets, crease.bowler.runs)} ({crease.bowler.overs})
              </span>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
