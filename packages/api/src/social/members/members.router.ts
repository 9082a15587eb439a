import { publicProcedure, router } from '../../trpc.ts';
import { getMemberPage } from './member-page.service.ts';
import { getMeta, ZMemberInput, ZMemberPage } from './members.schema.ts';

export const membersRouter = router({
  get: publicProcedure
    .meta(getMeta)
    .input(ZMemberInput)
    .output(ZMemberPage)
    .query(({ ctx, input }) => getMemberPage(ctx.db, ctx.user, input.id)),
});
