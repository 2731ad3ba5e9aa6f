import {
  type ComponentProps,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link, useNavigate } from "react-router";
import type { Action, Engine } from "../../../engine/index.ts";
import { SiteHeader } from "@/components/site-header.tsx";
import { RatedResult } from "@/features/ladder/index.ts";
import { RematchPanel } from "./live-rematch.tsx";
import { EventFeed, fromFriendSide, type MatchViewProvider, useGameServices } from "@/features/game/index.ts";
import {
  MatchGone,
  Problem,
  RefereedHead,
  RefereedStages,
  useRefereedStore,
} from "@/features/refereed/index.ts";
import { ROUTES } from "@/routes.ts";
import { cancelLive } from "./live-api.ts";
import type { LiveSocketOpener } from "./live-lobby.tsx";
import { AwayBanner, useOpponentPresence } from "./live-away.tsx";
import { ChoiceClock } from "./live-clocks.tsx";
import { CancelInviteButton, InviteBox, ReactionRow } from "./live-parts.tsx";
import { forfeitReason, LiveRules, RunOutWarnings } from "./live-rules.tsx";
import { browserSocket } from "@/api/socket.ts";
import { liveSocketUrl } from "./live-api.ts";
import { type LiveSnapshot, LiveStore } from "./live-store.ts";
import "./live.css";

/** How long a reaction stays on screen, in ms. */
const REACTION_MS = 4000;

/** Lines for the screen reader, appended to a polite live region (the last few kept). */
function useLiveLines(): [readonly { key: number; text: string }[], (text: string) => void] {
  const [lines, setLines] = useState<readonly { key: number; text: string }[]>([]);
  const next = useRef(0);
  const say = useCallback((text: string) => {
    const key = ++next.current;
    setLines((before) => [...before.slice(-7), { key, text }]);
  }, []);
  return [lines, say];
}

/** The clock line's label: whose choice it times. */
function clockLabel(snapshot: LiveSnapshot): string {
  const { turn, opponentName } = snapshot;
  if (turn === "both") return snapshot.chosen ? `${opponentName} has to choose in` : "Choose your style in";
  if (turn === "mine") return "Your decision, in";
  return `${opponentName} has to decide in`;
}

/** What the match waits for when it is the other member's turn, or null when it is not. */
function theirTurnLine(engine: Engine, snapshot: LiveSnapshot): string | null {
  const { game, turn, opponentName } = snapshot;
  if (game === null || turn !== "theirs") return null;
  const stage = engine.stage(game.state);
  if (stage.name === "toss") return `Waiting for ${opponentName} to call the toss.`;
  if (stage.name === "tossResult") return `Waiting for ${opponentName} to choose to bat or bowl.`;
  if (engine.nextInput(game.state) === "chooseBowler")
    return `Waiting for ${opponentName} to pick a bowler for the over.`;
  return `Waiting for ${opponentName}.`;
}

/** A member's view of the game's stages for the match on screen (see LiveMatchScreen). */
function LiveStages({
  snapshot,
  dispatch,
  say,
  reactions,
}: {
  readonly snapshot: LiveSnapshot;
  readonly dispatch: (action: Action) => void;
  readonly say: (text: string) => void;
  /** The quick reactions' row, under the clock. */
  readonly reactions: ReactNode;
}) {
  const { engine } = useGameServices();
  const { game, view, turn, pending, chosen, otherChosen, opponentName, connection } = snapshot;
  const guestChance = useGuestMatchView(view?.side === "guest");
  const waitLine = theirTurnLine(engine, snapshot);
  useEffect(() => {
    if (waitLine !== null) say(waitLine);
  }, [waitLine, say]);
  if (game === null || view === null) return null;
  const stage = engine.stage(game.state);
  const over = view.status === "finished" || stage.name === "finished";
  const screen = over ? "result" : stage.innings !== null ? "play" : stage.name;
  const theirs = turn === "theirs";
  let prompt: string | null = null;
  if (pending) prompt = "Sending your choice…";
  else if (theirs) prompt = waitLine;
  else if (turn === "both" && chosen)
    prompt = otherChosen
      ? "Both choices are in: here comes the ball."
      : `Your choice is in — waiting for ${opponentName}.`;
  return (
    <RefereedStages
      game={game}
      screen={screen}
      dispatch={dispatch}
      waiting={theirs ? waitLine : null}
      orderable={false}
      playWaiting={prompt !== null || connection !== "live"}
      playPrompt={prompt}
      lobby={ROUTES.live}
      resultView={guestChance}
      summary={
        over ? (
          <>
            <RatedResult
              matchId={view.id}
              kind="friend"
              record={{ seed: game.seed, actions: game.actions.length }}
            />
            <RematchPanel matchId={view.id} opponentName={opponentName} />
          </>
        ) : null
      }
    >
      {view.clock !== null && snapshot.clockEndsAt !== null && !over ? (
        <ChoiceClock
          key={view.clock.deadline}
          endsAt={snapshot.clockEndsAt}
          length={view.clock.length}
          label={clockLabel(snapshot)}
          mine={turn === "mine" || (turn === "both" && !chosen)}
          say={say}
        >
          {turn === "both" && !chosen ? (
            <span className="live-clock__other" data-testid="live-other-choice">
              {otherChosen ? `${opponentName} has chosen.` : `${opponentName} is choosing.`}
            </span>
          ) : null}
        </ChoiceClock>
      ) : null}
      {reactions}
    </RefereedStages>
  );
}

type MatchViewOf = ComponentProps<typeof MatchViewProvider>["view"];

/** For the guest, the game's match view with the win chance turned to the guest's side; null for the host. */
function useGuestMatchView(guest: boolean): MatchViewOf | null {
  const services = useGameServices();
  return useMemo(() => (guest ? fromFriendSide(services) : null), [guest, services]);
}

/**
 * `/live/:id`: a live match between two members, followed over the socket and shown from this
 * member's side with the game's own stages. The waiting room while the invite is open; the toss
 * called by the guest and chosen by its winner; each over's bowler by the bowling side; each
 * ball's styles chosen by both at once against the clock. The other member's presence, the
 * server's notices and both members' quick reactions are shown and said.
 */
export function LiveMatchScreen({
  id,
  openSocket,
}: {
  readonly id: string;
  readonly openSocket?: LiveSocketOpener;
}) {
  const { speaker } = useGameServices();
  const navigate = useNavigate();
  const [store, snapshot] = useRefereedStore(
    (reveal) =>
      new LiveStore({
        id,
        open: openSocket ?? (() => browserSocket(liveSocketUrl(window.location))),
        reveal,
      }),
  );
  const { connection, view, game, notice, reaction, opponentName } = snapshot;
  const dispatch = useCallback((action: Action) => store.dispatch(action), [store]);
  const [lines, say] = useLiveLines();
  const presence = useOpponentPresence(snapshot.opponentConnected, opponentName, say);

  // The server's word on a clock that ran out: shown, said and spoken.
  useEffect(() => {
    if (notice === null) return;
    say(notice.text);
    speaker.say({ text: notice.text, kind: "announcement" });
  }, [notice, say, speaker]);

  // A reaction: a toast for a few seconds, and a line in the live region.
  const [toast, setToast] = useState<typeof reaction>(null);
  useEffect(() => {
    if (reaction === null) return;
    setToast(reaction);
    say(`${reaction.mine ? "You" : reaction.name}: ${reaction.reaction}`);
    const handle = setTimeout(() => setToast((now) => (now === reaction ? null : now)), REACTION_MS);
    return () => clearTimeout(handle);
  }, [reaction, say]);

  // The choice going in, said once per ball.
  const chosenSeq = snapshot.chosen ? (view?.seq ?? null) : null;
  useEffect(() => {
    if (chosenSeq !== null) say(`Your choice is in. Waiting for ${opponentName}.`);
  }, [chosenSeq, opponentName, say]);

  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = async () => {
    setCancelling(true);
    const outcome = await cancelLive(id);
    setCancelling(false);
    if (outcome.ok) void navigate(ROUTES.live);
    else setProblem(outcome.message);
  };

  if (connection === "missing" || connection === "signedOut") {
    return <MatchGone connection={connection} kind="live" />;
  }

  const status = view?.status ?? null;
  const playing = status === "playing";
  const forfeitedByMe = view !== null && view.forfeitedBy === view.side;

  return (
    <>
      <SiteHeader />
      <main
        className="page game live-match"
        data-status={status ?? "connecting"}
        aria-busy={snapshot.pending}
      >
        <RefereedHead
          state={game !== null && status !== "invited" ? game.state : null}
          connection={connection}
          refusal={game?.refusal}
        >
          <div
            className="visually-hidden"
            aria-live="polite"
            aria-relevant="additions"
            data-testid="live-lines"
          >
            {lines.map((line) => (
              <p key={line.key}>{line.text}</p>
            ))}
          </div>
        </RefereedHead>
        {/* A notice stays until the match moves on; the ball that ended it keeps its notice
            on the result (the last ball may have been the clock's). */}
        {notice !== null && (playing || status === "finished") && notice.seq === view?.seq ? (
          <p className="live-notice" data-testid="live-notice">
            {notice.text}
          </p>
        ) : null}
        {toast !== null ? (
          <p className={toast.mine ? "live-toast live-toast--mine" : "live-toast"} data-testid="live-toast">
            <span className="live-toast__name">{toast.mine ? "You" : toast.name}</span> {toast.reaction}
          </p>
        ) : null}
        {playing && presence !== "here" ? (
          <AwayBanner
            key={snapshot.awayUntil ?? "away"}
            name={opponentName}
            shown={presence}
            until={snapshot.awayUntil}
            say={say}
          />
        ) : null}
        {playing && view !== null ? (
          <RunOutWarnings view={view} opponentName={opponentName} say={say} />
        ) : null}

        {status === "invited" && view !== null ? (
          <section className="stage live-waiting" aria-labelledby="live-waiting-title">
            <h1 id="live-waiting-title" className="page__title">
              Waiting for your friend
            </h1>
            <InviteBox code={view.code} origin={window.location.origin} />
            <Problem text={problem} />
            {view.side === "host" ? (
              <div className="live__actions">
                <CancelInviteButton busy={cancelling} onCancel={() => void cancel()} />
              </div>
            ) : null}
          </section>
        ) : null}
        {status === "cancelled" ? (
          <section className="stage" aria-labelledby="live-cancelled-title">
            <h1 id="live-cancelled-title" className="page__title">
              Invite cancelled
            </h1>
            <p>This invite was cancelled before anyone joined it.</p>
            <p>
              <Link to={ROUTES.live}>Play a friend</Link>
            </p>
          </section>
        ) : null}
        {status === "forfeited" && view !== null && game !== null ? (
          <section className="stage live-forfeit" aria-labelledby="live-forfeit-title">
            <h1 id="live-forfeit-title" className="page__title" data-testid="live-forfeit">
              {forfeitedByMe ? "You forfeited" : `${opponentName} forfeited`}
            </h1>
            <p data-testid="live-forfeit-reason">{forfeitReason(view, opponentName)}</p>
            <p>
              <Link to={ROUTES.live} className="button button--primary">
                Play a friend again
              </Link>
            </p>
            <RatedResult
              matchId={view.id}
              kind="friend"
              record={{ seed: game.seed, actions: game.actions.length }}
            />
            <RematchPanel matchId={view.id} opponentName={opponentName} />
            <EventFeed events={game.events} />
          </section>
        ) : null}
        {(status === "playing" || status === "finished") && game !== null ? (
          <LiveStages
            snapshot={snapshot}
            dispatch={dispatch}
            say={say}
            reactions={<ReactionRow disabled={connection !== "live"} onReact={(r) => store.react(r)} />}
          />
        ) : null}
        {status === "invited" || playing ? <LiveRules /> : null}
      </main>
    </>
  );
}
