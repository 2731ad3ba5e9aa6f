import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { teamName } from "../../../engine/index.ts";
import { browserStorage } from "@/storage/browser-storage.ts";
import { competitionRoute } from "@/routes.ts";
import { competitionEngine } from "./competition-engine.ts";
import { newDefinition, viewOf, type StartChoice } from "./competition-runner.ts";
import { Section } from "./competition-parts.tsx";
import { Frame } from "./competition-screen.tsx";
import { readCompetitions } from "./competition-storage.ts";
import { keepAndSend, pullCompetitions, shelfOf } from "./competition-sync.ts";
import { GuestOffer } from "./guest-offer.tsx";
import { currentOwner, GUEST, refreshKnownMember } from "@/auth/known-member.ts";
import { StartForm } from "./start-form.tsx";
import "./competitions.css";

/** A new competition's id: the time and a random tail, unique in one browser. */
function newId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}

/**
 * `/competitions` (guest or member): start a competition, resume the ones in progress, and the
 * finished ones with their champion — all kept in this browser. A kept entry that cannot be read
 * is left out with a message.
 */
export function CompetitionsHub() {
  const [engine] = useState(competitionEngine);
  const [storage] = useState(browserStorage);
  const navigate = useNavigate();
  const [owner, setOwner] = useState(() => currentOwner(storage));
  const shelf = shelfOf(owner);
  const [{ competitions, skipped }, setRead] = useState(() => readCompetitions(storage, shelf));
  const [problem, setProblem] = useState<string | null>(null);
  const [synced, setSynced] = useState<string[]>([]);
  const reread = () => setRead(readCompetitions(storage, shelf));

  // Who is signed in is asked (a member who signed in elsewhere in the app, or signed out there).
  useEffect(() => {
    let stale = false;
    void refreshKnownMember(storage).then(() => {
      if (!stale) setOwner(currentOwner(storage));
    });
    return () => {
      stale = true;
    };
  }, [storage]);

  // A member's competitions are read back from their account (and what it lacks sent to it).
  useEffect(() => {
    setRead(readCompetitions(storage, shelfOf(owner)));
    setSynced([]);
    if (owner === GUEST) return;
    let stale = false;
    void pullCompetitions(storage, owner).then((outcome) => {
      if (stale) return;
      setRead(readCompetitions(storage, shelfOf(owner)));
      if (outcome.kind === "offline") {
        setSynced(["Your account could not be reached: these are the competitions kept in this browser."]);
      } else if (outcome.kind === "read") {
        setSynced(outcome.problems.map((p) => `Not kept in your account: ${p}`));
      }
    });
    return () => {
      stale = true;
    };
  }, [owner, storage]);

  const start = (choice: StartChoice) => {
    const definition = newDefinition(choice, engine, Math.floor(Math.random() * 2 ** 32), newId());
    const shown = viewOf(engine, { definition, played: [] });
    if ("error" in shown) {
      setProblem(shown.error);
      return;
    }
    if (!keepAndSend(storage, { definition, played: [] }, shelf).stored) {
      setProblem("This browser would not keep the competition (its storage is full or turned off).");
      return;
    }
    void navigate(competitionRoute(definition.id));
  };

  const shownAll = competitions.map((kept) => ({ kept, shown: viewOf(engine, kept) }));
  const inProgress = shownAll.filter(({ shown }) => "view" in shown && !shown.view.over);
  const finished = shownAll.filter(({ shown }) => "view" in shown && shown.view.over);
  const broken = shownAll.flatMap(({ kept, shown }) =>
    "error" in shown ? [`${kept.definition.name}: ${shown.error}`] : [],
  );

  return (
    <Frame title="Competitions">
      <p className="page__lede">
        A series, a World Cup or a league: you play your team&apos;s matches, the computer plays the rest.
        {owner === GUEST
          ? "Your competitions are kept in this browser: sign in to keep them in your account."
          : "Your competitions are kept in your account (and in this browser, so they go on offline)."}
      </p>
      <GuestOffer key={owner} storage={storage} owner={owner} onKept={reread} />
      {[...skipped, ...broken, ...synced].map((message) => (
        <p key={message} role="status" className="page__problem">
          {message}
        </p>
      ))}
      <Section id="competitions-on-title" title="In progress">
        {inProgress.length === 0 ? (
          <p className="competition-section__note">None yet: start one below.</p>
        ) : null}
        {inProgress.length === 0 ? null : (
          <ul className="competition-list">
            {inProgress.map(({ kept, shown }) => (
              <li key={kept.definition.id}>
                <Link to={competitionRoute(kept.definition.id)}>{kept.definition.name}</Link>{" "}
                <span className="competition-section__note">
                  {"view" in shown
                    ? `${shown.view.fixtures.filter((f) => f.played).length} of ${shown.view.fixtures.length} played`
                    : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <section className="card competition-section">
        <StartForm engine={engine} onStart={start} />
        {problem !== null ? <p role="alert">{problem}</p> : null}
      </section>
      {finished.length > 0 ? (
        <Section id="competitions-done-title" title="Finished">
          <ul className="competition-list">
            {finished.map(({ kept, shown }) => (
              <li key={kept.definition.id}>
                <Link to={competitionRoute(kept.definition.id)}>{kept.definition.name}</Link>
                {" — "}
                {"view" in shown && shown.view.champion !== null
                  ? `Champion: ${teamName(engine, shown.view.champion)}`
                  : "view" in shown
                    ? (shown.view.series?.text ?? "")
                    : ""}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </Frame>
  );
}
