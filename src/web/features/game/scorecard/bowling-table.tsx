import type { BowlingRow } from "../../../../engine/index.ts";
import { bowlingRowColor } from "./row-colors.ts";
import { type FigureColumn, PlayerRow, ScorecardTable } from "./scorecard-table.tsx";

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
          <PlayerRow
            key={row.playerId}
            row={row}
            color={bowlingRowColor(row)}
            name={
              <>
                {" "}
                <span
                  className={`tag kind-label kind-label--${row.kind.toLowerCase()}`}
                  data-testid="bowler-kind"
                >
                  {row.kind}
                </span>
              </>
            }
          >
            <td className="scorecard__num">{row.overs}</td>
            <td className="scorecard__num">{row.runs}</td>
            <td className="scorecard__num scorecard__wkts">{row.wickets}</td>
            <td className="scorecard__num">{row.economy}</td>
          </PlayerRow>
        ))}
      </tbody>
    </ScorecardTable>
  );
}
