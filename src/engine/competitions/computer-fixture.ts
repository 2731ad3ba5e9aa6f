/**
 * A competition's fixture the member does not play: the computer plays both sides, by the same
 * engine and at the competition's level, and the match is kept as a record (seed, level, rules
 * version, every action) like any other. Each side plays by the computer's own rule: its styles
 * drawn from the mix its level gives the side batting or bowling (`Engine.computerMixFor`; in
 * Classic, which has no style rule, uniformly), its bowlers by the computer captain, its toss
 * decision by the computer's (`Engine.tossChoice`). The choices come from a generator seeded
 * from the fixture's seed, so the same fixture always plays the same match: a server checks a
 * kept fixture by playing it again and comparing every action (`checkComputerFixture`).
 */
import type { ComputerLevel, StyleLevel } from "../actions.ts";
import type { FormatKey } from "../catalog.ts";
import type { Engine } from "../engine.ts";
import { summariesOf } from "../innings-summary.ts";
import type { MatchState } from "../match-state.ts";
import type { MatchRecord } from "../replay.ts";
import type { Seed } from "../rng.ts";
import {
  CURRENT_RULES_VERSION,
  playableRulesVersionOf,
  rulesFor,
  SUPER_OVER_RULES_VERSION,
  UNVERSIONED_RULES,
  type RulesVersion,
} from "../rules-version.ts";
import { simulateMatch, type StrategyContext } from "../simulate.ts";
import { TIED, wonBy, type PlayedMatch } from "./results.ts";
import { CompetitionError, type TeamId } from "./shapes.ts";

/** What decides a fixture's match: who, where, in what format, at what level, from what seed. */
export interface ComputerFixtureSpec {
  /** The fixture's id in its competition ("G17", "M2"). */
  readonly fixtureId: string;
  /** The side at home (the match's first side) and the visitors. */
  readonly home: TeamId;
  readonly away: TeamId;
  readonly format: FormatKey;
  readonly level: ComputerLevel;
  readonly seed: Seed;
  /** The current rules when left out (which have the super over a knockout needs). */
  readonly rulesVersion?: RulesVersion;
  /**
   * A knockout fixture: its match is created as a knockout, so a tie goes to the engine's super
   * over (rules version 3 on). Not one when left out.
   */
  readonly knockout?: boolean;
  /** The ground; left out, one of the home side's grounds chosen by the seed. */
  readonly stadiumId?: string;
}

/** A fixture played: its record, as any kept match, and the match as the competition reads it. */
export interface ComputerFixture {
  /** The kept record; `knockout` is there (true) for a knockout fixture only. */
  readonly record: MatchRecord & { readonly level: ComputerLevel; readonly rulesVersion: RulesVersion };
  readonly match: PlayedMatch;
}

const LEVELS: readonly StyleLevel[] = ["aggressive", "normal", "defensive"];
// The uniform a mix is drawn with: 30 bits from the simulation's generator.
const DRAW_RANGE = 1 << 30;

/** Each side's style for a ball, drawn from the mix the computer's rule gives its role. */
function computerRule(engine: Engine): (context: StrategyContext) => StyleLevel {
  return ({ state, role, random }) => {
    const mix = engine.computerMixFor(state, role);
    if (mix === null) return LEVELS[random(3)] as StyleLevel;
    const u = random(DRAW_RANGE) / DRAW_RANGE;
    if (u < mix[0]) return "aggressive";
    if (u < mix[0] + mix[1]) return "normal";
    return "defensive";
  };
}

/** The fixture's ground: the one named, else one of the home side's chosen by the seed. */
function groundOf(engine: Engine, spec: ComputerFixtureSpec): string {
  if (spec.stadiumId !== undefined) {
    if (!engine.catalog.stadiums.some((s) => s.id === spec.stadiumId)) {
      throw new CompetitionError(`Match ${spec.fixtureId}: there is no ground ${spec.stadiumId}`);
    }
    return spec.stadiumId;
  }
  const grounds = engine.stadiumsFor(spec.home);
  if (grounds.length === 0) {
    throw new CompetitionError(`Match ${spec.fixtureId}: team ${spec.home} has no home ground; name one`);
  }
  const low = typeof spec.seed === "number" ? spec.seed : Number.parseInt(spec.seed.slice(-8), 16);
  return (grounds[(low >>> 0) % grounds.length] as { id: string }).id;
}

/**
 * A finished match of a fixture as the competition reads it: its innings' summaries and how it
 * was decided (a tie stands; a knockout fixture's tie is played off in the engine's super over,
 * and the win says so).
 */
export function playedMatchOf(
  fixture: Pick<ComputerFixtureSpec, "fixtureId" | "home" | "away">,
  state: MatchState,
): PlayedMatch {
  if (state.result === null || state.sides === null) {
    throw new CompetitionError(`Match ${fixture.fixtureId}: the match is not finished`);
  }
  const ids = state.sides.map((side) => side.id);
  if (!ids.includes(fixture.home) || !ids.includes(fixture.away)) {
    throw new CompetitionError(
      `Match ${fixture.fixtureId}: it was played by teams ${ids.join(" and ")}, not ${fixture.home} and ${fixture.away}`,
    );
  }
  const winner = state.result.winnerTeamId;
  return {
    fixtureId: fixture.fixtureId,
    home: fixture.home,
    away: fixture.away,
    // The match's own innings: net run rate leaves a super over out.
    innings: summariesOf(state.sides, state.innings, state.totalBall),
    decision: winner === null ? TIED : wonBy(winner, state.result.kind === "superOver"),
  };
}

/**
 * The rules a knockout fixture of a competition played by `version` is played by: its own when
 * they have the super over, else the current ones (which have it). The computer's knockout
 * fixtures and the member's own are played by these alike.
 */
export function knockoutRulesVersion(version: RulesVersion): RulesVersion {
  return rulesFor(version).superOver ? version : CURRENT_RULES_VERSION;
}

/** Plays the fixture, the computer on both sides, and keeps it as a record. */
export function playComputerFixture(engine: Engine, spec: ComputerFixtureSpec): ComputerFixture {
  if (spec.home === spec.away)
    throw new CompetitionError(`Match ${spec.fixtureId}: a side cannot play itself`);
  const knockout = spec.knockout === true;
  const rulesVersion = spec.rulesVersion ?? CURRENT_RULES_VERSION;
  if (knockout && !rulesFor(rulesVersion).superOver) {
    throw new CompetitionError(
      `Match ${spec.fixtureId}: a knockout match settles a tie with a super over, which rules version ${rulesVersion} does not have (from version ${SUPER_OVER_RULES_VERSION} on)`,
    );
  }
  const played = simulateMatch(engine, spec.seed, spec.format, computerRule(engine), {
    knockout,
    teamId: spec.home,
    opponentId: spec.away,
    stadiumId: groundOf(engine, spec),
    level: spec.level,
    rulesVersion,
    bowlerChoice: "captain",
    tossChoice: "computer",
  });
  return {
    record: knockout
      ? { seed: spec.seed, level: spec.level, rulesVersion, knockout, actions: played.actions }
      : { seed: spec.seed, level: spec.level, rulesVersion, actions: played.actions },
    match: playedMatchOf(spec, played.state),
  };
}

/**
 * Checks a kept fixture: its actions must be exactly those the fixture plays (so every choice
 * was the computer's, drawn as the seed draws them, and the match was played to its end).
 * Answers the match as the competition reads it; throws a `CompetitionError` saying where the
 * record differs.
 */
export function checkComputerFixture(
  engine: Engine,
  spec: ComputerFixtureSpec,
  record: MatchRecord,
): PlayedMatch {
  const id = spec.fixtureId;
  if (record.seed !== spec.seed || record.level !== spec.level) {
    throw new CompetitionError(`Match ${id}: the record's seed or level is not the fixture's`);
  }
  // A competition's fixtures are the engine's own matches: a version being built is taken too.
  const rulesVersion = playableRulesVersionOf(record.rulesVersion ?? UNVERSIONED_RULES);
  if (rulesVersion === null) {
    throw new CompetitionError(`Match ${id}: there is no rules version ${String(record.rulesVersion)}`);
  }
  if ((record.knockout === true) !== (spec.knockout === true)) {
    throw new CompetitionError(
      `Match ${id}: the record ${record.knockout === true ? "is" : "is not"} a knockout match, and the fixture ${spec.knockout === true ? "is" : "is not"}`,
    );
  }
  const expected = playComputerFixture(engine, { ...spec, rulesVersion });
  const played = expected.record.actions;
  const at = played.findIndex((action, i) => JSON.stringify(action) !== JSON.stringify(record.actions[i]));
  if (at !== -1 || played.length !== record.actions.length) {
    const where = at === -1 ? Math.min(played.length, record.actions.length) : at;
    throw new CompetitionError(`Match ${id}: action ${where} is not the one the computer plays`);
  }
  return expected.match;
}
