import { protectedProcedure, router } from '../../trpc.ts';
import { rewindMeta, ZRewind, ZRewindInput } from './rewind.schema.ts';
import { yearInRewind } from './rewind.service.ts';

export const rewindRouter = router({
  get: protectedProcedure
    .meta(rewindMeta)
    .input(ZRewindInput)
    .output(ZRewind)
    .query(({ ctx, input }) => yearInRewind(ctx.db, ctx.user.id, input.year)),
});
