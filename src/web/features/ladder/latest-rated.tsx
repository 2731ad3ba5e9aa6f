/** The member's latest rated matches on both ladders, for /stats (ADR 0032). */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { RatingChange } from "../../../shared/ladder-types.ts";
import { matchRoute } from "@/routes.ts";
import { fetchRatingHistory } from "./ladder-api.ts";
import { figureText, movedText } from "./rated-result.tsx";

const OUTCOME = { won: "Won", tied: "Tied", lost: "Lost" } as const;

/** "Won v the computer (ranked)" or "Lost v Sam (rated v a friend)". */
function whatText(change: RatingChange): string {
  return change.kind === "computer"
    ? `${OUTCOME[change.outcome]} · Ranked v the computer`
    : `${OUTCOME[change.outcome]} · Rated v a friend (${change.opponent ?? "a member"})`;
}

/** "Latest rated matches": each with what it did to the rating, linked to the kept match. */
export function LatestRatedMatches() {
  const [changes, setChanges] = useState<readonly RatingChange[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchRatingHistory(controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.ok) setChanges(outcome.value.changes);
      else setProblem(outcome.message);
    });
    return () => controller.abort();
  }, []);
  return (
    <section className="rated-latest" aria-labelledby="latest-rated-heading">
      <h2 className="card__heading" id="latest-rated-heading">
        Latest rated matches
      </h2>
      {problem !== null ? <p role="alert">{problem}</p> : null}
      {changes !== null && changes.length === 0 ? (
        <p data-testid="latest-rated">
          No rated matches yet: ranked matches and live matches with members count.
        </p>
      ) : null}
      {changes !== null && changes.length > 0 ? (
        <ol className="rated-list" data-testid="latest-rated">
          {changes.map((change) => (
            <li key={change.matchId}>
              {change.keptId === null ? (
                whatText(change)
              ) : (
                <Link to={matchRoute(change.keptId)}>{whatText(change)}</Link>
              )}
              : {figureText(change.before)} → {figureText(change.after)} ({movedText(change)})
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
