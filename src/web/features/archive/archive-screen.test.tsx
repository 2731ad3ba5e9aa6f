// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API, type ArchivedMatch, type SavedMatchesResponse } from "../../../shared/api-types.ts";
import { jsonResponse, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { ArchiveScreen } from "./archive-screen.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const teams = [
  { id: 1, name: "India" },
  { id: 2, name: "Australia" },
];

function kept(id: number, userTeamId: number, winnerTeamId: number | null, result: string): ArchivedMatch {
  return {
    id,
    createdAt: "2026-06-02T10:00:00.000Z",
    title: "India v Australia · Micro · Wankhede Stadium",
    result,
    level: "club",
    format: "micro",
    formatName: "Micro",
    ground: "Wankhede Stadium",
    teams,
    userTeamId,
    winnerTeamId,
  };
}

describe("the kept matches (/matches)", () => {
  it("says on each match which side was the member's and whether they won, lost or tied", async () => {
    const body: SavedMatchesResponse = {
      matches: [
        kept(3, 2, 2, "Australia won by 4 runs"),
        kept(2, 1, 2, "Australia won by 4 runs"),
        kept(1, 1, null, "Match tied"),
      ],
      page: 1,
      pageSize: 20,
      total: 3,
    };
    stubFetch(({ url }) =>
      url.startsWith(`${API.matches}?`) ? jsonResponse(200, body) : jsonResponse(401, null),
    );
    renderRoute(<ArchiveScreen />, { path: "/matches" });
    const list = await screen.findByTestId("archive-list");
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByTestId("your-side").textContent)).toEqual([
      "You: Australia · Won",
      "You: India · Lost",
      "You: India · Tied",
    ]);
  });
});
