import { protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import {
  mineMeta,
  ofMemberMeta,
  replaceMeta,
  ZMemberInput,
  ZReplaceWatchingSoonInput,
  ZWatchingSoonList,
} from './watching-soon.schema.ts';
import { listMemberWatchingSoon, listWatchingSoon, replaceWatchingSoon } from './watching-soon.service.ts';

export const watchingSoonRouter = router({
  mine: protectedProcedure
    .meta(mineMeta)
    .output(ZWatchingSoonList)
    .query(({ ctx }) => listWatchingSoon(ctx.db, ctx.user.id)),
  ofMember: publicProcedure
    .meta(ofMemberMeta)
    .input(ZMemberInput)
    .output(ZWatchingSoonList)
    .query(({ ctx, input }) => listMemberWatchingSoon(ctx.db, ctx.user, input.userId)),
  replace: protectedProcedure
    .meta(replaceMeta)
    .input(ZReplaceWatchingSoonInput)
    .output(ZWatchingSoonList)
    .mutation(({ ctx, input }) => replaceWatchingSoon(ctx.db, ctx.user.id, input)),
});
