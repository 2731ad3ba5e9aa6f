import { useCallback, useEffect, useState, type ChangeEvent } from "react";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { fetchAuthConfig } from "@/api/fetch-auth-config.ts";
import { USER_MESSAGES } from "@/api/messages.ts";
import { signInWithEmail } from "@/api/sign-in-with-email.ts";
import { useAfterSignIn } from "@/auth/use-after-sign-in.ts";
import { useGoogleSignIn } from "@/auth/use-google-sign-in.ts";
import { AuthCard } from "@/components/auth-card.tsx";
import { BrandTitle } from "@/components/brand-title.tsx";
import { FormMessage } from "@/components/form-message.tsx";
import { TextField } from "@/components/text-field.tsx";
import { ROUTES } from "@/routes.ts";
import "./login-page.css";

const MESSAGE_ID = "login-message";

/**
 * Where the message belongs: with the fields (a wrong password, the server down) or with the
 * Google button it is about. There is one message at a time, so one alert on the page.
 */
type MessagePlace = "form" | "google";

/**
 * The sign-in screen (`/` and `/login`): e-mail and password in a real form, so Enter signs
 * in; Google through a popup; and the way to join. Every failure is said on screen. Signing in
 * goes to /home (Google's to /profile), or back where the link that opened the screen asked.
 */
export function LoginPage() {
  const { passOn, goOn } = useAfterSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [place, setPlace] = useState<MessagePlace>("form");
  const [busy, setBusy] = useState(false);
  // Unknown until the server answers; the popup is still tried then and reports for itself.
  const [googleEnabled, setGoogleEnabled] = useState<boolean | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetchAuthConfig(controller.signal).then((config) => {
      if (!controller.signal.aborted && config) setGoogleEnabled(config.google);
    });
    return () => controller.abort();
  }, []);

  const onGoogleSuccess = useCallback(() => void goOn(ROUTES.profile), [goOn]);
  const onGoogleFailure = useCallback((failure: string) => {
    setPlace("google");
    setMessage(failure);
  }, []);
  const google = useGoogleSignIn({ onSuccess: onGoogleSuccess, onFailure: onGoogleFailure });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setPlace("form");
    setMessage(null);
    const result = await signInWithEmail(email.trim(), password);
    if (result.ok) {
      await goOn(ROUTES.home);
      return;
    }
    setBusy(false);
    setPlace("form");
    setMessage(result.message);
  }

  const formMessage = place === "form" && message !== null;
  // Both fields are named, typed and described alike: the input's type is its name.
  const field = (
    name: "email" | "password",
    label: string,
    value: string,
    setValue: (value: string) => void,
  ) => ({
    id: `login-${name}`,
    label,
    type: name,
    name,
    required: true,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    "aria-describedby": formMessage ? MESSAGE_ID : undefined,
  });
  const googleMessage = place === "google" && message !== null;

  function onGoogleClick() {
    if (googleEnabled === false) {
      setPlace("google");
      setMessage(USER_MESSAGES.googleNotSetUp);
      return;
    }
    setPlace("google");
    setMessage(null);
    google.start();
  }

  return (
    <AuthCard>
      <BrandTitle lead="Login To" />
      <p className="auth-card__lede">Pad up, member. Your next innings is waiting.</p>
      <form className="form" onSubmit={(event) => void onSubmit(event)}>
        <TextField {...field("email", "Email", email, setEmail)} autoComplete="email" inputMode="email" />
        <TextField
          {...field("password", "Password", password, setPassword)}
          autoComplete="current-password"
        />
        {/* With the fields it is about, above the button that sent them. */}
        {place === "form" ? <FormMessage id={MESSAGE_ID} message={message} /> : null}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? "Signing in…" : "Login"}
        </button>
      </form>
      <div className="divider" role="presentation">
        <span>or</span>
      </div>
      <button
        type="button"
        className="button button--google button--block"
        onClick={onGoogleClick}
        aria-describedby={googleMessage ? MESSAGE_ID : undefined}
      >
        <GoogleMark />
        {google.pending ? "Waiting for Google…" : "Login with Gmail"}
      </button>
      {place === "google" ? <FormMessage id={MESSAGE_ID} message={message} /> : null}
      <p className="auth-card__switch">
        New to the club?{" "}
        <Link to={ROUTES.register} state={passOn} className="button button--ghost">
          Join As New Member
        </Link>
      </p>
    </AuthCard>
  );
}

// Google's four-colour "G", drawn inline so no image is fetched from elsewhere.
function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}
