import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { USER_MESSAGES } from "@/api/messages.ts";
import { postPopupResult } from "@/auth/popup-result.ts";
import { PopupScreen } from "@/components/popup-screen.tsx";
import { ROUTES } from "@/routes.ts";

/**
 * Readable sentences for the error codes Better Auth puts in `?error=` when the provider's
 * flow fails; any other code gets the general sentence.
 */
const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  access_denied: USER_MESSAGES.googleCancelled,
  account_not_linked: USER_MESSAGES.googleAccountNotLinked,
  oauth_provider_not_found: USER_MESSAGES.googleNotSetUp,
};

/** The sentence for an `?error=` code. */
export function popupErrorMessage(code: string): string {
  return ERROR_MESSAGES[code.toLowerCase()] ?? USER_MESSAGES.googleFailed;
}

/**
 * `/auth/popup`, where the provider sends the popup back. It tells the opener how sign-in
 * ended and closes. Opened without an opener (directly, or after the browser cut the link),
 * it carries on itself: to /profile on success, or shows the failure.
 */
export function GooglePopupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const error = params.get("error");
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const result =
      error === null ? ({ ok: true } as const) : ({ ok: false, message: popupErrorMessage(error) } as const);
    if (postPopupResult(result)) {
      window.close();
      return;
    }
    if (result.ok) void navigate(ROUTES.profile, { replace: true });
    else setMessage(result.message);
  }, [error, navigate]);

  return (
    <PopupScreen
      title="Sign in with Google"
      message={message}
      busyText="Signing you in…"
      actions={
        <Link to={ROUTES.login} className="button button--secondary">
          Back to sign in
        </Link>
      }
    />
  );
}
