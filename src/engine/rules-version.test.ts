/**
 * Rules versions: every match carries the version it is played by, from creation through every
 * step and a JSON round trip; a record without one is version 1; a version the engine cannot
 * play is refused as an error value, never played by other rules.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "./engine.ts";
import type { MatchState } from "./match-state.ts";
import { replay } from "./replay.ts";
import {
  CURRENT_RULES_VERSION,
  RATED_RULES_VERSION,
  isRulesVersion,
  RULES_VERSIONS,
  rulesVersionOf,
  SUPER_OVER_RULES_VERSION,
  UNVERSIONED_RULES,
  type RulesVersion,
} from "./rules-version.ts";
import { simulateMatch } from "./simulate.ts";
import { fixtureCatalog } from "./test-fixtures.ts";

const engine = createEngine(fixtureCatalog);

describe("rules versions", () => {
  it("lists the current version among those the engine plays, and version 1 for unversioned matches", () => {
    expect(RULES_VERSIONS).toContain(CURRENT_RULES_VERSION);
    expect(UNVERSIONED_RULES).toBe(1);
    expect(RULES_VERSIONS[0]).toBe(1);
  });

  it("reads a version from outside: absent is 1, a known one is itself, anything else is null", () => {
    expect(rulesVersionOf(undefined)).toBe(1);
    for (const version of RULES_VERSIONS) expect(rulesVersionOf(version)).toBe(version);
    for (const bad of [0, -1, 1.5, 99, "1", null, NaN, {}]) {
      expect(rulesVersionOf(bad)).toBeNull();
      expect(isRulesVersion(bad)).toBe(false);
    }
  });

  it("gives a new match the current version unless one is named", () => {
    expect(engine.createMatch(5).rulesVersion).toBe(CURRENT_RULES_VERSION);
    expect(engine.createMatch(5, "club").rulesVersion).toBe(CURRENT_RULES_VERSION);
    for (const version of RULES_VERSIONS) {
      expect(engine.createMatch(5, "international", version).rulesVersion).toBe(version);
    }
  });

  it("has released the rated version: it is taken from outside and replays as it played", () => {
    expect(RULES_VERSIONS).toContain(RATED_RULES_VERSION);
    expect(rulesVersionOf(RATED_RULES_VERSION)).toBe(RATED_RULES_VERSION);
    const { state, actions } = simulateMatch(engine, 9, "micro", "random", {
      level: "club",
      rulesVersion: RATED_RULES_VERSION,
    });
    expect(state.rulesVersion).toBe(RATED_RULES_VERSION);
    const record = { seed: 9, level: "club" as const, rulesVersion: RATED_RULES_VERSION, actions };
    const played = replay(engine, record);
    expect(played.error).toBeNull();
    expect(played.state).toEqual(state);
  });

  it("has released the super over: new matches play it, a knockout record is taken from outside", () => {
    expect(RULES_VERSIONS).toContain(SUPER_OVER_RULES_VERSION);
    expect(CURRENT_RULES_VERSION).toBe(SUPER_OVER_RULES_VERSION);
    expect(rulesVersionOf(SUPER_OVER_RULES_VERSION)).toBe(SUPER_OVER_RULES_VERSION);
    const { state, actions } = simulateMatch(engine, 9, "micro", "random", { level: "club", knockout: true });
    expect(state.rulesVersion).toBe(SUPER_OVER_RULES_VERSION);
    expect(state.knockout).toBe(true);
    const record = {
      seed: 9,
      level: "club" as const,
      rulesVersion: SUPER_OVER_RULES_VERSION,
      knockout: true,
      actions,
    };
    const played = replay(engine, record);
    expect(played.error).toBeNull();
    expect(played.state).toEqual(state);
  });

  it("refuses to create a match by rules it does not know", () => {
    expect(() => engine.createMatch(5, "club", 7 as RulesVersion)).toThrow(/rules version 7/);
  });

  it("keeps the version through every step of a whole match and a JSON round trip", () => {
    const { state } = simulateMatch(engine, 41, "mini", "random", { level: "club" });
    expect(state.status).toBe(11);
    expect(state.rulesVersion).toBe(CURRENT_RULES_VERSION);
    const copy = JSON.parse(JSON.stringify(state)) as MatchState;
    expect(copy.rulesVersion).toBe(CURRENT_RULES_VERSION);
  });

  it("replays a record without a version as version 1, the same match as one that names it", () => {
    const { state, actions } = simulateMatch(engine, 42, "mini", "random", {
      level: "club",
      rulesVersion: 1,
    });
    const unnamed = replay(engine, { seed: 42, level: "club", actions });
    const named = replay(engine, { seed: 42, level: "club", rulesVersion: 1, actions });
    expect(unnamed.refusedAt).toBeNull();
    expect(unnamed.error).toBeNull();
    expect(unnamed.state.rulesVersion).toBe(1);
    expect(named.state).toEqual(unnamed.state);
    expect(named.state).toEqual(state);
  });

  it("refuses a record of a version it cannot play as an error value, applying nothing", () => {
    const { actions } = simulateMatch(engine, 43, "micro", "random", { level: "classic" });
    const next = Math.max(...RULES_VERSIONS) + 1;
    for (const rulesVersion of [0, next, 99, 1.5]) {
      const refused = replay(engine, { seed: 43, level: "classic", rulesVersion, actions }, true);
      expect(refused.refusedAt).toBe(0);
      expect(refused.events).toEqual([]);
      expect(refused.state.status).toBe(engine.createMatch(43).status);
      expect(refused.error?.code).toBe("unknownRulesVersion");
      expect(refused.error?.message).toContain(`rules version ${rulesVersion}`);
    }
  });

  it("names the refused action's error when a replay stops at one", () => {
    const refused = replay(engine, { seed: 1, actions: [{ type: "startMatch" }] });
    expect(refused.refusedAt).toBe(0);
    expect(refused.error?.code).toBe("wrongStage");
  });
});

describe("squads of a rules version", () => {
  const old = fixtureCatalog.squads.map((squad) => ({
    ...squad,
    players: squad.players.map((p) => ({ ...p, name: `Old ${p.name}`, abilityToPlayPaceBall: 11 })),
  }));
  const versioned = createEngine({ ...fixtureCatalog, squadsByRulesVersion: { 1: old } });

  it("a version with squads of its own plays them in its steps and views", () => {
    const { state } = simulateMatch(versioned, 12, "mini", "aggressive", { rulesVersion: 1 });
    expect(state.rulesVersion).toBe(1);
    for (const innings of [1, 2] as const) {
      const batting = versioned.battingCard(state, innings);
      expect(batting.every((r) => r.name.startsWith("Old ") && r.abilityToPlayPaceBall === 11)).toBe(true);
      expect(versioned.bowlingCard(state, innings).every((r) => r.name.startsWith("Old "))).toBe(true);
    }
    expect(versioned.matchSummary(state).topBatter?.name).toMatch(/^Old /);
    // The engine's catalog still names the squads of versions without their own.
    expect(versioned.catalog.squads).toBe(fixtureCatalog.squads);
  });

  it("a version without squads of its own plays the catalog's", () => {
    const { state } = simulateMatch(engine, 12, "mini", "aggressive");
    const names = [1, 2].flatMap((i) => engine.battingCard(state, i as 1 | 2).map((r) => r.name));
    expect(names).toHaveLength(22);
    expect(names.some((name) => name.startsWith("Old "))).toBe(false);
  });
});
