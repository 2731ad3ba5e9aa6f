/**
 * The engine's one public entry. Web, server, data, benchmarks and scripts import from here and
 * nowhere else in src/engine (a lint rule enforces it), so the files behind it can be reshaped
 * without touching the rest of the app.
 */
export {
  BATTING_STYLES,
  BOWLING_STYLES,
  DEFAULT_LEVEL,
  isComputerLevel,
  isOpponentLevel,
  OPPONENT_LEVELS,
  STYLE_INFO,
  styleFor,
  type Action,
  type BattingStyle,
  type BowlingStyle,
  type ComputerLevel,
  type InputKind,
  type LevelOption,
  type OpponentLevel,
  type PlayStyle,
  type StyleLevel,
  type StyleOption,
} from "./actions.ts";
export type {
  Catalog,
  CommentaryBook,
  CommentaryTags,
  Country,
  DismissalKind,
  Format,
  FormatKey,
  MatchesHosted,
  PitchType,
  PlayerProfile,
  RunOutcome,
  Squad,
  Stadium,
  TaggedCommentaryBook,
  TaggedLine,
} from "./catalog.ts";
export { bowlerType, bowlingSkill, isPartTimer, PART_TIMER_BELOW, type BowlerType } from "./bowlers.ts";
export { type BatterProfile, type CaptainInput, type CaptainsChoice } from "./captain.ts";
export {
  APPROACH_LABELS,
  APPROACH_MIX,
  APPROACHES,
  PLAY_AHEAD_UNTIL,
  playAheadRng,
  playStretch,
  type StretchStop,
  planReadsTables,
  planSlice,
  type PlannedSlice,
  type StretchQuestion,
  SWING,
  type Approach,
  type MixedApproach,
  type StretchOptions,
  type PlayAheadPlan,
  type PlayAheadStops,
  type PlayAheadUntil,
  type Stretch,
} from "./play-ahead.ts";
export { isHighlight, overLines, stretchSummary, type OverLine } from "./play-ahead-lines.ts";
export { careerLine, type CareerLine, type CareerPlayerLine } from "./career-line.ts";
export { createEngine, type Engine, type EngineServices, type MatchOptions } from "./engine.ts";
export { mirrored, turnOf } from "./friend.ts";
export type { TossValue } from "./toss.ts";
export { groundCharacter, type GroundRatings } from "./ground-character.ts";
export {
  matchKeyOf,
  situationNow,
  TableCache,
  tablesKey,
  tablesKeyOf,
  tablesKnown,
  tablesPerMatch,
  type TablesKey,
} from "./table-cache.ts";
export { replayTablesState, replayTossState, tablesWindow } from "./table-replay.ts";
export type { WinTableSource } from "./table-source.ts";
export type {
  BallEvent,
  BowlerChangeEvent,
  ChoiceEvent,
  InningsEndEvent,
  MatchEvent,
  OverEndEvent,
  ResultEvent,
  SuperOverEvent,
  TossCalledEvent,
  TossResultEvent,
  WicketEvent,
} from "./events.ts";
export {
  bowlerKind,
  oversPhrase,
  oversText,
  plural,
  skillWord,
  wicketsForRuns,
  type SkillWord,
} from "./figures.ts";
export type {
  Dismissal,
  InningsNumber,
  MatchResult,
  MatchState,
  MatchStatus,
  BatterFigures,
  BowlerFigures,
  InningsState,
  SideState,
  SuperOverInnings,
  TossState,
} from "./match-state.ts";
export {
  firstShapeOf,
  upgradeMatchState,
  type MatchStateV1,
  type PlayerStateV1,
  type TeamStateV1,
} from "./state-upgrade.ts";
export {
  battingSideOf,
  bowlingSideOf,
  inningsIndexOf,
  inningsNumberOf,
  inningsOrBlank,
  summariesOf,
  type Sides,
} from "./innings-summary.ts";
export { replay, type MatchRecord, type Replay } from "./replay.ts";
export { COMMENTARY_KEYS, DISMISSAL_KINDS, RUN_KEYS } from "./commentary.ts";
export {
  allowedTags,
  compileTaggedCommentary,
  contextIndex,
  type AllowedTags,
  type CompiledTaggedCommentary,
} from "./match-commentary.ts";
export { deliveryOf, type DeliveryFacts } from "./ball-outcome.ts";
export {
  CURRENT_RULES_VERSION,
  RATED_RULES_VERSION,
  PLAYABLE_RULES_VERSIONS,
  playableRulesVersionOf,
  RULES_VERSIONS,
  rulesFor,
  rulesVersionOf,
  SUPER_OVER_RULES_VERSION,
  UNVERSIONED_RULES,
  type RulesVersion,
} from "./rules-version.ts";
export { ACTION_TYPES, SETUP_STEPS, STAGE, type Stage, type StageName } from "./stages.ts";
export type { CoachAdvice, CoachReading } from "./win-chance.ts";
export {
  buildClassicTables,
  buildEquilibriumTables,
  type Situation,
  type WinTables,
  type WinTablesData,
} from "./strategy/win-tables.ts";
export { clubMix } from "./strategy/club-captain.ts";
export { type BallOdds, type InningsOdds } from "./odds/ball-odds.ts";
export { oddsForInnings } from "./odds/innings-odds.ts";
export { drawOutcome, pairSummary, pairWeights } from "./odds/pair-odds.ts";
export { levelRules, type LevelRules } from "./level-rules.ts";
export { phaseOf, type Phase } from "./odds/rated-odds.ts";
export type {
  AfterInnings,
  FormatRules,
  InningsEnd,
  InningsSummary,
  ResultKind,
} from "./formats/format-rules.ts";
export { limitedOvers, type LimitedOversSpec } from "./formats/limited-overs.ts";
export { inningsSummary } from "./innings-summary.ts";
export {
  netRunRate,
  netRunRateOf,
  runRateParts,
  type RunRateParts,
  type TableMatch,
} from "./net-run-rate.ts";
export { STANDARD_FORMATS, type StandardFormatKey } from "./formats/standard.ts";
export { isWideSeed, nextUint32, randomBelow, type RngState, type Seed, seedRng } from "./rng.ts";
export {
  simulateMatch,
  type SimulationOptions,
  type SimulationResult,
  type SimulationStrategy,
  type StrategyContext,
} from "./simulate.ts";
export type { EngineError, EngineErrorCode, StepResult } from "./step-result.ts";
export { superOverTitle } from "./super-over-rules.ts";
export type {
  BattingRow,
  BowlingRow,
  FallOfWicket,
  InningsLine,
  MatchSummary,
  OverInProgress,
  OverSummary,
  Extras,
  Scoreboard,
  SuggestedBowler,
} from "./views.ts";
export {
  CompetitionError,
  GROUP_NAMES,
  league,
  series,
  TIE_BREAKERS_2003,
  TIE_BREAKERS_2019,
  worldCupGroups,
  worldCupRoundRobin,
  type CompetitionShape,
  type KnockoutDraw,
  type LeagueSpec,
  type SeriesShape,
  type TeamId,
  type TieBreaker,
  type TournamentShape,
} from "./competitions/shapes.ts";
export { circleRounds, fixturesOf, type Fixture } from "./competitions/fixtures.ts";
export {
  checkResult,
  NO_RESULT,
  TIED,
  wonBy,
  type Decision,
  type MatchStage,
  type PlayedMatch,
} from "./competitions/results.ts";
export { compareNetRunRate } from "./competitions/exact-rate.ts";
export {
  netRunRateText,
  POINTS_FOR_NO_RESULT,
  POINTS_FOR_TIE,
  POINTS_FOR_WIN,
  pointsTable,
  type TableRow,
} from "./competitions/points-table.ts";
export { seriesScore, seriesStanding, type SeriesStanding } from "./competitions/series-result.ts";
export { bracketOf, groupTables, type Bracket, type KnockoutTie } from "./competitions/knockouts.ts";
export {
  needBattingFirst,
  needChasing,
  type InningsScore,
  type Need,
  type NeedQuestion,
} from "./competitions/what-you-need.ts";
export { fixtureNeed, type FixtureNeed } from "./competitions/fixture-need.ts";
export {
  checkComputerFixture,
  playComputerFixture,
  playedMatchOf,
  type ComputerFixture,
  type ComputerFixtureSpec,
} from "./competitions/computer-fixture.ts";
export {
  checkDefinition,
  competitionView,
  fixtureSeed,
  resultText,
  shapeOf,
  teamName,
  type CompetitionDefinition,
  type CompetitionKind,
  type CompetitionView,
  type FixtureView,
  type PlayedFixture,
} from "./competitions/competition.ts";
export {
  checkFixtureRecord,
  fixtureMatchRules,
  fixtureSetupActions,
  keepMembersMatch,
  playFixtureByComputer,
  type FixtureMatchRules,
} from "./competitions/competition-play.ts";
export {
  bookFactsOf,
  type BatterFacts,
  type BowlerFacts,
  type InningsFacts,
  type BookFacts,
  type PartnershipFacts,
  type PlayerRef,
} from "./records/book-facts.ts";
export {
  recordBook,
  WICKET_POINTS,
  type Entry,
  type KeptFacts,
  type PlayerTotal,
  type RecordBook,
  type TeamTotal,
  type Win,
} from "./records/record-book.ts";
export {
  ACHIEVEMENTS,
  achievementsOf,
  type Achievement,
  type AchievementCompetition,
  type AchievementMatch,
  type Earned,
} from "./records/achievements.ts";
