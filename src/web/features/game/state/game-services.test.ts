import { describe, expect, it } from "vitest";
import { catalog } from "../../../../data/catalog.ts";
import { createEngine, tablesKey } from "../../../../engine/index.ts";
import { createMatchStorage } from "@/features/game/saving/match-storage.ts";
import { playUntil, toFirstBall } from "@/features/game/game-test-support.ts";
import {
  answer,
  type WinChanceAnswer,
  type WinChanceRequest,
} from "@/features/game/win-chance/win-chance-answers.ts";
import type { WinChancePort } from "@/features/game/win-chance/win-chance-client.ts";
import { createGameServices } from "./game-services.ts";

describe("the game services' wiring", () => {
  it("has the worker build International's tables once the format is known, for the page's engine", () => {
    const page = createEngine(catalog);
    const worker = createEngine(catalog);
    const asked: WinChanceRequest[] = [];
    const listeners: ((a: WinChanceAnswer) => void)[] = [];
    const port: WinChancePort = {
      post: (request) => asked.push(request),
      onAnswer: (l) => listeners.push(l),
    };
    const services = createGameServices({
      engine: page,
      storage: null,
      backend: null,
      newSeed: () => 3,
      upload: () => Promise.resolve("guest"),
      startWinChance: () => port,
    });
    services.settings.update({ level: "international" });
    services.store.newMatch();
    expect(services.store.getSnapshot().state.level).toBe("international");
    expect(asked.filter((r) => r.kind === "tables")).toHaveLength(0);
    services.store.dispatch({ type: "chooseFormat", format: "mini" });
    expect(asked.filter((r) => r.kind === "tables")).toHaveLength(1);
    for (const request of asked.splice(0)) for (const l of listeners) l(answer(worker, request));
    expect(page.tables.has(tablesKey(services.store.getSnapshot().state))).toBe(true);
    services.store.dispatch({ type: "chooseTeam", countryId: 1 });
    expect(asked.filter((r) => r.kind === "tables")).toHaveLength(0);
  });
});

/** Storage in memory, enough for the match storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("resuming a saved International match", () => {
  it("waits for the worker's tables before replaying it, so the page's thread builds none", () => {
    const storage = memoryStorage();
    const played = playUntil(
      toFirstBall("bat", 12, "mini", "international"),
      (p) => (p.state.teams?.[0].ballCompleted ?? 0) === 9,
    );
    createMatchStorage(storage).save({
      seed: played.seed,
      level: "international",
      actions: played.actions,
      uploaded: false,
    });
    const page = createEngine(catalog);
    const worker = createEngine(catalog);
    const asked: WinChanceRequest[] = [];
    const listeners: ((a: WinChanceAnswer) => void)[] = [];
    const services = createGameServices({
      engine: page,
      storage,
      backend: null,
      newSeed: () => 3,
      upload: () => Promise.resolve("guest"),
      startWinChance: () => ({
        post: (request) => asked.push(request),
        onAnswer: (l) => listeners.push(l),
      }),
    });
    expect(services.store.getSnapshot().resuming).toBe(true);
    expect(page.tables.has(tablesKey(played.state))).toBe(false);
    expect(asked.map((r) => r.kind)).toEqual(["tables"]);
    for (const request of asked.splice(0)) for (const l of listeners) l(answer(worker, request));
    return Promise.resolve().then(() => {
      const { state, resuming, actions } = services.store.getSnapshot();
      expect(resuming).toBe(false);
      expect(actions).toEqual(played.actions);
      expect(state).toEqual(played.state);
    });
  });
});
