import type { BowlingRow } from "../../../../engine/index.ts";
import { bowlingRowColor } from "./row-colors.ts";
import "./tables.css";
import { KeeperMark } from "./keeper-mark.tsx";

/**
 * The bowling table: bowler with the Spinner/Pacer label, overs, runs, wickets and runs per
 * over; the current bowler green and the wicketkeeper red.
 */
export function BowlingTable({
  rows,
  caption,
}: {
  readonly rows: readonly BowlingRow[];
  readonly caption: string;
}) {
  return (
    <div className="table-wrap">
      <table className="scorecard scorecard--bowling">
        <caption className="scorecard__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="scorecard__name-col">
              Bowler
            </th>
            <th scope="col" className="scorecard__num">
              <abbr title="Overs">O</abbr>
            </th>
            <th scope="col" className="scorecard__num">
              <abbr title="Runs">R</abbr>
            </th>
            <th scope="col" className="scorecard__num">
              <abbr title="Wickets">W</abbr>
            </th>
            <th scope="col" className="scorecard__num">
              <abbr title="Runs per over">Econ</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.playerId}
              className={`scorecard__row ${bowlingRowColor(row)}`}
              data-player={row.playerId}
            >
              <th scope="row" className="scorecard__name">
                {row.name}
                {row.isWicketKeeper ? <KeeperMark /> : null}{" "}
                <span
                  className={`kind-label kind-label--${row.kind.toLowerCase()}`}
                  data-testid="bowler-kind"
                >
                  {row.kind}
                </span>
              </th>
              <td className="scorecard__num">{row.overs}</td>
              <td className="scorecard__num">{row.runs}</td>
              <td className="scorecard__num scorecard__wkts">{row.wickets}</td>
              <td className="scorecard__num">{row.economy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
