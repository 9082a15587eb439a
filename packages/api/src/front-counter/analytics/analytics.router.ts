import { publicProcedure, router } from '../../trpc.ts';
import {
  profileCountMeta,
  trackVisitorMeta,
  visitorCountMeta,
  ZCount,
  ZTrackVisitorInput,
} from './analytics.schema.ts';
import { profileCount, trackVisitor, visitorCount } from './analytics.service.ts';

export const analyticsRouter = router({
  trackVisitor: publicProcedure
    .meta(trackVisitorMeta)
    .input(ZTrackVisitorInput)
    .output(ZCount)
    .mutation(({ ctx, input }) => trackVisitor(ctx.db, ctx.req, input.visitorId)),
  visitorCount: publicProcedure
    .meta(visitorCountMeta)
    .output(ZCount)
    .query(({ ctx }) => visitorCount(ctx.db)),
  profileCount: publicProcedure
    .meta(profileCountMeta)
    .output(ZCount)
    .query(({ ctx }) => profileCount(ctx.db)),
});
