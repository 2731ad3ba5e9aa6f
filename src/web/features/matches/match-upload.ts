/**
 * Keeping a finished match for a signed-in member: `GET /api/me` says whether anyone is
 * signed in, then `POST /api/matches` sends the seed, the actions and the result the page
 * saw (the server replays them with the same engine before keeping them). When the server
 * cannot be reached the match waits in the outbox and is sent when the network returns.
 */
import { API, type SaveMatchRequest } from "../../../shared/api-types.ts";
import { requestJson } from "../../api/request-json.ts";
import { forget, keepForLater } from "./match-outbox.ts";

/**
 * How keeping the match went: kept, nobody signed in, kept on this device until the network
 * returns, or a failure to mention quietly.
 */
export type UploadOutcome = "saved" | "guest" | "offline" | "error";

/** Sends a finished match to the member's list; never throws. */
export async function uploadFinishedMatch(request: SaveMatchRequest): Promise<UploadOutcome> {
  const me = await requestJson<unknown>(API.me);
  if (me.kind === "unreachable") {
    keepForLater(request);
    return "offline";
  }
  if (me.kind === "failed" && me.status === 401) return "guest";
  if (me.kind !== "ok") return "error";
  const saved = await requestJson<unknown>(API.matches, { method: "POST", body: request });
  if (saved.kind === "ok") {
    forget(request.seed);
    return "saved";
  }
  if (saved.kind === "unreachable") {
    keepForLater(request);
    return "offline";
  }
  // Signed out between the two calls: the match simply is not theirs to keep.
  if (saved.kind === "failed" && saved.status === 401) return "guest";
  return "error";
}
