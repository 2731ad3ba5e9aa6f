/** Rematches and recent opponents as the page calls them (ADR 0032). */
import {
  LIVE_API,
  type OpponentsResponse,
  type RematchResponse,
  rematchPath,
} from "../../../shared/live-types.ts";
import { call, type LiveOutcome } from "./live-api.ts";

/** The rematch offered after the match `id`, if any. */
export function fetchRematch(id: string): Promise<LiveOutcome<RematchResponse>> {
  return call<RematchResponse>(rematchPath(id), "The rematch could not be loaded.");
}

/** Offers the other member of the match `id` a rematch: the same sides, or swapped. */
export function offerRematch(id: string, swap: boolean): Promise<LiveOutcome<RematchResponse>> {
  return call<RematchResponse>(rematchPath(id), "The rematch could not be offered.", {
    method: "POST",
    body: { swap },
  });
}

/** The members played before, the latest first. */
export function fetchOpponents(): Promise<LiveOutcome<OpponentsResponse>> {
  return call<OpponentsResponse>(LIVE_API.opponents, "Your recent opponents could not be loaded.");
}
