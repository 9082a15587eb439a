import type { RouterOutputs } from '../../lib/trpc.ts';

/** A film from the catalog's title search (docs/product.md §3 'Movie search result'). */
export type MovieResult = RouterOutputs['catalog']['searchMovies']['results'][number];
