import { protectedProcedure, router } from '../../trpc.ts';
import { listMeta, ZConnection } from './connections.schema.ts';
import { listConnections } from './connections.service.ts';

export const connectionsRouter = router({
  list: protectedProcedure
    .meta(listMeta)
    .output(ZConnection.array())
    .query(({ ctx }) => listConnections(ctx.db, ctx.user)),
});
