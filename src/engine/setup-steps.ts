/**
 * The steps before the first ball: format, teams, location, stadium, going back, the user's
 * batting order, the toss and the bat-or-bowl decision, up to opening the first innings.
 */
import type { Format, FormatKey } from "./catalog.ts";
import { countryName, type EngineContext } from "./engine-context.ts";
import type { MatchEvent } from "./events.ts";
import { newSide, nextBowler, openInnings } from "./innings.ts";
import type { Sides } from "./innings-summary.ts";
import type { MatchState, SideState, TossState } from "./match-state.ts";
import { randomBelow, type RngState } from "./rng.ts";
import { STAGE, stageOf, type Stage } from "./stages.ts";
import { levelRules } from "./level-rules.ts";
import { choiceMade, stateWith, tossMade } from "./state-build.ts";
import type { StepResult } from "./step-result.ts";
import { computerTossChoice, tossByOdds } from "./toss.ts";
import { playRulesOf } from "./match-rules.ts";

/** Balls in the default match before a format is picked (the spec's preset 20 overs). */
export const DEFAULT_TOTAL_BALL = 120;

const FACE_NAMES = ["crown", "money"] as const;

function done(state: MatchState, events: readonly MatchEvent[] = []): StepResult {
  return { ok: true, state, events };
}

/** Format → own team (the format is known: see legality.ts for every check). */
export function chooseFormat(ctx: EngineContext, state: MatchState, format: FormatKey): StepResult {
  const rules = ctx.formats.get(format) as Format;
  return done(
    choiceMade(
      state,
      STAGE.team.status,
      format,
      rules.ballsPerInnings,
      state.teamId,
      state.opponentId,
      state.locationId,
      state.stadiumId,
    ),
  );
}

/** Own team → opponent. */
export function chooseTeam(state: MatchState, countryId: number): StepResult {
  return done(
    choiceMade(
      state,
      STAGE.opponent.status,
      state.format,
      state.totalBall,
      countryId,
      state.opponentId,
      state.locationId,
      state.stadiumId,
    ),
  );
}

/** Opponent → location. */
export function chooseOpponent(state: MatchState, countryId: number): StepResult {
  return done(
    choiceMade(
      state,
      STAGE.location.status,
      state.format,
      state.totalBall,
      state.teamId,
      countryId,
      state.locationId,
      state.stadiumId,
    ),
  );
}

/** Location → stadium. */
export function chooseLocation(state: MatchState, countryId: number): StepResult {
  return done(
    choiceMade(
      state,
      STAGE.stadium.status,
      state.format,
      state.totalBall,
      state.teamId,
      state.opponentId,
      countryId,
      state.stadiumId,
    ),
  );
}

/** Stadium → toss (the spec's status 6 is not used). */
export function chooseStadium(state: MatchState, stadiumId: string): StepResult {
  return done(
    choiceMade(
      state,
      STAGE.toss.status,
      state.format,
      state.totalBall,
      state.teamId,
      state.opponentId,
      state.locationId,
      stadiumId,
    ),
  );
}

/**
 * One stage back, clearing the choice the previous stage made so it is chosen afresh (later
 * choices are already unset); the stage table says where Back goes.
 */
export function back(state: MatchState): StepResult {
  const { to, clears } = stageOf(state).back as NonNullable<Stage["back"]>;
  if (clears === "format")
    return done(stateWith(state, { status: to, format: null, totalBall: DEFAULT_TOTAL_BALL }));
  // The batting order is set at the toss only, so leaving the toss puts it back to the squad's.
  return done(stateWith(state, { status: to, [clears]: null, battingOrder: null }));
}

/**
 * The user's batting order, at the toss (legality.ts has checked it is a permutation of the
 * user's players). The squad's own order is kept as null, as if none had been set.
 */
export function setBattingOrder(state: MatchState, order: readonly number[]): StepResult {
  const squadOrder = order.every((id, i) => id === i + 1);
  return done(stateWith(state, { battingOrder: squadOrder ? null : order.slice() }));
}

/** The user's side with the batting order set at the toss (player ids) in place. */
function withBattingOrder(side: SideState, order: readonly number[] | null): SideState {
  if (order === null) return side;
  return {
    id: side.id,
    teamName: side.teamName,
    playerIds: side.playerIds,
    battingOrder: order.map((id) => side.playerIds.indexOf(id)),
  };
}

/** The two sides as the match will field them, the one batting first first. */
function sidesInOrder(ctx: EngineContext, state: MatchState, userFirst: boolean): Sides {
  const userSide = withBattingOrder(newSide(ctx, state.teamId as number), state.battingOrder);
  const computerSide = newSide(ctx, state.opponentId as number);
  return userFirst ? [userSide, computerSide] : [computerSide, userSide];
}

/** Opens the first innings: openers in, first bowler picked or awaited. */
function startFirstInnings(
  ctx: EngineContext,
  state: MatchState,
  rng: RngState,
  events: MatchEvent[],
): MatchState {
  const userFirst = state.playerAction === 0;
  const sides = sidesInOrder(ctx, state, userFirst);
  const opened = openInnings(sides, 0);
  const withBowler = nextBowler(ctx, state, sides, opened, 0, rng, events);
  return stateWith(state, {
    status: STAGE.firstInnings.status,
    sides,
    userSide: userFirst ? 0 : 1,
    innings: [withBowler],
    rng,
  });
}

/**
 * The match in each order whose first-ball value the computer's toss decision reads (its side
 * batting first, then bowling first): from rules version 2 on, Club's and International's, at the
 * toss; null when the decision reads no tables (rules version 1, Classic, another stage). A page
 * has a worker value these before the coin is called (see `tossValues`), so the call builds nothing.
 */
export function tossOrders(ctx: EngineContext, state: MatchState): readonly [MatchState, MatchState] | null {
  if (state.status !== STAGE.toss.status) return null;
  if (!playRulesOf(state).tossByOdds) return null;
  // Against a friend nobody's choice is decided for them: the toss reads no tables.
  if (levelRules(state.level).computer === "person") return null;
  const ordered = (computerFirst: boolean): MatchState =>
    stateWith(state, {
      playerAction: computerFirst ? 1 : 0,
      sides: sidesInOrder(ctx, state, !computerFirst),
      userSide: computerFirst ? 1 : 0,
    });
  return [ordered(true), ordered(false)];
}

/**
 * The computer's bat-or-bowl decision and the clause that says why (null when the toss text
 * gives none): from rules version 2 on, Club's and International's by the match's own tables
 * for the two orders (toss.ts's `tossByOdds`); otherwise by the ground (`computerTossChoice`).
 */
function computerDecision(
  ctx: EngineContext,
  state: MatchState,
): { readonly choice: "bat" | "bowl"; readonly reason: string | null } {
  const stadium = ctx.stadiums.get(state.stadiumId ?? "");
  const orders = tossOrders(ctx, state);
  if (orders !== null) return tossByOdds(ctx, stadium, orders[0], orders[1]);
  return { choice: stadium ? computerTossChoice(stadium) : "bat", reason: null };
}

/**
 * At the toss, what the computer's rule would decide on winning it. The same word is the best
 * decision for either side: of the two batting orders, the one that gives the computer the better
 * chance gives the other side the worse, so if batting first is the computer's better order it
 * is the other side's too (each would bat first). Used when the computer plays both sides; null
 * away from the toss.
 */
export function tossChoice(ctx: EngineContext, state: MatchState): "bat" | "bowl" | null {
  if (state.status !== STAGE.toss.status) return null;
  return computerDecision(ctx, state).choice;
}

/** How the coin falls at `state`'s toss, and the generator after the throw. */
function coinOf(state: MatchState): { readonly face: 0 | 1; readonly rng: RngState } {
  const rng = state.rng.slice() as RngState;
  return { face: randomBelow(rng, 2) as 0 | 1, rng };
}

/**
 * Who wins `state`'s toss if the user calls `call`: the coin alone, so a caller can know whether
 * the call will read the toss's values (see {@link tossOrders}) before making it.
 */
export function tossWinner(state: MatchState, call: 0 | 1): "user" | "computer" {
  return coinOf(state).face === call ? "user" : "computer";
}

/**
 * Toss → toss result. The coin falls at random; if the computer wins it decides at once (see
 * `computerDecision`) and the match waits for startMatch; if the user wins it waits for
 * chooseBatOrBowl.
 */
export function callToss(ctx: EngineContext, state: MatchState, call: 0 | 1): StepResult {
  if (levelRules(state.level).computer === "person") return friendCallsToss(ctx, state, call);
  const { face, rng } = coinOf(state);
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
    return done(
      tossMade(
        state,
        STAGE.tossResult.status,
        rng,
        { call, face, winner: "user", choice: null },
        state.playerAction,
      ),
      events,
    );
  }
  const { choice, reason } = computerDecision(ctx, state);
  const why = reason === null ? "" : `: ${reason}`;
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
      text: `${computerName} chose to ${choice} first${why}. ${userName} will ${choice === "bat" ? "bowl" : "bat"}`,
    },
  );
  return done(
    tossMade(
      state,
      STAGE.tossResult.status,
      rng,
      { call, face, winner: "computer", choice },
      choice === "bat" ? 1 : 0,
    ),
    events,
  );
}

/**
 * In a match against a friend the friend (the other side) calls the coin, and whoever wins it
 * chooses ({@link chooseBatOrBowl}): nothing is decided for anyone.
 */
function friendCallsToss(ctx: EngineContext, state: MatchState, call: 0 | 1): StepResult {
  const { face, rng } = coinOf(state);
  const friendWins = face === call;
  const winnerId = (friendWins ? state.opponentId : state.teamId) as number;
  const events: MatchEvent[] = [
    { type: "tossCalled", call, text: `${countryName(ctx, state.opponentId)} called ${FACE_NAMES[call]}` },
    {
      type: "tossResult",
      face,
      winner: friendWins ? "computer" : "user",
      winnerTeamId: winnerId,
      choice: null,
      text: `It's ${FACE_NAMES[face]}! ${countryName(ctx, winnerId)} won the toss`,
    },
  ];
  const toss: TossState = { call, face, winner: friendWins ? "computer" : "user", choice: null };
  return done(tossMade(state, STAGE.tossResult.status, rng, toss, state.playerAction), events);
}

/**
 * Toss result → first innings when the user won the toss (or, against a friend, when either
 * side did: `choice` is then the toss winner's).
 */
export function chooseBatOrBowl(ctx: EngineContext, state: MatchState, choice: "bat" | "bowl"): StepResult {
  const toss = state.toss as TossState;
  const userChose = toss.winner === "user";
  const [chooser, other] = userChose ? [state.teamId, state.opponentId] : [state.opponentId, state.teamId];
  const events: MatchEvent[] = [
    {
      type: "choice",
      by: toss.winner,
      teamId: chooser as number,
      choice,
      text: `${countryName(ctx, chooser)} chose to ${choice} first. ${countryName(ctx, other)} will ${choice === "bat" ? "bowl" : "bat"}`,
    },
  ];
  const userBatsFirst = (choice === "bat") === userChose;
  const decided = tossMade(state, state.status, state.rng, { ...toss, choice }, userBatsFirst ? 0 : 1);
  return done(startFirstInnings(ctx, decided, state.rng.slice() as RngState, events), events);
}

/** Toss result → first innings when the computer won the toss and has chosen. */
export function startMatch(ctx: EngineContext, state: MatchState): StepResult {
  const events: MatchEvent[] = [];
  return done(startFirstInnings(ctx, state, state.rng.slice() as RngState, events), events);
}
