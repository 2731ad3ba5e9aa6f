import { describe, expect, it } from "vitest";
import {
  AWAY_GRACE_MS,
  FIRST_WATCH,
  presenceChangesAt,
  presenceLine,
  presenceShown,
  type PresenceWatch,
  watchSeen,
} from "./opponent-presence.ts";

/** Steps the watch through views (connected or not, at a time) and collects what is said. */
function run(steps: readonly (readonly [number, boolean | "tick"])[]): {
  said: string[];
  watch: PresenceWatch;
} {
  let watch = FIRST_WATCH;
  let shown = presenceShown(watch, 0);
  const said: string[] = [];
  for (const [at, seen] of steps) {
    if (seen !== "tick") watch = watchSeen(watch, seen, at);
    const after = presenceShown(watch, at);
    const step = presenceLine(watch, shown, after, "Priya");
    watch = step.watch;
    shown = after;
    if (step.line !== null) said.push(step.line);
  }
  return { said, watch };
}

describe("what the page says of the other member's presence", () => {
  it("says nothing of a member who has not opened the match yet and comes within the grace", () => {
    expect(
      run([
        [0, false],
        [3000, "tick"],
        [4000, true],
        [20_000, "tick"],
      ]).said,
    ).toEqual([]);
  });

  it("waits for a member who has not come past the grace, never saying they lost the connection", () => {
    const { said, watch } = run([
      [0, false],
      [AWAY_GRACE_MS, "tick"],
      [9000, true],
    ]);
    expect(said).toEqual(["Waiting for Priya to open the match."]);
    expect(watch.arrived).toBe(true);
  });

  it("says an arrived member lost the connection only after 5 s away, and that they are back", () => {
    expect(AWAY_GRACE_MS).toBe(5000);
    const blip = run([
      [0, true],
      [1000, false],
      [5999, "tick"],
      [6000, true],
    ]);
    expect(blip.said).toEqual([]);
    const gone = run([
      [0, true],
      [1000, false],
      [5999, "tick"],
      [6000, "tick"],
      [8000, false],
      [9000, true],
    ]);
    expect(gone.said).toEqual([
      "Priya has lost the connection. Waiting for them to come back.",
      "Priya is back.",
    ]);
    expect(gone.watch.saidLost).toBe(false);
  });

  it("knows when the grace runs out, so the page can look again then", () => {
    const away = watchSeen(watchSeen(FIRST_WATCH, true, 0), false, 1000);
    expect(presenceChangesAt(away, 1000)).toBe(6000);
    expect(presenceChangesAt(away, 6000)).toBeNull();
    expect(presenceChangesAt(watchSeen(away, true, 2000), 2000)).toBeNull();
    // A later view saying they are still away keeps the first moment seen away.
    expect(watchSeen(away, false, 4000).awaySince).toBe(1000);
  });
});
