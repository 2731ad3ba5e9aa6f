import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clubMix as mixFor, inningsPhase, type ClubContext } from "./club-captain.ts";

type Case = ClubContext & { readonly side: "bat" | "bowl" };
const clubMix = ({ side, ...context }: Case) => mixFor(side, context);

const base: Case = {
  side: "bat",
  innings: 1,
  totalBalls: 120,
  ballsLeft: 60,
  wicketsLeft: 6,
  runs: 80,
  strikerBalls: 10,
};

describe("inningsPhase", () => {
  it("splits a T20 into overs 1–6, 7–16 and 17–20", () => {
    expect(inningsPhase(120, 120)).toBe("powerplay");
    expect(inningsPhase(120, 85)).toBe("powerplay");
    expect(inningsPhase(120, 84)).toBe("middle");
    expect(inningsPhase(120, 25)).toBe("middle");
    expect(inningsPhase(120, 24)).toBe("death");
  });
});

describe("clubMix", () => {
  it("always returns a probability mix that uses at least two levels", () => {
    const situation = fc.record({
      side: fc.constantFrom("bat" as const, "bowl" as const),
      innings: fc.constantFrom(1 as const, 2 as const),
      totalBalls: fc.constantFrom(6, 30, 60, 120, 300),
      fraction: fc.double({ min: 0, max: 1, noNaN: true }),
      wicketsLeft: fc.integer({ min: 1, max: 10 }),
      runs: fc.integer({ min: 1, max: 400 }),
      strikerBalls: fc.integer({ min: 0, max: 150 }),
    });
    fc.assert(
      fc.property(situation, ({ fraction, ...rest }) => {
        const ballsLeft = Math.max(1, Math.ceil(fraction * rest.totalBalls));
        const mix = clubMix({ ...rest, ballsLeft });
        expect(mix[0] + mix[1] + mix[2]).toBeCloseTo(1, 14);
        for (const p of mix) expect(p).toBeGreaterThanOrEqual(0);
        expect(mix.filter((p) => p >= 0.1).length).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 500, seed: 17 },
    );
  });

  it("builds a long innings and bats harder at the death", () => {
    const oneDay = { ...base, totalBalls: 300 };
    expect(clubMix({ ...oneDay, ballsLeft: 250 })[0]).toBeLessThan(clubMix({ ...oneDay, ballsLeft: 100 })[0]);
    expect(clubMix({ ...base, ballsLeft: 12 })[0]).toBeGreaterThan(clubMix(base)[0]);
  });

  it("goes harder the steeper the chase", () => {
    const easy = clubMix({ ...base, innings: 2, runs: 40 });
    const steep = clubMix({ ...base, innings: 2, runs: 120 });
    expect(steep[0]).toBeGreaterThan(easy[0]);
    expect(steep[2]).toBeLessThan(easy[2]);
  });

  it("protects the last wickets and lets a set batter play shots", () => {
    expect(clubMix({ ...base, wicketsLeft: 2 })[0]).toBeLessThan(clubMix(base)[0]);
    expect(clubMix({ ...base, strikerBalls: 30 })[0]).toBeGreaterThan(
      clubMix({ ...base, strikerBalls: 1 })[0],
    );
  });

  it("bowls to take wickets at a new batter and at the tail, and defends a steep chase", () => {
    const bowl: Case = { ...base, side: "bowl" };
    expect(clubMix({ ...bowl, strikerBalls: 0 })[0]).toBeGreaterThan(
      clubMix({ ...bowl, strikerBalls: 30 })[0],
    );
    expect(clubMix({ ...bowl, wicketsLeft: 2 })[0]).toBeGreaterThan(clubMix(bowl)[0]);
    const steep = clubMix({ ...bowl, innings: 2, runs: 120 });
    expect(steep[2]).toBeGreaterThan(steep[0]);
  });

  it("still answers when no ball is left, rather than failing a match", () => {
    const mix = clubMix({ ...base, innings: 2, ballsLeft: 0, runs: 5 });
    expect(mix[0] + mix[1] + mix[2]).toBeCloseTo(1, 14);
  });
});
