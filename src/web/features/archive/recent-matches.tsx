import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { fetchRecentMatches, type RecentMatch } from "./fetch-recent-matches.ts";
import "./match-level.css";
import { USER_MESSAGES } from "@/api/messages.ts";
import type { ErrorState } from "@/errors/error-state.ts";
import { matchRoute, ROUTES } from "@/routes.ts";
import "./recent-matches.css";
import { YourSideLine } from "./your-side-line.tsx";

/** Shown while there is nothing to list (also when the list cannot be fetched). */
export const NO_MATCHES_TEXT = "No matches yet — play your first one!";

type ListState =
  { readonly kind: "loading" } | { readonly kind: "ready"; readonly matches: readonly RecentMatch[] };

function formatPlayedOn(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(date);
}

/**
 * RECENT MATCHES — the home page's list of the member's finished matches, from
 * `GET /api/matches`. When the list is empty or cannot be fetched the section shows its
 * friendly empty text; a 401 means the session ended meanwhile and goes to the error page.
 */
export function RecentMatches() {
  const [state, setState] = useState<ListState>({ kind: "loading" });
  const navigate = useNavigate();

  useEffect(() => {
    const controller = new AbortController();
    void fetchRecentMatches(controller.signal).then((lookup) => {
      if (controller.signal.aborted) return;
      if (lookup.kind === "signed-out") {
        const errorState: ErrorState = { code: 401, message: USER_MESSAGES.sessionEnded };
        void navigate(ROUTES.error, { state: errorState });
        return;
      }
      setState({ kind: "ready", matches: lookup.matches });
    });
    return () => controller.abort();
  }, [navigate]);

  return (
    <section
      className="card recent-matches"
      aria-labelledby="recent-matches-title"
      aria-busy={state.kind === "loading"}
    >
      <h2 id="recent-matches-title" className="card__title">
        Recent matches
      </h2>
      {state.kind === "loading" ? (
        <p className="recent-matches__empty">Loading your matches…</p>
      ) : state.matches.length === 0 ? (
        <p className="recent-matches__empty">{NO_MATCHES_TEXT}</p>
      ) : (
        <ol className="recent-matches__list">
          {state.matches.map((match) => (
            <li key={match.id} className="match-row recent-matches__item">
              <Link to={matchRoute(match.id)} className="recent-matches__title">
                {match.title}
              </Link>
              <span className="recent-matches__result">{match.result}</span>
              {match.side ? <YourSideLine side={match.side} /> : null}
              {match.opponent ? <span className="recent-matches__level">{match.opponent}</span> : null}
              <time className="recent-matches__date" dateTime={match.createdAt}>
                {formatPlayedOn(match.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
