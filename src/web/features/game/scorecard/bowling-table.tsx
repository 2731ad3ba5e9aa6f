import type { BowlingRow } from "../../../../engine/index.ts";
import { bowlingRowColor } from "./row-colors.ts";
import { type FigureColumn, ScorecardTable } from "./scorecard-table.tsx";
import { KeeperMark } from "./keeper-mark.tsx";

/** The bowling figures: overs, runs, wickets and runs per over. */
const FIGURES: readonly FigureColumn[] = [
  { abbr: "O", title: "Overs" },
  { abbr: "R", title: "Runs" },
  { abbr: "W", title: "Wickets" },
  { abbr: "Econ", title: "Runs per over" },
];

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
    <ScorecardTable kind="bowling" caption={caption} nameHead="Bowler" figures={FIGURES}>
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
              <span className={`kind-label kind-label--${row.kind.toLowerCase()}`} data-testid="bowler-kind">
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
    </ScorecardTable>
  );
}
