import { useId } from "react";
import { Link } from "react-router";
import type { LeaderEntry, RecordBookView, RecordMatch } from "../../../shared/records-types.ts";
import { ColumnHeads } from "@/components/column-heads.tsx";
import { matchRoute, PLAY_STATE, ROUTES } from "@/routes.ts";
import {
  fastest,
  figures,
  hatTrick,
  partnership,
  plural,
  type RowCells,
  score,
  sixes,
  total,
  win,
} from "./record-rows.tsx";

/** The kept match an entry was set in, by its title. */
function MatchCell({ match }: { readonly match: RecordMatch }) {
  return (
    <td className="record-table__match">
      <Link to={matchRoute(match.matchId)}>{match.title}</Link>
    </td>
  );
}

/**
 * One list of the book: a heading, then a table (the heading names it) of who, the figure and
 * the match, best first; or a short line while the list is empty.
 */
function RecordList<T extends RecordMatch>({
  title,
  heads,
  empty,
  entries,
  cells,
  testId,
}: {
  readonly title: string;
  readonly heads: readonly [who: string, figure: string];
  readonly empty: string;
  readonly entries: readonly T[];
  readonly cells: (entry: T) => RowCells;
  readonly testId: string;
}) {
  const id = useId();
  return (
    <section className="record-list" aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className="record-list__title">
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className="record-list__empty">{empty}</p>
      ) : (
        <table className="record-table" aria-labelledby={id}>
          <ColumnHeads names={[...heads, "Match"]} />
          <tbody>
            {entries.map((entry, i) => {
              const { who, figure } = cells(entry);
              return (
                <tr key={`${entry.matchId}-${i}`}>
                  <th scope="row">{who}</th>
                  <td className="record-table__figure">{figure}</td>
                  <MatchCell match={entry} />
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** A leaders' table over all the kept matches: no one match to link, so the figures only. */
function LeaderList({
  title,
  figure,
  empty,
  entries,
  value,
  testId,
}: {
  readonly title: string;
  readonly figure: string;
  readonly empty: string;
  readonly entries: readonly LeaderEntry[];
  readonly value: (e: LeaderEntry) => number;
  readonly testId: string;
}) {
  const id = useId();
  return (
    <section className="record-list" aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className="record-list__title">
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className="record-list__empty">{empty}</p>
      ) : (
        <table className="record-table" aria-labelledby={id}>
          <ColumnHeads names={["Player", figure, "Matches"]} />
          <tbody>
            {entries.map((e) => (
              <tr key={`${e.teamId}-${e.name}`}>
                <th scope="row">
                  {e.name} <small>{e.teamName}</small>
                </th>
                <td className="record-table__figure">{value(e)}</td>
                <td>{e.matches}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The player of the tournament over every kept match: a run 1 point, a wicket 25. */
function BestAllRound({ leader }: { readonly leader: LeaderEntry | null }) {
  const id = useId();
  return (
    <section className="record-list record-list--star" aria-labelledby={id} data-testid="record-all-round">
      <h3 id={id} className="record-list__title">
        Best all-round
      </h3>
      {leader === null ? (
        <p className="record-list__empty">No one yet</p>
      ) : (
        <>
          <p className="record-star">
            <strong className="record-star__name">{leader.name}</strong> <small>{leader.teamName}</small>
          </p>
          <p className="record-star__line">
            {plural(leader.points, "point")}: {plural(leader.runs, "run")} and{" "}
            {plural(leader.wickets, "wicket")} in {plural(leader.matches, "match", "matches")}
          </p>
        </>
      )}
      <p className="record-list__note">A run counts 1 point, a wicket 25.</p>
    </section>
  );
}

/** The book's lists, grouped as record books group them. */
function BookLists({ book }: { readonly book: RecordBookView }) {
  return (
    <div className="record-book__grid">
      <RecordList
        title="Highest totals"
        testId="record-highest-totals"
        heads={["Team", "Total"]}
        empty="No total yet"
        entries={book.highestTotals}
        cells={total}
      />
      <RecordList
        title="Lowest totals"
        testId="record-lowest-totals"
        heads={["Team", "Total"]}
        empty="No completed innings yet"
        entries={book.lowestTotals}
        cells={total}
      />
      <RecordList
        title="Biggest wins by runs"
        testId="record-wins-runs"
        heads={["Winner", "Margin"]}
        empty="No win by runs yet"
        entries={book.biggestWinsByRuns}
        cells={win("run")}
      />
      <RecordList
        title="Biggest wins by wickets"
        testId="record-wins-wickets"
        heads={["Winner", "Margin"]}
        empty="No win by wickets yet"
        entries={book.biggestWinsByWickets}
        cells={win("wicket")}
      />
      <RecordList
        title="Highest scores"
        testId="record-highest-scores"
        heads={["Batter", "Runs"]}
        empty="No innings yet"
        entries={book.highestScores}
        cells={score}
      />
      <RecordList
        title="Fastest fifties"
        testId="record-fastest-fifties"
        heads={["Batter", "Balls to 50"]}
        empty="No fifty yet"
        entries={book.fastestFifties}
        cells={fastest((e) => e.ballsTo50)}
      />
      <RecordList
        title="Fastest hundreds"
        testId="record-fastest-hundreds"
        heads={["Batter", "Balls to 100"]}
        empty="No hundred yet"
        entries={book.fastestHundreds}
        cells={fastest((e) => e.ballsTo100)}
      />
      <RecordList
        title="Most sixes in an innings"
        testId="record-most-sixes"
        heads={["Batter", "Sixes"]}
        empty="No six yet"
        entries={book.mostSixes}
        cells={sixes}
      />
      <RecordList
        title="Highest partnerships"
        testId="record-partnerships"
        heads={["Batters", "Runs"]}
        empty="No partnership yet"
        entries={book.highestPartnerships}
        cells={partnership}
      />
      <RecordList
        title="Best bowling"
        testId="record-best-bowling"
        heads={["Bowler", "Figures"]}
        empty="No wicket yet"
        entries={book.bestFigures}
        cells={figures}
      />
      <RecordList
        title="Hat-tricks"
        testId="record-hat-tricks"
        heads={["Bowler", "Figures"]}
        empty="No hat-trick yet"
        entries={book.hatTricks}
        cells={hatTrick}
      />
      <LeaderList
        title="Most runs"
        testId="record-most-runs"
        figure="Runs"
        empty="No runs yet"
        entries={book.mostRuns}
        value={(e) => e.runs}
      />
      <LeaderList
        title="Most wickets"
        testId="record-most-wickets"
        figure="Wickets"
        empty="No wicket yet"
        entries={book.mostWickets}
        value={(e) => e.wickets}
      />
      <BestAllRound leader={book.playerOfTheTournament} />
    </div>
  );
}

/**
 * Kept matches the server has not read for the book yet: kept before it read each match's facts,
 * and read a few at a time on each look (ADR 0033).
 */
function Unread({ count }: { readonly count: number }) {
  if (count === 0) return null;
  return (
    <p className="record-list__empty" data-testid="record-book-unread">
      {count === 1 ? "1 match kept" : `${count} matches kept`} before the record book began{" "}
      {count === 1 ? "is" : "are"} still being read: look again shortly.
    </p>
  );
}

/**
 * The record book over the member's kept matches (both sides count): each list best first, each
 * entry linked to the match it was set in. Before any kept match, one line instead.
 */
export function RecordBook({ book }: { readonly book: RecordBookView }) {
  return (
    <section className="card record-book" aria-labelledby="record-book-title" data-testid="record-book">
      <h2 id="record-book-title" className="card__title">
        Record book
      </h2>
      {book.matches === 0 ? (
        <p className="record-list__empty" data-testid="record-book-empty">
          No records yet: they come from your kept matches.{" "}
          <Link to={ROUTES.game} state={PLAY_STATE}>
            Play a match
          </Link>{" "}
          and keep it first.
        </p>
      ) : (
        <p className="record-book__lede">
          From your {plural(book.matches, "kept match", "kept matches")}, both sides counted.
        </p>
      )}
      {/* Older servers leave the count out. */}
      <Unread count={book.unread ?? 0} />
      {book.matches === 0 ? null : <BookLists book={book} />}
    </section>
  );
}
