/**
 * Everything the app keeps in the browser about the member signed in, forgotten when they sign
 * out (or a 401 sends them to sign in again), so the next person at a shared browser finds no
 * trace of them. The settings (voice, pause, level) stay: they belong to the browser, not to a
 * member. The service worker's caches hold the app's own files and pages, never a member's data.
 */
import { browserStorage, removeKey } from "@/storage/browser-storage.ts";
import { MATCH_KEY, OUTBOX_KEY } from "@/storage/member-keys.ts";
import { MEMBER_KEY } from "./known-member.ts";
import { clearStoredLogin } from "./stored-login.ts";

/** The localStorage keys of a member's data: the match on screen, the matches waiting, who is signed in. */
export const MEMBER_DATA_KEYS = [MATCH_KEY, OUTBOX_KEY, MEMBER_KEY] as const;

/** Removes the member's keys (and any stored login an earlier version kept); never throws. */
export function clearMemberData(storage: Storage | null = browserStorage()): void {
  for (const key of MEMBER_DATA_KEYS) removeKey(storage, key);
  clearStoredLogin(storage ?? undefined);
}
