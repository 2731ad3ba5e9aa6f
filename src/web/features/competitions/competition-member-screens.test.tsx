// @vitest-environment jsdom
/**
 * The competition pages as a signed-in member sees them: the hub reads their competitions back
 * from their account and offers the guest's kept in this browser; a competition kept in the
 * account but not in this browser is read from it when opened.
 */
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/test-support/fetch-stub.ts";
import { renderRoute } from "@/test-support/render-route.tsx";
import { MEMBER_KEY } from "@/auth/known-member.ts";
import { competitionEngine } from "./competition-engine.ts";
import { newDefinition } from "./competition-runner.ts";
import { CompetitionScreen } from "./competition-screen.tsx";
import { COMPETITIONS_KEY, keepCompetition, readCompetitions } from "./competition-storage.ts";
import { shelfOf } from "./competition-sync.ts";
import { CompetitionsHub } from "./competitions-hub.tsx";
import { KEEP_GUEST_COMPETITIONS_QUESTION } from "./guest-offer.tsx";

const engine = competitionEngine();
const MEMBER = "member-7";

const definition = (id: string, name: string) =>
  newDefinition(
    {
      name,
      kind: { type: "league", legs: 1, qualifiers: 2 },
      format: "micro",
      level: "club",
      memberTeam: 3,
      others: [1, 2, 4],
    },
    engine,
    5,
    id,
  );

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(MEMBER_KEY, MEMBER);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("competitions for a signed-in member", () => {
  it("lists the account's competitions and keeps the guest's when asked", async () => {
    const fromAccount = { definition: definition("acc", "Account league"), played: [] };
    const guests = { definition: definition("gst", "Guest league"), played: [] };
    keepCompetition(localStorage, guests);
    const seen = stubFetch(({ method, url }) => {
      if (method === "GET" && url === "/api/session") return jsonResponse(200, { member: { id: MEMBER } });
      if (method === "GET" && url === "/api/competitions") {
        return jsonResponse(200, { competitions: [{ definition: fromAccount.definition, played: 0 }] });
      }
      if (method === "GET" && url === "/api/competitions/acc") return jsonResponse(200, fromAccount);
      return jsonResponse(201, {});
    });
    renderRoute(<CompetitionsHub />);
    expect(await screen.findByRole("link", { name: "Account league" })).toBeTruthy();
    expect(screen.getByText(/kept in your account/)).toBeTruthy();
    expect(screen.getByText(new RegExp(KEEP_GUEST_COMPETITIONS_QUESTION.replace("?", "\\?")))).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Keep them" }));
    expect(await screen.findByText("1 kept in your account.")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Guest league" })).toBeTruthy();
    expect(readCompetitions(localStorage, COMPETITIONS_KEY).competitions).toEqual([]);
    expect(
      readCompetitions(localStorage, shelfOf(MEMBER))
        .competitions.map((c) => c.definition.id)
        .sort(),
    ).toEqual(["acc", "gst"]);
    expect(seen.some((r) => r.method === "POST" && (r.body as { id?: string }).id === "gst")).toBe(true);
  });

  it("asks who is signed in: a member signed in elsewhere in the app has their account's list", async () => {
    localStorage.removeItem(MEMBER_KEY);
    const fromAccount = { definition: definition("new", "New league"), played: [] };
    stubFetch(({ url }) => {
      if (url === "/api/session") return jsonResponse(200, { member: { id: MEMBER } });
      if (url === "/api/competitions") {
        return jsonResponse(200, { competitions: [{ definition: fromAccount.definition, played: 0 }] });
      }
      return jsonResponse(200, fromAccount);
    });
    renderRoute(<CompetitionsHub />);
    expect(await screen.findByRole("link", { name: "New league" })).toBeTruthy();
    expect(localStorage.getItem(MEMBER_KEY)).toBe(MEMBER);
  });

  it("opens a competition kept in the account but not in this browser", async () => {
    const fromAccount = { definition: definition("far", "Far league"), played: [] };
    stubFetch(({ url }) =>
      url === "/api/competitions"
        ? jsonResponse(200, { competitions: [{ definition: fromAccount.definition, played: 0 }] })
        : jsonResponse(200, fromAccount),
    );
    renderRoute(<CompetitionScreen id="far" />);
    expect(screen.getByText("Reading your competitions…")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Far league" })).toBeTruthy();
  });
});
