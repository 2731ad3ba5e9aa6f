import { useCallback, useEffect, useRef, useState } from "react";
import { clockText, secondsLeft, useNow } from "./live-parts.tsx";
import {
  FIRST_WATCH,
  presenceChangesAt,
  presenceLine,
  presenceShown,
  type PresenceShown,
  watchSeen,
} from "./opponent-presence.ts";

/** The seconds left before an away opponent forfeits at which the live region says so. */
const AWAY_WARNINGS = [60, 30, 10] as const;

/**
 * What is shown of the other member's presence (opponent-presence.ts), from whether the server
 * says they are connected (null: not while the match is played); its changes said in the live
 * region as they happen: gone past the grace, back after that was said.
 */
export function useOpponentPresence(
  connected: boolean | null,
  name: string,
  say: (text: string) => void,
): PresenceShown {
  const watch = useRef(FIRST_WATCH);
  const shownRef = useRef<PresenceShown>("here");
  const [shown, setShown] = useState<PresenceShown>("here");
  const update = useCallback((): number | null => {
    const now = Date.now();
    const after = presenceShown(watch.current, now);
    const { line, watch: next } = presenceLine(watch.current, shownRef.current, after, name);
    watch.current = next;
    shownRef.current = after;
    if (line !== null) say(line);
    setShown(after);
    return presenceChangesAt(next, now);
  }, [name, say]);
  useEffect(() => {
    if (connected === null) return;
    watch.current = watchSeen(watch.current, connected, Date.now());
    const at = update();
    if (at === null) return;
    const handle = setTimeout(() => void update(), Math.max(0, at - Date.now()) + 20);
    return () => clearTimeout(handle);
  }, [connected, update]);
  return connected === null ? "here" : shown;
}

/**
 * "Waiting for your opponent (0:45)" while the other member is away past the grace, counting
 * down to the forfeit once the server has set it and said at a few points; for a member who has
 * not opened the match yet, only that they are waited for.
 */
export function AwayBanner({
  name,
  shown,
  until,
  say,
}: {
  readonly name: string;
  readonly shown: Exclude<PresenceShown, "here">;
  readonly until: number | null;
  readonly say: (text: string) => void;
}) {
  const now = useNow(until !== null);
  const seconds = until === null ? null : secondsLeft(until, now);
  const said = useRef(new Set<number>());
  useEffect(() => {
    const left = until === null ? null : secondsLeft(until, Date.now());
    if (left !== null) say(`${name} is still away: the match is forfeited in ${clockText(left)}.`);
    said.current = new Set(AWAY_WARNINGS.filter((s) => left === null || s >= left));
  }, [until, name, say]);
  useEffect(() => {
    if (seconds === null) return;
    for (const warning of AWAY_WARNINGS) {
      if (seconds <= warning && seconds > 0 && !said.current.has(warning)) {
        said.current.add(warning);
        say(`Still waiting for ${name}: ${warning} seconds before the match is forfeited.`);
      }
    }
  }, [seconds, name, say]);
  const countdown = seconds === null ? "" : ` (${clockText(seconds)})`;
  return (
    <p className="live-away" data-testid="live-away">
      {shown === "lost"
        ? `Waiting for your opponent${countdown}: ${name} has lost the connection.`
        : `Waiting for ${name} to open the match${countdown}.`}
    </p>
  );
}
