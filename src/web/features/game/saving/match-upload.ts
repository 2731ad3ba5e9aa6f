/**
 * Keeping a finished match for the member who played it: `GET /api/session` says who is signed in,
 * then `POST /api/matches` sends the seed, the actions and the result the page saw (the server
 * replays them with the same engine before keeping them). A match is sent only as its owner:
 * a guest's match is offered to the member signed in now (they are asked first), and another
 * member's is never sent. When the server cannot be reached a member's match waits in the
 * outbox and is sent when the network returns.
 */
import { API, type SaveMatchRequest } from "../../../../shared/api-types.ts";
import { fetchMember, UNREACHABLE } from "@/api/fetch-member.ts";
import { GUEST, type MatchOwner, rememberMember } from "@/auth/known-member.ts";
import { requestJson } from "@/api/request-json.ts";
import { forget, keepForLater } from "./match-outbox.ts";

/**
 * How keeping the match went: kept, nobody signed in, kept on this device until the network
 * returns, a failure to mention quietly, a guest's match a member may choose to keep
 * (`offer`), or a match of another member than the one signed in (`notYours`).
 */
export type UploadOutcome = "saved" | "guest" | "offline" | "error" | "offer" | "notYours";

/** Sends a finished match to its owner's list; never throws. */
export async function uploadFinishedMatch(
  request: SaveMatchRequest,
  owner: MatchOwner,
): Promise<UploadOutcome> {
  const me = await fetchMember();
  if (me.kind === "error" && me.code === UNREACHABLE) {
    keepForLater({ ...request, owner });
    return "offline";
  }
  if (me.kind === "signed-out") {
    rememberMember(null);
    return "guest";
  }
  if (me.kind !== "member") return "error";
  const member = me.member.id;
  rememberMember(member);
  if (owner === GUEST) return "offer";
  if (owner !== member) return "notYours";
  const saved = await requestJson<unknown>(API.matches, { method: "POST", body: request });
  if (saved.kind === "ok") {
    forget(request.seed);
    return "saved";
  }
  if (saved.kind === "unreachable") {
    keepForLater({ ...request, owner });
    return "offline";
  }
  // Signed out between the two calls: the match simply is not theirs to keep.
  if (saved.kind === "failed" && saved.status === 401) return "guest";
  return "error";
}

/**
 * How long the result screen waits before asking the server again while it cannot be reached:
 * 1 s, doubling with each try up to a minute, each drawn between half and all of that (so
 * tabs that lost the server together do not come back in step).
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(60_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
