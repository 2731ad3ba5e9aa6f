/**
 * Look-ups of the static cricket data by the ids a match state holds: countries, formats,
 * grounds and flags. Pure data access; no rules. The catalog is static data, so it is read
 * directly rather than through the engine the game context provides.
 */
import {
  oversPhrase,
  type Country,
  type Format,
  type FormatKey,
  type PlayerProfile,
  type Stadium,
} from "../../../../engine/index.ts";
import { flagUrls } from "../../../../data/flags.ts";
import { catalog } from "../../../../data/catalog.ts";

const countriesById = new Map<number, Country>(catalog.countries.map((c) => [c.id, c]));
const formatsByKey = new Map<FormatKey, Format>(catalog.formats.map((f) => [f.key, f]));
const stadiumsById = new Map<string, Stadium>(catalog.stadiums.map((s) => [s.id, s]));
const squadsByCountry = new Map<number, readonly PlayerProfile[]>(
  catalog.squads.map((s) => [s.countryId, s.players]),
);

export function countryOf(id: number | null | undefined): Country | undefined {
  return id === null || id === undefined ? undefined : countriesById.get(id);
}

export function formatOf(key: FormatKey | null | undefined): Format | undefined {
  return key === null || key === undefined ? undefined : formatsByKey.get(key);
}

export function stadiumOf(id: string | null | undefined): Stadium | undefined {
  return id === null || id === undefined ? undefined : stadiumsById.get(id);
}

/** A country by its name ("India"), as an invite's preview names it. */
export function countryNamed(name: string): Country | undefined {
  return catalog.countries.find((c) => c.name === name);
}

/** A ground by its name ("Wankhede Stadium", or with its place after a comma), as an invite's preview names it. */
export function stadiumNamed(name: string): Stadium | undefined {
  return catalog.stadiums.find((s) => s.name === name || name.startsWith(`${s.name}, `));
}

/** A country's eleven in squad order ([] for none). */
export function squadOf(id: number | null | undefined): readonly PlayerProfile[] {
  return (id === null || id === undefined ? undefined : squadsByCountry.get(id)) ?? [];
}

/** The flag image of a country (every catalog country has one). */
export function flagOf(country: Country | undefined): string | undefined {
  return country ? flagUrls[country.code] : undefined;
}

/** "1 over", "20 overs". */
export function oversLabel(overs: number): string {
  return oversPhrase(overs);
}
