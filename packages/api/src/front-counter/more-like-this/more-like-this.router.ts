import { publicProcedure, router } from '../../trpc.ts';
import { forFilmMeta, ZMovieIdInput, ZSimilarFilm } from './more-like-this.schema.ts';
import { moreLikeThis } from './more-like-this.service.ts';

export const moreLikeThisRouter = router({
  forFilm: publicProcedure
    .meta(forFilmMeta)
    .input(ZMovieIdInput)
    .output(ZSimilarFilm.array())
    .query(({ ctx, input }) => moreLikeThis(ctx, ctx.user, ctx.user?.id ?? ctx.req.ip, input.id)),
});
