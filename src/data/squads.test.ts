import { readFileSync } from "node:fs";
import { describe, it, expect } from "vitest";
import { countries } from "./countries.ts";
import { flagUrls } from "./flags.ts";
import { formats } from "./formats.ts";
import { squads, SQUADS_AS_OF } from "./squads.ts";
import {
  bowlerType,
  bowlingSkill,
  isPartTimer,
  PART_TIMER_BELOW,
  type PlayerProfile,
  type Squad,
} from "../engine/index.ts";

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

const nameOf = (s: Squad): string => countries.find((c) => c.id === s.countryId)?.name ?? "?";
const byName = (name: string): Squad => {
  const id = countries.find((c) => c.name === name)?.id;
  const found = squads.find((s) => s.countryId === id);
  if (!found) throw new Error(`no squad for ${name}`);
  return found;
};
/** Batting position (1-based) to player; ids are the squad's batting order. */
const at = (s: Squad, from: number, to: number): PlayerProfile[] =>
  s.players.filter((p) => p.id >= from && p.id <= to);
const frontLine = (s: Squad): PlayerProfile[] =>
  s.players.filter((p) => !p.isWicketKeeper && !isPartTimer(p));
const isNonBowler = (p: PlayerProfile): boolean => p.paceAbility <= 15 && p.spinAbility <= 15;
/**
 * A side's rating: the mean batting (mean of the two abilities) of its top seven in the
 * order and the mean bowling skill of its best five bowlers, averaged.
 */
const sideRating = (s: Squad): number => {
  const bowlers = s.players.map((p) => bowlingSkill(p)).sort((a, b) => b - a);
  return (mean(at(s, 1, 7).map(batting)) + mean(bowlers.slice(0, 5))) / 2;
};

describe("squads: dated and on one rating scale", () => {
  it("say how current they are, in the constant and in squads.ts's header comment", () => {
    expect(SQUADS_AS_OF).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/);
    const source = readFileSync(new URL("./squads.ts", import.meta.url), "utf8");
    const header = source.slice(0, source.indexOf("*/"));
    expect(header.startsWith("/**")).toBe(true);
    expect(header).toContain(`as of ${SQUADS_AS_OF}`);
    expect(source).toContain(`export const SQUADS_AS_OF = "${SQUADS_AS_OF}";`);
  });

  it("rate each side's top three at least 40 points above its numbers nine to eleven", () => {
    for (const s of squads) {
      const top = mean(at(s, 1, 3).map(batting));
      const tail = mean(at(s, 9, 11).map(batting));
      expect(top - tail, nameOf(s)).toBeGreaterThanOrEqual(40);
    }
  });

  it("keep numbers nine to eleven tail-enders: abilities 10..35, aggression 20..45", () => {
    for (const s of squads) {
      for (const p of at(s, 9, 11)) {
        for (const ability of [p.abilityToPlayPaceBall, p.abilityToPlaySpinBall]) {
          expect(ability, p.name).toBeGreaterThanOrEqual(10);
          expect(ability, p.name).toBeLessThanOrEqual(35);
        }
        expect(p.battingAggression, p.name).toBeGreaterThanOrEqual(20);
        expect(p.battingAggression, p.name).toBeLessThanOrEqual(45);
      }
    }
  });

  it("give every side exactly one wicketkeeper, who does not bowl", () => {
    for (const s of squads) {
      const keepers = s.players.filter((p) => p.isWicketKeeper);
      expect(keepers, nameOf(s)).toHaveLength(1);
      expect(isNonBowler(keepers[0] as PlayerProfile), nameOf(s)).toBe(true);
    }
  });

  it("give every side at least five front-line bowlers, most a sixth option", () => {
    let withSixth = 0;
    for (const s of squads) {
      const bowlers = frontLine(s);
      expect(bowlers.length, nameOf(s)).toBeGreaterThanOrEqual(5);
      for (const p of bowlers) expect(bowlingSkill(p), p.name).toBeGreaterThanOrEqual(PART_TIMER_BELOW);
      const options = s.players.map((p) => bowlingSkill(p)).sort((a, b) => b - a);
      if ((options[5] ?? 0) >= 40) withSixth++;
    }
    expect(withSixth).toBeGreaterThanOrEqual(15);
  });

  it("rate bowlers low in the other type and part-timers below 50, non-bowlers 15 or less", () => {
    for (const s of squads) {
      for (const p of s.players) {
        const weaker = Math.min(p.paceAbility, p.spinAbility);
        expect(weaker, p.name).toBeGreaterThanOrEqual(5);
        expect(weaker, p.name).toBeLessThanOrEqual(30);
        if (!isPartTimer(p)) continue;
        // Not a front-line bowler: a part-timer bowls a little (16..49), a non-bowler not at all.
        expect(bowlingSkill(p), p.name).toBeLessThan(PART_TIMER_BELOW);
        expect(isNonBowler(p) || bowlingSkill(p) > 15, p.name).toBe(true);
      }
      // The tail is there to bowl.
      for (const p of at(s, 9, 11)) expect(isPartTimer(p), p.name).toBe(false);
    }
  });

  it("name the part-timers and non-bowlers the engine sees as such", () => {
    expect(isPartTimer(byName("Australia").players.find((p) => p.name === "Travis Head") as PlayerProfile)).toBe(true);
    expect(isNonBowler(byName("India").players.find((p) => p.name === "Virat Kohli") as PlayerProfile)).toBe(true);
    expect(isPartTimer(byName("England").players.find((p) => p.name === "Adil Rashid") as PlayerProfile)).toBe(false);
  });

  it("are spin-heavy where the side is (Afghanistan, Sri Lanka, Bangladesh) and pace-heavy in South Africa and Australia", () => {
    const count = (s: Squad, type: "pace" | "spin"): number =>
      frontLine(s).filter((p) => bowlerType(p) === type).length;
    for (const name of ["Afghanistan", "Sri Lanka", "Bangladesh"]) {
      expect(count(byName(name), "spin"), name).toBeGreaterThan(count(byName(name), "pace"));
    }
    for (const name of ["South Africa", "Australia"]) {
      expect(count(byName(name), "pace"), name).toBeGreaterThan(count(byName(name), "spin"));
    }
    // Every side has some of each.
    for (const s of squads) {
      expect(count(s, "pace"), nameOf(s)).toBeGreaterThanOrEqual(1);
      expect(count(s, "spin"), nameOf(s)).toBeGreaterThanOrEqual(1);
    }
  });

  it("let subcontinent top orders play spin better, Australia's, England's and South Africa's pace", () => {
    const lean = (s: Squad): number =>
      mean(at(s, 1, 7).map((p) => p.abilityToPlaySpinBall - p.abilityToPlayPaceBall));
    for (const name of ["India", "Pakistan", "Sri Lanka", "Bangladesh", "Afghanistan"]) {
      expect(lean(byName(name)), name).toBeGreaterThan(0);
    }
    for (const name of ["Australia", "England", "South Africa"]) {
      expect(lean(byName(name)), name).toBeLessThan(0);
    }
  });

  it("rate each of the top eight sides above each of the bottom four", () => {
    const ranked = [...squads].sort(
      (a, b) =>
        (countries.find((c) => c.id === a.countryId)?.currentRanking ?? 0) -
        (countries.find((c) => c.id === b.countryId)?.currentRanking ?? 0),
    );
    const weakestOfTop = Math.min(...ranked.slice(0, 8).map(sideRating));
    const strongestOfBottom = Math.max(...ranked.slice(16).map(sideRating));
    expect(weakestOfTop - strongestOfBottom).toBeGreaterThanOrEqual(10);
  });

  it("keep neighbours in the ranking close (within 9 points)", () => {
    const ratings = countries.map((c) =>
      sideRating(squads.find((s) => s.countryId === c.id) as Squad),
    );
    for (let i = 1; i < ratings.length; i++) {
      expect(Math.abs((ratings[i] as number) - (ratings[i - 1] as number)), countries[i]?.name).toBeLessThanOrEqual(9);
    }
  });
});

describe("formats", () => {
  it("is exactly the five one-innings formats", () => {
    const figures = formats.map((f) => ({
      key: f.key,
      label: f.label,
      overs: f.overs,
      innings: f.inningsPerSide,
      balls: f.ballsPerInnings,
      quota: f.bowlerQuota,
    }));
    expect(figures).toEqual([
      { key: "micro", label: "Micro", overs: 1, innings: 1, balls: 6, quota: 1 },
      { key: "mini", label: "Mini", overs: 5, innings: 1, balls: 30, quota: 1 },
      { key: "10aSide", label: "10 a side", overs: 10, innings: 1, balls: 60, quota: 2 },
      { key: "t20", label: "T20", overs: 20, innings: 1, balls: 120, quota: 4 },
      { key: "oneDay", label: "One Day", overs: 50, innings: 1, balls: 300, quota: 10 },
    ]);
    expect(formats.every((f) => f.inningsInMatch === 2 && f.results.join() === "runs,wickets,tie")).toBe(true);
  });
});
