/**
 * A match's facts agree with the engine's own scorecards over whole simulated matches of every
 * format, both rules versions and each level; partnerships add up to the innings; and the
 * hat-trick is counted by the rule the file states, on balls written out by hand.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../engine.ts";
import type { MatchEvent } from "../events.ts";
import { FORMAT_KEYS, fixtureCatalog } from "../test-fixtures.ts";
import { playedMatch } from "./test-matches.ts";
import { bookFactsOf } from "./book-facts.ts";

const engine = createEngine(fixtureCatalog);

describe("a match's facts", () => {
  it("agree with the scorecards: totals, every batter's runs and balls, every bowler's figures; stands add up", () => {
    let fifties = 0;
    for (const rulesVersion of [1, 2] as const) {
      for (const format of FORMAT_KEYS) {
        for (const level of ["classic", "club"] as const) {
          for (let seed = 1; seed <= 4; seed++) {
            const { state, events } = playedMatch(seed, format, level, rulesVersion);
            const facts = bookFactsOf(state, events);
            expect(facts).not.toBeNull();
            if (facts === null) continue;
            expect(facts.innings).toHaveLength(state.innings.length);
            expect(facts.winnerTeamId).toBe(state.result?.winnerTeamId);
            facts.innings.forEach((innings, index) => {
              const kept = state.innings[index];
              expect([innings.runs, innings.wickets, innings.balls]).toEqual([
                kept?.totalRun,
                kept?.wicketTaken,
                kept?.ballCompleted,
              ]);
              const card = engine
                .battingCard(state, index + 1)
                .filter((row) => row.balls > 0 || row.out || row.atCrease);
              expect(innings.batters.map((b) => [b.playerId, b.runs, b.balls, b.out]).sort()).toEqual(
                card.map((row) => [row.playerId, row.runs, row.balls, row.out]).sort(),
              );
              const bowling = engine
                .bowlingCard(state, index + 1)
                .filter((row) => row.balls > 0 || row.runs > 0);
              expect(innings.bowlers.map((b) => [b.playerId, b.balls, b.runs, b.wickets]).sort()).toEqual(
                bowling.map((row) => [row.playerId, row.balls, row.runs, row.wickets]).sort(),
              );
              for (const b of innings.batters) {
                expect(4 * b.fours + 6 * b.sixes).toBeLessThanOrEqual(b.runs);
                expect(b.ballsTo50 !== null).toBe(b.runs >= 50);
                expect(b.ballsTo100 !== null).toBe(b.runs >= 100);
                if (b.ballsTo50 !== null) {
                  fifties++;
                  expect(b.ballsTo50).toBeLessThanOrEqual(b.balls);
                }
              }
              const stands = innings.partnerships;
              expect(stands.reduce((sum, p) => sum + p.runs, 0)).toBe(innings.runs);
              expect(stands.reduce((sum, p) => sum + p.balls, 0)).toBe(innings.balls);
              expect(stands.filter((p) => !p.unbroken)).toHaveLength(innings.wickets);
              stands.forEach((p, i) => expect(p.wicket).toBe(i + 1));
            });
          }
        }
      }
    }
    expect(fifties).toBeGreaterThan(0);
  });

  it("reaches 50 on the ball the runs pass it, counting no-balls as faced and wides not", () => {
    const { state, events } = playedMatch(3, "t20", "classic", 2);
    const facts = bookFactsOf(state, events);
    for (const innings of facts?.innings ?? []) {
      for (const b of innings.batters.filter((x) => x.ballsTo50 !== null)) {
        // Walk his balls again: the faced count when his runs first reach 50.
        let runs = 0;
        let faced = 0;
        let at: number | null = null;
        for (const e of events) {
          if (e.type !== "ball" || e.innings !== innings.index + 1 || e.batterId !== b.playerId) continue;
          if (e.extra === "wide") continue;
          faced++;
          runs += e.runs;
          if (at === null && runs >= 50) at = faced;
        }
        expect(b.ballsTo50).toBe(at);
      }
    }
  });

  describe("hat-tricks, on balls written out", () => {
    const { state } = playedMatch(1, "micro", "classic", 1);
    const sides = state.sides;
    const first = state.innings[0];
    if (sides === null || first === undefined) throw new Error("no match");
    const batting = sides[first.battingSide === 0 ? 0 : 1];
    const bowling = sides[first.battingSide === 0 ? 1 : 0];
    const order = batting.battingOrder.map((i) => batting.playerIds[i] as number);
    const [X, Y] = [bowling.playerIds[10] as number, bowling.playerIds[9] as number];

    /** Events for innings 1 from a list of deliveries: "W" a wicket for the bowler, "R" a run-out, "w" a wide, "." a dot. */
    function deliveries(list: readonly (readonly [number, string])[]): MatchEvent[] {
      const events: MatchEvent[] = [];
      let striker = 0;
      let nextIn = 2;
      let wickets = 0;
      list.forEach(([bowlerId, kind], i) => {
        const batterId = order[striker] as number;
        const wicket = kind === "W" ? "bowled" : kind === "R" ? "runOut" : null;
        events.push({
          type: "ball",
          innings: 1,
          over: Math.floor(i / 6),
          ball: (i % 6) + 1,
          runs: 0,
          extra: kind === "w" ? "wide" : null,
          extraRuns: kind === "w" ? 1 : 0,
          legal: kind !== "w",
          freeHit: false,
          wicket,
          batterId,
          bowlerId,
          display: "0",
          computerStyle: null,
          intent: null,
          text: "",
        });
        if (wicket !== null) {
          wickets++;
          events.push({
            type: "wicket",
            innings: 1,
            batterId,
            kind: wicket,
            bowlerId,
            fielderId: null,
            wickets,
            teamRuns: 0,
            text: "",
          });
          striker = nextIn++;
        }
      });
      return events;
    }
    const hatTricksOf = (events: MatchEvent[], bowlerId: number) =>
      bookFactsOf({ ...state, innings: [first] }, events)?.innings[0]?.bowlers.find(
        (b) => b.playerId === bowlerId,
      )?.hatTricks;

    // Each delivery: its bowler (X or Y) and what it did (W his wicket, R a run-out, w a wide, . a dot).
    const cases: readonly (readonly [string, string, number])[] = [
      ["another's ball and his own wide between three of his", "XW Y. XW Xw XW", 1],
      ["four in a row are two", "XW XW XW XW", 2],
      ["a dot of his between breaks it", "XW XW X. XW", 0],
      ["a run-out off his ball between breaks it", "XW XR XW XW", 0],
      ["a third wicket to another bowler does not complete his", "XW XW YW", 0],
    ];
    for (const [what, balls, expected] of cases) {
      it(`${what}: ${balls} makes ${expected}`, () => {
        const list = balls.split(" ").map((b) => [b[0] === "X" ? X : Y, b.slice(1)] as const);
        expect(hatTricksOf(deliveries(list), X)).toBe(expected);
      });
    }
  });
});
