/**
 * The ranked routes as the page calls them: the member's unfinished ranked matches, and a new
 * one from the setup they chose. Errors come back in the server's words.
 */
import type {
  Action,
  MatchEvent,
  MatchState,
  PlayAheadPlan,
  PlayAheadStops,
  PlayAheadUntil,
  StretchStop,
} from "../../../engine/index.ts";
import {
  type CreateRankedRequest,
  RANKED_API,
  rankedAbandonPath,
  rankedPlayAheadPath,
  type RankedPlayAheadRequest,
  type RankedPlayAheadResponse,
  type RankedView,
} from "../../../shared/ranked-types.ts";
import { requestJson } from "@/api/request-json.ts";
import { errorMessageOf } from "@/api/api-error.ts";
import { socketUrl } from "@/api/socket.ts";

export type RankedMatchView = RankedView<MatchState, Action>;

/** What a call came to: the answer, or a sentence for the member. */
export type RankedOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const UNREACHABLE = "The server cannot be reached. Check your connection and try again.";

/** The member's ranked matches still being played, newest first. */
export async function fetchUnfinishedRanked(): Promise<RankedOutcome<readonly RankedMatchView[]>> {
  const outcome = await requestJson<{ matches: RankedMatchView[] }>(RANKED_API.matches);
  if (outcome.kind === "unreachable") return { ok: false, message: UNREACHABLE };
  if (outcome.kind === "failed")
    return { ok: false, message: errorMessageOf(outcome.body) ?? "Your ranked matches could not be loaded." };
  return { ok: true, value: outcome.body.matches };
}

/** Starts a ranked match the server holds; its view, or why not. */
export async function createRanked(request: CreateRankedRequest): Promise<RankedOutcome<RankedMatchView>> {
  const outcome = await requestJson<RankedMatchView>(RANKED_API.matches, { method: "POST", body: request });
  if (outcome.kind === "unreachable") return { ok: false, message: UNREACHABLE };
  if (outcome.kind === "failed")
    return { ok: false, message: errorMessageOf(outcome.body) ?? "The ranked match could not be started." };
  return { ok: true, value: outcome.body };
}

/** Abandons the member's ranked match, rated as a loss; its view (ended), or why not. */
export async function abandonRanked(id: string): Promise<RankedOutcome<RankedMatchView>> {
  const outcome = await requestJson<RankedMatchView>(rankedAbandonPath(id), { method: "POST" });
  if (outcome.kind === "unreachable") return { ok: false, message: UNREACHABLE };
  if (outcome.kind === "failed")
    return { ok: false, message: errorMessageOf(outcome.body) ?? "The ranked match could not be abandoned." };
  return { ok: true, value: outcome.body };
}

export type RankedAheadRequest = RankedPlayAheadRequest<PlayAheadPlan, PlayAheadUntil, PlayAheadStops>;
export type RankedAheadAnswer = RankedPlayAheadResponse<MatchState, Action, MatchEvent, StretchStop>;

/** What a play-ahead request came to; `stale` when the match had moved on without this page. */
export type RankedAheadOutcome =
  | { readonly ok: true; readonly value: RankedAheadAnswer }
  | { readonly ok: false; readonly message: string; readonly stale: boolean };

/** Plays ahead in the member's ranked match with a plan, on the server (ADR 0030). */
export async function playAheadRanked(id: string, request: RankedAheadRequest): Promise<RankedAheadOutcome> {
  const outcome = await requestJson<RankedAheadAnswer>(rankedPlayAheadPath(id), {
    method: "POST",
    body: request,
  });
  if (outcome.kind === "unreachable") return { ok: false, message: UNREACHABLE, stale: false };
  if (outcome.kind === "failed") {
    const code = (outcome.body as { error?: { code?: unknown } } | null)?.error?.code;
    const message = errorMessageOf(outcome.body) ?? "The server could not play ahead.";
    return { ok: false, message, stale: code === "out_of_turn" };
  }
  return { ok: true, value: outcome.body };
}

/** The socket's address on this page's own origin. */
export function rankedSocketUrl(location: Pick<Location, "protocol" | "host">): string {
  return socketUrl(location, RANKED_API.socket);
}
