import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { teamName, type CompetitionView, type Engine } from "../../../engine/index.ts";
import { SiteHeader } from "@/components/site-header.tsx";
import { browserStorage } from "@/storage/browser-storage.ts";
import { ROUTES } from "@/routes.ts";
import { competitionEngine } from "./competition-engine.ts";
import { BracketView, FixtureList, Section, Tables } from "./competition-parts.tsx";
import { currentOwner, GUEST } from "@/auth/known-member.ts";
import {
  isFixtureOpen,
  openMembersFixture,
  playComputerFixtures,
  shelfWith,
  viewOf,
} from "./competition-runner.ts";
import type { KeptCompetition } from "./competition-storage.ts";
import { pullCompetitions, shelfOf } from "./competition-sync.ts";
import { fixturePlayer } from "./fixture-player.ts";
import "./competitions.css";

/** What the page says of how the competition stands: the champion once over, else the member's next match. */
function Standing({ engine, view }: { readonly engine: Engine; readonly view: CompetitionView }) {
  const { over, champion, next, definition } = view;
  if (over) {
    return (
      <p className="competition-champion" data-testid="champion">
        {champion === null
          ? (view.series?.text ?? "It is over, with no champion")
          : `Champion: ${teamName(engine, champion)}${champion === definition.memberTeam ? " — your team!" : ""}`}
      </p>
    );
  }
  if (next === null) return <p>You have no match to play now: the other matches come next.</p>;
  const opponent = next.home === definition.memberTeam ? next.away : next.home;
  return (
    <p>
      Your next match: <strong>{next.label}</strong> against{" "}
      <strong>{opponent === null ? "?" : teamName(engine, opponent)}</strong>
      {view.computerToPlay.length > 0
        ? ` (${view.computerToPlay.length} other ${view.computerToPlay.length === 1 ? "match is" : "matches are"} played first).`
        : "."}
    </p>
  );
}

/**
 * `/competitions/:id`: one competition kept in this browser — how it stands, its fixtures and
 * results, the points table or series score, the knockouts, and "Play your next match", which
 * plays the computer's fixtures before it (a fixture at a time, the page kept responsive) and
 * opens the member's on /game at the toss.
 */
export function CompetitionScreen({ id }: { readonly id: string }) {
  const [engine] = useState(competitionEngine);
  const [storage] = useState(browserStorage);
  const navigate = useNavigate();
  const [found, setFound] = useState(() => shelfWith(storage, id));
  const [kept, setKept] = useState<KeptCompetition | null>(found?.kept ?? null);
  const [looking, setLooking] = useState(found === null && currentOwner(storage) !== GUEST);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const leaving = useRef(false);
  // The computer's fixtures are played by a worker (fixture-player.ts), stopped when the page goes.
  const [player] = useState(() => fixturePlayer(engine));
  useEffect(() => {
    leaving.current = false;
    return () => {
      leaving.current = true;
      player.close();
    };
  }, [player]);

  // A member's competition not in this browser (kept from another) is read from their account.
  useEffect(() => {
    if (!looking) return;
    let stale = false;
    void pullCompetitions(storage, currentOwner(storage)).then(() => {
      if (stale) return;
      const now = shelfWith(storage, id);
      setFound(now);
      setKept(now?.kept ?? null);
      setLooking(false);
    });
    return () => {
      stale = true;
    };
  }, [looking, storage, id]);

  if (kept === null && looking) {
    return (
      <Frame title="Competition">
        <p role="status">Reading your competitions…</p>
      </Frame>
    );
  }
  if (kept === null) {
    return (
      <Frame title="Competition not found">
        <p role="alert">
          There is no competition {JSON.stringify(id)} kept in this browser
          {currentOwner(storage) === GUEST ? "" : " or in your account"}.
        </p>
        <Link to={ROUTES.competitions} className="button button--secondary">
          All competitions
        </Link>
      </Frame>
    );
  }
  const shown = viewOf(engine, kept);
  if ("error" in shown) {
    return (
      <Frame title={kept.definition.name}>
        <p role="alert">This competition cannot be shown: {shown.error}</p>
      </Frame>
    );
  }
  const { view } = shown;
  const open = isFixtureOpen(storage, view);

  // "Play your next match" plays the others before it, then opens it; "Play the other matches"
  // (the member has none now) plays them and shows where that leaves the competition.
  const play = async (openNext: boolean) => {
    setProblem(null);
    setBusy("Playing the other matches…");
    try {
      const after = await playComputerFixtures(
        engine,
        storage,
        kept,
        (k) => {
          setKept(k);
          setBusy(`Playing the other matches… ${k.played.length} played`);
        },
        () => leaving.current,
        found?.key ?? shelfOf(GUEST),
        player,
      );
      setKept(after);
      const next = viewOf(engine, after);
      if ("error" in next) throw new Error(next.error);
      if (openNext && next.view.next !== null) {
        openMembersFixture(storage, next.view);
        void navigate(ROUTES.game);
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Frame title={view.definition.name}>
      <Section id="competition-standing-title" title={view.over ? "Final standing" : "Where it stands"}>
        {view.series ? (
          <p className="competition-series" data-testid="series-score">
            {view.series.text}
          </p>
        ) : null}
        <Standing engine={engine} view={view} />
        {!view.over ? (
          <div className="cluster">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void play(view.next !== null)}
              disabled={busy !== null}
            >
              {open
                ? "Resume your match"
                : view.next === null
                  ? "Play the other matches"
                  : "Play your next match"}
            </button>
            <Link to={ROUTES.competitions} className="button button--secondary">
              All competitions
            </Link>
          </div>
        ) : (
          <Link to={ROUTES.competitions} className="button button--secondary">
            All competitions
          </Link>
        )}
        {busy !== null ? (
          <p role="status" className="competition-section__note">
            {busy}
          </p>
        ) : null}
        {problem !== null ? <p role="alert">{problem}</p> : null}
      </Section>
      <Tables engine={engine} view={view} />
      {view.bracket ? <BracketView engine={engine} bracket={view.bracket} /> : null}
      <FixtureList engine={engine} view={view} />
      {view.shape.kind === "tournament" ? (
        <p className="competition-section__note">
          A knockout match that ends tied goes to a super over, yours included: you play it on the match page.
        </p>
      ) : null}
    </Frame>
  );
}

/** The page's header, main landmark and heading. */
export function Frame({ title, children }: { readonly title: string; readonly children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main className="page page--stack competition-page">
        <h1 className="page__title">{title}</h1>
        {children}
      </main>
    </>
  );
}
