import type { ReactNode } from "react";
import "./tables.css";
import { KeeperMark } from "./keeper-mark.tsx";

/** A figures column's heading: its abbreviation, and what it stands for (read out in full). */
export interface FigureColumn {
  readonly abbr: string;
  readonly title: string;
}

/**
 * A scorecard table (batting or bowling): its caption, the name column's heading, the columns
 * that come between, the figures' headings, then the rows and what goes under them.
 */
export function ScorecardTable({
  kind,
  caption,
  nameHead,
  middle,
  figures,
  children,
}: {
  readonly kind: "batting" | "bowling";
  readonly caption: string;
  readonly nameHead: string;
  /** Headings between the name and the figures (how out, for the batting). */
  readonly middle?: ReactNode;
  readonly figures: readonly FigureColumn[];
  /** The table's body and, where it has one, its foot. */
  readonly children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className={`scorecard scorecard--${kind}`}>
        <caption className="scorecard__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="scorecard__name-col">
              {nameHead}
            </th>
            {middle}
            {figures.map(({ abbr, title }) => (
              <th key={abbr} scope="col" className="scorecard__num">
                <abbr title={title}>{abbr}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

/**
 * A player's row: the name (marked † on the wicketkeeper, then what the table adds under or
 * beside it) as the row's heading, then the figures; coloured by `color`.
 */
export function PlayerRow({
  row,
  color,
  name,
  children,
}: {
  readonly row: { readonly playerId: number; readonly name: string; readonly isWicketKeeper: boolean };
  readonly color: string;
  /** What follows the name in its cell. */
  readonly name: ReactNode;
  /** The row's other cells. */
  readonly children: ReactNode;
}) {
  return (
    <tr className={`scorecard__row ${color}`} data-player={row.playerId}>
      <th scope="row" className="scorecard__name">
        {row.name}
        {row.isWicketKeeper ? <KeeperMark /> : null}
        {name}
      </th>
      {children}
    </tr>
  );
}
