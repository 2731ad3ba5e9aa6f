import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { USER_MESSAGES } from "@/api/messages.ts";
import type { ErrorState } from "@/errors/error-state.ts";
import { ROUTES } from "@/routes.ts";

/** A members' screen whose session has ended: the error page says so. */
export function SessionEnded() {
  const errorState: ErrorState = { code: 401, message: USER_MESSAGES.sessionEnded };
  return <Navigate to={ROUTES.error} replace state={errorState} />;
}

/**
 * The card at the head of the kept matches and the career figures: its title, a link to the
 * other of the two, and what the screen shows under them; busy while the screen loads.
 */
export function ArchivePanel({
  titleId,
  title,
  busy,
  other,
  children,
}: {
  readonly titleId: string;
  readonly title: string;
  readonly busy: boolean;
  readonly other: { readonly to: string; readonly label: string };
  readonly children: ReactNode;
}) {
  return (
    <section className="card archive__panel" aria-labelledby={titleId} aria-busy={busy}>
      <div className="archive__head spread-row">
        <h1 id={titleId} className="archive__title">
          {title}
        </h1>
        <Link to={other.to} className="button button--secondary">
          {other.label}
        </Link>
      </div>
      {children}
    </section>
  );
}
