// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mirrored } from "../../../engine/index.ts";
import type { LiveSide } from "../../../shared/live-types.ts";
import { SETTINGS_KEY } from "@/features/game/index.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import {
  atFirstBall,
  atFirstBowler,
  atToss,
  engine,
  fakeSockets,
  finished,
  viewOf,
} from "./live-test-support.ts";
import {
  deliverView,
  liveLines as lines,
  renderLiveMatch,
  showLiveMatch as show,
} from "./live-screen-test-support.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a live match's screen", () => {
  it("lets only the guest call the toss; the host waits for them by name", () => {
    const hostSocket = show(viewOf(atToss(), "host"));
    // Shown on the stage and said in the live region.
    expect(screen.getAllByText("Waiting for Priya to call the toss.")).toHaveLength(2);
    expect(lines()).toEqual(["Waiting for Priya to call the toss."]);
    expect(screen.queryByRole("button", { name: "Crown" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Move/ })).toBeNull();
    expect(hostSocket.sent).toEqual([{ type: "follow", id: "m7", seen: 0 }]);
    cleanup();

    const guestSocket = show(viewOf(atToss(), "guest"));
    expect(screen.getByText("Australia to call. Crown or money?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Crown" }));
    expect(guestSocket.sent.at(-1)).toEqual({
      type: "act",
      id: "m7",
      seq: 5,
      action: { type: "callToss", call: 0 },
    });
  });

  it("sends the guest's style for the ball by key, then says the choice is in and waits for the host", () => {
    vi.useFakeTimers({
      now: 50_000,
      toFake: ["Date", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
    });
    const played = atFirstBall();
    const clock = (chosen: Record<LiveSide, boolean>) => ({
      waitingFor: "both" as const,
      deadline: 50_000 + 12_000,
      length: 20_000,
      chosen: { host: chosen.host, guest: chosen.guest },
    });
    const socket = show(viewOf(played, "guest", { clock: clock({ host: false, guest: false }) }));
    const guestRole = engine.userRole(mirrored(played.state));
    expect(guestRole).toBe("bowl");
    expect(screen.getByText(`Choose how to ${guestRole} the next ball`, { exact: false })).toBeTruthy();
    expect(screen.getByTestId("live-other-choice").textContent).toBe("Asha is choosing.");
    const timer = screen.getByRole("timer");
    expect(timer.textContent).toBe("0:12");
    fireEvent.keyDown(document, { key: "1" });
    const sent = socket.sent.filter((m) => m.type === "choose");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: "choose", id: "m7", seq: played.seq });
    expect(screen.getByText("Your choice is in — waiting for Asha.")).toBeTruthy();
    for (const button of within(
      screen.getByRole("group", { name: "Playing style for the next ball" }),
    ).getAllByRole("button"))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    // A second press sends nothing more.
    fireEvent.keyDown(document, { key: "2" });
    expect(socket.sent.filter((m) => m.type === "choose")).toHaveLength(1);
    expect(lines()).toContain("Your choice is in. Waiting for Asha.");
  });

  it("counts the choice clock down and says 10 and 5 seconds left", () => {
    vi.useFakeTimers({
      now: 50_000,
      toFake: ["Date", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
    });
    show(
      viewOf(atFirstBall(), "host", {
        clock: {
          waitingFor: "both",
          deadline: 50_000 + 12_000,
          length: 20_000,
          chosen: { host: false, guest: true },
        },
      }),
    );
    expect(screen.getByTestId("live-other-choice").textContent).toBe("Priya has chosen.");
    expect(lines()).not.toContain("10 seconds left to choose.");
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByRole("timer").textContent).toBe("0:10");
    expect(lines()).toContain("10 seconds left to choose.");
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole("timer").textContent).toBe("0:05");
    expect(lines().filter((l) => l?.endsWith("seconds left to choose."))).toEqual([
      "10 seconds left to choose.",
      "5 seconds left to choose.",
    ]);
  });

  it("shows who must pick the bowler: the picker to the bowling side (the guest), a waiting line to the host", () => {
    const played = atFirstBowler();
    show(viewOf(played, "guest"));
    expect(screen.getByRole("group", { name: "Choose the bowler for over 1" })).toBeTruthy();
    cleanup();
    show(viewOf(played, "host"));
    expect(screen.queryByRole("group", { name: "Choose the bowler for over 1" })).toBeNull();
    expect(screen.getAllByText("Waiting for Priya to pick a bowler for the over.")).toHaveLength(2);
    expect(lines()).toContain("Waiting for Priya to pick a bowler for the over.");
  });

  it("shows and says the server's notice, reactions with the sender's name, and an away opponent's countdown", () => {
    vi.useFakeTimers({
      now: 50_000,
      toFake: ["Date", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
    });
    const played = atFirstBall();
    const socket = show(viewOf(played, "host"));
    deliverView(
      socket,
      viewOf(played, "host"),
      played.seq,
      "Time ran out for Priya: Hit Normally was played",
    );
    expect(screen.getByTestId("live-notice").textContent).toBe(
      "Time ran out for Priya: Hit Normally was played",
    );
    expect(lines()).toContain("Time ran out for Priya: Hit Normally was played");
    // The notice stays until the match moves on.
    deliverView(socket, viewOf(played, "host", { seq: played.seq + 1 }), played.seq + 1);
    expect(screen.queryByTestId("live-notice")).toBeNull();

    act(() => socket.deliver({ type: "reaction", id: "m7", side: "guest", reaction: "Good luck!" }));
    expect(screen.getByTestId("live-toast").textContent).toBe("Priya Good luck!");
    expect(lines()).toContain("Priya: Good luck!");
    act(() => vi.advanceTimersByTime(4100));
    expect(screen.queryByTestId("live-toast")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Well played!" }));
    expect(socket.sent.at(-1)).toEqual({ type: "react", id: "m7", reaction: "Well played!" });
    // The reactions rest a moment after each one.
    const goodLuck = () => screen.getByRole("button", { name: "Good luck!" }) as HTMLButtonElement;
    expect(goodLuck().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1600));
    expect(goodLuck().disabled).toBe(false);

    // The guest (there from the first view) goes: nothing is said for the first 5 s...
    const away = (forfeitAt: number | null) =>
      viewOf(played, "host", {
        seq: played.seq + 1,
        guest: { name: "Priya", connected: false, forfeitAt, runOuts: 0 },
      });
    deliverView(socket, away(null), played.seq + 1);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByTestId("live-away")).toBeNull();
    expect(lines().join(" ")).not.toContain("lost the connection");
    // ...then that the connection is lost; the countdown once the server sets the forfeit.
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.getByTestId("live-away").textContent).toBe(
      "Waiting for your opponent: Priya has lost the connection.",
    );
    expect(lines().at(-1)).toBe("Priya has lost the connection. Waiting for them to come back.");
    deliverView(socket, away(Date.now() + 45_000), played.seq + 1);
    expect(screen.getByTestId("live-away").textContent).toContain("Waiting for your opponent (0:45)");
    expect(lines().at(-1)).toBe("Priya is still away: the match is forfeited in 0:45.");
    act(() => vi.advanceTimersByTime(15_500));
    expect(screen.getByTestId("live-away").textContent).toContain("(0:30)");
    expect(lines()).toContain("Still waiting for Priya: 30 seconds before the match is forfeited.");
    // Back: said so, and the banner goes.
    deliverView(socket, viewOf(played, "host", { seq: played.seq + 1 }), played.seq + 1);
    expect(screen.queryByTestId("live-away")).toBeNull();
    expect(lines().at(-1)).toBe("Priya is back.");
  });

  it("never says a guest who has not opened the match yet lost the connection, nor one back within 5 s", () => {
    vi.useFakeTimers({
      now: 50_000,
      toFake: ["Date", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
    });
    const played = atToss();
    const notYet = { name: "Priya", connected: false, forfeitAt: null, runOuts: 0 };
    const socket = show(viewOf(played, "host", { guest: notYet }));
    act(() => vi.advanceTimersByTime(3000));
    // Arrived within the grace: nothing said of it.
    deliverView(socket, viewOf(played, "host"), played.seq);
    act(() => vi.advanceTimersByTime(10_000));
    expect(lines().join(" ")).not.toMatch(/lost the connection|is back|open the match/);
    // A reload: away for 2 s, back; nothing said.
    deliverView(socket, viewOf(played, "host", { guest: notYet }), played.seq);
    act(() => vi.advanceTimersByTime(2000));
    deliverView(socket, viewOf(played, "host"), played.seq);
    act(() => vi.advanceTimersByTime(10_000));
    expect(lines().join(" ")).not.toMatch(/lost the connection|is back/);
    cleanup();

    // Not there 5 s after the match began: waited for, not "lost".
    show(viewOf(played, "host", { guest: notYet }));
    act(() => vi.advanceTimersByTime(5100));
    expect(screen.getByTestId("live-away").textContent).toBe("Waiting for Priya to open the match.");
    expect(lines()).toContain("Waiting for Priya to open the match.");
    expect(lines().join(" ")).not.toContain("lost the connection");
  });

  it("shows the waiting room with the code while the invite is open, and the forfeit at the end", () => {
    show(viewOf(atToss(), "host", { status: "invited", guest: null }));
    expect(screen.getByRole("heading", { level: 1, name: "Waiting for your friend" })).toBeTruthy();
    expect(screen.getByTestId("invite-code").textContent).toBe("ABC234");
    expect(screen.getByRole("button", { name: "Cancel the invite" })).toBeTruthy();
    cleanup();
    show(viewOf(atFirstBall(), "host", { status: "forfeited", forfeitedBy: "guest" }));
    expect(screen.getByTestId("live-forfeit").textContent).toBe("Priya forfeited");
    cleanup();
    show(viewOf(atFirstBall(), "guest", { status: "forfeited", forfeitedBy: "guest" }));
    expect(screen.getByTestId("live-forfeit").textContent).toBe("You forfeited");
  });

  it("shows the result from the member's side when the match is over", () => {
    const played = finished();
    const text = engine.resultText(played.state);
    show(
      viewOf(played, "guest", {
        status: "finished",
        reveal: { seed: 3, rulesVersion: 2, actions: [], keptId: 12 },
      }),
    );
    expect(screen.getByTestId("result-text").textContent).toBe(text);
    expect(screen.getByRole("button", { name: "New match" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Quick reactions to your opponent" })).toBeTruthy();
    expect(screen.queryByTestId("live-clock")).toBeNull();
  });

  it("keeps the notice of the ball that ended the match on the result", () => {
    const played = finished();
    const socket = show(viewOf(played, "host", { seq: played.seq - 1 }));
    deliverView(
      socket,
      viewOf(played, "host", {
        status: "finished",
        reveal: { seed: 3, rulesVersion: 2, actions: [], keptId: 12 },
      }),
      played.seq,
      "Time ran out for Priya (Hit Normally was played)",
    );
    expect(screen.getByTestId("result-text").textContent).toBe(engine.resultText(played.state));
    expect(screen.getByTestId("live-notice").textContent).toBe(
      "Time ran out for Priya (Hit Normally was played)",
    );
    expect(lines()).toContain("Time ran out for Priya (Hit Normally was played)");
  });

  it("offers no coach in a rated match, even to a member who has switched it on", () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ coach: true }));
    try {
      show(viewOf(atFirstBall(), "guest"));
      expect(document.querySelectorAll(".style-button")).toHaveLength(3);
      // With the coach on, each style button would carry its figure (a placeholder until it comes).
      expect(document.querySelectorAll(".style-button__coach")).toHaveLength(0);
      expect(screen.queryByTestId("coach-note")).toBeNull();
      expect(screen.queryByLabelText("Coach")).toBeNull();
      expect(screen.getByTestId("coach-off").textContent).toBe(
        "No coach in a rated match: the win chance on the scoreboard stays.",
      );
    } finally {
      localStorage.removeItem(SETTINGS_KEY);
    }
  });

  it("says a match that is not the member's is missing", () => {
    stubFetch(routes({ "GET /api/session": jsonResponse(200, { member: null }) }));
    const sockets = fakeSockets();
    renderLiveMatch(sockets.open);
    const socket = sockets.sockets[0]!;
    act(() => socket.onopen?.({}));
    act(() => socket.deliver({ type: "error", code: "not_found", message: "No such match", id: "m7" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "This live match is not one of yours, or it does not exist.",
    );
  });
});
