// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RULES_VERSIONS } from "../../../../engine/index.ts";
import { createTestServices, engine, playUntil, toFirstBall } from "@/features/game/game-test-support.ts";
import { renderGame } from "@/features/game/render-game.tsx";
import { createMatchStorage, MATCH_KEY, SCHEMA_VERSION, STORAGE_NOTICES } from "./match-storage.ts";
import { DEFAULT_SETTINGS, parseSettings, SETTINGS_KEY } from "@/features/game/state/settings-store.ts";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** A Classic match nine balls in, by version 1's rules: what a save naming no version holds. */
function midInnings() {
  return playUntil(
    toFirstBall("bat", 11, "mini", "classic", 1),
    (p) => (p.state.innings[0]?.ballCompleted ?? 0) === 9,
  );
}

describe("two tabs", () => {
  const storageEvent = (newValue: string | null) =>
    new StorageEvent("storage", { key: MATCH_KEY, newValue, storageArea: localStorage });

  it("tells a tab when another tab saves or clears the match, and not for its own saves", () => {
    const mine = createMatchStorage(localStorage, "tab-a");
    const theirs = createMatchStorage(localStorage, "tab-b");
    let told = 0;
    const stop = mine.watchOtherTabs(() => told++);
    mine.save({ seed: 1, level: "club", actions: [], uploaded: false });
    window.dispatchEvent(storageEvent(localStorage.getItem(MATCH_KEY)));
    expect(told).toBe(0);
    theirs.save({ seed: 2, level: "club", actions: [], uploaded: false });
    window.dispatchEvent(storageEvent(localStorage.getItem(MATCH_KEY)));
    expect(told).toBe(1);
    window.dispatchEvent(storageEvent(null));
    expect(told).toBe(2);
    stop();
    window.dispatchEvent(storageEvent(null));
    expect(told).toBe(2);
  });

  it("shows the notice on the game screen when the other tab saves over this tab's match", () => {
    renderGame();
    createMatchStorage(localStorage, "another-tab").save({
      seed: 9,
      level: "club",
      actions: [],
      uploaded: false,
    });
    act(() => {
      window.dispatchEvent(storageEvent(localStorage.getItem(MATCH_KEY)));
    });
    expect(screen.getByText(STORAGE_NOTICES.otherTab)).toBeTruthy();
  });
});

describe("match storage", () => {
  it("saves seed and actions only, and restores the same state and events by replaying them", () => {
    const played = midInnings();
    const storage = createMatchStorage(localStorage);
    storage.save({ seed: played.seed, level: "classic", actions: played.actions, uploaded: false });
    const saved = JSON.parse(localStorage.getItem(MATCH_KEY) as string) as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual([
      "actions",
      "level",
      "schemaVersion",
      "seed",
      "tab",
      "uploaded",
    ]);
    expect(saved.schemaVersion).toBe(SCHEMA_VERSION);

    const loaded = storage.load(engine);
    expect(loaded.kind).toBe("restored");
    if (loaded.kind !== "restored") return;
    expect(loaded.state).toEqual(played.state);
    expect(loaded.events).toEqual(played.events);
    expect(engine.scoreboard(loaded.state)).toEqual(engine.scoreboard(played.state));
  });

  it("restores a match at its level, and a save from before levels as Classic", () => {
    const club = playUntil(
      toFirstBall("bat", 11, "mini", "club"),
      (p) => (p.state.innings[0]?.ballCompleted ?? 0) === 9,
    );
    const storage = createMatchStorage(localStorage);
    storage.save({
      seed: club.seed,
      level: "club",
      rulesVersion: club.state.rulesVersion,
      actions: club.actions,
      uploaded: false,
    });
    const loaded = storage.load(engine);
    expect(loaded.kind === "restored" && loaded.level).toBe("club");
    expect(loaded.kind === "restored" && loaded.state).toEqual(club.state);

    const classic = midInnings();
    localStorage.setItem(
      MATCH_KEY,
      JSON.stringify({ schemaVersion: SCHEMA_VERSION, seed: classic.seed, actions: classic.actions }),
    );
    const old = storage.load(engine);
    expect(old.kind === "restored" && old.level).toBe("classic");
    expect(old.kind === "restored" && old.state).toEqual(classic.state);
  });

  it("discards a save that is not JSON, with a notice, and forgets it", () => {
    localStorage.setItem(MATCH_KEY, "{not json");
    const storage = createMatchStorage(localStorage);
    expect(storage.load(engine)).toEqual({ kind: "discarded", notice: STORAGE_NOTICES.corrupt });
    expect(localStorage.getItem(MATCH_KEY)).toBeNull();
    expect(storage.load(engine)).toEqual({ kind: "empty" });
  });

  it("discards a save from an older version with its own notice", () => {
    const played = midInnings();
    localStorage.setItem(
      MATCH_KEY,
      JSON.stringify({ schemaVersion: 0, seed: played.seed, actions: played.actions }),
    );
    expect(createMatchStorage(localStorage).load(engine)).toEqual({
      kind: "discarded",
      notice: STORAGE_NOTICES.old,
    });
  });

  it("discards a save whose actions the engine refuses (an impossible match)", () => {
    const played = midInnings();
    const tampered = played.actions.map((a) => (a.type === "chooseOpponent" ? { ...a, countryId: 1 } : a));
    localStorage.setItem(
      MATCH_KEY,
      JSON.stringify({ schemaVersion: SCHEMA_VERSION, seed: played.seed, actions: tampered }),
    );
    expect(createMatchStorage(localStorage).load(engine)).toEqual({
      kind: "discarded",
      notice: STORAGE_NOTICES.corrupt,
    });
  });

  it.each([
    ["a negative seed", { schemaVersion: SCHEMA_VERSION, seed: -1, actions: [] }],
    ["an unknown level", { schemaVersion: SCHEMA_VERSION, seed: 1, level: "grandmaster", actions: [] }],
    ["actions that are not a list", { schemaVersion: SCHEMA_VERSION, seed: 1, actions: "chooseFormat" }],
    ["an action that is not an object", { schemaVersion: SCHEMA_VERSION, seed: 1, actions: [7] }],
    ["a state instead of actions", { schemaVersion: SCHEMA_VERSION, seed: 1, state: { status: 11 } }],
    ["no version at all", { seed: 1, actions: [] }],
    ["a list", []],
  ])("discards a save with %s", (_name, value) => {
    localStorage.setItem(MATCH_KEY, JSON.stringify(value));
    expect(createMatchStorage(localStorage).load(engine)).toEqual({
      kind: "discarded",
      notice: STORAGE_NOTICES.corrupt,
    });
  });

  it("restores a match at its rules version, a save from before versions as version 1, and discards one it cannot play", () => {
    const played = midInnings();
    const storage = createMatchStorage(localStorage);
    storage.save({
      seed: played.seed,
      level: "classic",
      rulesVersion: 1,
      actions: played.actions,
      uploaded: false,
    });
    expect(JSON.parse(localStorage.getItem(MATCH_KEY) as string)).toMatchObject({ rulesVersion: 1 });
    const loaded = storage.load(engine);
    expect(loaded.kind === "restored" && loaded.state.rulesVersion).toBe(1);
    expect(loaded.kind === "restored" && loaded.state).toEqual(played.state);

    const unversioned = { schemaVersion: SCHEMA_VERSION, seed: played.seed, actions: played.actions };
    localStorage.setItem(MATCH_KEY, JSON.stringify(unversioned));
    const old = storage.load(engine);
    expect(old.kind === "restored" && old.state.rulesVersion).toBe(1);
    expect(old.kind === "restored" && old.state).toEqual(played.state);

    for (const rulesVersion of [Math.max(...RULES_VERSIONS) + 1, 0, "1", null]) {
      localStorage.setItem(MATCH_KEY, JSON.stringify({ ...unversioned, rulesVersion }));
      expect(storage.load(engine)).toEqual({ kind: "discarded", notice: STORAGE_NOTICES.corrupt });
      expect(localStorage.getItem(MATCH_KEY)).toBeNull();
    }
  });

  it("works on without a storage at all", () => {
    const storage = createMatchStorage(null);
    storage.save({ seed: 1, actions: [], uploaded: false });
    expect(storage.load(engine)).toEqual({ kind: "empty" });
  });
});

describe("the game screen and its saves", () => {
  it("resumes a saved match where it was, after a reload", () => {
    const played = midInnings();
    createMatchStorage(localStorage).save({ seed: played.seed, actions: played.actions, uploaded: false });
    renderGame();
    const board = engine.scoreboard(played.state);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("First innings");
    expect(screen.getByTestId("score").textContent).toBe(`${board?.runs}/${board?.wickets}`);
    expect(screen.getByTestId("overs").textContent).toContain("1.3");
  });

  it("saves after every action, so the next visit resumes it", () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ pauseMs: 0 }));
    const first = renderGame();
    fireEvent.click(screen.getByRole("button", { name: /Micro/ }));
    fireEvent.click(screen.getByRole("button", { name: /^India/ }));
    cleanup();
    const second = createTestServices();
    expect(second.store.getSnapshot().state).toEqual(first.store.getSnapshot().state);
    expect(second.store.getSnapshot().state.status).toBe(3);
  });

  it("starts afresh with a notice when the save is corrupt, and the notice can be dismissed", () => {
    localStorage.setItem(MATCH_KEY, "][");
    renderGame();
    expect(screen.getByText(STORAGE_NOTICES.corrupt)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Choose a format");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(STORAGE_NOTICES.corrupt)).toBeNull();
  });
});

describe("settings", () => {
  it("falls back field by field on bad values", () => {
    expect(parseSettings("nonsense")).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(JSON.stringify({ muted: true, rate: 9, pauseMs: 1000, voiceURI: 4 }))).toEqual({
      ...DEFAULT_SETTINGS,
      muted: true,
      pauseMs: 1000,
    });
    expect(parseSettings(JSON.stringify({ pauseMs: 2000 })).pauseMs).toBe(3000);
    expect(DEFAULT_SETTINGS).toMatchObject({ level: "club", coach: false });
    expect(parseSettings(JSON.stringify({ level: "international", coach: true }))).toMatchObject({
      level: "international",
      coach: true,
    });
    expect(parseSettings(JSON.stringify({ level: "expert", coach: "yes" }))).toMatchObject({
      level: "club",
      coach: false,
    });
  });
});
