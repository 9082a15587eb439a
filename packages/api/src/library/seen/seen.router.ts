import { protectedProcedure, router } from '../../trpc.ts';
import {
  listMeta,
  markMeta,
  removeMeta,
  ZMarkSeenInput,
  ZMarkSeenOutput,
  ZRemoveSeenOutput,
  ZSeenList,
  ZSeenMovieInput,
} from './seen.schema.ts';
import { listSeen, recordSeen, removeSeen } from './seen.service.ts';

export const seenRouter = router({
  list: protectedProcedure
    .meta(listMeta)
    .output(ZSeenList)
    .query(({ ctx }) => listSeen(ctx.db, ctx.user.id)),
  mark: protectedProcedure
    .meta(markMeta)
    .input(ZMarkSeenInput)
    .output(ZMarkSeenOutput)
    .mutation(({ ctx, input }) => recordSeen(ctx, ctx.user.id, input)),
  remove: protectedProcedure
    .meta(removeMeta)
    .input(ZSeenMovieInput)
    .output(ZRemoveSeenOutput)
    .mutation(({ ctx, input }) => removeSeen(ctx, ctx.user.id, input.movieId)),
});
