import { useEffect } from "react";
import { LIVE_RUN_OUTS_FORFEIT, LIVE_TIMING } from "../../../shared/live-types.ts";
import type { LiveMatchView } from "./live-api.ts";

/** From how many run-outs in a row a member is warned (the first is told by the clock's notice). */
const WARN_FROM = 2;

/** "Your clock ran out 4 times in a row: 6 in a row forfeits the match", or null below the warning. */
export function runOutWarning(runOuts: number, name: string | null): string | null {
  if (runOuts < WARN_FROM) return null;
  const whose = name === null ? "Your" : `${name}\u2019s`;
  return `${whose} clock ran out ${runOuts} times in a row: ${LIVE_RUN_OUTS_FORFEIT} in a row forfeits the match.`;
}

/**
 * Why the match was forfeited, from the side that forfeited: its clock ran out too many times
 * in a row (the view's count says so), or it was away too long.
 */
export function forfeitReason(view: LiveMatchView, opponentName: string): string {
  const mine = view.forfeitedBy === view.side;
  const player = view.forfeitedBy === "guest" ? view.guest : view.host;
  if ((player?.runOuts ?? 0) >= LIVE_RUN_OUTS_FORFEIT) {
    return mine
      ? `Your clock ran out ${LIVE_RUN_OUTS_FORFEIT} times in a row, so the match was given to your opponent.`
      : `${opponentName}\u2019s clock ran out ${LIVE_RUN_OUTS_FORFEIT} times in a row: the match is yours.`;
  }
  return mine
    ? "You were away from the match for too long, so it was given to your opponent."
    : `${opponentName} was away from the match for too long: the match is yours.`;
}

/**
 * The warnings of clocks run out in a row, the member's own and their opponent's, while the
 * match is being played; the member's own said in the live region as it grows.
 */
export function RunOutWarnings({
  view,
  opponentName,
  say,
}: {
  readonly view: LiveMatchView;
  readonly opponentName: string;
  readonly say: (text: string) => void;
}) {
  const mine = view.side === "host" ? view.host : view.guest;
  const theirs = view.side === "host" ? view.guest : view.host;
  const own = runOutWarning(mine?.runOuts ?? 0, null);
  const other = runOutWarning(theirs?.runOuts ?? 0, opponentName);
  useEffect(() => {
    if (own !== null) say(own);
  }, [own, say]);
  if (own === null && other === null) return null;
  return (
    <>
      {own !== null ? (
        <p className="live-run-outs" data-testid="live-run-outs">
          {own}
        </p>
      ) : null}
      {other !== null ? (
        <p className="live-run-outs live-run-outs--theirs" data-testid="live-their-run-outs">
          {other}
        </p>
      ) : null}
    </>
  );
}

/** The rules of the clock and of forfeits, as the live match page states them. */
export function LiveRules() {
  const seconds = (ms: number) => Math.round(ms / 1000);
  return (
    <section className="live-rules" aria-labelledby="live-rules-title" data-testid="live-rules">
      <h2 id="live-rules-title" className="live-rules__title">
        The clock
      </h2>
      <ul>
        <li>
          You have {seconds(LIVE_TIMING.choiceMs)} seconds to choose your style for a ball and{" "}
          {seconds(LIVE_TIMING.decisionMs)} seconds for a decision (the toss, bat or bowl, a bowler). When the
          clock runs out, the normal choice is played for you.
        </li>
        <li>
          If your clock runs out {LIVE_RUN_OUTS_FORFEIT} times in a row while your opponent plays, you forfeit
          the match, and it counts as a loss. Choosing in time starts the count again.
        </li>
        <li>
          If you are away for {seconds(LIVE_TIMING.forfeitAfterMs)} seconds while your opponent is here, you
          forfeit too (you are warned after {seconds(LIVE_TIMING.warnAfterMs)}).
        </li>
      </ul>
    </section>
  );
}
