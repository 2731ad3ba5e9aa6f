import { isRecord } from "../../shared/is-record.ts";
import type { FieldKind } from "../../shared/registration.ts";

const FIELD_KINDS: readonly FieldKind[] = [
  "None",
  "Name",
  "Email",
  "Phone",
  "Address",
  "Password",
  "DOB",
  "Gender",
];

/**
 * The message of an error answer: ours are `{ error: { message } }`, Better Auth's are
 * `{ code, message }`. Undefined when the body carries no usable text.
 */
export function errorMessageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const inner = isRecord(body.error) ? body.error.message : body.message;
  return typeof inner === "string" && inner.trim() !== "" ? inner : undefined;
}

/** The registration field an error answer names, or "None" when it names none we know. */
export function errorFieldOf(body: unknown): FieldKind {
  if (!isRecord(body) || !isRecord(body.error)) return "None";
  const field = body.error.field;
  return FIELD_KINDS.find((kind) => kind === field) ?? "None";
}
