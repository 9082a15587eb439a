import { protectedProcedure, router } from '../../trpc.ts';
import {
  postMeta,
  threadMeta,
  ZLoanMessage,
  ZLoanMessageInput,
  ZLoanThread,
  ZLoanThreadInput,
} from './loan-threads.schema.ts';
import * as service from './loan-threads.service.ts';

export const loanThreadsRouter = router({
  get: protectedProcedure
    .meta(threadMeta)
    .input(ZLoanThreadInput)
    .output(ZLoanThread)
    .query(({ ctx, input }) => service.thread(ctx.db, ctx.user, input.id)),
  post: protectedProcedure
    .meta(postMeta)
    .input(ZLoanMessageInput)
    .output(ZLoanMessage)
    .mutation(({ ctx, input }) => service.post(ctx.db, ctx.user, input)),
});
