// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MEMBER_KEY } from "@/auth/known-member.ts";
import { createTestServices, finishedMatch, playUntil, toFirstBall } from "./game-test-support.ts";
import { GameShell } from "./game-shell.tsx";
import { renderGame } from "./render-game.tsx";
import { createMatchStorage, MATCH_KEY } from "./saving/match-storage.ts";
import { parseSavedBar } from "./saving/saved-bar.ts";
import { PLAY_STATE } from "@/routes.ts";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** A one-day Classic match nine balls in, saved as a page from before bars were kept saved it. */
function saveWithoutBar(owner?: string): void {
  const played = playUntil(
    toFirstBall("bat", 11, "oneDay"),
    (p) => (p.state.innings[0]?.ballCompleted ?? 0) === 9,
  );
  createMatchStorage(localStorage, "tab-a").save({
    seed: played.seed,
    actions: played.actions,
    uploaded: false,
    ...(owner === undefined ? {} : { owner }),
  });
}

function renderShell(state: unknown = null) {
  render(
    <MemoryRouter initialEntries={[{ pathname: "/game", state }]}>
      <GameShell />
    </MemoryRouter>,
  );
}

/** The choices strip on screen: its text and its flags' addresses, or null when there is none. */
function choicesOnScreen(): { text: string; flags: string[] } | null {
  const list = screen.queryByRole("list", { name: "Your choices" });
  if (list === null) return null;
  const flags = within(list)
    .queryAllByRole("presentation")
    .map((img) => img.getAttribute("src") ?? "");
  return { text: list.textContent ?? "", flags };
}

describe("the game shell, drawn before the game's code arrives", () => {
  it("draws the saved match's bar exactly as the game screen draws it, laid out as in play", () => {
    saveWithoutBar();
    // Resuming the match keeps its bar with the save (a save from before bars gets one now).
    createTestServices();
    const saved = JSON.parse(localStorage.getItem(MATCH_KEY) as string) as Record<string, unknown>;
    expect(saved.tab).toBe("tab-a");
    expect(parseSavedBar(saved.bar)?.screen).toBe("play");

    renderShell();
    const early = choicesOnScreen();
    expect(screen.getByRole("main").getAttribute("data-layout")).toBe("play");
    expect(screen.getByRole("main").getAttribute("data-stage")).toBe("loading");
    cleanup();
    renderGame();
    expect(screen.getByRole("main").getAttribute("data-stage")).toBe("play");
    expect(early).not.toBeNull();
    expect(early).toEqual(choicesOnScreen());
    expect(early?.text).toContain("One Day · 50 overs");
    expect(early?.flags).toHaveLength(2);
    cleanup();
    // Come to play, the match in progress stays: its bar is drawn all the same.
    renderShell(PLAY_STATE);
    expect(choicesOnScreen()).toEqual(early);
  });

  it("draws no choices for a save without a bar, before a match, or for another member's match", () => {
    saveWithoutBar();
    renderShell();
    expect(choicesOnScreen()).toBeNull();
    cleanup();

    localStorage.clear();
    renderShell();
    expect(choicesOnScreen()).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Loading the match");
    cleanup();

    saveWithoutBar("member-a");
    localStorage.setItem(MEMBER_KEY, "member-a");
    createTestServices();
    renderShell();
    expect(choicesOnScreen()).not.toBeNull();
    cleanup();
    localStorage.setItem(MEMBER_KEY, "member-b");
    renderShell();
    expect(choicesOnScreen()).toBeNull();
  });

  it("draws a finished match's bar on a visit, but none for a player come to play a new match", () => {
    const played = finishedMatch();
    createMatchStorage(localStorage).save({ seed: played.seed, actions: played.actions, uploaded: true });
    createTestServices();
    renderShell();
    expect(choicesOnScreen()?.text).toContain("Micro");
    expect(screen.getByRole("main").getAttribute("data-layout")).toBeNull();
    cleanup();
    renderShell(PLAY_STATE);
    expect(choicesOnScreen()).toBeNull();
  });

  it("shows only a bar of the app's own: a flag from another site or an overlong text is no bar", () => {
    const team = { name: "India", flag: "/assets/in.svg" };
    const choices = { format: "T20 · 20 overs", level: "Club opponent", team, opponent: null, ground: null };
    expect(parseSavedBar({ screen: "setup", choices })).toEqual({ screen: "setup", choices });
    const foreign = { ...choices, team: { ...team, flag: "https://example.com/in.svg" } };
    expect(parseSavedBar({ screen: "setup", choices: foreign })).toBeNull();
    expect(parseSavedBar({ screen: "setup", choices: { ...choices, ground: "x".repeat(201) } })).toBeNull();
    expect(parseSavedBar({ screen: "toss", choices })).toBeNull();
  });
});
