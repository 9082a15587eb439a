import { protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import { memberRewindMeta, rewindMeta, ZMemberRewindInput, ZRewind, ZRewindInput } from './rewind.schema.ts';
import { memberRewind, yearInRewind } from './rewind.service.ts';

export const rewindRouter = router({
  get: protectedProcedure
    .meta(rewindMeta)
    .input(ZRewindInput)
    .output(ZRewind)
    .query(({ ctx, input }) => yearInRewind(ctx.db, ctx.user.id, input.year)),
  ofMember: publicProcedure
    .meta(memberRewindMeta)
    .input(ZMemberRewindInput)
    .output(ZRewind)
    .query(({ ctx, input }) =>
      memberRewind(ctx.db, ctx.user ? { id: ctx.user.id } : null, input.userId, input.year),
    ),
});
