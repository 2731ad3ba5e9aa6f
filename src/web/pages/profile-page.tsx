import { useState } from "react";
import { Link } from "react-router";
import { useSignedInMember } from "@/auth/member-context.ts";
import { ProfileCard } from "@/components/profile-card.tsx";
import { SiteHeader } from "@/components/site-header.tsx";
import { PLAY_STATE, ROUTES } from "@/routes.ts";
import "./profile-page.css";

/** The member's own profile (`/profile`, guarded). */
export function ProfilePage() {
  const member = useSignedInMember();
  // The day the age is counted on, fixed for the life of the page.
  const [now] = useState(() => new Date());
  return (
    <>
      <SiteHeader />
      <main className="page profile">
        <ProfileCard member={member} now={now} />
        <nav className="profile__links" aria-label="Profile">
          <Link to={ROUTES.home} className="button button--secondary">
            Back to home
          </Link>
          <Link to={ROUTES.game} state={PLAY_STATE} className="button button--primary">
            Play a match
          </Link>
        </nav>
      </main>
    </>
  );
}
