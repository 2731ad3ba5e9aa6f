// @vitest-environment jsdom
/**
 * The competition pages as a guest sees them: the hub starts a league with its defaults and
 * lists it; a competition's page shows its standing, a real points table with its caption and
 * headers, the knockouts and the fixtures; an unknown id says so; a kept entry that cannot be
 * read is left out with a message.
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { competitionEngine } from "./competition-engine.ts";
import {
  competitionView,
  fixtureMatchRules,
  keepMembersMatch,
  playFixtureByComputer,
  simulateMatch,
  type CompetitionDefinition,
  type PlayedFixture,
} from "../../../engine/index.ts";
import { newDefinition } from "./competition-runner.ts";
import { CompetitionScreen } from "./competition-screen.tsx";
import { COMPETITIONS_KEY, keepCompetition, readCompetitions } from "./competition-storage.ts";
import { CompetitionsHub } from "./competitions-hub.tsx";

beforeEach(() => {
  localStorage.clear();
  stubFetch(() => jsonResponse(401, { error: "signed out" }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const engine = competitionEngine();

/**
 * A league played on until the member has no match now and the computer still has some: the
 * member's own matches played as a player would (from their setup actions on).
 */
function playUntilMemberWaits(definition: CompetitionDefinition): PlayedFixture[] | null {
  const played: PlayedFixture[] = [];
  for (let guard = 0; guard < 20; guard++) {
    const view = competitionView(engine, definition, played);
    if (view.next === null) return view.computerToPlay.length > 0 ? played : null;
    const fixture = view.computerToPlay[0] ?? view.next;
    if (!fixture.members) {
      played.push(playFixtureByComputer(engine, definition, fixture));
      continue;
    }
    const opponent = fixture.home === definition.memberTeam ? fixture.away : fixture.home;
    const rules = fixtureMatchRules(definition, fixture);
    const game = simulateMatch(engine, fixture.seed, definition.format, "normal", {
      teamId: definition.memberTeam,
      opponentId: opponent ?? 0,
      stadiumId: fixture.stadiumId ?? "",
      level: definition.level,
      ...rules,
      bowlerChoice: "captain",
    });
    const record = { seed: fixture.seed, level: definition.level, actions: game.actions };
    played.push(keepMembersMatch(definition, fixture, { ...record, ...rules }, game.state));
  }
  return null;
}

const LEAGUE = {
  name: "Test League",
  kind: { type: "league", legs: 1, qualifiers: 2 },
  format: "micro",
  level: "club",
  memberTeam: 1,
  others: [2, 3, 4],
} as const;

function keepLeague(id: string): void {
  const definition = newDefinition(LEAGUE, engine, 77, id);
  keepCompetition(localStorage, { definition, played: [] });
}

describe("a competition's page", () => {
  it("shows the standing, the points table with its caption and headers, the knockouts and the fixtures", () => {
    keepLeague("c1");
    renderRoute(<CompetitionScreen id="c1" />);
    expect(screen.getByRole("heading", { level: 1, name: "Test League" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Test League: the top 2 go through" });
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(heads).toEqual(["#", "Team", "Pld", "W", "L", "T", "NR", "Pts", "NRR"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => th.textContent),
    ).toEqual(["India (your team)", "Australia", "England", "New Zealand"]);
    expect(screen.getByRole("button", { name: "Play your next match" })).toBeTruthy();
    expect(screen.getByTestId("tie-F").textContent).toContain("1st v 2nd");
    expect(screen.getAllByTestId(/^fixture-G/)).toHaveLength(6);
    expect(screen.getByText(/Your next match: /).textContent).toMatch(
      /against (Australia|England|New Zealand)/,
    );
  });

  it("offers to play the other matches when the member has none now", () => {
    let kept: { definition: CompetitionDefinition; played: PlayedFixture[] } | null = null;
    for (let seed = 1; kept === null && seed < 50; seed++) {
      const definition = newDefinition(LEAGUE, engine, seed, "w1");
      const played = playUntilMemberWaits(definition);
      if (played !== null) kept = { definition, played };
    }
    if (kept === null) throw new Error("some league leaves the member waiting on the others");
    keepCompetition(localStorage, kept);
    renderRoute(<CompetitionScreen id="w1" />);
    expect(screen.getByText("You have no match to play now: the other matches come next.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Play the other matches" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Play your next match" })).toBeNull();
  });

  it("says when no competition has the id", () => {
    renderRoute(<CompetitionScreen id="nope" />);
    expect(screen.getByRole("heading", { level: 1, name: "Competition not found" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      'There is no competition "nope" kept in this browser.',
    );
  });

  it("shows the series score for a series", () => {
    const definition = newDefinition(
      {
        name: "India v England",
        kind: { type: "series", matches: 3 },
        format: "micro",
        level: "club",
        memberTeam: 1,
        others: [3],
      },
      engine,
      5,
      "s1",
    );
    keepCompetition(localStorage, { definition, played: [] });
    renderRoute(<CompetitionScreen id="s1" />);
    expect(screen.getByTestId("series-score").textContent).toBe("Series level at 0–0");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getAllByTestId(/^fixture-M/).map((li) => li.textContent)).toEqual([
      expect.stringContaining("India v England"),
      expect.stringContaining("England v India"),
      expect.stringContaining("India v England"),
    ]);
  });
});

describe("the hub", () => {
  it("starts a league of four with its defaults and opens it", async () => {
    renderRoute(<CompetitionsHub />, { path: "/competitions" });
    expect(screen.getByText("With Australia, England, New Zealand — the top of the ranking.")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Start the competition" }));
    const [kept] = readCompetitions(localStorage).competitions;
    expect(kept?.definition).toMatchObject({
      name: "Micro League",
      kind: { type: "league", legs: 1, qualifiers: 2 },
      format: "micro",
      memberTeam: 1,
      teams: [1, 2, 3, 4],
    });
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(`/competitions/${kept?.definition.id}`),
    );
  });

  it("starts a series against the first other side when the member takes the opponent's", async () => {
    renderRoute(<CompetitionsHub />, { path: "/competitions" });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Kind"), "series");
    await user.selectOptions(screen.getByLabelText("Your team"), "Australia");
    expect(screen.getByText("Australia play India, the first match at home.")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Matches"), "5");
    await user.click(screen.getByRole("button", { name: "Start the competition" }));
    expect(readCompetitions(localStorage).competitions[0]?.definition).toMatchObject({
      name: "Australia v India",
      kind: { type: "series", matches: 5 },
      teams: [2, 1],
    });
  });

  it("starts a World Cup of the top nine and the member's side, seeded by the ranking", async () => {
    renderRoute(<CompetitionsHub />, { path: "/competitions" });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Kind"), "worldCup");
    await user.selectOptions(screen.getByLabelText("Your team"), "Kenya");
    await user.selectOptions(screen.getByLabelText("Draw"), "groups");
    await user.click(screen.getByRole("button", { name: "Start the competition" }));
    expect(readCompetitions(localStorage).competitions[0]?.definition).toMatchObject({
      name: "Micro World Cup",
      kind: { type: "worldCup", draw: "groups" },
      memberTeam: 20,
      teams: [1, 2, 3, 4, 5, 6, 7, 8, 9, 20],
    });
  });

  it("lists those in progress, and leaves out an entry it cannot read with a message", () => {
    keepLeague("c1");
    const raw = JSON.parse(localStorage.getItem(COMPETITIONS_KEY) ?? "{}") as { entries: unknown[] };
    raw.entries.push({ definition: { name: "Broken" }, played: [] });
    localStorage.setItem(COMPETITIONS_KEY, JSON.stringify(raw));
    renderRoute(<CompetitionsHub />, { path: "/competitions" });
    const inProgress = screen.getByRole("region", { name: "In progress" });
    expect(within(inProgress).getByRole("link", { name: "Test League" }).getAttribute("href")).toBe(
      "/competitions/c1",
    );
    expect(screen.getByText('Competition "Broken" could not be read and is left out.')).toBeTruthy();
  });
});
