/**
 * Playing a competition's fixtures: the computer's on both sides (`playFixtureByComputer`), and
 * the member's own, set up so the match opens at the toss with the fixture's sides and ground
 * (`fixtureSetupActions`) and kept once finished (`keepMembersMatch`). Every knockout fixture,
 * the computer's and the member's alike, is created as a knockout match (`fixtureMatchRules`), so
 * a tie on the field goes to the engine's super over.
 */
import type { Action } from "../actions.ts";
import type { Engine } from "../engine.ts";
import type { MatchState } from "../match-state.ts";
import { replay, type MatchRecord } from "../replay.ts";
import type { CompetitionDefinition, FixtureView, PlayedFixture } from "./competition.ts";
import { rulesFor, type RulesVersion } from "../rules-version.ts";
import {
  checkComputerFixture,
  knockoutRulesVersion,
  playComputerFixture,
  playedMatchOf,
  type ComputerFixtureSpec,
} from "./computer-fixture.ts";
import { CompetitionError, type TeamId } from "./shapes.ts";

/** The fixture's sides and ground, refused while its sides are not known. */
function sidesOf(fixture: FixtureView): { home: TeamId; away: TeamId; stadiumId: string } {
  const { home, away, stadiumId } = fixture;
  if (home === null || away === null || stadiumId === null) {
    throw new CompetitionError(`${fixture.label}: its sides are not known yet`);
  }
  return { home, away, stadiumId };
}

/** How a fixture's match is created: its rules version, and whether it is a knockout match. */
export interface FixtureMatchRules {
  readonly rulesVersion: RulesVersion;
  readonly knockout: boolean;
}

/**
 * The rules of a fixture's match: a knockout fixture's is a knockout match (a tie goes to super
 * overs), by the competition's rules when they have the super over, else by the current ones;
 * any other fixture's is played by the competition's rules.
 */
export function fixtureMatchRules(
  definition: CompetitionDefinition,
  fixture: FixtureView,
): FixtureMatchRules {
  return fixture.stage === "knockout"
    ? { rulesVersion: knockoutRulesVersion(definition.rulesVersion), knockout: true }
    : { rulesVersion: definition.rulesVersion, knockout: false };
}

/** What decides the match of a fixture the computer plays on both sides. */
function computerFixtureSpec(definition: CompetitionDefinition, fixture: FixtureView): ComputerFixtureSpec {
  if (fixture.members) throw new CompetitionError(`Match ${fixture.id} is yours to play`);
  const { home, away, stadiumId } = sidesOf(fixture);
  // A knockout is played as one (a tie goes to the engine's super over).
  return {
    fixtureId: fixture.id,
    home,
    away,
    stadiumId,
    format: definition.format,
    level: definition.level,
    seed: fixture.seed,
    ...fixtureMatchRules(definition, fixture),
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
  // The fixture's rules (a knockout's: the first with the super over), or a knockout begun by the
  // competition's rules before they had one (keepMembersMatch decides whether it may count).
  const rules = fixtureMatchRules(definition, fixture);
  const begunBefore =
    rules.knockout && record.knockout === undefined && record.rulesVersion === definition.rulesVersion;
  if (record.rulesVersion !== rules.rulesVersion && !begunBefore) {
    throw new CompetitionError(
      `Match ${fixture.id}: your match is played by the competition's rules (version ${rules.rulesVersion})`,
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
 * is not finished, or was not set up as the fixture (other sides, ground, format, seed or level,
 * or a knockout fixture's match not created as a knockout). A knockout fixture's match begun
 * before the rules had the super over (not a knockout, by rules without it) is kept when it was
 * won, and refused when it ended tied: it is then played again, as a knockout.
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
  const knockout = state.knockout;
  const wanted = fixtureMatchRules(definition, fixture).knockout;
  const beganBeforeSuperOver = wanted && !knockout && !rulesFor(state.rulesVersion).superOver;
  if (knockout !== wanted && !beganBeforeSuperOver) {
    throw new CompetitionError(
      `Match ${fixture.id}: the match played ${knockout ? "is" : "is not"} a knockout match, and the fixture ${wanted ? "is" : "is not"}`,
    );
  }
  if (beganBeforeSuperOver && match.decision.kind === "tied") {
    throw new CompetitionError(
      `Match ${fixture.id} ended tied, and was begun before knockout matches had a super over: play it again`,
    );
  }
  return { record: knockout ? { ...record, knockout } : record, match };
}
