import { ownerOf } from '../../lib/owner.ts';
import { publicProcedure, router } from '../../trpc.ts';
import {
  generateMeta,
  listMeta,
  rateMeta,
  ZRateRecommendationInput,
  ZRecommendation,
  ZRecommendations,
  ZSessionInput,
} from './recommendations.schema.ts';
import { generateBatch, listForOwner, rateRecommendation } from './recommendations.service.ts';

export const recommendationsRouter = router({
  generate: publicProcedure
    .meta(generateMeta)
    .input(ZSessionInput)
    .output(ZRecommendations)
    .mutation(({ ctx, input }) => generateBatch(ctx, ownerOf(ctx, input.sessionId), ctx.req.acceptLanguage)),
  list: publicProcedure
    .meta(listMeta)
    .input(ZSessionInput)
    .output(ZRecommendations)
    .query(({ ctx, input }) => listForOwner(ctx, ownerOf(ctx, input.sessionId), ctx.req.acceptLanguage)),
  rate: publicProcedure
    .meta(rateMeta)
    .input(ZRateRecommendationInput)
    .output(ZRecommendation)
    .mutation(({ ctx, input }) => rateRecommendation(ctx, ctx.user, input, ctx.req.acceptLanguage)),
});
