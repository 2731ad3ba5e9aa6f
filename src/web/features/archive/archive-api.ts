/**
 * The archive's calls: a page of the member's matches, one match as its replay, deleting one,
 * and every replay a page at a time for the career figures. Each answers with a kind the page
 * can show: the data, "signed-out", "missing" (no such match of this member), "offline" (the
 * server could not be reached) or "failed" with the server's message.
 */
import {
  API,
  type ArchivedMatch,
  matchPath,
  type MatchReplayResponse,
  type ReplayPageResponse,
  type SavedMatchesResponse,
  MAX_CAREER_PAGE,
} from "../../../shared/api-types.ts";
import { requestJson } from "@/api/request-json.ts";

/** What went wrong, shared by every call here. */
export type ArchiveProblem =
  | { readonly kind: "signed-out" }
  | { readonly kind: "missing" }
  | { readonly kind: "offline" }
  | { readonly kind: "failed"; readonly message: string };

type Answer<T> = ({ readonly kind: "ok" } & T) | ArchiveProblem;

function problemOf(
  outcome: { kind: "failed"; status: number; body: unknown } | { kind: "unreachable" },
): ArchiveProblem {
  if (outcome.kind === "unreachable") return { kind: "offline" };
  if (outcome.status === 401) return { kind: "signed-out" };
  if (outcome.status === 404) return { kind: "missing" };
  const message = (outcome.body as { error?: { message?: unknown } } | null)?.error?.message;
  return {
    kind: "failed",
    message: typeof message === "string" ? message : `The server answered ${outcome.status}`,
  };
}

/** The archive list's filters and page, as the address bar keeps them. */
export interface ArchiveQuery {
  readonly page: number;
  readonly format: string | null;
  readonly team: number | null;
}

/** Matches on one archive page. */
export const ARCHIVE_PAGE_SIZE = 20;

/** `GET /api/matches` for one page of the archive. */
export async function fetchArchivePage(
  query: ArchiveQuery,
  signal?: AbortSignal,
): Promise<Answer<{ readonly body: SavedMatchesResponse }>> {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(ARCHIVE_PAGE_SIZE) });
  if (query.format) params.set("format", query.format);
  if (query.team !== null) params.set("team", String(query.team));
  const outcome = await requestJson<SavedMatchesResponse>(
    `${API.matches}?${params}`,
    signal ? { signal } : {},
  );
  return outcome.kind === "ok" ? { kind: "ok", body: outcome.body } : problemOf(outcome);
}

/** `GET /api/matches/:id`: the match as its seed, level and actions. */
export async function fetchMatchReplay(
  id: number,
  signal?: AbortSignal,
): Promise<Answer<{ readonly match: MatchReplayResponse["match"] }>> {
  const outcome = await requestJson<MatchReplayResponse>(matchPath(id), signal ? { signal } : {});
  return outcome.kind === "ok" ? { kind: "ok", match: outcome.body.match } : problemOf(outcome);
}

/** `DELETE /api/matches/:id`. */
export async function deleteMatch(id: number): Promise<Answer<object>> {
  const outcome = await requestJson<null>(matchPath(id), { method: "DELETE" });
  return outcome.kind === "ok" ? { kind: "ok" } : problemOf(outcome);
}

/**
 * One page of the member's replays: the first (`before` null), or the one below the `next` id
 * the page before gave; `next` is null on the last.
 */
export async function fetchReplayPage(
  before: number | null,
  signal?: AbortSignal,
): Promise<Answer<{ readonly body: ReplayPageResponse }>> {
  const url = `${API.matchReplays}?limit=${MAX_CAREER_PAGE}${before === null ? "" : `&before=${before}`}`;
  const outcome = await requestJson<ReplayPageResponse>(url, signal ? { signal } : {});
  return outcome.kind === "ok" ? { kind: "ok", body: outcome.body } : problemOf(outcome);
}

/** How a date is shown in the archive: "3 Feb 2026". */
export function playedOn(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(date);
}

/** "India v Kenya · T20 · Eden Gardens · 3 Feb 2026". */
export function matchHeading(match: ArchivedMatch): string {
  return [match.title, playedOn(match.createdAt)].filter(Boolean).join(" · ");
}
