import { Link, useLocation } from "react-router";
import { useSignedInMember } from "@/auth/member-context.ts";
import { RecentMatches } from "@/features/archive/index.ts";
import { NewAchievements } from "@/features/records/index.ts";
import { SiteHeader } from "@/components/site-header.tsx";
import { PLAY_STATE, ROUTES } from "@/routes.ts";
import "./home-page.css";

/** The first word of a name, for a friendly greeting. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || "member";
}

/** The ways on after the match in play, each a secondary button: where it goes and what it says. */
const MEMBER_LINKS: readonly (readonly [to: string, label: string])[] = [
  [ROUTES.ranked, "Ranked match"],
  [ROUTES.live, "Play a friend"],
  [ROUTES.matches, "Your matches"],
  [ROUTES.stats, "Career figures"],
];

/** Navigation state for /home: `welcome` right after joining, to greet a new member as one. */
export interface HomeState {
  readonly welcome?: boolean;
}

/**
 * The member's home (`/home`, guarded): who is signed in, the way to a match (the one in
 * progress, or a new one), to the kept matches and the career figures, news of achievements
 * earned since the last visit, and recent matches.
 * Signing out is the header's, on every page.
 */
export function HomePage() {
  const member = useSignedInMember();
  const isNewMember = (useLocation().state as HomeState | null)?.welcome === true;

  return (
    <>
      <SiteHeader />
      <main className="page page--stack">
        <NewAchievements />
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
              <Link to={ROUTES.game} state={PLAY_STATE} className="button button--primary button--large">
                Play a match
              </Link>
              {MEMBER_LINKS.map(([to, label]) => (
                <Link key={to} to={to} className="button button--secondary button--large">
                  {label}
                </Link>
              ))}
            </div>
          </div>
          <div className="hero__pitch" aria-hidden="true">
            <span className="hero__stumps" />
            <span className="hero__crease" />
            <span className="hero__stumps hero__stumps--far" />
          </div>
        </section>
        <RecentMatches />
      </main>
    </>
  );
}
