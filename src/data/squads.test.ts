import { describe, it, expect } from "vitest";
import { countries } from "./countries.ts";
import { flagUrls } from "./flags.ts";
import { formats } from "./formats.ts";
import { squads } from "./squads.ts";
import type { PlayerProfile } from "../engine/index.ts";

const RANKING_ORDER = [
  "India",
  "Australia",
  "England",
  "New Zealand",
  "Pakistan",
  "South Africa",
  "West Indies",
  "Sri Lanka",
  "Bangladesh",
  "Afghanistan",
  "Ireland",
  "Zimbabwe",
  "Netherlands",
  "Scotland",
  "Nepal",
  "UAE",
  "Oman",
  "Namibia",
  "Canada",
  "Kenya",
];

const PLAYER_KEYS = [
  "abilityToPlayPaceBall",
  "abilityToPlaySpinBall",
  "battingAggression",
  "id",
  "isWicketKeeper",
  "name",
  "paceAbility",
  "spinAbility",
];

const RATINGS = [
  "abilityToPlayPaceBall",
  "abilityToPlaySpinBall",
  "battingAggression",
  "spinAbility",
  "paceAbility",
] as const;

const batting = (p: PlayerProfile): number =>
  (p.abilityToPlayPaceBall + p.abilityToPlaySpinBall) / 2;
const bowling = (p: PlayerProfile): number => Math.max(p.spinAbility, p.paceAbility);
const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("countries", () => {
  it("lists the 20 countries in ranking order with ids and rankings 1..20", () => {
    expect(countries.map((c) => c.name)).toEqual(RANKING_ORDER);
    countries.forEach((c, i) => {
      expect(c.id).toBe(i + 1);
      expect(c.currentRanking).toBe(i + 1);
    });
  });

  it("has unique names, codes and abbreviations", () => {
    for (const field of ["name", "code", "abbreviation"] as const) {
      expect(new Set(countries.map((c) => c[field])).size).toBe(20);
    }
  });

  it("has short abbreviations and hex kit colours", () => {
    for (const c of countries) {
      expect(c.abbreviation).toMatch(/^[A-Z]{2,3}$/);
      expect(c.colors).toHaveLength(2);
      for (const colour of c.colors) expect(colour).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });

  it("has a flag URL for every country code", () => {
    for (const c of countries) {
      const url = flagUrls[c.code];
      expect(typeof url, c.code).toBe("string");
      expect(url?.length, c.code).toBeGreaterThan(0);
    }
    expect(Object.keys(flagUrls).sort()).toEqual(countries.map((c) => c.code).sort());
  });
});

describe("squads", () => {
  it("has one squad per country", () => {
    expect(squads).toHaveLength(20);
    expect(squads.map((s) => s.countryId).sort((a, b) => a - b)).toEqual(
      countries.map((c) => c.id),
    );
  });

  it("gives each squad exactly 11 players with ids 1..11 in order", () => {
    for (const s of squads) {
      expect(s.players.map((p) => p.id), `country ${s.countryId}`).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
      ]);
    }
  });

  it("has unique player names within and across squads", () => {
    const names = squads.flatMap((s) => s.players.map((p) => p.name));
    expect(names).toHaveLength(220);
    expect(new Set(names).size).toBe(220);
    for (const name of names) expect(name.trim()).toBe(name);
  });

  it("spells every field once, as battingAggression", () => {
    for (const s of squads) {
      for (const p of s.players) {
        const keys = Object.keys(p);
        expect(keys).not.toContain("battingAggresion");
        expect([...keys].sort(), p.name).toEqual(PLAYER_KEYS);
      }
    }
  });

  it("rates every player with integers in 0..100", () => {
    for (const s of squads) {
      for (const p of s.players) {
        for (const r of RATINGS) {
          expect(Number.isInteger(p[r]), `${p.name} ${r}`).toBe(true);
          expect(p[r], `${p.name} ${r}`).toBeGreaterThanOrEqual(0);
          expect(p[r], `${p.name} ${r}`).toBeLessThanOrEqual(100);
        }
        expect(typeof p.isWicketKeeper).toBe("boolean");
      }
    }
  });

  it("has exactly one wicketkeeper and at least six bowlers per squad", () => {
    for (const s of squads) {
      expect(s.players.filter((p) => p.isWicketKeeper), `country ${s.countryId}`).toHaveLength(1);
      const bowlers = s.players.filter((p) => !p.isWicketKeeper && bowling(p) >= 60);
      expect(bowlers.length, `country ${s.countryId}`).toBeGreaterThanOrEqual(6);
    }
  });

  it("has openers who bat better than the last three", () => {
    for (const s of squads) {
      const openers = s.players.filter((p) => p.id <= 2).map(batting);
      const tail = s.players.filter((p) => p.id >= 9).map(batting);
      expect(mean(openers), `country ${s.countryId}`).toBeGreaterThan(mean(tail));
    }
  });

  it("rates the top ten nations above the bottom ten on average", () => {
    const strength = (countryId: number): number => {
      const players = squads.find((s) => s.countryId === countryId)?.players ?? [];
      return mean(players.map((p) => batting(p) + bowling(p)));
    };
    const top = mean(countries.filter((c) => c.currentRanking <= 10).map((c) => strength(c.id)));
    const rest = mean(countries.filter((c) => c.currentRanking > 10).map((c) => strength(c.id)));
    expect(top).toBeGreaterThan(rest);
  });
});

describe("formats", () => {
  it("is exactly the five one-innings formats", () => {
    expect(formats).toEqual([
      { key: "micro", label: "Micro", overs: 1, innings: 1 },
      { key: "mini", label: "Mini", overs: 5, innings: 1 },
      { key: "10aSide", label: "10 a side", overs: 10, innings: 1 },
      { key: "t20", label: "T20", overs: 20, innings: 1 },
      { key: "oneDay", label: "One Day", overs: 50, innings: 1 },
    ]);
  });
});
