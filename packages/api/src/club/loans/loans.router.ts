import { protectedProcedure, router } from '../../trpc.ts';
import {
  acceptMeta,
  cancelMeta,
  confirmMeta,
  declineMeta,
  disputeMeta,
  getMeta,
  handOverMeta,
  listMeta,
  requestMeta,
  returnMeta,
  reviewMeta,
  ZAcceptInput,
  ZDisputeInput,
  ZLoan,
  ZLoanIdInput,
  ZLoanList,
  ZRentalRequestInput,
  ZReturnInput,
  ZReview,
  ZReviewInput,
} from './loans.schema.ts';
import * as service from './loans.service.ts';

export const loansRouter = router({
  request: protectedProcedure
    .meta(requestMeta)
    .input(ZRentalRequestInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => service.requestRental(ctx, ctx.user, input)),
  get: protectedProcedure
    .meta(getMeta)
    .input(ZLoanIdInput)
    .output(ZLoan)
    .query(({ ctx, input }) => service.getLoan(ctx.db, ctx.user, input.id)),
  list: protectedProcedure
    .meta(listMeta)
    .output(ZLoanList)
    .query(({ ctx }) => service.listLoans(ctx.db, ctx.user)),
  accept: protectedProcedure
    .meta(acceptMeta)
    .input(ZAcceptInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => service.accept(ctx.db, ctx.user, input)),
  decline: protectedProcedure
    .meta(declineMeta)
    .input(ZLoanIdInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => service.decline(ctx, ctx.user, input.id)),
  cancel: protectedProcedure
    .meta(cancelMeta)
    .input(ZLoanIdInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => service.cancel(ctx, ctx.user, input.id)),
  handOver: protectedProcedure
    .meta(handOverMeta)
    .input(ZLoanIdInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => service.handOver(ctx.db, ctx.user, input.id)),
  markReturned: protectedProcedure
    .meta(returnMeta)
    .input(ZReturnInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => service.markReturned(ctx, ctx.user, input)),
  confirm: protectedProcedure
    .meta(confirmMeta)
    .input(ZLoanIdInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => service.confirm(ctx, ctx.user, input.id)),
  dispute: protectedProcedure
    .meta(disputeMeta)
    .input(ZDisputeInput)
    .output(ZLoan)
    .mutation(({ ctx, input }) => service.dispute(ctx.db, ctx.user, input)),
  review: protectedProcedure
    .meta(reviewMeta)
    .input(ZReviewInput)
    .output(ZReview)
    .mutation(({ ctx, input }) => service.review(ctx.db, ctx.user, input)),
});
