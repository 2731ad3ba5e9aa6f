/**
 * The context every step and view reads: the catalog's indexes (catalog-index.ts) and the win
 * tables the engine was given.
 */
import type { Catalog } from "./catalog.ts";
import { indexCatalog, type CatalogIndex } from "./catalog-index.ts";
import type { WinTableSource } from "./table-source.ts";

export { countryName, namesOf, shortNamesOf, squadOf, withSquads, withStadiums } from "./catalog-index.ts";

/**
 * The indexed catalog every step and view reads, with the engine's win tables: the rules ask
 * only for a {@link WinTableSource}; whoever builds a context may know its tables as more.
 */
export interface EngineContext<Tables extends WinTableSource = WinTableSource> extends CatalogIndex {
  /** The win tables built or adopted so far (the engine's one cache; see table-source.ts). */
  readonly tables: Tables;
}

/** Indexes a catalog, with the win tables the engine keeps. Squads with fewer than two players are left out as unplayable. */
export function buildContext<Tables extends WinTableSource>(
  catalog: Catalog,
  tables: Tables,
): EngineContext<Tables> {
  return { ...indexCatalog(catalog), tables };
}
