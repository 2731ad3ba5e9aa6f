import { Link } from "react-router";
import type { LadderEntry, LadderKind, LadderResponse } from "../../../shared/ladder-types.ts";
import { SiteHeader } from "@/components/site-header.tsx";
import { ROUTES } from "@/routes.ts";
import type { LadderOutcome } from "./ladder-api.ts";
import { useLadder } from "./use-ladder.ts";
import { matchesText, ordinal } from "./ladder-words.ts";
import "./ladder.css";
import { ColumnHeads } from "@/components/column-heads.tsx";

/** What the page says when nobody has a rated match yet. */
export const EMPTY_LADDER_TEXT = "No ranked match has been rated yet.";

/** What each ladder is called and says, and where a member goes to get on it. */
const LADDERS: Readonly<
  Record<
    LadderKind,
    {
      readonly heading: string;
      readonly caption: string;
      readonly testId: string;
      readonly empty: string;
      readonly play: { readonly to: string; readonly first: string; readonly notYet: string };
      readonly rating: { readonly label: string; readonly testId: string; readonly none: string };
    }
  >
> = {
  computer: {
    heading: "Against the computer",
    caption: "The ladder against the computer, highest rating first",
    testId: "ladder-table",
    empty: EMPTY_LADDER_TEXT,
    play: { to: ROUTES.ranked, first: "Play one", notYet: "play a ranked match" },
    rating: { label: "Ranked rating", testId: "ranked-rating", none: "No ranked matches yet" },
  },
  friend: {
    heading: "Between members",
    caption: "The ladder between members, highest rating first",
    testId: "friend-ladder-table",
    empty: "No rated match between members has been played yet.",
    play: { to: ROUTES.live, first: "Invite a member", notYet: "play a rated live match" },
    rating: {
      label: "Rating between members",
      testId: "friend-rating",
      none: "No rated matches between members yet",
    },
  },
};

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
export function LadderTable({
  ladder,
  kind = "computer",
}: {
  readonly ladder: LadderResponse;
  readonly kind?: LadderKind;
}) {
  const { entries, you } = ladder;
  const words = LADDERS[kind];
  if (entries.length === 0) {
    return (
      <p className="ladder__empty">
        {words.empty} <Link to={words.play.to}>{words.play.first}</Link> to get on the ladder.
      </p>
    );
  }
  const ownInTable = you !== null && entries.some((entry) => entry.rank === you.rank);
  return (
    <>
      <div className="ladder__scroll">
        <table className="ladder__table" data-testid={words.testId}>
          <caption className="visually-hidden">{words.caption}</caption>
          <ColumnHeads names={["Rank", "Member", "Rating ± RD", "Matches"]} />
          <tbody>
            {entries.map((entry) => (
              <Row key={entry.rank} entry={entry} own={you !== null && entry.rank === you.rank} />
            ))}
          </tbody>
        </table>
      </div>
      {you !== null && !ownInTable ? (
        <p
          className="ladder__yours"
          data-testid={kind === "computer" ? "ladder-yours" : "friend-ladder-yours"}
        >
          You are <strong>{ordinal(you.rank)}</strong> with {you.rating} ± {you.rd} after{" "}
          {matchesText(you.matches)}.
        </p>
      ) : null}
      {you === null ? (
        <p className="ladder__yours">
          You are not on the ladder yet: <Link to={words.play.to}>{words.play.notYet}</Link>.
        </p>
      ) : null}
    </>
  );
}

/** One ladder on the page: its heading, then its table once loaded, or why it could not be. */
function LadderSection({
  kind,
  outcome,
}: {
  readonly kind: LadderKind;
  readonly outcome: LadderOutcome | null;
}) {
  const words = LADDERS[kind];
  const headingId = `ladder-${kind}`;
  return (
    <section className="ladder__section" aria-labelledby={headingId}>
      <h2 className="ladder__heading" id={headingId}>
        {words.heading}
      </h2>
      {outcome === null ? (
        <p className="ladder__status" role="status">
          Loading the ladder…
        </p>
      ) : outcome.ok ? (
        <LadderTable ladder={outcome.ladder} kind={kind} />
      ) : (
        <p className="ladder__problem" role="alert">
          {outcome.message}
        </p>
      )}
    </section>
  );
}

/**
 * `/ladder` (members): both ladders, each its own Glicko-2 rating — ranked matches against the
 * International computer, and rated live matches between members.
 */
export function LadderScreen() {
  const computer = useLadder("computer");
  const friend = useLadder("friend");
  return (
    <>
      <SiteHeader />
      <main className="page ladder" data-ready={computer !== null && friend !== null}>
        <h1 className="page__title">Ladder</h1>
        <p className="page__lede">
          Each ranked match against the International computer moves your Glicko-2 rating on the first ladder,
          each rated live match with another member your rating on the second: a win raises it, a loss lowers
          it, and the ± is how sure the rating is, narrowing as you play.
        </p>
        <LadderSection kind="computer" outcome={computer} />
        <LadderSection kind="friend" outcome={friend} />
        <p className="ladder__more">
          <Link to={ROUTES.ranked}>Ranked matches</Link> · <Link to={ROUTES.live}>Live matches</Link>
        </p>
      </main>
    </>
  );
}

/** The member's rating on one ladder in a line, for the career figures. */
function RatingLine({ kind }: { readonly kind: LadderKind }) {
  const outcome = useLadder(kind);
  if (outcome === null || !outcome.ok) return null;
  const { you } = outcome.ladder;
  const words = LADDERS[kind].rating;
  return (
    <p className="ladder__rating-line" data-testid={words.testId}>
      {you === null ? (
        words.none
      ) : (
        <>
          {words.label} {you.rating} ± {you.rd} after {matchesText(you.matches)} ·{" "}
          <Link to={ROUTES.ladder}>the ladder</Link>
        </>
      )}
    </p>
  );
}

/** The member's rating against the computer in one line: "Ranked rating 1562 ± 120 after 7 matches". */
export function RankedRatingLine() {
  return <RatingLine kind="computer" />;
}

/** The member's rating between members in one line: "Rating between members 1540 ± 200 after 2 matches". */
export function FriendRatingLine() {
  return <RatingLine kind="friend" />;
}
