/**
 * The ladder as the page asks for it: the top of it and the member's own line, or a sentence
 * for the member when it cannot be had.
 */
import {
  LADDER_API,
  ladderUrl,
  ratingChangePath,
  type RatingChangeResponse,
  type RatingHistoryResponse,
  type LadderEntry,
  type LadderKind,
  type LadderResponse,
} from "../../../shared/ladder-types.ts";
import { requestJson } from "@/api/request-json.ts";
import { errorMessageOf } from "@/api/api-error.ts";

/** What the call came to: the ladder, or why not in words. */
export type LadderOutcome =
  { readonly ok: true; readonly ladder: LadderResponse } | { readonly ok: false; readonly message: string };

const UNREACHABLE = "The server cannot be reached. Check your connection and try again.";

function isEntry(value: unknown): value is LadderEntry {
  const entry = value as Partial<Record<keyof LadderEntry, unknown>> | null;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.rank === "number" &&
    typeof entry.name === "string" &&
    typeof entry.rating === "number" &&
    typeof entry.rd === "number" &&
    typeof entry.matches === "number"
  );
}

/** `GET /api/ladder` (against the computer) or `GET /api/ladder?kind=friend` (between members). */
export async function fetchLadder(kind: LadderKind, signal?: AbortSignal): Promise<LadderOutcome> {
  const outcome = await requestJson<unknown>(ladderUrl(kind), signal ? { signal } : {});
  if (outcome.kind === "unreachable") return { ok: false, message: UNREACHABLE };
  if (outcome.kind === "failed") {
    return {
      ok: false,
      message: errorMessageOf(outcome.body) ?? "The ladder could not be loaded. Please try again.",
    };
  }
  const body = outcome.body as { entries?: unknown; you?: unknown } | null;
  const entries = Array.isArray(body?.entries) ? body.entries.filter(isEntry) : null;
  if (entries === null) return { ok: false, message: "The ladder could not be read. Please try again." };
  return { ok: true, ladder: { entries, you: isEntry(body?.you) ? body.you : null } };
}

/** What a rating-change call came to: the answer, whether it is simply not there (yet), or why not. */
export type ChangeOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly missing: boolean; readonly message: string };

async function getJson<T>(path: string, fallback: string, signal?: AbortSignal): Promise<ChangeOutcome<T>> {
  const outcome = await requestJson<T>(path, signal ? { signal } : {});
  if (outcome.kind === "unreachable") return { ok: false, missing: false, message: UNREACHABLE };
  if (outcome.kind === "failed") {
    return { ok: false, missing: outcome.status === 404, message: errorMessageOf(outcome.body) ?? fallback };
  }
  return { ok: true, value: outcome.body };
}

/** `GET /api/ladder/matches/:id`: what the rated match did to the member's rating. */
export function fetchRatingChange(
  matchId: string,
  signal?: AbortSignal,
): Promise<ChangeOutcome<RatingChangeResponse>> {
  return getJson(ratingChangePath(matchId), "The rating change could not be loaded.", signal);
}

/** `GET /api/ladder/history`: the member's latest rating changes, newest first. */
export function fetchRatingHistory(signal?: AbortSignal): Promise<ChangeOutcome<RatingHistoryResponse>> {
  return getJson(LADDER_API.history, "Your rated matches could not be loaded.", signal);
}
