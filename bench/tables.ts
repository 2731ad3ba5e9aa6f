/**
 * The win tables behind International's computer and the live win chance: how long one
 * format's equilibrium tables take to build (the worker's cost before the figure can show), how
 * long one match's own tables take from rules version 2 on (the worker's cost at the start of
 * play, odds included), and how long one situation's lookup takes once they exist. Built in this
 * process on one thread, so the figure is one core's work, as in the browser's worker.
 *
 * A match's own tables are also built, in the same run and alternately, by the cell-by-cell
 * build they replaced (kept as the tests' reference), so the speed-up is a ratio measured in one
 * process on one machine state.
 *
 * Run alone with `node --import tsx bench/tables.ts`; name rows to run only those (any row whose
 * name contains one of the words given): `node --import tsx bench/tables.ts "match v2"`.
 */
import { pathToFileURL } from "node:url";
import { catalog } from "../src/data/catalog.ts";
import {
  buildEquilibriumTables,
  createEngine,
  RATED_RULES_VERSION,
  type Action,
  type Engine,
  type FormatKey,
  type MatchState,
  type WinTables,
} from "../src/engine/index.ts";
// The old build, kept as test support: it is timed beside the engine's, never used by it.
// eslint-disable-next-line no-restricted-imports -- test support, timed beside the engine's build
import { referenceEquilibriumCells } from "../src/engine/strategy/test-support/reference-win-tables.ts";
import { median } from "./stats.ts";

const BUILDS = 5;
const LOOKUPS = 20_000;

/** The match whose own tables are timed: its seed, sides and ground (India v Australia at the Wankhede). */
export const MATCH_TABLES_MATCH = {
  seed: 7,
  teamId: 1,
  opponentId: 2,
  locationId: 1,
  stadiumId: "in-wankhede",
};

/** Median build time of a format's tables, in milliseconds. */
function buildMs(totalBalls: number): number {
  const times: number[] = [];
  for (let i = 0; i < BUILDS; i++) {
    const start = performance.now();
    buildEquilibriumTables(totalBalls);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** An International match of `format` at the draft rules, stepped to its first ball (its sides known). */
function draftMatchAtStart(engine: Engine, format: FormatKey): MatchState {
  const { seed, teamId, opponentId, locationId, stadiumId } = MATCH_TABLES_MATCH;
  let state = engine.createMatch(seed, "international", RATED_RULES_VERSION);
  const step = (action: Action) => {
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(`refused ${action.type}: ${result.error.message}`);
    state = result.state;
  };
  step({ type: "chooseFormat", format });
  step({ type: "chooseTeam", countryId: teamId });
  step({ type: "chooseOpponent", countryId: opponentId });
  step({ type: "chooseLocation", countryId: locationId });
  step({ type: "chooseStadium", stadiumId });
  step({ type: "callToss", call: 0 });
  step(
    engine.nextInput(state) === "chooseBatOrBowl"
      ? { type: "chooseBatOrBowl", choice: "bat" }
      : { type: "startMatch" },
  );
  if (state.sides === null) throw new Error("the match did not start");
  return state;
}

/** One match's own tables, timed: the engine's build and the old cell-by-cell build, medians in ms. */
interface MatchBuilds {
  readonly ms: number;
  readonly referenceMs: number;
}

const matchBuilds = new Map<FormatKey, MatchBuilds>();

/**
 * Median time, in milliseconds, for an engine to build one match's own tables (rules version 2)
 * at its first ball, as the worker does when play starts: the match's odds from its sides and
 * ground, then the tables. Each run is on a fresh engine, so nothing is cached. Each run also
 * times the old build of the same tables (the match's odds, then the cells), alternately, first
 * one then the other, and checks that the two agree on every value. Measured once per format
 * for its three rows.
 */
function matchBuildsOf(format: FormatKey): MatchBuilds {
  const known = matchBuilds.get(format);
  if (known !== undefined) return known;
  const state = draftMatchAtStart(createEngine(catalog), format);
  const times: number[] = [];
  const referenceTimes: number[] = [];
  for (let i = 0; i < BUILDS; i++) {
    const timeNew = (): WinTables => {
      const engine = createEngine(catalog);
      const start = performance.now();
      const tables = engine.tables.forMatch(state);
      times.push(performance.now() - start);
      if (tables.data().key === undefined) throw new Error("built shared tables, not the match's own");
      return tables;
    };
    const timeReference = (): Float64Array => {
      const engine = createEngine(catalog);
      const start = performance.now();
      const match = engine.tables.matchOdds(state);
      if (match === null) throw new Error("an International match of rules version 2 has odds of its own");
      const { values } = referenceEquilibriumCells(state.totalBall, match.odds, match, undefined, false);
      referenceTimes.push(performance.now() - start);
      return values;
    };
    let tables: WinTables;
    let reference: Float64Array;
    if (i % 2 === 0) {
      tables = timeNew();
      reference = timeReference();
    } else {
      reference = timeReference();
      tables = timeNew();
    }
    if (i === 0 && !tables.data().values.every((v, cell) => Object.is(v, reference[cell]))) {
      throw new Error(`the ${format} match's tables differ from the old build's`);
    }
  }
  const builds = { ms: median(times), referenceMs: median(referenceTimes) };
  matchBuilds.set(format, builds);
  return builds;
}

/** Median time of one situation's value, mix and win chance, in microseconds, over many situations. */
function lookupUs(totalBalls: number): number {
  const tables = buildEquilibriumTables(totalBalls);
  const times: number[] = [];
  let sink = 0;
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    for (let i = 0; i < LOOKUPS; i++) {
      const s = {
        innings: 2 as const,
        ballsLeft: 1 + (i % totalBalls),
        wicketsLeft: 1 + (i % 10),
        runs: 1 + (i % 150),
      };
      sink += tables.value(s) + tables.winProbability(s) + (tables.mix(s).bat[0] as number);
    }
    times.push(((performance.now() - start) * 1000) / LOOKUPS);
  }
  if (Number.isNaN(sink)) throw new Error("a lookup gave NaN");
  return median(times);
}

const ROWS: ReadonlyArray<{ name: string; unit: string; measure: () => number }> = [
  { name: "tables t20 build", unit: "ms", measure: () => buildMs(120) },
  { name: "tables oneDay build", unit: "ms", measure: () => buildMs(300) },
  { name: "tables oneDay lookup", unit: "µs", measure: () => lookupUs(300) },
  { name: "tables t20 match v2 build", unit: "ms", measure: () => matchBuildsOf("t20").ms },
  {
    name: "tables t20 match v2 reference build",
    unit: "ms",
    measure: () => matchBuildsOf("t20").referenceMs,
  },
  {
    name: "tables t20 match v2 speed-up",
    unit: "×",
    measure: () => matchBuildsOf("t20").referenceMs / matchBuildsOf("t20").ms,
  },
  { name: "tables oneDay match v2 build", unit: "ms", measure: () => matchBuildsOf("oneDay").ms },
  {
    name: "tables oneDay match v2 reference build",
    unit: "ms",
    measure: () => matchBuildsOf("oneDay").referenceMs,
  },
  {
    name: "tables oneDay match v2 speed-up",
    unit: "×",
    measure: () => matchBuildsOf("oneDay").referenceMs / matchBuildsOf("oneDay").ms,
  },
];

/**
 * The tables' figures for the T20 and one-day formats: every row, or only those whose name
 * contains one of `only` (the others are not measured).
 */
export function benchTables(
  only: readonly string[] = [],
): Array<{ name: string; value: number; unit: string }> {
  return ROWS.filter((row) => only.length === 0 || only.some((word) => row.name.includes(word))).map(
    (row) => ({
      name: row.name,
      value: row.measure(),
      unit: row.unit,
    }),
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = benchTables(process.argv.slice(2));
  if (rows.length === 0) {
    console.error(
      `No row's name contains ${process.argv.slice(2).join(" or ")}: rows are ${ROWS.map((r) => r.name).join(", ")}`,
    );
    process.exit(1);
  }
  for (const row of rows)
    console.log(`${row.name}: ${row.value.toFixed(row.unit === "×" ? 2 : 1)} ${row.unit}`);
}
