// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RECORDS_API } from "../../../shared/records-types.ts";
import { USER_MESSAGES } from "@/api/messages.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { RecordsSections } from "./records-sections.tsx";
import { BOOK, EMPTY_BOOK, earned, FINAL, locked, OPENER, recordsAnswer } from "@/test-support/records.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showRecords(answer: Response) {
  const seen = stubFetch(routes({ [`GET ${RECORDS_API.records}`]: answer }));
  renderRoute(<RecordsSections />, { path: "/stats" });
  return seen;
}

/** The rows of a list's table, each as the text of its cells. */
function rowsOf(testId: string): string[][] {
  const table = within(screen.getByTestId(testId)).getByRole("table");
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}

describe("the record book", () => {
  it("lists each record under its heading, with who set it, the figure, and a link to the match", async () => {
    const seen = showRecords(jsonResponse(200, recordsAnswer([])));
    await screen.findByTestId("record-book");
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${RECORDS_API.records}`]);
    expect(screen.getByText("From your 2 kept matches, both sides counted.")).toBeTruthy();

    const highest = screen.getByRole("table", { name: "Highest totals" });
    expect(
      within(highest)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Team", "Total", "Match"]);
    expect(rowsOf("record-highest-totals")).toEqual([["India v Australia", "212/4 20.0 overs", FINAL.title]]);
    const link = within(highest).getByRole("link", { name: FINAL.title });
    expect(link.getAttribute("href")).toBe(`/matches/${FINAL.matchId}`);

    expect(rowsOf("record-biggest-wins-by-runs")).toEqual([["England beat Pakistan", "131 runs", OPENER.title]]);
    // A not-out is starred to the eye and said in words.
    expect(rowsOf("record-highest-scores")).toEqual([
      ["Virat Kohli India", "104* not out 58 balls", FINAL.title],
    ]);
    expect(rowsOf("record-fastest-hundreds")[0]?.[1]).toBe("55 balls made 104* not out");
    expect(rowsOf("record-highest-partnerships")).toEqual([
      ["Virat Kohli and Rohit Sharma India, 2nd wicket", "121* not out 70 balls", FINAL.title],
    ]);
    expect(rowsOf("record-best-figures")).toEqual([
      ["Mitchell Starc Australia", "5/23 4.0 overs", OPENER.title],
    ]);
    expect(
      within(screen.getByTestId("record-hat-tricks"))
        .getByRole("link", { name: OPENER.title })
        .getAttribute("href"),
    ).toBe(`/matches/${OPENER.matchId}`);
    expect(rowsOf("record-most-runs")).toEqual([["Virat Kohli India", "131", "2"]]);
    expect(rowsOf("record-most-wickets")).toEqual([["Mitchell Starc Australia", "5", "1"]]);
    expect(screen.getByTestId("record-all-round").textContent).toContain(
      "165 points: 40 runs and 5 wickets in 1 match",
    );
  });

  it("says briefly that a list is empty, in place of its table", async () => {
    showRecords(jsonResponse(200, recordsAnswer([])));
    const fifties = await screen.findByTestId("record-fastest-fifties");
    expect(within(fifties).queryByRole("table")).toBeNull();
    expect(fifties.textContent).toBe("Fastest fiftiesNo fifty yet");
    expect(screen.getByTestId("record-biggest-wins-by-wickets").textContent).toContain("No win by wickets yet");
    expect(screen.getAllByRole("table")).toHaveLength(11);
  });

  it("says in one line, before any kept match, to play and keep one first", async () => {
    showRecords(jsonResponse(200, recordsAnswer([], EMPTY_BOOK)));
    const empty = await screen.findByTestId("record-book-empty");
    expect(empty.textContent).toBe(
      "No records yet: they come from your kept matches. Play a match and keep it first.",
    );
    expect(within(empty).getByRole("link", { name: "Play a match" }).getAttribute("href")).toBe("/game");
    expect(within(screen.getByTestId("record-book")).queryByRole("table")).toBeNull();
    expect(screen.queryByTestId("record-all-round")).toBeNull();
  });

  it("says how many kept matches are still to be read for the book, beside the book or its empty line", async () => {
    showRecords(jsonResponse(200, recordsAnswer([], { ...BOOK, unread: 1 })));
    expect((await screen.findByTestId("record-book-unread")).textContent).toBe(
      "1 match kept before the record book began is still being read: look again shortly.",
    );
    expect(screen.getByTestId("record-highest-totals")).toBeTruthy();
    cleanup();

    showRecords(jsonResponse(200, recordsAnswer([], { ...EMPTY_BOOK, unread: 3 })));
    expect((await screen.findByTestId("record-book-unread")).textContent).toBe(
      "3 matches kept before the record book began are still being read: look again shortly.",
    );
    expect(screen.getByTestId("record-book-empty")).toBeTruthy();
    cleanup();

    showRecords(jsonResponse(200, recordsAnswer([])));
    await screen.findByTestId("record-book");
    expect(screen.queryByTestId("record-book-unread")).toBeNull();
  });

  it("says why when the records cannot be loaded, and goes to the error page when the session has ended", async () => {
    showRecords(jsonResponse(500, { error: { message: "The records are being rebuilt." } }));
    expect((await screen.findByRole("alert")).textContent).toBe("The records are being rebuilt.");
    cleanup();

    showRecords(jsonResponse(401, { error: { message: "Sign in first." } }));
    expect((await screen.findByTestId("location")).textContent).toBe("/error");
    expect(JSON.parse(screen.getByTestId("location").dataset.state ?? "null")).toEqual({
      code: 401,
      message: USER_MESSAGES.sessionEnded,
    });
  });
});

describe("the achievements", () => {
  const achievements = [
    earned("first-win", "Off the mark", "Win a match."),
    earned("fifty", "Half-century", "Score a 50.", false, false),
    locked("hundred", "Ton up", "Score a 100."),
  ];

  it("counts those earned of all there are", async () => {
    showRecords(jsonResponse(200, recordsAnswer(achievements)));
    expect((await screen.findByTestId("achievements-count")).textContent).toBe("2 of 3 earned");
    expect(screen.getAllByRole("listitem").map((li) => within(li).getByRole("heading").textContent)).toEqual([
      "Off the mark",
      "Half-century",
      "Ton up",
    ]);
  });

  it("says earned or not in words, with the date and the match that earned it while the archive has it", async () => {
    showRecords(jsonResponse(200, recordsAnswer(achievements)));
    const [first, fifty, hundred] = await screen.findAllByTestId("achievement");
    expect(first?.textContent).toBe(`★Off the markWin a match.Earned 29 Nov 2026 in ${FINAL.title}`);
    expect(
      within(first as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe(`/matches/${FINAL.matchId}`);
    expect(fifty?.textContent).toBe("★Half-centuryScore a 50.Earned 29 Nov 2026");
    expect(within(fifty as HTMLElement).queryByRole("link")).toBeNull();
    expect(hundred?.textContent).toBe("☆Ton upScore a 100.Not earned yet");
    expect(hundred?.className).toContain("achievement--locked");
    expect(first?.className).toContain("achievement--earned");
  });
});
