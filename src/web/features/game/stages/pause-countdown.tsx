import { useEffect, useState } from "react";
import type { GameSnapshot } from "@/features/game/state/game-snapshot.ts";

/** What each pause leads to, as the countdown shows it. */
const NEXT: Readonly<Record<NonNullable<GameSnapshot["hold"]>, string>> = {
  toss: "Toss result",
  inningsBreak: "Second innings",
  result: "Scorecards",
};

/**
 * The visible side of an announcement pause: "Toss result in 3…", counting down each second,
 * so a pause reads as a pause and not as a frozen game. Hidden from screen readers: the live
 * announcer says once what the pause waits for, rather than a number every second. Mount it
 * with a key per pause so each one counts from the start.
 */
export function PauseCountdown({
  hold,
  pauseMs,
}: {
  readonly hold: NonNullable<GameSnapshot["hold"]>;
  readonly pauseMs: number;
}) {
  const [left, setLeft] = useState(() => Math.max(1, Math.ceil(pauseMs / 1000)));
  useEffect(() => {
    const started = Date.now();
    const id = setInterval(() => {
      setLeft(Math.max(1, Math.ceil((pauseMs - (Date.now() - started)) / 1000)));
    }, 250);
    return () => clearInterval(id);
  }, [pauseMs]);
  return (
    <p className="pause-countdown" aria-hidden="true" data-testid="pause-countdown">
      {NEXT[hold]} in {left}…
    </p>
  );
}
