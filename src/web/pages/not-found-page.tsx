import { Link } from "react-router";
import { CricketBall } from "@/components/cricket-ball.tsx";
import { SiteHeader, useAudience } from "@/components/site-header.tsx";
import { PLAY_STATE, ROUTES } from "@/routes.ts";
import "@/components/message-card.css";

/** Any path the app does not know; the way back leads a member home and a guest to the start. */
export function NotFoundPage() {
  const member = useAudience(true) === "member";
  return (
    <>
      <SiteHeader />
      <main className="page page--center">
        <section className="card error-card" aria-labelledby="not-found-title">
          <CricketBall className="error-card__ball" size={64} />
          <p className="error-card__code">404</p>
          <h1 id="not-found-title" className="error-card__title">
            Lost in the outfield
          </h1>
          <p>There is no page at this address.</p>
          <div className="error-card__actions">
            <Link to={member ? ROUTES.home : ROUTES.root} className="button button--secondary">
              {member ? "Back to home" : "Back to the start"}
            </Link>
            <Link to={ROUTES.game} state={PLAY_STATE} className="button button--primary">
              Play a match
            </Link>
          </div>
        </section>
      </main>
    </>
  );
}
