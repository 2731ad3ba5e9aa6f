import { useEffect, useMemo, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import type { MatchEvent, MatchState } from "../../../engine/index.ts";
import type { MatchReplayResponse } from "../../../shared/api-types.ts";
import { USER_MESSAGES } from "@/api/messages.ts";
import type { ErrorState } from "@/errors/error-state.ts";
import { ROUTES } from "@/routes.ts";
import {
  createMatchView,
  EventFeed,
  fromFriendSide,
  type GameSnapshot,
  MatchViewProvider,
  ResultStage,
  useEngine,
} from "@/features/game/index.ts";
import { ArchiveHeader } from "./archive-frame.tsx";
import { type ArchiveProblem, deleteMatch, fetchMatchReplay, matchHeading } from "./archive-api.ts";
import type { MatchesState } from "./archive-screen.tsx";
import { ReplayClient } from "./replay-client.ts";
import { scorecardText } from "./scorecard-text.ts";
import { yourSide } from "./your-side.ts";
import { YourSideLine } from "./your-side-line.tsx";
import "./archive.css";

type ReportState =
  | { readonly kind: "loading" }
  | {
      readonly kind: "ready";
      readonly match: MatchReplayResponse["match"];
      readonly state: MatchState;
      readonly events: readonly MatchEvent[];
    }
  | { readonly kind: "broken" }
  | ArchiveProblem;

/**
 * One kept match (`/matches/:id`): fetched as its seed, level and actions, replayed off the
 * page's thread, and shown from the member's side (the guest's copy of a live match mirrored,
 * its win chance the guest's) on the game's own result screen (scorecards, fall of wickets,
 * charts) with the whole ball-by-ball feed, a plain-text scorecard to copy, and deletion.
 */
export function MatchReport({ id }: { readonly id: number | null }) {
  // The result screen reads only the engine and the win-chance worker: no store, no speaker,
  // no settings.
  const [view] = useState(() => createMatchView());
  const friendView = useMemo(() => fromFriendSide(view), [view]);
  const [replays] = useState(() => new ReplayClient());
  const [report, setReport] = useState<ReportState>({ kind: "loading" });

  useEffect(() => () => replays.close(), [replays]);
  useEffect(() => {
    if (id === null) {
      setReport({ kind: "missing" });
      return;
    }
    const controller = new AbortController();
    void (async () => {
      const answer = await fetchMatchReplay(id, controller.signal);
      if (controller.signal.aborted) return;
      if (answer.kind !== "ok") {
        setReport(answer);
        return;
      }
      const rebuilt = await replays.replayMatch(answer.match);
      if (controller.signal.aborted) return;
      setReport(rebuilt ? { kind: "ready", match: answer.match, ...rebuilt } : { kind: "broken" });
    })();
    return () => controller.abort();
  }, [id, replays]);

  if (report.kind === "signed-out") {
    const errorState: ErrorState = { code: 401, message: USER_MESSAGES.sessionEnded };
    return <Navigate to={ROUTES.error} replace state={errorState} />;
  }
  return (
    <>
      <ArchiveHeader />
      <main className="page page--stack archive archive--match">
        <p className="archive__back">
          <Link to={ROUTES.matches}>← All your matches</Link>
        </p>
        {report.kind === "ready" ? (
          <MatchViewProvider view={report.match.side === "friend" ? friendView : view}>
            <KeptMatch match={report.match} state={report.state} events={report.events} />
          </MatchViewProvider>
        ) : (
          <section className="card archive__panel" aria-busy={report.kind === "loading"}>
            <h1 className="archive__title">
              {report.kind === "loading" ? "Loading the match…" : "Match not found"}
            </h1>
            <p role={report.kind === "loading" ? undefined : "alert"}>{problemText(report)}</p>
          </section>
        )}
      </main>
    </>
  );
}

function problemText(report: ReportState): string {
  switch (report.kind) {
    case "loading":
      return "Replaying it ball by ball.";
    case "offline":
      return "You are offline: the match will load when the connection is back.";
    case "broken":
      return "This match no longer replays with this version of Howzat.";
    case "failed":
      return report.message;
    default:
      return "You have no kept match at this address. It may have been deleted.";
  }
}

function KeptMatch({
  match,
  state,
  events,
}: {
  readonly match: MatchReplayResponse["match"];
  readonly state: MatchState;
  readonly events: readonly MatchEvent[];
}) {
  const engine = useEngine();
  const navigate = useNavigate();
  const heading = matchHeading(match);
  const yours = yourSide(match);
  const text = useMemo(() => scorecardText(engine, state, heading), [engine, state, heading]);
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const [deleting, setDeleting] = useState<"idle" | "busy" | string>("idle");
  const snapshot = useMemo(
    (): GameSnapshot => ({
      seed: match.seed,
      level: match.level,
      actions: match.actions as GameSnapshot["actions"],
      state,
      events,
      hold: null,
      refusal: null,
      notice: null,
      upload: "saved",
      playedAhead: [],
      resuming: false,
      ahead: null,
      stretch: null,
    }),
    [match, state, events],
  );

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }

  async function remove() {
    if (!window.confirm(`Delete this match for good?\n\n${heading}\n${match.result}`)) return;
    setDeleting("busy");
    const answer = await deleteMatch(match.id);
    if (answer.kind === "ok" || answer.kind === "missing") {
      const state: MatchesState = { deleted: `${match.title} — ${match.result}` };
      await navigate(ROUTES.matches, { replace: true, state });
      return;
    }
    setDeleting(
      answer.kind === "offline"
        ? "You are offline: the match was not deleted."
        : "The match could not be deleted. Please try again.",
    );
  }

  return (
    <>
      <p className="archive__kept" data-testid="kept-heading">
        {heading}
      </p>
      {yours ? (
        <p className="archive__kept-side">
          <YourSideLine side={yours} />
        </p>
      ) : null}
      <ResultStage
        snapshot={snapshot}
        onNewMatch={() => undefined}
        onRetryUpload={() => undefined}
        actions={
          <div className="archive__actions">
            <button type="button" className="button button--primary" onClick={() => void copy()}>
              Copy scorecard
            </button>
            <button
              type="button"
              className="button button--on-dark"
              onClick={() => void remove()}
              disabled={deleting === "busy"}
            >
              {deleting === "busy" ? "Deleting…" : "Delete match"}
            </button>
            <span className="archive__status" role="status">
              {copied === "copied"
                ? "Scorecard copied."
                : copied === "failed"
                  ? "Copying was refused: select the text below instead."
                  : ""}
              {deleting !== "idle" && deleting !== "busy" ? deleting : ""}
            </span>
          </div>
        }
      />
      <details className="card archive__text" open={copied === "failed"}>
        <summary>Plain-text scorecard</summary>
        <pre data-testid="scorecard-text">{text}</pre>
      </details>
      <EventFeed events={events} length={events.length} title="Ball by ball, the whole match" />
    </>
  );
}
