/**
 * Fixtures the computer plays on both sides: the same fixture plays the same match, a kept one
 * is checked by playing it again, and each side plays by the computer's rule — shown by the
 * home side (the engine's "user" place) faring as the away side does, where a side played at
 * random in that place loses far more often.
 */
import { describe, expect, it } from "vitest";
import { fixtureCatalog as catalog } from "../test-fixtures.ts";
import { styleFor, type Action, type PlayStyle } from "../actions.ts";
import { createEngine } from "../engine.ts";
import { replay } from "../replay.ts";
import { simulateMatch } from "../simulate.ts";
import { checkComputerFixture, playComputerFixture, type ComputerFixtureSpec } from "./computer-fixture.ts";
import { fixturesOf } from "./fixtures.ts";
import { pointsTable } from "./points-table.ts";
import { league, TIE_BREAKERS_2019 } from "./shapes.ts";

const engine = createEngine(catalog);
const [A, B] = [catalog.squads[0]?.countryId as number, catalog.squads[1]?.countryId as number];
const GROUND = engine.stadiumsFor(A)[0]?.id as string;

const spec = (over: Partial<ComputerFixtureSpec> = {}): ComputerFixtureSpec => ({
  fixtureId: "G1",
  home: A,
  away: B,
  format: "mini",
  level: "club",
  seed: 7,
  ...over,
});

/** Share of `n` seeded matches team A wins, from `play(seed)`'s winner. */
function winShare(n: number, play: (seed: number) => number | null): number {
  let wins = 0;
  for (let seed = 1; seed <= n; seed++) if (play(seed) === A) wins++;
  return wins / n;
}

describe("a fixture the computer plays on both sides", () => {
  it("plays the same match from the same fixture, a different one from another seed", () => {
    for (const rulesVersion of [1, 2] as const) {
      const once = playComputerFixture(engine, spec({ rulesVersion, level: "international" }));
      const again = playComputerFixture(engine, spec({ rulesVersion, level: "international" }));
      expect(again).toEqual(once);
      expect(once.record).toMatchObject({ seed: 7, level: "international", rulesVersion });
      const other = playComputerFixture(engine, spec({ rulesVersion, level: "international", seed: 8 }));
      expect(other.record.actions).not.toEqual(once.record.actions);
    }
  });

  it("hands the competition the match's innings and result, the home side batting or bowling as the toss fell", () => {
    const { match } = playComputerFixture(engine, spec({ format: "t20", seed: 11 }));
    expect(match).toMatchObject({ fixtureId: "G1", home: A, away: B });
    expect(match.innings).toHaveLength(2);
    expect(new Set(match.innings.map((i) => i.teamId))).toEqual(new Set([A, B]));
    const [first, second] = match.innings;
    if (match.decision.kind === "won") {
      const winner = (second?.runs ?? 0) > (first?.runs ?? 0) ? second?.teamId : first?.teamId;
      expect(match.decision.winner).toBe(winner);
    } else {
      expect(match.decision.kind).toBe("tied");
      expect(first?.runs).toBe(second?.runs);
    }
    for (const innings of match.innings) expect(innings.quotaBalls).toBe(120);
  });

  it("decides the toss as the computer would, whichever side wins it", () => {
    let homeWon = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const { record } = playComputerFixture(engine, spec({ seed, format: "micro" }));
      const tossAt = record.actions.findIndex((a) => a.type === "callToss");
      const atToss = replay(engine, { ...record, actions: record.actions.slice(0, tossAt) }).state;
      const decided = record.actions[tossAt + 1];
      if (decided?.type !== "chooseBatOrBowl") continue;
      homeWon++;
      expect(decided.choice).toBe(engine.tossChoice(atToss));
    }
    expect(homeWon).toBeGreaterThan(3);
  });

  it("is checked by playing it again: the kept record passes, one changed style or a wrong seed is refused", () => {
    const fixture = spec({ level: "club", seed: 21 });
    const { record, match } = playComputerFixture(engine, fixture);
    expect(checkComputerFixture(engine, fixture, record)).toEqual(match);

    const at = record.actions.findIndex((a) => a.type === "playBall");
    const ball = record.actions[at] as Extract<Action, { type: "playBall" }>;
    const levels = ["aggressive", "normal", "defensive"] as const;
    const side = (["bat", "bowl"] as const).find((s) => levels.some((l) => styleFor(s, l) === ball.style));
    const style = levels.map((l) => styleFor(side ?? "bat", l)).find((st) => st !== ball.style);
    const changed: Action = { type: "playBall", style: style as PlayStyle };
    const tampered = { ...record, actions: record.actions.map((a, i) => (i === at ? changed : a)) };
    expect(() => checkComputerFixture(engine, fixture, tampered)).toThrow(
      `Match G1: action ${at} is not the one the computer plays`,
    );
    expect(() => checkComputerFixture(engine, fixture, { ...record, rulesVersion: 9 })).toThrow(
      "Match G1: there is no rules version 9",
    );
    expect(() => checkComputerFixture(engine, fixture, { ...record, seed: 22 })).toThrow(
      "Match G1: the record's seed or level is not the fixture's",
    );
    const cut = { ...record, actions: record.actions.slice(0, -1) };
    expect(() => checkComputerFixture(engine, fixture, cut)).toThrow(/is not the one the computer plays/);
  });

  it("plays each side by the computer's rule: at Club and International the home side fares as the away side does", () => {
    const N = 300;
    for (const level of ["club", "international"] as const) {
      const fixture = (home: number, away: number, seed: number) =>
        playComputerFixture(engine, {
          ...spec({ level, rulesVersion: 1, stadiumId: GROUND }),
          home,
          away,
          seed,
        }).match.decision;
      const winnerOf = (d: ReturnType<typeof fixture>) => (d.kind === "won" ? d.winner : null);
      const asHome = winShare(N, (seed) => winnerOf(fixture(A, B, seed)));
      const asAway = winShare(N, (seed) => winnerOf(fixture(B, A, seed + 100_000)));
      expect(Math.abs(asHome - asAway), `${level}: A wins ${asHome} at home, ${asAway} away`).toBeLessThan(
        0.1,
      );

      // The control: the same place played at random (as simulateMatch's default user) is beaten.
      const random = (teamId: number, opponentId: number, seed: number) =>
        simulateMatch(engine, seed, "mini", "random", {
          teamId,
          opponentId,
          stadiumId: GROUND,
          level,
          rulesVersion: 1,
          recordActions: false,
        }).state.result?.winnerTeamId ?? null;
      const randomHome = winShare(N, (seed) => random(A, B, seed));
      const randomAway = winShare(N, (seed) => random(B, A, seed + 100_000));
      expect(randomAway - randomHome).toBeGreaterThan(0.3);
    }
  });

  it("plays a league's fixtures into a points table whose runs and balls add up", () => {
    // At one ground: not every side of the test catalogue has one of its own.
    const teams = catalog.squads.map((s) => s.countryId).slice(0, 4);
    expect(teams).toHaveLength(4);
    const shape = league({ name: "Test league", teams, legs: 1, qualifiers: 2 });
    const matches = fixturesOf(shape, 5).map(
      (f, i) =>
        playComputerFixture(engine, {
          fixtureId: f.id,
          home: f.home,
          away: f.away,
          format: "micro",
          level: "club",
          seed: 1000 + i,
          stadiumId: GROUND,
        }).match,
    );
    const table = pointsTable(teams, matches, TIE_BREAKERS_2019);
    expect(table.map((row) => row.played)).toEqual([3, 3, 3, 3]);
    const points = table.reduce((sum, row) => sum + row.points, 0);
    expect(points).toBe(2 * matches.length);
    const runsFor = table.reduce((sum, row) => sum + row.parts.runsFor, 0);
    const runsAgainst = table.reduce((sum, row) => sum + row.parts.runsAgainst, 0);
    expect(runsFor).toBe(runsAgainst);
    expect(runsFor).toBe(matches.flatMap((m) => m.innings).reduce((sum, i) => sum + i.runs, 0));
  });
});
