/**
 * Quick reactions between the two members of a live match: one of the fixed REACTIONS, only
 * in a match being played, and at most a few from one member in a window, counted in the
 * abuse-limit table (ADR 0006) so that every process shares the count. A reaction is not
 * stored: it goes on the bus to every socket following the match.
 */
import { REACTIONS, type Reaction } from "../../shared/live-types.ts";
import type { LimitRule, RateLimiter } from "../auth/rate-limiter.ts";
import type { LiveRepository, Status } from "../db/live-repository.ts";
import { encodeChange } from "./live-change.ts";
import type { Done, LiveChange } from "./live-referee.ts";

export interface LiveReactions {
  /** Sends the member's reaction to both members of the match, or says why not. */
  react(userId: string, id: string, reaction: string): Promise<Done>;
}

interface ReactionsDeps {
  readonly live: Pick<LiveRepository, "find">;
  readonly limiter: Pick<RateLimiter, "hit">;
  /** Reactions one member may send per window, over all their matches. */
  readonly rule: LimitRule;
  readonly notify: (id: string, change: LiveChange) => Promise<void>;
}

/** Why a match that is not being played takes no reaction. */
const NOT_IN_PLAY: Record<Exclude<Status, "playing">, string> = {
  invited: "Nobody has accepted the invite yet: reactions are for a match being played",
  cancelled: "This invite was withdrawn: reactions are for a match being played",
  finished: "This match is over: reactions are for a match being played",
  forfeited: "This match is over: reactions are for a match being played",
};

export function createLiveReactions({ live, limiter, rule, notify }: ReactionsDeps): LiveReactions {
  return {
    async react(userId, id, reaction) {
      const row = await live.find(id);
      const side = row?.hostId === userId ? "host" : row?.guestId === userId ? "guest" : null;
      if (!row || side === null) return { ok: false, code: "not_found", message: "No such live match" };
      const index = REACTIONS.indexOf(reaction as Reaction);
      if (index < 0) {
        return {
          ok: false,
          code: "bad_message",
          message: `A reaction must be one of: ${REACTIONS.join(", ")}`,
        };
      }
      if (row.status !== "playing") return { ok: false, code: "refused", message: NOT_IN_PLAY[row.status] };
      const verdict = await limiter.hit(`live-react:${userId}`, rule);
      if (!verdict.allowed) {
        return {
          ok: false,
          code: "rate_limited",
          message: `Too many reactions: at most ${rule.max} reactions in ${rule.window} seconds (try again in ${verdict.retryAfter} s)`,
        };
      }
      await notify(id, encodeChange({ kind: "reaction", side, index }));
      return { ok: true };
    },
  };
}
