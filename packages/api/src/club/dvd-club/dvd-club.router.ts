import { protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import {
  createMeta,
  deleteMeta,
  getMeta,
  listMeta,
  summaryMeta,
  updateMeta,
  ZCollectionItem,
  ZCollectionSummary,
  ZCreateItemInput,
  ZDeleteResult,
  ZItemIdInput,
  ZUpdateItemInput,
} from './dvd-club.schema.ts';
import * as service from './dvd-club.service.ts';

const ZCollection = ZCollectionItem.array();

export const dvdClubRouter = router({
  list: protectedProcedure
    .meta(listMeta)
    .output(ZCollection)
    .query(({ ctx }) => service.listOwn(ctx.db, ctx.user)),
  create: protectedProcedure
    .meta(createMeta)
    .input(ZCreateItemInput)
    .output(ZCollectionItem)
    .mutation(({ ctx, input }) => service.addItem(ctx, ctx.user, input)),
  get: publicProcedure
    .meta(getMeta)
    .input(ZItemIdInput)
    .output(ZCollectionItem)
    .query(({ ctx, input }) => service.getItem(ctx.db, ctx.user, input.id)),
  update: protectedProcedure
    .meta(updateMeta)
    .input(ZUpdateItemInput)
    .output(ZCollectionItem)
    .mutation(({ ctx, input }) => service.updateItem(ctx, ctx.user, input)),
  delete: protectedProcedure
    .meta(deleteMeta)
    .input(ZItemIdInput)
    .output(ZDeleteResult)
    .mutation(({ ctx, input }) => service.deleteItem(ctx, ctx.user, input.id)),
  summary: protectedProcedure
    .meta(summaryMeta)
    .output(ZCollectionSummary)
    .query(({ ctx }) => service.summary(ctx.db, ctx.user)),
});
