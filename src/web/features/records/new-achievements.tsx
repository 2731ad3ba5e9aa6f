import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { AchievementView } from "../../../shared/records-types.ts";
import { sayAloud } from "@/features/game/index.ts";
import { ROUTES } from "@/routes.ts";
import { fetchAchievements, markAchievementsSeen } from "./records-api.ts";
import "./records.css";

/** "New achievement: Off the mark. Win a match." for the voice; several are read one after another. */
export function newsLine(fresh: readonly AchievementView[]): string {
  const head = fresh.length === 1 ? "New achievement" : `${fresh.length} new achievements`;
  return `${head}: ${fresh.map((a) => `${a.title}. ${a.text}`).join(" ")}`;
}

/**
 * The home page's news of achievements earned since the member was last told: a banner, said
 * once aloud (unless muted), after which the server is told they were seen so they are not said
 * again. Any failure shows nothing: news must never stand in the way of playing, and a session
 * that has ended is the recent matches' to report.
 */
export function NewAchievements() {
  const [fresh, setFresh] = useState<readonly AchievementView[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    void fetchAchievements(controller.signal).then((outcome) => {
      if (controller.signal.aborted || outcome.kind !== "ok") return;
      const news = outcome.value.filter((a) => a.earned?.isNew === true);
      if (news.length === 0) return;
      setFresh(news);
      sayAloud(newsLine(news));
      void markAchievementsSeen(news.map((a) => a.id));
    });
    return () => controller.abort();
  }, []);

  // The status region is there from the start, so a screen reader reads the news as it arrives.
  return (
    <div role="status" className="achievement-news__region" data-testid="achievement-news">
      {fresh.length > 0 ? (
        <section className="achievement-news" aria-label="New achievements">
          <span className="achievement-news__mark" aria-hidden="true">
            ★
          </span>
          <div className="achievement-news__body">
            <ul className="achievement-news__list">
              {fresh.map((a) => (
                <li key={a.id}>
                  <strong>New achievement: {a.title}</strong> — {a.text}
                </li>
              ))}
            </ul>
            <Link to={ROUTES.stats} className="achievement-news__link">
              See all your achievements
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}
