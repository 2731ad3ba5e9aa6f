// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API } from "../../shared/api-types.ts";
import { USER_MESSAGES } from "@/api/messages.ts";
import { MemberContext } from "@/auth/member-context.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { HomePage } from "./home-page.tsx";
import { MEMBER } from "@/test-support/member.ts";

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
