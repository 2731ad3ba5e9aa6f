/**
 * Finished matches waiting for the network. A member's match that ends while the server cannot
 * be reached is kept here (in localStorage, so a closed tab loses nothing) and sent when the
 * network returns: the server replays it as for any save and keeps one match per member and
 * seed, so sending it twice (from here and from the result screen) keeps it once. Each entry
 * names the member it belongs to and is sent only while that member is signed in, so a browser
 * shared by two members never posts one's match into the other's account. A guest's match never
 * waits here: nobody could keep it (it may be offered to the next member on the game screen).
 */
import { API, type SaveMatchRequest } from "../../../../shared/api-types.ts";
import { fetchMember } from "@/api/fetch-member.ts";
import { GUEST, isMatchOwner, type MatchOwner, rememberMember } from "@/auth/known-member.ts";
import { requestJson } from "@/api/request-json.ts";
import { browserStorage, readKey, removeKey, writeKey } from "@/storage/browser-storage.ts";
import { markUploaded } from "./match-storage.ts";
import { OUTBOX_KEY } from "./storage-keys.ts";

export { OUTBOX_KEY };
/** More than a player can finish offline; the oldest go first if it is ever reached. */
const MAX_WAITING = 20;

/** A match waiting to be sent, and the member it belongs to. */
export type WaitingMatch = SaveMatchRequest & { readonly owner: MatchOwner };

/** Entries written before owners were kept have none: they count as a guest's, never sent. */
function isWaiting(value: unknown): value is WaitingMatch {
  if (typeof value !== "object" || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.seed === "number" &&
    Array.isArray(r.actions) &&
    typeof r.result === "string" &&
    // Absent from matches that waited here from before the rules versions: those are version 1.
    (r.rulesVersion === undefined || typeof r.rulesVersion === "number") &&
    // Absent for every match that is no knockout, and from before knockouts.
    (r.knockout === undefined || typeof r.knockout === "boolean") &&
    isMatchOwner(r.owner) &&
    r.owner !== GUEST
  );
}

/** The matches waiting, oldest first; anything unreadable is ignored. */
export function waitingMatches(storage: Storage | null = browserStorage()): WaitingMatch[] {
  try {
    const value: unknown = JSON.parse(readKey(storage, OUTBOX_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter(isWaiting) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage | null, matches: readonly WaitingMatch[]): void {
  if (matches.length === 0) removeKey(storage, OUTBOX_KEY);
  else writeKey(storage, OUTBOX_KEY, JSON.stringify(matches.slice(-MAX_WAITING)));
}

/** Keeps a member's match to send later (once per seed); a guest's is not kept. */
export function keepForLater(match: WaitingMatch, storage: Storage | null = browserStorage()): void {
  if (match.owner === GUEST) return;
  write(storage, [...waitingMatches(storage).filter((m) => m.seed !== match.seed), match]);
}

/** Forgets a waiting match: it reached the server, or the server refused it for good. */
export function forget(seed: number, storage: Storage | null = browserStorage()): void {
  const waiting = waitingMatches(storage);
  if (waiting.some((m) => m.seed === seed))
    write(
      storage,
      waiting.filter((m) => m.seed !== seed),
    );
}

/** The request as the server takes it: the owner stays on the device. */
function requestOf({ owner: _owner, ...request }: WaitingMatch): SaveMatchRequest {
  return request;
}

let flushing: Promise<void> | null = null;

/**
 * Sends the waiting matches of the member signed in now, once at a time however often it is
 * called; another member's wait for them. Stops at the first network failure (the rest wait
 * for the next `online`); a match the server refuses for good (a 4xx other than 429) is
 * dropped, as no later try would change the answer. A match delivered here is marked as kept
 * in the saved match too, so the result screen never sends it again.
 */
export function sendWaitingMatches(storage: Storage | null = browserStorage()): Promise<void> {
  // Cleared in a later turn (`finally` on the promise), never while the flush is being set up:
  // a flush with nothing to send ends synchronously, and must not leave itself behind.
  flushing ??= flush(storage).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function flush(storage: Storage | null): Promise<void> {
  if (waitingMatches(storage).length === 0) return;
  const me = await fetchMember();
  if (me.kind === "signed-out") rememberMember(null, storage);
  if (me.kind !== "member") return;
  const member = me.member.id;
  rememberMember(member, storage);
  // Read again: the list may have changed while the server was asked.
  for (const match of waitingMatches(storage).filter((m) => m.owner === member)) {
    const saved = await requestJson<unknown>(API.matches, { method: "POST", body: requestOf(match) });
    if (saved.kind === "unreachable") return;
    if (saved.kind === "ok") {
      forget(match.seed, storage);
      markUploaded(storage, match.seed, member);
    } else if (saved.status === 401) {
      return;
    } else if (saved.status >= 400 && saved.status < 500 && saved.status !== 429) {
      forget(match.seed, storage);
    }
  }
}
