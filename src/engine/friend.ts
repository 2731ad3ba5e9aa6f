/**
 * A match against a friend (level "friend"): the state is kept from one side's point of view,
 * the "user" (the member who made the match), with the friend as the other side. These two
 * functions are what a referee and the friend's screen need on top of the ordinary engine: who
 * is to act now, and the same match seen from the friend's side.
 */
import { userBatsIn } from "./innings.ts";
import type { MatchState } from "./match-state.ts";
import { inPlayInnings, stageOf } from "./stages.ts";
import { nextInput } from "./views.ts";

/**
 * Who must act next: the user, the friend, or both at once (a ball, whose two styles are
 * chosen without seeing each other's); null once the match is over. The setup stages are the
 * user's (the member who made the match chose them); the friend calls the toss; the toss winner
 * chooses to bat or bowl; the bowling side picks each over's bowler.
 */
export function turnOf(state: MatchState): "user" | "friend" | "both" | null {
  const input = nextInput(state);
  if (input === null) return null;
  const stage = stageOf(state);
  if (stage.name === "toss") return "friend";
  if (input === "chooseBatOrBowl") return state.toss?.winner === "computer" ? "friend" : "user";
  if (stage.innings !== null) {
    if (input === "playBall") return "both";
    return userBatsIn(state, inPlayInnings(state) ?? stage.innings) ? "friend" : "user";
  }
  return "user";
}

/**
 * The same match from the other side: the friend's country as the user's, the toss won by
 * whoever won it from their side, the batting order reversed in who bats first. Every view of
 * the engine (the scoreboard, whose styles to offer, the win chance) then reads as the friend
 * sees it; nothing else changes, so mirroring twice gives the match back.
 */
export function mirrored(state: MatchState): MatchState {
  return {
    ...state,
    teamId: state.opponentId,
    opponentId: state.teamId,
    toss:
      state.toss === null
        ? null
        : { ...state.toss, winner: state.toss.winner === "user" ? "computer" : "user" },
    playerAction: state.playerAction === null ? null : state.playerAction === 0 ? 1 : 0,
    // The user's own batting order was only ever read at the start of play; the friend's side
    // has none of its own.
    battingOrder: null,
  };
}
