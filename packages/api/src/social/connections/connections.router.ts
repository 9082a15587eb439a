import { protectedProcedure, router } from '../../trpc.ts';
import { acceptConnection, removeConnection, requestConnection } from './connection-requests.service.ts';
import {
  acceptMeta,
  listMeta,
  removeMeta,
  requestMeta,
  ZConnectionMemberInput,
  ZConnectionStep,
  ZConnectionsOverview,
  ZRemoveConnectionResult,
} from './connections.schema.ts';
import { listConnections } from './connections.service.ts';

export const connectionsRouter = router({
  list: protectedProcedure
    .meta(listMeta)
    .output(ZConnectionsOverview)
    .query(({ ctx }) => listConnections(ctx.db, ctx.user)),
  request: protectedProcedure
    .meta(requestMeta)
    .input(ZConnectionMemberInput)
    .output(ZConnectionStep)
    .mutation(({ ctx, input }) => requestConnection(ctx.db, ctx.user.id, input.memberId)),
  accept: protectedProcedure
    .meta(acceptMeta)
    .input(ZConnectionMemberInput)
    .output(ZConnectionStep)
    .mutation(({ ctx, input }) => acceptConnection(ctx.db, ctx.user.id, input.memberId)),
  remove: protectedProcedure
    .meta(removeMeta)
    .input(ZConnectionMemberInput)
    .output(ZRemoveConnectionResult)
    .mutation(({ ctx, input }) => removeConnection(ctx.db, ctx.user.id, input.memberId)),
});
