/**
 * Finished matches waiting for the network. A match that ends while the server cannot be
 * reached is kept here (in localStorage, so a closed tab loses nothing) and sent when the
 * network returns: the server replays it as for any save and keeps one match per member and
 * seed, so sending it twice (from here and from the result screen) keeps it once. Nobody is
 * known to be signed in while offline, so a guest's match waits here too and is dropped when
 * the server says nobody is signed in.
 */
import { API, type SaveMatchRequest } from "../../../shared/api-types.ts";
import { requestJson } from "../../api/request-json.ts";
import { browserStorage, readKey, removeKey, writeKey } from "../game/state/browser-storage.ts";

/** The localStorage key of the waiting matches. */
export const OUTBOX_KEY = "howzat:outbox";
/** More than a player can finish offline; the oldest go first if it is ever reached. */
const MAX_WAITING = 20;

function isRequest(value: unknown): value is SaveMatchRequest {
  if (typeof value !== "object" || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.seed === "number" && Array.isArray(r.actions) && typeof r.result === "string";
}

/** The matches waiting, oldest first; anything unreadable is ignored. */
export function waitingMatches(storage: Storage | null = browserStorage()): SaveMatchRequest[] {
  try {
    const value: unknown = JSON.parse(readKey(storage, OUTBOX_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter(isRequest) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage | null, matches: readonly SaveMatchRequest[]): void {
  if (matches.length === 0) removeKey(storage, OUTBOX_KEY);
  else writeKey(storage, OUTBOX_KEY, JSON.stringify(matches.slice(-MAX_WAITING)));
}

/** Keeps a match to send later (once per seed). */
export function keepForLater(match: SaveMatchRequest, storage: Storage | null = browserStorage()): void {
  write(storage, [...waitingMatches(storage).filter((m) => m.seed !== match.seed), match]);
}

/** Forgets a waiting match: it reached the server, or nobody is signed in to keep it. */
export function forget(seed: number, storage: Storage | null = browserStorage()): void {
  const waiting = waitingMatches(storage);
  if (waiting.some((m) => m.seed === seed))
    write(
      storage,
      waiting.filter((m) => m.seed !== seed),
    );
}

let flushing: Promise<void> | null = null;

/**
 * Sends every waiting match, once at a time however often it is called. Stops at the first
 * network failure (the rest wait for the next `online`); a match the server refuses for good
 * (a 4xx other than 429) is dropped, as no later try would change the answer.
 */
export function sendWaitingMatches(storage: Storage | null = browserStorage()): Promise<void> {
  flushing ??= (async () => {
    try {
      const waiting = waitingMatches(storage);
      if (waiting.length === 0) return;
      const me = await requestJson<unknown>(API.me);
      if (me.kind === "unreachable") return;
      if (me.kind === "failed" && me.status === 401) {
        for (const match of waiting) forget(match.seed, storage);
        return;
      }
      if (me.kind !== "ok") return;
      for (const match of waiting) {
        const saved = await requestJson<unknown>(API.matches, { method: "POST", body: match });
        if (saved.kind === "unreachable") return;
        if (saved.kind === "ok" || (saved.status >= 400 && saved.status < 500 && saved.status !== 429)) {
          forget(match.seed, storage);
        }
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
