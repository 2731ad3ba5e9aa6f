import { API } from "../../shared/api-types.ts";
import { requestJson } from "./request-json.ts";

/** Ends the server session (the cookie is cleared by the answer). True when the server agreed. */
export async function signOut(): Promise<boolean> {
  const outcome = await requestJson<unknown>(API.signOut, { method: "POST", body: {} });
  return outcome.kind === "ok";
}
