/**
 * What the member needs in a group match once its first innings is over, on leagues played by
 * the engine: the rival is a side a win leaves level on points and wins, the best placed; and the
 * need is exact, told by the points table itself: a win by the margin (or a chase within the
 * balls) takes the member above the rival on net run rate, a run less (a ball more) does not.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../engine.ts";
import type { MatchState } from "../match-state.ts";
import { simulateMatch } from "../simulate.ts";
import { summariesOf } from "../innings-summary.ts";
import { fixtureCatalog } from "../test-fixtures.ts";
import { playFixtureByComputer } from "./competition-play.ts";
import {
  competitionView,
  type CompetitionDefinition,
  type FixtureView,
  type PlayedFixture,
} from "./competition.ts";
import { compareNetRunRate } from "./exact-rate.ts";
import { fixtureNeed } from "./fixture-need.ts";
import { pointsTable } from "./points-table.ts";
import { wonBy, type PlayedMatch } from "./results.ts";
import { TIE_BREAKERS_2019 } from "./shapes.ts";
import { inningsSummaryOf } from "./arbitraries.ts";

const first = fixtureCatalog.stadiums[0];
if (first === undefined) throw new Error("the test catalogue has grounds");
const engine = createEngine({
  ...fixtureCatalog,
  stadiums: [...fixtureCatalog.stadiums, { ...first, id: "el-town", countryId: 5, name: "Town Ground" }],
});
const TEAMS = fixtureCatalog.squads.map((squad) => squad.countryId);

const league = (seed: number, memberTeam: number): CompetitionDefinition => ({
  id: `n${seed}`,
  name: "Need league",
  kind: { type: "league", legs: 2, qualifiers: 2 },
  format: "micro",
  level: "classic",
  rulesVersion: 2,
  seed,
  memberTeam,
  teams: TEAMS,
});

/** The member's fixture's match, played by the computer's rule in the member's place, at the second innings' first ball. */
function atSecondInnings(definition: CompetitionDefinition, fixture: FixtureView): MatchState {
  const opponent = fixture.home === definition.memberTeam ? fixture.away : fixture.home;
  const game = simulateMatch(engine, fixture.seed, definition.format, () => "normal", {
    teamId: definition.memberTeam,
    opponentId: opponent ?? 0,
    stadiumId: fixture.stadiumId ?? "",
    level: definition.level,
    rulesVersion: definition.rulesVersion,
    bowlerChoice: "captain",
    tossChoice: "computer",
  });
  let state = engine.createMatch(fixture.seed, definition.level, definition.rulesVersion);
  for (const action of game.actions) {
    if (state.innings.length >= 2) break;
    const result = engine.step(state, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return state;
}

/** Whether the member is strictly above `rival` on net run rate once `last` is added. */
function aboveAfter(
  definition: CompetitionDefinition,
  played: readonly PlayedMatch[],
  last: PlayedMatch,
  rival: number,
) {
  const rows = pointsTable(TEAMS, [...played, last], TIE_BREAKERS_2019);
  const row = (team: number) => rows.find((r) => r.teamId === team)!;
  return compareNetRunRate(row(definition.memberTeam).parts, row(rival).parts) > 0;
}

describe("what the member needs in a group match", () => {
  it("is exact: the margin or the balls it names take the member above the rival, one less does not", () => {
    const seen = { battedFirst: 0, chasing: 0 };
    for (let seed = 1; seed <= 40 && (seen.battedFirst < 2 || seen.chasing < 2); seed++) {
      const definition = league(seed, TEAMS[seed % TEAMS.length] as number);
      const played: PlayedFixture[] = [];
      for (let guard = 0; guard < 40; guard++) {
        const view = competitionView(engine, definition, played);
        const fixture = view.computerToPlay[0] ?? view.next;
        if (fixture === undefined || fixture === null || fixture.stage !== "group") break;
        if (!fixture.members) {
          played.push(playFixtureByComputer(engine, definition, fixture));
          continue;
        }
        const state = atSecondInnings(definition, fixture);
        const found = fixtureNeed(engine, view, fixture.id, state);
        const member = definition.memberTeam;
        const table = view.tables?.[0] ?? [];
        const mine = table.find((r) => r.teamId === member)!;
        const levelAfterWin = table.filter((r) => r.points === mine.points + 2 && r.won === mine.won + 1);
        // A need exactly when a side would be level on points and wins after a win.
        expect(found !== null).toBe(levelAfterWin.length > 0);
        if (found !== null && found.need.kind !== "anyWin" && found.need.kind !== "notEnough") {
          expect(levelAfterWin.map((r) => r.teamId)).toContain(found.rival);
          const matches = played.map((p) => p.match);
          const firstInnings = summariesOf(state.sides!, state.innings, state.totalBall, 1)[0]!;
          const opponent = fixture.home === member ? fixture.away! : fixture.home!;
          const quota = state.totalBall;
          const finish = (runs: number, balls: number, bowledOut: boolean): PlayedMatch => ({
            fixtureId: fixture.id,
            home: fixture.home!,
            away: fixture.away!,
            innings: [
              firstInnings,
              inningsSummaryOf(found.battedFirst ? opponent : member, 1, runs, balls, bowledOut, quota),
            ],
            decision: wonBy(member),
          });
          if (found.need.kind === "winByRuns") {
            seen.battedFirst++;
            expect(found.battedFirst).toBe(true);
            const beaten = firstInnings.runs - found.need.runs;
            expect(aboveAfter(definition, matches, finish(beaten, quota, false), found.rival)).toBe(true);
            expect(aboveAfter(definition, matches, finish(beaten + 1, quota, false), found.rival)).toBe(
              false,
            );
          } else {
            seen.chasing++;
            expect(found.battedFirst).toBe(false);
            const target = firstInnings.runs + 1;
            expect(
              aboveAfter(definition, matches, finish(target, found.need.balls, false), found.rival),
            ).toBe(true);
            expect(
              aboveAfter(definition, matches, finish(target, found.need.balls + 1, false), found.rival),
            ).toBe(false);
          }
        }
        break;
      }
    }
    expect(seen.battedFirst).toBeGreaterThan(0);
    expect(seen.chasing).toBeGreaterThan(0);
  });

  it("says nothing before the first innings is over, or in a knockout", () => {
    const definition = league(3, TEAMS[0] as number);
    const view = competitionView(engine, definition, []);
    const fixture = view.next!;
    const start = engine.createMatch(fixture.seed, definition.level, definition.rulesVersion);
    expect(fixtureNeed(engine, view, fixture.id, start)).toBeNull();
    expect(fixtureNeed(engine, view, "F", atSecondInnings(definition, fixture))).toBeNull();
  });
});
