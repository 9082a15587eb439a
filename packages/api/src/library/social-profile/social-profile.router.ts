import { protectedProcedure, router } from '../../trpc.ts';
import {
  getMeta,
  saveMeta,
  updateMeta,
  ZSaveSocialProfileInput,
  ZSocialProfile,
} from './social-profile.schema.ts';
import { getSocialProfile, saveSocialProfile } from './social-profile.service.ts';

export const socialProfileRouter = router({
  get: protectedProcedure
    .meta(getMeta)
    .output(ZSocialProfile)
    .query(({ ctx }) => getSocialProfile(ctx.db, ctx.user.id)),
  save: protectedProcedure
    .meta(saveMeta)
    .input(ZSaveSocialProfileInput)
    .output(ZSocialProfile)
    .mutation(({ ctx, input }) => saveSocialProfile(ctx.db, ctx.user.id, input)),
  // docs/product.md §7 lists PUT beside POST (the connections page's form); both save the same way.
  update: protectedProcedure
    .meta(updateMeta)
    .input(ZSaveSocialProfileInput)
    .output(ZSocialProfile)
    .mutation(({ ctx, input }) => saveSocialProfile(ctx.db, ctx.user.id, input)),
});
