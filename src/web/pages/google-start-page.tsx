import { useEffect, useState } from "react";
import { fetchAuthConfig } from "@/api/fetch-auth-config.ts";
import { USER_MESSAGES } from "@/api/messages.ts";
import { startGoogleSignIn } from "@/api/start-google-sign-in.ts";
import { postPopupResult } from "@/auth/popup-result.ts";
import { PopupScreen } from "@/components/popup-screen.tsx";

/**
 * `/auth/google`, the first page of the Google popup: asks the server for the provider's
 * address and goes there. On failure it tells the opener and says so itself, so the user is
 * never left looking at a blank popup.
 */
export function GoogleStartPage() {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const fail = (text: string) => {
      postPopupResult({ ok: false, message: text });
      setMessage(text);
    };
    void (async () => {
      const config = await fetchAuthConfig(controller.signal);
      if (controller.signal.aborted) return;
      if (config && !config.google) return fail(USER_MESSAGES.googleNotSetUp);
      const start = await startGoogleSignIn(controller.signal);
      if (controller.signal.aborted) return;
      if (start.ok) window.location.href = start.url;
      else fail(start.message);
    })();
    // Abort covers React's development double-mount: only the last run navigates.
    return () => controller.abort();
  }, []);

  return <PopupScreen title="Sign in with Google" message={message} busyText="Connecting to Google…" />;
}
