import { describe, expect, it } from "vitest";
import { profileFacts } from "./profile.ts";

const NOW = new Date("2026-03-01T00:00:00Z");

describe("profileFacts", () => {
  it("calls 18 by year difference an adult with 5000 pocket money", () => {
    expect(profileFacts("2008-12-31", NOW)).toEqual({ age: 18, label: "adult", pocketMoney: 5000 });
  });

  it("calls 17 below-age with 1000 pocket money", () => {
    expect(profileFacts("2009-01-01", NOW)).toEqual({ age: 17, label: "below-age", pocketMoney: 1000 });
  });

  it("knows nothing without a date of birth", () => {
    expect(profileFacts(null, NOW)).toBeNull();
    expect(profileFacts("someday", NOW)).toBeNull();
  });
});
