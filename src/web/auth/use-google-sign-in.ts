import { useCallback, useEffect, useRef, useState } from "react";
import { USER_MESSAGES } from "@/api/messages.ts";
import { isPopupResultMessage } from "./popup-result.ts";
import { ROUTES } from "@/routes.ts";

const POPUP_NAME = "howzat-google";
const POPUP_FEATURES = "width=480,height=640";
/** How often we look whether the user closed the popup. */
const POPUP_POLL_MS = 500;

/** What the login screen needs from the Google popup flow. */
interface GoogleSignIn {
  /** Opens the popup. Call it straight from a click handler, before any await. */
  readonly start: () => void;
  /** True while a popup is open and we wait for its answer. */
  readonly pending: boolean;
}

interface Callbacks {
  readonly onSuccess: () => void;
  readonly onFailure: (message: string) => void;
}

/**
 * Runs Google sign-in in a popup. The popup reports back with a same-origin postMessage;
 * if it is closed without reporting, the attempt counts as cancelled. Everything is torn
 * down on success, failure, cancel and unmount.
 */
export function useGoogleSignIn({ onSuccess, onFailure }: Callbacks): GoogleSignIn {
  const [pending, setPending] = useState(false);
  const popupRef = useRef<Window | null>(null);
  const teardownRef = useRef<(() => void) | null>(null);
  // The latest callbacks, so a popup opened earlier reports to the current render's handlers.
  const callbacks = useRef<Callbacks>({ onSuccess, onFailure });
  useEffect(() => {
    callbacks.current = { onSuccess, onFailure };
  }, [onSuccess, onFailure]);

  const finish = useCallback(() => {
    teardownRef.current?.();
    teardownRef.current = null;
    popupRef.current = null;
    setPending(false);
  }, []);

  useEffect(() => finish, [finish]);

  const start = useCallback(() => {
    const open = popupRef.current;
    if (open && !open.closed) {
      open.focus();
      return;
    }
    // Opened synchronously in the click handler: popup blockers allow only that.
    const popup = window.open(ROUTES.googleStart, POPUP_NAME, POPUP_FEATURES);
    if (!popup) {
      callbacks.current.onFailure(USER_MESSAGES.googleBlocked);
      return;
    }
    teardownRef.current?.();
    popupRef.current = popup;
    setPending(true);

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPopupResultMessage(event.data)) return;
      if (event.source !== null && event.source !== popup) return;
      finish();
      if (event.data.ok) callbacks.current.onSuccess();
      else callbacks.current.onFailure(event.data.message ?? USER_MESSAGES.googleFailed);
    };
    // The popup posts its result and closes itself at once. A closed popup is only judged
    // cancelled at the poll after the one that saw it closed, so a result already on its way
    // is read first.
    let closedSeen = false;
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      if (!closedSeen) {
        closedSeen = true;
        return;
      }
      finish();
      callbacks.current.onFailure(USER_MESSAGES.googleCancelled);
    }, POPUP_POLL_MS);
    window.addEventListener("message", onMessage);
    teardownRef.current = () => {
      window.clearInterval(timer);
      window.removeEventListener("message", onMessage);
    };
  }, [finish]);

  return { start, pending };
}
