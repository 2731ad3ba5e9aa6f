/**
 * Who is signed in on this browser, as far as the page last heard from the server, and so who
 * owns the matches it keeps. The session itself is an httpOnly cookie the page cannot read, and
 * offline nobody can ask the server: so every answer of `GET /api/session` is written down here, and a
 * match finished offline belongs to the member last known to be signed in, or to the guest.
 */
import { API, type SessionResponse } from "../../shared/api-types.ts";
import { requestJson } from "@/api/request-json.ts";
import { browserStorage, readKey, removeKey, writeKey } from "@/storage/browser-storage.ts";

/** The localStorage key of the id of the member last known to be signed in here. */
export const MEMBER_KEY = "howzat:member";

/** The owner of a match played while nobody was signed in. */
export const GUEST = "guest";

/** Whom a kept match belongs to: a member's id, or {@link GUEST}. */
export type MatchOwner = string;

/** Member ids are the server's (short random strings); anything else in storage is not an owner. */
export function isMatchOwner(value: unknown): value is MatchOwner {
  return typeof value === "string" && value.length > 0 && value.length <= 200;
}

/** Writes down who the server says is signed in: a member's id, or null for nobody. */
export function rememberMember(id: string | null, storage: Storage | null = browserStorage()): void {
  if (id === null) removeKey(storage, MEMBER_KEY);
  else writeKey(storage, MEMBER_KEY, id);
}

/** Whom a match played now belongs to: the member last known to be signed in, or the guest. */
export function currentOwner(storage: Storage | null = browserStorage()): MatchOwner {
  const id = readKey(storage, MEMBER_KEY);
  return id !== null && id !== GUEST && isMatchOwner(id) ? id : GUEST;
}

/**
 * Asks the server who is signed in and writes it down; when it cannot be reached, what was
 * known stays. Called where a match may be played, so its owner is known before it begins.
 */
export async function refreshKnownMember(storage: Storage | null = browserStorage()): Promise<void> {
  const session = await requestJson<SessionResponse>(API.session);
  if (session.kind === "ok") rememberMember(session.body.member?.id ?? null, storage);
  else if (session.kind === "failed" && session.status === 401) rememberMember(null, storage);
}
