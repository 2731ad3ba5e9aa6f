/**
 * The live routes as the page calls them: a new match and its invite, the member's open
 * invites and matches on, what an invite is for, accepting one, withdrawing one. Errors come
 * back in the server's words, with the status so a screen can say what it means.
 */
import type { Action, MatchState } from "../../../engine/index.ts";
import {
  type CreateLiveRequest,
  type InvitePreview,
  inviteLink,
  invitePath,
  LIVE_API,
  livePath,
  type LiveView,
} from "../../../shared/live-types.ts";
import { errorMessageOf } from "@/api/api-error.ts";
import { requestJson } from "@/api/request-json.ts";
import { socketUrl } from "@/api/socket.ts";

export type LiveMatchView = LiveView<MatchState, Action>;

/** What a call came to: the answer, or a sentence for the member (and the status, when answered). */
export type LiveOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string; readonly status: number | null };

const UNREACHABLE = "The server cannot be reached. Check your connection and try again.";

/** One call to the live routes, its failure in the server's words. */
export async function call<T>(
  path: string,
  fallback: string,
  options: { readonly method?: "GET" | "POST"; readonly body?: unknown } = {},
): Promise<LiveOutcome<T>> {
  const outcome = await requestJson<T>(path, options);
  if (outcome.kind === "unreachable") return { ok: false, message: UNREACHABLE, status: null };
  if (outcome.kind === "failed")
    return { ok: false, message: errorMessageOf(outcome.body) ?? fallback, status: outcome.status };
  return { ok: true, value: outcome.body };
}

/**
 * The member's open invites and live matches being played. The shared format names the route
 * but not its body: read as `{ matches: LiveView[] }`, as the ranked list is (a bare list too).
 */
export async function fetchLiveMatches(): Promise<LiveOutcome<readonly LiveMatchView[]>> {
  const outcome = await call<unknown>(LIVE_API.matches, "Your live matches could not be loaded.");
  if (!outcome.ok) return outcome;
  const body = outcome.value;
  const list = Array.isArray(body)
    ? body
    : typeof body === "object" && body !== null && Array.isArray((body as { matches?: unknown }).matches)
      ? (body as { matches: unknown[] }).matches
      : [];
  return { ok: true, value: list as LiveMatchView[] };
}

/** Makes a live match and its invite; its view (with the code), or why not. */
export function createLive(request: CreateLiveRequest): Promise<LiveOutcome<LiveMatchView>> {
  return call<LiveMatchView>(LIVE_API.matches, "The match could not be made.", {
    method: "POST",
    body: request,
  });
}

/** What the invite with `code` is for. */
export function fetchInvite(code: string): Promise<LiveOutcome<InvitePreview>> {
  return call<InvitePreview>(invitePath(code), "The invite could not be loaded.");
}

/** Joins the invite with `code` as the guest. */
export function acceptInvite(code: string): Promise<LiveOutcome<unknown>> {
  return call<unknown>(`${invitePath(code)}/accept`, "The invite could not be accepted.", {
    method: "POST",
  });
}

/** Withdraws the member's invite (the match `id`) before anyone accepted it. */
export function cancelLive(id: string): Promise<LiveOutcome<unknown>> {
  return call<unknown>(`${livePath(id)}/cancel`, "The invite could not be cancelled.", { method: "POST" });
}

/** The socket's address on this page's own origin. */
export function liveSocketUrl(location: Pick<Location, "protocol" | "host">): string {
  return socketUrl(location, LIVE_API.socket);
}

/** The invite's link to share, whole (with this page's origin). */
export function absoluteInviteLink(code: string, origin: string): string {
  return `${origin}${inviteLink(code)}`;
}
