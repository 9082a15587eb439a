import { publicProcedure, router } from '../../trpc.ts';
import {
  availabilityMeta,
  listMeta,
  ZAvailability,
  ZAvailabilityInput,
  ZShelfInput,
  ZShelfPage,
} from './shelf.schema.ts';
import { availability, listShelf } from './shelf.service.ts';

export const shelfRouter = router({
  list: publicProcedure
    .meta(listMeta)
    .input(ZShelfInput)
    .output(ZShelfPage)
    .query(({ ctx, input }) => listShelf(ctx.db, ctx.user, input)),
  availability: publicProcedure
    .meta(availabilityMeta)
    .input(ZAvailabilityInput)
    .output(ZAvailability)
    .query(({ ctx, input }) => availability(ctx.db, ctx.user, input)),
});
