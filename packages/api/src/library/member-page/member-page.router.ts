import { ZMemberInput } from '../../social/members/members.schema.ts';
import { publicProcedure, router } from '../../trpc.ts';
import { getMeta, ZMemberPage } from './member-page.schema.ts';
import { getMemberPage } from './member-page.service.ts';

/** `members.*`: the member page (the visibility rule it asks is social/members'). */
export const memberPageRouter = router({
  get: publicProcedure
    .meta(getMeta)
    .input(ZMemberInput)
    .output(ZMemberPage)
    .query(({ ctx, input }) => getMemberPage(ctx.db, ctx.user, input.id)),
});
