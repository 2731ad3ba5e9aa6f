import { describe, expect, it } from "vitest";
import { deliveryOf, isFreeHitNext, overStarts } from "../ball-outcome.ts";
import { createEngine } from "../engine.ts";
import { RATED_RULES_VERSION } from "../rules-version.ts";
import { simulateMatch } from "../simulate.ts";
import { fixtureCatalog } from "../test-fixtures.ts";
import { PAIR_COUNT, SLOT_COUNT, SLOT_RUNS } from "./ball-odds.ts";
import {
  BYES_PER_THOUSAND_SINGLES,
  BYES_SHARE_PER_THOUSAND,
  deliveryForDraw,
  EXTRA_RATES,
  extraRatesAt,
  foldExtrasInto,
} from "./extras.ts";
import { phaseOf, type Phase } from "./rated-odds.ts";
import { PAIR_ODDS } from "./test-odds.ts";

const PHASES: readonly Phase[] = ["powerplay", "middle", "death"];

describe("extras: the delivery draw", () => {
  it("gives wides and no-balls exactly their rates per 1000 draws, in every phase of both lengths", () => {
    for (const length of ["short", "long"] as const) {
      for (const phase of PHASES) {
        const rates = EXTRA_RATES[length][phase];
        const counts = { wide: 0, noBall: 0, legal: 0 };
        for (let draw = 0; draw < 1000; draw++) counts[deliveryForDraw(draw, rates)]++;
        expect(counts).toEqual({
          wide: rates.wide,
          noBall: rates.noBall,
          legal: 1000 - rates.wide - rates.noBall,
        });
      }
    }
  });

  it("puts wides and no-balls at the reference's 3–5 a hundred balls in a T20 and 2–3.5 in a one-day match", () => {
    for (const [overs, low, high] of [
      [20, 30, 50],
      [50, 20, 35],
    ] as const) {
      let extras = 0;
      for (let over = 0; over < overs; over++) {
        const rates = extraRatesAt(over, overs * 6);
        expect(rates).toBe(EXTRA_RATES[overs > 20 ? "long" : "short"][phaseOf(over, overs)]);
        // Per 1000 legal balls: (wide + noBall) / legal.
        extras += ((rates.wide + rates.noBall) / (1000 - rates.wide - rates.noBall)) * 1000;
      }
      expect(extras / overs).toBeGreaterThanOrEqual(low);
      expect(extras / overs).toBeLessThanOrEqual(high);
    }
  });
});

describe("extras in the tables' odds", () => {
  it("add the expected extra runs of each legal ball to every pair, keeping the wicket chance and valid probabilities", () => {
    for (const length of ["short", "long"] as const) {
      for (const phase of PHASES) {
        const rates = EXTRA_RATES[length][phase];
        const folded = Float64Array.from(PAIR_ODDS.probabilities);
        foldExtrasInto(folded, rates);
        for (let pair = 0; pair < PAIR_COUNT; pair++) {
          const base = pair * SLOT_COUNT;
          let before = 0;
          let after = 0;
          let total = 0;
          for (let k = 0; k < SLOT_COUNT; k++) {
            const p = folded[base + k] as number;
            expect(p).toBeGreaterThanOrEqual(0);
            total += p;
            before += (PAIR_ODDS.probabilities[base + k] as number) * (SLOT_RUNS[k] as number);
            after += p * (SLOT_RUNS[k] as number);
          }
          expect(total).toBeCloseTo(1, 12);
          expect(folded[base + 6]).toBe(PAIR_ODDS.probabilities[base + 6]);
          const legal = 1000 - rates.wide - rates.noBall;
          expect(after - before).toBeCloseTo((rates.wide + rates.noBall * (1 + before)) / legal, 12);
        }
      }
    }
  });
});

describe("extras in whole matches (Club, rules version 2, seeded)", () => {
  const engine = createEngine(fixtureCatalog);
  const byPhase = new Map<Phase, { deliveries: number; wides: number; noBalls: number }>(
    PHASES.map((p) => [p, { deliveries: 0, wides: 0, noBalls: 0 }]),
  );
  let singles = 0;
  let byes = 0;
  let legByes = 0;
  let freeHits = 0;
  for (let seed = 1; seed <= 120; seed++) {
    const { state } = simulateMatch(engine, seed, "t20", "random", {
      level: "club",
      rulesVersion: RATED_RULES_VERSION,
    });
    for (const team of state.innings) {
      const log = team.ballLog;
      const starts = overStarts(log);
      starts.forEach((start, over) => {
        const end = starts[over + 1] ?? log.length;
        const counts = byPhase.get(phaseOf(over, 20)) as {
          deliveries: number;
          wides: number;
          noBalls: number;
        };
        for (let i = start; i < end; i++) {
          const delivery = deliveryOf(log.charAt(i));
          counts.deliveries++;
          if (delivery.extra === "wide") counts.wides++;
          if (delivery.extra === "noBall") counts.noBalls++;
          if (delivery.legal && delivery.runs === 1 && !delivery.wicket) singles++;
          if (delivery.extra === "bye") byes++;
          if (delivery.extra === "legBye") legByes++;
          if (delivery.legal && isFreeHitNext(log.slice(0, i))) {
            freeHits++;
            expect(delivery.wicket).toBe(false);
          }
        }
      });
    }
  }

  /** |observed − expected| within 4.5 standard errors of a binomial share. */
  function expectShare(count: number, n: number, p: number): void {
    expect(Math.abs(count - n * p)).toBeLessThanOrEqual(4.5 * Math.sqrt(n * p * (1 - p)) + 1);
  }

  it("bowl wides and no-balls at each phase's rate", () => {
    for (const phase of PHASES) {
      const counts = byPhase.get(phase) as { deliveries: number; wides: number; noBalls: number };
      const rates = EXTRA_RATES.short[phase];
      expect(counts.deliveries).toBeGreaterThan(5000);
      expectShare(counts.wides, counts.deliveries, rates.wide / 1000);
      expectShare(counts.noBalls, counts.deliveries, rates.noBall / 1000);
    }
  });

  it("turn that share of singles into byes and leg-byes, three byes in ten; free hits are never out", () => {
    const rate = BYES_PER_THOUSAND_SINGLES.short / 1000;
    expectShare(byes + legByes, singles, rate);
    expectShare(byes, byes + legByes, BYES_SHARE_PER_THOUSAND / 1000);
    expect(freeHits).toBeGreaterThan(20);
  });
});
