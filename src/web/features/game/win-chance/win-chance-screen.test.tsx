// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { engine, InThreadPort, playUntil, toFirstBall } from "@/features/game/game-test-support.ts";
import { createMatchStorage } from "@/features/game/saving/match-storage.ts";
import { renderGame } from "@/features/game/render-game.tsx";
import { SETTINGS_KEY } from "@/features/game/state/settings-store.ts";
import { percent } from "./use-win-chance.ts";

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ pauseMs: 0 }));
  // A Club match a few balls into the first innings, the user batting, restored on render.
  const played = playUntil(
    toFirstBall("bat", 11, "micro", "club"),
    (p) => (p.state.teams?.[0].ballCompleted ?? 0) === 2,
  );
  createMatchStorage(localStorage).save({
    seed: played.seed,
    level: "club",
    actions: played.actions,
    uploaded: false,
  });
});
afterEach(cleanup);

const figure = () => screen.getByTestId("win-chance");
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
    expect(within(figure()).getByText(/Win chance/)).toBeTruthy();
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

    // After the next ball the old advice is not shown, but its room is kept.
    fireEvent.keyDown(document.body, { key: "1" });
    expect(coachFigures()).toEqual([]);
    expect(document.querySelectorAll(".style-button__coach--pending")).toHaveLength(3);
    act(() => port.flush());
    expect(coachFigures()).toHaveLength(3);

    fireEvent.click(toggle);
    expect(coachFigures()).toEqual([]);
    expect(document.querySelectorAll(".style-button__coach")).toHaveLength(0);
  });
});
