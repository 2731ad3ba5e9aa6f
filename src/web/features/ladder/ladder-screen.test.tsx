// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ladderUrl, type LadderEntry, type LadderResponse } from "../../../shared/ladder-types.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { EMPTY_LADDER_TEXT, FriendRatingLine, LadderScreen, RankedRatingLine } from "./ladder-screen.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (rank: number, name: string, rating: number, rd = 80, matches = 5): LadderEntry => ({
  rank,
  name,
  rating,
  rd,
  matches,
});

type Answer = Response | (() => Response | Promise<Response>);

/** Serves the ladder against the computer, and the one between members (empty unless given). */
function serve(answer: Answer, friend: Answer = jsonResponse(200, { entries: [], you: null })) {
  stubFetch(routes({ [`GET ${ladderUrl("computer")}`]: answer, [`GET ${ladderUrl("friend")}`]: friend }));
}

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}

describe("the ladder page", () => {
  it("lists the ladder rank 1 first and marks the member's own row", async () => {
    const ladder: LadderResponse = {
      entries: [
        entry(1, "Babar Player", 1702, 60, 12),
        entry(2, "Ayesha Player", 1562, 120, 7),
        entry(3, "Chandra", 1490),
      ],
      you: entry(2, "Ayesha Player", 1562, 120, 7),
    };
    serve(jsonResponse(200, ladder));
    renderRoute(<LadderScreen />, { path: "/ladder" });
    expect(screen.getByRole("heading", { level: 1, name: "Ladder" })).toBeTruthy();
    const table = await screen.findByTestId("ladder-table");
    expect(rowsOf(table)).toEqual([
      ["Rank", "Member", "Rating ± RD", "Matches"],
      ["1", "Babar Player", "1702 ± 60", "12"],
      ["2", "Ayesha Player (you)", "1562 ± 120", "7"],
      ["3", "Chandra", "1490 ± 80", "5"],
    ]);
    const marked = table.querySelectorAll('[aria-current="true"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.textContent).toContain("Ayesha Player");
    expect(screen.queryByTestId("ladder-yours")).toBeNull();
  });

  it("gives the member's own line under the table when they are outside it", async () => {
    serve(
      jsonResponse(200, {
        entries: [entry(1, "Babar Player", 1702)],
        you: entry(61, "Ayesha Player", 1321, 140, 3),
      }),
    );
    renderRoute(<LadderScreen />, { path: "/ladder" });
    expect((await screen.findByTestId("ladder-yours")).textContent).toBe(
      "You are 61st with 1321 ± 140 after 3 matches.",
    );
    expect(screen.getByTestId("ladder-table").querySelector('[aria-current="true"]')).toBeNull();
  });

  it("says how to get on an empty ladder, with a link to the ranked matches", async () => {
    serve(jsonResponse(200, { entries: [], you: null }));
    renderRoute(<LadderScreen />, { path: "/ladder" });
    const empty = await screen.findByText(EMPTY_LADDER_TEXT, { exact: false });
    expect(empty.textContent).toBe("No ranked match has been rated yet. Play one to get on the ladder.");
    expect(within(empty).getByRole("link", { name: "Play one" }).getAttribute("href")).toBe("/ranked");
    const friendEmpty = screen.getByText("No rated match between members", { exact: false });
    expect(friendEmpty.textContent).toBe(
      "No rated match between members has been played yet. Invite a member to get on the ladder.",
    );
    expect(within(friendEmpty).getByRole("link", { name: "Invite a member" }).getAttribute("href")).toBe(
      "/live",
    );
    expect(screen.queryByRole("table")).toBeNull();
  });

  it.each([
    {
      what: "the server's own words",
      answer: () => jsonResponse(401, { error: { message: "You are not signed in" } }),
      said: "You are not signed in",
    },
    {
      what: "a failure without words",
      answer: () => jsonResponse(500, null),
      said: "The ladder could not be loaded. Please try again.",
    },
    {
      what: "no connection",
      answer: () => Promise.reject(new TypeError("Failed to fetch")),
      said: "The server cannot be reached. Check your connection and try again.",
    },
    {
      what: "an answer of the wrong shape",
      answer: () => jsonResponse(200, { rows: [] }),
      said: "The ladder could not be read. Please try again.",
    },
  ])("says what went wrong in words: $what", async ({ answer, said }) => {
    serve(answer, answer);
    renderRoute(<LadderScreen />, { path: "/ladder" });
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual([said, said]);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows the ladder between members under the one against the computer, each under its heading", async () => {
    serve(
      jsonResponse(200, { entries: [entry(1, "Babar Player", 1702)], you: null }),
      jsonResponse(200, {
        entries: [entry(1, "Ayesha Player", 1610, 150, 2), entry(2, "Chandra", 1390, 150, 2)],
        you: entry(1, "Ayesha Player", 1610, 150, 2),
      }),
    );
    renderRoute(<LadderScreen />, { path: "/ladder" });
    const friend = await screen.findByTestId("friend-ladder-table");
    expect(rowsOf(friend)).toEqual([
      ["Rank", "Member", "Rating ± RD", "Matches"],
      ["1", "Ayesha Player (you)", "1610 ± 150", "2"],
      ["2", "Chandra", "1390 ± 150", "2"],
    ]);
    expect(rowsOf(screen.getByTestId("ladder-table"))).toEqual([
      ["Rank", "Member", "Rating ± RD", "Matches"],
      ["1", "Babar Player", "1702 ± 80", "5"],
    ]);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Against the computer", "Between members"]);
    expect(within(screen.getByRole("region", { name: "Between members" })).getByRole("table")).toBe(friend);
    // Not on the ladder against the computer: its own line says how to get there.
    expect(
      within(screen.getByRole("region", { name: "Against the computer" })).getByRole("link", {
        name: "play a ranked match",
      }),
    ).toBeTruthy();
  });
});

describe("the ranked rating line", () => {
  it("gives the member's rating and matches", async () => {
    serve(jsonResponse(200, { entries: [entry(1, "A", 1562, 120, 7)], you: entry(1, "A", 1562, 120, 7) }));
    renderRoute(<RankedRatingLine />, { path: "/stats" });
    expect((await screen.findByTestId("ranked-rating")).textContent).toBe(
      "Ranked rating 1562 ± 120 after 7 matches · the ladder",
    );
  });

  it("says so before the first rated match", async () => {
    serve(jsonResponse(200, { entries: [], you: null }));
    renderRoute(<RankedRatingLine />, { path: "/stats" });
    expect((await screen.findByTestId("ranked-rating")).textContent).toBe("No ranked matches yet");
  });
});

describe("the rating line between members", () => {
  it("gives the member's rating from the ladder between members", async () => {
    serve(
      jsonResponse(200, { entries: [], you: null }),
      jsonResponse(200, { entries: [entry(1, "A", 1540, 200, 1)], you: entry(1, "A", 1540, 200, 1) }),
    );
    renderRoute(<FriendRatingLine />, { path: "/stats" });
    expect((await screen.findByTestId("friend-rating")).textContent).toBe(
      "Rating between members 1540 ± 200 after 1 match · the ladder",
    );
  });

  it("says so before the first rated match between members", async () => {
    serve(jsonResponse(200, { entries: [entry(1, "A", 1562, 120, 7)], you: entry(1, "A", 1562, 120, 7) }));
    renderRoute(<FriendRatingLine />, { path: "/stats" });
    expect((await screen.findByTestId("friend-rating")).textContent).toBe(
      "No rated matches between members yet",
    );
  });
});
