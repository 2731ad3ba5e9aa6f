/**
 * The record book over simulated matches, each list held to a reading of the facts written out
 * here independently (the best by a plain scan, the order of each list), and level entries in
 * the order the matches were played.
 */
import { describe, expect, it } from "vitest";
import { bookFactsOf, type BookFacts } from "./book-facts.ts";
import { playedMatch } from "./test-matches.ts";
import { recordBook, WICKET_POINTS, type KeptFacts } from "./record-book.ts";

const kept: KeptFacts[] = [];
for (let seed = 1; seed <= 16; seed++) {
  const format = seed % 2 === 0 ? "t20" : "mini";
  const { state, events } = playedMatch(seed, format, seed % 3 === 0 ? "club" : "classic", 2);
  kept.push({ matchId: `m${seed}`, facts: bookFactsOf(state, events) as BookFacts });
}
const book = recordBook(kept, 5);
const innings = kept.flatMap(({ matchId, facts }) =>
  facts.innings.map((i) => ({ matchId, quota: facts.quotaBalls, ...i })),
);
const batters = innings.flatMap((i) => i.batters.map((b) => ({ ...b, matchId: i.matchId })));

/** Expects `values` never to go the wrong way for `order`. */
function expectSorted(values: readonly number[], order: "up" | "down"): void {
  const wrong = values.findIndex(
    (v, i) => i > 0 && (order === "down" ? v > (values[i - 1] as number) : v < (values[i - 1] as number)),
  );
  expect(wrong, `${values.join(", ")} going ${order}`).toBe(-1);
}

describe("the record book", () => {
  it("lists the highest totals and the lowest completed ones, each naming its match", () => {
    expect(book.highestTotals).toHaveLength(5);
    expect(book.highestTotals[0]?.runs).toBe(Math.max(...innings.map((i) => i.runs)));
    expectSorted(
      book.highestTotals.map((t) => t.runs),
      "down",
    );
    const completed = innings.filter((i) => i.bowledOut || i.balls >= i.quota);
    expect(book.lowestTotals[0]?.runs).toBe(Math.min(...completed.map((i) => i.runs)));
    expectSorted(
      book.lowestTotals.map((t) => t.runs),
      "up",
    );
    for (const t of [...book.highestTotals, ...book.lowestTotals]) {
      expect(innings.some((i) => i.matchId === t.matchId && i.teamId === t.teamId && i.runs === t.runs)).toBe(
        true,
      );
    }
    for (const t of book.lowestTotals) {
      const i = innings.find((x) => x.matchId === t.matchId && x.teamId === t.teamId);
      expect(i?.bowledOut || (i?.balls ?? 0) >= (i?.quota ?? Infinity)).toBe(true);
    }
  });

  it("lists the biggest wins by runs and by wickets from the results", () => {
    const byRuns = kept.filter((k) => k.facts.resultKind === "runs").map((k) => k.facts.margin);
    expect(book.biggestWinsByRuns.map((w) => w.margin)).toEqual(
      [...byRuns].sort((a, b) => b - a).slice(0, 5),
    );
    const byWickets = kept.filter((k) => k.facts.resultKind === "wickets").map((k) => k.facts.margin);
    expect(book.biggestWinsByWickets.map((w) => w.margin)).toEqual(
      [...byWickets].sort((a, b) => b - a).slice(0, 5),
    );
    for (const w of book.biggestWinsByRuns) {
      expect(kept.find((k) => k.matchId === w.matchId)?.facts.winnerTeamId).toBe(w.winnerTeamId);
      expect(w.loserTeamId).not.toBe(w.winnerTeamId);
    }
  });

  it("lists the highest scores, fastest fifties and most sixes in an innings", () => {
    expect(book.highestScores[0]?.runs).toBe(Math.max(...batters.map((b) => b.runs)));
    expectSorted(
      book.highestScores.map((b) => b.runs),
      "down",
    );
    const fifties = batters.filter((b) => b.ballsTo50 !== null).map((b) => b.ballsTo50 as number);
    expect(fifties.length).toBeGreaterThan(0);
    expect(book.fastestFifties.map((b) => b.ballsTo50)).toEqual(
      [...fifties].sort((a, b) => a - b).slice(0, 5),
    );
    expect(book.mostSixes[0]?.sixes).toBe(Math.max(...batters.map((b) => b.sixes)));
    const stands = innings.flatMap((i) => i.partnerships.map((p) => p.runs));
    expect(book.highestPartnerships.map((p) => p.runs)).toEqual(
      [...stands].sort((a, b) => b - a).slice(0, 5),
    );
  });

  it("lists the best figures, and the leaders and player of the tournament from every match", () => {
    const bowlers = innings.flatMap((i) => i.bowlers);
    const best = Math.max(...bowlers.map((b) => b.wickets));
    expect(book.bestFigures[0]?.wickets).toBe(best);
    expect(book.bestFigures[0]?.runs).toBe(
      Math.min(...bowlers.filter((b) => b.wickets === best).map((b) => b.runs)),
    );

    const runs = new Map<string, number>();
    const wickets = new Map<string, number>();
    for (const i of innings) {
      for (const b of i.batters)
        runs.set(`${b.teamId}:${b.playerId}`, (runs.get(`${b.teamId}:${b.playerId}`) ?? 0) + b.runs);
      for (const b of i.bowlers)
        wickets.set(`${b.teamId}:${b.playerId}`, (wickets.get(`${b.teamId}:${b.playerId}`) ?? 0) + b.wickets);
    }
    expect(book.mostRuns[0]?.runs).toBe(Math.max(...runs.values()));
    expect(book.mostWickets[0]?.wickets).toBe(Math.max(...wickets.values()));
    const points = [...new Set([...runs.keys(), ...wickets.keys()])].map(
      (k) => (runs.get(k) ?? 0) + WICKET_POINTS * (wickets.get(k) ?? 0),
    );
    expect(book.playerOfTheTournament?.points).toBe(Math.max(...points));
  });

  it("keeps level entries in the order the matches were played, and is empty before any", () => {
    const same = kept[1] as KeptFacts;
    const level = recordBook(
      [
        { ...same, matchId: "first" },
        { ...same, matchId: "second" },
      ],
      2,
    );
    for (const list of [level.highestTotals, level.highestScores, level.highestPartnerships]) {
      expect(list[0]?.matchId).toBe("first");
    }
    const empty = recordBook([]);
    expect(empty.highestTotals).toEqual([]);
    expect(empty.playerOfTheTournament).toBeNull();
  });
});
