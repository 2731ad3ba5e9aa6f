import { API, GOOGLE_PROVIDER_ID } from "../../shared/api-types.ts";
import { USER_MESSAGES } from "./messages.ts";
import { requestJson } from "./request-json.ts";
import { ROUTES } from "@/routes.ts";

/** Where the popup goes next: the provider's page, or the sentence to show instead. */
type GoogleStart =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: string };

/**
 * Asks Better Auth for the provider's sign-in address (it also sets the state and PKCE
 * cookies). `disableRedirect` makes it answer with the address rather than a 302, so the popup
 * navigates itself.
 */
export async function startGoogleSignIn(signal?: AbortSignal): Promise<GoogleStart> {
  const outcome = await requestJson<{ url?: unknown }>(API.signInSocial, {
    method: "POST",
    body: {
      provider: GOOGLE_PROVIDER_ID,
      callbackURL: ROUTES.googleReturn,
      errorCallbackURL: ROUTES.googleReturn,
      disableRedirect: true,
    },
    signal,
  });
  if (outcome.kind === "ok") {
    const url = outcome.body?.url;
    return typeof url === "string" && url !== ""
      ? { ok: true, url }
      : { ok: false, message: USER_MESSAGES.googleFailed };
  }
  if (outcome.kind === "unreachable" || outcome.status >= 500)
    return { ok: false, message: USER_MESSAGES.unreachable };
  if (outcome.status === 404) return { ok: false, message: USER_MESSAGES.googleNotSetUp };
  if (outcome.status === 429) return { ok: false, message: USER_MESSAGES.signInTooMany };
  return { ok: false, message: USER_MESSAGES.googleFailed };
}
