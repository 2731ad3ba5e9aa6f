/**
 * The match engine: `createEngine(catalog)` gives a pure `step(state, action)` and the views
 * the UI renders. Same catalog, same seed, same actions: same match, on any machine.
 */
import type { Action, InputKind, PlayStyle, StyleOption } from "./actions.ts";
import type { Catalog, Stadium } from "./catalog.ts";
import { COMMENTARY_KEYS } from "./commentary.ts";
import { buildContext } from "./engine-context.ts";
import type { MatchState, MatchStatus } from "./match-state.ts";
import { chooseBowler, playBall } from "./play-steps.ts";
import { restoreMatch } from "./restore.ts";
import { seedRng } from "./rng.ts";
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
  startMatch,
} from "./setup-steps.ts";
import { refuse, type StepResult } from "./step-result.ts";
import {
  ballsLeft,
  battingCard,
  bowlingCard,
  eligibleBowlers,
  fallOfWickets,
  lastBall,
  matchSummary,
  nextInput,
  overSummary,
  resultText,
  runsNeeded,
  scoreboard,
  styleOptions,
  target,
  userRole,
  type BattingRow,
  type BowlingRow,
  type FallOfWicket,
  type MatchSummary,
  type OverSummary,
  type Scoreboard,
} from "./views.ts";

/** A rules engine bound to one catalog. Every method is pure. */
export interface Engine {
  readonly catalog: Catalog;
  /** A new match at status 1 (format choice), its generator seeded from `seed`'s low 32 bits. */
  createMatch(seed: number): MatchState;
  /**
   * A saved match (e.g. parsed from storage) if it is one this engine can play on, else null.
   * Use it before handing stored data to `step`.
   */
  restoreMatch(value: unknown): MatchState | null;
  /**
   * Applies one action to a state made by this engine (createMatch, step or restoreMatch). A
   * refused action returns an error value, never throws, and leaves `state` untouched.
   */
  step(state: MatchState, action: Action): StepResult;
  nextInput(state: MatchState): InputKind | null;
  userRole(state: MatchState): "bat" | "bowl" | null;
  styleOptions(state: MatchState): readonly StyleOption[];
  /** Player ids who may bowl the over now waiting for a bowler; [] when none is due. */
  eligibleBowlers(state: MatchState): number[];
  /** The grounds of a country, for the stadium stage. */
  stadiumsFor(countryId: number): readonly Stadium[];
  scoreboard(state: MatchState): Scoreboard | null;
  battingCard(state: MatchState, innings: 1 | 2): BattingRow[];
  bowlingCard(state: MatchState, innings: 1 | 2): BowlingRow[];
  overSummary(state: MatchState, innings: 1 | 2): OverSummary[];
  fallOfWickets(state: MatchState, innings: 1 | 2): FallOfWicket[];
  target(state: MatchState): number | null;
  runsNeeded(state: MatchState): number | null;
  ballsLeft(state: MatchState): number | null;
  lastBall(state: MatchState): string;
  resultText(state: MatchState): string | null;
  matchSummary(state: MatchState): MatchSummary;
}

/** The status each action is taken at (chooseBowler and playBall: either innings). */
const STAGE_OF: Readonly<Record<Action["type"], readonly MatchStatus[] | null>> = {
  chooseFormat: [1],
  chooseTeam: [2],
  chooseOpponent: [3],
  chooseLocation: [4],
  chooseStadium: [5],
  back: null,
  callToss: [7],
  chooseBatOrBowl: [8],
  startMatch: [8],
  chooseBowler: [9, 10],
  playBall: [9, 10],
};

const INPUT_TEXT: Readonly<Record<InputKind, string>> = {
  chooseFormat: "a format",
  chooseTeam: "your team",
  chooseOpponent: "an opponent",
  chooseLocation: "a location",
  chooseStadium: "a stadium",
  back: "going back",
  callToss: "a toss call",
  chooseBatOrBowl: "your choice to bat or bowl",
  startMatch: "the start of the match",
  chooseBowler: "a bowler for the over",
  playBall: "a ball to be played",
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Binds the rules to a catalog; indexes it once. */
export function createEngine(catalog: Catalog): Engine {
  const ctx = buildContext(catalog);

  function createMatch(seed: number): MatchState {
    const normalized = Number.isFinite(seed) ? seed >>> 0 : 0;
    return {
      version: 1,
      seed: normalized,
      rng: seedRng(normalized),
      status: 1,
      format: null,
      totalBall: DEFAULT_TOTAL_BALL,
      teamId: null,
      opponentId: null,
      locationId: null,
      stadiumId: null,
      toss: null,
      playerAction: null,
      teams: null,
      lastLine: new Array<number>(COMMENTARY_KEYS.length).fill(-1),
      result: null,
    };
  }

  function refuseStage(state: MatchState, type: Action["type"]): StepResult {
    if (state.status === 11) return refuse("matchOver", "The match is over.");
    const waiting = nextInput(state);
    return refuse(
      "wrongStage",
      `You cannot ${type} now; the game is waiting for ${waiting ? INPUT_TEXT[waiting] : "nothing"}.`,
    );
  }

  function step(state: MatchState, action: Action): StepResult {
    // Actions arrive from the UI and from saved games, so their shape is checked, not trusted.
    const raw: unknown = action;
    if (!isObject(raw)) return refuse("invalidAction", "That is not an action this game knows.");
    // The ball is by far the most frequent action, so it skips the general dispatch.
    if (raw.type === "playBall") {
      if (state.status !== 9 && state.status !== 10) return refuseStage(state, "playBall");
      return typeof raw.style === "string"
        ? playBall(ctx, state, raw.style as PlayStyle)
        : refuse("unknownStyle", "A playing style is required.");
    }
    if (typeof raw.type !== "string" || !Object.hasOwn(STAGE_OF, raw.type)) {
      return refuse("invalidAction", "That is not an action this game knows.");
    }
    if (state.status === 11) return refuse("matchOver", "The match is over.");
    const stages = STAGE_OF[action.type];
    if (stages !== null && !stages.includes(state.status)) return refuseStage(state, action.type);
    switch (action.type) {
      case "chooseFormat":
        return typeof raw.format === "string"
          ? chooseFormat(ctx, state, action.format)
          : refuse("unknownFormat", "A format key is required.");
      case "chooseTeam":
      case "chooseOpponent":
      case "chooseLocation": {
        if (!Number.isInteger(raw.countryId)) return refuse("unknownCountry", "A country id is required.");
        const id = raw.countryId as number;
        if (action.type === "chooseTeam") return chooseTeam(ctx, state, id);
        if (action.type === "chooseOpponent") return chooseOpponent(ctx, state, id);
        return chooseLocation(ctx, state, id);
      }
      case "chooseStadium":
        return typeof raw.stadiumId === "string"
          ? chooseStadium(ctx, state, action.stadiumId)
          : refuse("unknownStadium", "A stadium id is required.");
      case "back":
        return back(state);
      case "callToss":
        return raw.call === 0 || raw.call === 1
          ? callToss(ctx, state, raw.call)
          : refuse("invalidCall", "Call crown (0) or money (1).");
      case "chooseBatOrBowl":
        return raw.choice === "bat" || raw.choice === "bowl"
          ? chooseBatOrBowl(ctx, state, raw.choice)
          : refuse("invalidChoice", 'Choose "bat" or "bowl".');
      case "startMatch":
        return startMatch(ctx, state);
      case "chooseBowler":
        return Number.isInteger(raw.playerId)
          ? chooseBowler(ctx, state, raw.playerId as number)
          : refuse("unknownPlayer", "A player id is required.");
      case "playBall":
        return typeof raw.style === "string"
          ? playBall(ctx, state, raw.style as PlayStyle)
          : refuse("unknownStyle", "A playing style is required.");
    }
  }

  return {
    catalog,
    createMatch,
    restoreMatch: (value) => restoreMatch(ctx, value),
    step,
    nextInput,
    userRole,
    styleOptions,
    eligibleBowlers: (state) => eligibleBowlers(ctx, state),
    stadiumsFor: (countryId) => ctx.stadiumsByCountry.get(countryId) ?? [],
    scoreboard,
    battingCard: (state, innings) => battingCard(ctx, state, innings),
    bowlingCard: (state, innings) => bowlingCard(ctx, state, innings),
    overSummary,
    fallOfWickets: (state, innings) => fallOfWickets(ctx, state, innings),
    target,
    runsNeeded,
    ballsLeft,
    lastBall,
    resultText,
    matchSummary: (state) => matchSummary(ctx, state),
  };
}
