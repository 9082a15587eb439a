import { ownerOf } from '../../lib/owner.ts';
import { PUBLIC_WRITES } from '../../support/rate-limits/rate-limits.service.ts';
import { protectedProcedure, publicProcedure, rateLimited, router } from '../../trpc.ts';
import {
  getForSessionMeta,
  getMineMeta,
  getWatchRegionMeta,
  saveMeta,
  saveMineMeta,
  setWatchRegionMeta,
  ZMemberPreferences,
  ZPreferences,
  ZSaveMyPreferencesInput,
  ZSavePreferencesInput,
  ZSessionPreferencesInput,
  ZWatchRegion,
  ZWatchRegionInput,
} from './preferences.schema.ts';
import { chooseWatchRegion, saveTopMovies, topMoviesOf, watchRegionOf } from './preferences.service.ts';

const member = (userId: string) => ({ kind: 'member', userId }) as const;

export const preferencesRouter = router({
  save: publicProcedure
    .use(rateLimited('save-top-3', PUBLIC_WRITES))
    .meta(saveMeta)
    .input(ZSavePreferencesInput)
    .output(ZPreferences)
    .mutation(async ({ ctx, input }) => ({
      sessionId: input.sessionId,
      topMovies: await saveTopMovies(ctx, ownerOf(ctx, input.sessionId), input.topMovies),
    })),
  getForSession: publicProcedure
    .meta(getForSessionMeta)
    .input(ZSessionPreferencesInput)
    .output(ZPreferences)
    .query(async ({ ctx, input }) => ({
      sessionId: input.sessionId,
      topMovies: await topMoviesOf(ctx.db, ownerOf(ctx, input.sessionId)),
    })),
  getMine: protectedProcedure
    .meta(getMineMeta)
    .output(ZMemberPreferences)
    .query(async ({ ctx }) => ({ topMovies: await topMoviesOf(ctx.db, member(ctx.user.id)) })),
  saveMine: protectedProcedure
    .use(rateLimited('save-top-3', PUBLIC_WRITES))
    .meta(saveMineMeta)
    .input(ZSaveMyPreferencesInput)
    .output(ZMemberPreferences)
    .mutation(async ({ ctx, input }) => ({
      topMovies: await saveTopMovies(ctx, member(ctx.user.id), input.topMovies),
    })),
  watchRegion: publicProcedure
    .meta(getWatchRegionMeta)
    .input(ZSessionPreferencesInput)
    .output(ZWatchRegion)
    .query(({ ctx, input }) => watchRegionOf(ctx.db, ownerOf(ctx, input.sessionId), ctx.req.acceptLanguage)),
  setWatchRegion: publicProcedure
    .use(rateLimited('watch-region', PUBLIC_WRITES))
    .meta(setWatchRegionMeta)
    .input(ZWatchRegionInput)
    .output(ZWatchRegion)
    .mutation(({ ctx, input }) => chooseWatchRegion(ctx.db, ownerOf(ctx, input.sessionId), input.region)),
});
