// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ratingChangePath, type RatingChangeResponse } from "../../../shared/ladder-types.ts";
import { invitePath, LIVE_API, type RematchOffer, rematchPath } from "../../../shared/live-types.ts";
import { RatedResult } from "@/features/ladder/index.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { RecentOpponents, RematchPanel } from "./live-rematch.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OFFER: RematchOffer = {
  id: "rematch-0000000000000001",
  code: "RMT234",
  byYou: false,
  from: "Priya Host",
  swapped: true,
  status: "invited",
};

describe("the rated result and the rematch", () => {
  it("says what the match did to the rating, the place and the revealed record", async () => {
    const answer: RatingChangeResponse = {
      change: {
        matchId: "m1",
        kind: "friend",
        outcome: "won",
        before: { rating: 1500, rd: 350 },
        after: { rating: 1662, rd: 290 },
        opponent: "Asha Guest",
        keptId: 7,
        at: "2026-11-29T10:00:00.000Z",
      },
      place: 1,
    };
    stubFetch(routes({ [`GET ${ratingChangePath("m1")}`]: jsonResponse(200, answer) }));
    renderRoute(<RatedResult matchId="m1" kind="friend" record={{ seed: "abc123", actions: 17 }} />);
    expect((await screen.findByTestId("rating-change")).textContent).toBe(
      "1500 ± 350 →  to 1662 ± 290 (+162)",
    );
    expect(screen.getByTestId("rating-place").textContent).toBe(
      "You are 1st on the ladder between members. See both ladders",
    );
    expect(screen.getByTestId("rated-record").textContent).toBe(
      "The record, revealed at the end: seed abc123 and 17 actions · replay it from your matches.",
    );
    expect(screen.getByRole("link", { name: "replay it from your matches" }).getAttribute("href")).toBe(
      "/matches/7",
    );
  });

  it("offers a rematch with the sides swapped, then waits for the other member", async () => {
    const mine = { ...OFFER, byYou: true, from: "Asha Guest" };
    const seen = stubFetch(
      routes({
        [`GET ${rematchPath("m1")}`]: jsonResponse(200, { offer: null }),
        [`POST ${rematchPath("m1")}`]: jsonResponse(201, { offer: mine }),
      }),
    );
    renderRoute(<RematchPanel matchId="m1" opponentName="Priya Host" />);
    fireEvent.click(await screen.findByRole("button", { name: "Rematch, sides swapped" }));
    expect(
      await screen.findByText(
        "You offered Priya Host a rematch with the sides swapped. Waiting for them to accept…",
      ),
    ).toBeTruthy();
    expect(seen.find((r) => r.method === "POST")?.body).toEqual({ swap: true });
  });

  it("shows the other member's offer and accepts it, going to the new match", async () => {
    const seen = stubFetch(
      routes({
        [`GET ${rematchPath("m1")}`]: jsonResponse(200, { offer: OFFER }),
        [`POST ${invitePath(OFFER.code)}/accept`]: jsonResponse(200, {}),
      }),
    );
    renderRoute(<RematchPanel matchId="m1" opponentName="Priya Host" />, { path: "/live/m1" });
    expect(await screen.findByText(/Priya Host offers you a rematch with the sides swapped\./)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept the rematch" }));
    expect((await screen.findByTestId("location")).textContent).toBe(`/live/${OFFER.id}`);
    expect(seen.some((r) => r.method === "POST" && r.url === `${invitePath(OFFER.code)}/accept`)).toBe(true);
  });

  it("lists recent opponents: invite again in one click, or accept their invite", async () => {
    const seen = stubFetch(
      routes({
        [`GET ${LIVE_API.opponents}`]: jsonResponse(200, {
          opponents: [
            {
              name: "Asha Guest",
              played: 2,
              lastMatchId: "m1",
              lastPlayedAt: "2026-11-29T10:00:00Z",
              offer: null,
            },
            {
              name: "Priya Host",
              played: 1,
              lastMatchId: "m2",
              lastPlayedAt: "2026-11-28T10:00:00Z",
              offer: OFFER,
            },
          ],
        }),
        [`POST ${rematchPath("m1")}`]: jsonResponse(201, { offer: { ...OFFER, byYou: true } }),
      }),
    );
    renderRoute(<RecentOpponents />);
    const lines = await screen.findAllByTestId("live-opponent");
    expect(lines.map((line) => line.textContent)).toEqual([
      "Asha Guest (2 matches) Invite again",
      "Priya Host (1 match) Accept Priya Host’s invite",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Invite Asha Guest again" }));
    await vi.waitFor(() =>
      expect(seen.filter((r) => r.method === "POST").map((r) => [r.url, r.body])).toEqual([
        [rematchPath("m1"), { swap: false }],
      ]),
    );
  });
});
