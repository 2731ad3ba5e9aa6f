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
import { replay, type MatchRecord } from "../replay.ts";
import type { CompetitionDefinition, FixtureView, PlayedFixture } from "./competition.ts";
import {
  checkComputerFixture,
  playComputerFixture,
  playedMatchOf,
  type ComputerFixtureSpec,
} from "./computer-fixture.ts";
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

/** What decides the match of a fixture the computer plays on both sides. */
function computerFixtureSpec(definition: CompetitionDefinition, fixture: FixtureView): ComputerFixtureSpec {
  if (fixture.members) throw new CompetitionError(`Match ${fixture.id} is yours to play`);
  const { home, away, stadiumId } = sidesOf(fixture);
  // A knockout is played as one (a tie goes to the engine's super over), by the first rules
  // with the super over when the competition's have none (computer-fixture.ts).
  return {
    fixtureId: fixture.id,
    home,
    away,
    stadiumId,
    format: definition.format,
    level: definition.level,
    seed: fixture.seed,
    ...(fixture.stage === "knockout" ? { knockout: true } : { rulesVersion: definition.rulesVersion }),
  };
}

/** Plays a fixture the member does not play, the computer on both sides. */
export function playFixtureByComputer(
  engine: Engine,
  definition: CompetitionDefinition,
  fixture: FixtureView,
): PlayedFixture {
  if (fixture.played !== null) throw new CompetitionError(`Match ${fixture.id} is played already`);
  return playComputerFixture(engine, computerFixtureSpec(definition, fixture));
}

/**
 * A played fixture's record checked by playing it again, as a server keeps it: the computer's
 * fixture must be exactly the match the computer plays (`checkComputerFixture`), the member's must
 * replay to its end by the competition's rules and be set up as the fixture (`keepMembersMatch`).
 * Answers the fixture as the competition keeps it; throws a `CompetitionError` saying what is wrong.
 */
export function checkFixtureRecord(
  engine: Engine,
  definition: CompetitionDefinition,
  fixture: FixtureView,
  record: MatchRecord,
): PlayedFixture {
  if (fixture.played !== null) throw new CompetitionError(`Match ${fixture.id} is played already`);
  if (!fixture.members) {
    const match = checkComputerFixture(engine, computerFixtureSpec(definition, fixture), record);
    return { record, match };
  }
  if (record.rulesVersion !== definition.rulesVersion || record.knockout !== undefined) {
    throw new CompetitionError(
      `Match ${fixture.id}: your match is played by the competition's rules (version ${definition.rulesVersion})`,
    );
  }
  // Set up as the fixture before the costly replay (keepMembersMatch checks it again, cheaply).
  checkSetUpAs(definition, fixture, record);
  const replayed = replay(engine, record);
  if (replayed.refusedAt !== null) {
    throw new CompetitionError(
      `Match ${fixture.id}: the match does not replay (action ${replayed.refusedAt + 1} is not allowed)`,
    );
  }
  return keepMembersMatch(definition, fixture, record, replayed.state);
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

/** Throws unless the member's match was set up as `fixture` (its first actions, seed and level). */
function checkSetUpAs(definition: CompetitionDefinition, fixture: FixtureView, record: MatchRecord): void {
  const setup = fixtureSetupActions(definition, fixture);
  const same = setup.every((action, i) => JSON.stringify(action) === JSON.stringify(record.actions[i]));
  if (!same || record.seed !== fixture.seed || record.level !== definition.level) {
    throw new CompetitionError(`Match ${fixture.id}: the match played was not set up as this fixture`);
  }
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
  checkSetUpAs(definition, fixture, record);
  const { home, away } = sidesOf(fixture);
  const match = playedMatchOf({ fixtureId: fixture.id, home, away }, state);
  return { record, match: fixture.stage === "knockout" ? settleKnockoutTie(match, state) : match };
}
