/**
 * What the page says of the other member's presence, from what the server's views say of it
 * (`connected`) and when the page saw each change. A member who has not arrived on the match
 * yet (the guest's page still opening after the invite was accepted) has not lost anything; one
 * who had arrived and is gone is said to have lost the connection only once they have been away
 * for {@link AWAY_GRACE_MS} (a page reloaded, a socket opened again, comes back well within it);
 * one who was said to be gone and is back is said to be back.
 */

/** How long the other member is away before the page says so, in ms. */
export const AWAY_GRACE_MS = 5000;

export interface PresenceWatch {
  /** Whether the other member has been seen connected on this match. */
  readonly arrived: boolean;
  /** Since when (the page's clock) they have been away; null while they are there. */
  readonly awaySince: number | null;
  /** Whether the page has said they lost the connection (and not yet that they are back). */
  readonly saidLost: boolean;
}

export const FIRST_WATCH: PresenceWatch = { arrived: false, awaySince: null, saidLost: false };

/** The watch after a view saying whether the other member is `connected`, seen at `now`. */
export function watchSeen(watch: PresenceWatch, connected: boolean, now: number): PresenceWatch {
  if (connected) return { arrived: true, awaySince: null, saidLost: watch.saidLost };
  return { ...watch, awaySince: watch.awaySince ?? now };
}

/** What the page shows and says of the other member at `now`. */
export type PresenceShown =
  /** There, or away for less than the grace. */
  | "here"
  /** Not on the match yet, past the grace: waited for, not "lost". */
  | "notArrived"
  /** Arrived, then away past the grace. */
  | "lost";

export function presenceShown(watch: PresenceWatch, now: number): PresenceShown {
  if (watch.awaySince === null || now - watch.awaySince < AWAY_GRACE_MS) return "here";
  return watch.arrived ? "lost" : "notArrived";
}

/** When `presenceShown` next changes by itself (the grace running out); null when it will not. */
export function presenceChangesAt(watch: PresenceWatch, now: number): number | null {
  if (watch.awaySince === null) return null;
  const at = watch.awaySince + AWAY_GRACE_MS;
  return at > now ? at : null;
}

/**
 * The line to say on a change of what is shown (`before` to `after`), and the watch with it
 * noted; null when nothing is to be said.
 */
export function presenceLine(
  watch: PresenceWatch,
  before: PresenceShown,
  after: PresenceShown,
  name: string,
): { readonly line: string | null; readonly watch: PresenceWatch } {
  if (after === "lost" && before !== "lost")
    return {
      line: `${name} has lost the connection. Waiting for them to come back.`,
      watch: { ...watch, saidLost: true },
    };
  if (after === "notArrived" && before === "here" && !watch.arrived)
    return { line: `Waiting for ${name} to open the match.`, watch };
  if (after === "here" && watch.saidLost && watch.awaySince === null)
    return { line: `${name} is back.`, watch: { ...watch, saidLost: false } };
  return { line: null, watch };
}
