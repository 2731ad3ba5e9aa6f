/**
 * A page that holds only windows of International's tables plays exactly the match a page with
 * the whole tables plays: resumed from a save at any point (replayed with the mixes the window
 * carries), then on ball by ball, with the chase's window taken at the change of innings.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "./actions.ts";
import type { FormatKey } from "./catalog.ts";
import { createEngine, type Engine } from "./engine.ts";
import type { MatchState } from "./match-state.ts";
import { replay } from "./replay.ts";
import { PLAYABLE_RULES_VERSIONS, rulesFor, type RulesVersion } from "./rules-version.ts";
import { simulateMatch } from "./simulate.ts";
import { inPlayInnings } from "./stages.ts";
import { situationNow, tablesKey } from "./table-cache.ts";
import { tablesWindow } from "./table-replay.ts";
import { fixtureCatalog } from "./test-fixtures.ts";

const whole = createEngine(fixtureCatalog);

/** Whether matches of this version are valued with tables of their own. */
function ownTables(version: RulesVersion): boolean {
  return rulesFor(version).ratedOdds;
}
const worker = createEngine(fixtureCatalog);

/** Plays `actions` on a page engine from a save of the first `cut`, taking windows from `worker`. */
function playOnWindows(version: RulesVersion, seed: number, actions: readonly Action[], cut: number) {
  const page = createEngine(fixtureCatalog);
  const record = {
    seed,
    level: "international" as const,
    rulesVersion: version,
    actions: actions.slice(0, cut),
  };
  const atFormat = worker.createMatch(seed, "international", version);
  page.tables.adopt(tablesWindow(worker, atFormat, record));
  worker.tables.release(tablesKey(whole.createMatch(seed, "international", version)));
  const resumed = replay(page, record, true, "playable");
  expect(resumed.refusedAt).toBeNull();
  let state = resumed.state;
  let windows = 1;
  for (const action of actions.slice(cut)) {
    if (!page.tables.covers(state)) {
      // Before play, the first innings' window once a format is chosen; in play, only at the
      // change of innings, the chase's window, built on its own.
      // From rules version 2 a match has tables of its own, known once the sides are at the
      // toss: its first window comes with the first ball.
      const firstBall = inPlayInnings(state) === 0 && state.innings[0]?.ballCompleted === 0;
      if (inPlayInnings(state) !== null && !(ownTables(version) && firstBall))
        expect(inPlayInnings(state)).toBe(1);
      page.tables.adopt(tablesWindow(worker, state));
      windows++;
    }
    expect(page.tables.covers(state)).toBe(true);
    const result = page.step(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  // Never the whole tables on the page.
  expect(page.tables.hasWhole(tablesKey(state))).toBe(false);
  return { state, windows, page };
}

function winChanceAlong(
  engine: Engine,
  version: RulesVersion,
  seed: number,
  actions: readonly Action[],
  from: number,
): number[] {
  const chances: number[] = [];
  let state: MatchState = replay(
    engine,
    { seed, level: "international", rulesVersion: version, actions: actions.slice(0, from) },
    false,
    "playable",
  ).state;
  for (const action of actions.slice(from)) {
    const result = engine.step(state, action);
    if (!result.ok) break;
    state = result.state;
    chances.push(engine.winChance(state) ?? -1, ...engine.coach(state).map((c) => c.winChance));
  }
  return chances;
}

describe.each(PLAYABLE_RULES_VERSIONS)(
  "International played from windows of its tables, rules version %i",
  (version) => {
    const cases: readonly [FormatKey, number][] = [
      ["micro", 11],
      ["mini", 12],
      ["micro", 13],
    ];

    /**
     * A page that has played the first half of a match's actions and holds only the window the
     * worker cut for it, with the cut and the record it was cut for.
     */
    function pageAtHalf(seed: number, actions: readonly Action[]) {
      const page = createEngine(fixtureCatalog);
      const cut = Math.floor(actions.length / 2);
      const record = {
        seed,
        level: "international" as const,
        rulesVersion: version,
        actions: actions.slice(0, cut),
      };
      page.tables.adopt(tablesWindow(worker, worker.createMatch(seed, "international", version), record));
      return { page, cut, record };
    }
    for (const [format, seed] of cases) {
      it(`${format}, seed ${seed}: the same match, resumed anywhere`, () => {
        const { state: final, actions } = simulateMatch(whole, seed, format, "random", {
          level: "international",
          rulesVersion: version,
        });
        const cuts = [
          0,
          3,
          Math.floor(actions.length / 3),
          Math.floor(actions.length / 2),
          actions.length - 2,
        ];
        for (const cut of cuts) {
          const { state, windows } = playOnWindows(version, seed, actions, cut);
          expect(state).toEqual(final);
          expect(windows).toBeLessThanOrEqual((cut === 0 ? 3 : 2) + (ownTables(version) ? 1 : 0));
          expect(situationNow(state)).toBeNull();
        }
        // The win chance and the coach from windows, ball by ball, equal the whole tables'.
        const { page, cut, record } = pageAtHalf(seed, actions);
        const expected = winChanceAlong(whole, version, seed, actions, cut);
        const got: number[] = [];
        let state = replay(page, record, false, "playable").state;
        for (const action of actions.slice(cut)) {
          const result = page.step(state, action);
          if (!result.ok) break;
          state = result.state;
          if (!page.tables.covers(state)) page.tables.adopt(tablesWindow(worker, state));
          got.push(page.winChance(state) ?? -1, ...page.coach(state).map((c) => c.winChance));
        }
        expect(got).toEqual(expected);
      });
    }

    it("a read the window does not hold throws rather than answer", () => {
      const seed = 11;
      const { actions } = simulateMatch(whole, seed, "micro", "random", {
        level: "international",
        rulesVersion: version,
      });
      const { page } = pageAtHalf(seed, actions);
      // The whole match's chance series reads situations already played: not from a window.
      expect(() => {
        let state = page.createMatch(seed, "international", version);
        for (const action of actions) {
          const result = page.step(state, action);
          if (!result.ok) break;
          state = result.state;
          page.winChance(state);
        }
      }).toThrow(RangeError);
      expect(page.tables.hasWhole(tablesKey(page.createMatch(seed, "international", version)))).toBe(false);
    });
  },
);
