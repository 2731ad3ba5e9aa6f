import type { ReactNode } from "react";
import { CricketBall } from "./cricket-ball.tsx";
import { SiteHeader } from "./site-header.tsx";
import "./auth-card.css";

/**
 * The sign-in and join screens: the guest's header, and a striped outfield behind a cream card
 * that fades and scales in (0.5 s from opacity 0 and scale 0.5; none when the user prefers
 * reduced motion).
 */
export function AuthCard({
  children,
  wide = false,
}: {
  readonly children: ReactNode;
  readonly wide?: boolean;
}) {
  return (
    <div className="outfield-page">
      {/* These screens are for visitors who are not signed in: the guest's header, without asking. */}
      <SiteHeader audience="guest" />
      <main className="outfield">
        <section className={wide ? "auth-card auth-card--wide" : "auth-card"}>
          <CricketBall className="auth-card__ball" size={56} />
          {children}
        </section>
        {/* Outside the animated card, so the screen has content from its first frame. */}
        <p className="outfield__footer">Howzat · cricket, ball by ball</p>
      </main>
    </div>
  );
}
