import { publicProcedure, router } from '../../trpc.ts';
import {
  getMovieMeta,
  getPersonMeta,
  searchMeta,
  searchMoviesMeta,
  watchProvidersMeta,
  ZMovieDetails,
  ZMovieIdInput,
  ZMovieResults,
  ZPersonDetails,
  ZPersonIdInput,
  ZSearchInput,
  ZSearchResults,
  ZWatchProviders,
  ZWatchProvidersInput,
} from './catalog.schema.ts';
import { getMovie, getPerson, search, searchMovies, watchProviders } from './catalog.service.ts';

export const catalogRouter = router({
  searchMovies: publicProcedure
    .meta(searchMoviesMeta)
    .input(ZSearchInput)
    .output(ZMovieResults)
    .query(({ ctx, input }) => searchMovies(ctx.catalog, input)),
  search: publicProcedure
    .meta(searchMeta)
    .input(ZSearchInput)
    .output(ZSearchResults)
    .query(({ ctx, input }) => search(ctx.catalog, input)),
  getMovie: publicProcedure
    .meta(getMovieMeta)
    .input(ZMovieIdInput)
    .output(ZMovieDetails)
    .query(({ ctx, input }) => getMovie(ctx.catalog, input.id)),
  watchProviders: publicProcedure
    .meta(watchProvidersMeta)
    .input(ZWatchProvidersInput)
    .output(ZWatchProviders)
    .query(({ ctx, input }) => watchProviders(ctx.catalog, input.id, input.region)),
  getPerson: publicProcedure
    .meta(getPersonMeta)
    .input(ZPersonIdInput)
    .output(ZPersonDetails)
    .query(({ ctx, input }) => getPerson(ctx.catalog, input.id)),
});
