import { type ReactNode, useEffect, useRef } from "react";
import { clockText, secondsLeft, useNow } from "./live-parts.tsx";

/** The seconds left on the choice clock at which the live region says so. */
export const CLOCK_WARNINGS = [10, 5] as const;

/**
 * The warnings not to say any more with `left` seconds on the clock: those already passed. A
 * clock first seen with 8 s left says "5 seconds left" in time, never "10".
 */
export function passedWarnings(said: ReadonlySet<number>, left: number): Set<number> {
  return new Set([...said, ...CLOCK_WARNINGS.filter((s) => s > left)]);
}

/** The warning due with `seconds` left that was not said yet; null when none is. */
export function warningDue(said: ReadonlySet<number>, seconds: number): number | null {
  return CLOCK_WARNINGS.find((w) => seconds <= w && seconds > 0 && !said.has(w)) ?? null;
}

/**
 * The clock on the coming choice: the seconds left, counted down on the page, and said in the
 * live region at 10 and 5 seconds when it is this member's choice. `endsAt` is the server's
 * deadline on the page's clock (the store corrects it by the clocks' offset), so what is shown
 * and said is what the server's clock says.
 */
export function ChoiceClock({
  endsAt,
  length,
  label,
  mine,
  say,
  children,
}: {
  /** Said beside the clock (whether the other side has chosen). */
  readonly children?: ReactNode;
  readonly endsAt: number;
  readonly length: number;
  readonly label: string;
  readonly mine: boolean;
  readonly say: (text: string) => void;
}) {
  const now = useNow(true);
  const seconds = secondsLeft(endsAt, now);
  const said = useRef<ReadonlySet<number>>(new Set());
  useEffect(() => {
    said.current = passedWarnings(said.current, secondsLeft(endsAt, Date.now()));
  }, [endsAt]);
  useEffect(() => {
    if (!mine) return;
    const warning = warningDue(said.current, seconds);
    if (warning === null) return;
    said.current = new Set([...said.current, ...CLOCK_WARNINGS.filter((w) => w >= warning)]);
    say(`${warning} seconds left to choose.`);
  }, [seconds, mine, say]);
  const share = Math.max(0, Math.min(1, (endsAt - now) / length));
  return (
    <div
      className={seconds <= 5 ? "cluster live-clock live-clock--low" : "cluster live-clock"}
      data-testid="live-clock"
    >
      <span className="live-clock__label">{label}</span>
      <span className="live-clock__time" role="timer" aria-label={`${label}: ${seconds} seconds left`}>
        {clockText(seconds)}
      </span>
      <span className="meter live-clock__bar" aria-hidden="true">
        <span className="meter__fill live-clock__fill" style={{ width: `${share * 100}%` }} />
      </span>
      {children}
    </div>
  );
}
