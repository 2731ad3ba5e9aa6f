// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectReplayedAt } from "@/features/game/game-test-support.ts";
import { MATCH_KEY } from "@/features/game/saving/match-storage.ts";
import { renderGame } from "@/features/game/render-game.tsx";
import { SETTINGS_KEY } from "@/features/game/state/settings-store.ts";

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ pauseMs: 0 }));
});
afterEach(cleanup);

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;

describe("the opponent level picker", () => {
  it("offers the three levels with their descriptions, Club chosen at first", () => {
    const { store } = renderGame();
    const group = screen.getByRole("group", { name: "Opponent level" });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual([
      "classic",
      "club",
      "international",
    ]);
    expect(radio("Club").checked).toBe(true);
    expect(radio("Classic").checked).toBe(false);
    expect(radio("International").getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText(/best strategy there is/)).toBeTruthy();
    expect(store.getSnapshot().state.level).toBe("club");
  });

  it("re-creates the match at the chosen level from the same seed and actions, and remembers the choice", () => {
    const { store } = renderGame();
    // Some setup already made and undone, so there are actions to replay.
    fireEvent.click(screen.getByRole("button", { name: /Micro/ }));
    fireEvent.click(screen.getByRole("button", { name: /Back/ }));
    const { seed, actions } = store.getSnapshot();
    expect(actions).toHaveLength(2);

    fireEvent.click(radio("International"));
    expect(radio("International").checked).toBe(true);
    expectReplayedAt(store.getSnapshot(), "international", { seed, actions });
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) as string)).toMatchObject({
      level: "international",
    });

    // The choice shows in the summary once the format is chosen.
    fireEvent.click(screen.getByRole("button", { name: /Micro/ }));
    expect(screen.getByTestId("summary-level").textContent).toContain("International");

    // A new visit with no match in progress starts at the remembered level.
    cleanup();
    localStorage.removeItem(MATCH_KEY);
    renderGame();
    expect(radio("International").checked).toBe(true);
  });

  it("clicking the card's label chooses its level", () => {
    const { store } = renderGame();
    fireEvent.click(screen.getByText("Classic"));
    expect(store.getSnapshot().level).toBe("classic");
  });
});
