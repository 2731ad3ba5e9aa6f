import { API } from "../../shared/api-types.ts";
import { errorMessageOf } from "./api-error.ts";
import { USER_MESSAGES } from "./messages.ts";
import { requestJson } from "./request-json.ts";

/** How an e-mail sign-in ended; on failure, the sentence to show. */
type SignInResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * Signs in with e-mail and password (Better Auth sets the session cookie). A wrong e-mail and
 * a wrong password get the same sentence, so the screen never tells whether an e-mail is known.
 */
export async function signInWithEmail(email: string, password: string): Promise<SignInResult> {
  const outcome = await requestJson<unknown>(API.signInEmail, { method: "POST", body: { email, password } });
  if (outcome.kind === "ok") return { ok: true };
  if (outcome.kind === "unreachable" || outcome.status >= 500)
    return { ok: false, message: USER_MESSAGES.unreachable };
  switch (outcome.status) {
    // 400 is Better Auth's answer to a malformed e-mail: to the user it is still a wrong e-mail.
    case 400:
    case 401:
      return { ok: false, message: USER_MESSAGES.signInIncorrect };
    case 429:
      // Our own per-account throttle says how long to wait ({ error: { message } }); Better
      // Auth's per-address limiter does not, so it gets the general sentence.
      return { ok: false, message: ownMessageOf(outcome.body) ?? USER_MESSAGES.signInTooMany };
    default:
      return { ok: false, message: USER_MESSAGES.signInFailed };
  }
}

function ownMessageOf(body: unknown): string | undefined {
  const isOurs = typeof body === "object" && body !== null && "error" in body;
  return isOurs ? errorMessageOf(body) : undefined;
}
