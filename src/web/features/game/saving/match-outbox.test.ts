// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API } from "../../../../shared/api-types.ts";
import { jsonResponse, routes, stubFetch } from "@/test-support/fetch-stub.ts";
import { forget, keepForLater, OUTBOX_KEY, sendWaitingMatches, waitingMatches } from "./match-outbox.ts";
import { createMatchStorage, MATCH_KEY } from "./match-storage.ts";

const match = (seed: number) => ({
  seed,
  level: "club" as const,
  actions: [{ type: "back" }],
  result: `won ${seed}`,
  owner: "member-1",
});

beforeEach(() => localStorage.clear());

describe("the outbox of matches finished offline", () => {
  it("keeps each match once by seed, oldest first, and forgets one that reached the server", () => {
    keepForLater(match(1), localStorage);
    keepForLater(match(2), localStorage);
    keepForLater(match(1), localStorage);
    expect(waitingMatches(localStorage).map((m) => m.seed)).toEqual([2, 1]);
    forget(2, localStorage);
    expect(waitingMatches(localStorage).map((m) => m.seed)).toEqual([1]);
    forget(1, localStorage);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it("reads a damaged outbox as empty, skipping entries of the wrong shape", () => {
    localStorage.setItem(OUTBOX_KEY, "{not json");
    expect(waitingMatches(localStorage)).toEqual([]);
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ seed: "x" }, match(3)]));
    expect(waitingMatches(localStorage).map((m) => m.seed)).toEqual([3]);
  });

  it("keeps a match's rules version, reads one from before versions as it was, and skips a bad one", () => {
    keepForLater({ ...match(4), rulesVersion: 1 }, localStorage);
    expect(waitingMatches(localStorage)).toEqual([{ ...match(4), rulesVersion: 1 }]);
    localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([match(5), { ...match(6), rulesVersion: "one" }, { ...match(7), rulesVersion: 1 }]),
    );
    expect(waitingMatches(localStorage).map((m) => [m.seed, m.rulesVersion])).toEqual([
      [5, undefined],
      [7, 1],
    ]);
  });

  it("keeps a knockout match's flag, and skips an entry whose flag is not a boolean", () => {
    keepForLater({ ...match(8), rulesVersion: 3, knockout: true }, localStorage);
    expect(waitingMatches(localStorage)).toEqual([{ ...match(8), rulesVersion: 3, knockout: true }]);
    localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        { ...match(9), knockout: "yes" },
        { ...match(10), knockout: false },
      ]),
    );
    expect(waitingMatches(localStorage).map((m) => m.seed)).toEqual([10]);
  });
});

const memberAnswer = (id: string) =>
  jsonResponse(200, { member: { id, name: id, email: `${id}@example.com` } });

describe("sending the waiting matches", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("never posts one member's match while another is signed in, even after a failed try", async () => {
    keepForLater({ ...match(7), owner: "member-a" }, localStorage);
    // Member A's try fails on the server's side (a 503), so the match stays waiting.
    let signedIn = "member-a";
    const seen = stubFetch(({ method, url }) => {
      if (url === API.session) return memberAnswer(signedIn);
      if (method === "POST" && url === API.matches) return jsonResponse(503, { error: { message: "busy" } });
      return jsonResponse(404, null);
    });
    await sendWaitingMatches(localStorage);
    expect(seen.filter((r) => r.method === "POST")).toHaveLength(1);
    expect(waitingMatches(localStorage).map((m) => m.seed)).toEqual([7]);

    // Member B signs in in the same tab: the next flush leaves A's match alone.
    signedIn = "member-b";
    await sendWaitingMatches(localStorage);
    expect(seen.filter((r) => r.method === "POST")).toHaveLength(1);
    expect(waitingMatches(localStorage)).toEqual([{ ...match(7), owner: "member-a" }]);
  });

  it("posts a member's own match without its owner, forgets it, and marks the saved match kept", async () => {
    keepForLater({ ...match(8), owner: "member-a" }, localStorage);
    createMatchStorage(localStorage, "tab-1").save({
      seed: 8,
      level: "club",
      actions: [],
      uploaded: false,
      owner: "member-a",
    });
    const seen = stubFetch(
      routes({
        [`GET ${API.session}`]: memberAnswer("member-a"),
        [`POST ${API.matches}`]: jsonResponse(201, {}),
      }),
    );
    await sendWaitingMatches(localStorage);
    const { owner: _owner, ...sent } = match(8);
    expect(seen.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([sent]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    const saved = JSON.parse(localStorage.getItem(MATCH_KEY) ?? "{}") as Record<string, unknown>;
    expect(saved).toMatchObject({ seed: 8, owner: "member-a", uploaded: true, tab: "tab-1" });
  });

  it("sends nothing and throws nothing when the session's answer is not a session or breaks off", async () => {
    keepForLater({ ...match(9), owner: "member-a" }, localStorage);
    // A 200 that is a page, not a session (a proxy's), then an empty 200, then a body that
    // breaks off before its end (the tab closing, the connection dropped).
    const broken = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"member":'));
            controller.error(new Error("connection reset"));
          },
        }),
        { status: 200, headers: { "content-type": "application/json" } },
      );
    const answers = [
      () => new Response("<!doctype html><p>Gateway</p>", { status: 200 }),
      () => new Response(null, { status: 200 }),
      broken,
    ];
    for (const answer of answers) {
      const seen = stubFetch(({ url }) => (url === API.session ? answer() : jsonResponse(201, {})));
      await expect(sendWaitingMatches(localStorage)).resolves.toBeUndefined();
      expect(seen.filter((r) => r.method === "POST")).toEqual([]);
      expect(waitingMatches(localStorage).map((m) => m.seed)).toEqual([9]);
      vi.unstubAllGlobals();
    }
  });

  it("a flush with nothing to send does not hold back the next one", async () => {
    const seen = stubFetch(
      routes({
        [`GET ${API.session}`]: memberAnswer("member-a"),
        [`POST ${API.matches}`]: jsonResponse(201, {}),
      }),
    );
    await sendWaitingMatches(localStorage);
    keepForLater({ ...match(11), owner: "member-a" }, localStorage);
    await sendWaitingMatches(localStorage);
    expect(seen.filter((r) => r.method === "POST")).toHaveLength(1);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it("keeps no guest's match, and treats entries without an owner (older pages) as a guest's", () => {
    keepForLater({ ...match(9), owner: "guest" }, localStorage);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    const { owner: _owner, ...old } = match(10);
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([old]));
    expect(waitingMatches(localStorage)).toEqual([]);
  });
});
