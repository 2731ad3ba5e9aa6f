// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API } from "../../shared/api-types.ts";
import { USER_MESSAGES } from "@/api/messages.ts";
import { MEMBER_KEY } from "@/auth/known-member.ts";
import { MemberContext } from "@/auth/member-context.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { SiteHeader } from "./site-header.tsx";
import { MEMBER } from "@/test-support/member.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The header of a members' page at `path`, as its guard provides the member. */
function memberHeader(path: string) {
  renderRoute(
    <MemberContext value={MEMBER}>
      <SiteHeader />
    </MemberContext>,
    { path },
  );
}

const nav = () => screen.getByRole("navigation", { name: "Main" });
const names = () =>
  within(nav())
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the site header", () => {
  it("gives a member Play, Competitions, Live, Matches, Stats, Ladder, Profile and Sign out, and marks the page on show", () => {
    memberHeader("/stats");
    expect(names()).toEqual(["Play", "Competitions", "Live", "Matches", "Stats", "Ladder", "Profile"]);
    expect(within(nav()).getByRole("link", { name: "Stats" }).getAttribute("aria-current")).toBe("page");
    expect(
      within(nav())
        .getAllByRole("link")
        .filter((link) => link.getAttribute("aria-current") === "page"),
    ).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Howzat home" }).getAttribute("href")).toBe("/home");
  });

  it("marks Live on the lobby, on an invite opened from its code and on a live match", () => {
    for (const path of ["/live", "/live/join/ABC234", "/live/3f2a9c"]) {
      memberHeader(path);
      const marked = within(nav())
        .getAllByRole("link")
        .filter((link) => link.getAttribute("aria-current") === "page");
      expect(
        marked.map((link) => link.textContent),
        path,
      ).toEqual(["Live"]);
      expect(within(nav()).getByRole("link", { name: "Live" }).getAttribute("href")).toBe("/live");
      cleanup();
    }
  });

  it("gives a guest Play, Competitions, Sign in and Register, and no Sign out", async () => {
    stubFetch(routes({ [`GET ${API.session}`]: jsonResponse(200, { member: null }) }));
    renderRoute(<SiteHeader />, { path: "/game" });
    await waitFor(() => expect(names()).toEqual(["Play", "Competitions", "Sign in", "Register"]));
    expect(within(nav()).getByRole("link", { name: "Play" }).getAttribute("aria-current")).toBe("page");
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
  });

  it("gives a member their header on a page open to guests once the server says who is signed in", async () => {
    stubFetch(routes({ [`GET ${API.session}`]: jsonResponse(200, { member: MEMBER }) }));
    renderRoute(<SiteHeader />, { path: "/game" });
    await waitFor(() =>
      expect(names()).toEqual(["Play", "Competitions", "Live", "Matches", "Stats", "Ladder", "Profile"]),
    );
    expect(localStorage.getItem(MEMBER_KEY)).toBe(MEMBER.id);
  });

  it("shows the member last known here at once, before the server answers", () => {
    localStorage.setItem(MEMBER_KEY, MEMBER.id);
    stubFetch(() => new Promise<Response>(() => {}));
    renderRoute(<SiteHeader />, { path: "/game" });
    expect(names()).toEqual(["Play", "Competitions", "Live", "Matches", "Stats", "Ladder", "Profile"]);
  });

  it("opens the game as one who came to play", async () => {
    memberHeader("/stats");
    await userEvent.setup().click(within(nav()).getByRole("link", { name: "Play" }));
    const probe = screen.getByTestId("location");
    expect(probe.textContent).toBe("/game");
    expect(JSON.parse(probe.dataset.state ?? "null")).toEqual({ play: true });
  });

  it("signs out from any page: sends the waiting matches, forgets the member and goes to /login", async () => {
    localStorage.setItem(MEMBER_KEY, MEMBER.id);
    const waiting = { seed: 5, level: "club", actions: [], result: "India won", owner: MEMBER.id };
    localStorage.setItem("howzat:outbox", JSON.stringify([waiting]));
    const seen = stubFetch(
      routes({
        [`GET ${API.session}`]: jsonResponse(200, { member: MEMBER }),
        [`POST ${API.matches}`]: jsonResponse(201, {}),
        [`POST ${API.signOut}`]: jsonResponse(200, { success: true }),
      }),
    );
    memberHeader("/stats");
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
    expect(seen.filter((r) => r.method === "POST").map((r) => r.url)).toEqual([API.matches, API.signOut]);
    expect(localStorage.getItem(MEMBER_KEY)).toBeNull();
    expect(localStorage.getItem("howzat:outbox")).toBeNull();
  });

  it("says so, and stays, when signing out fails", async () => {
    stubFetch(routes({ [`POST ${API.signOut}`]: jsonResponse(500, null) }));
    memberHeader("/matches");
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(USER_MESSAGES.signOutFailed));
    expect(screen.queryByTestId("location")).toBeNull();
  });
});
