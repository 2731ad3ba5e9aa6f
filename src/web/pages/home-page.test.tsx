// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API } from "../../shared/api-types.ts";
import { RECORDS_API, type AchievementView } from "../../shared/records-types.ts";
import { USER_MESSAGES } from "@/api/messages.ts";
import { MemberContext } from "@/auth/member-context.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { HomePage } from "./home-page.tsx";
import { MEMBER } from "@/test-support/member.ts";
import { earned, locked } from "@/test-support/records.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function home(state?: unknown) {
  renderRoute(
    <MemberContext value={MEMBER}>
      <HomePage />
    </MemberContext>,
    { path: "/home", state },
  );
}

describe("the home page", () => {
  it("greets the member, prints their e-mail and links to a match and the profile", async () => {
    stubFetch(routes({ [`GET ${API.matches}`]: jsonResponse(200, { matches: [] }) }));
    home();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welcome back, Smriti!");
    expect(screen.getByTestId("member-email").textContent).toBe("smriti@example.com");
    expect(screen.getByRole("link", { name: "Play a match" }).getAttribute("href")).toBe("/game");
    expect(screen.getAllByRole("link", { name: "Profile" })[0]?.getAttribute("href")).toBe("/profile");
    expect(screen.getByRole("link", { name: "Ranked match" }).getAttribute("href")).toBe("/ranked");
    await screen.findByText(/No matches yet/);
  });

  it('opens the game from "Play a match" as one who came to play, not on the last result', async () => {
    stubFetch(routes({ [`GET ${API.matches}`]: jsonResponse(200, { matches: [] }) }));
    home();
    await screen.findByText(/No matches yet/);
    await userEvent.setup().click(screen.getByRole("link", { name: "Play a match" }));
    const probe = screen.getByTestId("location");
    expect(probe.textContent).toBe("/game");
    expect(JSON.parse(probe.dataset.state ?? "null")).toEqual({ play: true });
  });

  it("greets a member who has just joined as a new one", async () => {
    stubFetch(routes({ [`GET ${API.matches}`]: jsonResponse(200, { matches: [] }) }));
    home({ welcome: true });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welcome to the club, Smriti!");
    await screen.findByText(/No matches yet/);
  });

  it("signs out and goes to /login", async () => {
    const seen = stubFetch(
      routes({
        [`GET ${API.matches}`]: jsonResponse(200, { matches: [] }),
        [`POST ${API.signOut}`]: jsonResponse(200, { success: true }),
      }),
    );
    home();
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
    expect(seen.some((r) => r.url === API.signOut && r.method === "POST")).toBe(true);
  });

  it("sends the member's waiting matches, then signs out and forgets all they kept here but the settings", async () => {
    localStorage.clear();
    const waiting = { seed: 5, level: "club", actions: [], result: "India won", owner: MEMBER.id };
    localStorage.setItem("howzat:outbox", JSON.stringify([waiting]));
    localStorage.setItem("howzat:match", JSON.stringify({ schemaVersion: 1, seed: 5, owner: MEMBER.id }));
    localStorage.setItem("howzat:member", MEMBER.id);
    localStorage.setItem("howzat:settings", JSON.stringify({ pauseMs: 0 }));
    const seen = stubFetch(
      routes({
        [`GET ${API.matches}`]: jsonResponse(200, { matches: [] }),
        [`GET ${API.session}`]: jsonResponse(200, { member: MEMBER }),
        [`POST ${API.matches}`]: jsonResponse(201, {}),
        [`POST ${API.signOut}`]: jsonResponse(200, { success: true }),
      }),
    );
    home();
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
    const posts = seen.filter((r) => r.method === "POST").map((r) => r.url);
    expect(posts).toEqual([API.matches, API.signOut]);
    expect(Object.keys(localStorage)).toEqual(["howzat:settings"]);
  });

  it("says so, and stays, when signing out fails", async () => {
    stubFetch(
      routes({
        [`GET ${API.matches}`]: jsonResponse(200, { matches: [] }),
        [`POST ${API.signOut}`]: jsonResponse(500, null),
      }),
    );
    home();
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(USER_MESSAGES.signOutFailed));
    expect(screen.queryByTestId("location")).toBeNull();
  });
});

/** The browser's voice, faked: the lines handed to it, in order. */
function fakeVoice(): string[] {
  const spoken: string[] = [];
  vi.stubGlobal("speechSynthesis", {
    speak: (utterance: { text: string }) => spoken.push(utterance.text),
    cancel: () => {},
    getVoices: () => [],
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  vi.stubGlobal(
    "SpeechSynthesisUtterance",
    class {
      constructor(readonly text: string) {}
    },
  );
  return spoken;
}

/**
 * A server keeping the member's achievements: `seen` makes the ones it names no longer new, as
 * the real one does.
 */
function achievementServer(achievements: AchievementView[]) {
  let current = achievements;
  return stubFetch(
    routes({
      [`GET ${API.matches}`]: jsonResponse(200, { matches: [] }),
      [`GET ${RECORDS_API.achievements}`]: () => jsonResponse(200, { achievements: current }),
      [`POST ${RECORDS_API.seen}`]: () => {
        current = current.map((a) => (a.earned ? { ...a, earned: { ...a.earned, isNew: false } } : a));
        return new Response(null, { status: 204 });
      },
    }),
  );
}

describe("the home page's news of achievements", () => {
  afterEach(() => localStorage.clear());

  const news = [
    earned("first-win", "Off the mark", "Win a match.", true),
    earned("fifty", "Half-century", "Score a 50.", true),
    earned("club-win", "Club cricketer", "Win a match at Club level.", false),
    locked("hundred", "Ton up", "Score a 100."),
  ];

  it("shows the new ones in a status banner linked to /stats, says them aloud once, and posts them seen once", async () => {
    const spoken = fakeVoice();
    const seen = achievementServer(news);
    home();
    const banner = await screen.findByRole("region", { name: "New achievements" });
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(
      within(banner)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "New achievement: Off the mark — Win a match.",
      "New achievement: Half-century — Score a 50.",
    ]);
    expect(within(banner).getByRole("link", { name: "See all your achievements" }).getAttribute("href")).toBe(
      "/stats",
    );
    await waitFor(() => expect(seen.filter((r) => r.url === RECORDS_API.seen)).toHaveLength(1));
    expect(seen.find((r) => r.url === RECORDS_API.seen)?.body).toEqual({ ids: ["first-win", "fifty"] });
    expect(spoken).toEqual(["2 new achievements: Off the mark. Win a match. Half-century. Score a 50."]);

    // The next visit: nothing new, so nothing shown, said or posted.
    cleanup();
    home();
    await screen.findByText(/No matches yet/);
    await waitFor(() => expect(seen.filter((r) => r.url === RECORDS_API.achievements)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId("achievement-news").textContent).toBe("");
    expect(seen.filter((r) => r.url === RECORDS_API.seen)).toHaveLength(1);
    expect(spoken).toHaveLength(1);
  });

  it("keeps quiet when the member has muted the voice, yet shows the news and posts it seen", async () => {
    localStorage.setItem("howzat:settings", JSON.stringify({ muted: true }));
    const spoken = fakeVoice();
    const seen = achievementServer([earned("first-win", "Off the mark", "Win a match.", true)]);
    home();
    const banner = await screen.findByRole("region", { name: "New achievements" });
    expect(banner.textContent).toContain("New achievement: Off the mark — Win a match.");
    await waitFor(() => expect(seen.filter((r) => r.url === RECORDS_API.seen)).toHaveLength(1));
    expect(spoken).toEqual([]);
  });

  it("leaves the voice out where the browser refuses speech before a click, yet shows the news", async () => {
    Object.defineProperty(navigator, "userActivation", {
      value: { hasBeenActive: false },
      configurable: true,
    });
    try {
      const spoken = fakeVoice();
      const seen = achievementServer([earned("first-win", "Off the mark", "Win a match.", true)]);
      home();
      await screen.findByRole("region", { name: "New achievements" });
      await waitFor(() => expect(seen.filter((r) => r.url === RECORDS_API.seen)).toHaveLength(1));
      expect(spoken).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, "userActivation");
    }
  });

  it("shows nothing and posts nothing when no achievement is new", async () => {
    const spoken = fakeVoice();
    const seen = achievementServer(news.filter((a) => a.earned?.isNew !== true));
    home();
    await screen.findByText(/No matches yet/);
    await waitFor(() => expect(seen.some((r) => r.url === RECORDS_API.achievements)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "New achievements" })).toBeNull();
    expect(screen.getByTestId("achievement-news").textContent).toBe("");
    expect(seen.some((r) => r.url === RECORDS_API.seen)).toBe(false);
    expect(spoken).toEqual([]);
  });
});
