import { ownerOf } from '../../lib/owner.ts';
import { type Limit, PUBLIC_WRITES } from '../../support/rate-limits/rate-limits.service.ts';
import { publicProcedure, rateLimited, router } from '../../trpc.ts';
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

/** Each batch may cost a language model call, so fewer than other writes. */
const GENERATE_LIMIT: Limit = {
  max: 30,
  windowSeconds: 10 * 60,
  message: 'Chuck needs a breather after that many picks. Please try again in a few minutes.',
};

export const recommendationsRouter = router({
  generate: publicProcedure
    .use(rateLimited('generate', GENERATE_LIMIT))
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
    .use(rateLimited('rate-pick', PUBLIC_WRITES))
    .meta(rateMeta)
    .input(ZRateRecommendationInput)
    .output(ZRecommendation)
    .mutation(({ ctx, input }) => rateRecommendation(ctx, ctx.user, input, ctx.req.acceptLanguage)),
});
