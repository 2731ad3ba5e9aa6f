/**
 * The parts of a refereed match's screens that ranked and live matches show alike: the screen's
 * head (the game's bar, the line on a dropped connection, the server's refusal), the game's
 * stages for the screen named, and the page shown when the match is not the member's or the
 * session ended (the hooks are use-refereed.ts).
 */
import type { ComponentProps, ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import type { Action, MatchState } from "../../../engine/index.ts";
import { SiteHeader } from "@/components/site-header.tsx";
import {
  ChoiceSummary,
  type GameSnapshot,
  LiveAnnouncer,
  MatchViewProvider,
  PlayStage,
  ResultStage,
  SpeechControls,
  TossResultStage,
  TossStage,
} from "@/features/game/index.ts";
import { ROUTES } from "@/routes.ts";
import type { RefereedConnection } from "./refereed-store.ts";

/**
 * The head of a match's screen: the game's bar (the choices so far, once `state` is there to sum
 * up, and speech), the line on a connection that is not simply live, what the screen puts between
 * (`children`), and the server's refusal of what was sent last.
 */
export function RefereedHead({
  state,
  connection,
  refusal,
  children,
}: {
  readonly state: MatchState | null;
  readonly connection: RefereedConnection;
  readonly refusal: string | null | undefined;
  readonly children?: ReactNode;
}) {
  return (
    <>
      <div className="game__bar spread-row">
        {state !== null ? <ChoiceSummary state={state} /> : null}
        {/* Every refereed match is rated (ranked, or live between members): no coach. */}
        <SpeechControls rated />
      </div>
      <ConnectionNote connection={connection} />
      {children}
      {refusal ? (
        <p className="game-refusal" role="alert">
          {refusal}
        </p>
      ) : null}
    </>
  );
}

/**
 * The match's stage as the game's own components show it, for the screen named (`toss`,
 * `tossResult`, `play`, `result`; any other shows none), after the announcer of its events and
 * what the screen puts between (`children`). The result's "new match" goes back to `lobby`, and
 * is shown with `resultView` where there is one (the win chance from the other member's side).
 */
export function RefereedStages({
  game,
  screen,
  dispatch,
  waiting,
  orderable,
  playWaiting,
  playPrompt,
  lobby,
  resultView = null,
  playAhead,
  children,
  summary,
}: {
  readonly game: GameSnapshot | null;
  readonly screen: string;
  readonly dispatch: (action: Action) => void;
  /** Said at the toss instead of this member's choice, while the other side makes it. */
  readonly waiting?: string | null;
  readonly orderable?: boolean;
  readonly playWaiting: boolean;
  readonly playPrompt?: ReactNode;
  readonly lobby: string;
  readonly resultView?: ComponentProps<typeof MatchViewProvider>["view"] | null;
  /** Play ahead where the server plays it (a ranked match): the plan sent, and the stop. */
  readonly playAhead?: Pick<ComponentProps<typeof PlayStage>, "onPlayAhead" | "onStopAhead">;
  readonly children?: ReactNode;
  /** Shown just above the stage (on a rated result: what it did to the rating, the rematch). */
  readonly summary?: ReactNode;
}) {
  const navigate = useNavigate();
  let stage: ReactNode = null;
  if (game !== null && screen === "toss") {
    stage = <TossStage snapshot={game} dispatch={dispatch} orderable={orderable} waiting={waiting} />;
  } else if (game !== null && screen === "tossResult") {
    stage = <TossResultStage snapshot={game} dispatch={dispatch} waiting={waiting} />;
  } else if (game !== null && screen === "play") {
    stage = (
      <PlayStage
        snapshot={game}
        dispatch={dispatch}
        waiting={playWaiting}
        waitingPrompt={playPrompt}
        rated
        {...playAhead}
      />
    );
  } else if (game !== null && screen === "result") {
    const result = (
      <ResultStage snapshot={game} onNewMatch={() => void navigate(lobby)} onRetryUpload={() => {}} />
    );
    stage = resultView === null ? result : <MatchViewProvider view={resultView}>{result}</MatchViewProvider>;
  }
  return (
    <>
      {game !== null ? <LiveAnnouncer snapshot={game} screen={screen} /> : null}
      {children}
      {summary}
      <div className="game__stage" key={screen}>
        {stage}
      </div>
    </>
  );
}

/** What the page says about its connection to the server, when it is not simply live. */
function ConnectionNote({ connection }: { readonly connection: RefereedConnection }) {
  const note =
    connection === "connecting"
      ? "Connecting to your match…"
      : connection === "reconnecting"
        ? "The connection dropped. Reconnecting, your match is safe on the server…"
        : null;
  return note === null ? null : (
    <p className="page__connection" role="status">
      {note}
    </p>
  );
}

/** What went wrong, said at once to a screen reader; nothing when all is well. */
export function Problem({ text }: { readonly text: string | null }) {
  return text === null ? null : (
    <p className="page__problem" role="alert">
      {text}
    </p>
  );
}

/** What the page of a gone match says for each kind, and where it sends the member back to. */
const GONE = {
  ranked: {
    title: "Ranked match",
    missing: "This ranked match is not one of yours, or it does not exist.",
    signedOut: "Your session has ended. Sign in again to go on with your ranked match.",
    back: ROUTES.ranked,
    backLabel: "Your ranked matches",
  },
  live: {
    title: "Live match",
    missing: "This live match is not one of yours, or it does not exist.",
    signedOut: "Your session has ended. Sign in again to go on with your match.",
    back: ROUTES.live,
    backLabel: "Play a friend",
  },
} as const;

/**
 * The page of a match there is nothing more to follow of: it is not the member's (or does not
 * exist), or the member's session ended.
 */
export function MatchGone({
  connection,
  kind,
}: {
  readonly connection: "missing" | "signedOut";
  readonly kind: keyof typeof GONE;
}) {
  const gone = GONE[kind];
  return (
    <>
      <SiteHeader />
      <main className={`page ${kind}`}>
        <h1 className="page__title">{gone.title}</h1>
        <Problem text={connection === "missing" ? gone.missing : gone.signedOut} />
        <p>
          <Link to={connection === "missing" ? gone.back : ROUTES.login}>
            {connection === "missing" ? gone.backLabel : "Sign in"}
          </Link>
        </p>
      </main>
    </>
  );
}
