import { API } from "../../shared/api-types.ts";
import type { AuthConfigResponse } from "../../shared/api-types.ts";
import { requestJson } from "./request-json.ts";

/**
 * Which sign-in methods the server offers, or null when it could not be asked (then the
 * Google popup is still tried: the popup itself reports what went wrong).
 */
export async function fetchAuthConfig(signal?: AbortSignal): Promise<AuthConfigResponse | null> {
  const outcome = await requestJson<AuthConfigResponse>(API.authConfig, { signal });
  if (outcome.kind !== "ok" || typeof outcome.body?.google !== "boolean") return null;
  return { google: outcome.body.google };
}
