import type { Db } from '@chuck/db';
import { type Catalog, isCatalogId, noWatchProviders } from './catalog.ts';
import { filmsTitled, filmsWithTitleWords, titledFilms } from './titled-films.repository.ts';

/** What the catalog's own table answers, whichever the source. */
export type LocalLookup = 'filmsTitled' | 'titledFilms' | 'filmsWithTitleWords';

/**
 * What a source (the embedded data, TMDB) answers itself; `withSharedParts` makes it a catalog.
 * A source without watch-provider data leaves `watchProviders` out.
 */
type CatalogSource = Omit<Catalog, LocalLookup | 'watchProviders'> & Partial<Pick<Catalog, 'watchProviders'>>;

/**
 * A catalog: its source's answers, with what every source does alike (docs/architecture.md
 * 'Catalog'). An id that names no film or person answers nothing without asking the source; a
 * source without watch data answers no options, none made up; and the library import's film
 * lookups read the catalog's own `movies` table, whichever the source.
 */
export function withSharedParts(db: Db, source: CatalogSource): Catalog {
  return {
    ...source,
    getMovie: async (id) => (isCatalogId(id) ? source.getMovie(id) : null),
    getPerson: async (id) => (isCatalogId(id) ? source.getPerson(id) : null),
    watchProviders: async (id, region) =>
      isCatalogId(id) && source.watchProviders ? source.watchProviders(id, region) : noWatchProviders(),
    filmsTitled: (titleNorms) => filmsTitled(db, titleNorms),
    titledFilms: (ids) => titledFilms(db, ids),
    filmsWithTitleWords: (words, year, limit) => filmsWithTitleWords(db, words, year, limit),
  };
}
