import {
  oversPhrase,
  type InningsLine,
  type InningsNumber,
  type MatchState,
} from "../../../../engine/index.ts";
import { BattingTable } from "./batting-table.tsx";
import { BowlingTable } from "./bowling-table.tsx";
import { countryOf } from "@/features/game/state/catalog-lookup.ts";
import { Flag } from "@/features/game/stages/flag.tsx";
import { useEngine } from "@/features/game/state/game-context.ts";
import { teamColorVars } from "./team-colors.ts";
import "./innings-scorecard.css";

/** One innings' full scorecard: batting with how out, the extras and the total, fall of wickets, bowling in the order the bowlers came on. */
export function InningsScorecard({
  state,
  innings,
  summary,
  title,
}: {
  readonly state: MatchState;
  readonly innings: InningsNumber;
  readonly summary: InningsLine;
  /** The card's heading after the flag; "<team> innings" when left out ("India · super over"). */
  readonly title?: string;
}) {
  const engine = useEngine();
  const country = countryOf(summary.teamId);
  const fallen = engine.fallOfWickets(state, innings);
  // As real scorecards list them: those who bowled, in the order they came on.
  const bowlers = engine
    .bowlingCard(state, innings)
    .filter((row) => row.hasBowled)
    .sort((a, b) => (a.cameOn ?? 0) - (b.cameOn ?? 0));
  const headingId = `innings-${innings}-title`;
  return (
    <section className="innings-card" aria-labelledby={headingId} style={teamColorVars(country)}>
      <h2 className="innings-card__title" id={headingId}>
        <Flag country={country} className="innings-card__flag" />
        {title ?? `${summary.teamName} innings`}
        <span className="innings-card__score">
          {summary.runs}/{summary.wickets} <span className="innings-card__overs">({summary.overs} ov)</span>
        </span>
      </h2>
      <BattingTable
        rows={engine.battingCard(state, innings)}
        caption="Batting"
        finished
        total={`${summary.runs}/${summary.wickets} (${oversPhrase(summary.overs)})`}
        extras={engine.extras(state, innings)?.text ?? null}
      />
      <p className="innings-card__fow">
        <strong>Fall of wickets: </strong>
        {fallen.length === 0
          ? "none"
          : fallen.map((f) => `${f.wicket}-${f.runs} (${f.name}, ${f.overs} ov)`).join(", ")}
      </p>
      <BowlingTable rows={bowlers} caption="Bowling" />
    </section>
  );
}
