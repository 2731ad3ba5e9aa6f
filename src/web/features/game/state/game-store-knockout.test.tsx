// @vitest-environment jsdom
/**
 * A knockout match on /game (a competition's knockout fixture, kept to play by rules version 3 as
 * a knockout): the store resumes it as one, saves the flag with every action, and sends it with
 * the request that keeps the finished match, so the server replays its super over.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { simulateMatch, SUPER_OVER_RULES_VERSION } from "../../../../engine/index.ts";
import type { SaveMatchRequest } from "../../../../shared/api-types.ts";
import { createMatchStorage, keepMatchToPlay, MATCH_KEY } from "@/features/game/saving/match-storage.ts";
import type { UploadOutcome } from "@/features/game/saving/match-upload.ts";
import { engine } from "@/features/game/game-test-support.ts";
import { saveRequest } from "./game-snapshot.ts";
import { GameStore } from "./game-store.ts";

beforeEach(() => localStorage.clear());

/** The first Club Micro knockout from seed 1 on that went to a super over. */
function tiedKnockout() {
  for (let seed = 1; seed < 5000; seed++) {
    const played = simulateMatch(engine, seed, "micro", "random", { level: "club", knockout: true });
    if (played.state.innings.length > 2) return { seed, ...played };
  }
  throw new Error("no knockout went to a super over in 5000 seeds");
}

function storeWith(upload: (request: SaveMatchRequest) => Promise<UploadOutcome>) {
  return new GameStore({
    engine,
    storage: createMatchStorage(localStorage),
    newSeed: () => 11,
    level: () => "club",
    pauseMs: () => 0,
    reveal: () => {},
    silence: () => {},
    upload,
    setTimer: () => () => {},
  });
}

const saved = () => JSON.parse(localStorage.getItem(MATCH_KEY) as string) as Record<string, unknown>;

describe("a knockout match on /game", () => {
  const tied = tiedKnockout();

  it("is kept to play as a knockout, resumed as one, and sent as one when it ends in a super over", async () => {
    const setup = tied.actions.slice(0, 5);
    keepMatchToPlay(localStorage, {
      seed: tied.seed,
      level: "club",
      rulesVersion: SUPER_OVER_RULES_VERSION,
      knockout: true,
      actions: setup,
    });
    expect(saved()).toMatchObject({ rulesVersion: 3, knockout: true, actions: setup });
    // Every action but the last, saved as the store saves them, then the last played here.
    const upload = vi.fn((_request: SaveMatchRequest) => Promise.resolve<UploadOutcome>("saved"));
    const first = storeWith(upload);
    expect(first.getSnapshot().state.knockout).toBe(true);
    for (const action of tied.actions.slice(5, -1)) first.dispatch(action);
    expect(saved()).toMatchObject({ knockout: true, actions: tied.actions.slice(0, -1) });
    const store = storeWith(upload);
    expect(store.getSnapshot().state.knockout).toBe(true);
    expect(store.getSnapshot().state.innings.length).toBeGreaterThan(2);
    store.dispatch(tied.actions[tied.actions.length - 1] as never);
    await vi.waitFor(() => expect(store.getSnapshot().upload).toBe("saved"));
    expect(store.getSnapshot().state.result?.kind).toBe("superOver");
    expect(upload.mock.calls[0]?.[0]).toEqual({
      seed: tied.seed,
      level: "club",
      rulesVersion: 3,
      knockout: true,
      actions: tied.actions,
      result: tied.state.result?.text,
    });
    expect(saved()).toMatchObject({ knockout: true, uploaded: true });
  });

  it("leaves the flag out of a save and a request of a match that is no knockout", () => {
    const request = { seed: 5, level: "club" as const, actions: [], result: "won" };
    expect(saveRequest({ ...request, rulesVersion: 3, knockout: false })).toEqual({
      ...request,
      rulesVersion: 3,
    });
    expect(saveRequest({ ...request, rulesVersion: 3, knockout: true })).toEqual({
      ...request,
      rulesVersion: 3,
      knockout: true,
    });
    storeWith(() => Promise.resolve("saved")).dispatch({ type: "chooseFormat", format: "micro" });
    expect(saved()).not.toHaveProperty("knockout");
  });

  it("discards a save whose knockout flag is not true, or names rules without the super over", () => {
    const store = createMatchStorage(localStorage);
    const base = {
      seed: tied.seed,
      level: "club" as const,
      actions: tied.actions.slice(0, 5),
      uploaded: false,
    };
    for (const bad of [{ knockout: "yes" }, { knockout: false }, { knockout: true, rulesVersion: 2 }]) {
      store.save({ ...base, rulesVersion: 3, ...(bad as object) } as never);
      expect(store.load(engine).kind, JSON.stringify(bad)).toBe("discarded");
    }
    store.save({ ...base, rulesVersion: 3, knockout: true });
    const restored = store.load(engine);
    expect(restored.kind === "restored" && restored.state.knockout).toBe(true);
  });
});
