import type { ReactNode } from "react";
import { Link } from "react-router";
import { CricketBall } from "./cricket-ball.tsx";
import { PRODUCT_NAME } from "./brand-title.tsx";
import { ROUTES } from "@/routes.ts";

/** The green bar on top of the members' pages: the name (to the start) and page actions. */
export function SiteHeader({
  children,
  homeHref = ROUTES.home,
}: {
  readonly children?: ReactNode;
  readonly homeHref?: string;
}) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={homeHref} className="site-header__brand">
          <CricketBall size={28} />
          <span className="brand brand--on-dark">{PRODUCT_NAME}</span>
        </Link>
        {children ? (
          <nav className="site-header__nav" aria-label="Main">
            {children}
          </nav>
        ) : null}
      </div>
    </header>
  );
}
