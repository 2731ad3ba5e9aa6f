import { Link } from "react-router";
import { CricketBall } from "@/components/cricket-ball.tsx";
import { SiteHeader } from "@/components/site-header.tsx";
import { ROUTES } from "@/routes.ts";
import "@/components/message-card.css";

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <>
      <SiteHeader homeHref={ROUTES.root} />
      <main className="page page--center">
        <section className="card error-card" aria-labelledby="not-found-title">
          <CricketBall className="error-card__ball" size={64} />
          <p className="error-card__code">404</p>
          <h1 id="not-found-title" className="error-card__title">
            Lost in the outfield
          </h1>
          <p>There is no page at this address.</p>
          <div className="error-card__actions">
            <Link to={ROUTES.root} className="button button--secondary">
              Back to the start
            </Link>
            <Link to={ROUTES.game} className="button button--primary">
              Play a match
            </Link>
          </div>
        </section>
      </main>
    </>
  );
}
