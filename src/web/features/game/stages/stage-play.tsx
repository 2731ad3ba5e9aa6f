import { useCallback, useState, type ReactNode } from "react";
import type { PlayStyle } from "../../../../engine/index.ts";
import { AbandonControl } from "./abandon-control.tsx";
import { BattingTable } from "@/features/game/scorecard/batting-table.tsx";
import { BowlerPicker } from "./bowler-picker.tsx";
import { BowlingTable } from "@/features/game/scorecard/bowling-table.tsx";
import { formatOf } from "@/features/game/state/catalog-lookup.ts";
import { EventFeed } from "./event-feed.tsx";
import { lastEventOf } from "@/features/game/state/event-queries.ts";
import { useEngine, useGameSettings } from "@/features/game/state/game-context.ts";
import { OverStrip } from "@/features/game/scorecard/over-strip.tsx";
import { Scoreboard } from "@/features/game/scorecard/scoreboard.tsx";
import { StageHeading } from "./stage-heading.tsx";
import type { StageProps } from "./stage-props.ts";
import { StyleButtons } from "./style-buttons.tsx";
import { useWinChance } from "@/features/game/win-chance/use-win-chance.ts";
import "./play.css";

/**
 * Stages 9 and 10, an innings in play: the score bug, the over so far, the user's controls
 * (the bowler picker when an over needs the user's bowler, else the style buttons), the
 * ball-by-ball feed and both tables. The score bug carries the user's chance of winning and,
 * with the coach on, each style button what it does to it. Also shown, without controls, during the innings break
 * and the result's announcement pause.
 */
export function PlayStage({
  snapshot,
  dispatch,
  onAbandon,
}: StageProps & { readonly onAbandon: () => void }) {
  const engine = useEngine();
  const { state, events, hold } = snapshot;
  const { coach: coachOn } = useGameSettings();
  const chance = useWinChance(state);
  const [confirming, setConfirming] = useState(false);
  const play = useCallback((style: PlayStyle) => dispatch({ type: "playBall", style }), [dispatch]);
  const pick = useCallback((playerId: number) => dispatch({ type: "chooseBowler", playerId }), [dispatch]);

  const board = engine.scoreboard(state);
  if (!board) return null;
  const innings = board.innings;
  const batting = engine.battingCard(state, innings);
  const bowling = engine.bowlingCard(state, innings);
  const input = engine.nextInput(state);
  const role = engine.userRole(state);
  const options = engine.styleOptions(state);
  const needsBowler = input === "chooseBowler" && hold === null;
  const canPlay = input === "playBall" && hold === null && !confirming;
  // The picker shows only between overs, so every over in the engine's summary is complete.
  const oversBowled = engine.overSummary(state, innings).length;
  const inningsBreak = hold === "inningsBreak" ? lastEventOf(events, "inningsEnd") : undefined;
  const result = hold === "result" ? engine.resultText(state) : null;

  let prompt: ReactNode = "";
  if (needsBowler) prompt = "Pick a bowler for the over first.";
  else if (canPlay) {
    prompt = (
      <>
        Choose how to {role === "bat" ? "bat" : "bowl"} the next ball
        <span className="play__keys"> — or press 1, 2 or 3</span>.
      </>
    );
  }

  return (
    <section className="stage play" aria-labelledby="stage-title">
      <StageHeading
        title={innings === 1 ? "First innings" : "Second innings"}
        lede={`${board.battingTeamName} batting${role ? ` · you are ${role === "bat" ? "batting" : "bowling"}` : ""}`}
      />
      <Scoreboard
        board={board}
        totalOvers={formatOf(state.format)?.overs}
        winChance={chance?.chance ?? null}
        crease={{ batters: batting.filter((r) => r.atCrease), bowler: bowling.find((r) => r.isCurrent) }}
      />
      <div className="play__grid">
        <div className="play__main">
          <div className="play__controls">
            <OverStrip over={engine.overInProgress(state, innings)} />
            {inningsBreak || result ? (
              <div className={result ? "play__banner play__banner--result" : "play__banner"}>
                <h2 className="play__banner-title">{result ? "Match over" : "Innings break"}</h2>
                <p className="play__banner-text">{result ?? inningsBreak?.text}</p>
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
                <p className="play__prompt">{prompt}</p>
                <StyleButtons
                  options={options}
                  disabled={!canPlay}
                  onPlay={play}
                  coach={coachOn ? (chance && chance.coach.length > 0 ? chance.coach : null) : undefined}
                />
              </>
            )}
          </div>
          <EventFeed events={events} />
          {hold === null ? <AbandonControl onAbandon={onAbandon} onConfirmingChange={setConfirming} /> : null}
        </div>
        <div className="play__cards">
          <BattingTable rows={batting} caption={`${board.battingTeamName} batting`} />
          <BowlingTable rows={bowling} caption={`${board.bowlingTeamName} bowling`} />
        </div>
      </div>
    </section>
  );
}
