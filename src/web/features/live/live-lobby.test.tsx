// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIVE_API, livePath } from "../../../shared/live-types.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { codeFromInput, LiveLobby } from "./live-lobby.tsx";
import { ServerMatch } from "./live-screen-test-support.tsx";
import { atFirstBall, atToss, fakeSockets, viewOf } from "./live-test-support.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Lobby({ open }: { readonly open: ReturnType<typeof fakeSockets>["open"] }) {
  return (
    <ServerMatch>
      <LiveLobby openSocket={open} />
    </ServerMatch>
  );
}

/**
 * A server with no matches of the member's that makes an invited match (m7) when asked, and
 * answers `more` besides: the invite it makes and the requests it was sent.
 */
function stubInvite(more: Parameters<typeof routes>[0] = {}) {
  const invited = viewOf(atToss(), "host", { status: "invited", guest: null });
  const seen = stubFetch(
    routes({
      [`GET ${LIVE_API.matches}`]: jsonResponse(200, { matches: [] }),
      [`POST ${LIVE_API.matches}`]: jsonResponse(201, invited),
      ...more,
    }),
  );
  return { invited, seen };
}

describe("the live lobby", () => {
  it("makes a match, then shows its code and link to copy, and opens the match when the friend joins", async () => {
    const { invited, seen } = stubInvite();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const sockets = fakeSockets();
    renderRoute(<Lobby open={sockets.open} />, { path: "/live" });
    expect(screen.getByRole("heading", { level: 1, name: "Play a friend" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Format"), { target: { value: "t20" } });
    fireEvent.click(screen.getByRole("button", { name: "Make the invite" }));

    const invite = await screen.findByTestId("live-invite");
    expect(within(invite).getByTestId("invite-code").textContent).toBe("ABC234");
    const link = `${window.location.origin}/live/join/ABC234`;
    expect((within(invite).getByLabelText("Or send this link") as HTMLInputElement).value).toBe(link);
    expect(within(invite).getByText(/Waiting for your friend to join/)).toBeTruthy();
    const made = seen.find((r) => r.method === "POST" && r.url === LIVE_API.matches);
    expect(made?.body).toMatchObject({
      format: "t20",
      teamId: expect.any(Number),
      stadiumId: expect.any(String),
    });

    fireEvent.click(within(invite).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect((await within(invite).findByRole("status")).textContent).toBe(
      "The link is copied. Send it to your friend.",
    );

    // The invite is followed: when the friend accepts it, the match opens.
    const socket = sockets.sockets[0]!;
    act(() => socket.onopen?.({}));
    expect(socket.sent).toEqual([{ type: "follow", id: "m7", seen: 0 }]);
    act(() => socket.deliver({ type: "view", view: invited, from: 0, events: [], notice: null }));
    expect(screen.queryByTestId("location")).toBeNull();
    act(() =>
      socket.deliver({ type: "view", view: viewOf(atToss(), "host"), from: 5, events: [], notice: null }),
    );
    expect((await screen.findByTestId("location")).textContent).toBe("/live/m7");
  });

  it("withdraws the invite with Cancel", async () => {
    const { seen } = stubInvite({ [`POST ${livePath("m7")}/cancel`]: jsonResponse(200, {}) });
    renderRoute(<Lobby open={fakeSockets().open} />, { path: "/live" });
    fireEvent.click(screen.getByRole("button", { name: "Make the invite" }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel the invite" }));
    expect((await screen.findByText("The invite is cancelled.")).getAttribute("role")).toBe("status");
    expect(screen.queryByTestId("live-invite")).toBeNull();
    expect(seen.some((r) => r.method === "POST" && r.url === `${livePath("m7")}/cancel`)).toBe(true);
    expect(screen.getByRole("button", { name: "Make the invite" })).toBeTruthy();
  });

  it("lists the member's invites and matches on, and opens a typed code or a pasted link", async () => {
    stubFetch(
      routes({
        [`GET ${LIVE_API.matches}`]: jsonResponse(200, {
          matches: [
            viewOf(atToss(), "host", { id: "m1", code: "XYZ789", status: "invited", guest: null }),
            viewOf(atFirstBall(), "guest", { id: "m2" }),
          ],
        }),
      }),
    );
    renderRoute(<Lobby open={fakeSockets().open} />, { path: "/live" });
    const list = await screen.findByTestId("live-list");
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Invite XYZ789 · India v Australia · Micro · waiting for your friend", "/live/m1"],
      ["With Asha · Australia v India · Micro · 0 overs", "/live/m2"],
    ]);
    fireEvent.change(screen.getByLabelText("Your friend’s code"), { target: { value: " abc234 " } });
    fireEvent.click(screen.getByRole("button", { name: "Open the invite" }));
    expect(screen.getByTestId("location").textContent).toBe("/live/join/ABC234");
    expect(codeFromInput("https://howzat.example/live/join/QRS456?x=1")).toBe("QRS456");
  });
});
