import { Link } from "react-router";
import type { AchievementView } from "../../../shared/records-types.ts";
import { matchRoute } from "@/routes.ts";

/** "29 Nov 2026", or nothing for a time that does not read. */
export function earnedOn(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(date);
}

function Achievement({ achievement }: { readonly achievement: AchievementView }) {
  const { earned } = achievement;
  return (
    <li
      className={`achievement ${earned ? "achievement--earned" : "achievement--locked"}`}
      data-testid="achievement"
      data-earned={earned !== null}
    >
      <span className="achievement__mark" aria-hidden="true">
        {earned ? "★" : "☆"}
      </span>
      <div className="achievement__body">
        <h3 className="achievement__title">{achievement.title}</h3>
        <p className="achievement__text">{achievement.text}</p>
        {/* The state in words, for every reader: the colour only repeats it. */}
        {earned ? (
          <p className="achievement__state">
            <strong className="achievement__tag">Earned</strong>{" "}
            <time dateTime={earned.at}>{earnedOn(earned.at)}</time>
            {earned.match ? (
              <>
                {" in "}
                <Link to={matchRoute(earned.match.matchId)}>{earned.match.title}</Link>
              </>
            ) : null}
          </p>
        ) : (
          <p className="achievement__state">
            <span className="achievement__tag">Not earned yet</span>
          </p>
        )}
      </div>
    </li>
  );
}

/** Every achievement there is, earned or not, with how many of them the member has earned. */
export function AchievementList({ achievements }: { readonly achievements: readonly AchievementView[] }) {
  const earned = achievements.filter((a) => a.earned !== null).length;
  return (
    <section className="card achievements" aria-labelledby="achievements-title" data-testid="achievements">
      <div className="spread-row">
        <h2 id="achievements-title" className="card__title">
          Achievements
        </h2>
        <p className="achievements__count" data-testid="achievements-count">
          {earned} of {achievements.length} earned
        </p>
      </div>
      <ul className="achievements__list">
        {achievements.map((a) => (
          <Achievement key={a.id} achievement={a} />
        ))}
      </ul>
    </section>
  );
}
