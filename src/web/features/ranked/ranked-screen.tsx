import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  oversPhrase,
  type Engine,
  type PlayAheadPlan,
  type PlayAheadStops,
  type PlayAheadUntil,
} from "../../../engine/index.ts";
import { SiteHeader } from "@/components/site-header.tsx";
import { RatedResult } from "@/features/ladder/index.ts";
import { type MatchSetup, MatchSetupForm, useGameServices } from "@/features/game/index.ts";
import {
  MatchGone,
  Problem,
  RefereedHead,
  RefereedStages,
  useFetchedList,
  useRefereedStore,
} from "@/features/refereed/index.ts";
import { rankedMatchRoute, ROUTES } from "@/routes.ts";
import { RANKED_ENDINGS, RANKED_IDLE_HOURS } from "../../../shared/ranked-types.ts";
import {
  abandonRanked,
  createRanked,
  fetchUnfinishedRanked,
  type RankedMatchView,
  rankedSocketUrl,
} from "./ranked-api.ts";
import { browserSocket, RankedStore } from "./ranked-store.ts";
import "./ranked.css";

/** A ranked match's line in the list: "India v Australia · T20 · 12.3 overs", or "at the toss". */
function matchLine(engine: Engine, view: RankedMatchView, names: (id: number | null) => string): string {
  const { state } = view;
  const format = engine.catalog.formats.find((f) => f.key === state.format)?.label ?? "";
  const board = engine.scoreboard(state);
  const at = board === null ? "at the toss" : oversPhrase(board.overs);
  return `${names(state.teamId)} v ${names(state.opponentId)} · ${format} · ${at}`;
}

/**
 * `/ranked`: what a ranked match is, the member's unfinished ones to go back to, and the form
 * that starts a new one (format, the two sides, the ground). The server sets the match up and
 * holds it; the page then opens it.
 */
export function RankedLobby() {
  const { engine } = useGameServices();
  const navigate = useNavigate();
  const { catalog } = engine;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const unfinished = useFetchedList(fetchUnfinishedRanked, setProblem);
  const name = (id: number | null) => catalog.countries.find((c) => c.id === id)?.name ?? "";

  const start = async (setup: MatchSetup) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const outcome = await createRanked(setup);
    setBusy(false);
    if (outcome.ok) void navigate(rankedMatchRoute(outcome.value.id));
    else setProblem(outcome.message);
  };

  return (
    <>
      <SiteHeader />
      <main className="page ranked">
        <h1 className="page__title">Ranked matches</h1>
        <p className="page__lede">
          A ranked match is a full match against the strongest computer side, umpired on the server: you make
          your calls, it bowls and bats back, and nobody can see its next ball coming. When stumps are drawn
          the whole match is in your matches, ball by ball, and the result counts on your rating:{" "}
          <Link to={ROUTES.ladder}>see the ladder</Link>.
        </p>
        <p className="ranked__rules">
          You play one ranked match at a time. Abandoning it counts as a loss, and so does a ranked match with
          no play for {RANKED_IDLE_HOURS} hours.
        </p>
        <Problem text={problem} />
        {unfinished !== null && unfinished.length > 0 ? (
          <section className="page__section" aria-labelledby="ranked-unfinished">
            <h2 id="ranked-unfinished">Still to finish</h2>
            <ul className="page__list">
              {unfinished.map((view) => (
                <li key={view.id}>
                  <Link to={rankedMatchRoute(view.id)}>{matchLine(engine, view, name)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="page__section" aria-labelledby="ranked-new">
          <h2 id="ranked-new">A new ranked match</h2>
          <MatchSetupForm
            busy={busy}
            submitLabel="Start the ranked match"
            busyLabel="Starting…"
            opponentWho="The computer"
            onSubmit={(setup) => void start(setup)}
          />
        </section>
      </main>
    </>
  );
}

/**
 * `/ranked/:id`: a ranked match the server holds, followed over a WebSocket and shown with the
 * game's own stages (the toss, play, the result), its events said and captioned as in a match
 * against the computer on this device. Play ahead is offered with the game's own control: the
 * server plays the member's plan, its draws hidden as the computer's are (ADR 0030). Abandoning
 * counts as a loss (ADR 0018).
 */
export function RankedMatchScreen({ id }: { readonly id: string }) {
  const { engine } = useGameServices();
  const [store, { connection, game, pending, ended }] = useRefereedStore(
    (reveal, say) =>
      new RankedStore({ id, open: () => browserSocket(rankedSocketUrl(window.location)), reveal, say }),
  );
  const dispatch = (action: Parameters<RankedStore["dispatch"]>[0]) => store.dispatch(action);
  // Played by the server with the match's own secret generator (ADR 0030).
  const playAhead = useMemo(
    () => ({
      onPlayAhead: (plan: PlayAheadPlan, until: PlayAheadUntil, stops: PlayAheadStops) =>
        store.playAhead(plan, until, stops),
      onStopAhead: () => store.stopAhead(),
    }),
    [store],
  );

  if (connection === "missing" || connection === "signedOut") {
    return <MatchGone connection={connection} kind="ranked" />;
  }

  const stage = game === null ? null : engine.stage(game.state);
  const screen =
    stage === null
      ? "connecting"
      : ended !== null
        ? "ended"
        : stage.innings !== null
          ? "play"
          : stage.name === "finished"
            ? "result"
            : stage.name;
  return (
    <>
      <SiteHeader />
      <main className="page game ranked-match" data-stage={screen} aria-busy={pending}>
        <RefereedHead state={game?.state ?? null} connection={connection} refusal={game?.refusal} />
        <RefereedStages
          game={game}
          screen={screen}
          dispatch={dispatch}
          playWaiting={pending}
          lobby={ROUTES.ranked}
          playAhead={playAhead}
          summary={
            screen === "result" || ended !== null ? (
              <RatedResult
                matchId={id}
                kind="computer"
                record={
                  game === null || ended !== null ? null : { seed: game.seed, actions: game.actions.length }
                }
              />
            ) : null
          }
        >
          {ended !== null ? (
            <section className="ranked__ended" role="status">
              <p>{RANKED_ENDINGS[ended]}.</p>
              <p>
                <Link to={ROUTES.ranked}>Your ranked matches</Link> ·{" "}
                <Link to={ROUTES.ladder}>The ladder</Link>
              </p>
            </section>
          ) : null}
        </RefereedStages>
        {game !== null && ended === null && screen !== "result" ? (
          <AbandonControl id={id} onEnded={(view) => store.showEnded(view)} />
        ) : null}
      </main>
    </>
  );
}

/** Abandoning the match: asked twice, since it counts as a loss. */
function AbandonControl({
  id,
  onEnded,
}: {
  readonly id: string;
  readonly onEnded: (view: RankedMatchView) => void;
}) {
  const [step, setStep] = useState<"idle" | "asking" | "busy">("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const abandon = async () => {
    setStep("busy");
    const outcome = await abandonRanked(id);
    if (outcome.ok) return onEnded(outcome.value);
    setProblem(outcome.message);
    setStep("idle");
  };
  return (
    <section className="ranked__abandon" aria-label="Abandon the match">
      {step === "idle" ? (
        <button type="button" className="button button--secondary" onClick={() => setStep("asking")}>
          Abandon this match
        </button>
      ) : (
        <p>
          Abandon it? It counts as a loss on the ladder.{" "}
          <button
            type="button"
            className="button button--primary"
            disabled={step === "busy"}
            onClick={() => void abandon()}
          >
            {step === "busy" ? "Abandoning…" : "Yes, abandon it"}
          </button>{" "}
          <button
            type="button"
            className="button button--secondary"
            disabled={step === "busy"}
            onClick={() => setStep("idle")}
          >
            Keep playing
          </button>
        </p>
      )}
      <Problem text={problem} />
    </section>
  );
}
