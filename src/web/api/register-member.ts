import { API } from "../../shared/api-types.ts";
import type { Member, MemberResponse } from "../../shared/api-types.ts";
import type { FieldKind, RegistrationInput } from "../../shared/registration.ts";
import { errorFieldOf, errorMessageOf } from "./api-error.ts";
import { USER_MESSAGES } from "./messages.ts";
import { requestJson } from "./request-json.ts";

/** How a registration ended: the new (signed-in) member, or the sentence and field at fault. */
type RegisterResult =
  | { readonly ok: true; readonly member: Member }
  | { readonly ok: false; readonly field: FieldKind; readonly message: string };

/**
 * Sends a registration the form has already checked. The server runs the same rules again and
 * may also refuse a known e-mail (409); its sentence and field are shown as they come.
 */
export async function registerMember(input: RegistrationInput): Promise<RegisterResult> {
  const outcome = await requestJson<MemberResponse>(API.register, { method: "POST", body: input });
  if (outcome.kind === "ok") return { ok: true, member: outcome.body.member };
  if (outcome.kind === "unreachable" || outcome.status >= 500) {
    return { ok: false, field: "None", message: USER_MESSAGES.unreachable };
  }
  const message = errorMessageOf(outcome.body);
  switch (outcome.status) {
    case 400:
      return {
        ok: false,
        field: errorFieldOf(outcome.body),
        message: message ?? USER_MESSAGES.registerFailed,
      };
    case 409:
      return { ok: false, field: "Email", message: message ?? USER_MESSAGES.registerDuplicate };
    case 413:
      return { ok: false, field: "None", message: USER_MESSAGES.registerTooLarge };
    case 429:
      return { ok: false, field: "None", message: USER_MESSAGES.registerTooMany };
    default:
      return {
        ok: false,
        field: errorFieldOf(outcome.body),
        message: message ?? USER_MESSAGES.registerFailed,
      };
  }
}
