import { publicProcedure, router } from '../../trpc.ts';
import { getMeta, ZUserCollection, ZUserCollectionInput } from './user-collection.schema.ts';
import { getUserCollection } from './user-collection.service.ts';

export const userCollectionRouter = router({
  get: publicProcedure
    .meta(getMeta)
    .input(ZUserCollectionInput)
    .output(ZUserCollection)
    .query(({ ctx, input }) => getUserCollection(ctx.db, ctx.user, input.userId)),
});
