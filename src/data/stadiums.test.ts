import { describe, it, expect } from "vitest";
import { stadiums } from "./stadiums.ts";

/** Country codes in ranking order; index + 1 is the country id. */
const COUNTRY_CODES = [
  "in",
  "au",
  "gb-eng",
  "nz",
  "pk",
  "za",
  "wi",
  "lk",
  "bd",
  "af",
  "ie",
  "zw",
  "nl",
  "gb-sct",
  "np",
  "ae",
  "om",
  "na",
  "ca",
  "ke",
] as const;

const EXPECTED_KEYS = [
  "battingCondition",
  "betterFor",
  "capacity",
  "countryId",
  "facilities",
  "id",
  "inaugurated",
  "location",
  "matchesHosted",
  "name",
  "outfieldType",
  "pitchAssist",
  "pitchType",
].sort();

function codeOf(countryId: number): string {
  const code = COUNTRY_CODES[countryId - 1];
  if (code === undefined) throw new Error(`no country code for id ${countryId}`);
  return code;
}

function isIntegerIn(value: unknown, min: number, max: number): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

describe("stadiums", () => {
  it("has at least 5 grounds for every country 1..20 and at least 150 in all", () => {
    expect(stadiums.length).toBeGreaterThanOrEqual(150);
    for (let countryId = 1; countryId <= 20; countryId++) {
      const count = stadiums.filter((s) => s.countryId === countryId).length;
      expect(count, `country ${countryId}`).toBeGreaterThanOrEqual(5);
    }
  });

  it("only uses country ids 1..20", () => {
    for (const s of stadiums) {
      expect(isIntegerIn(s.countryId, 1, 20), s.id).toBe(true);
    }
  });

  it("has unique ids prefixed with the country code", () => {
    const ids = new Set<string>();
    for (const s of stadiums) {
      expect(ids.has(s.id), `duplicate id ${s.id}`).toBe(false);
      ids.add(s.id);
      const code = codeOf(s.countryId);
      expect(s.id.startsWith(`${code}-`), s.id).toBe(true);
      // The slug after the code is lower-case words joined by hyphens.
      expect(s.id.slice(code.length + 1), s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("does not let one country's prefix swallow another's (gb-eng vs gb-sct)", () => {
    for (const s of stadiums) {
      const matching = COUNTRY_CODES.filter((code) => s.id.startsWith(`${code}-`));
      expect(matching, s.id).toEqual([codeOf(s.countryId)]);
    }
  });

  it("has unique names within each country", () => {
    for (let countryId = 1; countryId <= 20; countryId++) {
      const names = stadiums.filter((s) => s.countryId === countryId).map((s) => s.name);
      expect(new Set(names).size, `country ${countryId}`).toBe(names.length);
    }
  });

  it("fills every field and no others", () => {
    for (const s of stadiums) {
      expect(Object.keys(s).sort(), s.id).toEqual(EXPECTED_KEYS);
      for (const key of EXPECTED_KEYS) {
        const value: unknown = (s as unknown as Record<string, unknown>)[key];
        expect(value, `${s.id}.${key}`).not.toBeUndefined();
        expect(value, `${s.id}.${key}`).not.toBeNull();
      }
    }
  });

  it("has non-empty names and locations in 'City, Region' form", () => {
    for (const s of stadiums) {
      expect(typeof s.name, s.id).toBe("string");
      expect(s.name.trim().length, s.id).toBeGreaterThan(0);
      expect(s.name, s.id).toBe(s.name.trim());
      expect(typeof s.location, s.id).toBe("string");
      expect(s.location, s.id).toMatch(/^[^,]+\S, \S[^,]+$/);
    }
  });

  it("has a positive integer capacity", () => {
    for (const s of stadiums) {
      expect(Number.isInteger(s.capacity), s.id).toBe(true);
      expect(s.capacity, s.id).toBeGreaterThan(0);
    }
  });

  it("has 2 to 5 non-empty facility strings without repeats", () => {
    for (const s of stadiums) {
      expect(Array.isArray(s.facilities), s.id).toBe(true);
      expect(s.facilities.length, s.id).toBeGreaterThanOrEqual(2);
      expect(s.facilities.length, s.id).toBeLessThanOrEqual(5);
      for (const f of s.facilities) {
        expect(typeof f, s.id).toBe("string");
        expect(f.trim().length, s.id).toBeGreaterThan(0);
      }
      expect(new Set(s.facilities).size, s.id).toBe(s.facilities.length);
    }
  });

  it("has a pitch type of Grass or Drop-in, with both present", () => {
    for (const s of stadiums) {
      expect(["Grass", "Drop-in"], s.id).toContain(s.pitchType);
    }
    expect(stadiums.some((s) => s.pitchType === "Drop-in")).toBe(true);
    expect(stadiums.some((s) => s.pitchType === "Grass")).toBe(true);
  });

  it("has an inauguration year in 1800..2026 or 'Not specified'", () => {
    for (const s of stadiums) {
      if (s.inaugurated === "Not specified") continue;
      expect(isIntegerIn(s.inaugurated, 1800, 2026), `${s.id}: ${String(s.inaugurated)}`).toBe(
        true,
      );
    }
  });

  it("has non-negative integer match counts", () => {
    for (const s of stadiums) {
      expect(Object.keys(s.matchesHosted).sort(), s.id).toEqual(["odis", "t20is", "tests"]);
      for (const count of [s.matchesHosted.tests, s.matchesHosted.odis, s.matchesHosted.t20is]) {
        expect(isIntegerIn(count, 0, Number.MAX_SAFE_INTEGER), s.id).toBe(true);
      }
    }
  });

  it("has two integer batting conditions in 1..10", () => {
    for (const s of stadiums) {
      expect(Array.isArray(s.battingCondition), s.id).toBe(true);
      expect(s.battingCondition.length, s.id).toBe(2);
      for (const value of s.battingCondition) {
        expect(isIntegerIn(value, 1, 10), `${s.id}: ${value}`).toBe(true);
      }
    }
  });

  it("has betterFor 1 or 2 and outfieldType 1..5", () => {
    for (const s of stadiums) {
      expect([1, 2], s.id).toContain(s.betterFor);
      expect(isIntegerIn(s.outfieldType, 1, 5), s.id).toBe(true);
    }
  });

  it("varies conditions between grounds", () => {
    const pairs = new Set(stadiums.map((s) => s.battingCondition.join(",")));
    expect(pairs.size).toBeGreaterThan(10);

    expect(stadiums.some((s) => s.betterFor === 1)).toBe(true);
    expect(stadiums.some((s) => s.betterFor === 2)).toBe(true);

    const [batFirst, chase] = [
      stadiums.filter((s) => s.battingCondition[0] > s.battingCondition[1]),
      stadiums.filter((s) => s.battingCondition[1] > s.battingCondition[0]),
    ];
    expect(batFirst.length).toBeGreaterThan(0);
    expect(chase.length).toBeGreaterThan(0);

    expect(new Set(stadiums.map((s) => s.outfieldType)).size).toBeGreaterThan(2);
  });

  it("gives each country a spread of conditions rather than one copy", () => {
    for (let countryId = 1; countryId <= 20; countryId++) {
      const grounds = stadiums.filter((s) => s.countryId === countryId);
      const pairs = new Set(grounds.map((s) => s.battingCondition.join(",")));
      expect(pairs.size, `country ${countryId}`).toBeGreaterThan(1);
    }
  });

  it("keeps famous grounds' reputations", () => {
    const byId = new Map(stadiums.map((s) => [s.id, s]));
    const get = (id: string) => {
      const s = byId.get(id);
      if (s === undefined) throw new Error(`missing ${id}`);
      return s;
    };
    // Flat road with a lightning outfield.
    expect(get("in-chinnaswamy").battingCondition).toEqual([9, 8]);
    expect(get("in-chinnaswamy").outfieldType).toBe(5);
    // A turner that gets harder to bat on.
    expect(get("in-chepauk").betterFor).toBe(2);
    expect(get("in-chepauk").battingCondition[1]).toBeLessThan(get("in-chepauk").battingCondition[0]);
    // Seaming ground that favours the chase.
    expect(get("gb-eng-headingley").betterFor).toBe(1);
    expect(get("gb-eng-headingley").battingCondition[1]).toBeGreaterThan(
      get("gb-eng-headingley").battingCondition[0],
    );
    // Real drop-in pitches.
    for (const id of ["au-mcg", "au-adelaide-oval", "au-perth-stadium", "nz-eden-park"]) {
      expect(get(id).pitchType, id).toBe("Drop-in");
    }
  });
});
