/**
 * Whether an action may be taken now, and if not, why: every rule that can refuse an action,
 * in one place. `step` asks it before applying anything, and the UI asks it through
 * `engine.allows` to disable what the rules refuse, so neither runs a step only to throw the
 * result away.
 */
import { styleInfoOf, type Action, type InputKind } from "./actions.ts";
import type { FormatKey } from "./catalog.ts";
import { countryName, namesOf, squadOf, type EngineContext } from "./engine-context.ts";
import { eligibleFor, userBatsIn } from "./innings.ts";
import { levelRules } from "./level-rules.ts";
import type { MatchState } from "./match-state.ts";
import { bowlingSideOf } from "./innings-summary.ts";
import { ACTION_TYPES, inPlayInnings, isFinished, stageOf } from "./stages.ts";
import type { EngineError, EngineErrorCode } from "./step-result.ts";

const KNOWN: ReadonlySet<string> = new Set<string>(ACTION_TYPES);

function error(code: EngineErrorCode, message: string): EngineError {
  return { code, message };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function wrongStage(state: MatchState, type: string): EngineError {
  if (isFinished(state)) return error("matchOver", "The match is over.");
  return error("wrongStage", `You cannot ${type} now; the game is waiting for ${stageOf(state).waitingFor}.`);
}

/**
 * Why the user may not play a ball with `style` now (and, against a friend, the friend with
 * `other`), or null when the ball can be played.
 */
function ballRefusal(state: MatchState, style: unknown, other: unknown): EngineError | null {
  const innings = inPlayInnings(state);
  const current = innings === null ? undefined : state.innings[innings];
  if (innings === null || current === undefined) return wrongStage(state, "playBall");
  if (typeof style !== "string") return error("unknownStyle", "A playing style is required.");
  const info = styleInfoOf(style);
  if (info === null) return error("unknownStyle", `There is no playing style "${style}".`);
  const userBats = userBatsIn(state, innings);
  if (info.side !== (userBats ? "bat" : "bowl")) {
    return error(
      "wrongStyle",
      userBats ? "You are batting: choose a batting style." : "You are bowling: choose a bowling style.",
    );
  }
  if (current.currentBowlerIndex < 0) {
    return error("bowlerRequired", "Choose a bowler for this over first.");
  }
  if (levelRules(state.level).computer === "person") return otherStyleRefusal(other, userBats);
  if (other !== undefined) return error("wrongStyle", "The computer chooses its own style.");
  return null;
}

/** Why a friend's style for the ball (the other side's role) is not one, or null. */
function otherStyleRefusal(other: unknown, userBats: boolean): EngineError | null {
  if (typeof other !== "string") return error("unknownStyle", "Both sides' playing styles are required.");
  const info = styleInfoOf(other);
  if (info === null) return error("unknownStyle", `There is no playing style "${other}".`);
  if (info.side === (userBats ? "bat" : "bowl")) {
    return error(
      "wrongStyle",
      userBats ? "Your opponent is bowling: a bowling style." : "Your opponent is batting: a batting style.",
    );
  }
  return null;
}

function bowlerRefusal(ctx: EngineContext, state: MatchState, playerId: unknown): EngineError | null {
  if (!Number.isInteger(playerId)) return error("unknownPlayer", "A player id is required.");
  const innings = inPlayInnings(state);
  const current = innings === null ? undefined : state.innings[innings];
  if (innings === null || current === undefined || state.sides === null) {
    return error("wrongStage", "The match has not started.");
  }
  const bowling = bowlingSideOf(state.sides, current);
  if (userBatsIn(state, innings) && levelRules(state.level).computer !== "person") {
    return error("wrongStage", "You are batting; the computer picks its own bowlers.");
  }
  if (current.currentBowlerIndex >= 0) {
    return error("wrongStage", "This over already has its bowler; play the ball.");
  }
  const playerIndex = bowling.playerIds.indexOf(playerId as number);
  if (playerIndex < 0) return error("unknownPlayer", `There is no player ${String(playerId)} in your side.`);
  if (!eligibleFor(ctx, state, innings).includes(playerIndex)) {
    const name = namesOf(ctx, bowling.id)[playerIndex] ?? `Player ${String(playerId)}`;
    return error(
      "ineligibleBowler",
      `${name} cannot bowl this over: wicketkeepers, the last over's bowler and bowlers who have used their quota may not.`,
    );
  }
  return null;
}

/**
 * Why `order` is not a batting order for the user's side (all of the user's players' ids, each
 * once), or null when it is one.
 */
function battingOrderRefusal(ctx: EngineContext, state: MatchState, order: unknown): EngineError | null {
  const squad = squadOf(ctx, state.teamId as number);
  const size = squad.length;
  if (!Array.isArray(order)) {
    return error(
      "invalidBattingOrder",
      `A batting order is required: the ids of your ${size} players, first to bat first.`,
    );
  }
  if (order.length !== size) {
    return error(
      "invalidBattingOrder",
      `A batting order lists all ${size} of your players once each; this one lists ${order.length}.`,
    );
  }
  const seen = new Set<number>();
  for (const id of order as readonly unknown[]) {
    if (!Number.isInteger(id) || !squad.some((p) => p.id === id)) {
      return error("invalidBattingOrder", `There is no player ${String(id)} in your side to bat.`);
    }
    if (seen.has(id as number)) {
      const name = squad.find((p) => p.id === id)?.name ?? `Player ${String(id)}`;
      return error("invalidBattingOrder", `${name} is in the batting order twice.`);
    }
    seen.add(id as number);
  }
  return null;
}

function countryRefusal(ctx: EngineContext, countryId: unknown): EngineError | null {
  if (!Number.isInteger(countryId)) return error("unknownCountry", "A country id is required.");
  if (!ctx.countries.has(countryId as number))
    return error("unknownCountry", `There is no country ${String(countryId)}.`);
  return null;
}

function squadRefusal(ctx: EngineContext, countryId: number): EngineError | null {
  return ctx.squads.has(countryId)
    ? null
    : error("noSquad", `${countryName(ctx, countryId)} has no squad to play with.`);
}

/** An action read from outside: its `type` is known, its other fields are not yet checked. */
type Unchecked = Readonly<Record<string, unknown>>;

/**
 * What each action needs beyond its stage accepting it, one check per action. playBall and
 * back are answered before the stage is looked at (see {@link refusal}), so theirs say nothing.
 */
const CHECKS: {
  readonly [K in InputKind]: (ctx: EngineContext, state: MatchState, action: Unchecked) => EngineError | null;
} = {
  chooseFormat: (ctx, _state, action) => {
    if (typeof action.format !== "string") return error("unknownFormat", "A format key is required.");
    return ctx.formats.has(action.format as FormatKey)
      ? null
      : error("unknownFormat", `There is no format "${action.format}".`);
  },
  chooseTeam: (ctx, _state, action) =>
    countryRefusal(ctx, action.countryId) ?? squadRefusal(ctx, action.countryId as number),
  chooseOpponent: (ctx, state, action) => {
    const bad = countryRefusal(ctx, action.countryId);
    if (bad) return bad;
    if (action.countryId === state.teamId) {
      return error("sameTeam", "The opponent must be a different team from your own.");
    }
    return squadRefusal(ctx, action.countryId as number);
  },
  chooseLocation: (ctx, _state, action) => {
    const bad = countryRefusal(ctx, action.countryId);
    if (bad) return bad;
    const id = action.countryId as number;
    return (ctx.stadiumsByCountry.get(id)?.length ?? 0) > 0
      ? null
      : error("noStadiums", `${countryName(ctx, id)} has no grounds to play at.`);
  },
  chooseStadium: (ctx, state, action) => {
    if (typeof action.stadiumId !== "string") return error("unknownStadium", "A stadium id is required.");
    const stadium = ctx.stadiums.get(action.stadiumId);
    if (!stadium) return error("unknownStadium", `There is no stadium "${action.stadiumId}".`);
    return stadium.countryId === state.locationId
      ? null
      : error("stadiumNotInLocation", `${stadium.name} is not in ${countryName(ctx, state.locationId)}.`);
  },
  setBattingOrder: (ctx, state, action) => battingOrderRefusal(ctx, state, action.order),
  callToss: (_ctx, _state, action) =>
    action.call === 0 || action.call === 1 ? null : error("invalidCall", "Call crown (0) or money (1)."),
  chooseBatOrBowl: (_ctx, state, action) => {
    if (action.choice !== "bat" && action.choice !== "bowl") {
      return error("invalidChoice", 'Choose "bat" or "bowl".');
    }
    if (state.toss?.winner === "user") return null;
    // Against a friend, whoever won the toss chooses (the user's side or the friend's).
    return levelRules(state.level).computer === "person"
      ? null
      : error("notTossWinner", "The computer won the toss and has already chosen.");
  },
  startMatch: (_ctx, state) => {
    if (state.toss?.winner === "user")
      return error("wrongStage", "You won the toss: choose to bat or bowl first.");
    return levelRules(state.level).computer === "person"
      ? error("wrongStage", "Your opponent won the toss: they choose to bat or bowl first.")
      : null;
  },
  chooseBowler: (ctx, state, action) => bowlerRefusal(ctx, state, action.playerId),
  playBall: () => null,
  back: () => null,
};

/**
 * Why `action` cannot be taken in `state`, or null when it can. Actions arrive from the UI and
 * from saved games, so their shape is checked here, not trusted.
 */
export function refusal(ctx: EngineContext, state: MatchState, action: unknown): EngineError | null {
  return refusalOf(ctx, state, action, actionType(action));
}

/** An action's `type` as read from outside (undefined when the action is not an object). */
export function actionType(action: unknown): unknown {
  return isObject(action) ? action.type : undefined;
}

/**
 * {@link refusal} with the action's type already read (by {@link actionType}): `step` reads it
 * once for this and for the step it then takes, since actions come in many shapes and each
 * read of their type is a slow, generic one.
 */
export function refusalOf(
  ctx: EngineContext,
  state: MatchState,
  action: unknown,
  type: unknown,
): EngineError | null {
  if (!isObject(action)) return error("invalidAction", "That is not an action this game knows.");
  // The ball is by far the most frequent action, so it is asked about first.
  if (type === "playBall") return ballRefusal(state, action.style, action.other);
  if (typeof type !== "string" || !KNOWN.has(type)) {
    return error("invalidAction", "That is not an action this game knows.");
  }
  if (isFinished(state)) return error("matchOver", "The match is over.");
  const stage = stageOf(state);
  if (type === "back") {
    if (stage.back !== null) return null;
    return error(
      "backNotAllowed",
      stage.setupStep === 1
        ? "This is the first stage; there is nothing to go back to."
        : "The toss has been called; the match setup can no longer change.",
    );
  }
  const known = type as Action["type"];
  if (!stage.accepts.includes(known)) return wrongStage(state, known);
  return CHECKS[known](ctx, state, action);
}
