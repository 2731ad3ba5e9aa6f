// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deliverView, liveLines as lines, showLiveMatch as show } from "./live-screen-test-support.tsx";
import { atFirstBall, viewOf } from "./live-test-support.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const player = (name: string, runOuts: number) => ({ name, connected: true, forfeitAt: null, runOuts });

describe("clocks run out in a row, on a live match's screen", () => {
  it("warns a member whose clock ran out again and again, and of their opponent's, and states the rule", () => {
    const played = atFirstBall();
    const socket = show(viewOf(played, "host", { host: player("Asha", 1), guest: player("Priya", 1) }));
    // Once is told by the clock's notice alone.
    expect(screen.queryByTestId("live-run-outs")).toBeNull();
    expect(screen.queryByTestId("live-their-run-outs")).toBeNull();
    expect(screen.getByTestId("live-rules").textContent).toContain(
      "If your clock runs out 6 times in a row while your opponent plays, you forfeit the match",
    );
    deliverView(
      socket,
      viewOf(played, "host", { host: player("Asha", 4), guest: player("Priya", 3) }),
      played.seq,
    );
    expect(screen.getByTestId("live-run-outs").textContent).toBe(
      "Your clock ran out 4 times in a row: 6 in a row forfeits the match.",
    );
    expect(screen.getByTestId("live-their-run-outs").textContent).toBe(
      "Priya\u2019s clock ran out 3 times in a row: 6 in a row forfeits the match.",
    );
    expect(lines()).toContain("Your clock ran out 4 times in a row: 6 in a row forfeits the match.");
    // A choice in time starts the count again: the warning goes.
    deliverView(
      socket,
      viewOf(played, "host", { host: player("Asha", 0), guest: player("Priya", 3) }),
      played.seq,
    );
    expect(screen.queryByTestId("live-run-outs")).toBeNull();
    expect(screen.getByTestId("live-their-run-outs")).toBeTruthy();
  });

  it("says why a match was forfeited: the clock run out too often, or an absence", () => {
    const over = (side: "host" | "guest", runOuts: number) =>
      viewOf(atFirstBall(), side, {
        status: "forfeited",
        forfeitedBy: "guest",
        guest: { name: "Priya", connected: true, forfeitAt: null, runOuts },
      });
    show(over("guest", 6));
    expect(screen.getByTestId("live-forfeit").textContent).toBe("You forfeited");
    expect(screen.getByTestId("live-forfeit-reason").textContent).toBe(
      "Your clock ran out 6 times in a row, so the match was given to your opponent.",
    );
    expect(screen.queryByTestId("live-rules")).toBeNull();
    cleanup();
    show(over("host", 6));
    expect(screen.getByTestId("live-forfeit-reason").textContent).toBe(
      "Priya\u2019s clock ran out 6 times in a row: the match is yours.",
    );
    cleanup();
    show(over("host", 2));
    expect(screen.getByTestId("live-forfeit-reason").textContent).toBe(
      "Priya was away from the match for too long: the match is yours.",
    );
  });
});
