import { protectedProcedure, router } from '../../trpc.ts';
import { forMemberMeta, ZDoubleFeaturePick, ZMemberIdInput } from './double-feature.schema.ts';
import { doubleFeature } from './double-feature.service.ts';

export const doubleFeatureRouter = router({
  forMember: protectedProcedure
    .meta(forMemberMeta)
    .input(ZMemberIdInput)
    .output(ZDoubleFeaturePick.array())
    .query(({ ctx, input }) => doubleFeature(ctx, ctx.user, input.memberId)),
});
