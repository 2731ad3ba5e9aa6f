import type { MatchState } from "../../../../engine/index.ts";
import { countryOf, formatOf, oversLabel, stadiumOf } from "@/features/game/state/catalog-lookup.ts";
import { Flag } from "./flag.tsx";
import { levelLabel } from "@/features/game/state/level-label.ts";
// The game's frame (the bar this summary sits in), wherever a match is shown: here or a ranked one.
import "../game-screen.css";

/** The strip of choices made so far: format and opponent level, the two teams and the ground. */
export function ChoiceSummary({ state }: { readonly state: MatchState }) {
  const format = formatOf(state.format);
  const team = countryOf(state.teamId);
  const opponent = countryOf(state.opponentId);
  const location = countryOf(state.locationId);
  const stadium = stadiumOf(state.stadiumId);
  if (!format) return null;
  return (
    <ul className="choice-summary" aria-label="Your choices">
      <li className="choice-summary__item">
        <span className="choice-summary__label">Format</span>
        {format.label} · {oversLabel(format.overs)}
      </li>
      <li className="choice-summary__item" data-testid="summary-level">
        <span className="choice-summary__label">Level</span>
        {levelLabel(state.level)} opponent
      </li>
      {team ? (
        <li className="choice-summary__item">
          <span className="choice-summary__label">Match</span>
          <Flag country={team} className="choice-summary__flag" />
          {team.name}
          {opponent ? (
            <>
              <span className="choice-summary__versus">v</span>
              <Flag country={opponent} className="choice-summary__flag" />
              {opponent.name}
            </>
          ) : null}
        </li>
      ) : null}
      {location ? (
        <li className="choice-summary__item">
          <span className="choice-summary__label">Ground</span>
          {stadium ? `${stadium.name}, ${stadium.location}` : `In ${location.name}`}
        </li>
      ) : null}
    </ul>
  );
}
