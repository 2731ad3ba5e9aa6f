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

/** What every list of the book is given: its title, test id and the line it shows while empty. */
interface ListProps {
  readonly title: string;
  readonly testId: string;
  readonly empty: string;
}

/** A list's frame: its heading (which names the table), then the table, or a line while empty. */
function ListFrame({
  title,
  testId,
  empty,
  count,
  children,
}: ListProps & {
  /** How many entries the list has; none shows the empty line instead of the table. */
  readonly count: number;
  readonly children: (headingId: string) => React.ReactNode;
}) {
  const id = useId();
  return (
    <section className="record-list" aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className="record-list__title">
        {title}
      </h3>
      {count > 0 ? children(id) : <p className="record-list__empty">{empty}</p>}
    </section>
  );
}

/** A list's table, named by its heading, with its column heads and rows. */
function ListTable({
  labelledBy,
  heads,
  children,
}: {
  readonly labelledBy: string;
  readonly heads: readonly string[];
  readonly children: React.ReactNode;
}) {
  return (
    <table className="record-table" aria-labelledby={labelledBy}>
      <ColumnHeads names={heads} />
      <tbody>{children}</tbody>
    </table>
  );
}

/** One list of the book: who, the figure and the match, best first. */
function RecordList<T extends RecordMatch>({
  heads,
  entries,
  cells,
  ...frame
}: ListProps & {
  readonly heads: readonly [who: string, figure: string];
  readonly entries: readonly T[];
  readonly cells: (entry: T) => RowCells;
}) {
  return (
    <ListFrame {...frame} count={entries.length}>
      {(id) => (
        <ListTable labelledBy={id} heads={[...heads, "Match"]}>
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
        </ListTable>
      )}
    </ListFrame>
  );
}

/** A leaders' table over all the kept matches: no one match to link, so the figures only. */
function LeaderList({
  figure,
  entries,
  value,
  ...frame
}: ListProps & {
  readonly figure: string;
  readonly entries: readonly LeaderEntry[];
  readonly value: (e: LeaderEntry) => number;
}) {
  return (
    <ListFrame {...frame} count={entries.length}>
      {(id) => (
        <ListTable labelledBy={id} heads={["Player", figure, "Matches"]}>
          {entries.map((e) => (
            <tr key={`${e.teamId}-${e.name}`}>
              <th scope="row">
                {e.name} <small>{e.teamName}</small>
              </th>
              <td className="record-table__figure">{value(e)}</td>
              <td>{e.matches}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </ListFrame>
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

/** The book's lists of entries linked to their match (the leaders' lists span matches). */
type EntryListKey = Exclude<
  keyof RecordBookView,
  "matches" | "unread" | "mostRuns" | "mostWickets" | "playerOfTheTournament"
>;

/** A list's title, its row's two heads, the line while it is empty, and a row's cells. */
type ListSpec<T> = readonly [
  title: string,
  heads: readonly [string, string],
  empty: string,
  cells: (entry: T) => RowCells,
];

const TEAM = ["Team", "Total"] as const;
const WINNER = ["Winner", "Margin"] as const;
const BOWLER = ["Bowler", "Figures"] as const;
const bat = (figure: string) => ["Batter", figure] as const;

/** Each list, in the order record books give them. */
const LISTS: { readonly [K in EntryListKey]: ListSpec<RecordBookView[K][number]> } = {
  highestTotals: ["Highest totals", TEAM, "No total yet", total],
  lowestTotals: ["Lowest totals", TEAM, "No completed innings yet", total],
  biggestWinsByRuns: ["Biggest wins by runs", WINNER, "No win by runs yet", win("run")],
  biggestWinsByWickets: ["Biggest wins by wickets", WINNER, "No win by wickets yet", win("wicket")],
  highestScores: ["Highest scores", bat("Runs"), "No innings yet", score],
  fastestFifties: ["Fastest fifties", bat("Balls to 50"), "No fifty yet", fastest((e) => e.ballsTo50)],
  fastestHundreds: ["Fastest hundreds", bat("Balls to 100"), "No hundred yet", fastest((e) => e.ballsTo100)],
  mostSixes: ["Most sixes in an innings", bat("Sixes"), "No six yet", sixes],
  highestPartnerships: ["Highest partnerships", ["Batters", "Runs"], "No partnership yet", partnership],
  bestFigures: ["Best bowling", BOWLER, "No wicket yet", figures],
  hatTricks: ["Hat-tricks", BOWLER, "No hat-trick yet", hatTrick],
};

/** The list `key` of `book`, its test id the key in kebab case ("record-highest-totals"). */
function EntryList<K extends EntryListKey>({
  book,
  listKey,
}: {
  readonly book: RecordBookView;
  readonly listKey: K;
}) {
  const [title, heads, empty, cells] = LISTS[listKey] as ListSpec<RecordMatch>;
  const testId = `record-${listKey.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return (
    <RecordList
      {...{ title, heads, empty, cells, testId }}
      entries={book[listKey] as readonly RecordMatch[]}
    />
  );
}

/** The book's lists, grouped as record books group them. */
function BookLists({ book }: { readonly book: RecordBookView }) {
  return (
    <div className="record-book__grid">
      {(Object.keys(LISTS) as EntryListKey[]).map((key) => (
        <EntryList key={key} book={book} listKey={key} />
      ))}
      {(["runs", "wickets"] as const).map((figure) => {
        const heading = figure === "runs" ? "Runs" : "Wickets";
        return (
          <LeaderList
            key={figure}
            title={`Most ${figure}`}
            testId={`record-most-${figure}`}
            figure={heading}
            empty={figure === "runs" ? "No runs yet" : "No wicket yet"}
            entries={figure === "runs" ? book.mostRuns : book.mostWickets}
            value={(e) => e[figure]}
          />
        );
      })}
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
