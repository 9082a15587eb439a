import { ownerOf } from '../../lib/owner.ts';
import { PUBLIC_WRITES } from '../../support/rate-limits/rate-limits.service.ts';
import { publicProcedure, rateLimited, router } from '../../trpc.ts';
import {
  listMeta,
  rateMeta,
  ZMovieRating,
  ZMovieRatings,
  ZRateMovieInput,
  ZSessionRatingsInput,
} from './ratings.schema.ts';
import { listRatings, rateMovie } from './ratings.service.ts';

export const ratingsRouter = router({
  rate: publicProcedure
    .use(rateLimited('rate-film', PUBLIC_WRITES))
    .meta(rateMeta)
    .input(ZRateMovieInput)
    .output(ZMovieRating)
    .mutation(({ ctx, input }) => rateMovie(ctx, ownerOf(ctx, input.sessionId), input)),
  list: publicProcedure
    .meta(listMeta)
    .input(ZSessionRatingsInput)
    .output(ZMovieRatings)
    .query(({ ctx, input }) => listRatings(ctx.db, ownerOf(ctx, input.sessionId))),
});
