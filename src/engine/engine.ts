/**
 * The match engine: `createEngine(catalog)` gives a pure `step(state, action)` and the views
 * the UI renders. Same catalog, same seed, same actions: same match, on any machine.
 */
import {
  isOpponentLevel,
  STYLE_INFO,
  styleInfoOf,
  type Action,
  type InputKind,
  type OpponentLevel,
  type StyleInfo,
  type StyleOption,
} from "./actions.ts";
import type { Catalog, Stadium } from "./catalog.ts";
import { COMMENTARY_KEYS } from "./commentary.ts";
import { buildContext, withSquads, withStadiums, type EngineContext } from "./engine-context.ts";
import type { InningsNumber, InningsState, MatchState } from "./match-state.ts";
import { matchInningsOdds } from "./odds/innings-odds.ts";
import { chooseBowler, playBall } from "./play-steps.ts";
import { type Seed, seedRng } from "./rng.ts";
import {
  CURRENT_RULES_VERSION,
  isPlayableRulesVersion,
  PLAYABLE_RULES_VERSIONS,
  rulesFor,
  SUPER_OVER_RULES_VERSION,
  type RulesVersion,
} from "./rules-version.ts";
import { actionType, refusal, refusalOf } from "./legality.ts";
import { ballWaitingIn, STAGE, stageOf, type Stage } from "./stages.ts";
import {
  back,
  callToss,
  chooseBatOrBowl,
  chooseFormat,
  chooseLocation,
  chooseOpponent,
  chooseStadium,
  chooseTeam,
  DEFAULT_TOTAL_BALL,
  setBattingOrder,
  startMatch,
  tossChoice,
  tossOrders,
  tossWinner,
} from "./setup-steps.ts";
import type { StepResult } from "./step-result.ts";
import { adoptTossValues, tossValuesMissing, tossValuesOf, type TossValue } from "./toss.ts";
import { TableCache } from "./table-cache.ts";
import {
  coach,
  coachReading,
  equilibriumOf,
  winChance,
  type CoachAdvice,
  type CoachReading,
} from "./win-chance.ts";
import type { BallMix } from "./strategy/win-tables.ts";
import type { LevelMix } from "./strategy/win-table-types.ts";
import { computerMix } from "./computer-style.ts";
import {
  ballsLeft,
  battingCard,
  bowlingCard,
  eligibleBowlers,
  extrasOf,
  fallOfWickets,
  lastBall,
  matchSummary,
  nextInput,
  overInProgress,
  overSummary,
  resultText,
  runsNeeded,
  scoreboard,
  styleOptions,
  suggestedBowler,
  target,
  userRole,
  type BattingRow,
  type BowlingRow,
  type Extras,
  type FallOfWicket,
  type MatchSummary,
  type OverInProgress,
  type OverSummary,
  type Scoreboard,
  type SuggestedBowler,
} from "./views.ts";

/**
 * A rules engine bound to one catalog. Every method is a function of its arguments; the one
 * thing an engine keeps between calls is its {@link Engine.tables} cache, which changes how long
 * a call takes, never what it returns.
 */
export interface Engine {
  readonly catalog: Catalog;
  /**
   * A new match at the format stage, its generator seeded from `seed` (a wide seed's 128 bits, a
   * narrow one's low 32 bits; a malformed wide seed throws a RangeError). `level` is how
   * the computer plays; without it, Classic (the original rules), which old saves were played in.
   * `rulesVersion` is the rules it is played by; without it, the current ones. A version this
   * engine does not know throws (a caller checks one read from outside first, as `replay` does).
   */
  createMatch(
    seed: Seed,
    level?: OpponentLevel,
    rulesVersion?: RulesVersion,
    options?: MatchOptions,
  ): MatchState;
  /**
   * Applies one action to a state made by this engine (createMatch or step). A
   * refused action returns an error value, never throws, and leaves `state` untouched.
   */
  step(state: MatchState, action: Action): StepResult;
  /** Whether `step` would take `action` now (the same rules, without playing anything). */
  allows(state: MatchState, action: Action): boolean;
  /** The stage the match is at: its name (the screen to show), setup step, innings. */
  stage(state: MatchState): Stage;
  nextInput(state: MatchState): InputKind | null;
  /**
   * The user's chance of winning (0..1) under the model, from win tables built on first use:
   * exact in Classic and in rules version 1 (a length's tables); from version 2 in Club and
   * International the match's own tables on per-innings average odds, the coming ball solved
   * with its own (within about 2 points of simulation; ADR 0014). A T20's tables take a few
   * hundred ms, a one-day match's up to two seconds: ask {@link Engine.tables} first on a thread
   * that must not stall. 1 or 0 once finished; null before play.
   */
  winChance(state: MatchState): number | null;
  /** For each of the user's styles, the chance of winning after the coming ball if played; [] when none is due. */
  coach(state: MatchState): CoachAdvice[];
  /**
   * The coach's words for the coming ball beside the figures: International's unexploitable mix
   * and why the figures are equal, Club's habit the best button plays against, and what a
   * mistaken style costs; null in Classic and when no ball is waiting.
   */
  coachReading(state: MatchState): CoachReading | null;
  /**
   * Both sides' equilibrium mixes for the coming ball of a Club or International match (the
   * tables' own in rules version 1; from version 2 the ball's game solved with its own odds):
   * what the coach would play on both sides. Null in Classic and when no ball is waiting.
   */
  equilibrium(state: MatchState): BallMix | null;
  /**
   * The mix the computer's rule at this match's level plays for the side batting (`role` "bat")
   * or bowling on the coming ball, whichever side that is: its own mix for its own side, and what
   * it would play in the user's place. Null in Classic (the computer has no style rule there) and
   * when no ball is waiting. For a match the computer plays on both sides.
   */
  computerMixFor(state: MatchState, role: "bat" | "bowl"): LevelMix | null;
  /** At the toss, the decision the computer's rule makes on winning it (the best for either side); null elsewhere. */
  tossChoice(state: MatchState): "bat" | "bowl" | null;
  /**
   * The win tables built or adopted so far, by {@link tablesKey}: a worker builds a match's
   * with `tables.forMatch(state).data()` (or only the window a match in play needs, with
   * `tablesWindow`) and posts them; another engine on the same catalog rules takes them with
   * `tables.adopt(data)`. `tables.covers(state)` says whether winChance, coach and an
   * International ball cost nothing now (a window throws for what it does not hold).
   */
  readonly tables: TableCache;
  /**
   * The first-ball values the computer's toss decision would read if the coin were called now
   * (rules version 2 on, Club and International, at the toss), built here if need be: a
   * worker's work, handed to a page with {@link Engine.adoptTossValues}. Null when the toss
   * reads none.
   */
  tossValues(state: MatchState): readonly TossValue[] | null;
  /** Whether calling the coin now would build tables on this thread (see {@link Engine.tossValues}). */
  tossValuesMissing(state: MatchState): boolean;
  /** Takes values another engine on the same catalog computed with {@link Engine.tossValues}. */
  adoptTossValues(values: readonly TossValue[]): void;
  /** Who wins the toss at `state` if the user calls `call` (the coin only: nothing is decided). */
  tossWinner(state: MatchState, call: 0 | 1): "user" | "computer";
  userRole(state: MatchState): "bat" | "bowl" | null;
  styleOptions(state: MatchState): readonly StyleOption[];
  /** Player ids who may bowl the over now waiting for a bowler; [] when none is due. */
  eligibleBowlers(state: MatchState): number[];
  /**
   * The computer captain's choice among {@link Engine.eligibleBowlers}, with its reason in a few
   * words (the bowler picker's pre-selection); null when no bowler is due.
   */
  suggestedBowler(state: MatchState): SuggestedBowler | null;
  /** The grounds of a country, for the stadium stage. */
  stadiumsFor(countryId: number): readonly Stadium[];
  scoreboard(state: MatchState): Scoreboard | null;
  battingCard(state: MatchState, innings: InningsNumber): BattingRow[];
  bowlingCard(state: MatchState, innings: InningsNumber): BowlingRow[];
  overSummary(state: MatchState, innings: InningsNumber): OverSummary[];
  /** The over on show in an innings (being bowled, or just finished until the next starts), ball by ball. */
  overInProgress(state: MatchState, innings: InningsNumber): OverInProgress;
  fallOfWickets(state: MatchState, innings: InningsNumber): FallOfWicket[];
  /** An innings' extras ("7 (b 1, lb 2, w 3, nb 1)"); null when the match's rules have none. */
  extras(state: MatchState, innings: InningsNumber): Extras | null;
  target(state: MatchState): number | null;
  runsNeeded(state: MatchState): number | null;
  ballsLeft(state: MatchState): number | null;
  lastBall(state: MatchState): string;
  resultText(state: MatchState): string | null;
  matchSummary(state: MatchState): MatchSummary;
}

/** What a match is, besides its seed, level and rules version, fixed when it is created. */
export interface MatchOptions {
  /**
   * A knockout match: a tie after both innings goes to super overs until one side wins (rules
   * version 3 on; an older version refuses it). Absent or false for any other match.
   */
  readonly knockout?: boolean;
}

/** The action of one type. */
type ActionOf<K extends InputKind> = Extract<Action, { readonly type: K }>;

/** What an engine is given besides its catalog. */
export interface EngineServices {
  /**
   * The win tables the engine values matches with and keeps between calls; without it, a new
   * empty cache of its own. The engine sets where the cache gets a match's own odds (its
   * catalog's players and grounds), so a cache serves one engine's catalog.
   */
  readonly tables?: TableCache;
}

/** Binds the rules to a catalog; indexes it once. */
/**
 * A new match's empty list of innings, made as a list of objects from the start: an empty
 * literal is a list of small integers to the JavaScript engine, and every later read of a
 * match's innings would then be compiled for two kinds of list instead of one.
 */
function noInnings(): InningsState[] {
  const list: (InningsState | null)[] = [null];
  list.pop();
  return list as InningsState[];
}

export function createEngine(catalog: Catalog, services: EngineServices = {}): Engine {
  const tables = services.tables ?? new TableCache();
  const ctx = buildContext(catalog, tables);
  // A rules version with squads or grounds of its own plays them (a released version keeps the
  // elevens and the grounds' ratings it was released with).
  // Indexed by the version (a small integer): every step reads it, and an array read is quicker
  // than a Map's lookup.
  const versionContexts: EngineContext[] = [];
  for (const version of PLAYABLE_RULES_VERSIONS) {
    const squads = catalog.squadsByRulesVersion?.[version];
    const stadiums = catalog.stadiumsByRulesVersion?.[version];
    let own = squads ? withSquads(ctx, squads) : ctx;
    if (stadiums) own = withStadiums(own, stadiums);
    versionContexts[version] = own;
  }
  /** The indexed catalog a match plays with: its rules version's squads and grounds. */
  const ctxOf = (state: MatchState): EngineContext => versionContexts[state.rulesVersion] ?? ctx;
  // A match's own win tables (rules version 2 on) are built on its sides' and ground's odds.
  tables.useMatchOdds((state) => matchInningsOdds(ctxOf(state), state));

  function createMatch(
    seed: Seed,
    level: OpponentLevel = "classic",
    rulesVersion: RulesVersion = CURRENT_RULES_VERSION,
    options: MatchOptions = {},
  ): MatchState {
    if (!isPlayableRulesVersion(rulesVersion)) {
      throw new RangeError(
        `createMatch: rules version ${String(rulesVersion)} is not one this engine plays (${PLAYABLE_RULES_VERSIONS.join(", ")})`,
      );
    }
    const knockout = options.knockout === true;
    if (knockout && !rulesFor(rulesVersion).superOver) {
      throw new RangeError(
        `createMatch: a knockout match settles a tie with a super over, which rules version ${rulesVersion} does not have (from version ${SUPER_OVER_RULES_VERSION} on)`,
      );
    }
    const normalized = typeof seed === "string" ? seed : Number.isFinite(seed) ? seed >>> 0 : 0;
    return {
      version: 2,
      seed: normalized,
      level: isOpponentLevel(level) ? level : "classic",
      rulesVersion,
      knockout,
      rng: seedRng(normalized),
      status: STAGE.format.status,
      format: null,
      totalBall: DEFAULT_TOTAL_BALL,
      teamId: null,
      opponentId: null,
      locationId: null,
      stadiumId: null,
      toss: null,
      playerAction: null,
      battingOrder: null,
      sides: null,
      userSide: null,
      innings: noInnings(),
      lastLine: new Array<number>(COMMENTARY_KEYS.length).fill(-1),
      intentSaid: false,
      result: null,
    };
  }

  function step(state: MatchState, action: Action): StepResult {
    const own = ctxOf(state);
    const type = actionType(action);
    const why = refusalOf(own, state, action, type);
    if (why !== null) return { ok: false, error: why };
    // The ball, by far the most frequent action, is sent straight on (STEPS.playBall, without
    // looking its step up by the action's type).
    if (type === "playBall") {
      const ball = action as ActionOf<"playBall">;
      const level = (styleInfoOf(ball.style) as StyleInfo).level;
      return ball.other === undefined
        ? playBall(own, state, level)
        : playBall(own, state, level, (styleInfoOf(ball.other) as StyleInfo).level);
    }
    return (STEPS[type as InputKind] as (state: MatchState, action: Action) => StepResult)(state, action);
  }

  // One step per action (the type requires every action to have one); legality.ts has checked it.
  const STEPS: { readonly [K in InputKind]: (state: MatchState, action: ActionOf<K>) => StepResult } = {
    playBall: (state, action) =>
      playBall(
        ctxOf(state),
        state,
        STYLE_INFO[action.style].level,
        action.other === undefined ? null : STYLE_INFO[action.other].level,
      ),
    chooseBowler: (state, action) => chooseBowler(ctxOf(state), state, action.playerId),
    chooseFormat: (state, action) => chooseFormat(ctxOf(state), state, action.format),
    chooseTeam: (state, action) => chooseTeam(state, action.countryId),
    chooseOpponent: (state, action) => chooseOpponent(state, action.countryId),
    chooseLocation: (state, action) => chooseLocation(state, action.countryId),
    chooseStadium: (state, action) => chooseStadium(state, action.stadiumId),
    back: (state) => back(state),
    setBattingOrder: (state, action) => setBattingOrder(state, action.order),
    callToss: (state, action) => callToss(ctxOf(state), state, action.call),
    chooseBatOrBowl: (state, action) => chooseBatOrBowl(ctxOf(state), state, action.choice),
    startMatch: (state) => startMatch(ctxOf(state), state),
  };

  return {
    catalog,
    createMatch,
    step,
    allows: (state, action) => refusal(ctxOf(state), state, action) === null,
    stage: stageOf,
    nextInput,
    winChance: (state) => winChance(ctxOf(state), state),
    coach: (state) => coach(ctxOf(state), state),
    coachReading: (state) => coachReading(ctxOf(state), state),
    equilibrium: (state) => equilibriumOf(ctxOf(state), state),
    computerMixFor: (state, role) => {
      const index = ballWaitingIn(state);
      return index === null ? null : computerMix(ctxOf(state), state, index, role === "bat");
    },
    tossChoice: (state) => tossChoice(ctxOf(state), state),
    tables,
    tossValues: (state) => {
      const orders = tossOrders(ctxOf(state), state);
      return orders === null ? null : tossValuesOf(ctxOf(state), orders);
    },
    tossValuesMissing: (state) => {
      const orders = tossOrders(ctxOf(state), state);
      return orders !== null && tossValuesMissing(ctxOf(state), orders);
    },
    adoptTossValues: (values) => adoptTossValues(ctx, values),
    tossWinner,
    userRole,
    styleOptions,
    eligibleBowlers: (state) => eligibleBowlers(ctxOf(state), state),
    suggestedBowler: (state) => suggestedBowler(ctxOf(state), state),
    stadiumsFor: (countryId) => ctx.stadiumsByCountry.get(countryId) ?? [],
    scoreboard: (state) => scoreboard(ctxOf(state), state),
    battingCard: (state, innings) => battingCard(ctxOf(state), state, innings),
    bowlingCard: (state, innings) => bowlingCard(ctxOf(state), state, innings),
    overSummary,
    overInProgress,
    fallOfWickets: (state, innings) => fallOfWickets(ctxOf(state), state, innings),
    extras: extrasOf,
    target: (state) => target(ctxOf(state), state),
    runsNeeded: (state) => runsNeeded(ctxOf(state), state),
    ballsLeft,
    lastBall,
    resultText,
    matchSummary: (state) => matchSummary(ctxOf(state), state),
  };
}
