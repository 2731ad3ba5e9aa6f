import type { PopupResultMessage } from "../../shared/api-types.ts";

/** The `type` every Google popup message carries. */
export const POPUP_MESSAGE_TYPE: PopupResultMessage["type"] = "howzat:google-sign-in";

/** True for a well-formed popup result; any other message on the window is ignored. */
export function isPopupResultMessage(data: unknown): data is PopupResultMessage {
  if (typeof data !== "object" || data === null) return false;
  const record = data as Record<string, unknown>;
  return (
    record.type === POPUP_MESSAGE_TYPE &&
    typeof record.ok === "boolean" &&
    (record.message === undefined || typeof record.message === "string")
  );
}

/**
 * Tells the window that opened the popup how sign-in ended. The target origin is our own, so
 * the result never reaches a page of another site that might have opened us.
 * Returns false when there is no opener to tell (the page was opened directly).
 */
export function postPopupResult(
  result: { ok: true } | { ok: false; message: string },
  win: Window = window,
): boolean {
  const opener = win.opener as Window | null;
  if (!opener || opener.closed) return false;
  const message: PopupResultMessage = { type: POPUP_MESSAGE_TYPE, ...result };
  opener.postMessage(message, win.location.origin);
  return true;
}
