import type { ReactNode } from "react";
import "./tables.css";

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
