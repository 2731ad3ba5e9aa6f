import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { USER_MESSAGES } from "@/api/messages.ts";
import { signOut } from "@/api/sign-out.ts";
import { useSignedInMember } from "@/auth/member-context.ts";
import { clearMemberData } from "@/auth/member-data.ts";
import { FormMessage } from "@/components/form-message.tsx";
import { RecentMatches } from "@/features/archive/index.ts";
import { sendWaitingMatches } from "@/features/game/index.ts";
import { SiteHeader } from "@/components/site-header.tsx";
import { ROUTES } from "@/routes.ts";
import "./home-page.css";

/** The first word of a name, for a friendly greeting. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || "member";
}

/** Navigation state for /home: `welcome` right after joining, to greet a new member as one. */
export interface HomeState {
  readonly welcome?: boolean;
}

/**
 * The member's home (`/home`, guarded): who is signed in, the way to a match and to the
 * profile, recent matches, and signing out (which first sends the member's matches still
 * waiting, then forgets everything the browser kept of them).
 */
export function HomePage() {
  const member = useSignedInMember();
  const navigate = useNavigate();
  const isNewMember = (useLocation().state as HomeState | null)?.welcome === true;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function onSignOut() {
    setBusy(true);
    setMessage(null);
    // Matches still waiting to be sent are theirs: they go now, while the member is signed in.
    await sendWaitingMatches();
    if (await signOut()) {
      // The next person at this browser finds nothing of this member's (settings aside).
      clearMemberData();
      await navigate(ROUTES.login, { replace: true });
      return;
    }
    // Still signed in on the server: say so rather than pretend.
    setBusy(false);
    setMessage(USER_MESSAGES.signOutFailed);
  }

  return (
    <>
      <SiteHeader>
        <Link to={ROUTES.profile} className="site-header__link">
          Profile
        </Link>
        <button
          type="button"
          className="button button--on-dark"
          onClick={() => void onSignOut()}
          disabled={busy}
        >
          {busy ? "Signing out…" : "Sign out"}
        </button>
      </SiteHeader>
      <main className="page home">
        <section className="card hero" aria-labelledby="home-title">
          <div className="hero__text">
            <h1 id="home-title" className="hero__title">
              {isNewMember ? "Welcome to the club" : "Welcome back"}, {firstName(member.name)}!
            </h1>
            <p className="hero__email">
              Signed in as <strong data-testid="member-email">{member.email}</strong>
            </p>
            <p className="hero__lede">
              The pitch is rolled, the covers are off. Choose a format, call the toss and play it ball by
              ball.
            </p>
            <div className="hero__actions">
              <Link to={ROUTES.game} className="button button--primary button--large">
                Play a match
              </Link>
              <Link to={ROUTES.matches} className="button button--secondary button--large">
                Your matches
              </Link>
              <Link to={ROUTES.stats} className="button button--secondary button--large">
                Career figures
              </Link>
            </div>
          </div>
          <div className="hero__pitch" aria-hidden="true">
            <span className="hero__stumps" />
            <span className="hero__crease" />
            <span className="hero__stumps hero__stumps--far" />
          </div>
        </section>
        <FormMessage id="home-message" message={message} />
        <RecentMatches />
      </main>
    </>
  );
}
