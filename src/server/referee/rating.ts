/**
 * The ladders' Glicko-2 step (ADR 0018, 0019), through the glicko2 library: one refereed match is
 * one rating period, scored 1 for a win, 0.5 for a tie and 0 for a loss. In a ranked match the
 * other side is the International computer, a fixed opponent whose rating is the same before and
 * after every match; in a live match it is the other member, rated too.
 */
import glicko2 from "glicko2";
import type { MatchState } from "../../engine/index.ts";

/** A member's rating on the ladder. */
export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

/** A member with no rated match. */
export const NEW_RATING: Rating = { rating: 1500, rd: 350, vol: 0.06 };

/** The system constant (how fast volatility may move); Glickman suggests 0.3 to 1.2. */
export const TAU = 0.5;

/**
 * The International computer: a fixed rating with a small deviation. It plays the same
 * equilibrium strategy in every match, so its strength does not change and is not uncertain;
 * 1500 puts an even match with it at the scale's centre, where a new member starts.
 */
export const COMPUTER: Rating = { rating: 1500, rd: 30, vol: 0.06 };

/** A refereed match's result for the member (in a live match, for its host). */
export type Outcome = "won" | "tied" | "lost";

/** The result of a finished match for the side whose team is the state's `teamId`. */
export function outcomeOf(state: MatchState): Outcome {
  const result = state.result;
  if (result === null) throw new Error("only a finished match has an outcome");
  if (result.winnerTeamId === null) return "tied";
  return result.winnerTeamId === state.teamId ? "won" : "lost";
}

export function scoreOf(outcome: Outcome): 1 | 0.5 | 0 {
  return outcome === "won" ? 1 : outcome === "tied" ? 0.5 : 0;
}

/** One rating period's Glicko-2 system, new players starting where a new member does. */
function ladder() {
  return new glicko2.Glicko2({ tau: TAU, rating: NEW_RATING.rating, rd: NEW_RATING.rd, vol: NEW_RATING.vol });
}

/** The member's rating after one match (one rating period) against the computer. */
export function rateMatch(before: Rating, outcome: Outcome): Rating {
  const ranking = ladder();
  const member = ranking.makePlayer(before.rating, before.rd, before.vol);
  const computer = ranking.makePlayer(COMPUTER.rating, COMPUTER.rd, COMPUTER.vol);
  ranking.updateRatings([[member, computer, scoreOf(outcome)]]);
  return { rating: member.getRating(), rd: member.getRd(), vol: member.getVol() };
}

/**
 * Two members' ratings after one live match between them (one rating period each, the
 * head-to-head ladder of ADR 0019): each is rated against the other's rating before the match.
 * `hostScore` is the host's score; the guest's is the rest of 1.
 */
export function rateHeadToHead(
  host: Rating,
  guest: Rating,
  hostScore: 1 | 0.5 | 0,
): { readonly host: Rating; readonly guest: Rating } {
  const ranking = ladder();
  const a = ranking.makePlayer(host.rating, host.rd, host.vol);
  const b = ranking.makePlayer(guest.rating, guest.rd, guest.vol);
  ranking.updateRatings([[a, b, hostScore]]);
  return {
    host: { rating: a.getRating(), rd: a.getRd(), vol: a.getVol() },
    guest: { rating: b.getRating(), rd: b.getRd(), vol: b.getVol() },
  };
}
