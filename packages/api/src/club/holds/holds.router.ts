import { protectedProcedure, router } from '../../trpc.ts';
import {
  discHoldsMeta,
  mineMeta,
  placeMeta,
  removeMeta,
  ZDiscHolds,
  ZDiscHoldsInput,
  ZHold,
  ZHoldIdInput,
  ZHoldList,
  ZPlaceHoldInput,
  ZRemovedHold,
} from './holds.schema.ts';
import * as service from './holds.service.ts';

export const holdsRouter = router({
  place: protectedProcedure
    .meta(placeMeta)
    .input(ZPlaceHoldInput)
    .output(ZHold)
    .mutation(({ ctx, input }) => service.placeHold(ctx.db, ctx.user, input.mediaId)),
  mine: protectedProcedure
    .meta(mineMeta)
    .output(ZHoldList)
    .query(({ ctx }) => service.listMyHolds(ctx.db, ctx.user)),
  remove: protectedProcedure
    .meta(removeMeta)
    .input(ZHoldIdInput)
    .output(ZRemovedHold)
    .mutation(({ ctx, input }) => service.removeHold(ctx, ctx.user, input.id)),
  ofDisc: protectedProcedure
    .meta(discHoldsMeta)
    .input(ZDiscHoldsInput)
    .output(ZDiscHolds)
    .query(({ ctx, input }) => service.discHolds(ctx.db, ctx.user, input.id)),
});
