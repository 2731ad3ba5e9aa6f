import { Link } from "react-router";
import type { LadderEntry, LadderResponse } from "../../../shared/ladder-types.ts";
import { SiteHeader } from "@/components/site-header.tsx";
import { ROUTES } from "@/routes.ts";
import { useLadder } from "./use-ladder.ts";
import "./ladder.css";
import { ColumnHeads } from "@/components/column-heads.tsx";

/** What the page says when nobody has a rated match yet. */
export const EMPTY_LADDER_TEXT = "No ranked match has been rated yet.";

function Row({ entry, own }: { readonly entry: LadderEntry; readonly own: boolean }) {
  return (
    <tr className={own ? "ladder__own" : undefined} aria-current={own ? "true" : undefined}>
      <td>{entry.rank}</td>
      <th scope="row">
        {entry.name}
        {own ? <span className="ladder__you"> (you)</span> : null}
      </th>
      <td>
        {entry.rating} <span className="ladder__rd">± {entry.rd}</span>
      </td>
      <td>{entry.matches}</td>
    </tr>
  );
}

/**
 * The ladder's table: rank 1 first, the member's own row marked, and their own line under the
 * table when they stand outside it. An empty ladder says how to get on it.
 */
export function LadderTable({ ladder }: { readonly ladder: LadderResponse }) {
  const { entries, you } = ladder;
  if (entries.length === 0) {
    return (
      <p className="ladder__empty">
        {EMPTY_LADDER_TEXT} <Link to={ROUTES.ranked}>Play one</Link> to get on the ladder.
      </p>
    );
  }
  const ownInTable = you !== null && entries.some((entry) => entry.rank === you.rank);
  return (
    <>
      <div className="ladder__scroll">
        <table className="ladder__table" data-testid="ladder-table">
          <caption className="visually-hidden">The ladder, highest rating first</caption>
          <ColumnHeads names={["Rank", "Member", "Rating ± RD", "Matches"]} />
          <tbody>
            {entries.map((entry) => (
              <Row key={entry.rank} entry={entry} own={you !== null && entry.rank === you.rank} />
            ))}
          </tbody>
        </table>
      </div>
      {you !== null && !ownInTable ? (
        <p className="ladder__yours" data-testid="ladder-yours">
          You are <strong>{you.rank}</strong>
          {ordinalSuffix(you.rank)} with {you.rating} ± {you.rd} after {matchesText(you.matches)}.
        </p>
      ) : null}
      {you === null ? (
        <p className="ladder__yours">
          You are not on the ladder yet: <Link to={ROUTES.ranked}>play a ranked match</Link>.
        </p>
      ) : null}
    </>
  );
}

function ordinalSuffix(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return "th";
  return n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
}

function matchesText(matches: number): string {
  return `${matches} ${matches === 1 ? "match" : "matches"}`;
}

/** `/ladder` (members): the ranked ladder against the computer. */
export function LadderScreen() {
  const outcome = useLadder();
  return (
    <>
      <SiteHeader />
      <main className="page ladder" data-ready={outcome !== null}>
        <h1 className="page__title">Ladder</h1>
        <p className="page__lede">
          Each ranked match against the International computer moves your Glicko-2 rating: a win raises it, a
          loss lowers it, and the ± is how sure the rating is, narrowing as you play.
        </p>
        {outcome === null ? (
          <p className="ladder__status" role="status">
            Loading the ladder…
          </p>
        ) : outcome.ok ? (
          <LadderTable ladder={outcome.ladder} />
        ) : (
          <p className="ladder__problem" role="alert">
            {outcome.message}
          </p>
        )}
        <p className="ladder__more">
          <Link to={ROUTES.ranked}>Ranked matches</Link>
        </p>
      </main>
    </>
  );
}

/** The member's rating in one line, for the career figures: "Ranked rating 1562 ± 120 after 7 matches". */
export function RankedRatingLine() {
  const outcome = useLadder();
  if (outcome === null || !outcome.ok) return null;
  const { you } = outcome.ladder;
  return (
    <p className="ladder__rating-line" data-testid="ranked-rating">
      {you === null ? (
        "No ranked matches yet"
      ) : (
        <>
          Ranked rating {you.rating} ± {you.rd} after {matchesText(you.matches)} ·{" "}
          <Link to={ROUTES.ladder}>the ladder</Link>
        </>
      )}
    </p>
  );
}
