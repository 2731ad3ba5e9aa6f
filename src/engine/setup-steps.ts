/**
 * The steps before the first ball: format, teams, location, stadium, going back, the toss and
 * the bat-or-bowl decision, up to opening the first innings.
 */
import type { FormatKey } from "./catalog.ts";
import type { EngineContext } from "./engine-context.ts";
import type { MatchEvent } from "./events.ts";
import { BALLS_PER_OVER } from "./figures.ts";
import { newTeam, nextBowler, openInnings } from "./innings.ts";
import type { MatchState } from "./match-state.ts";
import { randomBelow, type RngState } from "./rng.ts";
import { refuse, type StepResult } from "./step-result.ts";
import { computerTossChoice } from "./toss.ts";

/** Balls in the default match before a format is picked (the spec's preset 20 overs). */
export const DEFAULT_TOTAL_BALL = 120;

const FACE_NAMES = ["crown", "money"] as const;

function done(state: MatchState, events: readonly MatchEvent[] = []): StepResult {
  return { ok: true, state, events };
}

function countryName(ctx: EngineContext, id: number | null): string {
  return (id === null ? undefined : ctx.countries.get(id)?.name) ?? "Unknown";
}

/** 1 → 2. */
export function chooseFormat(ctx: EngineContext, state: MatchState, format: FormatKey): StepResult {
  const found = ctx.formats.get(format);
  if (!found) return refuse("unknownFormat", `There is no format "${String(format)}".`);
  return done({ ...state, status: 2, format, totalBall: found.overs * BALLS_PER_OVER });
}

/** 2 → 3. */
export function chooseTeam(ctx: EngineContext, state: MatchState, countryId: number): StepResult {
  if (!ctx.countries.has(countryId)) return refuse("unknownCountry", `There is no country ${countryId}.`);
  if (!ctx.squads.has(countryId)) {
    return refuse("noSquad", `${countryName(ctx, countryId)} has no squad to play with.`);
  }
  return done({ ...state, status: 3, teamId: countryId });
}

/** 3 → 4; the opponent must differ from the user's team. */
export function chooseOpponent(ctx: EngineContext, state: MatchState, countryId: number): StepResult {
  if (!ctx.countries.has(countryId)) return refuse("unknownCountry", `There is no country ${countryId}.`);
  if (countryId === state.teamId) {
    return refuse("sameTeam", "The opponent must be a different team from your own.");
  }
  if (!ctx.squads.has(countryId)) {
    return refuse("noSquad", `${countryName(ctx, countryId)} has no squad to play with.`);
  }
  return done({ ...state, status: 4, opponentId: countryId });
}

/** 4 → 5. */
export function chooseLocation(ctx: EngineContext, state: MatchState, countryId: number): StepResult {
  if (!ctx.countries.has(countryId)) return refuse("unknownCountry", `There is no country ${countryId}.`);
  if ((ctx.stadiumsByCountry.get(countryId)?.length ?? 0) === 0) {
    return refuse("noStadiums", `${countryName(ctx, countryId)} has no grounds to play at.`);
  }
  return done({ ...state, status: 5, locationId: countryId });
}

/** 5 → 7 (6 is not used); the ground must be in the chosen location. */
export function chooseStadium(ctx: EngineContext, state: MatchState, stadiumId: string): StepResult {
  const stadium = ctx.stadiums.get(stadiumId);
  if (!stadium) return refuse("unknownStadium", `There is no stadium "${stadiumId}".`);
  if (stadium.countryId !== state.locationId) {
    return refuse("stadiumNotInLocation", `${stadium.name} is not in ${countryName(ctx, state.locationId)}.`);
  }
  return done({ ...state, status: 7, stadiumId });
}

/**
 * One stage back, clearing the choice that stage makes so it is chosen afresh (later choices
 * are already unset). Not possible at the first stage or once the toss is called.
 */
export function back(state: MatchState): StepResult {
  switch (state.status) {
    case 2:
      return done({ ...state, status: 1, format: null, totalBall: DEFAULT_TOTAL_BALL });
    case 3:
      return done({ ...state, status: 2, teamId: null });
    case 4:
      return done({ ...state, status: 3, opponentId: null });
    case 5:
      return done({ ...state, status: 4, locationId: null });
    case 7:
      return done({ ...state, status: 5, stadiumId: null });
    case 1:
      return refuse("backNotAllowed", "This is the first stage; there is nothing to go back to.");
    default:
      return refuse("backNotAllowed", "The toss has been called; the match setup can no longer change.");
  }
}

/** Opens the first innings: status 9, openers in, first bowler picked or awaited. */
function startFirstInnings(
  ctx: EngineContext,
  state: MatchState,
  rng: RngState,
  events: MatchEvent[],
): MatchState {
  const user = state.teamId as number;
  const computer = state.opponentId as number;
  const first = state.playerAction === 0 ? user : computer;
  const second = first === user ? computer : user;
  const opened = openInnings([newTeam(ctx, first), newTeam(ctx, second)], 0);
  const withBowler = nextBowler(ctx, state, opened, 0, rng, events);
  return { ...state, status: 9, teams: withBowler, rng };
}

/**
 * 7 → 8. The coin falls at random; if the computer wins it decides at once (see
 * `computerTossChoice`) and the match waits for startMatch; if the user wins it waits for
 * chooseBatOrBowl.
 */
export function callToss(ctx: EngineContext, state: MatchState, call: 0 | 1): StepResult {
  const rng = state.rng.slice() as RngState;
  const face = randomBelow(rng, 2) as 0 | 1;
  const userWins = face === call;
  const userName = countryName(ctx, state.teamId);
  const computerName = countryName(ctx, state.opponentId);
  const events: MatchEvent[] = [{ type: "tossCalled", call, text: `${userName} called ${FACE_NAMES[call]}` }];
  if (userWins) {
    events.push({
      type: "tossResult",
      face,
      winner: "user",
      winnerTeamId: state.teamId as number,
      choice: null,
      text: `It's ${FACE_NAMES[face]}! ${userName} won the toss`,
    });
    return done({ ...state, status: 8, rng, toss: { call, face, winner: "user", choice: null } }, events);
  }
  const stadium = ctx.stadiums.get(state.stadiumId ?? "");
  const choice = stadium ? computerTossChoice(stadium) : "bat";
  events.push(
    {
      type: "tossResult",
      face,
      winner: "computer",
      winnerTeamId: state.opponentId as number,
      choice,
      // The decision is announced by the choice event that follows, so it is not said twice.
      text: `It's ${FACE_NAMES[face]}! ${computerName} won the toss`,
    },
    {
      type: "choice",
      by: "computer",
      teamId: state.opponentId as number,
      choice,
      text: `${computerName} chose to ${choice} first. ${userName} will ${choice === "bat" ? "bowl" : "bat"}`,
    },
  );
  return done(
    {
      ...state,
      status: 8,
      rng,
      toss: { call, face, winner: "computer", choice },
      playerAction: choice === "bat" ? 1 : 0,
    },
    events,
  );
}

/** 8 → 9 when the user won the toss. */
export function chooseBatOrBowl(ctx: EngineContext, state: MatchState, choice: "bat" | "bowl"): StepResult {
  const toss = state.toss;
  if (!toss || toss.winner !== "user") {
    return refuse("notTossWinner", "The computer won the toss and has already chosen.");
  }
  const events: MatchEvent[] = [
    {
      type: "choice",
      by: "user",
      teamId: state.teamId as number,
      choice,
      text: `${countryName(ctx, state.teamId)} chose to ${choice} first. ${countryName(ctx, state.opponentId)} will ${choice === "bat" ? "bowl" : "bat"}`,
    },
  ];
  const decided: MatchState = {
    ...state,
    toss: { ...toss, choice },
    playerAction: choice === "bat" ? 0 : 1,
  };
  return done(startFirstInnings(ctx, decided, state.rng.slice() as RngState, events), events);
}

/** 8 → 9 when the computer won the toss and has chosen. */
export function startMatch(ctx: EngineContext, state: MatchState): StepResult {
  if (!state.toss || state.toss.winner !== "computer") {
    return refuse("wrongStage", "You won the toss: choose to bat or bowl first.");
  }
  const events: MatchEvent[] = [];
  return done(startFirstInnings(ctx, state, state.rng.slice() as RngState, events), events);
}
