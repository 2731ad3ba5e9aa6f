// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API } from "../../../shared/api-types.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { OPPONENT_LEVELS } from "../../../engine/index.ts";
import { LEVEL_NAMES } from "@/features/game/index.ts";
import { NO_MATCHES_TEXT, RecentMatches } from "./recent-matches.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("RecentMatches", () => {
  it.each([
    {
      what: "the endpoint is missing (404)",
      answer: () => jsonResponse(404, { error: { message: "No such API route" } }),
    },
    { what: "the server fails", answer: () => jsonResponse(500, null) },
    { what: "the network is down", answer: () => Promise.reject(new TypeError("Failed to fetch")) },
    { what: "the list is empty", answer: () => jsonResponse(200, { matches: [] }) },
  ])("shows the nothing-yet text when $what", async ({ answer }) => {
    stubFetch(routes({ [`GET ${API.matches}`]: answer }));
    renderRoute(<RecentMatches />, { path: "/home" });
    expect(await screen.findByText(NO_MATCHES_TEXT)).toBeTruthy();
  });

  it("lists the member's matches, newest first as the server sends them", async () => {
    stubFetch(
      routes({
        [`GET ${API.matches}`]: jsonResponse(200, {
          matches: [
            {
              id: 2,
              createdAt: "2026-06-02T10:00:00.000Z",
              title: "India v Australia · T20",
              result: "India won by 5 wickets",
            },
            {
              id: 1,
              createdAt: "2026-06-01T10:00:00.000Z",
              title: "England v Pakistan · Mini",
              result: "Match tied",
            },
            { id: "bad row" },
          ],
        }),
      }),
    );
    renderRoute(<RecentMatches />, { path: "/home" });
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "India v Australia · T20India won by 5 wicketsClassic opponent2 Jun 2026",
      "England v Pakistan · MiniMatch tiedClassic opponent1 Jun 2026",
    ]);
  });

  it("says which side was the member's and whether they won, lost or tied", async () => {
    const teams = [
      { id: 1, name: "India" },
      { id: 2, name: "Australia" },
    ];
    const row = (id: number, userTeamId: number, winnerTeamId: number | null, result: string) => ({
      id,
      createdAt: "2026-06-02T10:00:00.000Z",
      title: "India v Australia · Micro",
      result,
      level: "club",
      teams,
      userTeamId,
      winnerTeamId,
    });
    stubFetch(
      routes({
        [`GET ${API.matches}`]: jsonResponse(200, {
          matches: [
            row(3, 1, 1, "India won by 5 wickets"),
            row(2, 2, 1, "India won by 5 wickets"),
            row(1, 2, null, "Match tied"),
          ],
        }),
      }),
    );
    renderRoute(<RecentMatches />, { path: "/home" });
    await screen.findAllByRole("listitem");
    expect(screen.getAllByTestId("your-side").map((el) => el.textContent)).toEqual([
      "You: India · Won",
      "You: Australia · Lost",
      "You: Australia · Tied",
    ]);
  });

  it("shows each match's opponent: a rated match's ladder, else the level (Classic for one kept before the levels), none for a level it does not know", async () => {
    const row = {
      createdAt: "2026-06-02T10:00:00.000Z",
      title: "India v Australia · Micro",
      result: "Match tied",
    };
    stubFetch(
      routes({
        [`GET ${API.matches}`]: jsonResponse(200, {
          matches: [
            { id: 5, ...row, level: "international", rated: "ranked" },
            { id: 4, ...row, level: "friend", rated: "friend" },
            { id: 3, ...row, level: "international" },
            { id: 2, ...row, level: "grandmaster" },
            { id: 1, ...row },
          ],
        }),
      }),
    );
    renderRoute(<RecentMatches />, { path: "/home" });
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.querySelector(".recent-matches__level")?.textContent ?? null)).toEqual([
      "Ranked v the computer",
      "Rated v a friend",
      "International opponent",
      null,
      "Classic opponent",
    ]);
  });

  it("names the levels as the game does", () => {
    expect(OPPONENT_LEVELS.map((o) => LEVEL_NAMES[o.level])).toEqual(OPPONENT_LEVELS.map((o) => o.label));
  });

  it("goes to the error page with 401 when the session has ended meanwhile", async () => {
    stubFetch(
      routes({ [`GET ${API.matches}`]: jsonResponse(401, { error: { message: "You are not signed in" } }) }),
    );
    renderRoute(<RecentMatches />, { path: "/home" });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/error"));
    const state = JSON.parse(screen.getByTestId("location").getAttribute("data-state") ?? "null") as {
      code: number;
    };
    expect(state.code).toBe(401);
  });
});
