import type { BattingRow } from "../../../../engine/index.ts";
import { battingRowColor, yetToBat } from "./row-colors.ts";
import "./tables.css";
import { KeeperMark } from "./keeper-mark.tsx";

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
}: {
  readonly rows: readonly BattingRow[];
  readonly caption: string;
  readonly finished?: boolean;
  /** The innings total for a scorecard footer, e.g. "14/0 (1.0 overs)". */
  readonly total?: string;
}) {
  return (
    <div className="table-wrap">
      <table className="scorecard scorecard--batting">
        <caption className="scorecard__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="scorecard__name-col">
              Batsman
            </th>
            <th scope="col" className="scorecard__how">
              How out
            </th>
            <th scope="col" className="scorecard__num">
              <abbr title="Runs">R</abbr>
            </th>
            <th scope="col" className="scorecard__num">
              <abbr title="Balls">B</abbr>
            </th>
            <th scope="col" className="scorecard__num">
              <abbr title="Strike rate">SR</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const waiting = yetToBat(row);
            const how = waiting ? (
              <span className="scorecard__muted">{finished ? "did not bat" : "yet to bat"}</span>
            ) : (
              row.dismissal
            );
            return (
              <tr
                key={row.playerId}
                className={`scorecard__row ${battingRowColor(row)}`}
                data-player={row.playerId}
              >
                <th scope="row" className="scorecard__name">
                  {row.name}
                  {row.isWicketKeeper ? <KeeperMark /> : null}
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
                </th>
                <td className="scorecard__how">{how}</td>
                <td className="scorecard__num scorecard__runs">{waiting ? "" : row.runs}</td>
                <td className="scorecard__num">{waiting ? "" : row.balls}</td>
                <td className="scorecard__num" data-testid="strike-rate">
                  {waiting ? "" : row.strikeRate}
                </td>
              </tr>
            );
          })}
        </tbody>
        {total ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td colSpan={3} className="scorecard__num scorecard__total">
                {total}
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
