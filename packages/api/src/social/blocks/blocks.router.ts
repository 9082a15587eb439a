import { protectedProcedure, router } from '../../trpc.ts';
import { addMeta, listMeta, removeMeta, ZBlock, ZMemberIdInput, ZUnblockResult } from './blocks.schema.ts';
import { blockMember, listBlocks, unblockMember } from './blocks.service.ts';

export const blocksRouter = router({
  add: protectedProcedure
    .meta(addMeta)
    .input(ZMemberIdInput)
    .output(ZBlock)
    .mutation(({ ctx, input }) => blockMember(ctx, ctx.user.id, input.memberId)),
  list: protectedProcedure
    .meta(listMeta)
    .output(ZBlock.array())
    .query(({ ctx }) => listBlocks(ctx.db, ctx.user.id)),
  remove: protectedProcedure
    .meta(removeMeta)
    .input(ZMemberIdInput)
    .output(ZUnblockResult)
    .mutation(({ ctx, input }) => unblockMember(ctx.db, ctx.user.id, input.memberId)),
});
