/**
 * Club's and International's matches step by step, against digests frozen from the engine
 * before the win tables kept the routes of their games and the solver was written out for
 * speed: every step's events and state, and before every ball the win chance, the coach, the
 * equilibrium and the coach's reading, in both rules versions. Work that makes the equilibrium
 * levels faster must leave every one of these unchanged. (Refrozen once since, when the commentary
 * changed its words: the computer's intent said only where it explains the ball, whole overs said
 * without a decimal; with every text taken out of them, every digest was as before.)
 */
import { describe, expect, it } from "vitest";
import type { Action, OpponentLevel, StyleOption } from "./actions.ts";
import type { FormatKey } from "./catalog.ts";
import { createEngine, type Engine } from "./engine.ts";
import type { MatchState } from "./match-state.ts";
import { firstShapeOf } from "./state-upgrade.ts";
import type { RulesVersion } from "./rules-version.ts";
import { fixtureCatalog } from "./test-fixtures.ts";

/** FNV-1a over a string's UTF-16 code units, continuing from `h`. */
function fnv(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const STYLES = ["aggressive", "normal", "defensive"] as const;

/**
 * Plays `count` seeded matches of `format` at `level` and `rulesVersion` through the engine's
 * own steps, the user's choices from a plain generator, and digests every step's events and
 * state and, before every ball, the win chance, the coach, the equilibrium and the coach's
 * reading.
 */
function playDigest(
  engine: Engine,
  format: FormatKey,
  level: OpponentLevel,
  rulesVersion: RulesVersion,
  count: number,
): string {
  let h = 0x811c9dc5;
  let s = 1;
  const below = (n: number): number => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
  const pick = <T>(items: readonly T[]): T => items[below(items.length)] as T;
  const countries = engine.catalog.squads.filter((q) => q.players.length >= 2).map((q) => q.countryId);
  const grounds = engine.catalog.countries.map((c) => c.id).filter((id) => engine.stadiumsFor(id).length > 0);
  for (let seed = 1; seed <= count; seed++) {
    let state: MatchState = engine.createMatch(seed * 7919, level, rulesVersion);
    const apply = (action: Action): void => {
      const result = engine.step(state, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      h = fnv(h, JSON.stringify(result.events));
      // In the first shape (ADR 0031): the frozen digests were taken from states of that shape.
      h = fnv(h, JSON.stringify(firstShapeOf(state)));
    };
    const team = pick(countries);
    apply({ type: "chooseFormat", format });
    apply({ type: "chooseTeam", countryId: team });
    apply({ type: "chooseOpponent", countryId: pick(countries.filter((c) => c !== team)) });
    const location = pick(grounds);
    apply({ type: "chooseLocation", countryId: location });
    apply({ type: "chooseStadium", stadiumId: pick(engine.stadiumsFor(location)).id });
    apply({ type: "callToss", call: below(2) === 0 ? 0 : 1 });
    if (engine.nextInput(state) === "chooseBatOrBowl") {
      apply({ type: "chooseBatOrBowl", choice: below(2) === 0 ? "bat" : "bowl" });
    } else {
      apply({ type: "startMatch" });
    }
    for (let input = engine.nextInput(state); input !== null; input = engine.nextInput(state)) {
      if (input === "playBall") {
        h = fnv(
          h,
          JSON.stringify([
            engine.winChance(state),
            engine.coach(state),
            engine.equilibrium(state),
            engine.coachReading(state),
          ]),
        );
        const level = STYLES[below(3)];
        const option = engine.styleOptions(state).find((o) => o.level === level) as StyleOption;
        apply({ type: "playBall", style: option.style });
      } else if (input === "chooseBowler") {
        apply({ type: "chooseBowler", playerId: pick(engine.eligibleBowlers(state)) });
      } else {
        throw new Error(`unexpected input ${input}`);
      }
    }
  }
  return h.toString(16).padStart(8, "0");
}

const FROZEN: readonly (readonly [FormatKey, OpponentLevel, RulesVersion, string])[] = [
  ["micro", "club", 1, "bb50920b"],
  ["micro", "club", 2, "25e039f5"],
  ["micro", "international", 1, "3c390f94"],
  ["micro", "international", 2, "e9f9de85"],
  ["mini", "club", 1, "5acbfcdf"],
  ["mini", "club", 2, "7549952b"],
  ["mini", "international", 1, "8f957a5d"],
  ["mini", "international", 2, "03a73cbd"],
  ["10aSide", "club", 1, "bc250d97"],
  ["10aSide", "club", 2, "df8a552e"],
  ["10aSide", "international", 1, "40957d75"],
  ["10aSide", "international", 2, "c36dd657"],
  ["t20", "club", 1, "ee9bb012"],
  ["t20", "club", 2, "94bd4a02"],
  ["t20", "international", 1, "fd4ef79f"],
  ["t20", "international", 2, "160b7863"],
];

describe("Club and International matches: every step as it was", () => {
  const engine = createEngine(fixtureCatalog);
  for (const [format, level, rulesVersion, digest] of FROZEN) {
    it(`${format}, ${level}, rules version ${rulesVersion}`, () => {
      expect(playDigest(engine, format, level, rulesVersion, 4)).toBe(digest);
    });
  }
});
