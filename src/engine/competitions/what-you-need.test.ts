import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inningsSummaryOf, roundRobinArb } from "./arbitraries.ts";
import { compareNetRunRate } from "./exact-rate.ts";
import { pointsTable } from "./points-table.ts";
import { wonBy, type PlayedMatch } from "./results.ts";
import { TIE_BREAKERS_2019 } from "./shapes.ts";
import { needBattingFirst, needChasing, type InningsScore, type NeedQuestion } from "./what-you-need.ts";
import { TEAM_NAMES, TEAMS, WORLD_CUP_2019 } from "./world-cup-data.ts";

const nameOf = (team: number): string => `Team ${team}`;
const worldCupName = (team: number): string => TEAM_NAMES[team] ?? "?";

/** A finished match of 50 overs: `first` made `firstRuns`, `second` replied with `secondRuns` off `secondBalls`. */
function game(
  id: string,
  first: number,
  firstRuns: number,
  second: number,
  secondRuns: number,
  secondBalls = 300,
  secondBowledOut = false,
): PlayedMatch {
  const innings = [
    inningsSummaryOf(first, 0, firstRuns, 300, false, 300),
    inningsSummaryOf(second, 1, secondRuns, secondBalls, secondBowledOut, 300),
  ];
  return {
    fixtureId: id,
    home: first,
    away: second,
    innings,
    decision: wonBy(firstRuns > secondRuns ? first : second),
  };
}

/** Whether `team` stands strictly above `rival` on net run rate after `matches`. */
function aboveAfter(team: number, rival: number, matches: readonly PlayedMatch[]): boolean {
  const teams = [...new Set(matches.flatMap((m) => [m.home, m.away]))];
  const rows = pointsTable(teams, matches, TIE_BREAKERS_2019);
  const row = (id: number) =>
    rows.find((r) => r.teamId === id)?.parts ?? { runsFor: 0, ballsFaced: 0, runsAgainst: 0, ballsBowled: 0 };
  return compareNetRunRate(row(team), row(rival)) > 0;
}

// Team 3 stands at exactly +1.000 (300 off 50 overs, 250 against off 50), Team 1 yet to play.
const rivalAtOne = [game("G1", 3, 300, 4, 250)];
const question: NeedQuestion = {
  team: 1,
  opponent: 2,
  rival: 3,
  matches: rivalAtOne,
  quotaBalls: 300,
  nameOf,
};

describe("what a side needs to go above another on net run rate", () => {
  it("does not count level as above: 250 batting first, a 50-run win leaves it level, 51 is needed", () => {
    // Winning by m gives Team 1 (250 − (250 − m)) ÷ 50 = m ÷ 50 an over: exactly 1 at m = 50.
    expect(needBattingFirst(question, { runs: 250, balls: 300, bowledOut: false })).toEqual({
      kind: "winByRuns",
      runs: 51,
      text: "Win by at least 51 runs to go above Team 3",
    });
    expect(aboveAfter(1, 3, [...rivalAtOne, game("N", 1, 250, 2, 200)])).toBe(false);
    expect(aboveAfter(1, 3, [...rivalAtOne, game("N", 1, 250, 2, 199)])).toBe(true);
  });

  it("does not count level as above in a chase: 150 off 225 balls against 149 is level with +1.02", () => {
    // Team 5 at 6.12 − 5.1 = +1.02. Chasing 149: 900 ÷ b − 2.98 = 1.02 exactly at b = 225 balls.
    const matches = [game("G1", 5, 306, 4, 255)];
    const chase = { ...question, rival: 5, matches };
    expect(needChasing(chase, { runs: 149, balls: 300, bowledOut: false })).toEqual({
      kind: "chaseWithin",
      balls: 224,
      text: "Reach 150 within 37.2 overs to go above Team 5",
    });
  });

  it("says when any win will do, and when none is enough", () => {
    const anyWin = needBattingFirst({ ...question, rival: 4 }, { runs: 180, balls: 300, bowledOut: false });
    expect(anyWin).toEqual({ kind: "anyWin", text: "Any win takes you above Team 4" });
    expect(needChasing({ ...question, rival: 4 }, { runs: 200, balls: 300, bowledOut: false }).kind).toBe(
      "anyWin",
    );
    // Team 1 batting first makes 40 off 50 overs: even bowling Team 2 out for 0 gives 0.8 an over.
    expect(needBattingFirst(question, { runs: 40, balls: 300, bowledOut: false })).toEqual({
      kind: "notEnough",
      text: "No win is big enough to go above Team 3 on net run rate",
    });
    expect(needChasing(question, { runs: 400, balls: 300, bowledOut: false }).kind).toBe("chaseWithin");
  });

  it("charges a side bowled out its quota: 250 all out in 40 overs needs the same margin as 250 in 50", () => {
    const allOut = needBattingFirst(question, { runs: 250, balls: 240, bowledOut: true });
    expect(allOut).toMatchObject({ kind: "winByRuns", runs: 51 });
  });

  it("Pakistan before their last 2019 match: 315 made, Bangladesh had to be held to 7 (a 308-run win)", () => {
    const before = WORLD_CUP_2019.filter((m) => !(m.home === TEAMS.PAK && m.away === TEAMS.BAN));
    const pakistan: NeedQuestion = {
      team: TEAMS.PAK,
      opponent: TEAMS.BAN,
      rival: TEAMS.NZ,
      matches: before,
      quotaBalls: 300,
      nameOf: worldCupName,
    };
    expect(needBattingFirst(pakistan, { runs: 315, balls: 300, bowledOut: false })).toMatchObject({
      runs: 308,
    });
    // The figure given before the toss for a score of 400: a 316-run win.
    expect(needBattingFirst(pakistan, { runs: 400, balls: 300, bowledOut: false })).toMatchObject({
      runs: 316,
    });
  });

  it("refuses a side playing itself, going above itself, or an innings longer than the match", () => {
    expect(() =>
      needBattingFirst({ ...question, opponent: 1 }, { runs: 1, balls: 300, bowledOut: false }),
    ).toThrow("A side cannot play itself");
    expect(() => needChasing({ ...question, rival: 1 }, { runs: 1, balls: 300, bowledOut: false })).toThrow(
      /above itself/,
    );
    expect(() => needChasing(question, { runs: 1, balls: 301, bowledOut: false })).toThrow(
      /cannot be in a match of 300/,
    );
  });

  it("is exact: the margin found takes the side above, one run (or ball) less does not", () => {
    const teams = [1, 2, 3, 4];
    const arb = fc.record({
      history: roundRobinArb(teams, 120),
      rival: fc.constantFrom(2, 3),
      score: fc.integer({ min: 0, max: 260 }),
      balls: fc.integer({ min: 1, max: 120 }),
      bowledOut: fc.boolean(),
      chasing: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, ({ history, rival, score, balls, bowledOut, chasing }) => {
        const q: NeedQuestion = { team: 1, opponent: 2, rival, matches: history, quotaBalls: 120, nameOf };
        const innings: InningsScore = { runs: score, balls: bowledOut ? balls : 120, bowledOut };
        const summary = (team: number, index: number, runs: number, b: number, out: boolean) =>
          inningsSummaryOf(team, index, runs, b, out, 120);
        const result = (ours: number, oursBalls: number, theirs: number): PlayedMatch => {
          const them = summary(
            2,
            chasing ? 0 : 1,
            theirs,
            chasing ? innings.balls : 120,
            chasing ? bowledOut : false,
          );
          const us = summary(1, chasing ? 1 : 0, ours, oursBalls, chasing ? false : bowledOut);
          return {
            fixtureId: "N",
            home: 1,
            away: 2,
            innings: chasing ? [them, us] : [us, them],
            decision: wonBy(1),
          };
        };
        const above = (m: PlayedMatch) => aboveAfter(1, rival, [...history, m]);
        if (!chasing) {
          const need = needBattingFirst(q, innings);
          const margin = need.kind === "winByRuns" ? need.runs : need.kind === "anyWin" ? 1 : null;
          if (margin === null) {
            if (score > 0) expect(above(result(score, innings.balls, 0))).toBe(false);
            return;
          }
          expect(above(result(score, innings.balls, score - margin))).toBe(true);
          if (margin > 1) expect(above(result(score, innings.balls, score - margin + 1))).toBe(false);
        } else {
          const need = needChasing(q, innings);
          const most = need.kind === "chaseWithin" ? need.balls : need.kind === "anyWin" ? 120 : null;
          if (most === null) {
            expect(above(result(score + 1, 1, score))).toBe(false);
            return;
          }
          expect(above(result(score + 1, most, score))).toBe(true);
          if (most < 120) expect(above(result(score + 1, most + 1, score))).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});
