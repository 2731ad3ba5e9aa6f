// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  engine,
  InThreadPort,
  playUntil,
  toFirstBall,
  type Played,
} from "@/features/game/game-test-support.ts";
import { createMatchStorage } from "@/features/game/saving/match-storage.ts";
import { renderGame } from "@/features/game/render-game.tsx";
import { SETTINGS_KEY } from "@/features/game/state/settings-store.ts";
import { percent } from "./use-win-chance.ts";

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ pauseMs: 0 }));
  // A Club match a few balls into the first innings, the user batting, restored on render.
  save(
    playUntil(toFirstBall("bat", 11, "micro", "club"), (p) => (p.state.innings[0]?.ballCompleted ?? 0) === 2),
  );
});
afterEach(cleanup);

const figure = () => screen.getByTestId("win-chance");
/** The win chance's label as seen (the text only screen readers get left out). */
function visibleLabel(): string {
  const label = figure().querySelector("dt")?.cloneNode(true) as HTMLElement;
  label.querySelectorAll(".visually-hidden").forEach((hidden) => hidden.remove());
  return (label.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Saves `played` where the game resumes it from. */
function save(played: Played): void {
  createMatchStorage(localStorage).save({
    seed: played.seed,
    level: "club",
    rulesVersion: played.state.rulesVersion,
    actions: played.actions,
    uploaded: false,
  });
}

const coachFigures = () => screen.queryAllByTestId("coach-figure").map((f) => f.textContent);

describe("the win chance on the scoreboard", () => {
  it("keeps its room empty until the worker answers for the state on screen, and hides a stale answer", () => {
    const port = new InThreadPort();
    const { store } = renderGame({ winChancePort: port });
    const first = store.getSnapshot().state;
    expect(first.level).toBe("club");
    // Asked at once, shown only once answered; the room is there all along, but hidden.
    expect(port.asked).toHaveLength(1);
    expect(figure().className).toContain("pending");

    act(() => port.flush());
    const chance = engine.winChance(first) as number;
    expect(figure().className).not.toContain("pending");
    expect(visibleLabel()).toBe("Your win chance · IND");
    expect(within(figure()).getByRole("definition").textContent).toBe(percent(chance));

    // A new ball: the answer in hand is about the last state, so nothing is shown until the next.
    fireEvent.keyDown(document.body, { key: "2" });
    const second = store.getSnapshot().state;
    expect(second).not.toBe(first);
    expect(figure().className).toContain("pending");
    expect(port.asked).toHaveLength(1);
    act(() => port.flush());
    expect(within(figure()).getByRole("definition").textContent).toBe(
      percent(engine.winChance(second) as number),
    );
  });

  it("reads whole percentages, 1% to 99% while the match is undecided", () => {
    expect(percent(0.544)).toBe("54%");
    expect(percent(0.998)).toBe("99%");
    expect(percent(0.001)).toBe("1%");
    expect(percent(1)).toBe("100%");
    expect(percent(0)).toBe("0%");
  });
});

describe("whose win chance", () => {
  for (const role of ["bat", "bowl"] as const) {
    it(`is the user's, said so and with the user's side named, while the user ${role}s`, () => {
      // India (the user) v Australia, two balls into the first innings.
      save(
        playUntil(
          toFirstBall(role, 11, "micro", "club"),
          (p) => (p.state.innings[0]?.ballCompleted ?? 0) === 2,
        ),
      );
      const port = new InThreadPort();
      const { store } = renderGame({ winChancePort: port });
      act(() => port.flush());
      const state = store.getSnapshot().state;
      expect(engine.userRole(state)).toBe(role);
      expect(visibleLabel()).toBe("Your win chance · IND");
      expect(within(figure()).getByRole("term").textContent).toContain("(India)");
      expect(within(figure()).getByRole("definition").textContent).toBe(
        percent(engine.winChance(state) as number),
      );
    });

    it(`reads 100% or 0% for the user once the match is decided, the user having ${role === "bat" ? "batted" : "bowled"} first`, async () => {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify({ pauseMs: 3000 }));
      const whole = playUntil(toFirstBall(role, 11, "micro", "club"), (p) => p.state.result !== null);
      const last = whole.actions.at(-1);
      if (last?.type !== "playBall") throw new Error("a match ends with a ball");
      const before = playUntil(
        toFirstBall(role, 11, "micro", "club"),
        (p) => p.actions.length === whole.actions.length - 1,
      );
      save(before);
      const port = new InThreadPort();
      // The pause is held: the score bug stays on screen over the "Match over" banner.
      const { store } = renderGame({ winChancePort: port, setTimer: () => () => {} });
      // The worker's answers (from rules version 2 the toss's values, before the save is replayed).
      await act(async () => port.flush());
      await act(async () => port.flush());
      expect(store.getSnapshot().resuming).toBe(false);
      const key = engine.styleOptions(before.state).findIndex((o) => o.style === last.style) + 1;
      fireEvent.keyDown(document.body, { key: String(key) });
      act(() => port.flush());
      const { state, hold } = store.getSnapshot();
      expect(hold).toBe("result");
      expect(state.result).not.toBeNull();
      expect(screen.getByText("Match over")).toBeTruthy();
      expect(visibleLabel()).toBe("Your win chance · IND");
      const won = state.result?.winnerTeamId === state.teamId;
      expect(within(figure()).getByRole("definition").textContent).toBe(won ? "100%" : "0%");
    });
  }
});

describe("the coach", () => {
  it("is off at first; switched on in the settings, each style button shows its chance, and it is remembered", () => {
    const port = new InThreadPort();
    const { store } = renderGame({ winChancePort: port });
    act(() => port.flush());
    expect(coachFigures()).toEqual([]);

    fireEvent.click(screen.getByText("Settings"));
    const toggle = screen.getByRole("checkbox", { name: "Coach" }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) as string)).toMatchObject({ coach: true });

    const state = store.getSnapshot().state;
    const advice = engine.coach(state);
    expect(advice).toHaveLength(3);
    const options = engine.styleOptions(state);
    expect(coachFigures()).toEqual(
      options.map(
        (o) =>
          `→ , win chance after this ball ${percent(advice.find((a) => a.style === o.style)?.winChance as number)}`,
      ),
    );

    // Under the buttons, the coach's words for this ball (Club and International), as the engine says them.
    const reading = engine.coachReading(state);
    if (state.level === "classic") expect(screen.queryByTestId("coach-note")).toBeNull();
    else expect(screen.getByTestId("coach-note").textContent).toBe(`Coach ${reading?.text ?? ""}`);

    // After the next ball the old advice is not shown, but its room is kept.
    fireEvent.keyDown(document.body, { key: "1" });
    expect(coachFigures()).toEqual([]);
    expect(document.querySelectorAll(".style-button__coach--pending")).toHaveLength(3);
    act(() => port.flush());
    expect(coachFigures()).toHaveLength(3);

    fireEvent.click(toggle);
    expect(coachFigures()).toEqual([]);
    expect(document.querySelectorAll(".style-button__coach")).toHaveLength(0);
    expect(screen.queryByTestId("coach-note")).toBeNull();
  });
});
