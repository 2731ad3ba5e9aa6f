import { API } from "../../shared/api-types.ts";
import type { Member, SessionResponse } from "../../shared/api-types.ts";
import { errorMessageOf } from "./api-error.ts";
import { USER_MESSAGES } from "./messages.ts";
import { requestJson } from "./request-json.ts";

/** Who is signed in: a member, nobody, or the server could not say (with what to show). */
export type MemberLookup =
  | { readonly kind: "member"; readonly member: Member }
  | { readonly kind: "signed-out" }
  | { readonly kind: "error"; readonly code: number; readonly message: string };

/** The code a lookup's error carries when the server could not be reached (or its answer broke off). */
export const UNREACHABLE = 503;

/** Asks `GET /api/session` who owns the session cookie (a guest is a 200 with no member). */
export async function fetchMember(signal?: AbortSignal): Promise<MemberLookup> {
  const outcome = await requestJson<Partial<SessionResponse> | null>(API.session, { signal });
  if (outcome.kind === "ok") {
    const member = outcome.body?.member;
    // A 200 that is not a session (a proxy's page, a body cut short) says nothing of who it is.
    if (member === undefined) return { kind: "error", code: 502, message: USER_MESSAGES.unreachable };
    return member === null ? { kind: "signed-out" } : { kind: "member", member };
  }
  if (outcome.kind === "unreachable")
    return { kind: "error", code: UNREACHABLE, message: USER_MESSAGES.unreachable };
  if (outcome.status === 401) return { kind: "signed-out" };
  return {
    kind: "error",
    code: outcome.status,
    message: errorMessageOf(outcome.body) ?? "Internal Server error",
  };
}
