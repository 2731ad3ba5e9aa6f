/**
 * A knockout match that ends tied on the field is decided by a super over. The computer's
 * knockout fixtures are played as knockouts by the rules with the super over (version 3 on,
 * competition-play.ts), so their ties are played off by the engine. The member's own match on
 * /game is still played by the current rules, which have none until version 3 is released (the
 * server keeping a record's knockout flag: ADR 0034), so its tie is decided here, in one place,
 * by a stand-in named as such: the side with more wickets in hand, then the side that won the
 * toss. Once the member's match is a knockout too, `settleKnockoutTie` only ever sees wins. */
import type { MatchState } from "../match-state.ts";
import { wonBy, type PlayedMatch } from "./results.ts";
import { CompetitionError, type TeamId } from "./shapes.ts";

/** How the page words the stand-in, so it says plainly what decided the match. */
export const SUPER_OVER_STAND_IN =
  "decided on the super over's stand-in: the side with more wickets in hand, then the toss winner";

/** The side that won the toss of a finished match, by its team id. */
function tossWinnerOf(state: MatchState, fixtureId: string): TeamId {
  const { toss, sides, userSide } = state;
  if (toss === null || sides === null || userSide === null) {
    throw new CompetitionError(`Match ${fixtureId}: the match has no toss to settle a tie by`);
  }
  const [first, second] = sides;
  const user = userSide === 0 ? first : second;
  const other = userSide === 0 ? second : first;
  return toss.winner === "user" ? user.id : other.id;
}

/**
 * The super over's stand-in: more wickets in hand (wickets available less wickets lost over the
 * side's innings), then the toss winner.
 */
function superOverStandIn(match: PlayedMatch, state: MatchState): TeamId {
  const inHand = (team: TeamId): number =>
    match.innings
      .filter((innings) => innings.teamId === team)
      .reduce((sum, innings) => sum + innings.wicketsAvailable - innings.wickets, 0);
  const home = inHand(match.home);
  const away = inHand(match.away);
  if (home !== away) return home > away ? match.home : match.away;
  return tossWinnerOf(state, match.fixtureId);
}

/**
 * A knockout match as the competition keeps it: a win stands; a tie becomes a win by a super
 * over (`superOver` set), its winner the stand-in's until the engine plays the super over.
 * `state` is the finished match (for the toss).
 */
export function settleKnockoutTie(match: PlayedMatch, state: MatchState): PlayedMatch {
  if (match.decision.kind !== "tied") return match;
  return { ...match, decision: wonBy(superOverStandIn(match, state), true) };
}
