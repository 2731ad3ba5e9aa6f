import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { countries } from "../../../data/countries.ts";
import { formats } from "../../../data/formats.ts";
import type { ArchivedMatch, SavedMatchesResponse } from "../../../shared/api-types.ts";
import { ArchiveHeader } from "./archive-frame.tsx";
import {
  ARCHIVE_PAGE_SIZE,
  type ArchiveProblem,
  type ArchiveQuery,
  fetchArchivePage,
  playedOn,
} from "./archive-api.ts";
import { Options } from "@/features/game/index.ts";
import { opponentText } from "./opponent-text.ts";
import { matchRoute, PLAY_STATE, ROUTES } from "@/routes.ts";
import { ArchivePanel, SessionEnded } from "./archive-panel.tsx";
import "./archive.css";
import { yourSide } from "./your-side.ts";
import { YourSideLine } from "./your-side-line.tsx";

/** Navigation state for /matches: what was just deleted, to say so once. */
export interface MatchesState {
  readonly deleted?: string;
}

const sortedCountries = [...countries].sort((a, b) => a.name.localeCompare(b.name));

/** The page and filters in the address bar; anything unreadable there is simply not applied. */
function queryOf(params: URLSearchParams): ArchiveQuery {
  const page = Number(params.get("page"));
  const team = Number(params.get("team"));
  const format = params.get("format");
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    format: formats.some((f) => f.key === format) ? format : null,
    team: countries.some((c) => c.id === team) ? team : null,
  };
}

type ListState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly body: SavedMatchesResponse }
  | ArchiveProblem;

/**
 * `/matches` (members): every kept match, newest first, a page at a time, filtered by format
 * and by a team on either side; each opens its full result screen.
 */
export function ArchiveScreen() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const { page, format, team } = query;
  const [state, setState] = useState<ListState>({ kind: "loading" });
  const deleted = (useLocation().state as MatchesState | null)?.deleted;

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    void fetchArchivePage({ page, format, team }, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      setState(answer.kind === "ok" ? { kind: "ready", body: answer.body } : answer);
    });
    return () => controller.abort();
  }, [page, format, team]);

  function update(changes: Partial<Record<"page" | "format" | "team", string | null>>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    // A new filter starts from its first page.
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  }

  if (state.kind === "signed-out") return <SessionEnded />;
  const pages = state.kind === "ready" ? Math.max(1, Math.ceil(state.body.total / ARCHIVE_PAGE_SIZE)) : 1;

  return (
    <>
      <ArchiveHeader />
      <main className="page page--stack archive">
        <ArchivePanel
          titleId="archive-title"
          title="Your matches"
          busy={state.kind === "loading"}
          other={{ to: ROUTES.stats, label: "Career figures" }}
        >
          {deleted ? (
            <p className="archive__notice" role="status">
              Deleted: {deleted}
            </p>
          ) : null}
          <form className="archive__filters" aria-label="Filter matches" onSubmit={(e) => e.preventDefault()}>
            <Filter label="Format" all="All formats" value={format} onChange={(v) => update({ format: v })}>
              <Options items={formats} value={(f) => f.key} label={(f) => f.label} />
            </Filter>
            <Filter label="Team" all="All teams" value={team} onChange={(v) => update({ team: v })}>
              <Options items={sortedCountries} value={(c) => c.id} label={(c) => c.name} />
            </Filter>
          </form>
          <ArchiveList state={state} filtered={format !== null || team !== null} />
          {state.kind === "ready" && state.body.total > 0 ? (
            <nav className="archive__pager" aria-label="Pages">
              <button
                type="button"
                className="button button--secondary"
                disabled={page <= 1}
                onClick={() => update({ page: String(page - 1) })}
              >
                Newer
              </button>
              <span className="archive__page" aria-live="polite">
                Page {Math.min(page, pages)} of {pages} · {state.body.total} match
                {state.body.total === 1 ? "" : "es"}
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={page >= pages}
                onClick={() => update({ page: String(page + 1) })}
              >
                Older
              </button>
            </nav>
          ) : null}
        </ArchivePanel>
      </main>
    </>
  );
}

/** "You: India · Won" for a kept match, when it says which side was the member's. */
function side(match: ArchivedMatch) {
  const yours = yourSide(match);
  return yours ? <YourSideLine side={yours} /> : null;
}

function ArchiveList({ state, filtered }: { readonly state: ListState; readonly filtered: boolean }) {
  switch (state.kind) {
    case "loading":
      return <p className="archive__empty">Loading your matches…</p>;
    case "offline":
      return (
        <p className="archive__empty" role="alert">
          You are offline: your matches will show when the connection is back.
        </p>
      );
    case "failed":
    case "missing":
    case "signed-out":
      return (
        <p className="archive__empty" role="alert">
          {state.kind === "failed" ? state.message : "Your matches could not be loaded."}
        </p>
      );
    case "ready":
      if (state.body.matches.length === 0) {
        return (
          <p className="archive__empty">
            {filtered ? (
              "No matches with these filters."
            ) : (
              <>
                No matches yet —{" "}
                <Link to={ROUTES.game} state={PLAY_STATE}>
                  play your first one!
                </Link>
              </>
            )}
          </p>
        );
      }
      return (
        <ol className="archive__list" data-testid="archive-list">
          {state.body.matches.map((match) => (
            <li key={match.id} className="archive__item">
              <Link to={matchRoute(match.id)} className="match-row archive__link">
                <span className="archive__teams">
                  {match.teams.map((t) => t.name).join(" v ") || match.title}
                </span>
                <span className="archive__result">{match.result}</span>
                {side(match)}
                <span className="archive__meta">
                  {[match.formatName, opponentText(match), match.ground].filter(Boolean).join(" · ")}
                </span>
                <time className="archive__date" dateTime={match.createdAt}>
                  {playedOn(match.createdAt)}
                </time>
              </Link>
            </li>
          ))}
        </ol>
      );
  }
}

/** One of the list's filters: a labelled select whose first option, the empty value, shows all. */
function Filter({
  label,
  all,
  value,
  onChange,
  children,
}: {
  label: string;
  all: string;
  value: string | number | null;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="archive__filter">
      <span>{label}</span>
      <select value={value ?? ""} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {children}
      </select>
    </label>
  );
}

