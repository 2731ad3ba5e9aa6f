import { describe, expect, it } from "vitest";
import { catalog } from "../../../data/catalog.ts";
import { createEngine, simulateMatch } from "../../../engine/index.ts";
import { careerOf, matchFigures, type MatchFigures, recordOf } from "./career-figures.ts";

const engine = createEngine(catalog);

/** A player line with nothing done; a test sets what it is about. */
function line(playerId: number, name: string, overrides: Partial<MatchFigures["players"][number]> = {}) {
  return {
    playerId,
    name,
    batted: false,
    runs: 0,
    balls: 0,
    out: false,
    ballsBowled: 0,
    runsConceded: 0,
    wickets: 0,
    ...overrides,
  };
}

/** Three matches whose scorecards are written out here. */
const first: MatchFigures = {
  ref: { id: 1, label: "India v Kenya · T20", createdAt: "2026-01-01T10:00:00.000Z" },
  format: "t20",
  level: "club",
  teamId: 1,
  teamName: "India",
  outcome: "won",
  total: { runs: 180, wickets: 4, balls: 120 },
  players: [
    line(1, "Rohit", { batted: true, runs: 80, balls: 50, out: true }),
    line(2, "Virat", { batted: true, runs: 60, balls: 40, out: false }),
    line(10, "Bumrah", { ballsBowled: 24, runsConceded: 20, wickets: 3 }),
  ],
};
const second: MatchFigures = {
  ref: { id: 2, label: "Kenya v India · T20", createdAt: "2026-01-02T10:00:00.000Z" },
  format: "t20",
  level: "international",
  teamId: 1,
  teamName: "India",
  outcome: "lost",
  total: { runs: 95, wickets: 10, balls: 100 },
  players: [
    line(1, "Rohit", { batted: true, runs: 20, balls: 30, out: true }),
    line(2, "Virat", { batted: true, runs: 60, balls: 35, out: true }),
    line(10, "Bumrah", {
      batted: true,
      runs: 1,
      balls: 2,
      out: true,
      ballsBowled: 24,
      runsConceded: 18,
      wickets: 3,
    }),
  ],
};
const third: MatchFigures = {
  ref: { id: 3, label: "Australia v England · Micro", createdAt: "2026-01-03T10:00:00.000Z" },
  format: "micro",
  level: "club",
  teamId: 3,
  teamName: "Australia",
  outcome: "tied",
  total: { runs: 12, wickets: 1, balls: 6 },
  players: [line(1, "Warner", { batted: true, runs: 10, balls: 4, out: true })],
};

describe("careerOf", () => {
  const career = careerOf([first, second, third]);

  it("counts played, won, lost and tied, with win rates by level and team", () => {
    expect(career.overall).toEqual({ played: 3, won: 1, lost: 1, tied: 1 });
    expect(recordOf([first, second, third])).toEqual(career.overall);
    expect(recordOf([second])).toEqual(careerOf([second]).overall);
    expect(recordOf([])).toEqual({ played: 0, won: 0, lost: 0, tied: 0 });
    expect(career.byLevel.find((r) => r.key === "club")).toMatchObject({
      played: 2,
      won: 1,
      tied: 1,
      winRate: 0.5,
    });
    expect(career.byLevel.find((r) => r.key === "international")).toMatchObject({
      played: 1,
      lost: 1,
      winRate: 0,
    });
    expect(career.byTeam[0]).toMatchObject({ key: "1", label: "India", played: 2, won: 1, winRate: 0.5 });
  });

  it("finds the highest total and the lowest all-out total with their matches", () => {
    expect(career.highestTotal).toMatchObject({ runs: 180, wickets: 4, match: { id: 1 } });
    expect(career.lowestAllOut).toMatchObject({ runs: 95, wickets: 10, match: { id: 2 } });
  });

  it("adds each player up: runs, average, strike rate, wickets, economy and bests", () => {
    const rohit = career.players.find((p) => p.key === "1:1");
    expect(rohit).toMatchObject({
      name: "Rohit",
      matches: 2,
      innings: 2,
      runs: 100,
      balls: 80,
      outs: 2,
      average: 50,
    });
    expect(rohit?.strikeRate).toBeCloseTo(125);
    expect(rohit?.best).toMatchObject({ runs: 80, balls: 50, match: { id: 1 } });

    const virat = career.players.find((p) => p.key === "1:2");
    // Two sixties: the one off fewer balls is the better.
    expect(virat).toMatchObject({
      runs: 120,
      outs: 1,
      average: 120,
      best: { runs: 60, balls: 35, match: { id: 2 } },
    });

    const bumrah = career.players.find((p) => p.key === "1:10");
    expect(bumrah).toMatchObject({ wickets: 6, ballsBowled: 48, runsConceded: 38, innings: 1 });
    expect(bumrah?.economy).toBeCloseTo(4.75);
    expect(bumrah?.bestBowling).toMatchObject({ wickets: 3, runs: 18, match: { id: 2 } });

    // A different side's player 1 is a different player.
    expect(career.players.find((p) => p.key === "3:1")).toMatchObject({ name: "Warner", runs: 10 });
    expect(career.players[0]?.name).toBe("Virat");
  });

  it("has no average before a dismissal and no figures for an empty career", () => {
    expect(careerOf([first]).players.find((p) => p.key === "1:2")?.average).toBeNull();
    const none = careerOf([]);
    expect(none).toMatchObject({
      overall: { played: 0 },
      highestTotal: null,
      lowestAllOut: null,
      players: [],
    });
  });
});

describe("matchFigures", () => {
  it("reads the member's side of a replayed match as its scorecard shows it", () => {
    const { state } = simulateMatch(engine, 4242, "t20", "random", { level: "club" });
    const figures = matchFigures(engine, state, { id: 7, createdAt: "2026-02-01T00:00:00.000Z" });
    const summary = engine.matchSummary(state);
    const mine = summary.innings.findIndex((i) => i.teamId === state.teamId);
    const innings = mine === 0 ? 1 : 2;
    expect(figures?.teamId).toBe(state.teamId);
    expect(figures?.total).toEqual({
      runs: summary.innings[mine]?.runs,
      wickets: summary.innings[mine]?.wickets,
      balls: summary.innings[mine]?.balls,
    });
    const batting = engine.battingCard(state, innings);
    expect(figures?.players.map((p) => [p.name, p.runs, p.balls, p.out])).toEqual(
      batting.map((b) => [b.name, b.runs, b.balls, b.out]),
    );
    const bowling = engine.bowlingCard(state, innings === 1 ? 2 : 1).filter((b) => b.hasBowled);
    expect(figures?.players.reduce((n, p) => n + p.wickets, 0)).toBe(
      bowling.reduce((n, b) => n + b.wickets, 0),
    );
    const expected =
      state.result?.winnerTeamId === null
        ? "tied"
        : state.result?.winnerTeamId === state.teamId
          ? "won"
          : "lost";
    expect(figures?.outcome).toBe(expected);
    expect(figures?.ref.label).toMatch(/ v .* · T20$/);
  });

  it("leaves out a match that is not finished", () => {
    expect(matchFigures(engine, engine.createMatch(1), { id: 1, createdAt: "" })).toBeNull();
  });
});
