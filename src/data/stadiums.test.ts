import { describe, it, expect } from "vitest";
import { groundCharacter } from "../engine/index.ts";
import { stadiums } from "./stadiums.ts";
import { stadiumsV1, V1_RATINGS } from "./stadiums-v1.ts";

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

const byId = new Map(stadiums.map((s) => [s.id, s]));

/** A ground by its id; one that is missing fails the test that asked for it. */
function get(id: string) {
  const s = byId.get(id);
  if (s === undefined) throw new Error(`missing ${id}`);
  return s;
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
    // Flat road with a lightning outfield.
    expect(get("in-chinnaswamy").battingCondition[0]).toBeGreaterThanOrEqual(9);
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

  it("keeps a row of version 1's ratings for every ground and no other", () => {
    expect(Object.keys(V1_RATINGS).sort()).toEqual(stadiums.map((s) => s.id).sort());
    expect(stadiumsV1.map((s) => s.id)).toEqual(stadiums.map((s) => s.id));
    for (const ground of stadiumsV1) {
      const row = V1_RATINGS[ground.id];
      expect([ground.battingCondition[0], ground.battingCondition[1], ground.betterFor, ground.outfieldType]).toEqual(
        row,
      );
      expect(ground.pitchAssist, ground.id).toBe(1);
      for (const value of ground.battingCondition) expect(isIntegerIn(value, 1, 10), ground.id).toBe(true);
    }
  });

  it("plays version 1 at the ratings it was released with: Wankhede [8, 9] pace, Eden Gardens [8, 7] spin", () => {
    const v1 = new Map(stadiumsV1.map((s) => [s.id, s]));
    expect(v1.get("in-wankhede")?.battingCondition).toEqual([8, 9]);
    expect(v1.get("in-eden-gardens")?.battingCondition).toEqual([8, 7]);
    expect(v1.get("in-eden-gardens")?.betterFor).toBe(2);
  });

  describe("ratings reviewed in November 2026", () => {

    it("has pitch assist 0..3 and uses every value", () => {
      for (const s of stadiums) expect(isIntegerIn(s.pitchAssist, 0, 3), s.id).toBe(true);
      expect(new Set(stadiums.map((s) => s.pitchAssist))).toEqual(new Set([0, 1, 2, 3]));
    });

    it("uses every outfield from 1 (big, slow) to 5 (small, lightning)", () => {
      expect(new Set(stadiums.map((s) => s.outfieldType))).toEqual(new Set([1, 2, 3, 4, 5]));
    });

    it("turns at Chepauk, Mirpur and Dubai", () => {
      for (const id of ["in-chepauk", "bd-mirpur", "ae-dubai"]) {
        expect(get(id).betterFor, id).toBe(2);
        expect(get(id).pitchAssist, id).toBeGreaterThanOrEqual(2);
      }
    });

    it("gives pace and bounce at Perth Stadium, Centurion and the Wanderers", () => {
      for (const id of ["au-perth-stadium", "za-supersport-park", "za-wanderers"]) {
        expect(get(id).betterFor, id).toBe(1);
        expect(get(id).pitchAssist, id).toBeGreaterThanOrEqual(2);
      }
    });

    it("keeps the Wankhede and the Chinnaswamy flat and high-scoring", () => {
      for (const id of ["in-wankhede", "in-chinnaswamy"]) {
        expect(get(id).pitchAssist, id).toBeLessThanOrEqual(1);
        expect(get(id).battingCondition[0], id).toBeGreaterThanOrEqual(8);
        expect(get(id).battingCondition[1], id).toBeGreaterThanOrEqual(8);
      }
    });

    it("keeps Mirpur, Providence, Dubai and Abu Dhabi low-scoring, below the Wankhede and Bay Oval", () => {
      const low = ["bd-mirpur", "wi-providence", "ae-dubai", "ae-sheikh-zayed"];
      const high = ["in-wankhede", "nz-bay-oval"];
      for (const id of low) {
        expect(get(id).battingCondition[0], id).toBeLessThanOrEqual(4);
        for (const other of high) {
          expect(get(id).battingCondition[0], `${id} v ${other}`).toBeLessThan(
            get(other).battingCondition[0] - 4,
          );
        }
      }
    });

    it("averages about 6 in the first innings with a real spread between grounds", () => {
      const firsts = stadiums.map((s) => s.battingCondition[0]);
      const mean = firsts.reduce((a, b) => a + b, 0) / firsts.length;
      const sd = Math.sqrt(firsts.reduce((a, b) => a + (b - mean) ** 2, 0) / firsts.length);
      expect(mean).toBeGreaterThanOrEqual(5.5);
      expect(mean).toBeLessThanOrEqual(6.5);
      expect(sd).toBeGreaterThanOrEqual(1.3);
      expect(sd).toBeLessThanOrEqual(2.2);
    });

    it("lets the second innings differ from the first by at most one point (white-ball pitches wear little)", () => {
      for (const s of stadiums) {
        expect(Math.abs(s.battingCondition[1] - s.battingCondition[0]), s.id).toBeLessThanOrEqual(1);
      }
    });

    it("has at least 8 drop-in grounds, including Docklands, Darwin and Wellington's Sky Stadium", () => {
      const dropIn = stadiums.filter((s) => s.pitchType === "Drop-in").map((s) => s.id);
      expect(dropIn.length).toBeGreaterThanOrEqual(8);
      expect(dropIn).toEqual(expect.arrayContaining(["au-docklands", "au-marrara", "nz-sky-stadium"]));
    });

    it("gives every ground a non-empty description, and different descriptions to different characters", () => {
      const byText = new Map<string, string>();
      for (const s of stadiums) {
        const text = groundCharacter(s);
        expect(text.trim().length, s.id).toBeGreaterThan(0);
        expect(text, s.id).toMatch(/^[A-Z][a-z -]+(, [a-z -]+)+$/);
        const character = [
          s.pitchAssist === 0 ? 0 : s.betterFor,
          s.pitchAssist,
          s.battingCondition[0],
          Math.sign(s.battingCondition[1] - s.battingCondition[0]),
          s.outfieldType,
        ].join("/");
        const seen = byText.get(text);
        if (seen !== undefined) {
          // Texts may only coincide where the first innings falls in the same scoring band.
          const [a, b] = [seen.split("/"), character.split("/")];
          expect([a[0], a[1], a[3], a[4]], `${s.id}: ${text}`).toEqual([b[0], b[1], b[3], b[4]]);
        } else {
          byText.set(text, character);
        }
      }
    });

    it("describes the famous grounds by their reputations", () => {
      expect(groundCharacter(get("in-chepauk"))).toMatch(/^Sharp turn for spin/);
      expect(groundCharacter(get("bd-mirpur"))).toMatch(/spin.*very low-scoring/);
      expect(groundCharacter(get("za-supersport-park"))).toMatch(/^Pace and bounce, .*small fast outfield$/);
      expect(groundCharacter(get("in-chinnaswamy"))).toMatch(/^True pitch, very high-scoring/);
      expect(groundCharacter(get("au-mcg"))).toMatch(/big slow outfield$/);
    });
  });
});
