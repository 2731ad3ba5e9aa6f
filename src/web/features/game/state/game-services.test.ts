import { describe, expect, it } from "vitest";
import { catalog } from "../../../../data/catalog.ts";
import { createEngine, tablesKey, type Action } from "../../../../engine/index.ts";
import { createMatchStorage } from "@/features/game/saving/match-storage.ts";
import { nextPlay, playUntil, toFirstBall } from "@/features/game/game-test-support.ts";
import {
  answer,
  type WinChanceAnswer,
  type WinChanceRequest,
} from "@/features/game/win-chance/win-chance-answers.ts";
import type { WinChancePort } from "@/features/game/win-chance/win-chance-client.ts";
import { createGameServices } from "./game-services.ts";

/**
 * Game services on version 1's rules (the format's tables, asked for once the format is known, a
 * window of them on the page), with a win-chance port the test answers from its own worker
 * engine: every request asked, and the listeners that take the answers.
 */
function servicesWithWorker(
  seed: number,
  storage: Parameters<typeof createGameServices>[0]["storage"] = null,
) {
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
    storage,
    backend: null,
    newSeed: () => seed,
    upload: () => Promise.resolve("guest"),
    startWinChance: () => port,
    rulesVersion: 1,
  });
  return { services, page, worker, asked, listeners };
}

describe("the game services' wiring", () => {
  it("has the worker build International's tables once the format is known, for the page's engine", () => {
    const { services, page, worker, asked, listeners } = servicesWithWorker(3);
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
      toFirstBall("bat", 12, "mini", "international", 1),
      (p) => (p.state.innings[0]?.ballCompleted ?? 0) === 9,
    );
    createMatchStorage(storage).save({
      seed: played.seed,
      level: "international",
      actions: played.actions,
      uploaded: false,
    });
    const { services, page, worker, asked, listeners } = servicesWithWorker(3, storage);
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

describe("an International match on the page, a window of its tables at a time", () => {
  it("asks for the chase's window at the change of innings, a ball waiting for it, and never holds the whole tables", async () => {
    const { services, page, worker, asked, listeners } = servicesWithWorker(12);
    services.settings.update({ level: "international", pauseMs: 0 });
    services.store.newMatch();
    // Played as the worker would: each tables request answered from its own engine, which then lets them go.
    const answerTables = () => {
      for (const request of asked.splice(0)) {
        if (request.kind !== "tables") continue;
        const reply = answer(worker, request);
        worker.tables.release(tablesKey(request.state));
        for (const l of listeners) l(reply);
      }
    };
    const played = toFirstBall("bat", 12, "micro", "international", 1);
    for (const action of played.actions) {
      services.store.dispatch(action);
      answerTables();
    }
    const whole = createEngine(catalog);
    let expected = whole.createMatch(12, "international", 1);
    for (const action of played.actions)
      expected = (whole.step(expected, action) as { state: typeof expected }).state;
    let chaseAsked = 0;
    const play = (action: Action) => {
      services.store.dispatch(action);
      const result = whole.step(expected, action);
      if (!result.ok) throw new Error(result.error.message);
      expected = result.state;
    };
    for (let i = 0; i < 400 && services.store.getSnapshot().state.result === null; i++) {
      const action = nextPlay(services.store.getSnapshot().state);
      if (action === null) break;
      play(action);
      if (asked.some((r) => r.kind === "tables")) {
        chaseAsked++;
        // The chase's bowler is chosen meanwhile; its first ball waits for the window...
        let next = nextPlay(expected);
        while (next !== null && next.type !== "playBall") {
          play(next);
          next = nextPlay(expected);
        }
        if (next === null) break;
        const before = services.store.getSnapshot().actions.length;
        services.store.dispatch(next);
        expect(services.store.getSnapshot().actions.length).toBe(before);
        answerTables();
        await Promise.resolve();
        // ...and is played once it lands.
        expect(services.store.getSnapshot().actions.length).toBe(before + 1);
        const result = whole.step(expected, next);
        if (!result.ok) throw new Error(result.error.message);
        expected = result.state;
      }
    }
    expect(chaseAsked).toBe(1);
    expect(services.store.getSnapshot().state).toEqual(expected);
    expect(services.store.getSnapshot().state.result).not.toBeNull();
    expect(page.tables.hasWhole(tablesKey(expected))).toBe(false);
    // The result chart reads the whole match: the worker's to answer, not the page's window.
    const series = services.winChance.chanceSeries({
      seed: 12,
      level: "international",
      actions: services.store.getSnapshot().actions,
    });
    const seriesRequests = asked.filter((r) => r.kind === "series");
    expect(seriesRequests).toHaveLength(1);
    for (const l of listeners) l(answer(worker, seriesRequests[0] as WinChanceRequest));
    const points = await series;
    expect(points.length).toBeGreaterThan(10);
  });
});
