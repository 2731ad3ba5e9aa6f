import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import type { GameSnapshot } from "@/features/game/state/game-snapshot.ts";
import type { Action } from "../../../engine/index.ts";
import { AbandonControl } from "@/features/game/stages/abandon-control.tsx";
import { ChoiceList } from "@/features/game/stages/choice-list.tsx";
import { ChoiceSummary } from "@/features/game/stages/choice-summary.tsx";
import { useGameServices, useGameSettings } from "@/features/game/state/game-context.ts";
import { screenOf } from "@/features/game/state/screen-of.ts";
import { LiveAnnouncer } from "@/features/game/speech/live-announcer.tsx";
import { SpeechControls } from "@/features/game/speech/speech-controls.tsx";
import { FormatStage } from "@/features/game/stages/stage-format.tsx";
import { STAGE_TITLE_ID } from "@/features/game/stages/stage-heading.tsx";
import { LocationStage } from "@/features/game/stages/stage-location.tsx";
import { PlayStage } from "@/features/game/stages/stage-play.tsx";
import { ResultStage } from "@/features/game/stages/stage-result.tsx";
import { StadiumStage } from "@/features/game/stages/stage-stadium.tsx";
import { TeamStage } from "@/features/game/stages/stage-team.tsx";
import { TossResultStage } from "@/features/game/stages/stage-toss-result.tsx";
import { TossStage } from "@/features/game/stages/stage-toss.tsx";
import { GameFrame } from "./game-frame.tsx";
import "./game-screen.css";

function Notice({ children, onDismiss }: { readonly children: string; readonly onDismiss: () => void }) {
  return (
    <div className="game-notice" role="status">
      <p className="game-notice__text">{children}</p>
      <button type="button" className="button button--ghost game-notice__close" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/**
 * The game screen, on the services of the enclosing {@link GameServicesContext} (the page
 * provides the browser's; tests provide fakes). `play` says the player came to play (the
 * header's Play, home's "Play a match"): a finished match then makes way for a new one before
 * anything is drawn, while a match in progress stays (see GameStore.playOn). `afterResult` adds
 * to the result screen what the page knows of the match (a competition's fixture: its way back),
 * `duringPlay` to the play screen (a competition's group match: what it needs).
 */
export function GameScreen({
  play = false,
  afterResult,
  duringPlay,
}: {
  readonly play?: boolean;
  readonly afterResult?: (snapshot: GameSnapshot) => ReactNode;
  readonly duringPlay?: (snapshot: GameSnapshot) => ReactNode;
}) {
  const { engine, store, speaker, settings } = useGameServices();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const current = useGameSettings();
  const dispatch = useCallback((action: Action) => store.dispatch(action), [store]);
  const newMatch = useCallback(() => store.newMatch(), [store]);
  const stopAhead = useCallback(() => store.stopAhead(), [store]);
  const stage = screenOf(engine, snapshot);

  // The store outlives a mount; the page tells it when it is on screen.
  useEffect(() => {
    store.resume();
    return () => store.suspend();
  }, [store]);

  // Before the first paint, so a finished match's result never flashes up on the way.
  useLayoutEffect(() => {
    if (play) store.playOn();
  }, [store, play]);

  // A new stage replaces the page's content, like a new page: back to the top, and its
  // heading takes focus so keyboard and screen-reader users start from there.
  const shown = useRef(stage);
  useEffect(() => {
    if (shown.current === stage) return;
    const resumed = shown.current === "resuming";
    shown.current = stage;
    const show = () => {
      if (window.scrollY > 0) window.scrollTo({ top: 0 });
      document.getElementById(STAGE_TITLE_ID)?.focus({ preventScroll: true });
    };
    if (!resumed) return show();
    // A resumed match's screen (its whole feed) is laid out by the focus: at the next frame,
    // rather than in the task that replayed and rendered it, so neither holds the page long.
    const frame = requestAnimationFrame(show);
    return () => cancelAnimationFrame(frame);
  }, [stage]);

  const canGoBack = snapshot.hold === null && engine.allows(snapshot.state, { type: "back" });
  const props = { snapshot, dispatch };
  // A match being resumed shows the bar it was saved with, as the page's first paint did.
  const resumingBar = stage === "resuming" ? store.resumingBar : null;

  return (
    <GameFrame
      stage={stage}
      inPlay={stage === "play" || resumingBar?.screen === "play"}
      bar={
        <>
          {canGoBack ? (
            <button
              type="button"
              className="button button--secondary game__back"
              onClick={() => dispatch({ type: "back" })}
            >
              <span aria-hidden="true">←</span> Back
            </button>
          ) : null}
          {resumingBar ? (
            <ChoiceList shown={resumingBar.choices} />
          ) : (
            <ChoiceSummary state={snapshot.state} />
          )}
          <SpeechControls />
        </>
      }
    >
      {snapshot.notice ? <Notice onDismiss={() => store.dismissNotice()}>{snapshot.notice}</Notice> : null}
      {!speaker.available && !current.speechNoticeDismissed ? (
        <Notice onDismiss={() => settings.update({ speechNoticeDismissed: true })}>
          This browser cannot speak the commentary, so the game shows it as captions instead.
        </Notice>
      ) : null}
      {snapshot.refusal ? (
        <p className="game-refusal" role="alert">
          {snapshot.refusal}
        </p>
      ) : null}
      <LiveAnnouncer snapshot={snapshot} screen={stage} />
      {/* Each pause's countdown sits under the message it delays: the toss's in the toss panel,
            the innings break's and the result's in their banners (PlayStage). */}
      <div className="game__stage" key={stage}>
        {stage === "resuming" ? (
          <p className="game-resuming" role="status">
            Resuming your match…
          </p>
        ) : null}
        {stage === "format" ? <FormatStage {...props} /> : null}
        {stage === "team" ? <TeamStage {...props} pick="team" /> : null}
        {stage === "opponent" ? <TeamStage {...props} pick="opponent" /> : null}
        {stage === "location" ? <LocationStage {...props} /> : null}
        {stage === "stadium" ? <StadiumStage {...props} /> : null}
        {stage === "toss" ? <TossStage {...props} /> : null}
        {stage === "tossResult" ? (
          <>
            <TossResultStage {...props} />
            <AbandonControl onAbandon={newMatch} />
          </>
        ) : null}
        {stage === "play" ? (
          <PlayStage
            {...props}
            onAbandon={newMatch}
            onPlayAhead={(plan, until, stops, paceMs) => store.playAhead(plan, until, stops, paceMs)}
            onStopAhead={stopAhead}
            note={duringPlay?.(snapshot)}
          />
        ) : null}
        {stage === "result" ? (
          <>
            {afterResult?.(snapshot)}
            <ResultStage
              snapshot={snapshot}
              onNewMatch={newMatch}
              onRetryUpload={() => store.retryUpload()}
            />
          </>
        ) : null}
      </div>
    </GameFrame>
  );
}
