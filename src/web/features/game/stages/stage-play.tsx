import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type {
  MatchEvent,
  PlayAheadPlan,
  PlayAheadStops,
  PlayAheadUntil,
  PlayStyle,
} from "../../../../engine/index.ts";
import { AbandonControl } from "./abandon-control.tsx";
import { BattingTable } from "@/features/game/scorecard/batting-table.tsx";
import { BowlerPicker } from "./bowler-picker.tsx";
import { BowlingTable } from "@/features/game/scorecard/bowling-table.tsx";
import { formatOf } from "@/features/game/state/catalog-lookup.ts";
import { EventFeed } from "./event-feed.tsx";
import { lastEventOf } from "@/features/game/state/event-queries.ts";
import { useEngine, useGameSettings } from "@/features/game/state/game-context.ts";
import { OverStrip } from "@/features/game/scorecard/over-strip.tsx";
import { PauseCountdown } from "./pause-countdown.tsx";
import { PlayAheadControl } from "./play-ahead-control.tsx";
import { Scoreboard } from "@/features/game/scorecard/scoreboard.tsx";
import { ScoreLine } from "@/features/game/scorecard/score-line.tsx";
import { StageHeading } from "./stage-heading.tsx";
import type { StageProps } from "./stage-props.ts";
import { StyleButtons } from "./style-buttons.tsx";
import { useWinChance } from "@/features/game/win-chance/use-win-chance.ts";
import "./play.css";

/**
 * Stages 9 and 10, an innings in play: the score bug, the over so far, the user's controls
 * (the bowler picker when an over needs the user's bowler, else the style buttons), the
 * ball-by-ball feed and both tables. On a phone the score bug is a line or two (ScoreLine) above
 * the controls, so they and the latest ball fit the first screen, and the full score bug
 * follows the feed (play.css). The score bug carries the user's chance of winning and,
 * with the coach on, each style button what it does to it. Also shown, without controls, during the innings break
 * and the result's announcement pause, whose countdown sits in the banner under its message.
 * Once the user has given a bowler the over, focus moves from the picker (gone) to the first
 * style button, where the next press plays the ball.
 */
export function PlayStage({
  snapshot,
  dispatch,
  onAbandon,
  onPlayAhead,
  onStopAhead,
  waiting = false,
  waitingPrompt = null,
  rated = false,
  note = null,
}: StageProps & {
  /** Set while the last choice is with the server (a ranked match): nothing is chosen meanwhile. */
  readonly waiting?: boolean;
  /** What the prompt says while `waiting` (a live match: whom the match waits for). */
  readonly waitingPrompt?: ReactNode;
  /**
   * A rated match (ranked, or live between members): played without the coach, whatever the
   * settings say; the win chance on the scoreboard stays.
   */
  readonly rated?: boolean;
  /** Abandons the match; left out where a match cannot be abandoned (a ranked match). */
  readonly onAbandon?: () => void;
  /** Plays ahead with a plan (the store's `playAhead`, or the server's in a ranked match); left out where none may. */
  readonly onPlayAhead?: (
    plan: PlayAheadPlan,
    until: PlayAheadUntil,
    stops: PlayAheadStops,
    paceMs: number,
  ) => void;
  readonly onStopAhead?: () => void;
  /** What the page adds under the scoreboard (a competition's group match: what it needs). */
  readonly note?: ReactNode;
}) {
  const engine = useEngine();
  const { state, events, hold } = snapshot;
  const { coach, pauseMs } = useGameSettings();
  const coachOn = coach && !rated;
  const chance = useWinChance(state);
  const [confirming, setConfirming] = useState(false);
  const play = useCallback((style: PlayStyle) => dispatch({ type: "playBall", style }), [dispatch]);
  const pick = useCallback((playerId: number) => dispatch({ type: "chooseBowler", playerId }), [dispatch]);

  const input = engine.nextInput(state);
  // While a stretch is played ahead the plan picks the bowlers and styles.
  const running = snapshot.ahead !== null;
  const needsBowler = input === "chooseBowler" && hold === null && !running && !waiting;
  // The picker held the focus (its button); when it goes, the first style button takes it, or
  // the prompt while the ball cannot be played yet, never the page's body.
  const controls = useRef<HTMLDivElement>(null);
  const picking = useRef(needsBowler);
  useEffect(() => {
    const picked = picking.current && !needsBowler;
    picking.current = needsBowler;
    const root = controls.current;
    if (!picked || !root) return;
    // Only focus lost with the picker is moved, never focus the user has put elsewhere.
    const active = document.activeElement;
    if (active !== null && active !== document.body && !root.contains(active)) return;
    const button = root.querySelector<HTMLButtonElement>(".style-button:enabled");
    (button ?? root.querySelector<HTMLElement>(".play__prompt"))?.focus();
  }, [needsBowler]);

  // A pause's banner (with its countdown) is brought wholly into view when it comes, as on a
  // phone the chase's figures can push it below the fold; the page moves only if it must.
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hold === null) return;
    banner.current?.scrollIntoView?.({ block: "nearest" });
  }, [hold]);

  // A stretch played ahead ends (stopped, or at its end): the score comes back into view, as on a
  // phone the page may be scrolled down to the picker or the plan, the score and target above it.
  // Again when the pause after it ends (an innings break): the picker that replaces the banner
  // is taller, and the browser's scroll anchoring would carry the page down with it.
  const section = useRef<HTMLElement>(null);
  const wasRunning = useRef(running);
  const barDue = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) barDue.current = true;
    wasRunning.current = running;
    if (!barDue.current || running) return;
    if (hold === null) barDue.current = false;
    const line = section.current?.querySelector<HTMLElement>(".score-line");
    // The compact line is the phone's; where it is hidden the full score bug stands for it.
    const bar =
      line && line.offsetParent !== null ? line : section.current?.querySelector<HTMLElement>(".score-bug");
    bar?.scrollIntoView?.({ block: "nearest" });
  }, [running, hold]);

  const board = engine.scoreboard(state);
  if (!board) return null;
  const innings = board.innings;
  const batting = engine.battingCard(state, innings);
  const bowling = engine.bowlingCard(state, innings);
  const role = engine.userRole(state);
  const options = engine.styleOptions(state);
  // The user's side bowls in this innings or the other one: its bowlers, for a rotation of the user's own.
  // (A super over's pair of innings, 3 and 4 or 5 and 6, likewise.)
  const ownBowlers = engine.bowlingCard(
    state,
    role === "bowl" ? innings : innings % 2 === 1 ? innings + 1 : innings - 1,
  );
  const canPlay = input === "playBall" && hold === null && !confirming && !running && !waiting;
  // The picker shows only between overs, so every over in the engine's summary is complete.
  const oversBowled = engine.overSummary(state, innings).length;
  const inningsBreak = hold === "inningsBreak" ? lastEventOf(events, "inningsEnd") : undefined;
  // At a break before a super over, what it is: "The scores are level: a super over".
  const breakText = inningsBreak === undefined ? undefined : withSuperOverNews(events, inningsBreak);
  // A super over's innings is one over.
  const totalOvers = board.superOver !== null ? 1 : formatOf(state.format)?.overs;
  const result = hold === "result" ? engine.resultText(state) : null;

  let prompt: ReactNode = "";
  if (waiting && waitingPrompt !== null && hold === null) prompt = waitingPrompt;
  else if (needsBowler) prompt = "Pick a bowler for the over first.";
  else if (canPlay) {
    prompt = (
      <>
        Choose how to {role === "bat" ? "bat" : "bowl"} the next ball
        <span className="play__keys"> — or press 1, 2 or 3</span>.
      </>
    );
  }

  return (
    <section className="stage play" aria-labelledby="stage-title" ref={section}>
      <StageHeading
        title={board.inningsName}
        lede={`${board.battingTeamName} batting${role ? ` · you are ${role === "bat" ? "batting" : "bowling"}` : ""}`}
      />
      <ScoreLine board={board} totalOvers={totalOvers} winChance={chance?.chance ?? null} />
      <Scoreboard
        board={board}
        totalOvers={totalOvers}
        winChance={chance?.chance ?? null}
        userTeamId={state.teamId}
        crease={{ batters: batting.filter((r) => r.atCrease), bowler: bowling.find((r) => r.isCurrent) }}
      />
      {note}
      <div className="play__grid card-pair">
        <div className="play__main">
          <div className="play__controls" ref={controls}>
            <OverStrip over={engine.overInProgress(state, innings)} />
            {inningsBreak || result ? (
              <div className={result ? "play__banner play__banner--result" : "play__banner"} ref={banner}>
                <h2 className="play__banner-title">{result ? "Match over" : "Innings break"}</h2>
                <p className="play__banner-text">{result ?? breakText}</p>
                {hold !== null ? (
                  <PauseCountdown key={`${hold}:${events.length}`} hold={hold} pauseMs={pauseMs} />
                ) : null}
              </div>
            ) : (
              <>
                {needsBowler ? (
                  <BowlerPicker
                    rows={bowling}
                    eligible={engine.eligibleBowlers(state)}
                    suggestion={engine.suggestedBowler(state)}
                    over={oversBowled + 1}
                    onPick={pick}
                  />
                ) : null}
                <p className="play__prompt" tabIndex={-1}>
                  {prompt}
                </p>
                <StyleButtons
                  options={options}
                  disabled={!canPlay}
                  onPlay={play}
                  coach={coachOn ? (chance && chance.coach.length > 0 ? chance.coach : null) : undefined}
                />
                {onPlayAhead && onStopAhead ? (
                  <PlayAheadControl
                    disabled={
                      hold !== null ||
                      confirming ||
                      (waiting && !running) ||
                      (input !== "playBall" && input !== "chooseBowler")
                    }
                    rated={rated}
                    running={running}
                    summary={snapshot.stretch?.summary ?? null}
                    bowlers={ownBowlers}
                    onPlay={onPlayAhead}
                    onStop={onStopAhead}
                  />
                ) : null}
                {coachOn && chance?.reading ? (
                  <p className="play__coach-note" data-testid="coach-note">
                    <span className="play__coach-tag">Coach</span> {chance.reading}
                  </p>
                ) : null}
              </>
            )}
          </div>
          <EventFeed events={events} playedAhead={snapshot.playedAhead} />
          {hold === null && onAbandon ? (
            <AbandonControl onAbandon={onAbandon} onConfirmingChange={setConfirming} />
          ) : null}
        </div>
        <div className="play__cards">
          <BattingTable
            rows={batting}
            caption={`${board.battingTeamName} batting`}
            extras={engine.extras(state, innings)?.text ?? null}
          />
          <BowlingTable rows={bowling} caption={`${board.bowlingTeamName} bowling`} />
        </div>
      </div>
    </section>
  );
}

/** An innings' end as the break says it, with the super over it leads to when one is called. */
function withSuperOverNews(events: readonly MatchEvent[], end: { readonly text: string }): string {
  const from = events.lastIndexOf(end as MatchEvent);
  const called = events.slice(from + 1).find((e) => e.type === "superOver" && e.moment === "called");
  return called === undefined ? end.text : `${end.text}. ${called.text}`;
}
