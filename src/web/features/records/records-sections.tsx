import { Navigate } from "react-router";
import { USER_MESSAGES } from "@/api/messages.ts";
import type { ErrorState } from "@/errors/error-state.ts";
import { ROUTES } from "@/routes.ts";
import { AchievementList } from "./achievement-list.tsx";
import { RecordBook } from "./record-book.tsx";
import { useRecords } from "./use-records.ts";
import "./records.css";

/**
 * The record book and the achievements, for /stats under the career figures: one call brings
 * both. A session that has ended goes to the error page, as the other members' screens do.
 */
export function RecordsSections() {
  const outcome = useRecords();
  if (outcome === null) {
    return (
      <section className="card record-book" aria-busy="true" aria-labelledby="record-book-title">
        <h2 id="record-book-title" className="card__title">
          Record book
        </h2>
        <p className="record-list__empty" role="status">
          Loading your records…
        </p>
      </section>
    );
  }
  if (outcome.kind === "signed-out") {
    const errorState: ErrorState = { code: 401, message: USER_MESSAGES.sessionEnded };
    return <Navigate to={ROUTES.error} replace state={errorState} />;
  }
  if (outcome.kind === "failed") {
    return (
      <section className="card record-book" aria-labelledby="record-book-title">
        <h2 id="record-book-title" className="card__title">
          Record book
        </h2>
        <p className="record-list__empty" role="alert">
          {outcome.message}
        </p>
      </section>
    );
  }
  return (
    <>
      <RecordBook book={outcome.records.book} />
      <AchievementList achievements={outcome.records.achievements} />
    </>
  );
}
