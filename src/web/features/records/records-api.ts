/**
 * The member's record book and achievements as the page asks for them (ADR 0033): the book and
 * every achievement, or why not in words; and telling the server which achievements were said.
 */
import { isRecord } from "../../../shared/is-record.ts";
import {
  RECORDS_API,
  type AchievementView,
  type RecordBookView,
  type RecordsResponse,
  type SeenRequest,
} from "../../../shared/records-types.ts";
import { errorMessageOf } from "@/api/api-error.ts";
import { requestJson } from "@/api/request-json.ts";

/** What the call came to: the records, a session that has ended, or why not in words. */
export type RecordsOutcome =
  | { readonly kind: "ok"; readonly records: RecordsResponse }
  | { readonly kind: "signed-out" }
  | { readonly kind: "failed"; readonly message: string };

const UNREACHABLE = "The server cannot be reached. Check your connection and try again.";
const UNREADABLE = "Your records could not be read. Please try again.";

/** The book's lists, each an array in any answer we can show. */
const BOOK_LISTS = [
  "highestTotals",
  "lowestTotals",
  "biggestWinsByRuns",
  "biggestWinsByWickets",
  "highestScores",
  "fastestFifties",
  "fastestHundreds",
  "mostSixes",
  "highestPartnerships",
  "bestFigures",
  "hatTricks",
  "mostRuns",
  "mostWickets",
] as const satisfies readonly (keyof RecordBookView)[];

function isBook(value: unknown): value is RecordBookView {
  return (
    isRecord(value) &&
    typeof value.matches === "number" &&
    BOOK_LISTS.every((key) => Array.isArray(value[key])) &&
    (value.playerOfTheTournament === null || isRecord(value.playerOfTheTournament))
  );
}

function isAchievement(value: unknown): value is AchievementView {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.title === "string" &&
    typeof value.text === "string" &&
    (value.earned === null || (isRecord(value.earned) && typeof value.earned.at === "string"))
  );
}

/**
 * A GET of the member's records at `url`, its body turned into the answer by `read` (null for a
 * body it cannot show): the session's end, or why not in words, handled alike for every call.
 */
async function fetchChecked<T>(
  url: string,
  read: (body: unknown) => T | null,
  signal?: AbortSignal,
): Promise<{ readonly kind: "ok"; readonly value: T } | Exclude<RecordsOutcome, { kind: "ok" }>> {
  const outcome = await requestJson<unknown>(url, signal ? { signal } : {});
  if (outcome.kind === "unreachable") return { kind: "failed", message: UNREACHABLE };
  if (outcome.kind === "failed") {
    if (outcome.status === 401) return { kind: "signed-out" };
    return {
      kind: "failed",
      message: errorMessageOf(outcome.body) ?? "Your records could not be loaded. Please try again.",
    };
  }
  const value = read(outcome.body);
  return value === null ? { kind: "failed", message: UNREADABLE } : { kind: "ok", value };
}

/** Every achievement of an answer that has a list of them, each with its words; null otherwise. */
function achievementsIn(body: unknown): AchievementView[] | null {
  return isRecord(body) && Array.isArray(body.achievements) ? body.achievements.filter(isAchievement) : null;
}

/**
 * `GET /api/stats/records`. The lists are checked to be lists and each achievement to have its
 * words, so a server of another version shows a sentence rather than breaking the page; the
 * entries themselves are the server's own and taken as they come.
 */
export async function fetchRecords(signal?: AbortSignal): Promise<RecordsOutcome> {
  const outcome = await fetchChecked(
    RECORDS_API.records,
    (body) => {
      const achievements = achievementsIn(body);
      return isRecord(body) && isBook(body.book) && achievements !== null
        ? { book: body.book, achievements }
        : null;
    },
    signal,
  );
  return outcome.kind === "ok" ? { kind: "ok", records: outcome.value } : outcome;
}

/** `GET /api/stats/achievements`: every achievement alone (the home page's news builds no book). */
export async function fetchAchievements(
  signal?: AbortSignal,
): Promise<
  { readonly kind: "ok"; readonly value: AchievementView[] } | Exclude<RecordsOutcome, { kind: "ok" }>
> {
  return fetchChecked(RECORDS_API.achievements, achievementsIn, signal);
}

/**
 * `POST /api/stats/achievements/seen`: these achievements have been said. Whether it worked
 * only decides whether they are said again next time, so the answer is a yes or no.
 */
export async function markAchievementsSeen(ids: readonly string[]): Promise<boolean> {
  const request: SeenRequest = { ids };
  const outcome = await requestJson<unknown>(RECORDS_API.seen, { method: "POST", body: request });
  return outcome.kind === "ok";
}
