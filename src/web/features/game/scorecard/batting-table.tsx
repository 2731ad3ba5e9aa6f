import type { ReactNode } from "react";
import type { BattingRow } from "../../../../engine/index.ts";
import { battingRowColor, yetToBat } from "./row-colors.ts";
import { type FigureColumn, PlayerRow, ScorecardTable } from "./scorecard-table.tsx";

/** The batting figures: runs, balls and strike rate. */
const FIGURES: readonly FigureColumn[] = [
  { abbr: "R", title: "Runs" },
  { abbr: "B", title: "Balls" },
  { abbr: "SR", title: "Strike rate" },
];

/**
 * A batter's ratings against pace and spin, small and muted under his name ("P 86 · S 88"),
 * read out in words ("Against pace 86, against spin 88").
 */
function BatterRatings({ row }: { readonly row: BattingRow }) {
  const pace = row.abilityToPlayPaceBall;
  const spin = row.abilityToPlaySpinBall;
  return (
    <span className="scorecard__ratings" data-testid="batter-ratings">
      <span aria-hidden="true">
        P {pace} · S {spin}
      </span>
      <span className="visually-hidden">{` Against pace ${pace}, against spin ${spin}.`}</span>
    </span>
  );
}

/**
 * The batting table: batter (a star on the striker, † on the wicketkeeper, his ratings against
 * pace and spin under the name), how out, runs, balls and strike rate, rows coloured as the
 * spec asks. Batters yet to come in show no figures ("yet to bat" while the innings is on,
 * "did not bat" once it is over).
 */
export function BattingTable({
  rows,
  caption,
  finished = false,
  total,
  extras = null,
}: {
  readonly rows: readonly BattingRow[];
  readonly caption: string;
  readonly finished?: boolean;
  /** The innings total for a scorecard footer, e.g. "14/0 (1.0 overs)". */
  readonly total?: string;
  /** The extras line above it, e.g. "7 (b 1, lb 2, w 3, nb 1)"; left out when the rules have none. */
  readonly extras?: string | null;
}) {
  return (
    <ScorecardTable
      kind="batting"
      caption={caption}
      nameHead="Batsman"
      middle={
        <th scope="col" className="scorecard__how">
          How out
        </th>
      }
      figures={FIGURES}
    >
      <tbody>
        {rows.map((row) => {
          const waiting = yetToBat(row);
          const how = waiting ? (
            <span className="scorecard__muted">{finished ? "did not bat" : "yet to bat"}</span>
          ) : (
            row.dismissal
          );
          return (
            <PlayerRow
              key={row.playerId}
              row={row}
              color={battingRowColor(row)}
              name={
                <>
                  {row.isStriker ? (
                    <>
                      <span aria-hidden="true" className="scorecard__star" data-testid="striker-star">
                        {" "}
                        ★
                      </span>
                      <span className="visually-hidden"> (on strike)</span>
                    </>
                  ) : null}
                  <BatterRatings row={row} />
                  {/* On a phone "how out" moves under the name (the column is hidden there). */}
                  <span className="scorecard__how-inline">{how}</span>
                </>
              }
            >
              <td className="scorecard__how">{how}</td>
              <td className="scorecard__num scorecard__runs">{waiting ? "" : row.runs}</td>
              <td className="scorecard__num">{waiting ? "" : row.balls}</td>
              <td className="scorecard__num" data-testid="strike-rate">
                {waiting ? "" : row.strikeRate}
              </td>
            </PlayerRow>
          );
        })}
      </tbody>
      {total || extras !== null ? (
        <tfoot>
          {extras !== null ? (
            <FootRow label="Extras" className="scorecard__extras" testId="extras">
              {extras}
            </FootRow>
          ) : null}
          {total ? (
            <FootRow label="Total" figureClass="scorecard__total">
              {total}
            </FootRow>
          ) : null}
        </tfoot>
      ) : null}
    </ScorecardTable>
  );
}

/** A row under the batting table (extras, the total): its name, then its figure across the number columns. */
function FootRow({
  label,
  className,
  testId,
  figureClass,
  children,
}: {
  readonly label: string;
  readonly className?: string;
  readonly testId?: string;
  readonly figureClass?: string;
  readonly children: ReactNode;
}) {
  return (
    <tr className={className} data-testid={testId}>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td colSpan={3} className={figureClass ? `scorecard__num ${figureClass}` : "scorecard__num"}>
        {children}
      </td>
    </tr>
  );
}
