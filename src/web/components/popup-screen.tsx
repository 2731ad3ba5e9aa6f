import type { ReactNode } from "react";
import { CricketBall } from "./cricket-ball.tsx";
import "./message-card.css";

/** What a popup page shows: its title, then a working line or the failure and a way out. */
interface PopupScreenProps {
  readonly title: string;
  readonly message: string | null;
  readonly busyText: string;
  /** The way out after a failure; by default a button that closes the popup. */
  readonly actions?: ReactNode;
}

/** The small screen of the Google popup pages, sized for a 480 × 640 window. */
export function PopupScreen({ title, message, busyText, actions }: PopupScreenProps) {
  return (
    <main className="page page--center popup-screen">
      <section className="card popup-card" aria-labelledby="popup-title">
        <CricketBall size={48} />
        <h1 id="popup-title" className="popup-card__title">
          {title}
        </h1>
        {message ? (
          <>
            <p role="alert" className="form-message">
              {message}
            </p>
            {actions ?? (
              <button type="button" className="button button--secondary" onClick={() => window.close()}>
                Close this window
              </button>
            )}
          </>
        ) : (
          <p role="status" className="loading">
            <span className="loading__ball" aria-hidden="true" />
            {busyText}
          </p>
        )}
      </section>
    </main>
  );
}
