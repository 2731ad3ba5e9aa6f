import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { signOut } from "@/api/sign-out.ts";
import { clearMemberData } from "@/auth/member-data.ts";
import { CricketBall } from "@/components/cricket-ball.tsx";
import { SiteHeader } from "@/components/site-header.tsx";
import { readErrorState } from "@/errors/error-state.ts";
import { ROUTES } from "@/routes.ts";
import "@/components/message-card.css";

/**
 * The error page (`/error`): the code and message from navigation state (defaults 500 and
 * 'Internal Server error'). On 401, 'Retry Login' clears the stored login keys and every other
 * trace of the member kept in the browser (see clearMemberData), ends the server session (a
 * failure there changes nothing for the user) and goes to the start.
 */
export function ErrorPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { code, message } = readErrorState(location.state);
  const [busy, setBusy] = useState(false);

  async function onRetryLogin() {
    setBusy(true);
    clearMemberData();
    await signOut();
    await navigate(ROUTES.root, { replace: true });
  }

  return (
    <>
      {/* A session that ended is a guest's; otherwise the server is not asked again here. */}
      <SiteHeader audience={code === 401 ? "guest" : undefined} ask={false} />
      <main className="page page--center">
        <section className="card error-card" aria-labelledby="error-title">
          <CricketBall className="error-card__ball" size={64} />
          <p className="error-card__code" data-testid="error-code">
            {code}
          </p>
          <h1 id="error-title" className="error-card__title">
            Error occured
          </h1>
          <p className="error-card__message" data-testid="error-message">
            {message}
          </p>
          <p className="error-card__hint">please try again after a while</p>
          <div className="error-card__actions">
            {code === 401 ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => void onRetryLogin()}
                disabled={busy}
              >
                Retry Login
              </button>
            ) : (
              <Link to={ROUTES.root} className="button button--primary">
                Back to the start
              </Link>
            )}
          </div>
        </section>
      </main>
    </>
  );
}
