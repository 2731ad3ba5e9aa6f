import type { Scoreboard as ScoreboardView } from "../../../../engine/index.ts";
import { countryOf } from "@/features/game/state/catalog-lookup.ts";
import { Flag } from "@/features/game/stages/flag.tsx";
import { teamColorVars } from "./team-colors.ts";
import { percent } from "@/features/game/win-chance/use-win-chance.ts";
import "./scoreboard.css";
import "./score-line.css";

/**
 * The score bug in one or two lines, for a phone, where the full {@link Scoreboard} would push
 * the controls below the fold: the batting side, runs/wickets, overs of the format and the user's
 * chance of winning; in the chase a second line with the runs needed, the balls left, the
 * target and the required rate. Every figure is the engine's, and every one is also on the
 * full scoreboard, which the play screen shows further down on a phone (and alone on a wide
 * screen, where this line is not shown).
 */
export function ScoreLine({
  board,
  totalOvers,
  winChance,
}: {
  readonly board: ScoreboardView;
  readonly totalOvers: number | undefined;
  /** The user's chance of winning, 0..1; null while not known; absent: not shown. */
  readonly winChance?: number | null;
}) {
  const batting = countryOf(board.battingTeamId);
  return (
    <div className="score-line team-stripe" style={teamColorVars(batting)} data-testid="score-line">
      <p className="score-line__main">
        <span className="score-line__team">
          <Flag country={batting} className="score-line__flag" />
          <span aria-hidden="true">{batting?.abbreviation ?? board.battingTeamName}</span>
          <span className="visually-hidden">{board.battingTeamName}</span>
          <span className="visually-hidden"> v {board.bowlingTeamName}:</span>
        </span>
        <span className="score-line__score" data-testid="score-line-score">
          {board.runs}/{board.wickets}
        </span>
        <span className="score-line__overs" data-testid="score-line-overs">
          <span aria-hidden="true">
            {board.overs}
            {totalOvers !== undefined ? <span className="score-line__of">/{totalOvers}</span> : null} ov
          </span>
          <span className="visually-hidden">
            , {board.overs}
            {totalOvers !== undefined ? ` of ${totalOvers}` : ""} overs
          </span>
        </span>
        {winChance !== undefined ? (
          <span
            className={winChance === null ? "score-line__win score-line__win--pending" : "score-line__win"}
          >
            <span className="visually-hidden">Your </span>Win<span className="visually-hidden"> chance</span>{" "}
            {winChance === null ? "00%" : percent(winChance)}
          </span>
        ) : null}
      </p>
      {board.target !== null ? (
        <p className="score-line__chase" data-testid="score-line-chase">
          Need <strong>{board.runsNeeded}</strong> off {board.ballsLeft}
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>Target {board.target}
          {board.requiredRate !== null ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">, required rate </span>
              <abbr title="required run rate" aria-hidden="true">
                RRR
              </abbr>{" "}
              {board.requiredRate}
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
