/**
 * A catalog indexed once for the engine's lookups: steps run per ball and must not scan lists.
 * The indexes alone, without the win tables (engine-context.ts adds those): the odds of a ball
 * read only these, and the tables are built from those odds, so the odds import this file and
 * not the context that holds the tables.
 */
import type { Catalog, Country, Format, FormatKey, PlayerProfile, Squad, Stadium } from "./catalog.ts";
import { compileCommentary, type CompiledCommentary } from "./commentary.ts";
import { shortName } from "./figures.ts";
import { compileTaggedCommentary, type CompiledTaggedCommentary } from "./match-commentary.ts";

/** The indexed catalog every step and view reads. */
export interface CatalogIndex {
  readonly catalog: Catalog;
  readonly countries: ReadonlyMap<number, Country>;
  /** Playable squads by country id, in batting order. */
  readonly squads: ReadonlyMap<number, readonly PlayerProfile[]>;
  /** Full names and scorecard names per squad, by country id, in the same order. */
  readonly names: ReadonlyMap<number, readonly string[]>;
  readonly shortNames: ReadonlyMap<number, readonly string[]>;
  /**
   * `names` again as an array indexed by country id, for the per-ball lookup (ids are small
   * integers; anything else is still found through the map).
   */
  readonly namesById: readonly (readonly string[] | undefined)[];
  /** Index of each squad's first wicketkeeper, -1 if it names none. */
  readonly keeperIndex: ReadonlyMap<number, number>;
  readonly stadiums: ReadonlyMap<string, Stadium>;
  readonly stadiumsByCountry: ReadonlyMap<number, readonly Stadium[]>;
  readonly formats: ReadonlyMap<FormatKey, Format>;
  readonly commentary: CompiledCommentary;
  /** The tagged lines of match-aware commentary (match-commentary.ts); null when the catalog has none. */
  readonly taggedCommentary: CompiledTaggedCommentary | null;
}

/** Fewest players a side needs: two openers. Real squads have eleven. */
const MIN_SQUAD = 2;

const MAX_ARRAY_ID = 1000;

function namesArray(names: ReadonlyMap<number, readonly string[]>): (readonly string[] | undefined)[] {
  const byId: (readonly string[] | undefined)[] = [];
  for (const [id, list] of names) {
    if (Number.isInteger(id) && id >= 0 && id < MAX_ARRAY_ID) {
      while (byId.length <= id) byId.push(undefined);
      byId[id] = list;
    }
  }
  return byId;
}

type SquadIndexes = Pick<CatalogIndex, "squads" | "names" | "shortNames" | "namesById" | "keeperIndex">;

/** Indexes squads; those with fewer than two players are left out as unplayable. */
function indexSquads(list: readonly Squad[]): SquadIndexes {
  const squads = new Map<number, readonly PlayerProfile[]>();
  const names = new Map<number, readonly string[]>();
  const shortNames = new Map<number, readonly string[]>();
  const keeperIndex = new Map<number, number>();
  for (const squad of list) {
    if (squad.players.length < MIN_SQUAD) continue;
    squads.set(squad.countryId, squad.players);
    keeperIndex.set(
      squad.countryId,
      squad.players.findIndex((p) => p.isWicketKeeper),
    );
    names.set(
      squad.countryId,
      squad.players.map((p) => p.name),
    );
    shortNames.set(
      squad.countryId,
      squad.players.map((p) => shortName(p.name)),
    );
  }
  return { squads, names, shortNames, namesById: namesArray(names), keeperIndex };
}

type StadiumIndexes = Pick<CatalogIndex, "stadiums" | "stadiumsByCountry">;

/** Indexes grounds by id and by country. */
function indexStadiums(list: readonly Stadium[]): StadiumIndexes {
  const stadiumsByCountry = new Map<number, Stadium[]>();
  for (const stadium of list) {
    const grounds = stadiumsByCountry.get(stadium.countryId) ?? [];
    grounds.push(stadium);
    stadiumsByCountry.set(stadium.countryId, grounds);
  }
  return { stadiums: new Map(list.map((s) => [s.id, s])), stadiumsByCountry };
}

/** Indexes a catalog. Squads with fewer than two players are left out as unplayable. */
export function indexCatalog(catalog: Catalog): CatalogIndex {
  return {
    catalog,
    countries: new Map(catalog.countries.map((c) => [c.id, c])),
    ...indexSquads(catalog.squads),
    ...indexStadiums(catalog.stadiums),
    formats: new Map(catalog.formats.map((f) => [f.key, f])),
    commentary: compileCommentary(catalog.commentary),
    taggedCommentary: catalog.taggedCommentary ? compileTaggedCommentary(catalog.taggedCommentary) : null,
  };
}

/**
 * The same context playing other squads (a rules version's own): everything else, the
 * compiled commentary and an engine context's win tables included, is shared.
 */
export function withSquads<C extends CatalogIndex>(ctx: C, squads: readonly Squad[]): C {
  return { ...ctx, catalog: { ...ctx.catalog, squads }, ...indexSquads(squads) };
}

/**
 * The same context playing at other grounds' ratings (a rules version's own): everything else,
 * the compiled commentary and an engine context's win tables included, is shared.
 */
export function withStadiums<C extends CatalogIndex>(ctx: C, stadiums: readonly Stadium[]): C {
  return { ...ctx, catalog: { ...ctx.catalog, stadiums }, ...indexStadiums(stadiums) };
}

/** A squad known to be present (the state only ever holds countries with squads). */
export function squadOf(ctx: CatalogIndex, countryId: number): readonly PlayerProfile[] {
  return ctx.squads.get(countryId) ?? [];
}

/** Full player names of a squad. */
export function namesOf(ctx: CatalogIndex, countryId: number): readonly string[] {
  return ctx.namesById[countryId] ?? ctx.names.get(countryId) ?? [];
}

/** Scorecard names of a squad. */
export function shortNamesOf(ctx: CatalogIndex, countryId: number): readonly string[] {
  return ctx.shortNames.get(countryId) ?? [];
}

/** A country's name, or "Unknown" for no country or one the catalog does not hold. */
export function countryName(ctx: CatalogIndex, id: number | null): string {
  return (id === null ? undefined : ctx.countries.get(id)?.name) ?? "Unknown";
}
