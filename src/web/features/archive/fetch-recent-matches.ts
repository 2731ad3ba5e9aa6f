import { API } from "../../../shared/api-types.ts";
import type { SavedMatch } from "../../../shared/api-types.ts";
import { requestJson } from "@/api/request-json.ts";
import { opponentText } from "./opponent-text.ts";
import { sidesOfRow, type YourSide, yourSide } from "./your-side.ts";

/** The member's recent matches; "signed-out" when the session has ended meanwhile. */
type RecentMatchesLookup =
  { readonly kind: "matches"; readonly matches: readonly RecentMatch[] } | { readonly kind: "signed-out" };

function isSavedMatch(value: unknown): value is SavedMatch {
  if (typeof value !== "object" || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.id === "number" &&
    typeof row.createdAt === "string" &&
    typeof row.title === "string" &&
    typeof row.result === "string"
  );
}

/** A saved match as the list shows it. */
export interface RecentMatch extends SavedMatch {
  /** "Club opponent", "Ranked v the computer": see {@link opponentText}. */
  readonly opponent: string | null;
  /** The member's side and how it went ("You: India · Won"); null when the row does not say. */
  readonly side: YourSide | null;
}

function withOpponent(match: SavedMatch): RecentMatch {
  return {
    ...match,
    opponent: opponentText(match),
    side: yourSide(sidesOfRow(match as unknown as Record<string, unknown>)),
  };
}

/**
 * `GET /api/matches`. Any failure but 401 reads as "no matches": the list is a nicety on the
 * home page and must never stand in the way of playing. Rows of an unexpected shape are
 * skipped rather than trusted.
 */
export async function fetchRecentMatches(signal?: AbortSignal): Promise<RecentMatchesLookup> {
  const outcome = await requestJson<{ matches?: unknown }>(API.matches, { signal });
  if (outcome.kind === "failed" && outcome.status === 401) return { kind: "signed-out" };
  if (outcome.kind !== "ok" || !Array.isArray(outcome.body?.matches)) return { kind: "matches", matches: [] };
  return { kind: "matches", matches: outcome.body.matches.filter(isSavedMatch).map(withOpponent) };
}
