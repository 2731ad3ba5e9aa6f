import { type FormEvent, useEffect, useId, useState, useSyncExternalStore } from "react";
import { Link, useNavigate } from "react-router";
import { oversPhrase, type Engine } from "../../../engine/index.ts";
import { INVITE_CODE_LENGTH } from "../../../shared/live-types.ts";
import { browserSocket, type SocketLike } from "@/api/socket.ts";
import { SiteHeader } from "@/components/site-header.tsx";
import { type MatchSetup, MatchSetupForm, useGameServices } from "@/features/game/index.ts";
import { Problem, useFetchedList } from "@/features/refereed/index.ts";
import { liveJoinRoute, liveMatchRoute } from "@/routes.ts";
import { cancelLive, createLive, fetchLiveMatches, type LiveMatchView, liveSocketUrl } from "./live-api.ts";
import { CancelInviteButton, InviteBox } from "./live-parts.tsx";
import { RecentOpponents } from "./live-rematch.tsx";
import { LiveStore } from "./live-store.ts";
import "./live.css";

/** Opens the live socket (the browser's; tests pass a fake). */
export type LiveSocketOpener = () => SocketLike;

const openBrowserSocket: LiveSocketOpener = () => browserSocket(liveSocketUrl(window.location));

/** A live match's line in the list, from the member's side. */
export function liveMatchLine(engine: Engine, view: LiveMatchView): string {
  const { state } = view;
  const name = (id: number | null) => engine.catalog.countries.find((c) => c.id === id)?.name ?? "";
  const [mine, theirs] =
    view.side === "host" ? [state.teamId, state.opponentId] : [state.opponentId, state.teamId];
  const format = engine.catalog.formats.find((f) => f.key === state.format)?.label ?? "";
  const teams = `${name(mine)} v ${name(theirs)} · ${format}`;
  if (view.status === "invited") return `Invite ${view.code} · ${teams} · waiting for your friend`;
  const other = view.side === "host" ? view.guest?.name : view.host.name;
  const board = engine.scoreboard(state);
  const at = board === null ? "at the toss" : oversPhrase(board.overs);
  return `With ${other ?? "your friend"} · ${teams} · ${at}`;
}

/** The code typed in the "Have a code?" box: the code itself, or the one in a pasted link. */
export function codeFromInput(text: string): string {
  const trimmed = text.trim();
  const linked = /\/live\/join\/([^/?#\s]+)/.exec(trimmed)?.[1];
  return decodeURIComponent(linked ?? trimmed)
    .replace(/\s+/g, "")
    .toUpperCase();
}

/**
 * The invite just made, followed over the socket: when the friend accepts it the page goes to
 * the match; the host may withdraw it meanwhile.
 */
function InvitePanel({
  view,
  openSocket,
  onCancelled,
}: {
  readonly view: LiveMatchView;
  readonly openSocket: LiveSocketOpener;
  readonly onCancelled: (message: string) => void;
}) {
  const navigate = useNavigate();
  const [store] = useState(() => new LiveStore({ id: view.id, open: openSocket }));
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  const { view: followed } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const status = followed?.status ?? view.status;
  useEffect(() => {
    if (status === "playing") void navigate(liveMatchRoute(view.id));
  }, [status, navigate, view.id]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = async () => {
    setBusy(true);
    setProblem(null);
    const outcome = await cancelLive(view.id);
    setBusy(false);
    if (outcome.ok) onCancelled("The invite is cancelled.");
    else setProblem(outcome.message);
  };
  return (
    <section className="page__section" aria-labelledby="live-invite-title">
      <h2 id="live-invite-title">Your invite</h2>
      <InviteBox code={view.code} origin={window.location.origin} />
      <Problem text={problem} />
      <div className="live__actions">
        <Link to={liveMatchRoute(view.id)} className="button button--secondary">
          Open the match
        </Link>
        <CancelInviteButton busy={busy} onCancel={() => void cancel()} />
      </div>
    </section>
  );
}

/**
 * `/live`: play a friend. The form makes a match and its invite (the code and the link to
 * send); the "Have a code?" box opens a friend's invite; the member's open invites and live
 * matches on are listed to go back to.
 */
export function LiveLobby({ openSocket = openBrowserSocket }: { readonly openSocket?: LiveSocketOpener }) {
  const { engine } = useGameServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [created, setCreated] = useState<LiveMatchView | null>(null);
  const [code, setCode] = useState("");
  const codeId = useId();
  const [reload, setReload] = useState(0);
  const matches = useFetchedList(fetchLiveMatches, setProblem, reload);

  const create = async (setup: MatchSetup) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    setNote(null);
    const outcome = await createLive(setup);
    setBusy(false);
    if (outcome.ok) setCreated(outcome.value);
    else setProblem(outcome.message);
  };

  const join = (event: FormEvent) => {
    event.preventDefault();
    const typed = codeFromInput(code);
    if (typed === "") return;
    void navigate(liveJoinRoute(typed));
  };

  const listed = (matches ?? []).filter((m) => m.id !== created?.id);

  return (
    <>
      <SiteHeader />
      <main className="page live">
        <h1 className="page__title">Play a friend</h1>
        <p className="page__lede">
          Make a match and send your friend its code or link. When they join, you play it together, live: you
          each choose your own style for every ball at the same time, neither seeing the other&rsquo;s until
          the ball is bowled.
        </p>
        <Problem text={problem} />
        {note !== null ? (
          <p className="live__note" role="status">
            {note}
          </p>
        ) : null}
        <RecentOpponents />
        {created !== null ? (
          <InvitePanel
            key={created.id}
            view={created}
            openSocket={openSocket}
            onCancelled={(message) => {
              setCreated(null);
              setNote(message);
              setReload((n) => n + 1);
            }}
          />
        ) : (
          <section className="page__section" aria-labelledby="live-new">
            <h2 id="live-new">A new match with a friend</h2>
            <MatchSetupForm
              busy={busy}
              submitLabel="Make the invite"
              busyLabel="Making the invite…"
              opponentLabel="Your friend's team"
              opponentWho="Your friend"
              onSubmit={(setup) => void create(setup)}
            />
          </section>
        )}
        <section className="page__section" aria-labelledby="live-code">
          <h2 id="live-code">Have a code?</h2>
          <form className="cluster" onSubmit={join}>
            <label className="live__field" htmlFor={codeId}>
              <span>Your friend&rsquo;s code</span>
            </label>
            <input
              id={codeId}
              aria-describedby={`${codeId}-hint`}
              className="live__code-input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <button type="submit" className="button button--primary" disabled={codeFromInput(code) === ""}>
              Open the invite
            </button>
          </form>
          <p id={`${codeId}-hint`} className="live__hint">
            The {INVITE_CODE_LENGTH} letters and figures your friend sent you, or their whole link.
          </p>
        </section>
        {listed.length > 0 ? (
          <section className="page__section" aria-labelledby="live-list">
            <h2 id="live-list">Your invites and matches on</h2>
            <ul className="page__list" data-testid="live-list">
              {listed.map((view) => (
                <li key={view.id}>
                  <Link to={liveMatchRoute(view.id)}>{liveMatchLine(engine, view)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </main>
    </>
  );
}
