import { protectedProcedure, router } from '../../trpc.ts';
import {
  addMeta,
  listMeta,
  removeMeta,
  reorderMeta,
  ZAddToWatchlistInput,
  ZAddToWatchlistOutput,
  ZRemoveOutput,
  ZReorderWatchlistInput,
  ZWatchlist,
  ZWatchlistMovieInput,
} from './watchlist.schema.ts';
import { addToWatchlist, listWatchlist, removeFromWatchlist, reorderWatchlist } from './watchlist.service.ts';

export const watchlistRouter = router({
  list: protectedProcedure
    .meta(listMeta)
    .output(ZWatchlist)
    .query(({ ctx }) => listWatchlist(ctx.db, ctx.user.id)),
  add: protectedProcedure
    .meta(addMeta)
    .input(ZAddToWatchlistInput)
    .output(ZAddToWatchlistOutput)
    .mutation(({ ctx, input }) => addToWatchlist(ctx.db, ctx.user.id, input)),
  remove: protectedProcedure
    .meta(removeMeta)
    .input(ZWatchlistMovieInput)
    .output(ZRemoveOutput)
    .mutation(({ ctx, input }) => removeFromWatchlist(ctx.db, ctx.user.id, input.movieId)),
  reorder: protectedProcedure
    .meta(reorderMeta)
    .input(ZReorderWatchlistInput)
    .output(ZWatchlist)
    .mutation(({ ctx, input }) => reorderWatchlist(ctx.db, ctx.user.id, input)),
});
