import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Action } from "../actions.ts";
import { createEngine, type Engine } from "../engine.ts";
import type { MatchState } from "../match-state.ts";
import { oddsFromProbabilities, type InningsOdds } from "../odds/ball-odds.ts";
import { oddsForInnings } from "../odds/innings-odds.ts";
import { PAIR_PROBABILITIES } from "../odds/test-odds.ts";
import { RATED_RULES_VERSION } from "../rules-version.ts";
import { simulateMatch } from "../simulate.ts";
import { replayTablesState } from "../table-replay.ts";
import { fixtureCatalog } from "../test-fixtures.ts";
import { referenceEquilibriumCells, type ReferenceCells } from "./test-support/reference-win-tables.ts";
import {
  buildChaseWindow,
  buildEquilibriumTables,
  buildMatchTables,
  DETAIL_LENGTH,
  WICKETS,
  type WinTables,
} from "./win-tables.ts";

/** A small seeded generator (mulberry32), so each case's odds follow from its seed alone. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Nine pairs' odds (63 numbers) drawn around the released pair odds: each probability scaled by
 * up to ±`spread`, each pair then normalised; with `degenerate`, a pair is copied over another
 * (tied rows or columns, where the solver's order of supports decides).
 */
function pairOdds(random: () => number, spread: number, degenerate: boolean): Float64Array {
  const p = new Float64Array(63);
  for (let c = 0; c < 9; c++) {
    let sum = 0;
    for (let k = 0; k < 7; k++) {
      const x = (PAIR_PROBABILITIES[c * 7 + k] as number) * (1 + spread * (2 * random() - 1)) + 1e-6;
      p[c * 7 + k] = x;
      sum += x;
    }
    for (let k = 0; k < 7; k++) p[c * 7 + k] = (p[c * 7 + k] as number) / sum;
  }
  if (degenerate) {
    const from = Math.floor(random() * 9);
    const to = Math.floor(random() * 9);
    p.copyWithin(to * 7, from * 7, from * 7 + 7);
  }
  return p;
}

/** A match's odds of every (innings, phase, wickets left), each block drawn as {@link pairOdds}. */
function detailOdds(random: () => number, spread: number, degenerate: boolean): Float64Array {
  const detail = new Float64Array(DETAIL_LENGTH);
  for (let at = 0; at < DETAIL_LENGTH; at += 63) detail.set(pairOdds(random, spread, degenerate), at);
  return detail;
}

const ODDS: InningsOdds = oddsForInnings("international", true);

/**
 * Every cell of `tables` against the reference build: values and win probabilities equal to the
 * bit, and the mix at every `step`-th live cell (solved from the route the build kept) equal to
 * the reference's solution there. Returns how many cells differ, with the first few described.
 */
function differences(tables: WinTables, reference: ReferenceCells, step = 1): string[] {
  const { values, wins } = tables.data();
  const found: string[] = [];
  if (values.length !== reference.values.length)
    return [`${values.length} cells, not ${reference.values.length}`];
  for (let i = 0; i < values.length; i++) {
    if (!Object.is(values[i], reference.values[i]) || !Object.is(wins[i], reference.wins[i])) {
      found.push(`cell ${i}: ${values[i]}/${wins[i]}, not ${reference.values[i]}/${reference.wins[i]}`);
    }
  }
  const { off2, width2, off1, width1 } = reference.layout;
  const out = new Float64Array(6);
  let seen = 0;
  const check = (innings: 1 | 2, b: number, w: number, runs: number, cell: number): void => {
    if (seen++ % step !== 0) return;
    tables.mixInto(innings, b, w, runs, out);
    for (let k = 0; k < 6; k++) {
      if (!Object.is(out[k], reference.mixes[6 * cell + k])) {
        found.push(`mix at (${innings}, ${b}, ${w}, ${runs}): ${[...out].join(", ")}`);
        return;
      }
    }
  };
  for (let b = 1; b < width2.length; b++) {
    for (let w = 1; w <= WICKETS; w++) {
      const width = width2[b] as number;
      for (let need = 1; need <= width; need++)
        check(2, b, w, need, (off2[b] as number) + w * width + need - 1);
    }
  }
  if (values.length > (off1[0] as number) && (width1[0] as number) > 0) {
    for (let b = 1; b < width1.length; b++) {
      for (let w = 1; w <= WICKETS; w++) {
        const width = width1[b] as number;
        for (let runs = 0; runs < width; runs++) check(1, b, w, runs, (off1[b] as number) + w * width + runs);
      }
    }
  }
  return found;
}

/**
 * An International match of rules version 2 and `format` stepped to its first ball, its sides,
 * ground, toss call and choice drawn from `seed`: the state a match's own tables are built for.
 */
function matchAtStart(engine: Engine, format: "t20" | "oneDay", seed: number): MatchState {
  const random = generator(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const countryIds = new Set(engine.catalog.countries.map((c) => c.id));
  const playable = engine.catalog.squads
    .filter((s) => s.players.length >= 2 && countryIds.has(s.countryId))
    .map((s) => s.countryId);
  const teamId = pick(playable);
  const locationId = pick(
    engine.catalog.countries.map((c) => c.id).filter((id) => engine.stadiumsFor(id).length > 0),
  );
  let state = engine.createMatch(seed, "international", RATED_RULES_VERSION);
  const step = (action: Action): void => {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(`refused ${action.type}: ${result.error.message}`);
    state = result.state;
  };
  step({ type: "chooseFormat", format });
  step({ type: "chooseTeam", countryId: teamId });
  step({ type: "chooseOpponent", countryId: pick(playable.filter((id) => id !== teamId)) });
  step({ type: "chooseLocation", countryId: locationId });
  step({ type: "chooseStadium", stadiumId: pick(engine.stadiumsFor(locationId)).id });
  step({ type: "callToss", call: random() < 0.5 ? 0 : 1 });
  step(
    engine.nextInput(state) === "chooseBatOrBowl"
      ? { type: "chooseBatOrBowl", choice: random() < 0.5 ? "bat" : "bowl" }
      : { type: "startMatch" },
  );
  if (state.sides === null) throw new Error("the match did not start");
  return state;
}

describe("the row-by-row build against the cell-by-cell reference", () => {
  it("gives a match's own tables bit for bit, on seeded random odds of every phase and wicket", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(0.05, 0.3, 0.9),
        fc.boolean(),
        (totalBalls, seed, spread, degenerate) => {
          const detail = detailOdds(generator(seed), spread, degenerate);
          const match = { key: `test:${seed}`, odds: ODDS, detail };
          const built = buildMatchTables(totalBalls, RATED_RULES_VERSION, match);
          const reference = referenceEquilibriumCells(totalBalls, ODDS, match);
          expect(differences(built, reference).slice(0, 5)).toEqual([]);
        },
      ),
      { seed: 20261128, numRuns: 120 },
    );
  });

  it("gives the shared tables (one set of odds an innings) and a chase's window bit for bit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 250 }),
        (totalBalls, seed, target) => {
          const random = generator(seed);
          const odds: InningsOdds = [
            oddsFromProbabilities(pairOdds(random, 0.5, false)),
            oddsFromProbabilities(pairOdds(random, 0.5, random() < 0.3)),
          ];
          const shared = buildEquilibriumTables(totalBalls, odds, 2);
          expect(differences(shared, referenceEquilibriumCells(totalBalls, odds)).slice(0, 5)).toEqual([]);
          const detail = detailOdds(random, 0.3, false);
          const from = { innings: 2 as const, ballsLeft: totalBalls, wicketsLeft: WICKETS, runs: target };
          const chase = buildChaseWindow(totalBalls, from, 2, { key: "chase", odds: ODDS, detail });
          const reference = referenceEquilibriumCells(totalBalls, ODDS, { detail }, target);
          expect(differences(chase, reference).slice(0, 5)).toEqual([]);
        },
      ),
      { seed: 20261129, numRuns: 60 },
    );
  });

  it("gives a played T20 and one-day match's own tables bit for bit (sides, batting orders, ground)", () => {
    const engine = createEngine(fixtureCatalog);
    for (const format of ["t20", "oneDay"] as const) {
      const level = "international";
      const rulesVersion = RATED_RULES_VERSION;
      const { actions } = simulateMatch(engine, 11, format, "random", { level, rulesVersion });
      const state = replayTablesState(engine, { seed: 11, level, rulesVersion, actions });
      if (state === null) throw new Error("the simulated match never started");
      const match = engine.tables.matchOdds(state);
      if (match === null) throw new Error("an International match of rules version 2 has odds of its own");
      const built = buildMatchTables(state.totalBall, state.rulesVersion, match);
      const reference = referenceEquilibriumCells(state.totalBall, match.odds, match);
      expect(differences(built, reference, format === "t20" ? 1 : 101).slice(0, 5)).toEqual([]);
    }
  });

  // A one-day match's tables (and its reference) take seconds on a loaded machine, so few cases
  // and a long limit.
  for (const [format, runs, step] of [
    ["t20", 6, 7],
    ["oneDay", 2, 211],
  ] as const) {
    it(`gives seeded random ${format} matches' own tables bit for bit, both innings (sides, ground, toss)`, () => {
      const engine = createEngine(fixtureCatalog);
      const seen = new Set<string>();
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          const state = matchAtStart(engine, format, seed);
          const match = engine.tables.matchOdds(state);
          if (match === null)
            throw new Error("an International match of rules version 2 has odds of its own");
          seen.add(match.key);
          const built = buildMatchTables(state.totalBall, state.rulesVersion, match);
          const reference = referenceEquilibriumCells(state.totalBall, match.odds, match);
          expect(built.data().values.length).toBe(reference.values.length);
          expect(differences(built, reference, step).slice(0, 5)).toEqual([]);
        }),
        { seed: format === "t20" ? 20261130 : 20261131, numRuns: runs },
      );
      // The draws reach more than one pairing, ground or batting order.
      expect(seen.size).toBeGreaterThan(1);
    }, 240_000);
  }
});
