import type { Country } from "../../../../engine/index.ts";
import { Flag } from "./flag.tsx";
import { teamColorVars } from "@/features/game/scorecard/team-colors.ts";
import "./choice-cards.css";

/**
 * A country to pick: its flag, name and ranking on a band of its team colours. `variant`
 * "flag" is the plainer tile of the match-location grid.
 */
export function CountryCard({
  country,
  onChoose,
  disabled = false,
  badge,
  variant = "team",
}: {
  readonly country: Country;
  readonly onChoose: () => void;
  readonly disabled?: boolean;
  readonly badge?: string;
  readonly variant?: "team" | "flag";
}) {
  return (
    <button
      type="button"
      className={`country-card country-card--${variant}`}
      style={teamColorVars(country)}
      disabled={disabled}
      onClick={onChoose}
    >
      <span className="country-card__band" aria-hidden="true" />
      <Flag country={country} className="country-card__flag" />
      <span className="country-card__name">{country.name}</span>
      {variant === "team" ? (
        <span className="country-card__meta">Ranked {country.currentRanking}</span>
      ) : null}
      {badge ? <span className="country-card__badge">{badge}</span> : null}
    </button>
  );
}
