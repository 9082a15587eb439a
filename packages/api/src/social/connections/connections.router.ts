import { protectedProcedure, router } from '../../trpc.ts';
import {
  listMeta,
  removeMeta,
  ZConnection,
  ZRemoveConnectionInput,
  ZRemoveConnectionResult,
} from './connections.schema.ts';
import { listConnections, removeConnection } from './connections.service.ts';

export const connectionsRouter = router({
  list: protectedProcedure
    .meta(listMeta)
    .output(ZConnection.array())
    .query(({ ctx }) => listConnections(ctx.db, ctx.user)),
  remove: protectedProcedure
    .meta(removeMeta)
    .input(ZRemoveConnectionInput)
    .output(ZRemoveConnectionResult)
    .mutation(({ ctx, input }) => removeConnection(ctx.db, ctx.user.id, input.memberId)),
});
