// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type InvitePreview, invitePath } from "../../../shared/live-types.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { LiveJoinScreen } from "./live-join.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const preview = (change: Partial<InvitePreview> = {}): InvitePreview => ({
  code: "ABC234",
  id: "m7",
  hostName: "Asha",
  format: "t20",
  formatLabel: "T20",
  hostTeam: "India",
  guestTeam: "Australia",
  stadium: "Wankhede Stadium, Mumbai",
  status: "invited",
  yours: false,
  ...change,
});

function serve(answer: Response, accept?: Response) {
  return stubFetch(
    routes({
      [`GET ${invitePath("ABC234")}`]: answer,
      ...(accept ? { [`POST ${invitePath("ABC234")}/accept`]: accept } : {}),
    }),
  );
}

const open = (code = "ABC234") =>
  renderRoute(<LiveJoinScreen code={code} />, { path: "/live/join/:code", at: `/live/join/${code}` });

describe("an invite opened from its code", () => {
  it("says who invited the member, the format, the teams and the ground, and accepting opens the match", async () => {
    const seen = serve(jsonResponse(200, preview()), jsonResponse(200, {}));
    open("abc234");
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Asha invites you to a match" },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByTestId("invite-you").textContent).toBe("Australia");
    expect(screen.getByText("Asha plays").nextElementSibling?.textContent).toBe("India");
    expect(screen.getByText("T20")).toBeTruthy();
    expect(screen.getByText("Wankhede Stadium, Mumbai")).toBeTruthy();
    // The fixture's card: both sides' flags, the host by name, the ground's card.
    const card = screen.getByTestId("ground-card");
    expect(card.getAttribute("aria-label")).toBe("The match");
    expect(card.querySelectorAll("img")).toHaveLength(2);
    expect(within(card).getByText("Asha")).toBeTruthy();
    expect(within(card).getByText("Wankhede Stadium")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept and play Asha" }));
    expect((await screen.findByTestId("location")).textContent).toBe("/live/m7");
    expect(seen.map((r) => `${r.method} ${r.url}`)).toContain(`POST ${invitePath("ABC234")}/accept`);
  });

  it("says plainly when there is no invite with the code", async () => {
    serve(jsonResponse(404, { error: { message: "No such invite" } }));
    open();
    expect((await screen.findByTestId("invite-problem")).textContent).toBe(
      "There is no open invite with the code ABC234: it may have been taken or withdrawn. Check the code with your friend, or ask for a new one.",
    );
    expect(screen.queryByRole("button", { name: /Accept/ })).toBeNull();
  });

  it("says the member's own invite is for a friend to accept, and links to the match", async () => {
    serve(jsonResponse(200, preview({ yours: true })));
    open();
    expect((await screen.findByTestId("invite-problem")).textContent).toBe(
      "This is your own invite: send its code or link to a friend, who accepts it here.",
    );
    expect(screen.queryByRole("button", { name: /Accept/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Open your match" }).getAttribute("href")).toBe("/live/m7");
  });

  it("says an invite already taken or cancelled cannot be accepted", async () => {
    serve(jsonResponse(200, preview({ status: "playing" })));
    open();
    expect((await screen.findByTestId("invite-problem")).textContent).toBe(
      "This invite has already been taken: someone accepted it. Ask your friend for a new one.",
    );
    cleanup();
    vi.unstubAllGlobals();
    serve(jsonResponse(200, preview({ status: "cancelled" })));
    open();
    expect((await screen.findByTestId("invite-problem")).textContent).toBe(
      "Asha cancelled this invite. Ask them for a new one.",
    );
    expect(screen.queryByRole("button", { name: /Accept/ })).toBeNull();
  });

  it("shows the server's words when accepting fails (taken meanwhile)", async () => {
    serve(
      jsonResponse(200, preview()),
      jsonResponse(409, { error: { message: "Someone accepted this invite first." } }),
    );
    open();
    fireEvent.click(await screen.findByRole("button", { name: "Accept and play Asha" }));
    expect((await screen.findByText("Someone accepted this invite first.")).getAttribute("role")).toBe(
      "alert",
    );
  });
});
