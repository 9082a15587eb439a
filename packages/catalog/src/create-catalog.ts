import type { Db } from '@chuck/db';
import type { Catalog } from './catalog.ts';
import { createEmbeddedCatalog } from './embedded/embedded-catalog.ts';
import { withSharedParts } from './shared-parts.ts';
import { createTmdbCatalog } from './tmdb/tmdb-catalog.ts';
import { createTmdbClient, type TmdbConfig } from './tmdb/tmdb-client.ts';

export interface CatalogOptions {
  db: Db;
  /** TMDB when an API key or read token is set; the embedded catalog otherwise. */
  tmdb?: TmdbConfig;
}

export function createCatalog({ db, tmdb }: CatalogOptions): Catalog {
  if (tmdb?.apiKey || tmdb?.readToken)
    return withSharedParts(db, createTmdbCatalog(createTmdbClient(db, tmdb)));
  return createEmbeddedCatalog(db);
}
