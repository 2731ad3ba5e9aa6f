/**
 * A match's choices as the game bar writes them (see `ChoiceList`): its catalogue ids looked up
 * and formatted, once, for the match on show and for what is kept with its save.
 */
import type { Country, MatchState } from "../../../../engine/index.ts";
import type { ChoicesShown, TeamShown } from "@/features/game/stages/choice-list.tsx";
import { countryOf, flagOf, formatOf, oversLabel, stadiumOf } from "./catalog-lookup.ts";
import { levelLabel } from "./level-label.ts";

function teamShown(country: Country | undefined): TeamShown | null {
  return country ? { name: country.name, flag: flagOf(country) ?? null } : null;
}

/** What the bar shows of `state`'s choices; null before a format is chosen (it shows none). */
export function choicesShown(state: MatchState): ChoicesShown | null {
  const format = formatOf(state.format);
  if (!format) return null;
  const location = countryOf(state.locationId);
  const stadium = stadiumOf(state.stadiumId);
  return {
    format: `${format.label} · ${oversLabel(format.overs)}`,
    level: `${levelLabel(state.level)} opponent`,
    team: teamShown(countryOf(state.teamId)),
    opponent: teamShown(countryOf(state.opponentId)),
    ground: location ? (stadium ? `${stadium.name}, ${stadium.location}` : `In ${location.name}`) : null,
  };
}
