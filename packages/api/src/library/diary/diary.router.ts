import { protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import {
  createMeta,
  deleteMeta,
  listMeta,
  memberReviewsMeta,
  updateMeta,
  ZCreateDiaryInput,
  ZDeleteDiaryOutput,
  ZDiaryIdInput,
  ZDiaryPage,
  ZListDiaryInput,
  ZMemberReviewsInput,
  ZMemberReviewsPage,
  ZSaveDiaryOutput,
  ZUpdateDiaryInput,
} from './diary.schema.ts';
import { createEntry, deleteEntry, listDiary, memberReviews, updateEntry } from './diary.service.ts';

export const diaryRouter = router({
  list: protectedProcedure
    .meta(listMeta)
    .input(ZListDiaryInput)
    .output(ZDiaryPage)
    .query(({ ctx, input }) => listDiary(ctx.db, ctx.user.id, input)),
  create: protectedProcedure
    .meta(createMeta)
    .input(ZCreateDiaryInput)
    .output(ZSaveDiaryOutput)
    .mutation(({ ctx, input }) => createEntry(ctx, ctx.user.id, input)),
  update: protectedProcedure
    .meta(updateMeta)
    .input(ZUpdateDiaryInput)
    .output(ZSaveDiaryOutput)
    .mutation(({ ctx, input }) => updateEntry(ctx, ctx.user.id, input)),
  delete: protectedProcedure
    .meta(deleteMeta)
    .input(ZDiaryIdInput)
    .output(ZDeleteDiaryOutput)
    .mutation(({ ctx, input }) => deleteEntry(ctx, ctx.user.id, input.id)),
  ofMember: publicProcedure
    .meta(memberReviewsMeta)
    .input(ZMemberReviewsInput)
    .output(ZMemberReviewsPage)
    .query(({ ctx, input }) => memberReviews(ctx.db, ctx.user ? { id: ctx.user.id } : null, input)),
});
