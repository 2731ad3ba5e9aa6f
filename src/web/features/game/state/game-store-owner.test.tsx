// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SaveMatchRequest } from "../../../../shared/api-types.ts";
import { GUEST, type MatchOwner } from "@/auth/known-member.ts";
import { createMatchStorage, MATCH_KEY } from "@/features/game/saving/match-storage.ts";
import type { UploadOutcome } from "@/features/game/saving/match-upload.ts";
import { finishedMatch } from "@/features/game/game-test-support.ts";
import { engine } from "@/features/game/game-test-support.ts";
import { GameStore } from "./game-store.ts";

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

type Upload = (request: SaveMatchRequest, owner: MatchOwner) => Promise<UploadOutcome>;

/** A store on localStorage and real (or faked) timers, with `signedIn` as the member known here. */
function storeFor(signedIn: () => MatchOwner, upload: Upload) {
  return new GameStore({
    engine,
    storage: createMatchStorage(localStorage),
    owner: signedIn,
    newSeed: () => 11,
    level: () => "classic",
    pauseMs: () => 0,
    reveal: () => {},
    silence: () => {},
    upload,
    random: () => 0.5,
  });
}

const done = finishedMatch();

function saveFinished(owner: MatchOwner | undefined, uploaded = false) {
  const storage = createMatchStorage(localStorage);
  storage.save({ seed: done.seed, actions: done.actions, uploaded, ...(owner ? { owner } : {}) });
}

/** The match as the store last saved it in this browser (an empty object when none is). */
function storedMatch(): unknown {
  return JSON.parse(localStorage.getItem(MATCH_KEY) ?? "{}");
}

describe("whose match the game store shows and sends", () => {
  it("never shows or sends another member's saved match, and forgets it", () => {
    saveFinished("member-a");
    const upload = vi.fn<Upload>(() => Promise.resolve("saved"));
    const store = storeFor(() => "member-b", upload);
    store.resume();
    expect(store.getSnapshot().actions).toEqual([]);
    expect(store.getSnapshot().state.result).toBeNull();
    expect(upload).not.toHaveBeenCalled();
    expect(localStorage.getItem(MATCH_KEY)).toBeNull();
  });

  it("sends a member's own restored match as theirs", async () => {
    saveFinished("member-a");
    const upload = vi.fn<Upload>(() => Promise.resolve("saved"));
    const store = storeFor(() => "member-a", upload);
    store.resume();
    await vi.waitFor(() => expect(store.getSnapshot().upload).toBe("saved"));
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ seed: done.seed }), "member-a");
    expect(storedMatch()).toMatchObject({ owner: "member-a", uploaded: true });
  });

  it("a match belongs to whoever is signed in when its first choice is made", () => {
    let signedIn: MatchOwner = GUEST;
    const store = storeFor(
      () => signedIn,
      () => Promise.resolve("saved"),
    );
    signedIn = "member-a";
    store.dispatch({ type: "chooseFormat", format: "micro" });
    signedIn = "member-b";
    store.dispatch({ type: "chooseTeam", countryId: 1 });
    expect(storedMatch()).toMatchObject({ owner: "member-a" });
  });

  it("asks before keeping a guest's match (an old save without an owner is a guest's) for the member", async () => {
    saveFinished(undefined);
    const upload = vi.fn<Upload>((_request, owner) => Promise.resolve(owner === GUEST ? "offer" : "saved"));
    const store = storeFor(() => "member-a", upload);
    store.resume();
    await vi.waitFor(() => expect(store.getSnapshot().upload).toBe("offer"));
    expect(upload).toHaveBeenLastCalledWith(expect.anything(), GUEST);
    store.keepGuestMatch();
    await vi.waitFor(() => expect(store.getSnapshot().upload).toBe("saved"));
    expect(upload).toHaveBeenLastCalledWith(expect.objectContaining({ seed: done.seed }), "member-a");
    expect(storedMatch()).toMatchObject({ owner: "member-a", uploaded: true });
  });

  it("forgets a guest's match the member declines, so they are asked once", async () => {
    saveFinished(GUEST);
    const upload = vi.fn<Upload>(() => Promise.resolve("offer"));
    const store = storeFor(() => "member-a", upload);
    store.resume();
    await vi.waitFor(() => expect(store.getSnapshot().upload).toBe("offer"));
    store.declineGuestMatch();
    expect(store.getSnapshot().upload).toBe("declined");
    expect(localStorage.getItem(MATCH_KEY)).toBeNull();
    const next = storeFor(() => "member-a", upload);
    next.resume();
    expect(next.getSnapshot().state.result).toBeNull();
    expect(upload).toHaveBeenCalledTimes(1);
  });
});

describe("trying again while the server cannot be reached", () => {
  it("waits 1 s, then twice as long each time up to a minute, instead of asking at once", async () => {
    vi.useFakeTimers();
    saveFinished("member-a");
    const upload = vi.fn<Upload>(() => Promise.resolve("offline"));
    const store = storeFor(() => "member-a", upload);
    store.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().upload).toBe("offline");

    // With the jitter at its middle each pause is three quarters of 1, 2, 4, … 60 s.
    const pauses = [750, 1500, 3000, 6000, 12_000, 24_000, 45_000, 45_000, 45_000];
    for (const [i, pause] of pauses.entries()) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(upload).toHaveBeenCalledTimes(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(upload).toHaveBeenCalledTimes(i + 2);
    }
    // The screen said "offline" throughout, never flickering back to "Saving".
    expect(store.getSnapshot().upload).toBe("offline");

    // The network back (the browser's online event) tries at once; leaving the screen stops trying.
    store.retryUpload();
    await vi.advanceTimersByTimeAsync(0);
    expect(upload).toHaveBeenCalledTimes(pauses.length + 2);
    store.suspend();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(upload).toHaveBeenCalledTimes(pauses.length + 2);
  });
});
