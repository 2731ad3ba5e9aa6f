/**
 * Playing a competition's fixtures: the computer's on both sides (`playFixtureByComputer`), and
 * the member's own, set up so the match opens at the toss with the fixture's sides and ground
 * (`fixtureSetupActions`) and kept once finished (`keepMembersMatch`). The computer's knockout
 * fixtures tied on the field go to the engine's super over; the member's own, played by rules
 * without one, is settled by `settleKnockoutTie` (super-over.ts).
 */
import type { Action } from "../actions.ts";
import type { Engine } from "../engine.ts";
import type { MatchState } from "../match-state.ts";
import type { MatchRecord } from "../replay.ts";
import type { CompetitionDefinition, FixtureView, PlayedFixture } from "./competition.ts";
import { playComputerFixture, playedMatchOf } from "./computer-fixture.ts";
import { CompetitionError, type TeamId } from "./shapes.ts";
import { settleKnockoutTie } from "./super-over.ts";

/** The fixture's sides and ground, refused while its sides are not known. */
function sidesOf(fixture: FixtureView): { home: TeamId; away: TeamId; stadiumId: string } {
  const { home, away, stadiumId } = fixture;
  if (home === null || away === null || stadiumId === null) {
    throw new CompetitionError(`${fixture.label}: its sides are not known yet`);
  }
  return { home, away, stadiumId };
}

/** Plays a fixture the member does not play, the computer on both sides. */
export function playFixtureByComputer(
  engine: Engine,
  definition: CompetitionDefinition,
  fixture: FixtureView,
): PlayedFixture {
  if (fixture.played !== null) throw new CompetitionError(`Match ${fixture.id} is played already`);
  if (fixture.members) throw new CompetitionError(`Match ${fixture.id} is yours to play`);
  const { home, away, stadiumId } = sidesOf(fixture);
  // A knockout is played as one (a tie goes to the engine's super over), by the first rules
  // with the super over when the competition's have none (computer-fixture.ts).
  return playComputerFixture(engine, {
    fixtureId: fixture.id,
    home,
    away,
    stadiumId,
    format: definition.format,
    level: definition.level,
    seed: fixture.seed,
    ...(fixture.stage === "knockout" ? { knockout: true } : { rulesVersion: definition.rulesVersion }),
  });
}

/**
 * The member's fixture as the first actions of its match: the format, the member's team, the
 * opponent, the home side's country and its ground, so the match opens at the toss.
 */
export function fixtureSetupActions(definition: CompetitionDefinition, fixture: FixtureView): Action[] {
  const { home, away, stadiumId } = sidesOf(fixture);
  if (!fixture.members) throw new CompetitionError(`Match ${fixture.id} is not yours to play`);
  const opponent = home === definition.memberTeam ? away : home;
  return [
    { type: "chooseFormat", format: definition.format },
    { type: "chooseTeam", countryId: definition.memberTeam },
    { type: "chooseOpponent", countryId: opponent },
    { type: "chooseLocation", countryId: home },
    { type: "chooseStadium", stadiumId },
  ];
}

/**
 * The member's finished match of `fixture` as the competition keeps it. Refused when the match
 * is not finished, or was not set up as the fixture (other sides, ground, format, seed or level).
 */
export function keepMembersMatch(
  definition: CompetitionDefinition,
  fixture: FixtureView,
  record: MatchRecord,
  state: MatchState,
): PlayedFixture {
  if (fixture.played !== null) throw new CompetitionError(`Match ${fixture.id} is played already`);
  const setup = fixtureSetupActions(definition, fixture);
  const same = setup.every((action, i) => JSON.stringify(action) === JSON.stringify(record.actions[i]));
  if (!same || record.seed !== fixture.seed || record.level !== definition.level) {
    throw new CompetitionError(`Match ${fixture.id}: the match played was not set up as this fixture`);
  }
  const { home, away } = sidesOf(fixture);
  const match = playedMatchOf({ fixtureId: fixture.id, home, away }, state);
  return { record, match: fixture.stage === "knockout" ? settleKnockoutTie(match, state) : match };
}
